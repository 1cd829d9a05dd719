import type { ComponentType } from 'react'
import { matchPath } from 'react-router'
import { orderedCatalogue } from '../resources'
import { AppLayout, DashboardPage, PlaceholderPage, PortalLayout, screenFor } from './pages'
import { BESPOKE_ROUTES } from './bespoke-routes'
import { PLACEHOLDER_ROUTES } from './shell-routes'
import { KINDS, layoutOf } from './AppRoutes'

const preload = (page: ComponentType<any>) => {
  if ('preload' in page && typeof page.preload === 'function') page.preload()
}

/** Every route pattern with the page it renders, from the same tables AppRoutes builds its routes from. */
function routeTable(): [string, ComponentType<any>][] {
  return [
    ['/', DashboardPage],
    ...orderedCatalogue.flatMap((def) => KINDS.filter((kind) => def.routes?.[kind])
      .map((kind): [string, ComponentType<any>] => [def.routes![kind]!, screenFor(def.name, kind)])),
    ...BESPOKE_ROUTES.map(({ path, page }): [string, ComponentType<any>] => [path, page]),
    ...PLACEHOLDER_ROUTES.map((path): [string, ComponentType<any>] => [path, PlaceholderPage]),
  ]
}

/**
 * Issue 20 §9: fetches the layout and page chunks a path renders before the router asks for them,
 * so signing in does not wait for the layout, then the page, one after the other. Every pattern
 * that matches is fetched (a few kilobytes at worst); nothing renders.
 */
export function preloadRoute(pathname: string) {
  const variant = layoutOf(pathname)
  preload(variant ? PortalLayout : AppLayout)
  for (const [pattern, page] of routeTable()) {
    if (matchPath(pattern, pathname)) preload(page)
  }
}
