import type { ComponentType } from 'react'
import type { RouteRule } from '@hr/shared'

/**
 * A route whose screen is bespoke (the workflow does not fit the generic catalogue screens).
 * Each domain area lists its own in `pages/<area>/routes.ts`; the route table in shell-routes
 * still decides which paths exist. `guard` is checked with the same access rules as the API:
 * a catalogue permission, or a named rule of the shared access rules (ROUTE_RULES) for screens
 * that are not one resource (e.g. the vendor admins' Users and Settings).
 */
export type BespokeGuard = { resource: string; action: string } | { rule: RouteRule }

export interface BespokeRoute {
  path: string
  page: ComponentType
  guard?: BespokeGuard
}
