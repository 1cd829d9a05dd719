import type { BespokeRoute } from '../../routing/bespoke'
import { lazyPage } from '../../components/loading/lazy-page'

/** Time off (issue 13): one's own, the team's, and the company's leave rules (each page lazy, its own chunk). */
export const timeOffRoutes: BespokeRoute[] = [
  { path: '/my-time-off', page: lazyPage(() => import('./MyTimeOffPage')) },
  { path: '/time-off', page: lazyPage(() => import('./TimeOffPage')), guard: { resource: 'leave', action: 'list' } },
  { path: '/admin-setting/leave-setting', page: lazyPage(() => import('./LeaveSettingsPage')), guard: { resource: 'business_entity', action: 'list' } },
]
