import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errorText } from './driver.js'
import { taskKindOf } from './registry.js'
import { queue } from './queue.js'
import { broadcastAfter, broadcastTask } from './progress_channel.js'
import { afterRequest } from '#services/row_security'
export { presentTask } from './present.js'

/**
 * A long task as the user sees it (issue 44): background_jobs holds its state (queued, running,
 * completed, failed, cancelled), progress (done of total) and error. The task row is written in
 * the transaction of the change that starts it; its queued jobs are enqueued once that change is
 * committed (a worker must read what it committed), and the sweep enqueues them again should the
 * process stop in between: the queue stores a key once, the jobs are idempotent.
 */
type Client = TransactionClientContract | typeof db
export const TASK_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const
export type TaskState = (typeof TASK_STATES)[number]
const OPEN: TaskState[] = ['queued', 'running']
const changed = (result: unknown) => (Array.isArray(result) ? result.length : Number(result)) > 0

export interface NewTask {
  kind: string
  customerId: number | null
  userId: number | null
  subject: { type: string; id: number } | null
  total: number
  params?: Record<string, unknown>
}

export async function createTask(client: Client, task: NewTask): Promise<number> {
  const now = new Date().toISOString()
  const [row] = await client.table('background_jobs').insert({
    kind: task.kind, customer_id: task.customerId, user_id: task.userId, subject_type: task.subject?.type ?? null, subject_id: task.subject?.id ?? null,
    state: task.total > 0 ? 'queued' : 'completed', done: 0, total: task.total, error: null, params: JSON.stringify(task.params ?? {}),
    created_at: now, updated_at: now, finished_at: task.total > 0 ? null : now,
  }).returning('id')
  return Number(typeof row === 'object' ? row.id : row)
}

export async function taskOf(client: Client, id: number) {
  const row = await client.from('background_jobs').where('id', id).first()
  return row ? { ...row, params: JSON.parse(row.params || '{}') } : null
}

/** Its queued jobs enqueued (after the starting change committed, by the sweep, or on retry). */
export async function enqueueTask(id: number, { retry = false } = {}) {
  const task = await taskOf(db, id)
  if (!task || !OPEN.includes(task.state)) return
  const units = await taskKindOf(task.kind)?.units(task)
  if (!units?.length) return
  if (retry) await queue().requeue(units)
  else await queue().add(units)
}

/**
 * An open task's progress, written in the transaction that did the work: false (and nothing
 * written) when the task is no longer open, e.g. cancelled meanwhile, so the caller rolls its work
 * back. `done` is counted from what exists (`countDone`, in that transaction), so work done twice
 * never counts twice. Reaching its total completes the task.
 * The task row is locked before counting: on PostgreSQL (READ COMMITTED) two jobs of one task
 * committing together each counted without the other's uncommitted rows and both wrote the same
 * short count, leaving the task at 9,975 of 10,000 until the sweep (bench:jobs with two workers
 * found it). Locked, the second counts once the first committed, and sees its rows.
 */
export async function recordProgress(trx: TransactionClientContract, id: number, countDone: () => Promise<number>): Promise<boolean> {
  const open = trx.from('background_jobs').where('id', id).whereIn('state', OPEN)
  if (!(await (trx.dialect.name === 'postgres' ? open.forUpdate() : open).first())) return false
  const done = await countDone()
  const now = new Date().toISOString()
  const counted = await trx.from('background_jobs').where('id', id).whereIn('state', OPEN).update({ done, state: 'running', updated_at: now })
  if (!changed(counted)) return false
  // Its first progress started it.
  await trx.from('background_jobs').where('id', id).whereNull('started_at').update({ started_at: now })
  await trx.from('background_jobs').where('id', id).where('state', 'running').whereRaw('done >= total').update({ state: 'completed', finished_at: now, updated_at: now })
  broadcastAfter(trx, [id])
  return true
}

export async function taskFailed(id: number, error: unknown) {
  const now = new Date().toISOString()
  await db.from('background_jobs').where('id', id).whereIn('state', OPEN).update({ state: 'failed', error: errorText(error), finished_at: now, updated_at: now })
  await broadcastTask(id)
}

/** Open tasks of a subject stopped (a withdrawn approval): their jobs find them closed and write nothing. */
export async function cancelTasks(client: Client, kind: string, subject: { type: string; id: number }) {
  const now = new Date().toISOString()
  const open = (await client.from('background_jobs').where({ kind, subject_type: subject.type, subject_id: subject.id }).whereIn('state', OPEN).select('id')).map((r) => Number(r.id))
  if (!open.length) return
  await client.from('background_jobs').whereIn('id', open).whereIn('state', OPEN).update({ state: 'cancelled', finished_at: now, updated_at: now })
  broadcastAfter(client as TransactionClientContract, open)
}

/** A failed task back in the queue (a superadmin's retry): false when it had not failed. */
export async function retryTask(id: number): Promise<boolean> {
  const now = new Date().toISOString()
  const reopened = await db.from('background_jobs').where('id', id).where('state', 'failed')
    .update({ state: 'queued', error: null, finished_at: null, updated_at: now })
  if (!changed(reopened)) return false
  // Queued again once the reopening is committed: a job taken at once (Redis) must find its task
  // open, or its progress is refused and the task stays queued for good.
  afterRequest(() => {
    void broadcastTask(id)
    return enqueueTask(id, { retry: true }).catch((error) => logger.warn({ err: error, job: id }, 'retried jobs not enqueued'))
  })
  return true
}

/**
 * Open tasks that made no progress for a while have their jobs enqueued again (none is stored
 * twice); a job of theirs left failed (a retry whose enqueue was lost) is retried.
 */
export async function sweepTasks(idleMs = 120_000) {
  const before = new Date(Date.now() - idleMs).toISOString()
  const stale = await db.from('background_jobs').whereIn('state', OPEN).where('updated_at', '<', before).select('id').limit(100)
  for (const task of stale) await enqueueTask(Number(task.id), { retry: true })
  return stale.length
}
