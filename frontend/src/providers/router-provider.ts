import { useCallback } from 'react'
import { useLocation } from 'react-router'
import type { GoConfig, RouterProvider } from '@refinedev/core'
import routerProvider from '@refinedev/react-router'

/**
 * Whether a navigation still stands. A list table keeps its paging, sorting and filters in the
 * address (syncWithLocation) by navigating to `?…` relative to its own page. React Router renders
 * a navigation as a transition, keeping the page the user left on screen while the next one loads;
 * a table on that page writing its address then (its first page size, a reset filter) took the
 * user back to the list they had just left (a menu click "bounced"). Such an address write, with
 * no destination and made from a page that is no longer the current one, is dropped.
 */
export function navigationStands(config: Pick<GoConfig, 'to' | 'type'>, pageOfCaller: string, currentPage: string) {
  if (config.to || config.type === 'path') return true
  return samePath(pageOfCaller, currentPage)
}

/** The router's pathname and the browser's may differ in their percent-encoding only. */
const samePath = (a: string, b: string) => a === b || decoded(a) === decoded(b)
const decoded = (path: string) => {
  try { return decodeURI(path) } catch { return path }
}

/** Refine's React Router provider, whose go() drops the stale address writes above. */
export const appRouterProvider: RouterProvider = {
  ...routerProvider,
  go: () => {
    const go = routerProvider.go!()
    const { pathname } = useLocation()
    return useCallback((config: GoConfig) => {
      if (!navigationStands(config, pathname, window.location.pathname)) return undefined
      return go(config)
    }, [go, pathname])
  },
}
