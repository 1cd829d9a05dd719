import { Component, Suspense, useCallback, useState, useSyncExternalStore, type ReactNode } from 'react'
import { ConfigProvider } from 'antd'
import './layout/rtl.css'
import { BUTTON, REDUCED_MOTION, STILL_THEME, THEME } from './theme'
import { currentAntdLocale, currentDirection, onLocaleData } from './i18n/locale-data'
import { lazyPage } from './components/loading/lazy-page'
import { loadApp } from './app-loader'
import { LoadingBar } from './components/loading/LoadingBar'
import { PageSpinner } from './routing/PageSpinner'
import { ErrorFallback } from './routing/RouteErrorBoundary'
import { PublicApp } from './routing/PublicApp'
import { isPublicPath } from './routing/public-paths'

const onMotionPreference = (change: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION)
  query?.addEventListener('change', change)
  return () => query?.removeEventListener('change', change)
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false

/** The Refine app, once app-loader.ts has fetched it (a public page's first load never does, unless the visitor signs in). */
const App = lazyPage(loadApp)

/** The app chunk could not load (and the stale-chunk reload was refused): plain markup. */
class AppBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() { return { failed: true } }
  render() { return this.state.failed ? <ErrorFallback /> : this.props.children }
}

export function Root() {
  const [shell, setShell] = useState<'public' | 'app'>(() => (isPublicPath(window.location.pathname) ? 'public' : 'app'))
  const leavePublic = useCallback(() => setShell('app'), [])
  // Issue 17: antd's own strings and the reading direction follow the chosen language.
  const antdLocale = useSyncExternalStore(onLocaleData, currentAntdLocale)
  const direction = useSyncExternalStore(onLocaleData, currentDirection)
  const still = useSyncExternalStore(onMotionPreference, prefersReducedMotion)
  return (
    <ConfigProvider theme={still ? STILL_THEME : THEME} locale={antdLocale} direction={direction} button={BUTTON}>
      <LoadingBar />
      {shell === 'public' ? (
        <PublicApp onLeave={leavePublic} />
      ) : (
        <AppBoundary>
          <Suspense fallback={<PageSpinner />}>
            <App />
          </Suspense>
        </AppBoundary>
      )}
    </ConfigProvider>
  )
}
