import { Fragment, Suspense, type ReactNode } from 'react'
import { Navigate, Outlet, Route, Routes } from 'react-router'
import { Authenticated, CanAccess } from '@refinedev/core'
import { CatchAllNavigate } from '@refinedev/react-router'
import type { ScreenKind } from '../screens/types'
import { areaDetailPaths, orderedCatalogue } from '../resources'
import { PlacementFrame } from './PlacementFrame'
import {
  AppLayout, DashboardPage, NoSidebarLayout, PortalLayout, ForbiddenPage, LoginPage, NotFoundPage, OnboardingLayout, OnboardingPage, ManagerOnboardingPage, PlaceholderPage, ResetPasswordPage, SsoCallbackPage, screenFor,
} from './pages'
import { PLACEHOLDER_ROUTES } from './shell-routes'
import { BESPOKE_ROUTES } from './bespoke-routes'
import { slots } from '../screens/overrides'
import type { PortalVariant } from '../components/portal'
import { PageSpinner } from './PageSpinner'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { RuleGuard } from './RuleGuard'
import { AreaBreadcrumb } from './AreaBreadcrumb'

/** Refine's action names for the guard, per screen. */
const GUARD_ACTION: Record<ScreenKind, string> = { list: 'list', show: 'show', create: 'create', edit: 'edit' }
export const KINDS: ScreenKind[] = ['list', 'create', 'show', 'edit']

/** Shell §2.2: /vendor/** and /superadmin/** render in their portal layout, everything else in the default one. */
export function layoutOf(path: string): PortalVariant | null {
  for (const variant of ['vendor', 'superadmin'] as const) {
    if (path === `/${variant}` || path.startsWith(`/${variant}/`)) return variant
  }
  return null
}

function resourceRoutes(layout: PortalVariant | null) {
  return orderedCatalogue.flatMap((def) =>
    KINDS.filter((kind) => def.routes?.[kind] && layoutOf(def.routes[kind]!) === layout).map((kind) => {
      const Screen = screenFor(def.name, kind)
      return (
        <Route
          key={`${def.name}:${kind}`}
          path={def.routes![kind]}
          element={
            // Keyed per resource and screen: two resources share the generic screens, and a
            // reused instance would carry the previous list's sorting and filters over.
            <CanAccess key={`${def.name}:${kind}`} resource={def.name} action={GUARD_ACTION[kind]} fallback={<ForbiddenPage />}>
              <PlacementFrame placement={def.placement}><Screen resource={def.name} slots={slots[def.name]} /></PlacementFrame>
            </CanAccess>
          }
        />
      )
    }),
  )
}

/** An area's page under a list gets Refine's breadcrumb above it (its route's optional `:id?` matched as `:id`). */
const withCrumbs = areaDetailPaths()

function bespokeRoutes(layout: PortalVariant | null) {
  return BESPOKE_ROUTES.filter((r) => layoutOf(r.path) === layout).map(({ path, page: Page, guard }) => {
    const page = withCrumbs.has(path.replace(/\?$/, '')) ? <><AreaBreadcrumb /><Page /></> : <Page />
    return (
      <Route
        key={path}
        path={path}
        element={
          guard && 'rule' in guard ? (
            <RuleGuard key={path} rule={guard.rule}>
              {page}
            </RuleGuard>
          ) : guard ? (
            <CanAccess key={path} resource={guard.resource} action={guard.action} fallback={<ForbiddenPage />}>
              {page}
            </CanAccess>
          ) : (
            <Fragment key={path}>{page}</Fragment>
          )
        }
      />
    )
  })
}

const bespokePaths = new Set(BESPOKE_ROUTES.map((r) => r.path))
/** Shell §2.2/§4: contractor sign-up renders in the nosidebar layout, not the default one. */
const NOSIDEBAR_PATHS = ['/contractor/signup']

function placeholderRoutes(layout: PortalVariant | null) {
  return PLACEHOLDER_ROUTES.filter((path) => layoutOf(path) === layout && !bespokePaths.has(path) && !NOSIDEBAR_PATHS.includes(path)).map((path) => (
    // Keyed by path: each placeholder is its own page, not one instance reused across routes.
    <Route key={path} path={path} element={<PlaceholderPage key={path} path={path} />} />
  ))
}

/** A signed-in layout around its pages; the inner boundary keeps the layout while a page chunk loads. */
function signedIn(key: string, layout: (page: ReactNode) => ReactNode) {
  return (
    <Authenticated key={key} fallback={<CatchAllNavigate to="/login" />} loading={<PageSpinner />}>
      {layout(<RouteErrorBoundary><Suspense fallback={<PageSpinner />}><Outlet /></Suspense></RouteErrorBoundary>)}
    </Authenticated>
  )
}

export function AppRoutes() {
  return (
    // Outer boundary: a layout (or a page outside any layout) that fails still shows the error page.
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route element={signedIn('app', (page) => <AppLayout>{page}</AppLayout>)}>
            <Route index element={<DashboardPage />} />
            {resourceRoutes(null)}
            {bespokeRoutes(null)}
            {placeholderRoutes(null)}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          {(['vendor', 'superadmin'] as const).map((variant) => (
            <Route key={variant} element={signedIn(variant, (page) => <PortalLayout variant={variant}>{page}</PortalLayout>)}>
              {resourceRoutes(variant)}
              {bespokeRoutes(variant)}
              {placeholderRoutes(variant)}
              <Route path={`/${variant}/*`} element={<NotFoundPage />} />
            </Route>
          ))}
          <Route element={signedIn('nosidebar', (page) => <NoSidebarLayout>{page}</NoSidebarLayout>)}>
            {NOSIDEBAR_PATHS.map((path) => <Route key={path} path={path} element={<PlaceholderPage key={path} path={path} />} />)}
          </Route>
          <Route
            element={
              <Authenticated key="onboarding" fallback={<CatchAllNavigate to="/login" />} loading={<PageSpinner />}>
                <OnboardingLayout>
                  <RouteErrorBoundary>
                    <Suspense fallback={<PageSpinner />}>
                      <Outlet />
                    </Suspense>
                  </RouteErrorBoundary>
                </OnboardingLayout>
              </Authenticated>
            }
          >
            <Route path="/onboarding/personal" element={<OnboardingPage />} />
            <Route path="/onboarding/staff/:id?" element={<ManagerOnboardingPage />} />
          </Route>
          <Route
            element={
              // The session is an httpOnly cookie, so finding out means asking the API: the login form
              // shows meanwhile, and stays mounted (same element) when the answer is "not signed in".
              <Authenticated key="auth" fallback={<Outlet />} loading={<Outlet />}>
                <Navigate to="/" replace />
              </Authenticated>
            }
          >
            <Route path="/login" element={<LoginPage />} />
          </Route>
          {/* Account links from e-mails work whether or not someone is signed in on this browser. */}
          <Route path="/reset/:id?" element={<ResetPasswordPage kind="reset" />} />
          <Route path="/join/:id?" element={<ResetPasswordPage kind="join" />} />
          <Route path="/microsoft/auth/callback" element={<SsoCallbackPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  )
}
