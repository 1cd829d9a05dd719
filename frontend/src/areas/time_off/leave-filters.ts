import type { CrudFilter } from '@refinedev/core'

/** Requests overlapping [from, to] (either end open): they end on or after `from` and start on or before `to`. */
export const overlapping = (from?: string | null, to?: string | null): CrudFilter[] => [
  ...(from ? [{ field: 'end_date', operator: 'gte' as const, value: from }] : []),
  ...(to ? [{ field: 'start_date', operator: 'lte' as const, value: to }] : []),
]

/** The request list's filters as Refine's: people, leave types and statuses (none chosen: all), and a period. */
export const requestFilters = (f: { personIds: number[]; typeIds: number[]; statuses: string[]; from: string; to: string }): CrudFilter[] => [
  { field: 'person_id', operator: 'in', value: f.personIds },
  { field: 'leave_type_id', operator: 'in', value: f.typeIds },
  { field: 'status', operator: 'in', value: f.statuses },
  ...overlapping(f.from, f.to),
]
