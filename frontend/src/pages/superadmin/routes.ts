import type { BespokeRoute } from '../../routing/bespoke'

/** Bespoke screens of the superadmin area (each page lazy, its own chunk). */
export const superadminRoutes: BespokeRoute[] = []
