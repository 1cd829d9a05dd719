import type { ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import { refuse } from '#exceptions/refuse'
import { convertReport, defaultRates, gatherClaims, releaseClaims, today } from './report_lines.js'

/**
 * An expense report's generic create, update and delete (issue 15): creating one gathers the
 * approved claims of its period, defaults its rates from the platform's on the report date and
 * converts them; it is changed or removed only while open and unlocked (removing it lets its
 * claims go back to approved). Its workflow is POST /api/expense-report/:id/action.
 */
const reportHooks: ResourceHooks = {
  async beforeCreate(_ctx, record) {
    record.status = 'report_generated'
    record.locked = false
    // Not sent: the rates are today's. Sent empty: left empty (the rates are still today's, see defaultRates).
    if (record.report_date === undefined) record.report_date = today()
  },
  async afterCreate(ctx, created) {
    await gatherClaims(ctx.client, created)
    await defaultRates(ctx.client, created, ctx.tenancy.user.id)
    const { total, item_count: count } = await convertReport(ctx.client, created)
    Object.assign(created, { total, item_count: count })
  },
  async beforeUpdate(ctx, current, data) {
    if (current.status !== 'report_generated' || current.locked) refuse(ctx.lang, 'expense_report_not_editable', 'status', 'locked')
    for (const field of ['period_start', 'period_end', 'currency'] as const) {
      if (data[field] !== undefined && String(data[field]) !== String(current[field])) refuse(ctx.lang, 'expense_report_terms_fixed', field, 'fixed')
    }
  },
  async beforeDelete(ctx, current) {
    if (current.status !== 'report_generated' || current.locked) refuse(ctx.lang, 'expense_report_not_editable', 'status', 'locked')
    await releaseClaims(ctx.client, Number(current.id), ['approved'])
  },
}

registerHooks('expense_report', reportHooks)
