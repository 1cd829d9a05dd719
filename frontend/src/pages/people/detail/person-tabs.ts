import { can, hasAccessAdmin, type AccessRecord, type RoleSubject } from '@hr/shared'
import { areaPersonTabs } from '../../../areas/registry'

/** The person page's own tabs and their places; the process areas' tabs slot in by their `order`. */
const OWN_TABS: Record<string, number> = { personal: 10, employment: 20, work: 30, bank: 40, docs: 50, system: 60, timesheet: 70 }
const AREA_TABS = new Map(areaPersonTabs().map((tab) => [tab.key, tab]))

/** The person tabs in display order (shell §2.1 STAFF_TABS). */
export const TAB_ORDER: string[] = [...Object.entries(OWN_TABS).map(([key, order]) => ({ key, order })), ...AREA_TABS.values()]
  .sort((a, b) => a.order - b.order).map((tab) => tab.key)
export type PersonTabKey = string

/** Tabs that make no sense in the employee's own view (/my-info): administration of the record. */
const NOT_SELF = new Set<string>(['system', ...[...AREA_TABS.values()].filter((tab) => tab.notSelf).map((tab) => tab.key)])

/**
 * Which tabs a viewer sees for a person, from the same `can()` the API enforces: personal data
 * needs the person, bank data the bank privilege (or being that person), documents the document
 * rules, the system tab access_admin; an area's tab says itself. Tabs of later issues follow the person's visibility.
 */
export function visibleTabs(user: RoleSubject | null, person: AccessRecord & { id: number }, self: boolean): PersonTabKey[] {
  if (!user || !can(user, 'show', 'people', person)) return []
  const owned = { person_id: person.id, user_id: undefined }
  return TAB_ORDER.filter((tab) => {
    if (self && NOT_SELF.has(tab)) return false
    const area = AREA_TABS.get(tab)
    if (area) return area.visible?.(user, owned, person) ?? true
    switch (tab) {
      case 'bank': return can(user, 'list', 'bank_account', owned)
      case 'docs': return can(user, 'list', 'doc', { ...owned, access_control: 'everyone' })
      case 'system': return hasAccessAdmin(user)
      // HR data tabs need their records (a reporting manager alone does not read a report's terms).
      case 'employment': return can(user, 'list', 'employment_info', owned)
      case 'work': return can(user, 'list', 'work_info', owned)
      default: return true
    }
  })
}

/** The tab a URL asks for: the last path segment on /people/staff/:id/<tab>, `?tab=` on /my-info. */
export function tabFromLocation(pathname: string, search: string): string | null {
  const match = pathname.match(/^\/people\/(?:staff|contractor)\/\d+\/([a-z-]+)\/?$/)
  if (match) return match[1]
  return new URLSearchParams(search).get('tab')
}

/** The URL of a tab: the route table's path for staff, a query parameter for the own view. */
export const tabUrl = (personId: number, tab: string, self: boolean) =>
  (self ? `/my-info?tab=${tab}` : `/people/staff/${personId}/${tab}`)
