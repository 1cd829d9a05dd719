import { Button, Space, Typography } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { FileUpload } from '../../components/upload'
import type { StoredFile } from './FileLink'

/**
 * A form input for a stored file descriptor ({ file_name, file_type, file_url }): uploads through
 * the shell's POST /api/aws-s3-upload control and keeps the descriptor as the field value.
 */
export function FileField({ value, onChange, testId }: { value?: StoredFile | null; onChange?: (v: StoredFile | null) => void; testId?: string }) {
  const { t } = useTranslation()
  return (
    <Space data-testid={testId}>
      <FileUpload
        kind="doc"
        onUploaded={(_key, _name, file) => onChange?.({ file_name: file.file_name, file_type: file.file_type, file_url: file.file_url })}
      >
        <Button icon={<UploadOutlined />}>{t(value ? 'organisation.replace_document' : 'organisation.upload_document')}</Button>
      </FileUpload>
      {value && <Typography.Text data-testid={testId ? `${testId}-name` : undefined}>{value.file_name}</Typography.Text>}
    </Space>
  )
}
