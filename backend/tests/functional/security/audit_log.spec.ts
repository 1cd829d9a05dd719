import { test } from '@japa/runner'
import { isolatedTest } from '#tests/helpers'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'

test.group('Audit log', (group) => {
  group.each.setup(() => isolatedTest())

  test('every create, update and delete through the API writes an entry with the acting user', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const created = await client.post('/api/people').json({ name: 'Audit Person' }).loginAs(user)
    const id = created.body().id
    await client.post(`/api/people/${id}`).json({ update_data: { job_title: 'Auditor' } }).loginAs(user)
    await client.delete(`/api/people/${id}`).loginAs(user)

    const entries = await db.from('audit_logs').where({ entity_name: 'people', entity_id: id }).orderBy('id')
    assert.deepEqual(entries.map((e) => e.action), ['create', 'update', 'delete'])
    assert.isTrue(entries.every((e) => Number(e.user_id) === user.id && Number(e.customer_id) === Number(created.body().customer_id)))
    assert.deepEqual(JSON.parse(entries[1].action_info), { changes: { job_title: 'Auditor' } })
  })

  test('a refused write leaves no entry', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const before = await db.from('audit_logs').count('* as n').first()
    const res = await client.post('/api/people').json({ name: '' }).loginAs(user)
    res.assertStatus(422)
    const after = await db.from('audit_logs').count('* as n').first()
    assert.equal(Number(after.n), Number(before.n))
  })

  test('POST /api/logs records a client-side event for the acting customer and user', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.employee)
    const own = await db.from('people').where('user_id', user.id).first()
    const res = await client.post('/api/logs').json({
      customer: 999, entity_name: 'people', entity_id: own.id, location_entity_name: 'people', location_entity_id: own.id,
      action: 'download', action_info: 'passport.pdf',
    }).loginAs(user)
    res.assertStatus(201)
    assert.equal(res.body().user_id, user.id)
    assert.equal(res.body().customer_id, user.customerId)
    assert.equal(res.body().action, 'download')
  })

  test('entries cannot be edited or deleted through the API, even by admins', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const entry = await db.from('audit_logs').where('customer_id', admin.customerId!).first()
    ;(await client.post(`/api/logs/${entry.id}`).json({ update_data: { action: 'forged' } }).loginAs(admin)).assertStatus(403)
    ;(await client.delete(`/api/logs/${entry.id}`).loginAs(admin)).assertStatus(403)
    const after = await db.from('audit_logs').where('id', entry.id).first()
    assert.equal(after.action, entry.action)
  })

  test('reading the log needs the admin privilege', async ({ client, assert }) => {
    ;(await client.get('/api/logs').loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
    const res = await client.get('/api/logs').loginAs(await demoUser(DEMO_EMAILS.hrAdmin))
    res.assertStatus(200)
    assert.isAbove(res.body().itemsTotal, 0)
  })
})
