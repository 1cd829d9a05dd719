import { catalogue, dataCloudTabs } from '@hr/shared'
import type { BespokeRoute } from '../../routing/bespoke'
import { lazyPage } from '../../components/loading/lazy-page'

const ManageUsersPage = lazyPage(() => import('./ManageUsersPage'))
const DataCloudPage = lazyPage(() => import('./DataCloudPage'))
const DataCloudChildPage = lazyPage(() => import('./DataCloudChildPage'))
const AccountSettingPage = lazyPage(() => import('./AccountSettingPage'))
const PricebookPage = lazyPage(() => import('./PricebookPage'))
const JobsPage = lazyPage(() => import('./JobsPage'))

const CHILDREN = dataCloudTabs(catalogue).map((tab) => tab.key)
const readReference = { resource: 'public_holiday', action: 'list' }

/**
 * Bespoke screens of the superadmin area (each page lazy, its own chunk). The data cloud's
 * superadmin children are the catalogue's own screens (leave_type, pay_item, public_holiday).
 */
export const superadminRoutes: BespokeRoute[] = [
  // The page itself refuses non-superadmins (canManageUsers), as the API does.
  { path: '/superadmin/manage-user', page: ManageUsersPage },
  { path: '/superadmin/data-cloud', page: DataCloudPage, guard: readReference },
  { path: '/superadmin/data-cloud-old', page: DataCloudPage, guard: readReference },
  // The vendors' pricebooks in the superadmin's data cloud (issue 43 §2), not the vendor portal's settings.
  { path: '/superadmin/data-cloud/pricebook', page: PricebookPage, guard: { resource: 'pricebook', action: 'list' } },
  { path: '/vendor/data-cloud', page: DataCloudPage, guard: readReference },
  ...CHILDREN.flatMap((c) => [
    { path: `/superadmin/data-cloud-old/${c}`, page: DataCloudChildPage, guard: readReference },
    { path: `/vendor/data-cloud/${c}`, page: DataCloudChildPage, guard: readReference },
  ]),
  { path: '/superadmin/account/setting', page: AccountSettingPage },
  // The queue's jobs and health (issue 44); the page refuses non-superadmins, as the API does.
  { path: '/superadmin/jobs', page: JobsPage },
  // The default layout's own-account page is the same screen (the user menu links it for everyone but contractors).
  { path: '/account/setting', page: AccountSettingPage },
]
