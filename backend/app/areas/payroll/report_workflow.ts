import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import { getResource } from '@hr/shared'
import { approvalStep, type ApprovalState, type PaycycleStage } from '@hr/shared/payroll'
import { ApiError } from '#exceptions/api_error'
import { refuse } from '#exceptions/refuse'
import { ResourceRepository } from '#resources/repository'
import { recordEvent } from '#services/audit'
import { translate } from '#services/i18n'
import { enqueueTask } from '#services/jobs/tasks'
import { notifyUser } from '#services/notifications'
import { afterRequest } from '#services/row_security'
import { runPayrollSeams } from '#services/seams'
import type { Tenancy } from '#services/tenancy'
import { tenantUsers } from '#services/tenant_users'
import { defineEffects, type MoveContext } from '#workflow/effects'
import { runMove } from '#workflow/run_move'
import { changeReportOf } from './change_report.js'
import { startPayslipRun } from './payslip_jobs.js'
import { calculateCycle, currentRegister, saveVersion } from './register.js'

/**
 * The payroll report's effects (its workflow: shared payroll/report-workflow.ts; the kernel runs
 * POST /api/payroll-report/:id/action). The report's row is locked by the kernel; its paycycle is
 * locked here, so of two concurrent approvals the second sees the first's step. Every move answers
 * { report, paycycle, message } and, when the final approval started the payslip run, its job_id.
 */
type Row = Record<string, any>

interface ReportState { report: Row; cycle: Row; message: string; jobId?: number }

/** The report and its cycle as stored (the change report and the cycle's step), under the move's lock. */
async function load(ctx: MoveContext): Promise<ReportState> {
  if (ctx.state.report) return ctx.state as ReportState
  const lock = <Q extends { forUpdate(): Q }>(q: Q) => (ctx.trx.dialect.name === 'postgres' ? q.forUpdate() : q)
  const report = await ctx.trx.from('payroll_reports').where('id', Number(ctx.row.id)).firstOrFail()
  const cycle = await lock(ctx.trx.from('paycycles').where('id', Number(report.paycycle_id))).firstOrFail()
  Object.assign(ctx.state, { report, cycle, message: `messages.payroll_report_${ctx.move.action}_done` })
  // The entry is the effects' own (the approval steps are the cycle's), and so is the answer.
  ctx.audit = false
  ctx.answer = async (moved) => {
    const s = ctx.state as ReportState
    const paycycle = await ctx.trx.from('paycycles').where('id', Number(s.cycle.id)).first()
    const message = s.message.startsWith('messages.') ? translate(ctx.lang, s.message) : s.message
    return { report: moved, paycycle, message, ...(s.jobId !== undefined ? { job_id: s.jobId } : {}) }
  }
  return ctx.state as ReportState
}

const event = (ctx: MoveContext, entityName: string, entityId: number, info: Row) => recordEvent(ctx.trx, {
  customerId: Number(ctx.row.customer_id), userId: ctx.tenancy.user.id, entityName, entityId, action: ctx.move.action,
  actionInfo: JSON.stringify({ ...info, ...(ctx.notes ? { notes: ctx.notes } : {}) }),
})

const setCycle = (ctx: MoveContext, cycle: Row, stage: PaycycleStage, level: number) =>
  ctx.trx.from('paycycles').where('id', cycle.id).update({ stage, approval_level: level, updated_at: new Date().toISOString() })

const levelsOf = async (trx: TransactionClientContract, payrollId: number) =>
  (await trx.from('payroll_approvers').where('payroll_id', payrollId).select('level')).map((r) => Number(r.level))

function allowed(lang: string, step: ApprovalState | { refusal: string }): ApprovalState {
  if ('refusal' in step) refuse(lang, step.refusal, 'action', 'transition')
  return step as ApprovalState
}

const statusRefusal = (ctx: MoveContext): never =>
  refuse(ctx.lang, 'payroll_report_status_invalid', 'status', 'transition', { status: translate(ctx.lang, `enums.report_status.${ctx.from}`) })

/** The users who approve a payroll at a level (approvers are people; their accounts act). */
async function approverUsers(trx: TransactionClientContract, payrollId: number, level: number) {
  return (await trx.from('payroll_approvers').join('people', 'people.id', 'payroll_approvers.person_id')
    .where('payroll_approvers.payroll_id', payrollId).where('payroll_approvers.level', level)
    .whereNotNull('people.user_id').whereNull('people.deleted_at').select('people.user_id')).map((r) => Number(r.user_id))
}

async function addReaders(trx: TransactionClientContract, reportId: number, userIds: number[], reason: 'shared' | 'approver') {
  const existing = new Set((await trx.from('payroll_report_readers').where({ report_id: reportId, reason }).select('user_id')).map((r) => Number(r.user_id)))
  const rows = userIds.filter((u) => !existing.has(u)).map((user_id) => ({ report_id: reportId, user_id, reason }))
  if (rows.length) await trx.table('payroll_report_readers').multiInsert(rows)
}

/** Approval requested of a level: its approvers may now read the report, and are told so. */
async function grantApprovers(trx: TransactionClientContract, report: Row, payrollId: number, level: number) {
  const users = await approverUsers(trx, payrollId, level)
  await addReaders(trx, report.id, users, 'approver')
  for (const user of users) {
    await notifyUser(trx, user, { kind: 'payroll_approval_requested', params: { report: report.name, level }, link: `/payroll/reports/${report.id}`, customerId: Number(report.customer_id) })
  }
}

/** A share's people: ids of users, at most 500 (checked against the tenant in `share`). */
function shareIds(ctx: MoveContext): number[] {
  const ids = ctx.body.user_ids
  if (ids === undefined || ids === null) return []
  if (!Array.isArray(ids) || ids.length > 500 || !ids.every((u) => Number.isSafeInteger(u) && Number(u) > 0)) {
    throw ApiError.unprocessable('validation_failed', [{ field: 'user_ids', rule: 'array', message: translate(ctx.lang, 'messages.payroll_report_share_invalid') }])
  }
  return [...new Set(ids.map(Number))]
}

defineEffects('payroll_report', {
  calculate: {
    async prepare(ctx) {
      const { cycle } = await load(ctx)
      if (!['change_data', 'calculation'].includes(cycle.stage)) refuse(ctx.lang, 'paycycle_not_calculating', 'stage', 'transition')
    },
    async apply(ctx) {
      const { report, cycle } = await load(ctx)
      const version = await saveVersion(ctx.trx, report, await calculateCycle(ctx.trx, cycle), 'calculated', ctx.tenancy.user.id)
      await event(ctx, 'payroll_report', report.id, { version })
    },
  },
  request_approval: {
    async prepare(ctx) {
      const { report, cycle } = await load(ctx)
      if (!(await currentRegister(ctx.trx, report.id))) refuse(ctx.lang, 'payroll_register_missing', 'register_version', 'required')
      ctx.state.step = allowed(ctx.lang, approvalStep({ stage: cycle.stage, level: Number(cycle.approval_level) }, 'request_approval', await levelsOf(ctx.trx, cycle.payroll_id)))
    },
    async apply(ctx) {
      const { report, cycle } = await load(ctx)
      const step = ctx.state.step as ApprovalState
      await setCycle(ctx, cycle, step.stage, step.level)
      await grantApprovers(ctx.trx, report, cycle.payroll_id, step.level)
      await event(ctx, 'paycycle', cycle.id, { from: cycle.stage, to: step.stage, level: step.level, report_id: report.id })
    },
  },
  /** Approve or reject at the cycle's current level, by that level's approvers; the last approval starts the payslips. */
  decide: {
    async prepare(ctx) {
      const { cycle } = await load(ctx)
      if (cycle.stage !== 'pending_approval') statusRefusal(ctx)
      const level = Number(cycle.approval_level)
      if (!(await approverUsers(ctx.trx, cycle.payroll_id, level)).includes(ctx.tenancy.user.id)) throw ApiError.forbidden('payroll_report_not_approver')
      const step = allowed(ctx.lang, approvalStep({ stage: 'pending_approval', level }, ctx.move.action as 'approve' | 'reject', await levelsOf(ctx.trx, cycle.payroll_id)))
      ctx.state.step = step
      if (ctx.move.action === 'approve' && step.stage === 'payment') ctx.set.status = 'approved'
    },
    async apply(ctx) {
      const s = await load(ctx)
      const { report, cycle } = s
      const step = ctx.state.step as ApprovalState
      const level = Number(cycle.approval_level)
      await setCycle(ctx, cycle, step.stage, step.level)
      await event(ctx, 'paycycle', cycle.id, { from: cycle.stage, to: step.stage, level, next_level: step.level, report_id: report.id })
      const params = { report: report.name, level }
      const note = { link: `/payroll/reports/${report.id}`, customerId: Number(report.customer_id) }
      if (ctx.move.action === 'reject') {
        await notifyUser(ctx.trx, report.created_by, { kind: 'payroll_report_rejected', params: { ...params, notes: ctx.notes }, ...note })
      } else if (step.stage === 'payment') {
        // The payslips are issued by the queue once this is committed (payslip_jobs.ts); the answer names the job.
        const run = await startPayslipRun(ctx.trx, { ...report, status: 'approved' }, cycle, ctx.tenancy.user.id)
        s.jobId = run.taskId
        // The areas' records of the period (its approved leave, its processed expenses) are taken in.
        await runPayrollSeams('onApproved', ctx.trx, cycle, ctx.tenancy.user.id)
        await notifyUser(ctx.trx, report.created_by, { kind: 'payroll_report_approved', params, ...note })
        s.message = translate(ctx.lang, 'messages.payslips_issuing', { count: run.total })
        const started = run.taskId
        // Should this fail (or the process stop first), the sweep (jobs/handlers.ts) enqueues it again.
        ctx.afterCommit.push(() => afterRequest(() => enqueueTask(started).catch((error) => logger.warn({ err: error, job: started }, 'payslip jobs not enqueued yet'))))
      } else {
        await grantApprovers(ctx.trx, report, cycle.payroll_id, step.level)
      }
    },
  },
  lock: {
    async prepare(ctx) {
      await load(ctx)
      ctx.set.locked = ctx.move.action === 'lock'
    },
    apply: (ctx) => event(ctx, 'payroll_report', Number(ctx.row.id), {}),
  },
  share: {
    async prepare(ctx) {
      const userIds = shareIds(ctx)
      const { report } = await load(ctx)
      const known = userIds.length ? await tenantUsers(ctx.trx, Number(report.customer_id), userIds) : []
      if (known.length !== userIds.length) refuse(ctx.lang, 'payroll_report_share_invalid', 'user_ids', 'exists')
      ctx.state.userIds = userIds
      ctx.set.visibility = userIds.length ? 'specific' : 'all'
    },
    async apply(ctx) {
      const userIds = ctx.state.userIds as number[]
      await ctx.trx.from('payroll_report_readers').where({ report_id: Number(ctx.row.id), reason: 'shared' }).delete()
      await addReaders(ctx.trx, Number(ctx.row.id), userIds, 'shared')
      await event(ctx, 'payroll_report', Number(ctx.row.id), { user_ids: userIds })
    },
  },
  /** Regenerating resets manual edits and asks for a new confirmation (domain §4). */
  update_change_report: {
    async prepare(ctx) {
      const { cycle } = await load(ctx)
      Object.assign(ctx.set, { change_report: JSON.stringify(await changeReportOf(ctx.trx, cycle)), change_report_confirmed_at: null })
    },
    apply: (ctx) => event(ctx, 'payroll_report', Number(ctx.row.id), {}),
  },
  confirm_change_report: {
    async prepare(ctx) {
      const { report } = await load(ctx)
      if (!report.change_report) throw ApiError.conflict('change_report_not_ready')
      ctx.state.reconfirmed = !!report.change_report_confirmed_at
      ctx.set.change_report_confirmed_at = new Date().toISOString()
    },
    apply: (ctx) => event(ctx, 'payroll_report', Number(ctx.row.id), { reconfirmed: ctx.state.reconfirmed }),
  },
})

/** A report's move made by a tool as `tenancy`'s user (the payslip bench), through the kernel's one path. */
export async function moveReport(tenancy: Tenancy, lang: string, reportId: number, body: Row) {
  const def = getResource('payroll_report')
  const repo = new ResourceRepository(def, tenancy, lang)
  return runMove(repo, def, tenancy, lang, await repo.find(reportId), body)
}
