import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { catalogue, dataCloudTabs, isSuperadmin } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { dataCloudBase, dataCloudLinks } from './data-cloud-paths'

/** The data cloud's children: the catalogue resources placed in it (shared/src/navigation.ts). */
export const DATA_CLOUD_TABS = dataCloudTabs(catalogue)

/** The data cloud's sections as links (countries, leave types, pay items, holidays; rates and pricebooks for superadmins). */
export function DataCloudNav() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const profile = useProfile()
  const links = dataCloudLinks(dataCloudBase(pathname), DATA_CLOUD_TABS, !!profile && isSuperadmin(profile))
  // The lit link: the page itself, or the tab a record's screen sits under (…/exchange-rate/12).
  const current = [...links].reverse().find((l) => pathname === l.to || (l.key !== 'countries' && pathname.startsWith(`${l.to}/`)))
  return (
    <Space wrap size="large" style={{ marginBottom: 16 }} data-testid="data-cloud-nav">
      <Typography.Text strong>{t('superadmin.data_cloud.title')}</Typography.Text>
      {links.map((l) => (
        <Link key={l.to} to={l.to} aria-current={l === current ? 'page' : undefined} style={{ fontWeight: l === current ? 600 : undefined }}>
          {t(l.labelKey)}
        </Link>
      ))}
    </Space>
  )
}

/** A resource placed in the data cloud, drawn under the section links. */
export function DataCloudFrame({ children }: { children: ReactNode }) {
  return <><DataCloudNav />{children}</>
}
