import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Generated rows are backed by unique indexes (issue 42): one regular paycycle per payroll and
 * period start, whoever writes it (generation, or the catalogue's own create); off-cycle runs may
 * share a period. A second one is a clean 409, never a 500 or a duplicate.
 */
test.group('Generated rows: one regular paycycle per payroll and period', (group) => {
  group.each.setup(() => isolatedTest())

  test('a regular cycle for a generated period is refused 409; an off-cycle run in it is made; generating again makes nothing', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const payroll = (await client.post('/api/payroll').json({ name: 'Generated rows payroll', iso_code: 'SG', frequency: 'monthly', currency: 'SGD', pay_day_of_month: 25 }).loginAs(hr)).body()
    const first = await client.post(`/api/payroll/${payroll.id}/paycycles`).json({ year: 2027 }).loginAs(hr)
    assert.equal(first.body().created, 12)
    const cycle = { payroll_id: payroll.id, name: 'January again', period_start: '2027-01-01', period_end: '2027-01-31' }
    const regular = await client.post('/api/paycycle').json({ ...cycle, kind: 'regular' }).loginAs(hr)
    regular.assertStatus(409)
    assert.deepEqual(regular.body().errors, [{ field: 'period_start', rule: 'unique', message: 'Duplicate record detected. Please check your input and try again.' }])
    // Nor may an off-cycle run become a second regular one.
    const offCycle = (await client.post('/api/paycycle').json({ ...cycle, name: 'February bonus run', period_start: '2027-02-01', period_end: '2027-02-28', kind: 'off_cycle' }).loginAs(hr)).body()
    ;(await client.post(`/api/paycycle/${offCycle.id}`).json({ update_data: { kind: 'regular' } }).loginAs(hr)).assertStatus(409)
    await db.from('paycycles').where('id', offCycle.id).delete()
    ;(await client.post('/api/paycycle').json({ ...cycle, name: 'January bonus run', kind: 'off_cycle' }).loginAs(hr)).assertStatus(201)
    const again = await client.post(`/api/payroll/${payroll.id}/paycycles`).json({ year: 2027 }).loginAs(hr)
    again.assertStatus(200)
    assert.equal(again.body().created, 0)
    assert.lengthOf(await db.from('paycycles').where({ payroll_id: payroll.id, kind: 'regular' }), 12)
    assert.lengthOf(await db.from('paycycles').where({ payroll_id: payroll.id, kind: 'off_cycle' }), 1)
  })
})
