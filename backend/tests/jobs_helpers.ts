import db from '@adonisjs/lucid/services/db'
import { queue, startWorker } from '#services/jobs/queue'

/**
 * Runs the queue's jobs in the test process until none is due and no task is open (issue 44): API
 * tests run without a background worker (start/queue.ts), so they say when the jobs a request
 * started (e.g. the payslips of a final approval) should have run.
 */
export async function runQueuedJobs({ timeoutMs = 60_000 } = {}) {
  // One at a time: a test's global transaction is one connection, where jobs' transactions are savepoints.
  const worker = await startWorker({ concurrency: 1, tickMs: 60_000 })
  try {
    const until = Date.now() + timeoutMs
    while (Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50))
      const backlog = await queue().backlog()
      const open = await db.from('background_jobs').whereIn('state', ['queued', 'running']).count('* as n').first()
      if (backlog.waiting + backlog.active === 0 && Number(open?.n ?? 0) === 0) return
    }
    throw new Error('queued jobs did not finish in time')
  } finally {
    await worker.stop()
  }
}
