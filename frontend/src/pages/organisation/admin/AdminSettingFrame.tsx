import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/** Shell §2.1 /admin-setting children, in the order of the settings menu. */
export const ADMIN_SETTING_TABS = [
  'company-info', 'company-docs', 'business-entity', 'bank-account', 'agreement', 'customer-pricebook', 'exchange-rate',
  'vendor-service', 'company-data-type', 'payroll', 'bi-reports',
] as const

/** The customer admin settings frame: a title and one tab per settings page (each its own route). */
export function AdminSettingFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const active = ADMIN_SETTING_TABS.find((tab) => pathname === `/admin-setting/${tab}` || pathname.startsWith(`/admin-setting/${tab}/`))
  return (
    <div data-testid="admin-setting">
      <Typography.Title level={3}>{t('organisation.admin_settings')}</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(`/admin-setting/${key}`)}
        items={ADMIN_SETTING_TABS.map((tab) => ({ key: tab, label: <span data-testid={`admin-tab-${tab}`}>{t(`organisation.tabs.${tab.replace(/-/g, '_')}`)}</span> }))}
      />
      {children}
    </div>
  )
}
