import { useRef, useState } from 'react'
import { Button, List, Space, Typography } from 'antd'
import { CloseCircleOutlined, DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { FileUpload, failureReason } from './FileUpload'
import type { UploadEvent } from './upload'

export interface FileDescriptor { file_name: string; file_type: string; file_url: string }

export interface FilesInputProps {
  value?: FileDescriptor[] | null
  onChange?: (files: FileDescriptor[]) => void
  testId?: string
  disabled?: boolean
}

/**
 * A form input for a 'files' field: a list of stored file descriptors. Several files can be chosen
 * at once (each goes through POST /api/aws-s3-upload), and each listed file can be removed.
 */
export function FilesInput({ value, onChange, testId, disabled }: FilesInputProps) {
  const { t } = useTranslation()
  const files = value ?? []
  // Uploads finish one after another; each adds to the list as it stands, not as it was rendered.
  const latest = useRef(files)
  latest.current = files
  const add = (file: FileDescriptor) => {
    latest.current = [...latest.current, file]
    onChange?.(latest.current)
  }
  const remove = (index: number) => onChange?.(files.filter((_, i) => i !== index))
  // Files of the last selection that were refused, each with its reason, until the next selection.
  const [failed, setFailed] = useState<{ name: string; reason: string }[]>([])
  const track = (event: UploadEvent) => {
    if (event.state === 'started') setFailed([])
    if (event.state === 'failed') setFailed((list) => [...list, { name: event.name, reason: failureReason(t, event.reason) }])
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={testId}>
      <FileUpload kind="doc" multiple disabled={disabled} onEvent={track}
        onUploaded={(_key, _name, f) => add({ file_name: f.file_name, file_type: f.file_type, file_url: f.file_url })}>
        <Button icon={<UploadOutlined />} disabled={disabled}>{t('shell.upload.add_files')}</Button>
      </FileUpload>
      {files.length > 0 && (
        <List size="small" bordered dataSource={files} data-testid={testId ? `${testId}-list` : undefined}
          renderItem={(file, index) => (
            <List.Item actions={[
              <Button key="remove" size="small" type="text" danger icon={<DeleteOutlined />} disabled={disabled}
                aria-label={t('shell.upload.remove_file', { name: file.file_name })} onClick={() => remove(index)} />,
            ]}>
              <Space><PaperClipOutlined />{file.file_name}</Space>
            </List.Item>
          )} />
      )}
      {failed.length > 0 && (
        <List size="small" bordered dataSource={failed} data-testid={testId ? `${testId}-failed` : undefined}
          renderItem={(file) => (
            <List.Item>
              <Typography.Text type="danger"><CloseCircleOutlined /> {t('shell.upload.file_failed', { name: file.name, reason: file.reason })}</Typography.Text>
            </List.Item>
          )} />
      )}
    </Space>
  )
}
