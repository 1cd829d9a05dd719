import { useState } from 'react'
import { Button, Input, Modal, Popconfirm, Space, Typography } from 'antd'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { useProfile } from '../../hooks/useProfile'
import { deleteCase, MOBILITY_KEY, moveCase, type MobilityCase } from './api'
import { caseActions } from './mobility-logic'
import { CaseFormModal } from './CaseFormModal'

/** Moves that end or turn down a case are drawn as dangerous. */
const DANGER = new Set(['rejected', 'canceled'])

/**
 * A case's buttons as the shared rules offer them to the user: its status moves (each asking for
 * optional notes), Edit while it is open, Delete while it is still collecting information.
 */
export function CaseActions({ kase, onDeleted }: { kase: MobilityCase; onDeleted?: () => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const profile = useProfile()
  const queryClient = useQueryClient()
  const [moving, setMoving] = useState<string | null>(null)
  const [notes, setNotes] = useState('')
  const [busy, setBusy] = useState(false)
  const [editing, setEditing] = useState(false)
  const actions = caseActions(profile, kase)

  const move = async () => {
    if (!moving) return
    setBusy(true)
    try {
      await moveCase(kase.id, moving, notes.trim() || undefined)
      toast.success(t('mobility_ui.moved', { status: t(`enums.status.${moving}`) }))
      setMoving(null)
      // The case, its timeline and every list showing it.
      await queryClient.invalidateQueries({ queryKey: [MOBILITY_KEY] })
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
      // A refusal may mean the case moved meanwhile: show it as it is now.
      await queryClient.invalidateQueries({ queryKey: [MOBILITY_KEY] })
    } finally {
      setBusy(false)
    }
  }
  const remove = async () => {
    try {
      await deleteCase(kase.id)
      toast.success(t('mobility_ui.deleted'))
      for (const part of ['case', 'timeline', 'comments']) queryClient.removeQueries({ queryKey: [MOBILITY_KEY, part, kase.id] })
      await queryClient.invalidateQueries({ queryKey: [MOBILITY_KEY, 'list'] })
      onDeleted?.()
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  if (!actions.edit && !actions.delete && !actions.moves.length) return null
  return (
    <>
      <Space wrap data-testid="mobility-case-actions">
        {actions.moves.map((to) => (
          <Button key={to} type={DANGER.has(to) ? 'default' : 'primary'} danger={DANGER.has(to)} data-testid={`mobility-move-${to}`}
            onClick={() => { setNotes(''); setMoving(to) }}>
            {t(`mobility_ui.moves.${to}`)}
          </Button>
        ))}
        {actions.edit && <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="mobility-case-edit">{t('common.edit')}</Button>}
        {actions.delete && (
          <Popconfirm title={t('mobility_ui.delete_confirm')} onConfirm={remove} okText={t('common.delete')} cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'mobility-case-delete-ok' }}>
            <Button danger icon={<DeleteOutlined />} data-testid="mobility-case-delete">{t('common.delete')}</Button>
          </Popconfirm>
        )}
      </Space>
      <Modal
        open={!!moving}
        title={moving ? t(`mobility_ui.moves.${moving}`) : ''}
        onCancel={() => setMoving(null)}
        onOk={move}
        okText={moving ? t(`mobility_ui.moves.${moving}`) : ''}
        okButtonProps={{ danger: !!moving && DANGER.has(moving), 'data-testid': 'mobility-move-ok' }}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        destroyOnHidden
      >
        {moving && (
          <Typography.Paragraph>
            {t('mobility_ui.move_confirm', { from: t(`enums.status.${kase.status}`), to: t(`enums.status.${moving}`) })}
          </Typography.Paragraph>
        )}
        <Input.TextArea rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)}
          placeholder={t('mobility_ui.move_notes')} aria-label={t('mobility_ui.move_notes')} data-testid="mobility-move-notes" />
      </Modal>
      <CaseFormModal open={editing} kase={kase} onClose={() => setEditing(false)} />
    </>
  )
}
