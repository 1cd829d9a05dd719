import { EXPENSE_REPORT_EFFECTS, type ExpenseReportAction } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { refuse } from '#exceptions/refuse'
import { translate } from '#services/i18n'
import { notifyUser } from '#services/notifications'
import { tenantUsers } from '#services/tenant_users'
import { defineEffects, type MoveContext } from '#workflow/effects'
import { convertReport, releaseClaims } from './report_lines.js'

/**
 * The expense report workflow's effects (declared in shared expense-workflow.ts; run by the kernel
 * for POST /api/expense-report/:id/action). The kernel judged the report's status and who may act;
 * here the lock, each action's input, and what it does to the report's claims (EXPENSE_REPORT_EFFECTS),
 * in the move's transaction. The kernel's conditional update matches status and lock as read, so a
 * repeated or concurrent action applies once.
 */

/** Stages a paycycle still takes inputs in: before its payroll is approved. */
const OPEN_STAGES = ['not_started', 'change_data', 'calculation']

const locked = (ctx: MoveContext) => ctx.row.locked === true || ctx.row.locked === 1
const reportId = (ctx: MoveContext) => Number(ctx.row.id)

/** The audit entry names the state the action started from, as it always has (status and lock). */
const fromState = (ctx: MoveContext, details: Record<string, unknown> = {}) => {
  ctx.audit = { from: { status: ctx.from, locked: locked(ctx) }, ...details }
}

/** The report's claims in the action's from-statuses move to its to-status. */
async function moveItems(ctx: MoveContext, extra: Record<string, unknown> = {}) {
  const items = EXPENSE_REPORT_EFFECTS[ctx.move.action as ExpenseReportAction].items
  if (!items) return
  await ctx.trx.from('expenses').where('expense_report_id', reportId(ctx)).whereIn('status', items.from)
    .update({ status: items.to, ...extra, updated_at: new Date().toISOString() })
}

/** A lock or an unlock asks every shared user to confirm again. */
const resetConfirmations = (ctx: MoveContext) => ctx.trx.from('expense_report_shares').where('report_id', reportId(ctx)).update({ confirmed_at: null })

function sharedUsers(ctx: MoveContext): number[] {
  const ids = ctx.body.user_ids
  if (!Array.isArray(ids) || ids.length > 200 || !ids.every((u) => Number.isSafeInteger(u) && Number(u) > 0)) {
    throw ApiError.unprocessable('validation_failed', [{ field: 'user_ids', rule: 'array', message: translate(ctx.lang, 'messages.expense_report_share_invalid', { field: 'user_ids' }) }])
  }
  return [...new Set(ids.map(Number))]
}

defineEffects('expense_report', {
  /** The list replaces the last one; users kept keep their confirmation, new ones are told. */
  share: {
    async prepare(ctx) {
      const userIds = sharedUsers(ctx)
      const allowed = await tenantUsers(ctx.trx, Number(ctx.row.customer_id), userIds)
      if (allowed.length !== userIds.length) refuse(ctx.lang, 'expense_report_share_invalid', 'user_ids', 'exists')
      const before = new Set((await ctx.trx.from('expense_report_shares').where('report_id', reportId(ctx)).select('user_id')).map((r) => Number(r.user_id)))
      await ctx.trx.from('expense_report_shares').where('report_id', reportId(ctx)).whereNotIn('user_id', userIds.length ? userIds : [0]).delete()
      const added = userIds.filter((id) => !before.has(id))
      if (added.length) await ctx.trx.table('expense_report_shares').multiInsert(added.map((user_id) => ({ report_id: reportId(ctx), user_id, confirmed_at: null })))
      for (const u of added) {
        await notifyUser(ctx.trx, u, { kind: 'expense_report_shared', customerId: Number(ctx.row.customer_id), link: `/expenses/reports/${ctx.row.id}`, params: { name: ctx.row.name } })
      }
      fromState(ctx, { user_ids: userIds })
    },
  },
  /** Locked: its claims are converted at the report's rates (every currency needs one) and wait for confirmation. */
  lock: {
    async prepare(ctx) {
      if (locked(ctx)) refuse(ctx.lang, 'expense_report_locked', 'action', 'transition')
      const { missing, item_count: count } = await convertReport(ctx.trx, ctx.row)
      if (!count) refuse(ctx.lang, 'expense_report_empty', 'action', 'empty')
      if (missing.length) refuse(ctx.lang, 'expense_report_rates_missing', 'action', 'rates', { currencies: missing.join(', ') })
      ctx.set.locked = true
      fromState(ctx)
    },
    async apply(ctx) {
      await moveItems(ctx)
      await resetConfirmations(ctx)
    },
  },
  unlock: {
    prepare(ctx) {
      if (!locked(ctx)) refuse(ctx.lang, 'expense_report_not_locked', 'action', 'transition')
      ctx.set.locked = false
      fromState(ctx)
    },
    async apply(ctx) {
      await moveItems(ctx)
      await resetConfirmations(ctx)
    },
  },
  /** A shared user confirms once; the last confirmation confirms the report and its claims. */
  confirm: {
    async prepare(ctx) {
      if (!locked(ctx)) refuse(ctx.lang, 'expense_report_not_locked', 'action', 'transition')
      const mine = await ctx.trx.from('expense_report_shares').where({ report_id: reportId(ctx), user_id: ctx.tenancy.user.id }).first()
      if (!mine) throw ApiError.forbidden('expense_report_confirm_forbidden')
      if (mine.confirmed_at) refuse(ctx.lang, 'expense_report_confirmed_already', 'action', 'transition')
      await ctx.trx.from('expense_report_shares').where('id', Number(mine.id)).update({ confirmed_at: new Date().toISOString() })
      const waiting = await ctx.trx.from('expense_report_shares').where('report_id', reportId(ctx)).whereNull('confirmed_at').count('* as n').first()
      const last = Number(waiting?.n ?? 0) === 0
      if (last) ctx.set.status = EXPENSE_REPORT_EFFECTS.confirm.status
      ctx.state.confirmed = last
      fromState(ctx, last ? { report_confirmed: true } : {})
    },
    async apply(ctx) {
      if (!ctx.state.confirmed) return
      await moveItems(ctx)
      if (ctx.row.created_by) {
        await notifyUser(ctx.trx, Number(ctx.row.created_by), { kind: 'expense_report_confirmed', customerId: Number(ctx.row.customer_id), link: `/expenses/reports/${ctx.row.id}`, params: { name: ctx.row.name } })
      }
    },
  },
  /** Canceled: its claims are released back to approved, to be taken into another report. */
  cancel: {
    prepare(ctx) {
      Object.assign(ctx.set, { locked: false, total: 0, item_count: 0 })
      fromState(ctx)
    },
    apply: (ctx) => releaseClaims(ctx.trx, reportId(ctx), EXPENSE_REPORT_EFFECTS.cancel.items!.from),
  },
  /** Generated into a paycycle still taking inputs (locked meanwhile: a cycle moving on waits, or is seen closed here). */
  generate: {
    async prepare(ctx) {
      const cycleId = ctx.input.paycycle_id != null ? Number(ctx.input.paycycle_id) : ctx.row.paycycle_id ? Number(ctx.row.paycycle_id) : null
      if (!cycleId) refuse(ctx.lang, 'expense_report_paycycle_required', 'paycycle_id', 'required')
      if (!(cycleId! > 0)) {
        throw ApiError.unprocessable('validation_failed', [{ field: 'paycycle_id', rule: 'integer', message: translate(ctx.lang, 'validation.withoutDecimals', { field: 'paycycle_id' }) }])
      }
      const query = ctx.trx.from('paycycles').where({ id: cycleId!, customer_id: Number(ctx.row.customer_id) })
      const cycle = await (ctx.trx.dialect.name === 'postgres' ? query.forUpdate() : query).first()
      if (!cycle) refuse(ctx.lang, 'record_not_found', 'paycycle_id', 'exists')
      if (!OPEN_STAGES.includes(String(cycle.stage))) refuse(ctx.lang, 'expense_paycycle_closed', 'paycycle_id', 'stage', { paycycle: cycle.name })
      ctx.set.paycycle_id = cycleId
      fromState(ctx, { paycycle_id: cycleId })
    },
    async apply(ctx) {
      await moveItems(ctx, { paycycle_id: ctx.set.paycycle_id })
    },
  },
})
