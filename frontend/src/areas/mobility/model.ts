import type { mobilityCase, mobilityComment, paycycle, RowOf } from '@hr/shared'

/**
 * The global mobility rows (issue 16) as the declarations type them: visa cases and their comments
 * (catalogue resources mobility_case and mobility_comment). A case's fees are absent for users who
 * may not read them. Money travels as decimal text, dates as YYYY-MM-DD.
 */
export type MobilityCase = RowOf<typeof mobilityCase>
export type MobilityComment = RowOf<typeof mobilityComment>

/** One move of a case as GET /api/mobility-case/:id/timeline answers it (the status history, not a resource). */
export interface TimelineEntry {
  id: number
  from_status: string | null
  to_status: string
  notes: string | null
  actor_id: number | null
  actor_name: string | null
  created_at: string
}

/** A paycycle a stopped expat may run off in (GET /api/people/:id/run-off-paycycles): the paycycle with its payroll's name. */
export type RunOffPaycycle = Pick<RowOf<typeof paycycle>, 'id' | 'name' | 'stage' | 'period_start' | 'period_end'> & { payroll_name: string }
