import { can, hasAccessAdmin, mayReadPayslips, type AccessRecord, type RoleSubject } from '@hr/shared'

/** The person tabs in display order (shell §2.1 STAFF_TABS). */
export const TAB_ORDER = ['personal', 'employment', 'work', 'bank', 'docs', 'system', 'timesheet', 'manage-country',
  'payroll', 'time-off', 'expense', 'insurance', 'mobility'] as const
export type PersonTabKey = (typeof TAB_ORDER)[number]

/** Tabs that make no sense in the employee's own view (/my-info): administration of the record. */
const NOT_SELF = new Set<string>(['system', 'manage-country'])

/**
 * Which tabs a viewer sees for a person, from the same `can()` the API enforces: personal data
 * needs the person, bank data the bank privilege (or being that person), documents the document
 * rules, the system tab access_admin. Tabs of later issues follow the person's visibility.
 */
export function visibleTabs(user: RoleSubject | null, person: AccessRecord & { id: number }, self: boolean): PersonTabKey[] {
  if (!user || !can(user, 'show', 'people', person)) return []
  const owned = { person_id: person.id, user_id: undefined }
  return TAB_ORDER.filter((tab) => {
    if (self && NOT_SELF.has(tab)) return false
    switch (tab) {
      case 'bank': return can(user, 'list', 'bank_account', owned)
      case 'docs': return can(user, 'list', 'doc', { ...owned, access_control: 'everyone' })
      case 'system': return hasAccessAdmin(user)
      // HR data tabs need their records (a reporting manager alone does not read a report's terms).
      case 'employment': return can(user, 'list', 'employment_info', owned)
      case 'work': return can(user, 'list', 'work_info', owned)
      case 'manage-country': return can(user, 'list', 'country_record', owned)
      case 'payroll': return can(user, 'list', 'person_pay_item', owned) || mayReadPayslips(user, person.id)
      // Insurance is HR's and the person's (not their manager's); visa cases also their manager's.
      case 'insurance': return can(user, 'list', 'insurance_enrolment', owned)
      case 'mobility': return can(user, 'list', 'mobility_case', owned)
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
