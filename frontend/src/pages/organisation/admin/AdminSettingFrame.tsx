import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { adminSettingTabs, catalogue } from '@hr/shared'

/** The spec's fixed tabs and the catalogue resources placed in the admin settings (shared/src/navigation.ts). */
const TABS = adminSettingTabs(catalogue)

/** The customer admin settings frame: a title and one tab per settings page (each its own route). */
export function AdminSettingFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const active = TABS.find((tab) => pathname === `/admin-setting/${tab.key}` || pathname.startsWith(`/admin-setting/${tab.key}/`))?.key
  return (
    <div data-testid="admin-setting">
      <Typography.Title level={3}>{t('organisation.admin_settings')}</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(`/admin-setting/${key}`)}
        items={TABS.map((tab) => ({ key: tab.key, label: <span data-testid={`admin-tab-${tab.key}`}>{t(tab.labelKey)}</span> }))}
      />
      {children}
    </div>
  )
}
