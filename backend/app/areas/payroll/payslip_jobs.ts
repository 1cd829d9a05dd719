import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { defineJob, defineTaskKind } from '#services/jobs/registry'
import { cancelTasks, createTask, recordProgress, taskFailed, taskOf } from '#services/jobs/tasks'
import { currentRegister } from './register.js'
import { drawPayslips, payslipContext, putFiles, storePayslips, withdrawPayslips, type PayslipContext } from './payslips.js'

/**
 * Payslips issued through the queue (issue 44): the final approval answers at once with a task
 * (`payslips`, its subject the paycycle); queued jobs of CHUNK people each draw and store their
 * payslips. A job is keyed by task and chunk; run again (retried, or resumed after its worker was
 * killed) it skips the people who have their payslip and writes the others' files under the same
 * keys, so a run ends with exactly one payslip and one file per person.
 */
type Row = Record<string, any>
export const PAYSLIPS = 'payslips'
const JOB = 'payslips.issue'
export const CHUNK = 25
const SUBJECT = (cycleId: number) => ({ type: 'paycycle', id: cycleId })
const fileKeyOf = (cycleId: number, taskId: number, personId: number) => `doc/payslip-${cycleId}-${taskId}-${personId}.pdf`

/** At the final approval, in its transaction: the old payslips withdrawn, the run's task created. */
export async function startPayslipRun(trx: TransactionClientContract, report: Row, cycle: Row, userId: number) {
  await cancelTasks(trx, PAYSLIPS, SUBJECT(Number(cycle.id)))
  await withdrawPayslips(trx, Number(cycle.id))
  const register = await currentRegister(trx, report.id)
  const ids: number[] = register ? register.data.rows.map((r: Row) => r.person_id) : []
  const people = ids.length ? Number((await trx.from('people').whereIn('id', ids).count('* as n').first())?.n ?? 0) : 0
  const taskId = await createTask(trx, {
    kind: PAYSLIPS, customerId: Number(report.customer_id), userId, subject: SUBJECT(Number(cycle.id)), total: people,
    params: { report_id: Number(report.id), cycle_id: Number(cycle.id) },
  })
  return { taskId, total: people }
}

/** The withdrawn approval stops a run still going: its jobs find the task cancelled. */
export const cancelPayslipRuns = (trx: TransactionClientContract, cycleId: number) => cancelTasks(trx, PAYSLIPS, SUBJECT(cycleId))

defineTaskKind(PAYSLIPS, {
  async units(task) {
    const chunks = Math.ceil(Number(task.total) / CHUNK)
    return Array.from({ length: chunks }, (_, chunk) => ({ name: JOB, key: `payslips:${task.params.cycle_id}:${task.id}:${chunk}`, payload: { task: Number(task.id), chunk } }))
  },
})

// A worker draws a run's chunks one after another: the register and the company are read once per run.
// A run is known by its task and what it issues: a task id can come round again (SQLite reuses the
// highest rowid once that row is gone), and another run's report must never be drawn under it.
const contexts = new Map<string, Promise<PayslipContext | null>>()
function contextOf(task: Row) {
  const key = `${task.id}:${task.params.report_id}:${task.params.cycle_id}:${String(task.created_at)}`
  if (!contexts.has(key)) {
    if (contexts.size >= 4) contexts.delete(contexts.keys().next().value!)
    const loading = (async () => {
      const report = await db.from('payroll_reports').where('id', task.params.report_id).first()
      const cycle = await db.from('paycycles').where('id', task.params.cycle_id).first()
      return report && cycle ? payslipContext(db as unknown as TransactionClientContract, report, cycle, task.user_id == null ? null : Number(task.user_id)) : null
    })()
    loading.catch(() => contexts.delete(key))
    contexts.set(key, loading)
  }
  return contexts.get(key)!
}

defineJob(JOB, {
  maxAttempts: 5,
  async run(job) {
    const task = await taskOf(db, Number(job.payload.task))
    if (!task || !['queued', 'running'].includes(task.state)) return
    const ctx = await contextOf(task)
    if (!ctx) throw new Error('the approved register is gone')
    const slice = ctx.rows.slice(job.payload.chunk * CHUNK, (job.payload.chunk + 1) * CHUNK)
    const issued = new Set((await db.from('payslips').where('paycycle_id', ctx.cycleId).whereIn('person_id', slice.map((r) => r.person_id)).select('person_id'))
      .map((p) => Number(p.person_id)))
    const drawn = await drawPayslips(ctx, slice.filter((r) => !issued.has(r.person_id)), (personId) => fileKeyOf(ctx.cycleId, task.id, personId))
    await putFiles(drawn)
    const open = await db.transaction(async (trx) => {
      await storePayslips(trx, ctx, drawn)
      const counted = await recordProgress(trx, task.id, async () => Number((await trx.from('payslips').where('paycycle_id', ctx.cycleId).count('* as n').first())?.n ?? 0))
      if (!counted) await trx.rollback()
      return counted
    })
    // Cancelled meanwhile (the approval withdrawn): what this chunk drew belongs to no one.
    if (!open) await Promise.allSettled(drawn.files.map((f) => drive.use().delete(f.key)))
  },
  async failed(job, error) {
    await taskFailed(Number(job.payload.task), error)
  },
})
