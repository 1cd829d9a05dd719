import {
  CONTRACTOR_STATUSES, DEFAULT_CONTRACTOR_LIST_STATUSES, DEFAULT_STAFF_LIST_STATUSES, LIST_PAGE_SIZE, STAFF_STATUSES,
} from '@hr/shared'

/** The people list tabs (domain §2): staff, EOR staff and contractors. */
export type PeopleTab = 'staff' | 'eor' | 'contractor'
export const PEOPLE_TABS: PeopleTab[] = ['staff', 'eor', 'contractor']

export interface PeopleListState {
  tab: PeopleTab
  search: string
  countries: string[]
  statuses: string[]
  page: number
}

/** Staff and contractors have different status sets (domain §4), so each tab has its own options and defaults. */
export const statusOptionsFor = (tab: PeopleTab): readonly string[] => (tab === 'contractor' ? CONTRACTOR_STATUSES : STAFF_STATUSES)
export const defaultStatusesFor = (tab: PeopleTab): string[] =>
  [...(tab === 'contractor' ? DEFAULT_CONTRACTOR_LIST_STATUSES : DEFAULT_STAFF_LIST_STATUSES)]

export const initialListState = (tab: PeopleTab): PeopleListState => ({
  tab, search: '', countries: [], statuses: defaultStatusesFor(tab), page: 1,
})

/**
 * The request for one list state: contractors come from the contractor list, both staff tabs from
 * the staff list split by engagement type (EOR staff are engaged through an EOR; the others are internal).
 */
export function peopleListRequest(state: PeopleListState, companyId?: number | null): { path: string; query: string } {
  const parts: [string, string][] = []
  if (companyId) parts.push(['company_id', String(companyId)])
  const search = state.search.trim()
  if (search) parts.push(['query_string', search])
  parts.push(['external[page]', String(state.page)], ['external[per_page]', String(LIST_PAGE_SIZE)])
  const allowed = new Set(statusOptionsFor(state.tab))
  const statuses = state.statuses.filter((s) => allowed.has(s))
  // An emptied status filter means "every status of this tab", not the server's defaults.
  parts.push(['filter[status]', (statuses.length ? statuses : [...allowed]).join(',')])
  if (state.countries.length) parts.push(['filter[country]', state.countries.join(',')])
  if (state.tab === 'eor') parts.push(['filter[engagement_type]', 'eor'])
  if (state.tab === 'staff') parts.push(['filter[engagement_type]', 'internal,ic'])
  const path = state.tab === 'contractor' ? '/people/contractor-list' : '/people/staff-list'
  return { path, query: parts.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&') }
}

/** Where a row leads (shell §2.1): a contractor to their contractor page; for staff, admins start on the system tab, everyone else on personal info. */
export const personPath = (id: number, isAdmin: boolean, type?: string) =>
  (type === 'contractor' ? `/people/contractor/${id}` : `/people/staff/${id}/${isAdmin ? 'system' : 'personal'}`)
