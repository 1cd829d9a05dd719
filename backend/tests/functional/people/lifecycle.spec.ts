import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const personOf = async (email: string) => db.from('people').where('work_email', email).first()
const errorsByField = (body: any) => Object.fromEntries((body.errors ?? []).map((e: any) => [e.field, e.message]))
const now = () => new Date().toISOString()

async function newPerson(row: Record<string, unknown>) {
  const hr = await personOf(DEMO_EMAILS.hrAdmin)
  const [r] = await db.table('people').insert({
    customer_id: hr.customer_id, name: 'Lifecycle Person', type: 'staff', status: 'onboarding', profile_type: 'staff_only',
    country: 'SG', is_expat: false, created_at: now(), updated_at: now(), ...row,
  }).returning('id')
  return Number(typeof r === 'object' ? r.id : r)
}

test.group('Expat and country workflows', (group) => {
  group.each.setup(() => isolatedTest())

  test('set expat, then stop expat, with records and the person kept in step', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const set = await client.post(`/api/people/${emma.id}/set-expat`).json({ host_country: 'JP', expat_start_date: '2026-01-01' }).loginAs(hr)
    set.assertStatus(201)
    assert.equal(set.body().action, 'set')
    assert.equal(set.body().effective_date, '2026-01-01')
    let person = await client.get(`/api/people/${emma.id}`).loginAs(hr)
    assert.isTrue(person.body().is_expat)
    assert.equal(person.body().host_country, 'JP')
    const info = await db.from('employment_infos').where('person_id', emma.id).first()
    assert.equal(String(info.expat_start_date).slice(0, 10) === '2026-01-01' || new Date(info.expat_start_date).toISOString().startsWith('2026-01-01'), true)

    assert.isNull(set.body().mobility_case_id)
    const twice = await client.post(`/api/people/${emma.id}/set-expat`).json({ host_country: 'JP', expat_start_date: '2026-02-01' }).loginAs(hr)
    twice.assertStatus(422)
    assert.equal(errorsByField(twice.body()).is_expat, 'This person is already an expat.')

    // Change country applies only to non-expat staff (domain §5), in the workflow and in a plain edit.
    const change = await client.post(`/api/people/${emma.id}/change-country`).json({ country: 'MY', effective_date: '2026-03-01' }).loginAs(hr)
    change.assertStatus(422)
    assert.equal(errorsByField(change.body()).country, 'The country can be changed only for staff who are not expats.')
    const edit = await client.post(`/api/people/${emma.id}`).json({ update_data: { country: 'MY' } }).loginAs(hr)
    edit.assertStatus(422)

    // On a payroll, the stop names the run-off paycycle: one of that payroll's (issue 16).
    const cycles = (await client.get(`/api/people/${emma.id}/run-off-paycycles`).loginAs(hr)).body().data
    assert.isAbove(cycles.length, 0)
    assert.equal(cycles[0].payroll_name, 'Globex SG Monthly')
    const runOff = cycles.at(-1).name
    const unnamed = await client.post(`/api/people/${emma.id}/stop-expat`).json({ expat_end_date: '2026-12-31' }).loginAs(hr)
    unnamed.assertStatus(422)
    assert.equal(errorsByField(unnamed.body()).run_off_paycycle, "Choose the run-off paycycle of the person's payroll.")
    const unknown = await client.post(`/api/people/${emma.id}/stop-expat`).json({ expat_end_date: '2026-12-31', run_off_paycycle: '2027-01' }).loginAs(hr)
    assert.equal(errorsByField(unknown.body()).run_off_paycycle, "Choose a paycycle of the person's payroll.")
    ;(await client.get(`/api/people/${emma.id}/run-off-paycycles`).loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
    const early = await client.post(`/api/people/${emma.id}/stop-expat`).json({ expat_end_date: '2025-12-01', run_off_paycycle: runOff }).loginAs(hr)
    early.assertStatus(422)
    assert.equal(errorsByField(early.body()).expat_end_date, 'The expat end date must be the same as or later than the expat start date.')
    const stop = await client.post(`/api/people/${emma.id}/stop-expat`).json({ expat_end_date: '2026-12-31', run_off_paycycle: runOff }).loginAs(hr)
    stop.assertStatus(201)
    assert.equal(stop.body().action, 'stop')
    assert.equal(stop.body().run_off_paycycle, runOff)
    assert.equal(stop.body().host_country, 'JP')
    person = await client.get(`/api/people/${emma.id}`).loginAs(hr)
    assert.isFalse(person.body().is_expat)
    const notExpat = await client.post(`/api/people/${emma.id}/stop-expat`).json({ expat_end_date: '2027-01-31' }).loginAs(hr)
    notExpat.assertStatus(422)
    assert.equal(errorsByField(notExpat.body()).is_expat, 'This person is not an expat.')

    const moved = await client.post(`/api/people/${emma.id}/change-country`).json({ country: 'MY', effective_date: '2027-01-01' }).loginAs(hr)
    moved.assertStatus(201)
    assert.equal((await client.get(`/api/people/${emma.id}`).loginAs(hr)).body().country, 'MY')
    const same = await client.post(`/api/people/${emma.id}/change-country`).json({ country: 'MY', effective_date: '2027-01-01' }).loginAs(hr)
    same.assertStatus(409)
    assert.equal(same.body().message, 'An effective date with the same data already exists.')
  })

  test('an intern cannot be an expat; contractors do not change country; workflows need the info privilege', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const intern = await personOf(DEMO_EMAILS.intern)
    const res = await client.post(`/api/people/${intern.id}/set-expat`).json({ host_country: 'JP', expat_start_date: '2026-01-01' }).loginAs(hr)
    res.assertStatus(422)
    assert.equal(errorsByField(res.body()).is_expat, 'An intern cannot be an expat.')
    const flag = await client.post(`/api/people/${intern.id}`).json({ update_data: { is_expat: true } }).loginAs(hr)
    flag.assertStatus(422)
    assert.equal(errorsByField(flag.body()).is_expat, 'An intern cannot be an expat.')

    const contractor = await personOf(DEMO_EMAILS.contractor)
    const change = await client.post(`/api/people/${contractor.id}/change-country`).json({ country: 'SG', effective_date: '2026-01-01' }).loginAs(hr)
    change.assertStatus(422)

    const emma = await personOf(DEMO_EMAILS.employee)
    const manager = await demoUser(DEMO_EMAILS.manager)
    ;(await client.post(`/api/people/${emma.id}/set-expat`).json({ host_country: 'JP', expat_start_date: '2026-01-01' }).loginAs(manager)).assertStatus(403)
    const employee = await demoUser(DEMO_EMAILS.employee)
    ;(await client.post(`/api/people/${emma.id}/change-country`).json({ country: 'MY', effective_date: '2026-01-01' }).loginAs(employee)).assertStatus(403)
    const other = await demoUser(DEMO_EMAILS.otherEmployee)
    ;(await client.post(`/api/people/${emma.id}/offboard`).json({ last_working_day: '2026-12-31' }).loginAs(other)).assertStatus(404)
  })
})

test.group('Offboarding, status transitions and deletion', (group) => {
  group.each.setup(() => isolatedTest())

  test('offboard: last working day, then separated, then offboarded', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const missing = await client.post(`/api/people/${emma.id}/offboard`).json({}).loginAs(hr)
    missing.assertStatus(422)
    assert.equal(errorsByField(missing.body()).last_working_day, 'Last working day is required.')
    const early = await client.post(`/api/people/${emma.id}/offboard`).json({ last_working_day: '2020-01-01' }).loginAs(hr)
    early.assertStatus(422)
    assert.equal(errorsByField(early.body()).last_working_day, 'Must be the same as or later than the job start date.')

    const sep = await client.post(`/api/people/${emma.id}/offboard`).json({ last_working_day: '2026-12-31' }).loginAs(hr)
    sep.assertStatus(200)
    assert.equal(sep.body().status, 'separated')
    const info = await client.get('/api/employment-info').qs({ 'filter[person_id]': emma.id }).loginAs(hr)
    assert.equal(info.body().items[0].last_working_day, '2026-12-31')
    const off = await client.post(`/api/people/${emma.id}/offboard`).json({}).loginAs(hr)
    off.assertStatus(200)
    assert.equal(off.body().status, 'offboarded')
    const back = await client.post(`/api/people/${emma.id}`).json({ update_data: { status: 'regular' } }).loginAs(hr)
    back.assertStatus(422)
    assert.equal(errorsByField(back.body()).status, 'The status cannot change from Offboarded to Regular.')

    // Offboarding needs the offboarding privilege: the manager does not hold it.
    const intern = await personOf(DEMO_EMAILS.intern)
    ;(await client.post(`/api/people/${intern.id}/offboard`).json({ last_working_day: '2026-12-31' }).loginAs(await demoUser(DEMO_EMAILS.manager))).assertStatus(403)
  })

  test('status transitions follow domain §4 per person type', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const id = await newPerson({})
    const jump = await client.post(`/api/people/${id}`).json({ update_data: { status: 'offboarded' } }).loginAs(hr)
    jump.assertStatus(422)
    assert.equal(errorsByField(jump.body()).status, 'The status cannot change from Onboarding to Offboarded.')
    for (const status of ['probation', 'regular', 'resigned', 'separated', 'offboarded']) {
      const step = await client.post(`/api/people/${id}`).json({ update_data: { status } }).loginAs(hr)
      step.assertStatus(200)
      assert.equal(step.body().status, status)
    }
    const contractor = await personOf(DEMO_EMAILS.contractor)
    const staffStatus = await client.post(`/api/people/${contractor.id}`).json({ update_data: { status: 'regular' } }).loginAs(hr)
    staffStatus.assertStatus(422)
    ;(await client.post(`/api/people/${contractor.id}`).json({ update_data: { status: 'inactive' } }).loginAs(hr)).assertStatus(200)
    const offboardContractor = await client.post(`/api/people/${contractor.id}/offboard`).json({ status: 'separated', last_working_day: '2026-12-31' }).loginAs(hr)
    offboardContractor.assertStatus(422)
  })

  test('delete only without HR history: the delete-workflow messages otherwise', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const regular = await client.delete(`/api/people/${emma.id}`).loginAs(hr)
    regular.assertStatus(422)
    assert.equal(regular.body().message, 'The condition for the delete staff workflow is not met.')

    const contractor = await personOf(DEMO_EMAILS.contractor)
    const active = await client.delete(`/api/people/${contractor.id}`).loginAs(hr)
    active.assertStatus(422)
    assert.equal(active.body().message, 'The condition for the delete contractor workflow contractor is not met.')

    // Onboarding, but with a history row (each kind of history blocks on its own).
    const withRecord = await newPerson({})
    const hrPerson = await personOf(DEMO_EMAILS.hrAdmin)
    await db.table('country_records').insert({ customer_id: hrPerson.customer_id, person_id: withRecord, effective_date: '2026-01-01', country: 'SG', created_at: now(), updated_at: now() })
    const blocked = await client.delete(`/api/people/${withRecord}`).loginAs(hr)
    blocked.assertStatus(422)
    assert.equal(blocked.body().message, 'The condition for the delete staff workflow is not met.')
    const withSheet = await newPerson({})
    await db.table('timesheets').insert({ customer_id: hrPerson.customer_id, person_id: withSheet, work_date: '2026-01-01', created_at: now(), updated_at: now() })
    ;(await client.delete(`/api/people/${withSheet}`).loginAs(hr)).assertStatus(422)

    const clean = await newPerson({})
    ;(await client.delete(`/api/people/${clean}`).loginAs(hr)).assertStatus(200)
    assert.isNotNull((await db.from('people').where('id', clean).first()).deleted_at)
    const idleContractor = await newPerson({ type: 'contractor', status: 'inactive', profile_type: null })
    ;(await client.delete(`/api/people/${idleContractor}`).loginAs(hr)).assertStatus(200)
  })
})
