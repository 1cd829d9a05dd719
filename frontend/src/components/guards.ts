import type { DerivedRoles } from '@hr/shared'
import { areaManagerPaths } from '../areas/registry'

/**
 * Shell §4 layout guards of the default/contractor layouts as one pure rule (unit-tested): where a
 * signed-in user is sent instead of the path they opened, or null to stay.
 */
export interface GuardSubject {
  roles: Pick<DerivedRoles, 'admin_only' | 'vendor_only' | 'contractor_only' | 'manager'>
  contractor_type?: string | null
  customer_list_active?: number[] | null
}

export const ADMIN_ONLY_HOME = '/superadmin/data-cloud'
export const VENDOR_NO_CUSTOMER_HOME = '/vendor/business-intelligence'
export const CONTRACTOR_HOME = '/contractor/docs'
export const CONTRACTOR_SIGNUP = '/contractor/signup'

/** The contractor layout's own paths; a contractor anywhere else is sent into them. */
const CONTRACTOR_AREA = ['/contractor', '/contractor-setting']
/** Pages behind the manager-only guard: the Manager portal's own screens (people, and the process areas' own). */
const MANAGER_AREA = ['/people', ...areaManagerPaths()]

const under = (pathname: string, bases: string[]) => bases.some((b) => pathname === b || pathname.startsWith(`${b}/`))

export function layoutRedirect(u: GuardSubject, pathname: string): string | null {
  if (u.roles.admin_only) return ADMIN_ONLY_HOME
  // A vendor who serves no active customer has nothing to see in the customer portal.
  if (u.roles.vendor_only && !(u.customer_list_active ?? []).length) return VENDOR_NO_CUSTOMER_HOME
  if (u.roles.contractor_only) {
    // Without a contractor_type the contractor has not signed up yet: sign-up is the only page.
    if (!u.contractor_type) return pathname === CONTRACTOR_SIGNUP ? null : CONTRACTOR_SIGNUP
    if (pathname === CONTRACTOR_SIGNUP || !under(pathname, CONTRACTOR_AREA)) return CONTRACTOR_HOME
    return null
  }
  if (under(pathname, MANAGER_AREA) && !u.roles.manager) return '/'
  return null
}
