import { Link, useLocation } from 'react-router'
import { useNotification, type HttpError } from '@refinedev/core'
import { Card, Space, Switch, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { can } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import ListScreen from '../../../screens/generic/ListScreen'
import { DataItemsPanel } from '../data-items/DataItemsPanel'
import { useApiCall, useApiGet } from '../../../providers/api-hooks'

/** A data cloud item a company may switch on or off (GET /api/company-data-type/<kind>). */
interface CompanyChoice { id: number; name: string; country: string | null; enabled: boolean; [k: string]: unknown }
import { AdminSettingFrame } from './AdminSettingFrame'

const BASE = '/admin-setting/company-data-type'
const KINDS = { 'leave-type': { own: 'company_leave_type', label: 'leave_types' }, 'pay-items': { own: 'company_pay_item', label: 'pay_items' } } as const
type Kind = keyof typeof KINDS

/**
 * Admin settings, company data type: which of the data cloud's leave types and pay items the
 * customer uses (switch per item), and the customer's own items below. The index (no child path in
 * the spec) holds the company-specific data items (domain §3 CDT). Both sit in the settings frame.
 */
export default function CompanyDataTypePage() {
  const { pathname } = useLocation()
  return <AdminSettingFrame>{pathname.replace(/\/$/, '') === BASE ? <CompanyDataItems /> : <CompanyDataTypes />}</AdminSettingFrame>
}

function Nav({ current }: { current: Kind | null }) {
  const { t } = useTranslation()
  return (
    <Space wrap size="large" style={{ marginBottom: 12 }}>
      <Typography.Text strong>{t('superadmin.company_data_type.title')}</Typography.Text>
      <Link to={BASE} style={{ fontWeight: current === null ? 600 : undefined }}>{t('superadmin.company_data_type.company_data')}</Link>
      {(Object.keys(KINDS) as Kind[]).map((k) => (
        <Link key={k} to={`${BASE}/${k}`} style={{ fontWeight: k === current ? 600 : undefined }}>{t(`superadmin.data_cloud.${KINDS[k].label}`)}</Link>
      ))}
    </Space>
  )
}

function CompanyDataItems() {
  const { t } = useTranslation()
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card><Nav current={null} /></Card>
      <DataItemsPanel kind="cdt" title={t('superadmin.company_data_type.company_data')} description={t('superadmin.company_data_type.company_data_intro')} />
    </Space>
  )
}

function CompanyDataTypes() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const kind: Kind = pathname.endsWith('/pay-items') ? 'pay-items' : 'leave-type'
  const profile = useProfile()
  const { open } = useNotification()
  const api = useApiCall()
  const editable = !!profile && can(profile, 'update', KINDS[kind].own)
  const choices = useApiGet<{ items: CompanyChoice[]; itemsTotal: number }>(`/company-data-type/${kind}`)

  const toggle = async (item: CompanyChoice, enabled: boolean) => {
    try {
      await api.post(`/company-data-type/${kind}/${item.id}`, { enabled })
      await choices.refetch()
      open?.({ type: 'success', message: t('common.saved') })
    } catch (error) {
      open?.({ type: 'error', message: (error as HttpError).message })
    }
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Nav current={kind} />
        <Typography.Title level={4}>{t('superadmin.company_data_type.cloud_items')}</Typography.Title>
        <Table<CompanyChoice>
          rowKey="id"
          size="small"
          loading={choices.isLoading}
          dataSource={choices.data?.items ?? []}
          pagination={false}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('pay_item.fields.name') },
            { key: 'country', dataIndex: 'country', title: t('pay_item.fields.country'), render: (v: string | null) => v ?? t('common.empty_value') },
            kind === 'pay-items'
              ? { key: 'category', title: t('pay_item.fields.category'), render: (_, i) => t(`enums.category.${i.category}`) }
              : { key: 'day_type', title: t('leave_type.fields.day_type'), render: (_, i) => t(`enums.day_type.${i.day_type}`) },
            {
              key: 'enabled', title: t('superadmin.company_data_type.enabled'),
              render: (_, i) => <Switch checked={i.enabled} disabled={!editable} aria-label={`${t('superadmin.company_data_type.enabled')} ${i.name}`} onChange={(v) => toggle(i, v)} />,
            },
          ]}
        />
      </Card>
      <ListScreen key={kind} resource={KINDS[kind].own} />
    </Space>
  )
}
