import { useState } from 'react'
import { Button, List, Space, Typography } from 'antd'
import { DownloadOutlined, EyeOutlined, PaperClipOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { signedUrl } from '../../providers/http-calls'
import { errorMessage } from './form-errors'
import { useToast } from './useToast'
import { saveFile } from '../download'
import type { FileDescriptor } from '../upload/FilesInput'
import { DocViewer, type OpenDoc } from '../../pages/people/tabs/DocViewer'
import { viewerFor } from '../../pages/people/tabs/docs-logic'

interface Props {
  files: FileDescriptor[] | null | undefined
  /** whose record the files belong to: the signed URL's access is logged against the person */
  personId: number
  /** attachments of a comment: smaller, and nothing shown when there are none */
  compact?: boolean
  testId?: string
}

/**
 * Files of a person's record (a visa case or its comments, an insurance enrolment's policy and
 * cards): each viewed in place (PDFs in the shell's viewer, images in a preview) or downloaded,
 * through a short-lived signed URL from the audited endpoint.
 */
export function PersonFiles({ files, personId, compact, testId }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  const [viewing, setViewing] = useState<OpenDoc | null>(null)
  const list = files ?? []
  if (!list.length) return compact ? null : <Typography.Text type="secondary" data-testid={testId}>{t('common.files.none')}</Typography.Text>

  const open = async (file: FileDescriptor, download: boolean) => {
    try {
      const kind = download ? 'download' : viewerFor(file.file_type, file.file_name)
      const { url, file_name: name } = await signedUrl(file.file_url, { personId, download: kind === 'download' })
      if (kind === 'download') saveFile(url, name || file.file_name)
      else setViewing({ kind, url, name: name || file.file_name })
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  return (
    <>
      <List
        size="small" bordered={!compact} split={!compact} data-testid={testId} dataSource={list}
        renderItem={(file) => (
          <List.Item style={compact ? { padding: '2px 0' } : undefined} actions={[
            ...(viewerFor(file.file_type, file.file_name) !== 'download'
              ? [<Button key="view" size="small" type="link" icon={<EyeOutlined />} onClick={() => open(file, false)}
                  aria-label={t('common.files.view', { name: file.file_name })}>{t('common.files.view_short')}</Button>]
              : []),
            <Button key="download" size="small" type="link" icon={<DownloadOutlined />} onClick={() => open(file, true)}
              aria-label={t('common.files.download', { name: file.file_name })}>{t('common.files.download_short')}</Button>,
          ]}>
            <Space size={4}><PaperClipOutlined />{file.file_name}</Space>
          </List.Item>
        )}
      />
      <DocViewer doc={viewing} onClose={() => setViewing(null)} />
    </>
  )
}
