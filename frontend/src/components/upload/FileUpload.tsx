import { useState, type ReactNode } from 'react'
import { Button, Upload } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { useNotification } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { acceptAttribute, type UploadKind, type UploadRefusal } from './file-rules'
import { uploadFiles, type UploadEvent, type UploadedFile } from './upload'

const REFUSALS: string[] = ['upload_valid_file', 'upload_valid_image_file', 'upload_too_large'] satisfies UploadRefusal[]

/** Why a file failed, in words: the browser's refusal translated, or the server's message as it came. */
export const failureReason = (t: TFunction, reason: string) => (REFUSALS.includes(reason) ? t(`messages.${reason}`) : reason)

export interface FileUploadProps {
  /** 'img' for logos and pictures (image allowlist), 'doc' for documents (shell §5). */
  kind: UploadKind
  /** Extensions to narrow the kind's allowlist, e.g. ['pdf']. */
  accept?: readonly string[]
  multiple?: boolean
  disabled?: boolean
  /** Called once per stored file with its key (what a record saves) and original name. */
  onUploaded: (file_key: string, file_name: string, file: UploadedFile) => void
  /** Every state change (started → file_started → uploaded | failed → completed), for progress UIs. */
  onEvent?: (event: UploadEvent) => void
  /** The trigger; a default "Upload" button when omitted. */
  children?: ReactNode
  'data-testid'?: string
}

/**
 * The shell's upload control over POST /api/aws-s3-upload: checks the allowlist and size before
 * sending, uploads each file, and shows an error toast per refused or failed file naming it (§8).
 */
export function FileUpload({ kind, accept, multiple = false, disabled, onUploaded, onEvent, children, ...rest }: FileUploadProps) {
  const { t } = useTranslation()
  const { open } = useNotification()
  const [busy, setBusy] = useState(false)

  const run = async (files: File[]) => {
    setBusy(true)
    try {
      await uploadFiles(files, kind, (event) => {
        if (event.state === 'uploaded') onUploaded(event.file.file_key, event.file.file_name, event.file)
        if (event.state === 'failed') {
          // Named, so with several files the toast says which one; the others carry on.
          const message = t('shell.upload.file_failed', { name: event.name, reason: failureReason(t, event.reason) })
          open?.({ type: 'error', message, key: `upload-${event.name}` })
        }
        onEvent?.(event)
      }, accept)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Upload
      accept={acceptAttribute(kind, accept)}
      multiple={multiple}
      disabled={disabled || busy}
      showUploadList={false}
      // The whole selection is handled at once, on the last file's call; antd keeps no list of its own.
      beforeUpload={(file, list) => {
        if (file === list[list.length - 1]) void run(list as File[])
        return Upload.LIST_IGNORE
      }}
    >
      {children ?? (
        <Button icon={<UploadOutlined />} loading={busy} data-testid={rest['data-testid'] ?? 'file-upload'}>
          {t('shell.upload.button')}
        </Button>
      )}
    </Upload>
  )
}
