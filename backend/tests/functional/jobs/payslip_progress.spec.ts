import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#services/jobs/queue'
import { handlerOf } from '#services/jobs/registry'
import { CHUNK } from '#areas/payroll/payslip_jobs'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { runQueuedJobs } from '#tests/jobs_helpers'
import { cycleInCalculation, now } from '../payroll/cycle_fixture.js'

/**
 * A payslip run's progress as GET /api/jobs/:id shows it (issue 44): queued at the final approval,
 * running with the payslips of its first chunk counted, completed with all of them. The run's jobs
 * are run here one at a time, held between the first and the second, so "during" is a known state.
 */
test.group('Jobs API (issue 44): a payslip run\'s progress', (group) => {
  group.each.setup(() => isolatedTest())

  test('GET /api/jobs/:id before, during and after the run of 30 payslips', async ({ client, assert }) => {
    const { hr, payroll, cycle, employee, report } = await cycleInCalculation(client)
    const manager = await demoUser(DEMO_EMAILS.manager)
    // 29 more of Globex's people on the payroll: two chunks of payslips.
    const others = await db.from('people').where('customer_id', employee.customer_id).whereNot('id', employee.id).whereNull('deleted_at').orderBy('id').limit(29).select('id')
    await db.table('payroll_members').multiInsert(others.map((p) => ({ customer_id: employee.customer_id, payroll_id: payroll.id, person_id: p.id, created_at: now, updated_at: now })))
    const act = (user: any, action: string) => client.post(`/api/payroll-report/${report.id}/action`).json({ action }).loginAs(user)
    ;(await act(hr, 'calculate')).assertStatus(200)
    for (const [user, action] of [[hr, 'request_approval'], [hr, 'approve']] as const) (await act(user, action)).assertStatus(200)
    const final = await act(manager, 'approve')
    final.assertStatus(200)
    assert.equal(final.body().message, 'Approved: issuing 30 payslips.')
    const jobId = final.body().job_id
    const show = async () => {
      const res = await client.get(`/api/jobs/${jobId}`).loginAs(hr)
      res.assertStatus(200)
      return res.body()
    }

    const queued = await show()
    assert.include(queued, { id: jobId, kind: 'payslips', state: 'queued', done: 0, total: 30, subject_type: 'paycycle', subject_id: cycle.id, user_id: manager.id })
    assert.isNull(queued.finished_at)
    assert.equal(Math.ceil(30 / CHUNK), 2)

    // The run's jobs one at a time; the second waits until the first's progress was read.
    let release = () => {}
    const held = new Promise<void>((resolve) => { release = resolve })
    let started = 0
    let reached = () => {}
    const secondStarted = new Promise<void>((resolve) => { reached = resolve })
    const runner = queue().work({
      workerId: 'payslip-progress-test', concurrency: 1,
      run: async (job) => {
        // Other tests' jobs may be waiting too (their notification e-mails): only this run's are counted.
        if (job.name === 'payslips.issue' && ++started === 2) {
          reached()
          await held
        }
        await handlerOf(job.name)!.run(job)
      },
      failed: async () => {},
      backoffMs: () => 1000,
    })
    try {
      await secondStarted
      const during = await show()
      assert.include(during, { state: 'running', done: CHUNK, total: 30 })
      assert.notProperty(during, 'error')
      assert.isNull(during.finished_at)
      assert.isNotNull(during.started_at)
      assert.equal(Number((await db.from('payslips').where('paycycle_id', cycle.id).count('* as n').first())!.n), CHUNK)
    } finally {
      release()
      await runner.stop()
    }
    await runQueuedJobs()
    const after = await show()
    assert.include(after, { state: 'completed', done: 30, total: 30 })
    assert.isNotNull(after.finished_at)
    assert.isAtMost(Date.parse(after.started_at), Date.parse(after.finished_at))
    assert.equal(Number((await db.from('payslips').where('paycycle_id', cycle.id).count('* as n').first())!.n), 30)
    // The list of the paycycle's jobs shows the same run.
    const listed = await client.get('/api/jobs').qs({ subject_type: 'paycycle', subject_id: cycle.id }).loginAs(hr)
    assert.deepEqual(listed.body().items.map((j: any) => [j.id, j.state, j.done]), [[jobId, 'completed', 30]])
  })
})
