import type { BespokeRoute } from '../../routing/bespoke'
import { lazyPage } from '../../components/loading/lazy-page'

const ContractorDetailPage = lazyPage(() => import('./ContractorDetailPage'))
const ContractDetailPage = lazyPage(() => import('./ContractDetailPage'))

const showGuard = { resource: 'people', action: 'show' }
const contractGuard = { resource: 'contractor_contract', action: 'show' }

/**
 * Shell §2.1: the contractor's page (index, invoice) and each contract's (index, billing, and the
 * tabs other areas bring: `:tab`, which the page checks against them), for HR and for the contractor
 * themselves (/contractor/contract/:id: the same page, for their own row).
 */
export const contractorRoutes: BespokeRoute[] = [
  { path: '/people/contractor/:id', page: ContractorDetailPage, guard: showGuard },
  { path: '/people/contractor/:id/invoice', page: ContractorDetailPage, guard: showGuard },
  { path: '/people/contractor/:id/contract/:contract_id', page: ContractDetailPage, guard: contractGuard },
  { path: '/people/contractor/:id/contract/:contract_id/:tab', page: ContractDetailPage, guard: contractGuard },
  { path: '/contractor/contract/:id', page: ContractDetailPage, guard: contractGuard },
  { path: '/contractor/contract/:id/:tab', page: ContractDetailPage, guard: contractGuard },
]
