import db from '@adonisjs/lucid/services/db'
import { generatePaycycles, type PayFrequency } from '@hr/shared/payroll'
import { recordEvent } from '#services/audit'
import type { Tenancy } from '#services/tenancy'
import { defineEffects } from '#workflow/effects'
import { giveLeaveBack, payLeave } from './leave_in_payroll.js'
import { assertPaidWithRegister } from './report_access.js'
import { withdrawPayslips } from './payslips.js'
import { cancelPayslipRuns } from './payslip_jobs.js'
import { expensesBackToProcessed, expensesPaid } from '#services/expenses/expense_in_payroll'

/**
 * The stage machine's effects (declared in shared payroll/stages.ts; run by the kernel for
 * POST /api/paycycle/:id/stage, logged with who and when, which the cycle page shows per step).
 */
defineEffects('paycycle', {
  /** Every hand move leaves approval's level behind; a move to post-pay needs the register it pays by. */
  approval_level: {
    async prepare(ctx) {
      await assertPaidWithRegister(ctx.trx, ctx.lang, Number(ctx.row.id), ctx.to!)
      ctx.set.approval_level = 0
    },
  },
  /** Back before approval: the cycle's requested or given approval is withdrawn and what it took in goes back. */
  withdraw_approval: {
    async apply(ctx) {
      const cycle = ctx.row
      await ctx.trx.from('payroll_reports').where('paycycle_id', Number(cycle.id)).whereIn('status', ['approval_requested', 'approved'])
        .update({ status: 'generated', updated_at: new Date().toISOString() })
      await giveLeaveBack(ctx.trx, cycle, ctx.tenancy.user.id)
      await cancelPayslipRuns(ctx.trx, Number(cycle.id))
      await withdrawPayslips(ctx.trx, Number(cycle.id))
      await expensesBackToProcessed(ctx.trx, cycle, ctx.tenancy.user.id)
    },
  },
  /** The payment step done: the leave and the expenses the cycle took in are paid. */
  paid: {
    async apply(ctx) {
      await payLeave(ctx.trx, ctx.row, ctx.tenancy.user.id)
      await expensesPaid(ctx.trx, ctx.row, ctx.tenancy.user.id)
    },
  },
})

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
