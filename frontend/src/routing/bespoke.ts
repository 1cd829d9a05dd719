import type { ComponentType } from 'react'

/**
 * A route whose screen is bespoke (the workflow does not fit the generic catalogue screens).
 * Each domain area lists its own in `pages/<area>/routes.ts`; the route table in shell-routes
 * still decides which paths exist. `guard` is checked with the same access rules as the API.
 */
export interface BespokeRoute {
  path: string
  page: ComponentType
  guard?: { resource: string; action: string }
}
