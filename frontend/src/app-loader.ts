import { loadAppCatalogue } from './i18n'
import { isPublicPath } from './routing/public-paths'

/**
 * The Refine app (App.tsx) is its own chunk: a first load of a public page (login, reset, SSO
 * callback) renders the light public shell without it (nor the English catalogue beyond its core
 * fragment). Loaded once, with that catalogue; a failed load may be tried again.
 */
let appModule: Promise<typeof import('./App')> | undefined
export function loadApp() {
  appModule ??= Promise.all([import('./App').then((app) => { app.preloadRoute(destination()); return app }), loadAppCatalogue()])
    .then(([app]) => app)
    .catch((error: unknown) => { appModule = undefined; throw error })
  return appModule
}

/** Where the app opens: this page, or after a sign-in page the `?to=` it was sent from (else home). */
function destination() {
  const { pathname, search } = window.location
  return isPublicPath(pathname) ? new URLSearchParams(search).get('to') || '/' : pathname
}

/** Fetches the app ahead of need (its errors surface when it is rendered). */
export const prefetchApp = () => { loadApp().catch(() => undefined) }

// Any other first page needs the app: main.tsx imports this module first, so the app's chunks are
// requested while the entry's own modules are still evaluating, not after. The SSO callback signs
// in as soon as it has read its code, so it needs the app straight away too.
const path = window.location.pathname
if (!isPublicPath(path) || path.startsWith('/microsoft/auth/callback')) prefetchApp()
