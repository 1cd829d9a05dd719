import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

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
    const ok = await client.post('/api/logs').json({ entity_name: 'people', entity_id: own.id, action: 'print', user_id: 1, customer_id: 999 }).loginAs(employee)
    ok.assertStatus(201)
    assert.equal(ok.body().user_id, employee.id)
    assert.equal(ok.body().customer_id, employee.customerId)
    // HR may log views of anyone in their company.
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.post('/api/logs').json({ entity_name: 'people', entity_id: colleague.id, action: 'view' }).loginAs(hr)).assertStatus(201)
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
