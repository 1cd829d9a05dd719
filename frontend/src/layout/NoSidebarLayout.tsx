import type { PropsWithChildren } from 'react'
import { Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../hooks/useProfile'
import { PageSpinner } from '../routing/PageSpinner'
import { appName } from '../components/branding'
import { CONTRACTOR_HOME } from '../components/guards'
import { AppLogo } from './AppLogo'
import background from '../assets/login-bg.svg'
import '../pages/login/LoginPage.css'

/**
 * Shell §2.2 nosidebar layout: the branded left panel with the tagline, the page on the right
 * (contractor sign-up). §4 guard: contractors with a contractor_type go to their documents, a
 * contractor without one stays to sign up, everyone else goes to `/`.
 */
export default function NoSidebarLayout({ children }: PropsWithChildren) {
  const { t } = useTranslation()
  const profile = useProfile()
  if (!profile) return <PageSpinner />
  if (!profile.roles.contractor_only) return <Navigate to="/" replace />
  if (profile.contractor_type) return <Navigate to={CONTRACTOR_HOME} replace />

  return (
    <div className="login-page" data-testid="nosidebar-layout">
      <aside className="login-page__brand" style={{ backgroundImage: `url("${background}")` }}>
        <div className="login-page__app-name">
          <AppLogo size={32} />
          <span>{appName(t)}</span>
        </div>
        <h2 className="login-page__tagline">{t('common.tagline')}</h2>
        <span />
      </aside>
      <main className="login-page__form-panel" style={{ alignItems: 'flex-start' }}>
        <div style={{ width: '100%', maxWidth: 720 }}>{children}</div>
      </main>
    </div>
  )
}
