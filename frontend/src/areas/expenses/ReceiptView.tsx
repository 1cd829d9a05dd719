import { Alert, Space, Spin, Typography } from 'antd'
import { PaperClipOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useApiGet } from '../../providers/api-hooks'
import { errorMessage } from '../../components/records/form-errors'
import { PdfViewer } from '../../components/PdfViewer'
import { IMAGE_EXTENSIONS } from '../../components/upload'
import type { FileDescriptor } from '../../components/upload/FilesInput'

const extensionOf = (f: FileDescriptor) => (f.file_type || f.file_name.split('.').pop() || '').toLowerCase().replace(/^\./, '')
export const isPdf = (f: FileDescriptor) => extensionOf(f) === 'pdf' || extensionOf(f) === 'application/pdf'
export const isImage = (f: FileDescriptor) => (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(f)) || extensionOf(f).startsWith('image/')

/**
 * One stored file shown in place: an image as an <img>, a PDF in the shell's viewer, anything else
 * as a link. The signed URL comes from the audited endpoint, naming the claim's person.
 */
function StoredFile({ file, personId }: { file: FileDescriptor; personId: number }) {
  const { t } = useTranslation()
  // The query signedUrl (http-calls.ts) sends: the file viewed in place, in the claim's person's files.
  const { data, error, isLoading } = useApiGet<{ url: string; file_name: string; file_type: string }>('/aws-s3-signedurl', {
    query: { file_key: file.file_url, file_view: '1', location_entity_name: 'people', location_entity_id: String(personId) },
    staleTime: 60_000,
  })
  if (isLoading) return <Spin />
  if (error || !data) return <Alert type="warning" showIcon message={errorMessage(error, t('messages.error_occurred_contact_admin'))} />
  if (isImage(file)) return <img src={data.url} alt={file.file_name} style={{ maxWidth: '100%', maxHeight: 480 }} data-testid="receipt-image" />
  if (isPdf(file)) return <PdfViewer url={data.url} title={file.file_name} height={480} />
  return <a href={data.url} rel="noopener">{file.file_name}</a>
}

export function ReceiptView({ files, personId }: { files: FileDescriptor[] | null | undefined; personId: number }) {
  const { t } = useTranslation()
  if (!files?.length) return <Typography.Text type="secondary">{t('expenses_ui.no_receipt')}</Typography.Text>
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="receipt-view">
      {files.map((f) => (
        <div key={f.file_url}>
          <Typography.Text><PaperClipOutlined /> {f.file_name}</Typography.Text>
          <StoredFile file={f} personId={personId} />
        </div>
      ))}
    </Space>
  )
}
