import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { approvalStep, type ApprovalState, type PaycycleStage } from '@hr/shared/payroll'
import { PAYROLL_REPORT_ACTIONS, type PayrollReportAction } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { recordEvent } from '#services/audit'
import { translate } from '#services/i18n'
import { notifyUser } from '#services/notifications'
import type { Tenancy } from '#services/tenancy'
import { refuse } from '#exceptions/refuse'
import { calculateCycle, currentRegister, saveVersion } from './register.js'
import { changeReportOf } from './change_report.js'
import { startPayslipRun } from './payslip_jobs.js'
import { enqueueTask } from '#services/jobs/tasks'
import { afterRequest } from '#services/row_security'
import { tenantUsers } from '#services/tenant_users'
import { runPayrollSeams } from '#services/seams'

/**
 * POST /api/payroll-report/:id/action (issue 14, domain §4 "Payroll report"): the report's
 * approval, lock and sharing, and its paycycle's approval step (the shared approvalStep decides
 * the move). Creator-only actions, the approver of the current level, a locked report unchanged.
 */
type Row = Record<string, any>
interface ActionInput { action?: unknown; notes?: unknown; user_ids?: unknown }

const CREATOR_ONLY: readonly PayrollReportAction[] = ['request_approval', 'lock', 'unlock', 'share', 'calculate', 'update_change_report']
/** Actions that change the report's content, refused while it is locked. */
const CHANGES_CONTENT: readonly PayrollReportAction[] = ['calculate', 'update_change_report', 'confirm_change_report']

const invalid = (lang: string, field: string, rule: string, key: string, params: Record<string, unknown> = {}) =>
  ApiError.unprocessable('validation_failed', [{ field, rule, message: translate(lang, key, { field, ...params }) }])

function parseInput(lang: string, input: ActionInput) {
  const action = input.action
  if (action === undefined || action === null || action === '') throw invalid(lang, 'action', 'required', 'validation.required')
  if (typeof action !== 'string' || !(PAYROLL_REPORT_ACTIONS as readonly string[]).includes(action)) throw invalid(lang, 'action', 'enum', 'validation.enum')
  if (input.notes !== undefined && input.notes !== null && (typeof input.notes !== 'string' || input.notes.length > 2000)) {
    throw invalid(lang, 'notes', 'maxLength', 'validation.maxLength', { max: 2000 })
  }
  const notes = typeof input.notes === 'string' && input.notes.trim() ? input.notes.trim() : null
  let userIds: number[] = []
  if (action === 'share' && input.user_ids !== undefined && input.user_ids !== null) {
    if (!Array.isArray(input.user_ids) || input.user_ids.length > 500 || !input.user_ids.every((u) => Number.isSafeInteger(u) && Number(u) > 0)) {
      throw invalid(lang, 'user_ids', 'array', 'messages.payroll_report_share_invalid')
    }
    userIds = [...new Set(input.user_ids.map(Number))]
  }
  return { action: action as PayrollReportAction, notes, userIds }
}

/** The users who approve a payroll at a level (approvers are people; their accounts act). */
async function approverUsers(client: TransactionClientContract, payrollId: number, level: number) {
  return (await client.from('payroll_approvers').join('people', 'people.id', 'payroll_approvers.person_id')
    .where('payroll_approvers.payroll_id', payrollId).where('payroll_approvers.level', level)
    .whereNotNull('people.user_id').whereNull('people.deleted_at').select('people.user_id')).map((r) => Number(r.user_id))
}

async function addReaders(trx: TransactionClientContract, reportId: number, userIds: number[], reason: 'shared' | 'approver') {
  const existing = new Set((await trx.from('payroll_report_readers').where({ report_id: reportId, reason }).select('user_id')).map((r) => Number(r.user_id)))
  const rows = userIds.filter((u) => !existing.has(u)).map((user_id) => ({ report_id: reportId, user_id, reason }))
  if (rows.length) await trx.table('payroll_report_readers').multiInsert(rows)
}

export async function runAction(t: Tenancy, lang: string, report: Row, input: ActionInput) {
  const { action, notes, userIds } = parseInput(lang, input)
  const userId = t.user.id
  if (CREATOR_ONLY.includes(action) && Number(report.created_by) !== userId) throw ApiError.forbidden('payroll_creator_only')
  let jobId: number | null = null
  const answer = await db.transaction(async (trx) => {
    // The row is read again under the transaction: of two concurrent actions, the second sees the first's result.
    // (SQLite serialises writers on its own; PostgreSQL locks the two rows.)
    const lock = <Q extends { forUpdate(): Q }>(q: Q) => (trx.dialect.name === 'postgres' ? q.forUpdate() : q)
    const current = await lock(trx.from('payroll_reports').where('id', report.id)).firstOrFail()
    const cycle = await lock(trx.from('paycycles').where('id', current.paycycle_id)).firstOrFail()
    const locked = current.locked === true || current.locked === 1
    if (locked && CHANGES_CONTENT.includes(action)) refuse(lang, 'payroll_report_locked', 'locked', 'locked')
    const now = new Date().toISOString()
    const setReport = (data: Row) => trx.from('payroll_reports').where('id', current.id).update({ ...data, updated_at: now })
    const setCycle = (stage: PaycycleStage, level: number) => trx.from('paycycles').where('id', cycle.id).update({ stage, approval_level: level, updated_at: now })
    const event = (entityName: string, entityId: number, info: Row) => recordEvent(trx, {
      customerId: Number(current.customer_id), userId, entityName, entityId, action, actionInfo: JSON.stringify({ ...info, ...(notes ? { notes } : {}) }),
    })
    const link = `/payroll/reports/${current.id}`
    let message = `messages.payroll_report_${action}_done`

    switch (action) {
      case 'calculate': {
        if (!['change_data', 'calculation'].includes(cycle.stage)) refuse(lang, 'paycycle_not_calculating', 'stage', 'transition')
        if (!['generated', 'rejected'].includes(current.status)) refuse(lang, 'payroll_report_status_invalid', 'status', 'transition', { status: translate(lang, `enums.report_status.${current.status}`) })
        const version = await saveVersion(trx, current, await calculateCycle(trx, cycle), 'calculated', userId)
        await event('payroll_report', current.id, { version })
        break
      }
      case 'request_approval': {
        if (!['generated', 'rejected'].includes(current.status)) refuse(lang, 'payroll_report_status_invalid', 'status', 'transition', { status: translate(lang, `enums.report_status.${current.status}`) })
        if (!(await currentRegister(trx, current.id))) refuse(lang, 'payroll_register_missing', 'register_version', 'required')
        const levels = (await trx.from('payroll_approvers').where('payroll_id', cycle.payroll_id).select('level')).map((r) => Number(r.level))
        const step = allowed(lang, approvalStep({ stage: cycle.stage, level: Number(cycle.approval_level) }, 'request_approval', levels))
        await setCycle(step.stage, step.level)
        await setReport({ status: 'approval_requested' })
        await grantApprovers(trx, current, cycle.payroll_id, step.level, link)
        await event('paycycle', cycle.id, { from: cycle.stage, to: step.stage, level: step.level, report_id: current.id })
        break
      }
      case 'approve':
      case 'reject': {
        if (cycle.stage !== 'pending_approval' || current.status !== 'approval_requested') refuse(lang, 'payroll_report_status_invalid', 'status', 'transition', { status: translate(lang, `enums.report_status.${current.status}`) })
        const level = Number(cycle.approval_level)
        if (!(await approverUsers(trx, cycle.payroll_id, level)).includes(userId)) throw ApiError.forbidden('payroll_report_not_approver')
        if (action === 'reject' && !notes) refuse(lang, 'payroll_report_reject_notes', 'notes', 'required')
        const levels = (await trx.from('payroll_approvers').where('payroll_id', cycle.payroll_id).select('level')).map((r) => Number(r.level))
        const step = allowed(lang, approvalStep({ stage: 'pending_approval', level }, action, levels))
        await setCycle(step.stage, step.level)
        await event('paycycle', cycle.id, { from: cycle.stage, to: step.stage, level, next_level: step.level, report_id: current.id })
        const params = { report: current.name, level }
        if (action === 'reject') {
          await setReport({ status: 'rejected' })
          await notifyUser(trx, current.created_by, { kind: 'payroll_report_rejected', params: { ...params, notes }, link, customerId: Number(current.customer_id) })
        } else if (step.stage === 'payment') {
          await setReport({ status: 'approved' })
          // The payslips are issued by the queue once this is committed (payslip_jobs.ts); the answer names the job.
          const run = await startPayslipRun(trx, { ...current, status: 'approved' }, cycle, userId)
          jobId = run.taskId
          // The areas' records of the period (its approved leave, its processed expenses) are taken in.
          await runPayrollSeams('onApproved', trx, cycle, userId)
          await notifyUser(trx, current.created_by, { kind: 'payroll_report_approved', params, link, customerId: Number(current.customer_id) })
          message = translate(lang, 'messages.payslips_issuing', { count: run.total })
        } else {
          await grantApprovers(trx, current, cycle.payroll_id, step.level, link)
        }
        break
      }
      case 'lock':
      case 'unlock':
        if (locked === (action === 'lock')) refuse(lang, action === 'lock' ? 'payroll_report_already_locked' : 'payroll_report_not_locked', 'locked', 'transition')
        await setReport({ locked: action === 'lock' })
        await event('payroll_report', current.id, {})
        break
      case 'share': {
        const allowed = userIds.length ? await tenantUsers(trx, Number(current.customer_id), userIds) : []
        if (allowed.length !== userIds.length) refuse(lang, 'payroll_report_share_invalid', 'user_ids', 'exists')
        await trx.from('payroll_report_readers').where({ report_id: current.id, reason: 'shared' }).delete()
        await addReaders(trx, current.id, userIds, 'shared')
        await setReport({ visibility: userIds.length ? 'specific' : 'all' })
        await event('payroll_report', current.id, { user_ids: userIds })
        break
      }
      case 'update_change_report':
        // Regenerating resets manual edits and asks for a new confirmation (domain §4).
        await setReport({ change_report: JSON.stringify(await changeReportOf(trx, cycle)), change_report_confirmed_at: null })
        await event('payroll_report', current.id, {})
        break
      case 'confirm_change_report':
        if (!current.change_report) throw ApiError.conflict('change_report_not_ready')
        await setReport({ change_report_confirmed_at: now })
        await event('payroll_report', current.id, { reconfirmed: !!current.change_report_confirmed_at })
        break
    }
    const updated = await trx.from('payroll_reports').where('id', current.id).first()
    const paycycle = await trx.from('paycycles').where('id', cycle.id).first()
    return { report: updated, paycycle, message: message.startsWith('messages.') ? translate(lang, message) : message }
  })
  if (jobId !== null) {
    const started = jobId
    // Should this fail (or the process stop first), the sweep (jobs/handlers.ts) enqueues it again.
    afterRequest(() => enqueueTask(started).catch((error) => logger.warn({ err: error, job: started }, 'payslip jobs not enqueued yet')))
    return { ...answer, job_id: started }
  }
  return answer
}

function allowed(lang: string, step: ApprovalState | { refusal: string }): ApprovalState {
  if ('refusal' in step) refuse(lang, step.refusal, 'action', 'transition')
  return step as ApprovalState
}

/** Approval requested of a level: its approvers may now read the report, and are told so. */
async function grantApprovers(trx: TransactionClientContract, report: Row, payrollId: number, level: number, link: string) {
  const users = await approverUsers(trx, payrollId, level)
  await addReaders(trx, report.id, users, 'approver')
  for (const user of users) {
    await notifyUser(trx, user, { kind: 'payroll_approval_requested', params: { report: report.name, level }, link, customerId: Number(report.customer_id) })
  }
}

