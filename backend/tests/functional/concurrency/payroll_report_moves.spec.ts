import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'

/**
 * The payroll report's actions on the workflow kernel (issue 45): concurrent requests on committed
 * rows apply once (the row lock and the conditional update), the refusals keep their words (the
 * status named, the creator's actions, the lock), and the answer keeps its shape.
 */
const PARALLEL = 10

test.group('Payroll report moves on the kernel, on real connections', (group) => {
  group.each.setup(() => limiter.clear(['memory']))

  test(`${PARALLEL} parallel locks and approval requests each apply once; the others are refused in words`, async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const marks = {
      audit: Number((await db.from('audit_logs').max('id as id').first())?.id ?? 0),
      notifications: Number((await db.from('notifications').max('id as id').first())?.id ?? 0),
    }
    const cycle = await db.from('paycycles').where('stage', 'change_data').orderBy('period_start').first()
    const created = await client.post('/api/payroll-report').json({ paycycle_id: cycle.id, name: 'Parallel moves' }).loginAs(hr)
    created.assertStatus(201)
    const report = created.body()
    const act = (body: Record<string, unknown>) => client.post(`/api/payroll-report/${report.id}/action`).json(body).loginAs(hr)
    try {
      const locks = await Promise.all(Array.from({ length: PARALLEL }, () => act({ action: 'lock' })))
      assert.equal(locks.filter((r) => r.status() === 200).length, 1, locks.map((r) => r.status()).join(','))
      for (const refused of locks.filter((r) => r.status() !== 200)) {
        assert.equal(refused.status(), 422)
        assert.equal(refused.body().message, 'This report is already locked.')
      }
      const events = await db.from('audit_logs').where({ entity_name: 'payroll_report', entity_id: report.id, action: 'lock' })
      assert.lengthOf(events, 1)
      // Locked, its content does not change; unlocked, it does.
      const calc = await act({ action: 'calculate' })
      calc.assertStatus(422)
      assert.equal(calc.body().message, 'This report is locked: unlock it before changing it.')
      const unlocked = await act({ action: 'unlock' })
      unlocked.assertStatus(200)
      assert.equal(unlocked.body().report.locked, false)
      assert.equal(unlocked.body().paycycle.id, cycle.id)
      assert.equal(unlocked.body().message, 'Report unlocked.')

      // Approval is requested from calculation, once.
      ;(await client.post(`/api/paycycle/${cycle.id}/stage`).json({ to: 'calculation' }).loginAs(hr)).assertStatus(200)
      const requests = await Promise.all(Array.from({ length: PARALLEL }, () => act({ action: 'request_approval' })))
      assert.equal(requests.filter((r) => r.status() === 200).length, 1, requests.map((r) => r.status()).join(','))
      for (const refused of requests.filter((r) => r.status() !== 200)) {
        assert.equal(refused.status(), 422)
        assert.equal(refused.body().message, 'This action is not possible while the report is awaiting approval.')
      }
      assert.include(await db.from('paycycles').where('id', cycle.id).first(), { stage: 'pending_approval', approval_level: 1 })
      assert.lengthOf(await db.from('audit_logs').where({ entity_name: 'paycycle', entity_id: cycle.id, action: 'request_approval' }).where('id', '>', marks.audit), 1)

      // Someone else: the creator's actions are refused before the state; a report they cannot read says so.
      const manager = await demoUser(DEMO_EMAILS.manager)
      const employee = await demoUser(DEMO_EMAILS.employee)
      const notCreator = await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'lock' }).loginAs(manager)
      assert.equal(notCreator.status(), 403)
      const unreadable = await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'approve' }).loginAs(employee)
      unreadable.assertStatus(403)
      assert.equal(unreadable.body().message, "You don't have permission to view this report.")
      // Another company's report does not exist for its people.
      const stranger = await demoUser(DEMO_EMAILS.otherEmployee)
      ;(await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'approve' }).loginAs(stranger)).assertStatus(404)
      // A body that names no action loses nothing.
      const blank = await act({})
      blank.assertStatus(422)
      assert.equal(blank.body().errors[0].field, 'action')
    } finally {
      await db.from('paycycles').where('id', cycle.id).update({ stage: cycle.stage, approval_level: cycle.approval_level })
      await db.from('payroll_report_readers').where('report_id', report.id).delete()
      await db.from('payroll_registers').where('report_id', report.id).delete()
      await db.from('payroll_reports').where('id', report.id).delete()
      await db.from('audit_logs').where('id', '>', marks.audit).delete()
      await db.from('notifications').where('id', '>', marks.notifications).delete()
    }
  })
})
