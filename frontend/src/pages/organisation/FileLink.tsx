import { Button } from 'antd'
import { FileOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { API_URL, httpClient } from '../../providers/http'

export interface StoredFile { file_name: string; file_type: string; file_url: string }

/** Opens a stored file through a short-lived signed URL (the API logs the view in the audit log). */
export function FileLink({ file, entity, entityId }: { file: StoredFile | null | undefined; entity: string; entityId?: number }) {
  const { t } = useTranslation()
  if (!file?.file_url) return <>{t('common.empty_value')}</>
  const open = async () => {
    const { data } = await httpClient.get<{ url: string }>(`${API_URL}/aws-s3-signedurl`, {
      params: { file_key: file.file_url, file_view: 1, location_entity_name: entity, location_entity_id: entityId },
    })
    window.open(data.url, '_blank', 'noopener')
  }
  return (
    <Button type="link" size="small" icon={<FileOutlined />} onClick={open} title={t('organisation.view_file')} style={{ padding: 0 }}>
      {file.file_name}
    </Button>
  )
}
