import { hasAccess } from '@hr/shared'
import type { HookContext, ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { translate } from '#services/i18n'
import { ApiError } from '#exceptions/api_error'
import { refuse } from '#exceptions/refuse'
import { payrollCurrencies } from '#services/customer_currency'
import { calculateCycle, saveVersion } from './register.js'

/**
 * The rules of payroll rows the generic writes keep (issue 14): a pay day is a day of the month,
 * an approver level is 1 to 9, a paycycle already under way is not deleted, and a person's pay
 * item with an amount names its currency (one without amount or rate adds nothing until filled in).
 */
const blank = (v: unknown) => v === undefined || v === null || v === ''

registerHooks('payroll', {
  async beforeCreate(ctx, record) {
    payDay(ctx.lang, record)
    await currency(ctx, Number(record.customer_id), record.currency)
  },
  async beforeUpdate(ctx, current, data) {
    payDay(ctx.lang, data)
    if (data.currency !== undefined) await currency(ctx, Number(current.customer_id), data.currency)
  },
  async beforeDelete(ctx, current) {
    // Deleting a payroll would take its cycles, reports and payslips with it: only one whose cycles never started goes.
    const started = await ctx.client.from('paycycles').where('payroll_id', Number(current.id)).whereNot('stage', 'not_started').first()
    if (started) refuse(ctx.lang, 'payroll_has_started_cycles', 'id', 'locked')
  },
} satisfies ResourceHooks)

/** A payroll is paid in one of the payroll currencies or the customer's own (domain §5). */
async function currency(ctx: HookContext, customerId: number, value: unknown) {
  if (blank(value)) return
  const { items, customer_currency: own } = await payrollCurrencies(customerId, ctx.client)
  if (!items.includes(String(value).toUpperCase())) refuse(ctx.lang, 'payroll_currency_invalid', 'currency', 'enum', { own })
}

function payDay(lang: string, data: Record<string, unknown>) {
  const day = data.pay_day_of_month
  if (!blank(day) && (!Number.isInteger(Number(day)) || Number(day) < 1 || Number(day) > 31)) refuse(lang, 'payroll_pay_day_invalid', 'pay_day_of_month', 'range')
}

registerHooks('payroll_approver', {
  async beforeCreate(ctx, record) { level(ctx.lang, record) },
  async beforeUpdate(ctx, _current, data) { level(ctx.lang, data) },
} satisfies ResourceHooks)

function level(lang: string, data: Record<string, unknown>) {
  if (!blank(data.level) && (!Number.isInteger(Number(data.level)) || Number(data.level) < 1 || Number(data.level) > 9)) refuse(lang, 'payroll_approver_level_invalid', 'level', 'range')
}

/**
 * One regular cycle per payroll and period start (the unique index paycycles_regular_period_unique
 * holds it against races; this names the field first): 409, as a taken value is.
 */
async function onePerPeriod(ctx: HookContext, cycle: Record<string, unknown>, selfId?: unknown) {
  if ((cycle.kind ?? 'regular') !== 'regular' || blank(cycle.payroll_id) || blank(cycle.period_start)) return
  const q = ctx.client.from('paycycles').where({ payroll_id: Number(cycle.payroll_id), kind: 'regular', period_start: String(cycle.period_start).slice(0, 10) })
  if (selfId) q.whereNot('id', Number(selfId))
  if (!(await q.first())) return
  const message = translate(ctx.lang, 'messages.duplicate_record')
  throw ApiError.conflict(message, [{ field: 'period_start', rule: 'unique', message }])
}

registerHooks('paycycle', {
  async beforeCreate(ctx, record) {
    await onePerPeriod(ctx, record)
  },
  async beforeUpdate(ctx, current, data) {
    if (['kind', 'payroll_id', 'period_start'].some((f) => f in data)) await onePerPeriod(ctx, { ...current, ...data }, current.id)
  },
  async beforeDelete(ctx, current) {
    // A cycle that has started holds the period's payroll work: it is moved back, never deleted.
    if (current.stage !== 'not_started') refuse(ctx.lang, 'paycycle_started', 'stage', 'locked')
  },
} satisfies ResourceHooks)

/** A change by someone who keeps the item only as the person's data manager waits for a payroll user's approval. */
const approvalOf = (ctx: HookContext) => (hasAccess(ctx.tenancy.user.roleSubject(), 'payroll') ? 'approved' : 'pending')

registerHooks('person_pay_item', {
  async beforeCreate(ctx, record) {
    amountOrRate(ctx.lang, record)
    record.approval_status = approvalOf(ctx)
  },
  async beforeUpdate(ctx, current, data) {
    amountOrRate(ctx.lang, { ...current, ...data })
    data.approval_status = approvalOf(ctx)
  },
} satisfies ResourceHooks)

function amountOrRate(lang: string, row: Record<string, unknown>) {
  if (!blank(row.value) && blank(row.currency)) refuse(lang, 'pay_item_currency_required', 'currency', 'required')
}


registerHooks('payroll_report', {
  // A new report starts with the engine's register of its cycle (version 1).
  async afterCreate(ctx, created) {
    const trx = ctx.client as TransactionClientContract
    const cycle = await trx.from('paycycles').where('id', Number(created.paycycle_id)).firstOrFail()
    await saveVersion(trx, created, await calculateCycle(trx, cycle), 'calculated', ctx.tenancy.user.id)
  },
  async beforeUpdate(ctx, current) {
    if (current.locked === true || current.locked === 1) refuse(ctx.lang, 'payroll_report_locked', 'locked', 'locked')
  },
  async beforeDelete(ctx, current) {
    // A report under or past approval is the cycle's record of what was approved.
    if (current.status === 'approval_requested' || current.status === 'approved') refuse(ctx.lang, 'payroll_report_status_invalid', 'status', 'locked', { status: translate(ctx.lang, `enums.report_status.${current.status}`) })
    if (current.locked === true || current.locked === 1) refuse(ctx.lang, 'payroll_report_locked', 'locked', 'locked')
  },
} satisfies ResourceHooks)
