import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/** The person detail page's system tab: role flags and access privileges through GET/POST /api/user. */
test.group('System info: role flags and access privileges (GET /api/user, POST /api/user/{id})', (group) => {
  group.each.setup(() => isolatedTest())

  test('an access_admin holder reads and changes another account\'s flags and privileges', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const target = await demoUser(DEMO_EMAILS.employee)
    const before = await client.get(`/api/user?user_id=${target.id}`).loginAs(admin)
    before.assertStatus(200)
    assert.isFalse(before.body().is_manager)
    assert.isTrue(before.body().is_employee)
    assert.isFalse(before.body().access.bank_info)
    assert.sameMembers(Object.keys(before.body().access), ['view_people_list', 'bi', 'billing_and_order', 'personal_info', 'bank_info',
      'contractor', 'eor', 'time', 'payroll', 'onboarding', 'offboarding', 'info', 'admin'])

    const res = await client.post(`/api/user/${target.id}`).json({ update_data: { is_manager: true, access_bank_info: true } }).loginAs(admin)
    res.assertStatus(200)
    await target.refresh()
    assert.isTrue(target.isManager)
    assert.isTrue(target.accessBankInfo)
    assert.isFalse(target.accessAdmin)
    const log = await db.from('audit_logs').where({ entity_name: 'user', entity_id: target.id, action: 'update' }).orderBy('id', 'desc').first()
    assert.equal(log.user_id, admin.id)
    assert.deepEqual(JSON.parse(log.action_info).changes, { is_manager: true, access_bank_info: true })
    // The profile the changed user gets reflects it (roles and privileges derive from these flags).
    const me = await client.get('/api/profile/me').loginAs(target)
    assert.isTrue(me.body().roles.manager)
  })

  test('without access_admin: flags and privileges are neither shown nor accepted', async ({ client, assert }) => {
    const manager = await demoUser(DEMO_EMAILS.manager)
    const employee = await demoUser(DEMO_EMAILS.employee)
    const shown = await client.get(`/api/user?user_id=${employee.id}`).loginAs(manager)
    shown.assertStatus(200)
    assert.notProperty(shown.body(), 'access')
    assert.notProperty(shown.body(), 'is_manager')
    const res = await client.post(`/api/user/${employee.id}`).json({ update_data: { access_admin: true } }).loginAs(manager)
    res.assertStatus(403)
    // Not even for oneself.
    const self = await client.post(`/api/user/${employee.id}`).json({ update_data: { access_admin: true } }).loginAs(employee)
    self.assertStatus(403)
    await employee.refresh()
    assert.isFalse(employee.accessAdmin)
  })

  test('an admin cannot change their own privileges, nor touch another company\'s account', async ({ client }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const own = await client.post(`/api/user/${admin.id}`).json({ update_data: { access_admin: false } }).loginAs(admin)
    own.assertStatus(403)
    const other = await demoUser(DEMO_EMAILS.otherEmployee)
    const res = await client.post(`/api/user/${other.id}`).json({ update_data: { access_bank_info: true } }).loginAs(admin)
    res.assertStatus(404)
    const read = await client.get(`/api/user?user_id=${other.id}`).loginAs(admin)
    read.assertStatus(404)
  })

  test('a flag that is not a boolean is a 422 on the field', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const target = await demoUser(DEMO_EMAILS.employee)
    const res = await client.post(`/api/user/${target.id}`).json({ update_data: { access_time: 'maybe' } }).loginAs(admin)
    res.assertStatus(422)
    assert.equal(res.body().errors[0].field, 'update_data.access_time')
  })
})
