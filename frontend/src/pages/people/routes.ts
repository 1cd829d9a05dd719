import type { BespokeRoute } from '../../routing/bespoke'
import { lazyPage } from '../../components/loading/lazy-page'
import { TAB_ORDER } from './detail/person-tabs'

const PersonDetailPage = lazyPage(() => import('./detail/PersonDetailPage'))
const MyInfoPage = lazyPage(() => import('./detail/MyInfoPage'))
const MyDocsPage = lazyPage(() => import('./detail/MyDocsPage'))
const PeopleListPage = lazyPage(() => import('./list/PeopleListPage'))

/**
 * Person tab paths other than the catalogue's own show route (/people/staff/:id/personal, an
 * override in screens/overrides.ts); 'edit' stays the catalogue's generic edit screen.
 */
const STAFF_TAB_PATHS = TAB_ORDER.filter((tab) => tab !== 'personal')
const showGuard = { resource: 'people', action: 'show' }

/** Bespoke screens of the people area (each page lazy, its own chunk). */
export const peopleRoutes: BespokeRoute[] = [
  { path: '/people/staff/:id', page: PersonDetailPage, guard: showGuard },
  ...STAFF_TAB_PATHS.map((tab) => ({ path: `/people/staff/:id/${tab}`, page: PersonDetailPage, guard: showGuard })),
  // The people list's contractor tab; a contractor's own page is the contractors area's.
  { path: '/people/contractor', page: PeopleListPage, guard: { resource: 'people', action: 'list' } },
  { path: '/my-info', page: MyInfoPage },
  // The person's own documents, also the documents tab of /my-info (issue 42 item 8).
  { path: '/my-docs', page: MyDocsPage },
]
