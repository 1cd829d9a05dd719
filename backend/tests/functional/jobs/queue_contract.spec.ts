import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { defineJob, defineTaskKind } from '#services/jobs/registry'
import { startWorker, useDriver } from '#services/jobs/queue'
import { createTask, enqueueTask, taskFailed, taskOf } from '#services/jobs/tasks'
import { DatabaseDriver } from '#services/jobs/database_driver'
import { closeDriver, DRIVERS, openDriver, queuedRows, sleep, unique, waitFor } from './queue_fixture.js'

/**
 * The queue's contract (issue 44), the same for both drivers: a key is run once however often it
 * is enqueued; a failing job is retried with its handler's backoff and, its attempts spent, fails
 * with its error shown and its task failed; a delayed job survives a restart and runs once, not
 * before its time.
 */
for (const kind of DRIVERS) {
  test.group(`Queue contract (issue 44), ${kind} driver`, () => {
    test('the same job enqueued 20 times at once runs once', async ({ assert }) => {
      const name = defineJob(unique('once'), { maxAttempts: 1, run: async () => { runs++ } })
      let runs = 0
      const { driver } = await openDriver(kind)
      let worker: Awaited<ReturnType<typeof startWorker>> | null = null
      try {
        const job = { name, key: `${name}:1`, payload: { n: 1 } }
        await Promise.all(Array.from({ length: 20 }, () => driver.add([job])))
        if (kind === 'database') assert.lengthOf(await queuedRows(name), 1)
        worker = await startWorker({ driver, concurrency: 4, tickMs: 60_000 })
        await waitFor('the job to run', () => runs > 0)
        // Time for a second copy, were one stored, to be claimed by one of the four slots.
        await sleep(700)
        assert.equal(runs, 1)
        assert.deepEqual(await driver.backlog(), { waiting: 0, active: 0, delayed: 0, failed: 0 })
        if (kind === 'database') assert.lengthOf(await queuedRows(name), 0)
      } finally {
        await worker?.stop()
        await closeDriver(driver, name)
      }
    })

    test('a job failing twice is retried with its backoff, growing, and the third run succeeds', async ({ assert }) => {
      const at: number[] = []
      const name = defineJob(unique('flaky'), {
        maxAttempts: 5,
        // 100 ms before the second run, 600 ms before the third.
        backoffMs: (attempt) => (attempt === 1 ? 100 : 600),
        run: async (job) => {
          at.push(Date.now())
          if (job.attempt < 3) throw new Error(`attempt ${job.attempt} fails`)
        },
      })
      // The database driver with a long poll (5 s): a retry due in 100 ms must wake its worker itself.
      const { driver } = kind === 'database' ? { driver: new DatabaseDriver({ leaseMs: 30_000, pollMs: 5000, defaultAttempts: 5 }) } : await openDriver(kind)
      let worker: Awaited<ReturnType<typeof startWorker>> | null = null
      try {
        worker = await startWorker({ driver, concurrency: 2, tickMs: 60_000 })
        await driver.add([{ name, key: `${name}:1`, payload: {} }])
        await waitFor('the third run', () => at.length >= 3, 10_000)
        await sleep(800)
        assert.lengthOf(at, 3)
        const [first, second] = [at[1] - at[0], at[2] - at[1]]
        assert.isAtLeast(first, 100 - 5, `first gap ${first} ms`)
        assert.isAtLeast(second, 600 - 5, `second gap ${second} ms`)
        assert.isAbove(second, first, `gaps ${first} ms then ${second} ms`)
        // A backoff shorter than the database driver's poll is not rounded up to it (a loaded machine's margin aside).
        assert.isBelow(first, 2000, `first gap ${first} ms`)
        assert.deepEqual(await driver.backlog(), { waiting: 0, active: 0, delayed: 0, failed: 0 })
        assert.lengthOf((await driver.failedJobs(50)).filter((j) => j.name === name), 0)
      } finally {
        await worker?.stop()
        await closeDriver(driver, name)
      }
    })

    test('a job always failing fails after its attempts with its error, and its task fails', async ({ assert }) => {
      let runs = 0
      const name = defineJob(unique('broken'), {
        maxAttempts: 3,
        backoffMs: () => 50,
        run: async (job) => {
          runs++
          throw new Error(`the ledger is locked (task ${job.payload.task})`)
        },
        failed: async (job, error) => {
          // Told after the queue holds it as failed: a retry asked once the task shows failed finds it there.
          failedWhenTold = (await driver.failedJobs(50)).some((j) => j.key === job.key)
          await taskFailed(Number(job.payload.task), error)
        },
      })
      let failedWhenTold: boolean | null = null
      const taskKind = defineTaskKind(unique('kind'), { units: async (task) => [{ name, key: `${name}:${task.id}`, payload: { task: Number(task.id) } }] })
      const { driver } = await openDriver(kind)
      const before = await useDriver(driver)
      let worker: Awaited<ReturnType<typeof startWorker>> | null = null
      let taskId = 0
      try {
        taskId = await createTask(db, { kind: taskKind, customerId: null, userId: null, subject: null, total: 1 })
        await enqueueTask(taskId)
        worker = await startWorker({ driver, concurrency: 1, tickMs: 60_000 })
        await waitFor('the task to fail', async () => (await taskOf(db, taskId))?.state === 'failed')
        const message = `the ledger is locked (task ${taskId})`
        assert.equal(runs, 3)
        assert.isTrue(failedWhenTold)
        assert.include(await taskOf(db, taskId), { state: 'failed', error: message, done: 0 })
        assert.isNotNull((await taskOf(db, taskId))!.finished_at)
        const failed = (await driver.failedJobs(50)).find((j) => j.key === `${name}:${taskId}`)
        assert.deepInclude(failed, { key: `${name}:${taskId}`, name, attempts: 3, error: message })
        assert.include(await driver.backlog(), { waiting: 0, active: 0, delayed: 0, failed: 1 })
        // Spent: it is not tried again.
        await sleep(400)
        assert.equal(runs, 3)
      } finally {
        await worker?.stop()
        await useDriver(before)
        await closeDriver(driver, name)
        await db.from('background_jobs').where('id', taskId).delete()
      }
    })

    test('a delayed job survives a restart and runs once, not before its time', async ({ assert }) => {
      const ran: number[] = []
      const name = defineJob(unique('later'), { maxAttempts: 1, run: async () => { ran.push(Date.now()) } })
      const first = await openDriver(kind)
      const enqueuedAt = Date.now()
      await first.driver.add([{ name, key: `${name}:1`, payload: {}, delayMs: 1500 }])
      let worker = await startWorker({ driver: first.driver, concurrency: 2, tickMs: 60_000 })
      // The process stops before the job is due: its worker and its driver go.
      await sleep(300)
      await worker.stop()
      await first.driver.close()
      assert.lengthOf(ran, 0)
      // A new process: a new driver on the same queue, a new worker.
      const { driver } = await openDriver(kind, first.queueName)
      worker = await startWorker({ driver, concurrency: 2, tickMs: 60_000 })
      try {
        await waitFor('the delayed job to run', () => ran.length > 0)
        // Its due time is at least 1.5 s after the enqueue began (Redis stamps it in ms: 5 ms of rounding).
        assert.isAtLeast(ran[0] - enqueuedAt, 1500 - 5)
        await sleep(700)
        assert.lengthOf(ran, 1)
        assert.deepEqual(await driver.backlog(), { waiting: 0, active: 0, delayed: 0, failed: 0 })
      } finally {
        await worker.stop()
        await closeDriver(driver, name)
      }
    })
  })
}
