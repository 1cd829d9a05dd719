import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Breadcrumb, Button, Card, Form, Input, Popconfirm, Radio, Result, Select, Space, Spin, Switch } from 'antd'
import { useNotification, type HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { deleteVendorUser, getVendorUser, listCustomers, resendInvite, updateVendorUser, type Named, type VendorUser } from '../api'

/** /vendor/user/:id: name, role, active flag and customer assignments; resend invitation; delete. */
function VendorUserPage() {
  const { t } = useTranslation()
  const { id } = useParams()
  const navigate = useNavigate()
  const { open } = useNotification()
  const [form] = Form.useForm()
  const [user, setUser] = useState<VendorUser | null | 'missing'>(null)
  const [customers, setCustomers] = useState<Named[]>([])
  const fail = (e: unknown) => open?.({ type: 'error', message: (e as HttpError).message })

  useEffect(() => {
    void getVendorUser(Number(id)).then((u) => { setUser(u); form.setFieldsValue({ ...u, role: u.role }) }).catch(() => setUser('missing'))
    void listCustomers().then((r) => setCustomers(r.items)).catch(() => setCustomers([]))
  }, [id, form])

  if (user === null) return <Spin />
  if (user === 'missing') return <Result status="404" title={t('messages.page_not_found')} extra={<Link to="/vendor/user">{t('vendor_portal.users.title')}</Link>} />

  const save = async (v: { name: string; role: string; is_active: boolean; customer_ids: number[] }) => {
    try {
      const u = await updateVendorUser(user.id, { name: v.name, access_vendor_portal: v.role === 'vendor_admin', is_active: v.is_active, customer_ids: v.customer_ids })
      setUser(u)
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
          <Select mode="multiple" optionFilterProp="label" options={customers.filter((c: any) => !c.deleted_at).map((c) => ({ value: c.id, label: c.name }))} data-testid="user-customers" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="user-save">{t('common.save')}</Button>
          {user.invited && <Button onClick={() => resendInvite(user.id).then((r) => open?.({ type: 'success', message: r.message })).catch(fail)}>{t('vendor_portal.users.resend')}</Button>}
          <Popconfirm title={t('common.confirm_delete')} onConfirm={() => deleteVendorUser(user.id).then(() => navigate('/vendor/user')).catch(fail)}>
            <Button danger>{t('common.delete')}</Button>
          </Popconfirm>
        </Space>
      </Form>
    </Card>
  )
}

/** Guarded by its route (vendor/routes.ts: manage_vendor_portal). */
export default VendorUserPage
