import type { DerivedRoles } from '@hr/shared'

/**
 * Shell §2.3 user-menu links (pure, unit-tested): account settings except for contractor-only
 * users, admin settings only with access_admin. Logout is always there and is not a link.
 */
export interface UserMenuLink { key: 'account_settings' | 'admin_settings'; path: string }

export function userMenuLinks(roles: Pick<DerivedRoles, 'contractor_only' | 'access_admin'>): UserMenuLink[] {
  const links: UserMenuLink[] = []
  if (!roles.contractor_only) links.push({ key: 'account_settings', path: '/account/setting' })
  if (roles.access_admin) links.push({ key: 'admin_settings', path: '/admin-setting/company-info' })
  return links
}

/** Header widgets per role (shell §2.3): the switcher is hidden for contractor-only users, search also for employee-only. */
export function headerWidgets(roles: Pick<DerivedRoles, 'contractor_only' | 'employee_only'>) {
  return {
    companySwitcher: !roles.contractor_only,
    staffSearch: !roles.contractor_only && !roles.employee_only,
  }
}
