import { can } from '@hr/shared'
import { lazyPage } from '../../components/loading/lazy-page'
import type { ResourceSlots } from '../../screens/slots'

/**
 * The superadmin portal's additions to the generic screens (screens/overrides.ts `slots`): the
 * holidays' bulk removal and country filter from the data cloud's link, the rates' CSV import, and
 * a platform vendor's terms PDF. Each component is its own chunk.
 */
export const superadminSlots: Partial<Record<string, ResourceSlots>> = {
  public_holiday: {
    list: {
      toolbar: lazyPage(() => import('./HolidayBulkDelete')),
      selectable: (profile) => !!profile && can(profile, 'delete', 'public_holiday'),
      // A country's holidays are many: rows open by their name, without a button column per row.
      actions: false,
      // A holiday of no state or region is the whole country's.
      cells: { region: (value, _row, t) => (value as string | null) ?? t('superadmin.data_cloud.national') },
      // The data cloud's country row opens its holidays (?country=NZ).
      initialFilters: (params) => {
        const country = params.get('country')?.toUpperCase()
        return country ? { country } : undefined
      },
    },
  },
  exchange_rate: { list: { header: lazyPage(() => import('./ExchangeRateHeader')) } },
  vendor: { show: { detail: lazyPage(() => import('./PlatformTermsCard')) } },
}
