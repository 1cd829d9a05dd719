import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { Create, Edit, useForm } from '@refinedev/antd'
import { useNotification, type HttpError } from '@refinedev/core'
import { Card, Descriptions, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { getResource } from '@hr/shared'
import { ResourceForm } from '../../../screens/generic/ResourceForm'
import { defaultValues } from '../../../screens/generic/form-values'
import { useApiErrorNotification } from '../../../screens/generic/notifications'
import { FileUpload } from '../../../components/upload'
import { useApiCall } from '../../../providers/api-hooks'
import { VENDOR_PORTAL } from '../model'
import { AssignedUsers } from './AssignedUsers'
import { SsoDomains } from './SsoDomains'

interface Pending { logo?: { key: string; name: string }; privacy?: { key: string; name: string } }

/**
 * Create and edit a customer (/vendor/customer/create, /vendor/customer/:id/edit): the catalogue's
 * fields, plus the logo and privacy PDF (uploaded, then attached through the checked files call),
 * and on edit the SSO domains and the vendor users assigned to it.
 */
export default function CustomerFormPage() {
  const { t } = useTranslation()
  const { id } = useParams()
  const mode = id ? 'edit' : 'create'
  const def = getResource('customer')
  const navigate = useNavigate()
  const { open } = useNotification()
  const api = useApiCall()
  const errorNotification = useApiErrorNotification()
  const [pending, setPending] = useState<Pending>({})
  const { form, formProps, saveButtonProps, query } = useForm({
    resource: 'customer',
    action: mode,
    id,
    redirect: false,
    errorNotification,
    onMutationSuccess: async ({ data }) => {
      const customerId = Number(data.id)
      if (pending.logo || pending.privacy) {
        try {
          await api.post(`${VENDOR_PORTAL}/customer/${customerId}/files`, { logo: pending.logo?.key, privacy_doc: pending.privacy?.key })
          setPending({})
        } catch (e) {
          open?.({ type: 'error', message: (e as HttpError).message })
          return navigate(`/vendor/customer/${customerId}/edit`)
        }
      }
      await query?.refetch()
      navigate(mode === 'create' ? `/vendor/customer/${customerId}/edit` : '/vendor')
    },
  })
  const record = query?.data?.data as Record<string, any> | undefined
  const privacy = pending.privacy?.name ?? record?.privacy_doc?.file_name
  const logo = pending.logo?.name ?? record?.logo

  const files = (
    <Card size="small" title={t('vendor_portal.customers.files')} style={{ marginTop: 16 }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('customer.fields.logo')}>
          <Space>
            <Typography.Text data-testid="customer-logo-name">{logo ?? '—'}</Typography.Text>
            <FileUpload kind="img" data-testid="customer-logo-upload" onUploaded={(key, name) => setPending((p) => ({ ...p, logo: { key, name } }))} />
          </Space>
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>{t('vendor_portal.logo_hint')}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('customer.fields.privacy_doc')}>
          <Space>
            <Typography.Text data-testid="customer-privacy-name">{privacy ?? '—'}</Typography.Text>
            <FileUpload kind="doc" accept={['pdf']} data-testid="customer-privacy-upload" onUploaded={(key, name) => setPending((p) => ({ ...p, privacy: { key, name } }))} />
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  )

  const body = (
    <>
      <ResourceForm def={def} mode={mode} form={form} formProps={mode === 'create' ? { ...formProps, initialValues: defaultValues(def) } : formProps} record={record} />
      {files}
    </>
  )

  if (mode === 'create') {
    return <Create title={t('customer.titles.create')} saveButtonProps={saveButtonProps}>{body}</Create>
  }
  return (
    <>
      <Edit title={t('customer.titles.edit')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} headerButtons={() => null}>
        {body}
      </Edit>
      {record && <SsoDomains customerId={Number(id)} />}
      {record && <AssignedUsers customerId={Number(id)} />}
    </>
  )
}
