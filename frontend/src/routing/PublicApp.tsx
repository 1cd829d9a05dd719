import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react'
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { notification, theme } from 'antd'
import { TOAST_DURATION_MS } from '@hr/shared'
import LoginPage from '../pages/login/LoginPage'
import ResetPasswordPage from '../pages/login/ResetPasswordPage'
import SsoCallbackPage from '../pages/login/SsoCallbackPage'
import { authProvider } from '../providers/auth-provider'
import { toastProvider } from '../providers/toasts'
import { PublicToasts } from '../pages/login/sign-in'
import { appName } from '../components/branding'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { prefetchApp } from '../app-loader'

/** /login when already signed in goes to the dashboard; the form shows while the API answers. */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  useEffect(() => {
    let live = true
    authProvider.check().then((r) => { if (live && r.authenticated) navigate('/', { replace: true }) }, () => undefined)
    return () => { live = false }
  }, [navigate])
  return children
}

/** Any other path (after signing in, or a link out of these pages) belongs to the full app. */
function HandOver({ onLeave }: { onLeave: () => void }) {
  useLayoutEffect(onLeave, [onLeave])
  return null
}

/**
 * The public shell: login, password reset/invitation and the SSO callback without the Refine app
 * shell, its providers and the layout, so /login loads a fraction of the JS (docs/benchmarks.md).
 * The same pages also render inside the full app (routing/AppRoutes.tsx), where Refine's useLogin
 * signs in (pages/login/sign-in.ts). Leaving these paths hands the page over to the full app,
 * fetched as soon as someone types into a form here (app-loader.ts).
 */
export function PublicApp({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation()
  // What Refine's DocumentTitleHandler sets for these pages in the full app.
  useEffect(() => { document.title = appName(t) }, [t])
  // Shell §8 toasts, as the full app's <App> shows them (top-right, 4 seconds, closable).
  const [api, holder] = notification.useNotification({ placement: 'topRight', duration: TOAST_DURATION_MS / 1000 })
  const toasts = useMemo(() => toastProvider(api), [api])
  // The text style antd's <App> gives the full app (its .ant-app rule), without its modal and message code.
  const { token } = theme.useToken()
  const text = { color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }
  return (
    <BrowserRouter>
      {holder}
      <PublicToasts.Provider value={toasts}>
        {/* Typing into a form (a sign-in or a new password, which signs in) fetches the app meanwhile. */}
        <div style={text} onInputCapture={prefetchApp}>
          <RouteErrorBoundary>
            <Routes>
              <Route path="/login" element={<SignedOutOnly><LoginPage /></SignedOutOnly>} />
              <Route path="/reset/:id?" element={<ResetPasswordPage kind="reset" />} />
              <Route path="/join/:id?" element={<ResetPasswordPage kind="join" />} />
              <Route path="/microsoft/auth/callback" element={<SsoCallbackPage />} />
              <Route path="*" element={<HandOver onLeave={onLeave} />} />
            </Routes>
          </RouteErrorBoundary>
        </div>
      </PublicToasts.Provider>
    </BrowserRouter>
  )
}
