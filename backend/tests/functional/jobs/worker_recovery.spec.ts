import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Worker } from 'bullmq'
import { Redis } from 'ioredis'
import { DatabaseDriver } from '#services/jobs/database_driver'
import { RedisDriver } from '#services/jobs/redis_driver'
import type { ClaimedJob, NewJob, Runner, WorkOptions } from '#services/jobs/driver'
import { defineJob, defineRecurring } from '#services/jobs/registry'
import { redisUrl, startWorker, type WorkerHandle } from '#services/jobs/queue'
import { ensureSchedules, periodStart, takeDueSchedules } from '#services/jobs/schedules'
import { closeDriver, DRIVERS, openDriver, queuedRows, sleep, unique, waitFor } from './queue_fixture.js'

/**
 * Workers dying and workers side by side (issue 44): a job whose worker was killed mid-run is taken
 * over once its lease ran out and ends done once; a recurring job ticked by two workers runs once
 * per period.
 */
test.group('Queue workers (issue 44), database driver: a killed worker', () => {
  test('a job whose worker died mid-run is taken over after its lease and done once', async ({ assert }) => {
    const prefix = unique('hang')
    const starts: { worker: string; attempt: number; at: number }[] = []
    let release = () => {}
    const hung = new Promise<void>((resolve) => { release = resolve })
    const work = (workerId: string, run: (job: ClaimedJob) => Promise<void>): WorkOptions => ({ workerId, concurrency: 1, run, failed: async () => {}, backoffMs: () => 50 })
    // Two processes' drivers, with a short lease: 300 ms without renewal and a job is anyone's.
    const dying = new DatabaseDriver({ leaseMs: 300, pollMs: 50, defaultAttempts: 3 })
    const taker = new DatabaseDriver({ leaseMs: 300, pollMs: 50, defaultAttempts: 3 })
    await dying.add([{ name: prefix, key: `${prefix}:1`, payload: {} }])
    // The dying worker's timers are what a killed process loses: its lease is no longer renewed.
    const timers: ReturnType<typeof setInterval>[] = []
    const realSetInterval = globalThis.setInterval
    globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
      const timer = realSetInterval(...args)
      timers.push(timer)
      return timer
    }) as typeof setInterval
    let first: Runner
    try {
      first = dying.work(work(`${prefix}-dying`, async (job) => {
        starts.push({ worker: 'dying', attempt: job.attempt, at: Date.now() })
        await hung
      }))
    } finally {
      globalThis.setInterval = realSetInterval
    }
    let second: Runner | null = null
    try {
      await waitFor('the first worker to start the job', () => starts.length === 1)
      for (const timer of timers) clearInterval(timer)
      const claimed = await queuedRows(prefix).first()
      assert.include(claimed, { state: 'active', locked_by: `${prefix}-dying` })
      const leaseEnd = Number(claimed.locked_until)
      second = taker.work(work(`${prefix}-taker`, async (job) => { starts.push({ worker: 'taker', attempt: job.attempt, at: Date.now() }) }))
      await waitFor('the second worker to finish the job', async () => (await queuedRows(prefix)).length === 0)
      assert.lengthOf(starts, 2)
      assert.deepInclude(starts[1], { worker: 'taker', attempt: 2 })
      // Not before the dead worker's lease ran out.
      assert.isAtLeast(starts[1].at, leaseEnd)
      // The dead worker's late end (had it only hung) changes nothing: no row comes back, nothing runs again.
      release()
      await first.stop()
      await sleep(300)
      assert.lengthOf(starts, 2)
      assert.lengthOf(await queuedRows(prefix), 0)
    } finally {
      release()
      await first.stop()
      await second?.stop()
      await dying.close()
      await closeDriver(taker, prefix)
    }
  })
})

test.group('Queue workers (issue 44), redis driver: a killed worker', () => {
  test('a job whose worker died mid-run is taken over after its lock and done once', async ({ assert }) => {
    const queueName = unique('queue')
    const name = unique('hang')
    const starts: { worker: string; attempt: number; at: number }[] = []
    let release = () => {}
    const hung = new Promise<void>((resolve) => { release = resolve })
    const taker = new RedisDriver({ url: redisUrl(), queueName, leaseMs: 300, defaultAttempts: 3 })
    await taker.add([{ name, key: `${name}:1`, payload: {} }])
    // The dead worker: a BullMQ worker that took the job and never renews its 300 ms lock (a killed
    // process renews nothing), nor checks for stalled jobs.
    const connection = new Redis(redisUrl(), { maxRetriesPerRequest: null })
    const dying = new Worker(queueName, async () => {
      starts.push({ worker: 'dying', attempt: 0, at: Date.now() })
      await hung
    }, { connection, lockDuration: 300, skipLockRenewal: true, skipStalledCheck: true })
    dying.on('error', () => {})
    let second: Runner | null = null
    try {
      await waitFor('the first worker to start the job', () => starts.length === 1)
      second = taker.work({
        workerId: `${name}-taker`, concurrency: 1, failed: async () => {}, backoffMs: () => 50,
        run: async (job) => { starts.push({ worker: 'taker', attempt: job.attempt, at: Date.now() }) },
      })
      await waitFor('the second worker to finish the job', async () => starts.length === 2 && (await taker.backlog()).active === 0)
      assert.equal(starts[1].worker, 'taker')
      // Not before the dead worker's lock ran out.
      assert.isAtLeast(starts[1].at - starts[0].at, 300 - 5)
      // The dead worker's late end (had it only hung) changes nothing: its lock is gone.
      release()
      await dying.close()
      await sleep(400)
      assert.lengthOf(starts, 2)
      assert.deepEqual(await taker.backlog(), { waiting: 0, active: 0, delayed: 0, failed: 0 })
      assert.lengthOf(await taker.failedJobs(10), 0)
    } finally {
      release()
      await dying.close()
      await connection.quit().catch(() => {})
      await second?.stop()
      await taker.obliterate()
      await taker.close()
    }
  })
})

for (const kind of DRIVERS) {
  test.group(`Queue workers (issue 44), ${kind} driver: a recurring job`, () => {
    test('two workers ticking a 300 ms schedule run it once per period', async ({ assert }) => {
      const runs: string[] = []
      const name = defineJob(unique('every'), { maxAttempts: 1, run: async (job) => { runs.push(String(job.payload.period)) } })
      const id = unique('schedule')
      const forget = defineRecurring({ id, name, everyMs: 300 })
      const { driver } = await openDriver(kind)
      // What the workers' ticks enqueue: each period's job once, whichever worker took it.
      const enqueued: string[] = []
      const add = driver.add.bind(driver)
      driver.add = async (jobs: NewJob[]) => {
        enqueued.push(...jobs.filter((j) => j.name === name).map((j) => j.key))
        return add(jobs)
      }
      let workers: WorkerHandle[] = []
      try {
        // Five ticks at once (each reads the due schedule before any moves it on): one takes the period.
        await ensureSchedules()
        const ticks = await Promise.all(Array.from({ length: 5 }, () => takeDueSchedules()))
        assert.lengthOf(ticks.flat().filter((j) => j.name === name), 1)
        const started = Date.now()
        workers = await Promise.all([1, 2].map(() => startWorker({ driver, concurrency: 2, tickMs: 20 })))
        await sleep(1500)
        await Promise.all(workers.map((w) => w.stop()))
        workers = []
        const stopped = Date.now()
        assert.equal(new Set(enqueued).size, enqueued.length, `enqueued ${enqueued.join(', ')}`)
        assert.equal(new Set(runs).size, runs.length, `ran ${runs.join(', ')}`)
        // ~5 periods in 1.5 s: at least 3 even on a loaded machine, never more than there were.
        assert.isAtLeast(runs.length, 3)
        assert.isAtMost(runs.length, Math.floor(stopped / 300) - Math.floor(started / 300) + 1)
        for (const period of runs) {
          const at = Date.parse(period)
          assert.equal(at % 300, 0, period)
          assert.isAtLeast(at, periodStart(started, 300))
          assert.isAtMost(at, stopped)
        }
      } finally {
        await Promise.all(workers.map((w) => w.stop()))
        forget()
        await db.from('queue_schedules').where('id', id).delete()
        await closeDriver(driver, id)
      }
    })
  })
}
