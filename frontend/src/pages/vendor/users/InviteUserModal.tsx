import { useState } from 'react'
import { Form, Input, Modal, Radio, Select } from 'antd'
import { useNotification, type HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { useApiCall, useApiGet } from '../../../providers/api-hooks'
import { VENDOR_PORTAL, type Named, type Paged, type Partner, type VendorUser } from '../model'

interface Props { open: boolean; ownVendor?: { id: number; name: string } | null; onClose: (changed: boolean) => void }

/** Invite a vendor user by e-mail (a /join link): own or partner vendor, role, assigned customers. */
export function InviteUserModal({ open, ownVendor, onClose }: Props) {
  const { t } = useTranslation()
  const { open: notify } = useNotification()
  const [form] = Form.useForm()
  const api = useApiCall()
  const [busy, setBusy] = useState(false)
  // Read while the modal is open: the customers to assign, the partner vendors it manages to invite into.
  const customerList = useApiGet<Paged<Named>>('/customer', { query: { 'external[per_page]': 1000 }, enabled: open })
  const partnerList = useApiGet<Paged<Partner>>(`${VENDOR_PORTAL}/partner`, { query: { 'external[page]': 1, 'external[per_page]': 1000 }, enabled: open })
  const customers = (customerList.data?.items ?? []).filter((c) => !c.deleted_at)
  const vendors: Named[] = [
    ...(ownVendor ? [ownVendor] : []),
    ...(partnerList.data?.items ?? []).filter((p) => p.managed && p.to_vendor_id === p.id).map((p) => ({ id: p.id, name: p.name })),
  ]

  const submit = async (values: { name: string; email: string; vendor_id?: number; role: string; customer_ids?: number[] }) => {
    setBusy(true)
    try {
      const r = await api.post<VendorUser & { message: string }>(`${VENDOR_PORTAL}/user`, {
        name: values.name, email: values.email, vendor_id: values.vendor_id,
        access_vendor_portal: values.role === 'vendor_admin', customer_ids: values.customer_ids ?? [],
      })
      notify?.({ type: 'success', message: r.message })
      form.resetFields()
      onClose(true)
    } catch (e) {
      const err = e as HttpError
      form.setFields(Object.entries(err.errors ?? {}).map(([name, m]) => ({ name, errors: ([] as string[]).concat(m as any) })))
      if (!err.errors) notify?.({ type: 'error', message: err.message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal open={open} title={t('vendor_portal.users.invite')} onCancel={() => onClose(false)} onOk={() => form.submit()}
      okText={t('vendor_portal.users.send_invite')} okButtonProps={{ loading: busy, 'data-testid': 'invite-send' } as any} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ role: 'vendor_user', vendor_id: ownVendor?.id }}>
        <Form.Item name="name" label={t('vendor_portal.users.name')} required><Input data-testid="invite-name" /></Form.Item>
        <Form.Item name="email" label={t('vendor_portal.users.email')} required><Input type="email" data-testid="invite-email" /></Form.Item>
        {vendors.length > 1 && (
          <Form.Item name="vendor_id" label={t('vendor_portal.users.vendor')}>
            <Select options={vendors.map((v) => ({ value: v.id, label: v.name }))} />
          </Form.Item>
        )}
        <Form.Item name="role" label={t('vendor_portal.users.role')}>
          <Radio.Group options={['vendor_admin', 'vendor_user'].map((r) => ({ value: r, label: t(`vendor_portal.users.roles.${r}`) }))} />
        </Form.Item>
        <Form.Item name="customer_ids" label={t('vendor_portal.users.customers')}>
          <Select mode="multiple" optionFilterProp="label" options={customers.map((c) => ({ value: c.id, label: c.name }))} data-testid="invite-customers" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
