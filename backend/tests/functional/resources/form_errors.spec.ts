import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Issue 20 §1: one refused save names every problem at once, each under its field and in the
 * words of the field's label (the form's label, from locales), never the raw column name.
 */
const byField = (body: any) => Object.fromEntries((body.errors ?? []).map((e: any) => [e.field, e]))

test.group('Validation errors: all at once, by label', (group) => {
  group.each.setup(() => isolatedTest())

  test('a create with an empty name and a bad e-mail answers both, each with its label', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.post('/api/people').json({ name: '  ', work_email: 'not-an-email' }).loginAs(admin)
    res.assertStatus(422)
    assert.equal(res.body().message, 'Please check the highlighted fields.')
    assert.deepEqual(res.body().errors, [
      { field: 'name', rule: 'required', message: 'Name is required.' },
      { field: 'work_email', rule: 'email', message: 'Work e-mail must be a valid e-mail address.' },
    ])
  })

  test('field errors and the cross-field rules of the rest come in the same answer', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await db.from('people').where('work_email', DEMO_EMAILS.employee).firstOrFail()
    // Before: the missing number hid the expiry before the issue date until the next save.
    const res = await client.post('/api/passport').json({
      person_id: person.id, issuing_country: 'SG', issue_date: '2024-05-01', expiry_date: '2024-04-30', name_on_passport: 'x'.repeat(300),
    }).loginAs(admin)
    res.assertStatus(422)
    const errors = byField(res.body())
    assert.sameMembers(Object.keys(errors), ['number', 'name_on_passport', 'expiry_date'])
    assert.equal(errors.number.message, 'Passport number is required.')
    assert.equal(errors.name_on_passport.message, 'Name on passport must be at most 255 characters.')
    assert.equal(errors.expiry_date.rule, 'afterOrEqual')
    assert.equal(errors.expiry_date.message, 'The expiry date must be the same as or later than the issue date.')
  })

  test('an update is judged on the stored row too, and a field in error is not also blamed for a rule', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await db.from('people').where('work_email', DEMO_EMAILS.employee).firstOrFail()
    const res = await client.post(`/api/people/${person.id}`).json({
      update_data: { name: '', profile_type: 'intern', is_expat: true, birth_date: '2021-02-30' },
    }).loginAs(admin)
    res.assertStatus(422)
    const errors = byField(res.body())
    assert.sameMembers(Object.keys(errors), ['name', 'birth_date', 'is_expat'])
    assert.equal(errors.is_expat.message, 'An intern cannot be an expat.')
    assert.equal(errors.birth_date.message, 'Birth date must be a valid date (YYYY-MM-DD).')
    const after = await db.from('people').where('id', person.id).firstOrFail()
    assert.equal(after.name, 'Emma Employee', 'nothing written')
  })

  test('a create names its empty field, its taken e-mail and its unknown reference at once, and writes nothing', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const before = await db.from('people').count('* as n').first()
    // Before: the empty name hid the taken e-mail (409) and the unknown manager (422) until later saves.
    const res = await client.post('/api/people').json({
      name: '', work_email: ' EMPLOYEE@demo.test ', reporting_manager_id: 999999, job_title: 'Analyst',
    }).loginAs(admin)
    res.assertStatus(422)
    assert.equal(res.body().message, 'Please check the highlighted fields.')
    const errors = byField(res.body())
    assert.sameMembers(Object.keys(errors), ['name', 'work_email', 'reporting_manager_id'])
    assert.deepEqual(errors.name, { field: 'name', rule: 'required', message: 'Name is required.' })
    assert.deepEqual(errors.work_email, { field: 'work_email', rule: 'unique', message: 'Email already exists in system.' })
    assert.equal(errors.reporting_manager_id.rule, 'exists')
    assert.match(errors.reporting_manager_id.message, /^Reporting manager /)
    const after = await db.from('people').count('* as n').first()
    assert.equal(Number(after.n), Number(before.n), 'no row written')
  })

  test('a valid form with an unknown reference and a taken e-mail answers one 422 naming both', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.post('/api/people').json({ name: 'Dup', work_email: 'employee@demo.test', reporting_manager_id: 999999 }).loginAs(admin)
    res.assertStatus(422)
    const errors = byField(res.body())
    assert.sameMembers(Object.keys(errors), ['work_email', 'reporting_manager_id'])
    assert.equal(errors.work_email.rule, 'unique')
    assert.equal(errors.reporting_manager_id.rule, 'exists')
    assert.isNull(await db.from('people').where('name', 'Dup').first(), 'no row written')
  })

  test('a field in error is not also checked for uniqueness or existence', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.post('/api/people').json({ name: '', work_email: 'employee@demo.test,', reporting_manager_id: 'abc' }).loginAs(admin)
    res.assertStatus(422)
    const errors = byField(res.body())
    assert.sameMembers(Object.keys(errors), ['name', 'work_email', 'reporting_manager_id'])
    assert.equal(errors.work_email.rule, 'email')
    assert.equal(errors.reporting_manager_id.rule, 'wholeNumber')
    assert.lengthOf(res.body().errors, 3, 'one error per field')
  })

  test('an update names its invalid date, its taken e-mail and its unknown manager at once, and writes nothing', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await db.from('people').where('work_email', DEMO_EMAILS.employee).firstOrFail()
    const res = await client.post(`/api/people/${person.id}`).json({
      update_data: { birth_date: '2021-02-30', work_email: DEMO_EMAILS.manager, reporting_manager_id: 999999, job_title: 'Changed' },
    }).loginAs(admin)
    res.assertStatus(422)
    const errors = byField(res.body())
    assert.sameMembers(Object.keys(errors), ['birth_date', 'work_email', 'reporting_manager_id'])
    assert.equal(errors.birth_date.rule, 'isoDate')
    assert.deepEqual(errors.work_email, { field: 'work_email', rule: 'unique', message: 'Email already exists in system.' })
    assert.equal(errors.reporting_manager_id.rule, 'exists')
    const after = await db.from('people').where('id', person.id).firstOrFail()
    assert.equal(after.work_email, DEMO_EMAILS.employee, 'nothing written')
    assert.notEqual(after.job_title, 'Changed')
  })

  test('an update keeping its own e-mail is not a duplicate of itself', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await db.from('people').where('work_email', DEMO_EMAILS.employee).firstOrFail()
    const res = await client.post(`/api/people/${person.id}`).json({ update_data: { name: '', work_email: DEMO_EMAILS.employee } }).loginAs(admin)
    res.assertStatus(422)
    assert.deepEqual(res.body().errors, [{ field: 'name', rule: 'required', message: 'Name is required.' }])
  })

  test('a taken e-mail alone keeps its 409', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.post('/api/people').json({ name: 'Dup', work_email: 'employee@demo.test' }).loginAs(admin)
    res.assertStatus(409)
    assert.deepEqual(res.body().errors, [{ field: 'work_email', rule: 'unique', message: 'Email already exists in system.' }])
  })

  test('a refused form tells a user who may not write the record no more than its fields', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const person = await db.from('people').where('work_email', DEMO_EMAILS.employee).firstOrFail()
    const res = await client.post(`/api/people/${person.id}`).json({ update_data: { birth_date: '2021-02-30', work_email: DEMO_EMAILS.manager } }).loginAs(employee)
    // A valid form would be refused (403: work e-mail is not theirs to edit) before any uniqueness check.
    res.assertStatus(422)
    assert.deepEqual(res.body().errors.map((e: any) => e.field), ['birth_date'])
  })

  test('a bespoke validator without labels names the field in words, in the platform wording', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.post('/api/leave/year-start').json({ year: 'soon' }).loginAs(admin)
    res.assertStatus(422)
    assert.deepEqual(res.body().errors, [{ field: 'year', rule: 'number', message: 'Year must be a number.' }])
    const far = await client.post('/api/leave/year-start').json({ year: 3000 }).loginAs(admin)
    far.assertStatus(422)
    assert.equal(far.body().errors[0].message, 'Year must be between 2000 and 2100.')
  })
})
