import type { Screen, ScreenKind } from './types'

/**
 * Bespoke screens that replace a generic one, per resource and action, e.g.
 * `people: { show: lazy(() => import('./people/PeopleShow')) }`. Keep entries lazy so each
 * stays its own chunk. Empty until a resource outgrows the metadata-driven screens.
 */
export const overrides: Partial<Record<string, Partial<Record<ScreenKind, Screen>>>> = {}
