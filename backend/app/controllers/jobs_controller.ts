import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { getResource, isSuperadmin as superadminRole } from '@hr/shared'
import { resourceAction } from '#policies/abilities'
import { ApiError } from '#exceptions/api_error'
import { requestLang, translate } from '#services/i18n'
import { presentTask, retryTask, TASK_STATES } from '#services/jobs/tasks'
import { queue, queueHealth } from '#services/jobs/queue'
import { ResourceRepository } from '#resources/repository'

/**
 * GET /api/jobs, GET /api/jobs/:id, POST /api/jobs/:id/retry (issue 44). A superadmin sees every
 * job and retries failed ones; anyone else lists the jobs they started and reads a job only where
 * they may read its subject (a paycycle's payslip run: who may read that paycycle).
 */
const isSuperadmin = (ctx: HttpContext) => superadminRole(ctx.tenancy.user.roleSubject())

export async function visible(ctx: HttpContext, row: Record<string, any>) {
  // Its starter always (an approver who may not open the paycycle still follows the payslips they started).
  if (isSuperadmin(ctx) || (row.user_id != null && Number(row.user_id) === ctx.tenancy.user.id)) return true
  if (!row.subject_type) return false
  // The subject read as its own screen reads it: within the user's tenants, then their privilege.
  try {
    const def = getResource(row.subject_type)
    const subject = await new ResourceRepository(def, ctx.tenancy).find(row.subject_id)
    return await ctx.bouncer.allows(resourceAction, 'show', def, subject)
  } catch {
    return false
  }
}

export default class JobsController {
  async index(ctx: HttpContext) {
    const state = ctx.request.input('state')
    if (state !== undefined && !(TASK_STATES as readonly string[]).includes(state)) {
      throw ApiError.unprocessable('validation_failed', [{ field: 'state', rule: 'enum', message: translate(requestLang(ctx), 'validation.enum', { field: 'state' }) }])
    }
    const query = db.from('background_jobs').orderBy('id', 'desc').limit(200)
    // ?subject_type=paycycle&subject_id=12: that subject's jobs, for whoever may read it (a screen
    // coming back to a run started by someone else); otherwise one's own (a superadmin: all).
    const subjectType = ctx.request.input('subject_type')
    const subjectId = Number(ctx.request.input('subject_id'))
    if (subjectType !== undefined) {
      if (typeof subjectType !== 'string' || !Number.isSafeInteger(subjectId) || subjectId <= 0) return { items: [] }
      query.where({ subject_type: subjectType, subject_id: subjectId })
      // Who may not read the subject sees the jobs of it they started themselves.
      if (!(await visible(ctx, { subject_type: subjectType, subject_id: subjectId }))) query.where('user_id', ctx.tenancy.user.id)
    } else if (!isSuperadmin(ctx)) {
      query.where('user_id', ctx.tenancy.user.id)
    }
    if (state) query.where('state', state)
    const rows = await query
    const names = await namesOf(rows)
    return { items: rows.map((r) => ({ ...presentTask(r), customer_name: names.customers.get(Number(r.customer_id)) ?? null, user_name: names.users.get(Number(r.user_id)) ?? null })) }
  }

  async show(ctx: HttpContext) {
    const row = await db.from('background_jobs').where('id', Number(ctx.params.id) || 0).first()
    if (!row || !(await visible(ctx, row))) throw ApiError.notFound()
    return presentTask(row)
  }

  async retry(ctx: HttpContext) {
    if (!isSuperadmin(ctx)) throw ApiError.forbidden('forbidden')
    const id = Number(ctx.params.id) || 0
    const row = await db.from('background_jobs').where('id', id).first()
    if (!row) throw ApiError.notFound()
    if (!(await retryTask(id))) throw ApiError.conflict('job_not_failed')
    return { ...presentTask(await db.from('background_jobs').where('id', id).first()), message: translate(requestLang(ctx), 'jobs.retried') }
  }

  /** The queue's backlog and workers, and its failed jobs, for the superadmin's panel. */
  async queue(ctx: HttpContext) {
    if (!isSuperadmin(ctx)) throw ApiError.forbidden('forbidden')
    return { ...(await queueHealth()), failed_jobs: await queue().failedJobs(50) }
  }

  /** POST /api/jobs/queue/retry { key }: a failed queued job (an e-mail, a task's unit) run again from its first attempt. */
  async retryQueued(ctx: HttpContext) {
    if (!isSuperadmin(ctx)) throw ApiError.forbidden('forbidden')
    const lang = requestLang(ctx)
    const key = ctx.request.input('key')
    if (typeof key !== 'string' || !key.trim() || key.length > 255) {
      throw ApiError.unprocessable('validation_failed', [{ field: 'key', rule: 'required', message: translate(lang, 'validation.required', { field: 'key' }) }])
    }
    if (!(await queue().retryFailed(key))) throw ApiError.conflict('job_not_failed')
    return { key, message: translate(lang, 'jobs.retried') }
  }
}

async function namesOf(rows: Record<string, any>[]) {
  const ids = (k: string) => [...new Set(rows.map((r) => Number(r[k])).filter((n) => n > 0))]
  const customers = ids('customer_id').length ? await db.from('customers').whereIn('id', ids('customer_id')).select('id', 'name') : []
  const users = ids('user_id').length ? await db.from('users').whereIn('id', ids('user_id')).select('id', 'name') : []
  return { customers: new Map(customers.map((c) => [Number(c.id), String(c.name)])), users: new Map(users.map((u) => [Number(u.id), String(u.name)])) }
}
