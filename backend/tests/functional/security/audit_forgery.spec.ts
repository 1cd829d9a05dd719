import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { issueToken } from '#services/one_time_tokens'

test.group('Audit log: clients cannot forge entries', (group) => {
  group.each.setup(() => isolatedTest())

  test('a change (create, update, delete, anything not a read) cannot be logged by a client', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const colleague = await db.from('people').where('work_email', DEMO_EMAILS.intern).first()
    const before = await db.from('audit_logs').count('* as n').first()
    for (const action of ['delete', 'update', 'create', 'approve', 'login', '']) {
      const res = await client.post('/api/logs').json({ entity_name: 'people', entity_id: colleague.id, action }).loginAs(employee)
      assert.equal(res.status(), 422, action)
      assert.equal(res.body().errors[0].field, 'action')
    }
    assert.equal(Number((await db.from('audit_logs').count('* as n').first()).n), Number(before.n))
  })

  test('a read of something the caller cannot read is refused; of their own, recorded with server-set user and customer', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const colleague = await db.from('people').where('work_email', DEMO_EMAILS.intern).first()
    const foreign = await db.from('people').where('work_email', DEMO_EMAILS.otherEmployee).first()
    ;(await client.post('/api/logs').json({ entity_name: 'people', entity_id: colleague.id, action: 'view' }).loginAs(employee)).assertStatus(404)
    ;(await client.post('/api/logs').json({ entity_name: 'people', entity_id: foreign.id, action: 'view' }).loginAs(employee)).assertStatus(404)
    ;(await client.post('/api/logs').json({ entity_name: 'no_such_thing', entity_id: 1, action: 'view' }).loginAs(employee)).assertStatus(422)
    const own = await db.from('people').where('user_id', employee.id).first()
    const forged = await client.post('/api/logs').json({ entity_name: 'people', entity_id: own.id, action: 'print', user_id: 1, customer_id: 999 }).loginAs(employee)
    forged.assertStatus(422)
    assert.sameMembers(forged.body().errors.map((e: { field: string }) => e.field), ['user_id', 'customer_id'])
    const ok = await client.post('/api/logs').json({ entity_name: 'people', entity_id: own.id, action: 'print' }).loginAs(employee)
    ok.assertStatus(201)
    assert.equal(ok.body().user_id, employee.id)
    assert.equal(ok.body().customer_id, employee.customerId)
    // HR may log views of anyone in their company.
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.post('/api/logs').json({ entity_name: 'people', entity_id: colleague.id, action: 'view' }).loginAs(hr)).assertStatus(201)
  })

  test('where a read happened is held to the same rule: a known record the caller can read', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const own = await db.from('people').where('user_id', employee.id).first()
    const foreign = await db.from('people').where('work_email', DEMO_EMAILS.otherEmployee).first()
    const view = { entity_name: 'people', entity_id: own.id, action: 'view' }
    ;(await client.post('/api/logs').json({ ...view, location_entity_name: 'people', location_entity_id: foreign.id }).loginAs(employee)).assertStatus(404)
    const unknown = await client.post('/api/logs').json({ ...view, location_entity_name: 'no_such_thing', location_entity_id: own.id }).loginAs(employee)
    unknown.assertStatus(422)
    assert.equal(unknown.body().errors[0].field, 'location_entity_name')
    ;(await client.post('/api/logs').json({ ...view, location_entity_name: 'people' }).loginAs(employee)).assertStatus(404)
    const ok = await client.post('/api/logs').json({ ...view, location_entity_name: 'people', location_entity_id: own.id }).loginAs(employee)
    ok.assertStatus(201)
    assert.equal(ok.body().location_entity_id, own.id)
  })
})

test.group('Audit log: bespoke writes log themselves', (group) => {
  group.each.setup(() => isolatedTest())

  test('creating and ending a partnership are each logged', async ({ client, assert }) => {
    const superadmin = await demoUser(DEMO_EMAILS.superadmin)
    const [a, b] = await db.from('vendors').whereIn('name', ['Borealis HR Partners', 'Acme Payroll Services']).orderBy('name')
    const created = await client.post('/api/vendor-portal/partnership').json({ from_vendor_id: a.id, to_vendor_id: b.id }).loginAs(superadmin)
    created.assertStatus(201)
    const id = created.body().id
    ;(await client.delete(`/api/vendor-portal/partnership/${id}`).loginAs(superadmin)).assertStatus(200)
    const entries = await db.from('audit_logs').where({ entity_name: 'vendor_partnership', entity_id: id }).orderBy('id')
    assert.deepEqual(entries.map((e) => e.action), ['create', 'delete'])
    assert.equal(Number(entries[0].user_id), superadmin.id)
  })

  test('a password set through an invitation or a reset link is logged, never the password', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.newHire)
    user.isActive = false
    await user.save()
    const body = (password: string) => ({ token: '', password, password_confirmation: password })
    const invite = await issueToken(user.id, 'invite')
    ;(await client.post('/api/auth/join').json({ ...body('Welc0me@Globex'), token: invite })).assertStatus(200)
    const reset = await issueToken(user.id, 'reset')
    ;(await client.post('/api/auth/reset-password').json({ ...body('An0ther@Pass'), token: reset })).assertStatus(200)
    const entries = await db.from('audit_logs').where({ entity_name: 'user', entity_id: user.id, action: 'update' }).orderBy('id')
    assert.deepEqual(entries.map((e) => JSON.parse(e.action_info)), [
      { changes: { password: 'set', is_active: true }, via: 'invite' },
      { changes: { password: 'set' }, via: 'reset' },
    ])
    assert.isTrue(entries.every((e) => Number(e.user_id) === user.id && Number(e.customer_id) === user.customerId))
  })

  test('account changes through POST /api/user/:id are logged: the privacy agreement, name and sign-in e-mail', async ({ client, assert }) => {
    const newHire = await demoUser(DEMO_EMAILS.newHire)
    ;(await client.post(`/api/user/${newHire.id}`).json({ update_data: { agree_privacy_time: '2026/11/21 09:30' } }).loginAs(newHire)).assertStatus(200)
    const agreed = await db.from('audit_logs').where({ entity_name: 'user', entity_id: newHire.id, action: 'update' }).orderBy('id', 'desc').first()
    assert.match(JSON.parse(agreed.action_info).changes.agree_privacy_time, /^\d{4}-\d{2}-\d{2}T/)
    assert.equal(Number(agreed.user_id), newHire.id)

    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const employee = await demoUser(DEMO_EMAILS.employee)
    ;(await client.post(`/api/user/${employee.id}`).json({ update_data: { email: 'Emma.New@Demo.test', name: 'Emma Renamed' } }).loginAs(hr)).assertStatus(200)
    const changed = await db.from('audit_logs').where({ entity_name: 'user', entity_id: employee.id, action: 'update' }).orderBy('id', 'desc').first()
    assert.deepEqual(JSON.parse(changed.action_info), { changes: { email: 'emma.new@demo.test', name: 'Emma Renamed' } })
    assert.equal(Number(changed.user_id), hr.id)
    assert.equal(Number(changed.customer_id), employee.customerId)
  })

  test('a language change is logged', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    ;(await client.post('/api/profile/set-lang').json({ lang: 'zh' }).loginAs(employee)).assertStatus(200)
    const entry = await db.from('audit_logs').where({ entity_name: 'user', entity_id: employee.id, action: 'update' }).orderBy('id', 'desc').first()
    assert.deepEqual(JSON.parse(entry.action_info), { changes: { lang: { from: 'en', to: 'zh' } } })
  })
})

test.group('Audit log: bulk deletes log every row', (group) => {
  group.each.setup(() => isolatedTest())

  test('the public-holiday bulk delete writes one entry per deleted holiday', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const two = await db.from('public_holidays').orderBy('id').limit(2)
    ;(await client.post('/api/public-holiday/bulk-delete').json({ ids: two.map((h) => h.id) }).loginAs(sa)).assertStatus(200)
    const entries = await db.from('audit_logs').where({ entity_name: 'public_holiday', action: 'delete' }).whereIn('entity_id', two.map((h) => h.id))
    assert.lengthOf(entries, 2)
    assert.isTrue(entries.every((e) => Number(e.user_id) === sa.id))
  })
})
