import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'

/**
 * A register's versions are numbered max + 1 and backed by the unique (report_id, version) index:
 * parallel sheet saves on committed rows never make two versions of one number, and a save that
 * loses the race is answered 409, never 500. (Issue 42; the numbering is register.ts's.)
 */
const PARALLEL = 10

test.group('Concurrency (issue 42): parallel register saves, on real connections', (group) => {
  group.each.setup(() => limiter.clear(['memory']))

  test(`${PARALLEL} parallel sheet saves of one register: versions unique and in sequence, every answer 200 or 409`, async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const marks = {
      audit: Number((await db.from('audit_logs').max('id as id').first())?.id ?? 0),
      notifications: Number((await db.from('notifications').max('id as id').first())?.id ?? 0),
    }
    const cycle = await db.from('paycycles').where('stage', 'change_data').orderBy('period_start').first()
    const created = await client.post('/api/payroll-report').json({ paycycle_id: cycle.id, name: 'Parallel saves' }).loginAs(hr)
    created.assertStatus(201)
    const report = created.body()
    try {
      const register = (await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: cycle.id }).loginAs(hr)).body()
      const row = register.rows[0]
      const saves = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => client.put(`/api/payroll-report/${report.id}/register`)
        .json({ rows: [{ person_id: row.person_id, items: [{ key: row.items[0].key, amount: `${6100 + i}.00` }] }] }).loginAs(hr)))
      const codes = saves.map((r) => r.status())
      assert.isTrue(codes.every((c) => c === 200 || c === 409), codes.join(','))
      const versions = (await db.from('payroll_registers').where('report_id', report.id).orderBy('version')).map((r) => Number(r.version))
      // Version 1 is the engine's; each save that answered 200 added the next.
      assert.deepEqual(versions, Array.from({ length: 1 + codes.filter((c) => c === 200).length }, (_, i) => i + 1))
      assert.equal(Number((await db.from('payroll_reports').where('id', report.id).first()).register_version), versions.at(-1))
    } finally {
      await db.from('payroll_reports').where('id', report.id).delete()
      await db.from('audit_logs').where('id', '>', marks.audit).delete()
      await db.from('notifications').where('id', '>', marks.notifications).delete()
    }
  })
})
