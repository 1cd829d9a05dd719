import { can } from '@hr/shared'
import { defineArea } from '../define'
import { lazyPage } from '../../components/loading/lazy-page'
import { mobilityRoutes } from './routes'
import { seesOthersCases } from './mobility-logic'

/**
 * Global mobility (issue 16): the visa cases; the person's country records with the expat visa
 * case they can open (manage-country) and their cases as person tabs; the visas expiring soon on the dashboard.
 */
export default defineArea({
  name: 'mobility',
  routes: mobilityRoutes,
  // Refine's resource list: the visa cases' pages under the catalogue's mobility case (breadcrumbs, title).
  resources: [
    { name: 'global_mobility', list: '/global-mobility', show: '/global-mobility/:id', parent: 'mobility_case', labelKey: 'shell.pages.global_mobility', icon: 'swap' },
  ],
  menu: [
    { path: '/global-mobility', labelKey: 'shell.menu.global_mobility', group: 'manager_portal', order: 70, alsoFor: ['global-mobility'] },
  ],
  managerPaths: ['/global-mobility'],
  personTabs: [
    {
      key: 'manage-country', order: 80, page: lazyPage(() => import('./ManageCountryTab')), notSelf: true,
      visible: (user, owned) => can(user, 'list', 'country_record', owned),
    },
    // Visa cases are also the person's manager's (unlike insurance).
    { key: 'mobility', order: 130, page: lazyPage(() => import('./MobilityTab')), visible: (user, owned) => can(user, 'list', 'mobility_case', owned) },
  ],
  // Its own chunk: only users who read other people's visa cases load it.
  dashboardCards: [{ key: 'visa-expiry', card: lazyPage(() => import('./VisaExpiryCard')), shows: seesOthersCases }],
})
