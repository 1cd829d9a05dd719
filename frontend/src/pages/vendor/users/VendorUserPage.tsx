import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Breadcrumb, Button, Card, Form, Input, Popconfirm, Radio, Result, Select, Space, Spin, Switch } from 'antd'
import { useNotification, type HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { useApiCall, useApiGet } from '../../../providers/api-hooks'
import { VENDOR_PORTAL, type Named, type Paged, type VendorUser } from '../model'

/** /vendor/user/:id: name, role, active flag and customer assignments; resend invitation; delete. */
function VendorUserPage() {
  const { t } = useTranslation()
  const { id } = useParams()
  const navigate = useNavigate()
  const { open } = useNotification()
  const [form] = Form.useForm()
  const api = useApiCall()
  const [saved, setSaved] = useState<VendorUser | null>(null)
  const fail = (e: unknown) => open?.({ type: 'error', message: (e as HttpError).message })
  const read = useApiGet<VendorUser>(`${VENDOR_PORTAL}/user/${Number(id)}`)
  const customers = useApiGet<Paged<Named>>('/customer', { query: { 'external[per_page]': 1000 } }).data?.items ?? []
  const user: VendorUser | null | 'missing' = read.error ? 'missing' : (saved?.id === Number(id) ? saved : null) ?? read.data ?? null

  useEffect(() => {
    if (read.data) form.setFieldsValue({ ...read.data, role: read.data.role })
  }, [read.data, form])

  if (user === null) return <Spin />
  if (user === 'missing') return <Result status="404" title={t('messages.page_not_found')} extra={<Link to="/vendor/user">{t('vendor_portal.users.title')}</Link>} />

  const save = async (v: { name: string; role: string; is_active: boolean; customer_ids: number[] }) => {
    try {
      const u = await api.post<VendorUser>(`${VENDOR_PORTAL}/user/${user.id}`, { update_data: { name: v.name, access_vendor_portal: v.role === 'vendor_admin', is_active: v.is_active, customer_ids: v.customer_ids } })
      setSaved(u)
      open?.({ type: 'success', message: t('common.saved') })
    } catch (e) {
      fail(e)
    }
  }

  return (
    <Card>
      <Breadcrumb items={[{ title: <Link to="/vendor/user">{t('vendor_portal.users.title')}</Link> }, { title: user.name }]} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 640 }}>
        <Form.Item label={t('vendor_portal.users.email')}><Input value={user.email} disabled /></Form.Item>
        <Form.Item name="name" label={t('vendor_portal.users.name')} required><Input /></Form.Item>
        <Form.Item name="role" label={t('vendor_portal.users.role')}>
          <Radio.Group options={['vendor_admin', 'vendor_user'].map((r) => ({ value: r, label: t(`vendor_portal.users.roles.${r}`) }))} />
        </Form.Item>
        <Form.Item name="is_active" label={t('vendor_portal.active')} valuePropName="checked"><Switch /></Form.Item>
        <Form.Item name="customer_ids" label={t('vendor_portal.users.customers')}>
          <Select mode="multiple" optionFilterProp="label" options={customers.filter((c) => !c.deleted_at).map((c) => ({ value: c.id, label: c.name }))} data-testid="user-customers" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="user-save">{t('common.save')}</Button>
          {user.invited && <Button onClick={() => api.post<{ message: string }>(`${VENDOR_PORTAL}/user/${user.id}/invite`).then((r) => open?.({ type: 'success', message: r.message })).catch(fail)}>{t('vendor_portal.users.resend')}</Button>}
          <Popconfirm title={t('common.confirm_delete')} onConfirm={() => api.remove(`${VENDOR_PORTAL}/user/${user.id}`).then(() => navigate('/vendor/user')).catch(fail)}>
            <Button danger>{t('common.delete')}</Button>
          </Popconfirm>
        </Space>
      </Form>
    </Card>
  )
}

/** Guarded by its route (vendor/routes.ts: manage_vendor_portal). */
export default VendorUserPage
