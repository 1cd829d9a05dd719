import type { DerivedRoles } from '@hr/shared'

/**
 * Shell §2.3 side navigation as data: which entries a role sees and which entry a path lights up.
 * Kept pure (no React) so every role's menu is unit-tested.
 */
export type MenuGroup = 'personal_portal' | 'manager_portal'

export interface SideMenuEntry {
  /** The route it opens; also the menu key. */
  path: string
  /** i18n key of the label. */
  labelKey: string
  group?: MenuGroup
  /** Routed and highlightable, but no visible link (spec: /people/contractor "link hidden"). */
  hidden?: boolean
  /** Extra path fragments that highlight this entry (spec: payroll/payslip, global-mobility). */
  alsoFor?: string[]
}

type MenuRoles = Pick<DerivedRoles, 'contractor_only' | 'employee' | 'manager' | 'access_admin'>

export function buildSideMenu(roles: MenuRoles): SideMenuEntry[] {
  if (roles.contractor_only) return [{ path: '/contractor/docs', labelKey: 'shell.menu.contractor_docs' }]
  const entries: SideMenuEntry[] = [{ path: '/', labelKey: 'shell.menu.dashboard' }]
  if (roles.employee) {
    const group: MenuGroup = 'personal_portal'
    entries.push(
      { path: '/my-info', labelKey: 'shell.menu.my_info', group },
      { path: '/my-time-off', labelKey: 'shell.menu.my_time_off', group },
      { path: '/my-expense', labelKey: 'shell.menu.my_expense', group },
      { path: '/my-pay', labelKey: 'shell.menu.my_pay', group },
      { path: '/my-docs', labelKey: 'shell.menu.my_docs', group },
    )
  }
  if (roles.manager) {
    const group: MenuGroup = 'manager_portal'
    entries.push(
      { path: '/business-intelligence', labelKey: 'shell.menu.business_intelligence', group },
      { path: '/people/staff', labelKey: 'shell.menu.people', group },
      { path: '/people/contractor', labelKey: 'shell.menu.contractors', group, hidden: true },
      { path: '/payroll/reports', labelKey: 'shell.menu.payroll', group, alsoFor: ['payroll', 'payslip'] },
      { path: '/time-off', labelKey: 'shell.menu.time_off', group },
      { path: '/expenses', labelKey: 'shell.menu.expenses', group },
      { path: '/global-mobility', labelKey: 'shell.menu.global_mobility', group, alsoFor: ['global-mobility'] },
    )
  } else if (roles.access_admin) {
    // BI is for managers *or* access_admin holders, even outside the manager portal.
    entries.push({ path: '/business-intelligence', labelKey: 'shell.menu.business_intelligence', group: 'manager_portal' })
  }
  return entries
}

/** The entry a path highlights: exact match for `/`, prefix match by segment, then the extra fragments. */
export function selectedMenuPath(pathname: string, entries: SideMenuEntry[]): string | undefined {
  const byPrefix = entries
    .filter((e) => (e.path === '/' ? pathname === '/' : pathname === e.path || pathname.startsWith(`${e.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]
  if (byPrefix) return byPrefix.path
  return entries.find((e) => e.alsoFor?.some((fragment) => pathname.includes(fragment)))?.path
}
