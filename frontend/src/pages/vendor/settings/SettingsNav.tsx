import { useLocation, useNavigate } from 'react-router'
import { Tabs } from 'antd'
import { useTranslation } from 'react-i18next'

/** The /vendor/setting/... children (shell §2.1), in the order the settings menu shows them. */
export const SETTING_TABS = ['vendor-info', 'country-list', 'bank-account', 'business-entity', 'company-doc', 'service',
  'service-list', 'pricebook', 'sso-settings', 'bi-settings', 'integration'] as const

export function SettingsNav() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const active = SETTING_TABS.find((k) => pathname.startsWith(`/vendor/setting/${k}`)) ?? 'vendor-info'
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => navigate(`/vendor/setting/${key}`)}
      items={SETTING_TABS.map((key) => ({ key, label: t(`vendor_portal.settings.tabs.${key.replace(/-/g, '_')}`) }))}
    />
  )
}
