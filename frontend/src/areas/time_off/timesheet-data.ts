import { useList, type CrudFilter } from '@refinedev/core'
import { MAX_PAGE_SIZE, timesheetHours, type TimesheetHoursProblem } from '@hr/shared'

/** A stored timesheet day as GET /api/timesheet lists it (hours as decimal text). */
export interface TimesheetRow {
  id: number
  person_id: number
  work_date: string
  start_time: string | null
  end_time: string | null
  total_hours: string | number | null
  overtime_hours: string | number | null
  absence_hours: string | number | null
  absence_reason: string | null
  [k: string]: unknown
}

/**
 * The timesheet days of a week through the one data provider: one person's, or every row the
 * reader may list (the API scopes a manager to their team).
 */
export function useTimesheetDays(dates: readonly string[], personId?: number | null) {
  const filters: CrudFilter[] = [{ field: 'work_date', operator: 'between', value: [dates[0], dates[dates.length - 1]] }]
  if (personId) filters.push({ field: 'person_id', operator: 'eq', value: personId })
  return useList<TimesheetRow>({
    resource: 'timesheet',
    filters,
    sorters: [{ field: 'work_date', order: 'asc' }],
    pagination: { mode: 'off', pageSize: MAX_PAGE_SIZE },
  })
}

/** The message key of a day's hours problem, as the API words it. */
export const HOURS_PROBLEM_KEY: Record<TimesheetHoursProblem, string> = {
  timesheet_end_before_start: 'validation.end_time_after_start',
  timesheet_absence_exceeds: 'messages.timesheet_absence_exceeds',
}

/** A day's total as it counts: derived from its times when it has both, else the one entered. */
export function effectiveTotal(day: { start_time?: unknown; end_time?: unknown; absence_hours?: unknown; total_hours?: unknown }) {
  const { total, problem } = timesheetHours(day)
  if (problem) return { total: null, derived: true, problem }
  if (total !== null) return { total, derived: true, problem: null }
  const entered = String(day.total_hours ?? '').trim()
  return { total: entered || null, derived: false, problem: null }
}
