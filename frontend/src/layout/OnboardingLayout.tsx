import { useEffect, useRef, type PropsWithChildren } from 'react'
import { Button, Grid, Layout, Space, Typography, theme } from 'antd'
import { LogoutOutlined } from '@ant-design/icons'
import { useLogout } from '@refinedev/core'
import { Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PageContent } from './PageContent'
import { useProfile } from '../hooks/useProfile'
import { PageSpinner } from '../routing/PageSpinner'
import { AppLogo } from './AppLogo'
import { appName } from '../components/branding'
import { LanguageSwitcher } from './header/LanguageSwitcher'

/**
 * Shell §2.2 onboarding layout: a header with the logo, the language field and the user (no
 * sidebar). Admins have nothing to onboard and go to `/`; non-admins without an active customer are
 * logged out (shell §4 layout guards).
 */
export default function OnboardingLayout({ children }: PropsWithChildren) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const narrow = Grid.useBreakpoint().md === false
  const profile = useProfile()
  const { mutate: logout } = useLogout()
  // §4: a non-admin whose customers are all inactive has nothing to onboard into: logged out.
  const noCustomer = !!profile && !profile.roles.admin && !(profile.customer_list_active ?? []).length
  const loggingOut = useRef(false)
  useEffect(() => {
    if (noCustomer && !loggingOut.current) { loggingOut.current = true; logout() }
  }, [noCustomer, logout])
  if (!profile || noCustomer) return <PageSpinner />
  if (profile.roles.admin) return <Navigate to="/" replace />

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: token.colorBgElevated, display: 'flex', alignItems: 'center', justifyContent: 'space-between',
          gap: 8, padding: narrow ? '0 8px' : '0 24px',
        }}
      >
        {/* On a phone (issue 20 §7) the app's name and the logout label give way; the person's name is ellipsised. */}
        <Space style={{ flex: 'none' }}><AppLogo />{!narrow && <Typography.Text strong>{appName(t)}</Typography.Text>}</Space>
        <div style={{ display: 'flex', alignItems: 'center', gap: narrow ? 4 : 16, minWidth: 0 }}>
          <LanguageSwitcher loggedIn compact={narrow} />
          <div className="header-shrink"><Typography.Text strong data-testid="header-user-name">{profile.name}</Typography.Text></div>
          <Button icon={<LogoutOutlined />} aria-label={t('auth.logout')} onClick={() => logout()}>{!narrow && t('auth.logout')}</Button>
        </div>
      </Layout.Header>
      <PageContent>{children}</PageContent>
    </Layout>
  )
}
