import { useState } from 'react'
import { useTable } from '@refinedev/antd'
import { useInvalidate, useList, type CrudFilter, type CrudSort } from '@refinedev/core'
import { LEAVE_PENDING, LEAVE_TAKEN, MAX_PAGE_SIZE, type LeaveBalanceItem } from '@hr/shared'
import { useApiGet } from '../../providers/api-hooks'
import { API_URL } from '../../providers/http'
import type { Holiday, LeavePage, LeaveRow, LeaveSettings } from './types'
import { overlapping } from './leave-filters'

/** Rows per page of a request list. */
const LEAVE_PAGE_SIZE = 20

/**
 * A list of requests paged, sorted and filtered by the server (Refine's useTable over the data
 * provider): `filters` are the screen's (people, types, statuses, a period), and a change of them
 * goes back to the first page.
 */
export function useLeavePage(filters: CrudFilter[], order: CrudSort, enabled = true): LeavePage {
  const { tableProps, sorters, currentPage, setCurrentPage } = useTable<LeaveRow>({
    resource: 'leave',
    pagination: { pageSize: LEAVE_PAGE_SIZE },
    sorters: { initial: [order] },
    filters: { permanent: filters },
    syncWithLocation: false,
    queryOptions: { enabled },
  })
  const key = JSON.stringify(filters)
  const [filtered, setFiltered] = useState(key)
  if (key !== filtered) {
    setFiltered(key)
    if (currentPage !== 1) setCurrentPage(1)
  }
  return { tableProps, sorters }
}

/** The statuses a calendar shows: pending and taken (not rejected or cancelled). */
export const LIVE_STATUSES = [...LEAVE_PENDING, ...LEAVE_TAKEN]

/**
 * Every request of a short period (a month's calendar, a week's timesheet), in one read: a grid
 * needs them all, and the period bounds them. `personId` narrows it to one person.
 */
export function useLeaveOfPeriod(from: string, to: string, opts: { personId?: number | null; statuses?: readonly string[]; enabled?: boolean } = {}) {
  const filters: CrudFilter[] = [...overlapping(from, to)]
  if (opts.personId) filters.push({ field: 'person_id', operator: 'eq', value: opts.personId })
  if (opts.statuses?.length) filters.push({ field: 'status', operator: 'in', value: [...opts.statuses] })
  const { result, query } = useList<LeaveRow>({
    resource: 'leave', filters, sorters: [{ field: 'start_date', order: 'asc' }],
    pagination: { mode: 'off', pageSize: MAX_PAGE_SIZE },
    queryOptions: { enabled: opts.enabled ?? true },
  })
  return { rows: result.data, isFetching: query.isFetching }
}

/**
 * The requests still waiting on someone (submitted, or approved with a cancellation asked): the open
 * ones, a working set rather than a history. The API cannot filter on cancel_requested, so the open
 * statuses are read whole and the screen keeps the waiting ones.
 */
export function useOpenLeave() {
  const { result, query } = useList<LeaveRow>({
    resource: 'leave', filters: [{ field: 'status', operator: 'in', value: ['submitted', 'approved'] }],
    sorters: [{ field: 'start_date', order: 'asc' }],
    pagination: { mode: 'off', pageSize: MAX_PAGE_SIZE },
  })
  return { rows: result.data, isFetching: query.isFetching }
}

const NO_HOLIDAYS: Holiday[] = []

/** The public holidays of some countries between two dates (national and each region's). */
export function useHolidays(countries: readonly string[], from: string, to: string) {
  const { result } = useList<Holiday>({
    resource: 'public_holiday',
    filters: [{ field: 'country', operator: 'in', value: [...countries] }, { field: 'date', operator: 'between', value: [from, to] }],
    sorters: [{ field: 'date', order: 'asc' }],
    pagination: { mode: 'off', pageSize: MAX_PAGE_SIZE },
    queryOptions: { enabled: countries.length > 0 },
  })
  return countries.length ? result.data : NO_HOLIDAYS
}

/** A person's balance per leave type for a year (GET /api/leave/balance, from the ledger). */
export const useLeaveBalance = (personId: number, year: number) =>
  useApiGet<{ items: LeaveBalanceItem[] }>('/leave/balance', { query: { person_id: personId, year } })

/** The days a request would count (GET /api/leave/days: the same shared count the create runs). */
export function useLeaveDays(q: { person_id: number; leave_type_id?: number | null; start_date?: string | null; end_date?: string | null; session?: string | null }, enabled: boolean) {
  const query = { ...q, leave_type_id: q.leave_type_id ?? undefined, session: q.session ?? 'full_day' }
  return useApiGet<{ total_days: string }>('/leave/days', { query, enabled: enabled && !!q.start_date && !!q.end_date, keepPrevious: true })
}

export const useLeaveSettings = () => useApiGet<LeaveSettings>('/leave-setting')

/** The area's own reads of the API's endpoints (balances, day counts, settings): /api/leave… */
const isTimeOffRead = (q: { queryKey: readonly unknown[] }) => {
  const [, , kind, params] = q.queryKey as [unknown, unknown, unknown, { url?: unknown } | undefined]
  return kind === 'custom' && typeof params?.url === 'string' && params.url.startsWith(`${API_URL}/leave`)
}

/**
 * After a write or a move: every read that shows leave — the requests, the entitlements and the
 * ledger, the balances and the settings — is read again through Refine's invalidation.
 */
export function useTimeOffRefresh() {
  const invalidate = useInvalidate()
  return () => Promise.all([
    ...['leave', 'leave_entitlement', 'leave_ledger'].map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })),
    invalidate({ invalidates: ['all'], invalidationFilters: { type: 'all', refetchType: 'active', predicate: isTimeOffRead } }),
  ])
}
