import type { leave, LeaveBalanceItem, RowOf } from '@hr/shared'
import { apiGet, apiPost, type ListEnvelope } from '../../providers/http-calls'

/** A leave request as GET /api/leave returns it (days as one-decimal text): the declaration's row. */
export type LeaveRow = RowOf<typeof leave>

export type BalanceItem = LeaveBalanceItem

export interface LeaveSettings { allow_negative: boolean; day_count: 'working' | 'calendar'; carry_over_max: string; carry_over_expiry: string }

export interface LeaveFilters {
  personIds?: number[]
  leaveTypeIds?: number[]
  statuses?: string[]
  /** leave overlapping [from, to] */
  from?: string | null
  to?: string | null
}

/** Leave requests by the list convention; a period is every request that overlaps it. */
export function listLeave(filters: LeaveFilters, perPage = 500) {
  const qs = new URLSearchParams({ 'external[page]': '1', 'external[per_page]': String(perPage), sort: 'start_date' })
  if (filters.personIds?.length) qs.set('filter[person_id]', filters.personIds.join(','))
  if (filters.leaveTypeIds?.length) qs.set('filter[leave_type_id]', filters.leaveTypeIds.join(','))
  if (filters.statuses?.length) qs.set('filter[status]', filters.statuses.join(','))
  if (filters.from) qs.set('filter[end_date]', `${filters.from}..`)
  if (filters.to) qs.set('filter[start_date]', `..${filters.to}`)
  return apiGet<ListEnvelope<LeaveRow>>('/leave', qs.toString())
}

export const leaveBalance = (personId: number, year: number) =>
  apiGet<{ items: BalanceItem[] }>('/leave/balance', new URLSearchParams({ person_id: String(personId), year: String(year) }).toString())

export const leaveDays = (q: { person_id: number; leave_type_id?: number; start_date: string; end_date: string; session: string }) =>
  apiGet<{ total_days: string }>('/leave/days', new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString())

export const leaveSettings = () => apiGet<LeaveSettings>('/leave-setting')
export const saveLeaveSettings = (body: Partial<LeaveSettings>) => apiPost<LeaveSettings>('/leave-setting', body)

export interface Holiday { id: number; name: string; date: string; country: string; region: string | null }

/** The public holidays of a country between two dates (the data cloud's list: national and each region's). */
export const holidaysOf = (country: string, from: string, to: string) =>
  apiGet<ListEnvelope<Holiday>>('/public-holiday', new URLSearchParams({ 'filter[country]': country, 'filter[date]': `${from}..${to}`, 'external[per_page]': '1000', sort: 'date' }).toString())
    .then((r) => r.items)

/** A person's holiday on a day: the country's national one, or their region's own. */
export function holidayIndex(holidays: readonly Holiday[]) {
  const map = new Map<string, Holiday>()
  for (const h of holidays) map.set(`${h.country.toUpperCase()}:${h.region ?? ''}:${h.date}`, h)
  return (person: { country: string | null; region?: string | null }, date: string) => {
    if (!person.country) return undefined
    const country = person.country.toUpperCase()
    return map.get(`${country}::${date}`) ?? (person.region ? map.get(`${country}:${person.region}:${date}`) : undefined)
  }
}

/** Query keys: every time-off query starts with 'time-off', so a change refreshes them all. */
export const TIME_OFF_KEY = 'time-off'
