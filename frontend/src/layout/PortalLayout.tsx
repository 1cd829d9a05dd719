import { useEffect, type PropsWithChildren } from 'react'
import { Navigate } from 'react-router'
import { Grid, Layout, Space, theme } from 'antd'
import { PageContent } from './PageContent'
import { useProfile } from '../hooks/useProfile'
import { PageSpinner } from '../routing/PageSpinner'
import { portalAllowed, portalTabs, setPortalFlag, type PortalVariant } from '../components/portal'
import { AppLogo } from './AppLogo'
import { LanguageSwitcher } from './header/LanguageSwitcher'
import { PortalTabs } from './header/PortalTabs'
import { UserMenu } from './header/UserMenu'
import { VendorSwitcher } from './header/VendorSwitcher'
import { useFlashToast } from '../components/flash'

/**
 * The superadmin and vendor layouts (shell §2.2): a condensed header only, no sidebar. Holds the
 * logo, the vendor switcher (vendor portal), the §2.3 tabs, the language selector and user menu.
 */
export default function PortalLayout({ variant, children }: PropsWithChildren<{ variant: PortalVariant }>) {
  const profile = useProfile()
  const { token } = theme.useToken()
  const narrow = Grid.useBreakpoint().md === false
  const allowed = !!profile && portalAllowed(variant, profile.roles)

  // §4 "Layouts set the portal flags": a direct visit counts as being in the portal too.
  useEffect(() => { if (allowed) setPortalFlag(variant, true) }, [allowed, variant])
  useFlashToast()

  if (!profile) return <PageSpinner />
  // §4 guards: superadmin layout for admin-only users, vendor layout for vendors; others go to /.
  if (!allowed) return <Navigate to="/" replace />

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid={`${variant}-layout`}>
      <Layout.Header
        style={{
          backgroundColor: token.colorBgElevated,
          display: 'flex',
          alignItems: 'center',
          gap: narrow ? 8 : 16,
          padding: narrow ? '0 8px' : '0 16px',
          height: 56,
          lineHeight: '56px',
          position: 'sticky',
          top: 0,
          zIndex: 10,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <span style={{ display: 'flex', flex: 'none' }}><AppLogo size={28} /></span>
        {/* On a phone the vendor's name and the tabs give up width first, never the language or the avatar. */}
        {variant === 'vendor' && (
          <div className="header-shrink" style={{ maxWidth: narrow ? 96 : 280 }}><VendorSwitcher profile={profile} /></div>
        )}
        <div className="header-shrink" style={{ flex: 1, display: 'flex' }}>
          <PortalTabs variant={variant} tabs={portalTabs(variant, profile.roles)} />
        </div>
        <Space size={narrow ? 4 : 'small'} style={{ flex: 'none' }}>
          <LanguageSwitcher loggedIn compact={narrow} />
          <UserMenu profile={profile} portal={variant} compact={narrow} />
        </Space>
      </Layout.Header>
      <PageContent>{children}</PageContent>
    </Layout>
  )
}
