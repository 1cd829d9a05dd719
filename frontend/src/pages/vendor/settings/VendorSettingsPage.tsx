import { useEffect, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button, Card, Checkbox, Divider, Form, Input, Select, Space, Spin, Switch, Typography } from 'antd'
import { useNotification, type HttpError, useLogout } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { CountrySelect } from '../../../components/CountrySelect'
import { EmptyState } from '../../../components/EmptyState'
import { FileUpload } from '../../../components/upload'
import { DeleteByNameModal } from '../customers/DeleteByNameModal'
import { useApiCall, useApiGet } from '../../../providers/api-hooks'
import { VENDOR_PORTAL, type VendorSettings } from '../model'
import { SettingsNav } from './SettingsNav'
import { BusinessEntityPanel } from '../../organisation/BusinessEntityPanel'
import { CompanyBankAccountPanel } from '../../organisation/CompanyBankAccountPanel'
import { CompanyDocPanel } from '../../organisation/CompanyDocPanel'
import { VendorServicePanel } from '../../organisation/VendorServicePanel'

type Section = 'vendor-info' | 'country-list' | 'sso-settings' | 'bi-settings' | 'integration'
/** Settings the organisation area's panels hold, for the acting vendor as owner. */
const PANELS: Record<string, ReactNode> = {
  'bank-account': <CompanyBankAccountPanel owner={{ type: 'vendor' }} />,
  'business-entity': <BusinessEntityPanel owner={{ type: 'vendor' }} />,
  'company-doc': <CompanyDocPanel owner={{ type: 'vendor' }} />,
  service: <VendorServicePanel />,
  'service-list': <VendorServicePanel readOnly />,
}
const FIELDS: Record<Exclude<Section, 'integration'>, (keyof VendorSettings)[]> = {
  'vendor-info': ['name', 'domain', 'logo', 'if_marco_link'],
  'country-list': ['countries'],
  'sso-settings': ['sso_enabled', 'sso_domains'],
  'bi-settings': ['bi_workspace_id', 'bi_report_id', 'bi_dataset_id'],
}

/**
 * The vendor's own settings (vendor admins): vendor info (primary vendor read-only, delete after
 * retyping the name), the countries it serves, SSO and BI report settings; integrations are empty.
 */
function VendorSettingsPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { open } = useNotification()
  const { mutate: logout } = useLogout()
  const section = (Object.keys(FIELDS).find((k) => pathname.startsWith(`/vendor/setting/${k}`)) ?? (pathname.includes('integration') ? 'integration' : 'vendor-info')) as Section
  const [form] = Form.useForm()
  const api = useApiCall()
  const read = useApiGet<VendorSettings>(`${VENDOR_PORTAL}/setting`)
  const [saved, setSaved] = useState<VendorSettings | null>(null)
  const settings = saved ?? read.data ?? null
  const [deleting, setDeleting] = useState(false)

  useEffect(() => {
    if (pathname === '/vendor/setting') navigate('/vendor/setting/vendor-info', { replace: true })
  }, [pathname, navigate])
  useEffect(() => { if (read.data) form.setFieldsValue(read.data) }, [read.data, form])

  const save = async (values: Partial<VendorSettings>) => {
    if (section === 'integration') return
    const update = Object.fromEntries(FIELDS[section].map((k) => [k, (values as any)[k] ?? (k === 'sso_domains' || k === 'countries' ? [] : (values as any)[k])]))
    try {
      const answer = await api.post<VendorSettings & { message: string }>(`${VENDOR_PORTAL}/setting`, { update_data: update })
      setSaved(answer)
      form.setFieldsValue(answer)
      open?.({ type: 'success', message: answer.message })
    } catch (e) {
      const err = e as HttpError
      form.setFields(Object.entries(err.errors ?? {}).map(([name, m]) => ({ name, errors: ([] as string[]).concat(m as any) })))
      open?.({ type: 'error', message: err.message })
    }
  }

  const logo = Form.useWatch('logo', form)
  const fields = (() => {
    switch (section) {
      case 'vendor-info': return (
        <>
          <Form.Item name="name" label={t('vendor.fields.name')} required><Input data-testid="vendor-name" /></Form.Item>
          <Form.Item name="domain" label={t('vendor.fields.domain')}><Input /></Form.Item>
          <Form.Item name="logo" label={t('vendor.fields.logo')} extra={t('vendor_portal.logo_hint')}>
            <Space><Typography.Text>{logo ?? '—'}</Typography.Text><FileUpload kind="img" onUploaded={(key) => form.setFieldValue('logo', key)} /></Space>
          </Form.Item>
          <Form.Item name="if_marco_link" valuePropName="checked"><Checkbox>{t('vendor.fields.if_marco_link')}</Checkbox></Form.Item>
          <Form.Item label={t('vendor.fields.is_primary')}><Switch checked={!!settings?.is_primary} disabled /></Form.Item>
        </>
      )
      case 'country-list': return (
        <Form.Item name="countries" label={t('vendor_portal.settings.countries')}><CountrySelect mode="multiple" data-testid="vendor-countries" /></Form.Item>
      )
      case 'sso-settings': return (
        <>
          <Form.Item name="sso_enabled" label={t('vendor_portal.settings.sso_enabled')} valuePropName="checked"><Switch /></Form.Item>
          <Form.Item name="sso_domains" label={t('vendor_portal.settings.sso_domains')}><Select mode="tags" tokenSeparators={[',', ' ']} /></Form.Item>
        </>
      )
      case 'bi-settings': return (
        <>
          <Form.Item name="bi_workspace_id" label={t('vendor_portal.settings.bi_workspace_id')}><Input /></Form.Item>
          <Form.Item name="bi_report_id" label={t('vendor_portal.settings.bi_report_id')}><Input /></Form.Item>
          <Form.Item name="bi_dataset_id" label={t('vendor_portal.settings.bi_dataset_id')}><Input /></Form.Item>
        </>
      )
      default: return null
    }
  })()

  const panel = Object.keys(PANELS).find((k) => pathname === `/vendor/setting/${k}`)
  if (panel) return <Card><SettingsNav />{PANELS[panel]}</Card>

  return (
    <Card>
      <SettingsNav />
      {section === 'integration' ? <EmptyState /> : !settings ? <Spin /> : (
        <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 640 }}>
          {fields}
          <Button type="primary" htmlType="submit" data-testid="settings-save">{t('common.save')}</Button>
        </Form>
      )}
      {section === 'vendor-info' && settings && (
        <>
          <Divider />
          <Button danger onClick={() => setDeleting(true)} data-testid="delete-vendor">{t('vendor_portal.settings.delete_vendor')}</Button>
          <DeleteByNameModal open={deleting} name={settings.name} title={t('vendor_portal.settings.delete_vendor')}
            onCancel={() => setDeleting(false)}
            onConfirm={async (typed) => { await api.remove(`${VENDOR_PORTAL}/setting`, { name: typed }); setDeleting(false); logout() }} />
        </>
      )}
    </Card>
  )
}

/** Guarded by its route (vendor/routes.ts: manage_vendor_portal). */
export default VendorSettingsPage
