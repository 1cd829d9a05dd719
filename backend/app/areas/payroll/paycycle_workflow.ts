import db from '@adonisjs/lucid/services/db'
import { generatePaycycles, manualStageRefusal, withdrawsApproval, PAYCYCLE_STAGES, type PayFrequency } from '@hr/shared/payroll'
import { ApiError } from '#exceptions/api_error'
import { recordEvent } from '#services/audit'
import { translate } from '#services/i18n'
import type { Tenancy } from '#services/tenancy'
import type { ResourceRepository } from '#resources/repository'
import { refuse } from '#exceptions/refuse'
import { assertPaidWithRegister } from './report_access.js'
import { withdrawPayslips } from './payslips.js'
import { cancelPayslipRuns } from './payslip_jobs.js'
import { runPayrollSeams } from '#services/seams'

/**
 * POST /api/paycycle/:id/stage { to, notes? } (issue 14): the shared stage machine decides the
 * move, judged on the cycle as locked in the move's transaction (of concurrent identical moves one applies), and is
 * logged with who and when, which the cycle page shows per step.
 */
export async function moveStage(repo: ResourceRepository, t: Tenancy, lang: string, current: Record<string, unknown>, input: { to?: unknown; notes?: unknown }) {
  const to = input.to
  if (to === undefined || to === null || to === '') {
    throw ApiError.unprocessable('validation_failed', [{ field: 'to', rule: 'required', message: translate(lang, 'validation.required', { field: 'to' }) }])
  }
  if (typeof to !== 'string' || !(PAYCYCLE_STAGES as readonly string[]).includes(to)) {
    throw ApiError.unprocessable('validation_failed', [{ field: 'to', rule: 'enum', message: translate(lang, 'validation.enum', { field: 'to' }) }])
  }
  if (input.notes !== undefined && input.notes !== null && (typeof input.notes !== 'string' || input.notes.length > 2000)) {
    throw ApiError.unprocessable('validation_failed', [{ field: 'notes', rule: 'maxLength', message: translate(lang, 'validation.maxLength', { field: 'notes', max: 2000 }) }])
  }
  const refusal = manualStageRefusal(String(current.stage), to)
  if (refusal) refuse(lang, refusal, 'to', 'transition')
  return db.transaction(async (trx) => {
    // The cycle as locked: of concurrent moves the first applies and the others meet the stage
    // machine's refusal; what the move withdraws or pays follows the locked cycle.
    const cycle = await repo.withClient(trx).findLocked(current.id)
    const from = String(cycle.stage)
    const lockedRefusal = manualStageRefusal(from, to)
    if (lockedRefusal) refuse(lang, lockedRefusal, 'to', 'transition')
    await assertPaidWithRegister(trx, lang, Number(cycle.id), to)
    const now = new Date().toISOString()
    const changed = await trx.from('paycycles').where('id', Number(cycle.id)).where('stage', from)
      .update({ stage: to, approval_level: 0, updated_at: now })
    if (!(Array.isArray(changed) ? changed.length : Number(changed))) refuse(lang, 'paycycle_stage_invalid', 'to', 'transition')
    if (withdrawsApproval(to)) {
      await trx.from('payroll_reports').where('paycycle_id', Number(cycle.id)).whereIn('status', ['approval_requested', 'approved']).update({ status: 'generated', updated_at: now })
      // What the areas had brought into the cycle (its leave, its expenses) is given back.
      await runPayrollSeams('onWithdrawn', trx, cycle, t.user.id)
      await cancelPayslipRuns(trx, Number(cycle.id))
      await withdrawPayslips(trx, Number(cycle.id))
    }
    // The payment step done: the leave and the expenses the cycle took in are paid.
    if (from === 'payment' && to === 'post_pay') {
      await runPayrollSeams('onPaid', trx, cycle, t.user.id)
    }
    await recordEvent(trx, {
      customerId: Number(cycle.customer_id), userId: t.user.id, entityName: 'paycycle', entityId: Number(cycle.id), action: 'stage',
      actionInfo: JSON.stringify({ from, to, ...(typeof input.notes === 'string' && input.notes.trim() ? { notes: input.notes.trim() } : {}) }),
    })
    return repo.withClient(trx).find(cycle.id)
  })
}

/**
 * POST /api/payroll/:id/paycycles { year }: the year's regular paycycles from the payroll's
 * frequency and pay day (shared generatePaycycles); periods that already have one are skipped,
 * also those a concurrent call fills first (the answer counts the cycles this call made).
 */
export async function generateYear(t: Tenancy, payroll: Record<string, unknown>, year: number) {
  const cycles = generatePaycycles(year, payroll.frequency as PayFrequency, { payDayOfMonth: payroll.pay_day_of_month ? Number(payroll.pay_day_of_month) : undefined })
  return db.transaction(async (trx) => {
    const existing = new Set((await trx.from('paycycles').where({ payroll_id: Number(payroll.id), kind: 'regular' }).select('period_start'))
      .map((r) => String(r.period_start).slice(0, 10)))
    const now = new Date().toISOString()
    const rows = cycles.filter((c) => !existing.has(c.period_start)).map((c) => ({
      customer_id: Number(payroll.customer_id), payroll_id: Number(payroll.id), name: `${payroll.name} ${c.period_start} – ${c.period_end}`.slice(0, 100),
      kind: 'regular', stage: 'not_started', approval_level: 0, ...c, created_at: now, updated_at: now,
    }))
    // A period another generation filled meanwhile is skipped by the unique index
    // (paycycles_regular_period_unique), so parallel calls together make each cycle once.
    const inserted: unknown[] = []
    for (const row of rows) {
      const insert = trx.insertQuery().table('paycycles').insert(row)
      insert.knexQuery.onConflict().ignore()
      inserted.push(...(await insert.returning('id')))
    }
    await recordEvent(trx, { customerId: Number(payroll.customer_id), userId: t.user.id, entityName: 'payroll', entityId: Number(payroll.id), action: 'generate_paycycles', actionInfo: JSON.stringify({ year, created: inserted.length }) })
    return inserted.length
  })
}
