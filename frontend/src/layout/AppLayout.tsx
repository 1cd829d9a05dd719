import type { PropsWithChildren } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { ThemedLayout } from '@refinedev/antd'
import { PageWidth } from './PageContent'
import { useProfile } from '../hooks/useProfile'
import { PrivacyDialog } from '../components/PrivacyDialog'
import { ComingSoonProvider } from '../components/coming-soon'
import { ONBOARDING_PATH, privacyGate, termsRequested } from '../components/privacy'
import { PageSpinner } from '../routing/PageSpinner'
import { AppHeader } from './AppHeader'
import { AppSider } from './AppSider'
import { layoutRedirect } from '../components/guards'

/**
 * The default layout (shell §2.2): the role's side navigation, the top bar, content capped at
 * 1482px, the privacy-terms dialog and the coming-soon popup. Sidebar and header appear only once the
 * terms are agreed.
 */
export default function AppLayout({ children }: PropsWithChildren) {
  const profile = useProfile()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  if (!profile) return <PageSpinner />
  // §4 layout guards: admin-only users, vendors without active customers, contractors, manager-only pages.
  const redirect = layoutRedirect(profile, pathname)
  if (redirect) return <Navigate to={redirect} replace />

  const gate = privacyGate(profile, search)
  if (gate === 'onboarding') return <Navigate to={ONBOARDING_PATH} replace />

  const content = <PageWidth>{children}</PageWidth>
  // Closing (agreed users only) drops terms=true so a reload does not reopen the dialog.
  const closeDialog = () => {
    const params = new URLSearchParams(search)
    for (const key of [...params.keys()]) if (key.toLowerCase() === 'terms') params.delete(key)
    navigate({ pathname, search: params.toString() }, { replace: true })
  }
  const dialog = termsRequested(search) && <PrivacyDialog profile={profile} onClose={closeDialog} />

  if (gate === 'terms') return <ComingSoonProvider>{content}{dialog}</ComingSoonProvider>
  return (
    <ComingSoonProvider>
      <ThemedLayout Header={AppHeader} Sider={AppSider}>
        {content}
        {dialog}
      </ThemedLayout>
    </ComingSoonProvider>
  )
}
