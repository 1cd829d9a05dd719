import type { BespokeRoute } from '../../routing/bespoke'
import { lazyPage } from '../../components/loading/lazy-page'
import { TAB_ORDER } from './detail/person-tabs'
import { CONTRACT_TABS } from './contractor/contract-logic'

const PersonDetailPage = lazyPage(() => import('./detail/PersonDetailPage'))
const MyInfoPage = lazyPage(() => import('./detail/MyInfoPage'))
const MyDocsPage = lazyPage(() => import('./detail/MyDocsPage'))
const PeopleListPage = lazyPage(() => import('./list/PeopleListPage'))
const ContractorDetailPage = lazyPage(() => import('./contractor/ContractorDetailPage'))
const ContractDetailPage = lazyPage(() => import('./contractor/ContractDetailPage'))

/**
 * Person tab paths other than the catalogue's own show route (/people/staff/:id/personal, an
 * override in screens/overrides.ts); 'edit' stays the catalogue's generic edit screen.
 */
const STAFF_TAB_PATHS = TAB_ORDER.filter((tab) => tab !== 'personal')
const showGuard = { resource: 'people', action: 'show' }
const contractGuard = { resource: 'contractor_contract', action: 'show' }
const CONTRACT = '/people/contractor/:id/contract/:contract_id'
const CONTRACT_SUB_PATHS = CONTRACT_TABS.map((tab) => (tab === 'index' ? '' : `/${tab}`))

/** Bespoke screens of the people area (each page lazy, its own chunk). */
export const peopleRoutes: BespokeRoute[] = [
  { path: '/people/staff/:id', page: PersonDetailPage, guard: showGuard },
  ...STAFF_TAB_PATHS.map((tab) => ({ path: `/people/staff/:id/${tab}`, page: PersonDetailPage, guard: showGuard })),
  { path: '/people/contractor', page: PeopleListPage, guard: { resource: 'people', action: 'list' } },
  // Shell §2.1: the contractor's page (index, invoice) and each contract's (index, billing, timeoff).
  { path: '/people/contractor/:id', page: ContractorDetailPage, guard: showGuard },
  { path: '/people/contractor/:id/invoice', page: ContractorDetailPage, guard: showGuard },
  ...CONTRACT_SUB_PATHS.map((tab) => ({ path: `${CONTRACT}${tab}`, page: ContractDetailPage, guard: contractGuard })),
  { path: '/my-info', page: MyInfoPage },
  // The person's own documents, also the documents tab of /my-info (issue 42 item 8).
  { path: '/my-docs', page: MyDocsPage },
  // The contractor's own contract (index, billing, timeoff): the same page, for their own row.
  ...CONTRACT_SUB_PATHS.map((tab) => ({ path: `/contractor/contract/:id${tab}`, page: ContractDetailPage, guard: contractGuard })),
]
