import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { adminSettingTabs, catalogue } from '@hr/shared'
import { LinkTabs } from '../../../components/LinkTabs'

/** The spec's fixed tabs and the catalogue resources placed in the admin settings (shared/src/navigation.ts). */
const TABS = adminSettingTabs(catalogue)

/** The customer admin settings frame: a title and one tab per settings page (each a link to its own route). */
export function AdminSettingFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const active = TABS.find((tab) => pathname === `/admin-setting/${tab.key}` || pathname.startsWith(`/admin-setting/${tab.key}/`))?.key
  return (
    <div data-testid="admin-setting">
      <Typography.Title level={3}>{t('organisation.admin_settings')}</Typography.Title>
      <LinkTabs
        activeKey={active}
        data-testid="admin-setting-tabs"
        tabs={TABS.map((tab) => ({ key: tab.key, to: `/admin-setting/${tab.key}`, label: t(tab.labelKey), testId: `admin-tab-${tab.key}` }))}
      />
      {children}
    </div>
  )
}
