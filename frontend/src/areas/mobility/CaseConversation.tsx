import { useEffect, useState } from 'react'
import { Alert, Avatar, Button, Input, Skeleton, Space, Typography } from 'antd'
import { EditOutlined, MessageOutlined, SendOutlined } from '@ant-design/icons'
import { useCreate, useUpdate } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { mobilityCaseOpen } from '@hr/shared'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { FilesInput, type FileDescriptor } from '../../components/upload/FilesInput'
import { useProfile } from '../../hooks/useProfile'
import { fmtDateTime } from '../../components/formats'
import { useCaseComments } from './data'
import type { MobilityCase, MobilityComment } from './model'
import { buildThread, mayComment, mayEditComment } from './mobility-logic'
import { PersonFiles } from '../../components/records/PersonFiles'

const BODY_MAX = 5000

/** What the API said: its field messages (the draft has no form items to put them under), else its message. */
function refusal(error: unknown, fallback: string) {
  const errors = (error as { errors?: Record<string, string | string[]> } | null)?.errors
  const messages = errors && typeof errors === 'object' ? Object.values(errors).flat() : []
  return messages.length ? [...new Set(messages)].join(' ') : errorMessage(error, fallback)
}
const REPLY_INDENT = 44

/**
 * The current time at each render, with a re-render every `everyMs`, so the Edit button goes when
 * a comment's edit window closes (and a comment posted since the last tick is not "in the future").
 */
function useNow(everyMs = 30_000) {
  const [, setTick] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return new Date()
}

interface DraftProps {
  testId: string
  initial?: { body: string; files: FileDescriptor[] }
  submitLabel: string
  placeholder?: string
  autoFocus?: boolean
  onSubmit: (draft: { body: string; files: FileDescriptor[] }) => Promise<void>
  onCancel?: () => void
}

/** A comment being written (new, reply or correction): its text and attachments, sent once not blank. */
function CommentDraft({ testId, initial, submitLabel, placeholder, autoFocus, onSubmit, onCancel }: DraftProps) {
  const { t } = useTranslation()
  const [body, setBody] = useState(initial?.body ?? '')
  const [files, setFiles] = useState<FileDescriptor[]>(initial?.files ?? [])
  const [busy, setBusy] = useState(false)
  const send = async () => {
    setBusy(true)
    try {
      await onSubmit({ body: body.trim(), files })
      setBody('')
      setFiles([])
    } catch {
      // The caller has said why; the draft stays for another try.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={testId}>
      <Input.TextArea
        rows={3} maxLength={BODY_MAX} showCount value={body} autoFocus={autoFocus} placeholder={placeholder}
        aria-label={placeholder ?? t('mobility_comment.fields.body')} onChange={(e) => setBody(e.target.value)} data-testid={`${testId}-body`}
      />
      <FilesInput value={files} onChange={setFiles} testId={`${testId}-files`} disabled={busy} />
      <Space>
        <Button type="primary" icon={<SendOutlined />} loading={busy} disabled={!body.trim()} onClick={send} data-testid={`${testId}-send`}>{submitLabel}</Button>
        {onCancel && <Button onClick={onCancel} disabled={busy}>{t('common.cancel')}</Button>}
      </Space>
    </Space>
  )
}

interface ItemProps {
  comment: MobilityComment
  personId: number
  mayReply: boolean
  mayEdit: boolean
  replying: boolean
  onReply?: () => void
  onEdited: (draft: { body: string; files: FileDescriptor[] }) => Promise<void>
}

/** One comment: its author, when, "(edited)", the text and attachments, and Reply / Edit. */
function CommentItem({ comment, personId, mayReply, mayEdit, replying, onReply, onEdited }: ItemProps) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const author = comment.author_name ?? t('mobility_ui.conversation.unknown_author')
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }} data-testid={`mobility-comment-${comment.id}`}>
      <Avatar size="small" style={{ flex: 'none', marginTop: 2 }}>{author.slice(0, 1).toUpperCase()}</Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Space size={8} wrap>
          <Typography.Text strong data-testid={`mobility-comment-author-${comment.id}`}>{author}</Typography.Text>
          <Typography.Text type="secondary">{fmtDateTime(comment.created_at)}</Typography.Text>
          {comment.edited_at && <Typography.Text type="secondary" italic data-testid={`mobility-comment-edited-${comment.id}`}>{t('mobility_ui.conversation.edited')}</Typography.Text>}
        </Space>
        {editing ? (
          <div style={{ marginTop: 8 }}>
            <CommentDraft
              testId={`mobility-comment-edit-${comment.id}`} autoFocus submitLabel={t('common.save')}
              initial={{ body: comment.body, files: comment.files ?? [] }}
              onSubmit={async (draft) => { await onEdited(draft); setEditing(false) }}
              onCancel={() => setEditing(false)}
            />
          </div>
        ) : (
          <>
            <Typography.Paragraph style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }} data-testid={`mobility-comment-body-${comment.id}`}>{comment.body}</Typography.Paragraph>
            <PersonFiles files={comment.files} personId={personId} compact testId={`mobility-comment-files-${comment.id}`} />
            {(mayReply || mayEdit) && (
              <Space size={0}>
                {mayReply && !replying && (
                  <Button size="small" type="link" icon={<MessageOutlined />} onClick={onReply} data-testid={`mobility-comment-reply-${comment.id}`}>
                    {t('mobility_ui.conversation.reply')}
                  </Button>
                )}
                {mayEdit && (
                  <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid={`mobility-comment-edit-button-${comment.id}`}>
                    {t('common.edit')}
                  </Button>
                )}
              </Space>
            )}
          </>
        )}
      </div>
    </div>
  )
}

/**
 * A case's conversation: top-level comments oldest first, each with its replies indented beneath
 * (one level deep). The person, HR and the vendor's users write on an open case — replies only to
 * top-level comments — with attachments; an author corrects their own comment for 15 minutes.
 */
export function CaseConversation({ kase }: { kase: MobilityCase }) {
  const { t } = useTranslation()
  const toast = useToast()
  const profile = useProfile()
  const now = useNow()
  const [replyTo, setReplyTo] = useState<number | null>(null)
  const { rows, error, isLoading } = useCaseComments(kase.id)
  // Refine reads the comment lists again after each write.
  const { mutateAsync: create } = useCreate<MobilityComment>()
  const { mutateAsync: update } = useUpdate<MobilityComment>()
  const writes = mayComment(profile, kase)

  /** Sends, says so; a refusal is shown and rethrown so the draft stays. */
  const perform = async (send: () => Promise<unknown>, done: string) => {
    try {
      await send()
      toast.success(done)
    } catch (e) {
      toast.error(refusal(e, t('messages.error_occurred_contact_admin')))
      throw e
    }
  }
  const post = (draft: { body: string; files: FileDescriptor[] }, parentId: number | null) =>
    perform(() => create({
      resource: 'mobility_comment', successNotification: false, errorNotification: false,
      values: { case_id: kase.id, ...(parentId ? { parent_id: parentId } : {}), body: draft.body, ...(draft.files.length ? { files: draft.files } : {}) },
    }),
      t(parentId ? 'mobility_ui.conversation.replied' : 'mobility_ui.conversation.posted'))
  const edit = (comment: MobilityComment) => (draft: { body: string; files: FileDescriptor[] }) =>
    perform(() => update({ resource: 'mobility_comment', id: comment.id, values: draft, successNotification: false, errorNotification: false }),
      t('mobility_ui.conversation.updated'))

  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />
  if (error) return <Alert type="error" showIcon message={errorMessage(error, t('messages.error_occurred_contact_admin'))} />
  const thread = buildThread(rows)
  const item = (c: MobilityComment, topLevel: boolean) => (
    <CommentItem
      key={c.id} comment={c} personId={kase.person_id}
      mayReply={topLevel && writes} replying={replyTo === c.id} onReply={() => setReplyTo(c.id)}
      mayEdit={mayEditComment(profile, c, now)} onEdited={edit(c)}
    />
  )

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="mobility-conversation">
      {!thread.length && <Typography.Text type="secondary" data-testid="mobility-conversation-empty">{t('mobility_ui.conversation.empty')}</Typography.Text>}
      {thread.map(({ comment, replies }) => (
        <div key={comment.id} data-testid={`mobility-thread-${comment.id}`}>
          {item(comment, comment.parent_id == null)}
          {(replies.length > 0 || replyTo === comment.id) && (
            <Space direction="vertical" size="small" style={{ width: `calc(100% - ${REPLY_INDENT}px)`, marginLeft: REPLY_INDENT, marginTop: 8, paddingLeft: 12, borderLeft: '2px solid #f0f0f0' }}
              data-testid={`mobility-replies-${comment.id}`}>
              {replies.map((r) => item(r, false))}
              {replyTo === comment.id && (
                <CommentDraft
                  testId={`mobility-reply-${comment.id}`} autoFocus submitLabel={t('mobility_ui.conversation.send_reply')}
                  placeholder={t('mobility_ui.conversation.reply_placeholder', { name: comment.author_name ?? '' })}
                  onSubmit={async (draft) => { await post(draft, comment.id); setReplyTo(null) }}
                  onCancel={() => setReplyTo(null)}
                />
              )}
            </Space>
          )}
        </div>
      ))}
      {writes && (
        <div style={{ borderTop: thread.length ? '1px solid #f0f0f0' : undefined, paddingTop: thread.length ? 16 : 0 }}>
          <CommentDraft testId="mobility-new-comment" submitLabel={t('mobility_ui.conversation.post')} placeholder={t('mobility_ui.conversation.placeholder')}
            onSubmit={(draft) => post(draft, null)} />
        </div>
      )}
      {!mobilityCaseOpen(kase.status) && (
        <Typography.Text type="secondary" data-testid="mobility-conversation-closed">{t('mobility_ui.conversation.closed')}</Typography.Text>
      )}
    </Space>
  )
}
