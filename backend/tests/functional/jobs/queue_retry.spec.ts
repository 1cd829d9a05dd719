import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'
import { runQueuedJobs } from '#tests/jobs_helpers'
import { defineJob } from '#services/jobs/registry'
import { queue } from '#services/jobs/queue'
import { unique } from './queue_fixture.js'

/**
 * Issue 44: a queued job that failed for good (an e-mail whose server refused it, say) stays
 * visible with its error in the superadmin's queue panel (GET /api/jobs/queue) and is run again
 * from its first attempt on their retry (POST /api/jobs/queue/retry { key }); nobody else may.
 */
test.group('Background jobs: a failed queued job retried by a superadmin (issue 44)', () => {
  test('visible with its error, retried once by a superadmin, refused to others and when not failed', async ({ client, assert, cleanup }) => {
    const name = unique('flaky')
    const key = `${name}:1`
    let runs = 0
    defineJob(name, {
      maxAttempts: 1,
      async run() {
        runs++
        if (runs === 1) throw new Error('mail server refused the message')
      },
    })
    cleanup(async () => { await db.from('queue_jobs').where('key', key).delete() })
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)

    await queue().add([{ name, key, payload: {} }])
    await runQueuedJobs()
    assert.equal(runs, 1)
    const panel = await client.get('/api/jobs/queue').loginAs(sa)
    panel.assertStatus(200)
    assert.include(panel.body().failed_jobs.find((j: any) => j.key === key), { name, error: 'mail server refused the message' })
    assert.isAtLeast(panel.body().failed, 1)
    ;(await client.get('/api/jobs/queue').loginAs(hr)).assertStatus(403)

    ;(await client.post('/api/jobs/queue/retry').json({ key }).loginAs(hr)).assertStatus(403)
    const missing = await client.post('/api/jobs/queue/retry').json({}).loginAs(sa)
    missing.assertStatus(422)
    assert.equal(missing.body().errors[0].field, 'key')
    const retried = await client.post('/api/jobs/queue/retry').json({ key }).loginAs(sa)
    retried.assertStatus(200)
    assert.equal(retried.body().message, 'The job is queued again.')
    await runQueuedJobs()
    assert.equal(runs, 2)
    assert.notExists((await client.get('/api/jobs/queue').loginAs(sa)).body().failed_jobs.find((j: any) => j.key === key))
    const again = await client.post('/api/jobs/queue/retry').json({ key }).loginAs(sa)
    again.assertStatus(409)
    assert.equal(again.body().message, 'Only a failed job can be retried.')
  })
})
