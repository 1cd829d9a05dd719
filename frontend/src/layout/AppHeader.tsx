import { useState } from 'react'
import { Button, Drawer, Grid, Layout, Space, theme } from 'antd'
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { useThemedLayoutContext } from '@refinedev/antd'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../hooks/useProfile'
import { headerWidgets } from '../components/user-menu'
import { showsCountryGuide } from '../components/country-guide'
import { appName } from '../components/branding'
import { AppLogo } from './AppLogo'
import { SideMenu } from './SideMenu'
import { CompanySwitcher } from './header/CompanySwitcher'
import { CountryGuideLink } from './header/CountryGuideLink'
import { LanguageSwitcher } from './header/LanguageSwitcher'
import { NotificationBell } from './header/NotificationBell'
import { StaffSearch } from './header/StaffSearch'
import { UserMenu } from './header/UserMenu'

/**
 * Shell §2.3 top bar: collapse switch (large screens), mobile logo and menu button (below 768px,
 * where the sidebar gives way to a menu drawer), company switcher, search, country guide,
 * language, user menu.
 */
export function AppHeader() {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const screens = Grid.useBreakpoint()
  const mobile = screens.md === false
  const { siderCollapsed, setSiderCollapsed } = useThemedLayoutContext()
  const [menuOpen, setMenuOpen] = useState(false)
  const profile = useProfile()
  const widgets = profile ? headerWidgets(profile.roles) : null

  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 8,
        padding: mobile ? '0 8px' : '0 24px',
        height: 64,
        position: 'sticky',
        top: 0,
        zIndex: 1,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: mobile ? 4 : 8, flex: 'none' }}>
        {screens.lg && (
          <Button
            type="text"
            aria-label={t('shell.header.toggle_sidebar')}
            data-testid="sidebar-toggle"
            icon={siderCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setSiderCollapsed(!siderCollapsed)}
          />
        )}
        {mobile && (
          <>
            <Button type="text" icon={<MenuOutlined />} aria-label={t('shell.header.open_menu')} data-testid="mobile-menu-button" onClick={() => setMenuOpen(true)} />
            <span data-testid="mobile-logo" style={{ display: 'flex' }}><AppLogo size={28} /></span>
          </>
        )}
      </div>
      {profile && widgets && (
        // On a phone the company name gives up width first (ellipsised), never the avatar (issue 20 §7).
        <div style={{ display: 'flex', alignItems: 'center', gap: mobile ? 4 : 16, minWidth: 0 }}>
          {widgets.companySwitcher && <div className="header-shrink"><CompanySwitcher profile={profile} compact={mobile} /></div>}
          {widgets.staffSearch && <StaffSearch profile={profile} />}
          {showsCountryGuide(profile) && <CountryGuideLink compact={!screens.xl} />}
          <LanguageSwitcher loggedIn compact={mobile} />
          <NotificationBell />
          <UserMenu profile={profile} compact={mobile} />
        </div>
      )}
      {mobile && (
        <Drawer
          placement="left"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          width={280}
          title={<Space><AppLogo />{appName(t)}</Space>}
          styles={{ body: { padding: 0 } }}
          destroyOnHidden
          data-testid="mobile-menu"
        >
          <div data-testid="side-nav"><SideMenu onNavigate={() => setMenuOpen(false)} /></div>
        </Drawer>
      )}
    </Layout.Header>
  )
}
