import { defineArea } from '../define'
import { lazyPage } from '../../components/loading/lazy-page'
import { contractorRoutes } from './routes'

/**
 * Contractors (domain §4, issue 5): a contractor's page with their contracts, each contract's page
 * (terms and its workflow, with the tabs other areas bring: areaContractTabs), the same page in the
 * contractor's own portal, and their contracts under the portal's pages still being built.
 */
export default defineArea({
  name: 'contractors',
  routes: contractorRoutes,
  // The contractor portal's lists of their contracts and invoices come with contractor billing.
  placeholders: ['/contractor/contract', '/contractor/invoice'],
  placeholderCards: [{
    key: 'own-contracts',
    card: lazyPage(() => import('./OwnContractsCard')),
    // A contractor's menu holds only pages still being built: each of them lists what they can open today.
    shows: (profile) => !!profile.roles.contractor_only && !!profile.person_id,
  }],
})
