import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Card } from 'antd'
import { useTranslation } from 'react-i18next'
import { catalogue, vendorSettingTabs } from '@hr/shared'
import { LinkTabs } from '../../../components/LinkTabs'

/** The /vendor/setting/... children (shell §2.1) and the resources placed there (shared/src/navigation.ts). */
export const SETTING_TABS = vendorSettingTabs(catalogue)

export function SettingsNav() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const active = SETTING_TABS.find((tab) => pathname === `/vendor/setting/${tab.key}` || pathname.startsWith(`/vendor/setting/${tab.key}/`))?.key ?? 'vendor-info'
  return (
    <LinkTabs
      activeKey={active}
      data-testid="vendor-setting-tabs"
      tabs={SETTING_TABS.map((tab) => ({ key: tab.key, to: `/vendor/setting/${tab.key}`, label: t(tab.labelKey) }))}
    />
  )
}

/** A resource placed in the vendor settings, drawn inside the settings card under its tabs. */
export function VendorSettingFrame({ children }: { children: ReactNode }) {
  return <Card><SettingsNav />{children}</Card>
}
