import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AppLogo } from '../../layout/AppLogo'
import { appName } from '../../components/branding'
import background from '../../assets/login-bg.svg'
import './LoginPage.css'

/**
 * Shell §2.2 "auth" layout: split screen, branded background with the tagline on the left, the
 * form on the right. Shared by login, reset/create password and the SSO callback.
 */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="login-page">
      <aside className="login-page__brand" style={{ backgroundImage: `url("${background}")` }}>
        <div className="login-page__app-name">
          <AppLogo size={32} />
          <span>{appName(t)}</span>
        </div>
        <h2 className="login-page__tagline" data-testid="login-tagline">{t('common.tagline')}</h2>
        <span />
      </aside>
      <main className="login-page__form-panel">
        <div className="login-page__form">
          {/* Plain headings: antd Typography would add its tooltip/editing code to this chunk. */}
          <h1 className="login-page__title">{title}</h1>
          {subtitle && <p className="login-page__subtitle">{subtitle}</p>}
          {children}
        </div>
      </main>
    </div>
  )
}
