import type { BespokeRoute } from '../../routing/bespoke'

/** Bespoke screens of the people area (each page lazy, its own chunk). */
export const peopleRoutes: BespokeRoute[] = []
