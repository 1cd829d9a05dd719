import type { BespokeRoute } from '../../routing/bespoke'
import { lazyPage } from '../../shell/loading/lazy-page'

const PersonDetailPage = lazyPage(() => import('./detail/PersonDetailPage'))
const MyInfoPage = lazyPage(() => import('./detail/MyInfoPage'))
const PeopleListPage = lazyPage(() => import('./list/PeopleListPage'))

/**
 * Person tab paths other than the catalogue's own show route (/people/staff/:id/personal, an
 * override in screens/overrides.ts); 'edit' stays the catalogue's generic edit screen.
 */
const STAFF_TAB_PATHS = ['bank', 'docs', 'employment', 'expense', 'insurance', 'manage-country', 'mobility', 'payroll',
  'system', 'time-off', 'timesheet', 'work']
const showGuard = { resource: 'people', action: 'show' }

/** Bespoke screens of the people area (each page lazy, its own chunk). */
export const peopleRoutes: BespokeRoute[] = [
  { path: '/people/staff/:id', page: PersonDetailPage, guard: showGuard },
  ...STAFF_TAB_PATHS.map((tab) => ({ path: `/people/staff/:id/${tab}`, page: PersonDetailPage, guard: showGuard })),
  { path: '/people/contractor', page: PeopleListPage, guard: { resource: 'people', action: 'list' } },
  { path: '/people/contractor/:id', page: PersonDetailPage, guard: showGuard },
  { path: '/my-info', page: MyInfoPage },
]
