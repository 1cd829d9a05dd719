import type { BespokeRoute } from '../../routing/bespoke'

/** Bespoke screens of the organisation area (each page lazy, its own chunk). */
export const organisationRoutes: BespokeRoute[] = []
