import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/** Fields no one sets on their own row: identity, tenancy, timestamps, and the photo (its own endpoint). */
const PROTECTED = ['customer_id', 'user_id', 'id', 'created_at', 'deleted_at', 'photo']

test.group('Information exposure: a colleague\'s account', (group) => {
  group.each.setup(() => isolatedTest())

  test('an employee cannot read a colleague\'s e-mail or country through GET /api/user', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const colleague = await demoUser(DEMO_EMAILS.intern)
    const res = await client.get('/api/user').qs({ user_id: colleague.id }).loginAs(employee)
    res.assertStatus(404)
    assert.notInclude(JSON.stringify(res.body()), colleague.email)
    const own = await client.get('/api/user').qs({ user_id: employee.id }).loginAs(employee)
    own.assertStatus(200)
    assert.equal(own.body().email, employee.email)
  })

  test('staff-info editors see a colleague\'s staff info; the account e-mail only with access_admin', async ({ client, assert }) => {
    const colleague = await demoUser(DEMO_EMAILS.intern)
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const asAdmin = await client.get('/api/user').qs({ user_id: colleague.id }).loginAs(admin)
    asAdmin.assertStatus(200)
    assert.equal(asAdmin.body().email, colleague.email)
    assert.property(asAdmin.body(), 'country')
    const manager = await demoUser(DEMO_EMAILS.manager)
    await db.from('users').where('id', manager.id).update({ access_personal_info: true, access_admin: false })
    const asEditor = await client.get('/api/user').qs({ user_id: colleague.id }).loginAs(await demoUser(DEMO_EMAILS.manager))
    asEditor.assertStatus(200)
    assert.notProperty(asEditor.body(), 'email')
    assert.property(asEditor.body(), 'country')
  })
})

test.group('Information exposure: protected fields in a self-edit', (group) => {
  group.each.setup(() => isolatedTest())

  test('each protected field in a self-edit is refused with 403 naming it; nothing is written', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const person = await db.from('people').where('work_email', DEMO_EMAILS.employee).first()
    const other = await db.from('customers').where('name', 'Initech Europe').first()
    const values: Record<string, unknown> = {
      customer_id: other.id, user_id: 1, id: person.id + 1000, created_at: '2000-01-01T00:00:00.000Z', deleted_at: '2000-01-01T00:00:00.000Z', photo: 'img/someone-else.png',
    }
    for (const field of PROTECTED) {
      const res = await client.post(`/api/people/${person.id}`).json({ update_data: { phone: '+65 9999 0000', [field]: values[field] } }).loginAs(employee)
      res.assertStatus(403)
      assert.deepInclude(res.body().errors, { field, rule: 'self_editable', message: 'This field can only be changed by HR.' })
    }
    const after = await db.from('people').where('id', person.id).first()
    assert.deepEqual({ ...after, updated_at: null }, { ...person, updated_at: null })
  })

})
