import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { can, expenseReportActionRefusal, getResource, EXPENSE_REPORT_ACTIONS, EXPENSE_REPORT_EFFECTS, type ExpenseReportAction } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { serializeRow } from '#resources/serializer'
import { recordEvent } from '#services/audit'
import { translate } from '#services/i18n'
import { notifyUser } from '#services/notifications'
import type { Tenancy } from '#services/tenancy'
import { tenantUsers } from '#services/tenant_users'
import { refuse } from '#exceptions/refuse'
import { convertReport, releaseClaims } from './report_lines.js'

/**
 * POST /api/expense-report/:id/action (issue 15). The shared table decides which actions the
 * report's state allows and what each does to its claims; here: who may fire them (payroll users
 * keep the report, the users it is shared with confirm it), their inputs, and one transaction per
 * action with its audit entry. The report row is read again under the transaction and moved by a
 * conditional update, so a repeated or concurrent action is applied once.
 */
type Row = Record<string, any>
interface ActionInput { action?: unknown; user_ids?: unknown; paycycle_id?: unknown }

/** Stages a paycycle still takes inputs in: before its payroll is approved. */
const OPEN_STAGES = ['not_started', 'change_data', 'calculation']

const invalid = (lang: string, field: string, rule: string, key: string) =>
  ApiError.unprocessable('validation_failed', [{ field, rule, message: translate(lang, key, { field }) }])

function parseInput(lang: string, input: ActionInput) {
  const action = input.action
  if (typeof action !== 'string' || !(EXPENSE_REPORT_ACTIONS as readonly string[]).includes(action)) {
    throw invalid(lang, 'action', action == null || action === '' ? 'required' : 'enum', action == null || action === '' ? 'validation.required' : 'validation.enum')
  }
  let userIds: number[] = []
  if (action === 'share') {
    if (!Array.isArray(input.user_ids) || input.user_ids.length > 200 || !input.user_ids.every((u) => Number.isSafeInteger(u) && Number(u) > 0)) {
      throw invalid(lang, 'user_ids', 'array', 'messages.expense_report_share_invalid')
    }
    userIds = [...new Set(input.user_ids.map(Number))]
  }
  const paycycleId = input.paycycle_id == null || input.paycycle_id === '' ? null : Number(input.paycycle_id)
  if (paycycleId !== null && !(Number.isSafeInteger(paycycleId) && paycycleId > 0)) throw invalid(lang, 'paycycle_id', 'integer', 'validation.withoutDecimals')
  return { action: action as ExpenseReportAction, userIds, paycycleId }
}

export async function reportAction(t: Tenancy, lang: string, report: Row, input: ActionInput) {
  const { action, userIds, paycycleId } = parseInput(lang, input)
  const manages = can(t.user.roleSubject(), 'update', getResource('expense_report'), report)
  if (action !== 'confirm' && !manages) throw ApiError.forbidden('forbidden')
  return db.transaction(async (trx) => {
    const lock = <Q extends { forUpdate(): Q }>(q: Q) => (trx.dialect.name === 'postgres' ? q.forUpdate() : q)
    const current = await lock(trx.from('expense_reports').where('id', Number(report.id))).firstOrFail()
    const state = { status: String(current.status), locked: !!current.locked }
    const refusal = expenseReportActionRefusal(state, action)
    if (refusal) refuse(lang, refusal, 'action', 'transition')
    const now = new Date().toISOString()
    const effect = EXPENSE_REPORT_EFFECTS[action]
    const moveReport = async (extra: Row = {}) => {
      const changed = await trx.from('expense_reports').where({ id: Number(current.id), status: state.status, locked: state.locked })
        .update({ ...(effect.status ? { status: effect.status } : {}), ...(effect.locked !== undefined ? { locked: effect.locked } : {}), ...extra, updated_at: now })
      if (!(Array.isArray(changed) ? changed.length : Number(changed))) refuse(lang, 'expense_report_changed', 'action', 'transition')
    }
    const moveItems = (extra: Row = {}) => effect.items
      ? trx.from('expenses').where('expense_report_id', Number(current.id)).whereIn('status', effect.items.from).update({ status: effect.items.to, ...extra, updated_at: now })
      : Promise.resolve()
    const resetConfirmations = () => trx.from('expense_report_shares').where('report_id', Number(current.id)).update({ confirmed_at: null })
    let details: Row = {}
    switch (action) {
      case 'share': {
        const allowed = await tenantUsers(trx, Number(current.customer_id), userIds)
        if (allowed.length !== userIds.length) refuse(lang, 'expense_report_share_invalid', 'user_ids', 'exists')
        const before = new Set((await trx.from('expense_report_shares').where('report_id', Number(current.id)).select('user_id')).map((r) => Number(r.user_id)))
        // The list replaces the last one; users kept keep their confirmation.
        await trx.from('expense_report_shares').where('report_id', Number(current.id)).whereNotIn('user_id', userIds.length ? userIds : [0]).delete()
        const added = userIds.filter((id) => !before.has(id))
        if (added.length) await trx.table('expense_report_shares').multiInsert(added.map((user_id) => ({ report_id: Number(current.id), user_id, confirmed_at: null })))
        for (const u of added) {
          await notifyUser(trx, u, { kind: 'expense_report_shared', customerId: Number(current.customer_id), link: `/expenses/reports/${current.id}`, params: { name: current.name } })
        }
        details = { user_ids: userIds }
        break
      }
      case 'lock': {
        const { missing, item_count: count } = await convertReport(trx, current)
        if (!count) refuse(lang, 'expense_report_empty', 'action', 'empty')
        if (missing.length) refuse(lang, 'expense_report_rates_missing', 'action', 'rates', { currencies: missing.join(', ') })
        await moveReport()
        await moveItems()
        await resetConfirmations()
        break
      }
      case 'unlock':
        await moveReport()
        await moveItems()
        await resetConfirmations()
        break
      case 'confirm': {
        const mine = await trx.from('expense_report_shares').where({ report_id: Number(current.id), user_id: t.user.id }).first()
        if (!mine) throw ApiError.forbidden('expense_report_confirm_forbidden')
        if (mine.confirmed_at) refuse(lang, 'expense_report_confirmed_already', 'action', 'transition')
        await trx.from('expense_report_shares').where('id', Number(mine.id)).update({ confirmed_at: now })
        const waiting = await trx.from('expense_report_shares').where('report_id', Number(current.id)).whereNull('confirmed_at').count('* as n').first()
        // The last confirmation confirms the report and its claims.
        if (Number(waiting?.n ?? 0) === 0) {
          await moveReport()
          await moveItems()
          details = { report_confirmed: true }
          if (current.created_by) {
            await notifyUser(trx, Number(current.created_by), { kind: 'expense_report_confirmed', customerId: Number(current.customer_id), link: `/expenses/reports/${current.id}`, params: { name: current.name } })
          }
        }
        break
      }
      case 'cancel':
        await moveReport()
        await releaseClaims(trx, Number(current.id), effect.items!.from)
        await trx.from('expense_reports').where('id', Number(current.id)).update({ total: 0, item_count: 0 })
        break
      case 'generate': {
        const cycleId = paycycleId ?? (current.paycycle_id ? Number(current.paycycle_id) : null)
        if (!cycleId) refuse(lang, 'expense_report_paycycle_required', 'paycycle_id', 'required')
        // Locked: a cycle moving on past calculation meanwhile waits, or is seen closed here.
        const cycle = await lock(trx.from('paycycles').where({ id: cycleId!, customer_id: Number(current.customer_id) })).first()
        if (!cycle) refuse(lang, 'record_not_found', 'paycycle_id', 'exists')
        if (!OPEN_STAGES.includes(String(cycle.stage))) refuse(lang, 'expense_paycycle_closed', 'paycycle_id', 'stage', { paycycle: cycle.name })
        await moveReport({ paycycle_id: cycleId })
        await moveItems({ paycycle_id: cycleId })
        details = { paycycle_id: cycleId }
        break
      }
    }
    await recordEvent(trx, {
      customerId: Number(current.customer_id), userId: t.user.id, entityName: 'expense_report', entityId: Number(current.id), action,
      actionInfo: JSON.stringify({ from: state, ...details }),
    })
    return reportRow(trx, Number(current.id))
  })
}

/** The report as the API shows it (the catalogue's serializer; access was checked before the action). */
async function reportRow(trx: TransactionClientContract, id: number) {
  return serializeRow(getResource('expense_report'), await trx.from('expense_reports').where('id', id).firstOrFail())
}
