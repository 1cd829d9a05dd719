import type { BespokeRoute } from '../../routing/bespoke'
import { lazyPage } from '../../components/loading/lazy-page'

/**
 * Global mobility (issue 16), each page lazy (its own chunk): the visa cases and one case with its
 * timeline and conversation. Who reads which cases is the API's (row rules); the manager-only
 * layout guard keeps plain employees out — they see their own cases under /my-info?tab=mobility.
 * The insurance list beside it (/global-mobility/insurance) is the catalogue's generic screen.
 */
export const mobilityRoutes: BespokeRoute[] = [
  { path: '/global-mobility', page: lazyPage(() => import('./MobilityListPage')), guard: { resource: 'mobility_case', action: 'list' } },
  { path: '/global-mobility/:id', page: lazyPage(() => import('./CasePage')), guard: { resource: 'mobility_case', action: 'show' } },
]
