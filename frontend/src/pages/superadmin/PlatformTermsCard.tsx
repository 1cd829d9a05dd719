import { useState } from 'react'
import { useInvalidate, useNotification, type BaseRecord, type HttpError } from '@refinedev/core'
import { Button, Card, Space, Typography, Upload } from 'antd'
import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { getResource } from '@hr/shared'
import { useRecordAccess } from '../../hooks/useRecordAccess'
import { useApiCall } from '../../providers/api-hooks'

/**
 * A platform vendor's platform terms PDF, under its record (a show slot): step 2 of the privacy
 * dialog for the vendor's users (profile/me's platform_vendor_info.platform_terms_info).
 */
export default function PlatformTermsCard({ resource, record: vendor }: { resource: string; record: BaseRecord }) {
  const { t } = useTranslation()
  const allowed = useRecordAccess(getResource(resource))
  const { open } = useNotification()
  const invalidate = useInvalidate()
  const api = useApiCall()
  const [busy, setBusy] = useState(false)
  const editable = !vendor.deleted_at && allowed('update', vendor)
  const terms = vendor.platform_terms as { file_name?: string } | null | undefined

  const upload = async (file: File) => {
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
      open?.({ type: 'error', message: t('messages.platform_terms_pdf_only') })
      return
    }
    setBusy(true)
    try {
      const form = new FormData()
      form.append('file', file)
      form.append('file_key', `doc/${crypto.randomUUID()}.pdf`)
      const uploaded = await api.post<{ file_key: string }>('/aws-s3-upload', form)
      await api.post(`/superadmin/platform-vendor/${Number(vendor.id)}/platform-terms`, { file_key: uploaded.file_key })
      open?.({ type: 'success', message: t('superadmin.platform_vendor.terms_saved') })
      await invalidate({ resource, id: vendor.id, invalidates: ['detail'] })
    } catch (error) {
      open?.({ type: 'error', message: (error as HttpError).message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card size="small" title={t('superadmin.platform_vendor.terms')}>
      <Space wrap>
        <Typography.Text data-testid="platform-terms-name">
          <FilePdfOutlined /> {terms?.file_name ?? t('superadmin.platform_vendor.no_terms')}
        </Typography.Text>
        {editable && (
          <Upload accept="application/pdf,.pdf" showUploadList={false} beforeUpload={(f) => { void upload(f); return false }}>
            <Button icon={<UploadOutlined />} loading={busy}>{t('superadmin.platform_vendor.upload_terms')}</Button>
          </Upload>
        )}
      </Space>
    </Card>
  )
}
