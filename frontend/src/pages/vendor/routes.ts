import type { BespokeRoute } from '../../routing/bespoke'

/** Bespoke screens of the vendor area (each page lazy, its own chunk). */
export const vendorRoutes: BespokeRoute[] = []
