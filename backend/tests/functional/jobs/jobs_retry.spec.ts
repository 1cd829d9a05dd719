import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { defineJob, defineTaskKind } from '#services/jobs/registry'
import { startWorker, useDriver, type WorkerHandle } from '#services/jobs/queue'
import { createTask, enqueueTask, recordProgress, taskFailed, taskOf } from '#services/jobs/tasks'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'
import { closeDriver, DRIVERS, openDriver, unique, waitFor } from './queue_fixture.js'

/**
 * POST /api/jobs/:id/retry (issue 44): a superadmin puts a failed task's jobs back in the queue
 * (the driver's requeue: a failed job of the same key is tried again); they run, the task
 * completes. Anyone else is refused; a task that has not failed is a conflict.
 */
for (const kind of DRIVERS) {
  test.group(`Jobs API (issue 44), ${kind} driver: a superadmin retries a failed task`, () => {
    test('retry → 200, the job runs again and the task completes; 403 for others, 409 unless failed', async ({ client, assert }) => {
      let broken = true
      let runs = 0
      let seenByRetry: string | undefined
      const name = defineJob(unique('retry'), {
        maxAttempts: 1,
        run: async (job) => {
          runs++
          if (broken) throw new Error('the bank file was refused')
          seenByRetry = (await taskOf(db, Number(job.payload.task)))?.state
          await db.transaction(async (trx) => { await recordProgress(trx, Number(job.payload.task), async () => 1) })
        },
        failed: async (job, error) => { await taskFailed(Number(job.payload.task), error) },
      })
      const taskKind = defineTaskKind(unique('kind'), { units: async (task) => [{ name, key: `${name}:${task.id}`, payload: { task: Number(task.id) } }] })
      const { driver } = await openDriver(kind)
      // The API's queue is this test's driver while it runs.
      const before = await useDriver(driver)
      const [superadmin, hr, vendorAdmin] = await Promise.all([DEMO_EMAILS.superadmin, DEMO_EMAILS.hrAdmin, DEMO_EMAILS.vendorAdmin].map(demoUser))
      let worker: WorkerHandle | null = null
      let taskId = 0
      try {
        const globex = await db.from('customers').where('name', 'Globex Asia').first()
        taskId = await createTask(db, { kind: taskKind, customerId: Number(globex.id), userId: hr.id, subject: null, total: 1 })
        await enqueueTask(taskId)
        worker = await startWorker({ driver, concurrency: 1, tickMs: 60_000 })
        await waitFor('the task to fail', async () => (await taskOf(db, taskId))?.state === 'failed')
        assert.equal(runs, 1)
        const failed = await client.get(`/api/jobs/${taskId}`).loginAs(superadmin)
        failed.assertStatus(200)
        assert.include(failed.body(), { id: taskId, state: 'failed', error: 'the bank file was refused', done: 0, total: 1 })
        assert.deepInclude((await driver.failedJobs(50)).map((j) => j.key), `${name}:${taskId}`)

        // Not a superadmin: refused, even who started it; nothing is queued again.
        for (const user of [hr, vendorAdmin]) {
          const refused = await client.post(`/api/jobs/${taskId}/retry`).loginAs(user)
          refused.assertStatus(403)
        }
        assert.equal((await taskOf(db, taskId))!.state, 'failed')
        assert.equal(runs, 1)

        broken = false
        const retried = await client.post(`/api/jobs/${taskId}/retry`).loginAs(superadmin)
        retried.assertStatus(200)
        assert.include(retried.body(), { id: taskId, total: 1, message: 'The job is queued again.' })
        // Read back after its jobs were queued again: a fast worker may already have run them.
        assert.oneOf(retried.body().state, ['queued', 'running', 'completed'])
        assert.notProperty(retried.body(), 'error')
        await waitFor('the retried task to complete', async () => (await taskOf(db, taskId))?.state === 'completed')
        assert.equal(runs, 2)
        // The retried job found its task reopened (queued again only once the request committed).
        assert.equal(seenByRetry, 'queued')
        const completed = (await client.get(`/api/jobs/${taskId}`).loginAs(superadmin)).body()
        assert.include(completed, { state: 'completed', done: 1, total: 1 })
        assert.isNotNull(completed.finished_at)
        assert.notInclude((await driver.failedJobs(50)).map((j) => j.key), `${name}:${taskId}`)

        // Completed, it cannot be retried; nor can a task that does not exist.
        const conflict = await client.post(`/api/jobs/${taskId}/retry`).loginAs(superadmin)
        conflict.assertStatus(409)
        assert.equal(conflict.body().message, 'Only a failed job can be retried.')
        ;(await client.post('/api/jobs/999999/retry').loginAs(superadmin)).assertStatus(404)
        assert.equal(runs, 2)
      } finally {
        await worker?.stop()
        await useDriver(before)
        await closeDriver(driver, name)
        await db.from('background_jobs').where('id', taskId).delete()
      }
    })
  })
}
