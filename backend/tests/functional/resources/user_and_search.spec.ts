import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

test.group('Privacy agreement and staff info (POST /api/user/{id})', (group) => {
  group.each.setup(() => isolatedTest())

  test('a user records their own agreement time', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.newHire)
    assert.isNull(user.agreePrivacyTime)
    const res = await client.post(`/api/user/${user.id}`).json({ user_id: user.id, update_data: { agree_privacy_time: '2026/11/21 09:30' } }).loginAs(user)
    res.assertStatus(200)
    await user.refresh()
    assert.isNotNull(user.agreePrivacyTime)
    const me = await client.get('/api/profile/me').loginAs(user)
    assert.isString(me.body().agree_privacy_time)
    const bad = await client.post(`/api/user/${user.id}`).json({ update_data: { agree_privacy_time: '21-11-2026' } }).loginAs(user)
    bad.assertStatus(422)
  })

  test("nobody records someone else's agreement", async ({ client }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const other = await demoUser(DEMO_EMAILS.newHire)
    const res = await client.post(`/api/user/${other.id}`).json({ update_data: { agree_privacy_time: '2026/11/21 09:30' } }).loginAs(admin)
    res.assertStatus(403)
  })

  test('staff info: name, country, local switch; e-mail only with access_admin', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const target = await demoUser(DEMO_EMAILS.newHire)
    const res = await client.post(`/api/user/${target.id}`).json({
      user_id: target.id, update_data: { name: 'Nina Newhire-Lee', country: 'sg', is_local: false, email: 'Nina.Lee@Demo.test' },
    }).loginAs(admin)
    res.assertStatus(200)
    assert.equal(res.body().message, 'Staff info has been updated.')
    const person = await db.from('people').where('user_id', target.id).first()
    assert.equal(person.name, 'Nina Newhire-Lee')
    assert.equal(person.country, 'SG')
    assert.isFalse(person.is_local === true || person.is_local === 1)
    assert.equal(person.work_email, 'nina.lee@demo.test')
    await target.refresh()
    assert.equal(target.email, 'nina.lee@demo.test')

    const manager = await demoUser(DEMO_EMAILS.manager)
    const noEmail = await client.post(`/api/user/${target.id}`).json({ update_data: { email: 'x@demo.test' } }).loginAs(manager)
    noEmail.assertStatus(403)
    const nameOnly = await client.post(`/api/user/${target.id}`).json({ update_data: { name: 'Nina L.' } }).loginAs(manager)
    nameOnly.assertStatus(200)
  })

  test('name and country are required when sent; a pure employee cannot edit colleagues', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const target = await demoUser(DEMO_EMAILS.newHire)
    const empty = await client.post(`/api/user/${target.id}`).json({ update_data: { name: '', country: null } }).loginAs(admin)
    empty.assertStatus(422)
    assert.sameMembers(empty.body().errors.map((e: any) => e.field), ['update_data.name', 'update_data.country'])
    assert.equal(empty.body().errors[0].message, 'Name is required.')
    const badCountry = await client.post(`/api/user/${target.id}`).json({ update_data: { country: 'Singapore' } }).loginAs(admin)
    badCountry.assertStatus(422)
    const employee = await demoUser(DEMO_EMAILS.employee)
    ;(await client.post(`/api/user/${target.id}`).json({ update_data: { name: 'X' } }).loginAs(employee)).assertStatus(403)
    const foreign = await demoUser(DEMO_EMAILS.otherEmployee)
    ;(await client.post(`/api/user/${foreign.id}`).json({ update_data: { name: 'X' } }).loginAs(admin)).assertStatus(404)
  })
})

test.group('Staff search (POST /api/people/search)', (group) => {
  group.each.setup(() => isolatedTest())

  test('finds staff of the acting customer by name, never contractors or other customers', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.post('/api/people/search').json({ customer_id: admin.customerId, role: 'Staff', query_string: 'carlos', external: { page: 1, per_page: 1000 } }).loginAs(admin)
    res.assertStatus(200)
    assert.deepEqual(res.body().items, [])
    const emma = await client.post('/api/people/search').json({ role: 'Staff', query_string: 'EMMA' }).loginAs(admin)
    assert.deepEqual(emma.body().items.map((i: any) => i.name), ['Emma Employee'])
    assert.sameMembers(Object.keys(emma.body().items[0]), ['id', 'name', 'pic', 'job_title'])
    const oscar = await client.post('/api/people/search').json({ query_string: 'oscar' }).loginAs(admin)
    assert.equal(oscar.body().itemsTotal, 0)
  })

  test('needs the people-list privilege and the acting customer', async ({ client }) => {
    ;(await client.post('/api/people/search').json({ query_string: 'a' }).loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    ;(await client.post('/api/people/search').json({ customer_id: initech.id, query_string: 'a' }).loginAs(admin)).assertStatus(403)
  })
})
