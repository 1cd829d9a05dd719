import type { PropsWithChildren } from 'react'
import { ThemedLayout, ThemedSider, ThemedTitle } from '@refinedev/antd'
import { useTranslation } from 'react-i18next'
import { CONTENT_MAX_WIDTH_PX } from '@hr/shared'
import { AppHeader } from './AppHeader'
import { AppLogo } from './AppLogo'

/**
 * The default layout: side menu (resources the user may list, filtered by the access-control
 * provider), a header with the user and logout, and content capped at the spec's 1482px.
 */
export default function AppLayout({ children }: PropsWithChildren) {
  const { t } = useTranslation()
  return (
    <ThemedLayout
      Header={AppHeader}
      Title={({ collapsed }) => <ThemedTitle collapsed={collapsed} text={t('common.app_name')} icon={<AppLogo />} />}
      // Logout lives in the header; the sider shows navigation only.
      Sider={(props) => <ThemedSider {...props} render={({ items }) => items} />}
    >
      <div style={{ maxWidth: CONTENT_MAX_WIDTH_PX, margin: '0 auto' }}>{children}</div>
    </ThemedLayout>
  )
}
