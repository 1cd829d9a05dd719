import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const personOf = async (email: string) => db.from('people').where('work_email', email).first()
const errorsByField = (body: any) => Object.fromEntries((body.errors ?? []).map((e: any) => [e.field, e.message]))

/** A Globex person with no employment terms yet (a fresh hire). */
async function freshPerson(customerEmail = DEMO_EMAILS.hrAdmin, extra: Record<string, unknown> = {}) {
  const owner = await personOf(customerEmail)
  const [r] = await db.table('people').insert({
    customer_id: owner.customer_id, name: 'Fresh Hire', type: 'staff', status: 'onboarding', profile_type: 'staff_only',
    country: 'SG', is_expat: false, created_at: new Date().toISOString(), updated_at: new Date().toISOString(), ...extra,
  }).returning('id')
  return Number(typeof r === 'object' ? r.id : r)
}

test.group('Employment info (domain §3, §5)', (group) => {
  group.each.setup(() => isolatedTest())

  test('job start date is required; probation end, last working day and contract end follow their start', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const personId = await freshPerson()

    const missing = await client.post('/api/employment-info').json({ person_id: personId }).loginAs(hr)
    missing.assertStatus(422)
    assert.equal(errorsByField(missing.body()).job_start_date, 'Job start date is required.')

    const early = await client.post('/api/employment-info').json({
      person_id: personId, job_start_date: '2026-03-01', probation_end_date: '2026-02-28', last_working_day: '2026-01-01',
      contract_start_date: '2026-03-01', contract_end_date: '2026-02-01',
    }).loginAs(hr)
    early.assertStatus(422)
    const errors = errorsByField(early.body())
    assert.equal(errors.probation_end_date, 'Must be the same as or later than the job start date.')
    assert.equal(errors.last_working_day, 'Must be the same as or later than the job start date.')
    assert.equal(errors.contract_end_date, 'The contract end date must be the same as or later than the start date.')

    const ok = await client.post('/api/employment-info').json({
      person_id: personId, job_start_date: '2026-03-01', probation_end_date: '2026-03-01', contract_type: 'fixed_term', hiring_type: 'local_hire_local',
      contract_start_date: '2026-03-01', contract_end_date: '2027-02-28', customer_deposit: '3000.50', customer_deposit_currency: 'SGD',
      vendor_setup_fee: '500', vendor_setup_fee_currency: 'JPY',
    }).loginAs(hr)
    ok.assertStatus(201)
    assert.equal(ok.body().customer_deposit, '3000.50')
    assert.equal(ok.body().vendor_setup_fee, '500')
    // Money is stored in integer minor units, never a float.
    const row = await db.from('employment_infos').where('id', ok.body().id).first()
    assert.equal(Number(row.customer_deposit), 300050)
    assert.equal(Number(row.vendor_setup_fee), 500)

    // The rule reads the stored job start date when only the dependent date changes.
    const upd = await client.post(`/api/employment-info/${ok.body().id}`).json({ update_data: { last_working_day: '2026-02-01' } }).loginAs(hr)
    upd.assertStatus(422)
    assert.equal(errorsByField(upd.body()).last_working_day, 'Must be the same as or later than the job start date.')
    const yen = await client.post(`/api/employment-info/${ok.body().id}`).json({ update_data: { vendor_setup_fee: '500.5' } }).loginAs(hr)
    yen.assertStatus(422)

    // An intern cannot be an expat (domain §6): no expat dates under the intern hiring type.
    const internExpat = await client.post(`/api/employment-info/${ok.body().id}`).json({ update_data: { hiring_type: 'intern', expat_start_date: '2026-05-01' } }).loginAs(hr)
    internExpat.assertStatus(422)
    assert.equal(errorsByField(internExpat.body()).expat_start_date, 'An intern cannot be an expat.')

    // The contract entity is a business entity this company may use, never another company's.
    const ownEntity = await db.from('business_entities').where('customer_id', row.customer_id).first()
    const foreignEntity = await db.from('business_entities').whereNotNull('customer_id').whereNot('customer_id', row.customer_id).first()
    const foreign = await client.post(`/api/employment-info/${ok.body().id}`).json({ update_data: { contract_entity_id: foreignEntity.id } }).loginAs(hr)
    foreign.assertStatus(422)
    assert.equal(foreign.body().errors[0].field, 'contract_entity_id')
    ;(await client.post(`/api/employment-info/${ok.body().id}`).json({ update_data: { contract_entity_id: ownEntity.id } }).loginAs(hr)).assertStatus(200)

    const second = await client.post('/api/employment-info').json({ person_id: personId, job_start_date: '2026-04-01' }).loginAs(hr)
    second.assertStatus(409)
    assert.equal(second.body().message, 'Duplicate record detected. Please check your input and try again.')
  })

  test('who reads and writes employment terms: info privilege, own record read-only, other company 404', async ({ client, assert }) => {
    const emma = await personOf(DEMO_EMAILS.employee)
    const info = await db.from('employment_infos').where('person_id', emma.id).first()

    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.get(`/api/employment-info/${info.id}`).loginAs(hr)).assertStatus(200)
    ;(await client.post(`/api/employment-info/${info.id}`).json({ update_data: { home_payroll: 'SG payroll 2' } }).loginAs(hr)).assertStatus(200)

    const employee = await demoUser(DEMO_EMAILS.employee)
    const own = await client.get('/api/employment-info').loginAs(employee)
    own.assertStatus(200)
    assert.deepEqual(own.body().items.map((i: any) => i.person_id), [Number(emma.id)])
    // Deposits and setup fees are the company's and the vendor's terms: left out of the person's own row.
    const mine = (await client.get(`/api/employment-info/${info.id}`).loginAs(employee)).body()
    for (const field of ['customer_deposit', 'vendor_deposit', 'customer_setup_fee', 'vendor_setup_fee', 'customer_deposit_currency']) {
      assert.notProperty(own.body().items[0], field)
      assert.notProperty(mine, field)
    }
    assert.property((await client.get(`/api/employment-info/${info.id}`).loginAs(hr)).body(), 'customer_deposit')
    ;(await client.post(`/api/employment-info/${info.id}`).json({ update_data: { home_payroll: 'Mine' } }).loginAs(employee)).assertStatus(403)

    const intern = await demoUser(DEMO_EMAILS.intern)
    ;(await client.get(`/api/employment-info/${info.id}`).loginAs(intern)).assertStatus(403)

    // The manager holds view people list, personal info and time, not info: refused.
    const manager = await demoUser(DEMO_EMAILS.manager)
    ;(await client.get(`/api/employment-info/${info.id}`).loginAs(manager)).assertStatus(403)
    ;(await client.post(`/api/employment-info/${info.id}`).json({ update_data: { home_payroll: 'X' } }).loginAs(manager)).assertStatus(403)

    const other = await demoUser(DEMO_EMAILS.otherEmployee)
    ;(await client.get(`/api/employment-info/${info.id}`).loginAs(other)).assertStatus(404)
    const vendorAdmin = await demoUser(DEMO_EMAILS.vendorAdmin)
    // Acme's admin acts for Initech here: Globex's row is not in that tenant.
    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    ;(await client.get(`/api/employment-info/${info.id}`).header('x-customer-id', String(initech.id)).loginAs(vendorAdmin)).assertStatus(404)
  })
})

test.group('Dated records (employment, country, expat)', (group) => {
  group.each.setup(() => isolatedTest())

  test('the same data twice for one effective date is refused with the catalogue message', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const record = { person_id: emma.id, effective_date: '2026-06-01', job_title: 'Staff Engineer', contract_type: 'permanent', hiring_type: 'local_hire_foreigner' }
    ;(await client.post('/api/employment-record').json(record).loginAs(hr)).assertStatus(201)
    const again = await client.post('/api/employment-record').json(record).loginAs(hr)
    again.assertStatus(409)
    assert.equal(again.body().message, 'An effective date with the same data already exists.')
    // Other data on the same date, or the same data on another date, are new records.
    ;(await client.post('/api/employment-record').json({ ...record, job_title: 'Principal Engineer' }).loginAs(hr)).assertStatus(201)
    ;(await client.post('/api/employment-record').json({ ...record, effective_date: '2026-07-01' }).loginAs(hr)).assertStatus(201)

    const country = { person_id: emma.id, effective_date: '2026-06-01', country: 'MY' }
    ;(await client.post('/api/country-record').json(country).loginAs(hr)).assertStatus(201)
    const countryAgain = await client.post('/api/country-record').json(country).loginAs(hr)
    countryAgain.assertStatus(409)
    assert.equal(countryAgain.body().message, 'An effective date with the same data already exists.')

    const expat = { person_id: emma.id, effective_date: '2026-06-01', action: 'set', host_country: 'TH', expat_start_date: '2026-06-01' }
    ;(await client.post('/api/expat-record').json(expat).loginAs(hr)).assertStatus(201)
    const expatAgain = await client.post('/api/expat-record').json(expat).loginAs(hr)
    expatAgain.assertStatus(409)
    assert.equal(expatAgain.body().errors[0].message, 'An effective date with the same data already exists.')

    const missingDate = await client.post('/api/employment-record').json({ person_id: emma.id, job_title: 'X' }).loginAs(hr)
    missingDate.assertStatus(422)
    assert.equal(errorsByField(missingDate.body()).effective_date, 'Effective date is required.')
  })

  test('an employee reads their own records only; another company cannot reach them', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const emma = await personOf(DEMO_EMAILS.employee)
    const records = await client.get('/api/expat-record').loginAs(employee)
    records.assertStatus(200)
    assert.equal(records.body().itemsTotal, 2)
    assert.deepEqual(records.body().items.map((r: any) => r.action), ['stop', 'set'], 'newest effective date first')
    ;(await client.post('/api/employment-record').json({ person_id: emma.id, effective_date: '2026-01-01' }).loginAs(employee)).assertStatus(403)

    const intern = await personOf(DEMO_EMAILS.intern)
    const internRecord = await db.from('employment_records').where('person_id', intern.id).first()
    ;(await client.get(`/api/employment-record/${internRecord.id}`).loginAs(employee)).assertStatus(403)
    const other = await demoUser(DEMO_EMAILS.otherEmployee)
    ;(await client.get(`/api/employment-record/${internRecord.id}`).loginAs(other)).assertStatus(404)
    const hrOfInitech = await client.post('/api/employment-record').json({ person_id: intern.id, effective_date: '2026-01-01' }).loginAs(await demoUser(DEMO_EMAILS.otherEmployee))
    assert.include([403, 422], hrOfInitech.status())
  })
})

test.group('Work info and timesheet', (group) => {
  group.each.setup(() => isolatedTest())

  test('work info is one row per person and needs the info privilege to change', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const personId = await freshPerson()
    const created = await client.post('/api/work-info').json({ person_id: personId, employee_number: 'E-9', department: 'Ops', weekly_hours: '37.5' }).loginAs(hr)
    created.assertStatus(201)
    // Exact decimals as text (SQLite keeps the digits sent, PostgreSQL pads to the column scale).
    assert.match(created.body().weekly_hours, /^37\.50?$/)
    ;(await client.post('/api/work-info').json({ person_id: personId, employee_number: 'E-10' }).loginAs(hr)).assertStatus(409)
    const manager = await demoUser(DEMO_EMAILS.manager)
    ;(await client.post(`/api/work-info/${created.body().id}`).json({ update_data: { department: 'X' } }).loginAs(manager)).assertStatus(403)
  })

  test('timesheet: start and end optional, end not before start, HH:mm times, own days for the employee', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const emma = await personOf(DEMO_EMAILS.employee)
    const noTimes = await client.post('/api/timesheet').json({ person_id: emma.id, work_date: '2026-12-01', total_hours: '0', absence_hours: '8', absence_reason: 'Sick' }).loginAs(employee)
    noTimes.assertStatus(201)
    assert.isNull(noTimes.body().start_time)
    const backwards = await client.post('/api/timesheet').json({ person_id: emma.id, work_date: '2026-12-02', start_time: '18:00', end_time: '09:00' }).loginAs(employee)
    backwards.assertStatus(422)
    assert.equal(errorsByField(backwards.body()).end_time, 'The end time must be the same as or later than the start time.')
    const badTime = await client.post('/api/timesheet').json({ person_id: emma.id, work_date: '2026-12-02', start_time: '25:00' }).loginAs(employee)
    badTime.assertStatus(422)
    assert.equal(errorsByField(badTime.body()).start_time, 'Start time must be a time as HH:mm.')
    const day = await client.post('/api/timesheet').json({ person_id: emma.id, work_date: '2026-12-02', start_time: '09:00', end_time: '19:30', total_hours: '9.5', overtime_hours: '1.5' }).loginAs(employee)
    day.assertStatus(201)
    assert.match(day.body().overtime_hours, /^1\.50?$/)

    const intern = await personOf(DEMO_EMAILS.intern)
    ;(await client.post('/api/timesheet').json({ person_id: intern.id, work_date: '2026-12-02' }).loginAs(employee)).assertStatus(403)
    // The manager holds the time privilege: a report's timesheet is theirs to keep.
    const manager = await demoUser(DEMO_EMAILS.manager)
    ;(await client.post('/api/timesheet').json({ person_id: intern.id, work_date: '2026-12-02', total_hours: '8' }).loginAs(manager)).assertStatus(201)
  })
})
