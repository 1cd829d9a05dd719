import type { BespokeRoute } from '../../routing/bespoke'
import { lazyPage } from '../../components/loading/lazy-page'

/** Bespoke screens of the shell itself (each page lazy, its own chunk). */
export const shellRoutes: BespokeRoute[] = [
  { path: '/icons', page: lazyPage(() => import('./IconsPage')) },
]
