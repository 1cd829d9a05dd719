import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest, lastMailTo, tokenFrom } from '#tests/helpers'

const idOf = async (table: string, name: string) => Number((await db.from(table).where('name', name).first()).id)

test.group('Vendor portal: users', (group) => {
  group.each.setup(() => isolatedTest())

  test('vendor admins list own and partner users; vendor users, customer admins get 403', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const list = await client.get('/api/vendor-portal/user').loginAs(va)
    list.assertStatus(200)
    const emails = list.body().items.map((u: any) => u.email)
    assert.includeMembers(emails, [DEMO_EMAILS.vendorAdmin, DEMO_EMAILS.vendorUser, DEMO_EMAILS.partnerAdmin])
    const vu = list.body().items.find((u: any) => u.email === DEMO_EMAILS.vendorUser)
    assert.equal(vu.role, 'vendor_user')
    assert.deepEqual(vu.customers.map((c: any) => c.name), ['Globex Asia'])
    for (const email of [DEMO_EMAILS.vendorUser, DEMO_EMAILS.hrAdmin, DEMO_EMAILS.employee]) {
      const user = await demoUser(email)
      ;(await client.get('/api/vendor-portal/user').loginAs(user)).assertStatus(403)
      ;(await client.post('/api/vendor-portal/user').json({ name: 'X', email: 'x@x.test' }).loginAs(user)).assertStatus(403)
      ;(await client.get('/api/vendor-portal/setting').loginAs(user)).assertStatus(403)
    }
    // the partner's admin sees only its own users, never Acme's
    const partner = await demoUser(DEMO_EMAILS.partnerAdmin)
    const theirs = await client.get('/api/vendor-portal/user').loginAs(partner)
    assert.deepEqual(theirs.body().items.map((u: any) => u.email), [DEMO_EMAILS.partnerAdmin])
    const acmeUser = await demoUser(DEMO_EMAILS.vendorUser)
    ;(await client.get(`/api/vendor-portal/user/${acmeUser.id}`).loginAs(partner)).assertStatus(404)
    ;(await client.delete(`/api/vendor-portal/user/${acmeUser.id}`).loginAs(partner)).assertStatus(404)
  })

  test('inviting a vendor user e-mails a /join link; joining activates the account', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const initech = await idOf('customers', 'Initech Europe')
    const umbrella = await idOf('customers', 'Umbrella Holdings')
    const bad = await client.post('/api/vendor-portal/user').json({ name: 'Ivy', email: 'ivy@acme.test', customer_ids: [umbrella] }).loginAs(va)
    bad.assertStatus(422)
    const dup = await client.post('/api/vendor-portal/user').json({ name: 'Dup', email: DEMO_EMAILS.employee }).loginAs(va)
    dup.assertStatus(409)
    assert.equal(dup.body().errors[0].message, 'Email already exists in system.')
    const invalid = await client.post('/api/vendor-portal/user').json({ name: 'Bad', email: 'not-an-email' }).loginAs(va)
    invalid.assertStatus(422)

    const res = await client.post('/api/vendor-portal/user').json({ name: 'Ivy Invitee', email: 'Ivy@Acme.test', customer_ids: [initech] }).loginAs(va)
    res.assertStatus(201)
    assert.equal(res.body().email, 'ivy@acme.test')
    assert.equal(res.body().role, 'vendor_user')
    assert.isFalse(res.body().is_active)
    assert.deepEqual(res.body().customer_ids, [initech])
    const mail = lastMailTo('ivy@acme.test')
    assert.include(mail!.text, 'Acme Payroll Services')
    const token = tokenFrom(mail, 'join')
    assert.isString(token)
    const joined = await client.post('/api/auth/join').json({ token, password: 'Joined@123', password_confirmation: 'Joined@123' })
    joined.assertStatus(200)
    const login = await client.post('/api/auth/platform-login').json({ email: 'ivy@acme.test', password: 'Joined@123' })
    login.assertStatus(200)
    const customers = await client.get('/api/customer').header('authorization', `Bearer ${login.body().auth_token}`)
    assert.deepEqual(customers.body().items.map((c: any) => c.name), ['Initech Europe'])
  })

  test('role, assignments, deactivate and delete; an admin cannot lock themselves out', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const vu = await demoUser(DEMO_EMAILS.vendorUser)
    const initech = await idOf('customers', 'Initech Europe')
    const promoted = await client.post(`/api/vendor-portal/user/${vu.id}`).json({ update_data: { access_vendor_portal: true, customer_ids: [initech] } }).loginAs(va)
    promoted.assertStatus(200)
    assert.equal(promoted.body().role, 'vendor_admin')
    assert.deepEqual(promoted.body().customer_ids, [initech])
    const self = await client.post(`/api/vendor-portal/user/${va.id}`).json({ update_data: { is_active: false } }).loginAs(va)
    self.assertStatus(422)
    assert.equal(self.body().message, 'You cannot demote, deactivate or delete your own account.')
    ;(await client.delete(`/api/vendor-portal/user/${va.id}`).loginAs(va)).assertStatus(422)

    const off = await client.post(`/api/vendor-portal/user/${vu.id}`).json({ update_data: { is_active: false, access_vendor_portal: false } }).loginAs(va)
    assert.isFalse(off.body().is_active)
    const login = await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.vendorUser, password: 'Demo@12345' })
    assert.notEqual(login.status(), 200)
    ;(await client.delete(`/api/vendor-portal/user/${vu.id}`).loginAs(va)).assertStatus(200)
    const row = await db.from('users').where('id', vu.id).first()
    assert.isNotNull(row.deleted_at)
    ;(await client.get(`/api/vendor-portal/user/${vu.id}`).loginAs(va)).assertStatus(404)
  })
})

test.group('Vendor portal: settings', (group) => {
  group.each.setup(() => isolatedTest())

  test('vendor-info, country-list, SSO and BI settings; primary vendor is read-only', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const current = await client.get('/api/vendor-portal/setting').loginAs(va)
    current.assertStatus(200)
    assert.equal(current.body().name, 'Acme Payroll Services')
    assert.isTrue(current.body().is_primary)
    assert.isTrue(current.body().if_marco_link)
    assert.deepEqual(current.body().countries, ['SG', 'MY', 'DE'])

    const saved = await client.post('/api/vendor-portal/setting').json({ update_data: {
      domain: 'ACME.test', countries: ['sg', 'th'], if_marco_link: false, is_primary: false,
      bi_workspace_id: 'ws-1', bi_report_id: 'rep-1', bi_dataset_id: 'ds-1',
    } }).loginAs(va)
    saved.assertStatus(200)
    assert.equal(saved.body().domain, 'acme.test')
    assert.deepEqual(saved.body().countries, ['SG', 'TH'])
    assert.isTrue(saved.body().is_primary)
    assert.equal(saved.body().bi_dataset_id, 'ds-1')
    assert.equal(saved.body().message, 'The vendor settings have been saved.')

    ;(await client.post('/api/vendor-portal/setting').json({ update_data: { countries: ['XX'] } }).loginAs(va)).assertStatus(422)
    const noDomain = await client.post('/api/vendor-portal/setting').json({ update_data: { sso_enabled: true } }).loginAs(va)
    noDomain.assertStatus(422)
    assert.equal(noDomain.body().errors[0].field, 'sso_domains')
    const dup = await client.post('/api/vendor-portal/setting').json({ update_data: { sso_enabled: true, sso_domains: ['acme.test', 'ACME.test'] } }).loginAs(va)
    dup.assertStatus(409)
    assert.equal(dup.body().message, 'Email domain already exists.')
    const sso = await client.post('/api/vendor-portal/setting').json({ update_data: { sso_enabled: true, sso_domains: ['acme.test'] } }).loginAs(va)
    sso.assertStatus(200)
    assert.isTrue(sso.body().sso_enabled)
    ;(await client.post('/api/vendor-portal/setting').json({ update_data: { name: '' } }).loginAs(va)).assertStatus(422)
  })

  test('a vendor is deleted only after its name is retyped', async ({ client, assert }) => {
    const partner = await demoUser(DEMO_EMAILS.partnerAdmin)
    const wrong = await client.delete('/api/vendor-portal/setting').json({ name: 'Northwind' }).loginAs(partner)
    wrong.assertStatus(422)
    assert.equal(wrong.body().message, 'Vendor name not matched.')
    assert.equal(wrong.body().errors[0].field, 'name')
    const ok = await client.delete('/api/vendor-portal/setting').json({ name: 'Northwind Payroll Partners' }).loginAs(partner)
    ok.assertStatus(200)
    assert.isNotNull((await db.from('vendors').where('name', 'Northwind Payroll Partners').first()).deleted_at)
    // a superadmin without a selected vendor is asked to pick one
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    ;(await client.get('/api/vendor-portal/setting').loginAs(sa)).assertStatus(422)
    const acme = await idOf('vendors', 'Acme Payroll Services')
    ;(await client.get('/api/vendor-portal/setting').header('x-vendor-id', String(acme)).loginAs(sa)).assertStatus(200)
  })
})
