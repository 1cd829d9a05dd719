import type { DerivedRoles } from '@hr/shared'
import type { MenuGroup, SideMenuEntry } from './menu-entry'
import { areaMenu } from '../areas/registry'

/**
 * Shell §2.3 side navigation as data: which entries a role sees and which entry a path lights up.
 * Kept pure (no React) so every role's menu is unit-tested. The process areas bring their entries
 * (areas/<name>/area.ts), placed among the shell's own by their `order`.
 */
export type { SideMenuEntry }

type MenuRoles = Pick<DerivedRoles, 'contractor_only' | 'employee' | 'manager' | 'access_admin'>

type Placed = SideMenuEntry & { group: MenuGroup; order: number }
/** The shell's own entries of each portal; the areas' slot in between by `order` (spec order: see the menu tests). */
const OWN: Placed[] = [
  { path: '/my-info', labelKey: 'shell.menu.my_info', group: 'personal_portal', order: 10 },
  { path: '/my-docs', labelKey: 'shell.menu.my_docs', group: 'personal_portal', order: 50 },
  { path: '/business-intelligence', labelKey: 'shell.menu.business_intelligence', group: 'manager_portal', order: 10 },
  { path: '/people/staff', labelKey: 'shell.menu.people', group: 'manager_portal', order: 20 },
  { path: '/people/contractor', labelKey: 'shell.menu.contractors', group: 'manager_portal', order: 30, hidden: true },
]

const portal = (group: MenuGroup): SideMenuEntry[] =>
  [...OWN, ...areaMenu()].filter((e) => e.group === group).sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...entry }) => entry)

export function buildSideMenu(roles: MenuRoles): SideMenuEntry[] {
  if (roles.contractor_only) return [{ path: '/contractor/docs', labelKey: 'shell.menu.contractor_docs' }]
  const entries: SideMenuEntry[] = [{ path: '/', labelKey: 'shell.menu.dashboard' }]
  if (roles.employee) entries.push(...portal('personal_portal'))
  if (roles.manager) {
    entries.push(...portal('manager_portal'))
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
