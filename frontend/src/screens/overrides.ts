import type { Screen, ScreenKind } from './types'
import { lazyPage } from '../components/loading/lazy-page'
import { areaScreens } from '../areas/registry'

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
  // Superadmin area: bulk holiday removal, the rates CSV import, and the platform vendor's terms PDF.
  public_holiday: { list: lazyPage(() => import('../pages/superadmin/PublicHolidayList')) },
  exchange_rate: { list: lazyPage(() => import('../pages/superadmin/ExchangeRateList')) },
  vendor: { show: lazyPage(() => import('../pages/superadmin/PlatformVendorShow')) },
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
