import { timesheetHours } from '@hr/shared'
import type { HookContext, ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import { refuse } from '#exceptions/refuse'

/**
 * A timesheet day's total hours are the server's (issue 43 §3): with a start and an end time the
 * total is end − start − absence, by the shared timesheetHours() the screens show, whatever total
 * the client sent; without both times (they are optional, domain §5) the entered total stands.
 * Absence beyond the hours between the times is refused on absence_hours; an end before the start
 * is left to the catalogue's own rule on end_time.
 */
function derive(ctx: HookContext, row: Record<string, unknown>, data: Record<string, unknown>) {
  const { total, problem } = timesheetHours(row)
  if (problem === 'timesheet_absence_exceeds') refuse(ctx.lang, problem, 'absence_hours', problem)
  if (total !== null) data.total_hours = total
}

export const timesheetHooks: ResourceHooks = {
  async beforeCreate(ctx, data) {
    derive(ctx, data, data)
  },
  async beforeUpdate(ctx, current, data) {
    derive(ctx, { ...current, ...data }, data)
  },
}

registerHooks('timesheet', timesheetHooks)
