import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import i18n from 'i18next'
import { PageSpinner } from './PageSpinner'

const ErrorPage = lazy(() => import('../pages/errors/ErrorPage'))

/** Last resort (shell §2.2): plain markup only, nothing that could itself fail to load. */
export function ErrorFallback() {
  return (
    <div role="alert" data-testid="error-fallback" style={{ padding: 48, textAlign: 'center' }}>
      <p>{i18n.t('errors.fallback')}</p>
      <a href="/">{i18n.t('errors.go_home')}</a>
    </div>
  )
}

type BoundaryProps = { children: ReactNode; fallback: (error: unknown) => ReactNode; resetKey?: string }

class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  componentDidUpdate(prev: BoundaryProps) {
    // Navigating elsewhere clears the error (without remounting the pages around it).
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false })
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page error', error, info.componentStack)
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children
  }
}

/**
 * Errors thrown while rendering a route show the error page (shell §8); if the error page itself
 * fails, the plain fallback. A redirect is not an error: routes redirect by rendering <Navigate>.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <Boundary
      resetKey={pathname}
      fallback={(error) => (
        <Boundary fallback={() => <ErrorFallback />}>
          <Suspense fallback={<PageSpinner />}>
            <ErrorPage error={error} />
          </Suspense>
        </Boundary>
      )}
    >
      {children}
    </Boundary>
  )
}
