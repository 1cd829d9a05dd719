import type { Screen, ScreenKind } from './types'
import type { ResourceSlots } from './slots'
import { lazyPage } from '../components/loading/lazy-page'
import { areaScreens, areaSlots } from '../areas/registry'
import { superadminSlots } from '../pages/superadmin/slots'

/**
 * Bespoke screens that replace a generic one, per resource and action, e.g.
 * `people: { show: lazy(() => import('./people/PeopleShow')) }`. Keep entries lazy so each
 * stays its own chunk. Empty until a resource outgrows the metadata-driven screens.
 */
export const overrides: Partial<Record<string, Partial<Record<ScreenKind, Screen>>>> = {
  // People area: the tabbed list (staff / EOR / contractors) and the tabbed person detail page.
  people: {
    list: lazyPage(() => import('../pages/people/list/PeopleListPage')),
    show: lazyPage(() => import('../pages/people/detail/PersonShowScreen')),
  },
  // Vendor portal: customers with row activation, name-retyped delete, logo/privacy uploads,
  // SSO domains and assigned vendor users.
  customer: {
    list: lazyPage(() => import('../pages/vendor/customers/CustomerListPage')),
    create: lazyPage(() => import('../pages/vendor/customers/CustomerFormPage')),
    edit: lazyPage(() => import('../pages/vendor/customers/CustomerFormPage')),
  },
  // The process areas' own (areas/<name>/area.ts), e.g. insurance's enrolments.
  ...areaScreens(),
}

/**
 * What a resource adds to its generic screens (screens/slots.ts) rather than replacing them:
 * the superadmin portal's (holidays' bulk removal, the rates' import, a vendor's terms PDF) and the areas'.
 */
export const slots: Partial<Record<string, ResourceSlots>> = {
  ...superadminSlots,
  ...areaSlots(),
}
