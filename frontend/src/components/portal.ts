import type { DerivedRoles } from '@hr/shared'
import { COOKIE_NAMES, ONE_YEAR_SECONDS } from '@hr/shared'

/**
 * Shell §2.2/§2.3/§4 portal rules as pure functions (unit-tested): the header tabs of the vendor
 * and superadmin layouts, which tab is active, and who may stay in each layout.
 */
export type PortalVariant = 'vendor' | 'superadmin'

export interface PortalTab {
  key: string
  path: string
  /** 'exact': only the path itself; 'contains': any path containing the fragment; default: the path or below it. */
  match?: 'exact' | 'contains'
  fragment?: string
  /** The label's i18n key where it is not `shell.portal.<variant>_tabs.<key>` (a feature's own strings). */
  label?: string
}

type Roles = Pick<DerivedRoles, 'vendor_admin'>

export function portalTabs(variant: PortalVariant, roles: Roles): PortalTab[] {
  if (variant === 'superadmin') {
    return [
      { key: 'business_intelligence', path: '/superadmin', match: 'exact' },
      { key: 'data_cloud', path: '/superadmin/data-cloud' },
      { key: 'manage_user', path: '/superadmin/manage-user' },
      { key: 'platform_vendor', path: '/superadmin/platform-vendor' },
      // The queue's jobs and health (issue 44).
      { key: 'jobs', path: '/superadmin/jobs', label: 'jobs.nav' },
    ]
  }
  return [
    { key: 'customers', path: '/vendor', match: 'exact' },
    { key: 'business_intelligence', path: '/vendor/business-intelligence' },
    { key: 'partner', path: '/vendor/partner', match: 'contains', fragment: 'vendor/partner' },
    { key: 'data_cloud', path: '/vendor/data-cloud' },
    // §2.3/§6: Users and Settings are for vendor admins only (the role, not superadmins).
    ...(roles.vendor_admin ? [
      { key: 'users', path: '/vendor/user' },
      { key: 'settings', path: '/vendor/setting/vendor-info' },
    ] : []),
  ]
}

function matches(tab: PortalTab, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (tab.match === 'exact') return path === tab.path
  if (tab.match === 'contains') return path.includes(tab.fragment ?? tab.path)
  return path === tab.path || path.startsWith(`${tab.path}/`)
}

/** A tab's label key. */
export const portalTabLabel = (variant: PortalVariant, tab: PortalTab) => tab.label ?? `shell.portal.${variant}_tabs.${tab.key}`

/** The active tab's key, or null (e.g. on /vendor/account/setting no tab is lit). */
export function activePortalTab(tabs: PortalTab[], pathname: string): string | null {
  return tabs.find((tab) => matches(tab, pathname))?.key ?? null
}

/** Layout guards (§4): superadmin layout only for admin-only users; vendor layout for vendors and superadmins. */
export function portalAllowed(variant: PortalVariant, roles: Pick<DerivedRoles, 'admin_only' | 'vendor'>): boolean {
  return variant === 'superadmin' ? roles.admin_only : roles.vendor || roles.admin_only
}

/** Which portal the default layout's user menu offers (§6: vendors the vendor portal, superadmins theirs). */
export function portalFor(roles: Pick<DerivedRoles, 'admin_only' | 'vendor'>): PortalVariant | null {
  if (roles.admin_only) return 'superadmin'
  if (roles.vendor) return 'vendor'
  return null
}

export const PORTAL_HOME: Record<PortalVariant, string> = {
  vendor: '/vendor/business-intelligence',
  superadmin: '/superadmin',
}

export const PORTAL_ACCOUNT_PATH: Record<PortalVariant, string> = {
  vendor: '/vendor/account/setting',
  superadmin: '/superadmin/account/setting',
}

const FLAG_COOKIE: Record<PortalVariant, string> = {
  vendor: COOKIE_NAMES.isVendorPortal,
  superadmin: COOKIE_NAMES.isAdminPortal,
}

/** §3: portal flags are cookies at path / for a year; leaving a portal expires its flag. */
export function setPortalFlag(variant: PortalVariant, on: boolean) {
  const age = on ? ONE_YEAR_SECONDS : 0
  document.cookie = `${FLAG_COOKIE[variant]}=${on ? 1 : ''}; path=/; max-age=${age}; SameSite=Lax`
}

/** §4: a picked vendor is saved for a year and the app reloads fully in the vendor portal. */
export function selectVendor(id: number) {
  document.cookie = `${COOKIE_NAMES.vendorId}=${id}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`
  window.location.assign(PORTAL_HOME.vendor)
}
