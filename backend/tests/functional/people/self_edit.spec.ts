import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Domain §6: staff see and edit their own HR data (the employee fills their own data during
 * onboarding and in /my-info) — the personal fields only; the rest of the record stays HR's.
 */
test.group('People: editing one\'s own record (POST /api/people/:id as the person)', (group) => {
  group.each.setup(() => isolatedTest())

  const own = async (email: string) => db.from('people').where('work_email', email).first()

  test('an employee changes their own personal fields', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const person = await own(DEMO_EMAILS.employee)
    const res = await client.post(`/api/people/${person.id}`)
      .json({ update_data: { phone: '+65 8123 4567', permanent_address: '1 Orchard Road', nationality: 'MY', birth_date: '1991-04-05' } })
      .loginAs(employee)
    res.assertStatus(200)
    const after = await own(DEMO_EMAILS.employee)
    assert.equal(after.phone, '+65 8123 4567')
    assert.equal(after.nationality, 'MY')
    const log = await db.from('audit_logs').where({ entity_name: 'people', entity_id: person.id, action: 'update' }).orderBy('id', 'desc').first()
    assert.equal(log.user_id, employee.id)
  })

  test('HR fields are refused with 403 and the field named; nothing is written', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const person = await own(DEMO_EMAILS.employee)
    for (const change of [{ status: 'regular' }, { job_title: 'CTO' }, { country: 'MY' }, { profile_type: 'manager_and_staff' }, { reporting_manager_id: null }]) {
      const res = await client.post(`/api/people/${person.id}`).json({ update_data: { phone: '+65 1111 1111', ...change } }).loginAs(employee)
      res.assertStatus(403)
      assert.equal(res.body().errors[0].field, Object.keys(change)[0])
      assert.equal(res.body().errors[0].message, 'This field can only be changed by HR.')
    }
    const after = await own(DEMO_EMAILS.employee)
    assert.equal(after.job_title, person.job_title)
    assert.equal(after.phone, person.phone)
  })

  test('not another person\'s record, and not a manager-only profile\'s own record', async ({ client }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const colleague = await own(DEMO_EMAILS.intern)
    ;(await client.post(`/api/people/${colleague.id}`).json({ update_data: { phone: '+65 2222 2222' } }).loginAs(employee)).assertStatus(403)
    const manager = await demoUser(DEMO_EMAILS.manager)
    const self = await own(DEMO_EMAILS.manager)
    ;(await client.post(`/api/people/${self.id}`).json({ update_data: { phone: '+65 3333 3333' } }).loginAs(manager)).assertStatus(403)
  })

  test('HR with the personal_info privilege still changes any field', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await own(DEMO_EMAILS.employee)
    const res = await client.post(`/api/people/${person.id}`).json({ update_data: { job_title: 'Staff Engineer', phone: '+65 4444 4444' } }).loginAs(admin)
    res.assertStatus(200)
    assert.equal((await own(DEMO_EMAILS.employee)).job_title, 'Staff Engineer')
  })
})
