import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const personOf = async (email: string) => db.from('people').where('work_email', email).first()
const errorsByField = (body: any) => Object.fromEntries((body.errors ?? []).map((e: any) => [e.field, e.message]))
const hours = (v: unknown) => Number(v).toFixed(2)

/** Issue 43 §3: a timesheet day's total hours are derived by the server (end − start − absence), not trusted from the client. */
test.group('Timesheet total hours', (group) => {
  group.each.setup(() => isolatedTest())

  test('with both times the server sets end − start − absence, whatever total was sent; an update recomputes', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const emma = await personOf(DEMO_EMAILS.employee)
    const day = await client.post('/api/timesheet').json({ person_id: emma.id, work_date: '2031-05-05', start_time: '09:00', end_time: '17:30', absence_hours: '0.5', total_hours: '23' }).loginAs(employee)
    day.assertStatus(201)
    assert.equal(hours(day.body().total_hours), '8.00')
    const stored = await db.from('timesheets').where('id', day.body().id).first()
    assert.equal(hours(stored.total_hours), '8.00')

    // Only the end changes: the stored start and absence count with it.
    const later = await client.post(`/api/timesheet/${day.body().id}`).json({ update_data: { end_time: '18:20' } }).loginAs(employee)
    later.assertStatus(200)
    assert.equal(hours(later.body().total_hours), '8.83')
    const forged = await client.post(`/api/timesheet/${day.body().id}`).json({ update_data: { total_hours: '12' } }).loginAs(employee)
    forged.assertStatus(200)
    assert.equal(hours(forged.body().total_hours), '8.83')
  })

  test('without both times (they are optional) the entered total stands', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const emma = await personOf(DEMO_EMAILS.employee)
    const sick = await client.post('/api/timesheet').json({ person_id: emma.id, work_date: '2031-05-06', total_hours: '0', absence_hours: '8', absence_reason: 'Sick' }).loginAs(employee)
    sick.assertStatus(201)
    assert.equal(hours(sick.body().total_hours), '0.00')
    const startOnly = await client.post('/api/timesheet').json({ person_id: emma.id, work_date: '2031-05-07', start_time: '09:00', total_hours: '7.5' }).loginAs(employee)
    startOnly.assertStatus(201)
    assert.equal(hours(startOnly.body().total_hours), '7.50')
  })

  test('zero hours; more absence than the span is refused on absence_hours; an end before the start on end_time', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const emma = await personOf(DEMO_EMAILS.employee)
    const zero = await client.post('/api/timesheet').json({ person_id: emma.id, work_date: '2031-05-08', start_time: '09:00', end_time: '09:00' }).loginAs(employee)
    zero.assertStatus(201)
    assert.equal(hours(zero.body().total_hours), '0.00')

    const tooAbsent = await client.post('/api/timesheet').json({ person_id: emma.id, work_date: '2031-05-09', start_time: '09:00', end_time: '12:00', absence_hours: '4' }).loginAs(employee)
    tooAbsent.assertStatus(422)
    assert.equal(errorsByField(tooAbsent.body()).absence_hours, 'Absence cannot be more than the hours between the start and end time.')
    const backwards = await client.post('/api/timesheet').json({ person_id: emma.id, work_date: '2031-05-09', start_time: '18:00', end_time: '09:00' }).loginAs(employee)
    backwards.assertStatus(422)
    assert.equal(errorsByField(backwards.body()).end_time, 'The end time must be the same as or later than the start time.')
    // An update that would leave more absence than hours is refused too, and the row keeps its total.
    const shrink = await client.post(`/api/timesheet/${zero.body().id}`).json({ update_data: { end_time: '10:00', absence_hours: '2' } }).loginAs(employee)
    shrink.assertStatus(422)
    assert.deepEqual(Object.keys(errorsByField(shrink.body())), ['absence_hours'])
    assert.equal(hours((await db.from('timesheets').where('id', zero.body().id).first()).total_hours), '0.00')
    assert.equal((await db.from('timesheets').where('work_date', '2031-05-09')).length, 0)
  })
})
