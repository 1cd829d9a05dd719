import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createTask, recordProgress } from '#services/jobs/tasks'

/**
 * A task's progress when its jobs commit together (issue 44): each job counts what exists in its
 * own transaction, and the task row is locked before counting, so the last two jobs of a run never
 * both write the same short count. Without the lock, two workers' last chunks on PostgreSQL left
 * a 10,000-payslip run `running` at 9,975 (npm run bench:jobs). The rows counted here stand for a
 * job's payslips: heartbeat rows with this test's prefix, on committed rows over real connections.
 */
const PREFIX = 'task-progress-test-'
const JOBS = 4

test.group('Concurrency (issue 44): a task\'s progress from jobs committing together', () => {
  test(`${JOBS} jobs of one task insert their work, then count and record it at once: the task completes with done = total`, async ({ assert }) => {
    const taskId = await createTask(db, { kind: 'progress_test', customerId: null, userId: null, subject: null, total: JOBS })
    const countDone = (trx: any) => async () => Number((await trx.from('worker_heartbeats').where('id', 'like', `${PREFIX}%`).count('* as n').first())?.n ?? 0)
    // PostgreSQL: every job has written its rows before any counts (the race as it happened). SQLite writes
    // one transaction at a time, so a job waiting there for the others would wait for good: no barrier.
    const pg = db.connection().dialect.name === 'postgres'
    let inserted = 0
    let release: () => void = () => {}
    const allInserted = new Promise<void>((resolve) => { release = resolve })
    try {
      const recorded = await Promise.all(Array.from({ length: JOBS }, (_, n) => db.transaction(async (trx) => {
        await trx.table('worker_heartbeats').insert({ id: `${PREFIX}${n}`, driver: 'database', started_at: 0, beat_at: 0 })
        if (pg) {
          if (++inserted === JOBS) release()
          await allInserted
        }
        return recordProgress(trx, taskId, countDone(trx))
      })))
      assert.deepEqual(recorded, Array(JOBS).fill(true))
      const task = await db.from('background_jobs').where('id', taskId).firstOrFail()
      assert.equal(Number(task.done), JOBS)
      assert.equal(task.state, 'completed')
    } finally {
      await db.from('worker_heartbeats').where('id', 'like', `${PREFIX}%`).delete()
      await db.from('background_jobs').where('id', taskId).delete()
    }
  })
})
