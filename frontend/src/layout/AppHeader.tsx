import { Button, Grid, Layout, Space, theme } from 'antd'
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { useThemedLayoutContext } from '@refinedev/antd'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../hooks/useProfile'
import { headerWidgets } from '../shell/user-menu'
import { CompanySwitcher } from './header/CompanySwitcher'
import { LanguageSwitcher } from './header/LanguageSwitcher'
import { StaffSearch } from './header/StaffSearch'
import { UserMenu } from './header/UserMenu'

/** Shell §2.3 top bar: collapse switch (large screens), company switcher, search, language, user menu. */
export function AppHeader() {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const screens = Grid.useBreakpoint()
  const { siderCollapsed, setSiderCollapsed } = useThemedLayoutContext()
  const profile = useProfile()
  const widgets = profile ? headerWidgets(profile.roles) : null

  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        padding: '0 24px',
        height: 64,
        position: 'sticky',
        top: 0,
        zIndex: 1,
      }}
    >
      <div>
        {screens.lg && (
          <Button
            type="text"
            aria-label={t('shell.header.toggle_sidebar')}
            data-testid="sidebar-toggle"
            icon={siderCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setSiderCollapsed(!siderCollapsed)}
          />
        )}
      </div>
      {profile && widgets && (
        <Space size="middle">
          {widgets.companySwitcher && <CompanySwitcher profile={profile} />}
          {widgets.staffSearch && <StaffSearch profile={profile} />}
          <LanguageSwitcher loggedIn />
          <UserMenu profile={profile} />
        </Space>
      )}
    </Layout.Header>
  )
}
