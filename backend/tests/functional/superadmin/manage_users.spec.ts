import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

test.group('Superadmin: manage users', (group) => {
  group.each.setup(() => isolatedTest())

  test('only a superadmin lists every account, with search and a role filter', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const all = await client.get('/api/manage-user').qs({ 'external[per_page]': 1000 }).loginAs(sa)
    all.assertStatus(200)
    const total = await db.from('users').whereNull('deleted_at').count('* as n').first()
    assert.equal(all.body().itemsTotal, Number(total.n))
    const emails = all.body().items.map((u: any) => u.email)
    assert.includeMembers(emails, [DEMO_EMAILS.vendorAdmin, DEMO_EMAILS.otherEmployee, DEMO_EMAILS.contractor])

    const vendors = await client.get('/api/manage-user').qs({ 'filter[role]': 'vendor_admin' }).loginAs(sa)
    assert.isTrue(vendors.body().items.length > 0)
    assert.isTrue(vendors.body().items.every((u: any) => u.role === 'vendor_admin'))
    assert.include(vendors.body().items.map((u: any) => u.email), DEMO_EMAILS.vendorAdmin)
    assert.notInclude(vendors.body().items.map((u: any) => u.email), DEMO_EMAILS.vendorUser)

    const found = await client.get('/api/manage-user').qs({ query_string: 'other.employee@' }).loginAs(sa)
    assert.deepEqual(found.body().items.map((u: any) => u.email), [DEMO_EMAILS.otherEmployee])
    assert.equal(found.body().items[0].customer_name, 'Initech Europe')

    for (const email of [DEMO_EMAILS.vendorAdmin, DEMO_EMAILS.vendorUser, DEMO_EMAILS.hrAdmin, DEMO_EMAILS.employee]) {
      ;(await client.get('/api/manage-user').loginAs(await demoUser(email))).assertStatus(403)
    }
  })

  test('each account carries its role in plain words: vendor admin or user, the staff sub-role', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const all = await client.get('/api/manage-user').qs({ 'external[per_page]': 1000 }).loginAs(sa)
    const roleOf = (email: string) => all.body().items.find((u: any) => u.email === email)?.account_role
    assert.equal(roleOf(DEMO_EMAILS.hrAdmin), 'manager_and_staff')
    assert.equal(roleOf(DEMO_EMAILS.employee), 'staff_only')
    assert.equal(roleOf(DEMO_EMAILS.vendorAdmin), 'vendor_admin')
    assert.equal(roleOf(DEMO_EMAILS.vendorUser), 'vendor_user')
    assert.equal(roleOf(DEMO_EMAILS.superadmin), 'superadmin')
    assert.equal(roleOf(DEMO_EMAILS.contractor), 'contractor')
  })

  test('deactivate ends sessions and blocks sign-in; activate restores it', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const employee = await demoUser(DEMO_EMAILS.employee)
    const login = () => client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.employee, password: 'Demo@12345' })
    const session = (await login()).body().auth_token as string
    ;(await client.get('/api/profile/me').bearerToken(session)).assertStatus(200)

    const off = await client.post(`/api/manage-user/${employee.id}/deactivate`).loginAs(sa)
    off.assertStatus(200)
    assert.equal(off.body().message, 'The account has been deactivated.')
    ;(await client.get('/api/profile/me').bearerToken(session)).assertStatus(401)
    const refused = await login()
    refused.assertStatus(401)
    assert.equal(refused.body().message, 'Incorrect email or password')
    const audit = await db.from('audit_logs').where({ entity_name: 'user', entity_id: employee.id }).orderBy('id', 'desc').first()
    assert.deepEqual(JSON.parse(audit.action_info), { changes: { is_active: false } })

    ;(await client.post(`/api/manage-user/${employee.id}/activate`).loginAs(sa)).assertStatus(200)
    ;(await login()).assertStatus(200)
    ;(await client.post(`/api/manage-user/${employee.id}/deactivate`).loginAs(await demoUser(DEMO_EMAILS.hrAdmin))).assertStatus(403)
  })

  test('reset 2FA voids outstanding login codes', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const now = new Date()
    await db.table('login_otps').insert({ user_id: hr.id, code_hash: 'x'.repeat(64), attempts: 4, expires_at: new Date(now.getTime() + 600000).toISOString(), created_at: now.toISOString() })
    const res = await client.post(`/api/manage-user/${hr.id}/reset-2fa`).loginAs(sa)
    res.assertStatus(200)
    assert.equal(res.body().message, 'Two-factor verification has been reset for this account.')
    assert.lengthOf(await db.from('login_otps').where('user_id', hr.id), 0)
    ;(await client.post(`/api/manage-user/${hr.id}/reset-2fa`).loginAs(await demoUser(DEMO_EMAILS.vendorAdmin))).assertStatus(403)
  })

  test('DELETE /api/user/{id}: soft delete that keeps the person and HR history; never oneself', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const own = await client.delete(`/api/user/${sa.id}`).loginAs(sa)
    own.assertStatus(422)
    assert.equal(own.body().message, 'You cannot delete your own account.')

    const employee = await demoUser(DEMO_EMAILS.employee)
    const person = await db.from('people').where('user_id', employee.id).first()
    ;(await client.delete(`/api/user/${employee.id}`).loginAs(await demoUser(DEMO_EMAILS.hrAdmin))).assertStatus(403)
    const res = await client.delete(`/api/user/${employee.id}`).loginAs(sa)
    res.assertStatus(200)
    const row = await db.from('users').where('id', employee.id).first()
    assert.isNotNull(row.deleted_at)
    assert.notEqual(row.email, DEMO_EMAILS.employee, 'the address is released for a new account')
    const kept = await db.from('people').where('id', person.id).first()
    assert.equal(kept.user_id, employee.id, 'the person record and its link stay')
    assert.isNull(kept.deleted_at)
    ;(await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.employee, password: 'Demo@12345' })).assertStatus(401)
    const list = await client.get('/api/manage-user').qs({ query_string: 'employee@demo' }).loginAs(sa)
    assert.notInclude(list.body().items.map((u: any) => u.id), employee.id)
    ;(await client.delete(`/api/user/${employee.id}`).loginAs(sa)).assertStatus(404)
  })
})
