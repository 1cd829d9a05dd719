import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { catalogue, dataCloudTabs, isSuperadmin } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { dataCloudBase } from './data-cloud-paths'

/** The data cloud's children: the catalogue resources placed in it (shared/src/navigation.ts). */
export const DATA_CLOUD_TABS = dataCloudTabs(catalogue)

/** The data cloud's sections as links (countries, leave types, pay items, holidays; rates and pricebooks for superadmins). */
export function DataCloudNav() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const profile = useProfile()
  const base = dataCloudBase(pathname)
  const link = (to: string, label: string) => (
    <Link key={to} to={to} style={{ fontWeight: pathname === to ? 600 : undefined }}>{label}</Link>
  )
  return (
    <Space wrap size="large" style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t('superadmin.data_cloud.title')}</Typography.Text>
      {link(base, t('superadmin.data_cloud.countries'))}
      {DATA_CLOUD_TABS.map((tab) => link(`${base}/${tab.key}`, t(tab.labelKey)))}
      {profile && isSuperadmin(profile) && link('/superadmin/exchange-rate', t('superadmin.data_cloud.exchange_rates'))}
      {/* Pricebooks are a vendor's: the superadmin opens them for the vendor picked in the vendor portal. */}
      {profile && isSuperadmin(profile) && link('/vendor/setting/pricebook', t('superadmin.data_cloud.pricebooks'))}
    </Space>
  )
}

/** A resource placed in the data cloud, drawn under the section links. */
export function DataCloudFrame({ children }: { children: ReactNode }) {
  return <><DataCloudNav />{children}</>
}
