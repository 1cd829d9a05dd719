import { VENDOR_SETTING_TABS, catalogue, vendorSettingTabs } from '@hr/shared'
import type { BespokeGuard, BespokeRoute } from '../../routing/bespoke'
import { lazyPage } from '../../components/loading/lazy-page'
import { PARTNER_SUB_PATHS, PARTNER_TABS } from './partners/partner-tabs'

const PartnerListPage = lazyPage(() => import('./partners/PartnerListPage'))
const PartnerDetailPage = lazyPage(() => import('./partners/PartnerDetailPage'))
const VendorUsersPage = lazyPage(() => import('./users/VendorUsersPage'))
const VendorUserPage = lazyPage(() => import('./users/VendorUserPage'))
const VendorSettingsPage = lazyPage(() => import('./settings/VendorSettingsPage'))
const VendorAccountPage = lazyPage(() => import('./account/VendorAccountPage'))

// Every setting child but the resources placed there (pricebook: the catalogue's own screens);
// bank account, business entity, company doc and services embed the organisation area's panels.
const SETTINGS = VENDOR_SETTING_TABS.filter((key) => !vendorSettingTabs(catalogue).find((tab) => tab.key === key)?.resource)

/** Users and Settings are the vendor admins' (shell §2.3, §6): refused before the page loads. */
const manager: BespokeGuard = { rule: 'manage_vendor_portal' }

/** Bespoke screens of the vendor area (each page lazy, its own chunk). */
export const vendorRoutes: BespokeRoute[] = [
  { path: '/vendor/partner', page: PartnerListPage },
  { path: '/vendor/partner/:id', page: PartnerDetailPage },
  ...PARTNER_TABS.map((tab) => ({ path: `/vendor/partner/:id/${tab}`, page: PartnerDetailPage })),
  // An area's record opens in its tab (shell §2.1: a partner's payroll report).
  ...PARTNER_SUB_PATHS.map((sub) => ({ path: `/vendor/partner/:id/${sub}`, page: PartnerDetailPage })),
  { path: '/vendor/user', page: VendorUsersPage, guard: manager },
  { path: '/vendor/user/:id', page: VendorUserPage, guard: manager },
  { path: '/vendor/setting', page: VendorSettingsPage, guard: manager },
  ...SETTINGS.map((s) => ({ path: `/vendor/setting/${s}`, page: VendorSettingsPage, guard: manager })),
  { path: '/vendor/account/setting', page: VendorAccountPage },
]
