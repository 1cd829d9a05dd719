import { Grid, Layout } from 'antd'
import { useTranslation } from 'react-i18next'
import { useThemedLayoutContext } from '@refinedev/antd'
import { SIDEBAR_CONDENSED_WIDTH_PX, SIDEBAR_WIDTH_PX } from '@hr/shared'
import { AppLogo } from './AppLogo'
import { SideMenu } from './SideMenu'
import { appName } from '../components/branding'

/** Shell §2.3 side navigation: the role's entries, 260px or 71px condensed; none on mobile (header menu instead). */
export function AppSider() {
  const { t } = useTranslation()
  const screens = Grid.useBreakpoint()
  const { siderCollapsed, setSiderCollapsed } = useThemedLayoutContext()
  // Below 768px the navigation moves into the header's menu drawer (mobile logo and menu button).
  if (screens.md === false) return null

  return (
    <Layout.Sider
      data-testid="side-nav"
      theme="light"
      width={SIDEBAR_WIDTH_PX}
      collapsedWidth={SIDEBAR_CONDENSED_WIDTH_PX}
      collapsed={siderCollapsed}
      // Below the large breakpoint the sidebar condenses by itself (the header switch is large-screen only).
      breakpoint="lg"
      onBreakpoint={(below) => setSiderCollapsed(below)}
      trigger={null}
      style={{ borderRight: '1px solid rgba(5,5,5,0.06)', position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
    >
      <div style={{ height: 64, display: 'flex', alignItems: 'center', padding: '0 24px', gap: 8 }}>
        <AppLogo />
        {!siderCollapsed && <strong>{appName(t)}</strong>}
      </div>
      <SideMenu />
    </Layout.Sider>
  )
}
