import { lazyPage as lazy } from '../components/loading/lazy-page'
import type { Screen, ScreenKind } from '../screens/types'
import { overrides } from '../screens/overrides'

/**
 * Every page is its own chunk: the login route must not download the layout, tables or forms
 * (stack notes trap 8). Each load runs the loading bar and survives a stale chunk (shell §4).
 */
export const LoginPage = lazy(() => import('../pages/login/LoginPage'))
export const ResetPasswordPage = lazy(() => import('../pages/login/ResetPasswordPage'))
export const SsoCallbackPage = lazy(() => import('../pages/login/SsoCallbackPage'))
export const AppLayout = lazy(() => import('../layout/AppLayout'))
export const PortalLayout = lazy(() => import('../layout/PortalLayout'))
export const NotFoundPage = lazy(() => import('../pages/errors/NotFoundPage'))
export const ForbiddenPage = lazy(() => import('../pages/errors/ForbiddenPage'))
export const DashboardPage = lazy(() => import('../pages/home/DashboardPage'))
export const OnboardingLayout = lazy(() => import('../layout/OnboardingLayout'))
export const NoSidebarLayout = lazy(() => import('../layout/NoSidebarLayout'))
export const OnboardingPage = lazy(() => import('../pages/home/OnboardingPage'))
export const ManagerOnboardingPage = lazy(() => import('../pages/home/ManagerOnboardingPage'))
export const PlaceholderPage = lazy(() => import('../pages/home/PlaceholderPage'))

const generic: Record<ScreenKind, Screen> = {
  list: lazy(() => import('../screens/generic/ListScreen')),
  show: lazy(() => import('../screens/generic/ShowScreen')),
  create: lazy(() => import('../screens/generic/CreateScreen')),
  edit: lazy(() => import('../screens/generic/EditScreen')),
}

export const screenFor = (resource: string, kind: ScreenKind): Screen => overrides[resource]?.[kind] ?? generic[kind]
