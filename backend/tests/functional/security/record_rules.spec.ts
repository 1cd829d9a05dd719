import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

test.group('Record-level rules (domain §6)', (group) => {
  group.each.setup(() => isolatedTest())

  test('a reporting manager without the people-list privilege sees exactly their reports', async ({ client, assert }) => {
    const manager = await demoUser(DEMO_EMAILS.manager)
    manager.accessViewPeopleList = false
    await manager.save()
    const res = await client.get('/api/people').qs({ 'external[per_page]': 1000 }).loginAs(manager)
    res.assertStatus(200)
    const managerPerson = await db.from('people').where('user_id', manager.id).first()
    const expected = await db.from('people').where('reporting_manager_id', managerPerson.id).whereNull('deleted_at')
    assert.sameMembers(res.body().items.map((p: any) => p.name), expected.map((p) => p.name))
    assert.isAbove(expected.length, 0)

    const notMine = await db.from('people').where('work_email', DEMO_EMAILS.hrAdmin).first()
    ;(await client.get(`/api/people/${notMine.id}`).loginAs(manager)).assertStatus(403)
    const mine = expected[0]
    ;(await client.get(`/api/people/${mine.id}`).loginAs(manager)).assertStatus(200)
  })

  test('a manager-only profile never sees or edits its own HR record', async ({ client, assert }) => {
    const manager = await demoUser(DEMO_EMAILS.manager)
    const own = await db.from('people').where('user_id', manager.id).first()
    const list = await client.get('/api/people').qs({ 'external[per_page]': 1000 }).loginAs(manager)
    list.assertStatus(200)
    assert.notInclude(list.body().items.map((p: any) => p.id), Number(own.id))
    assert.equal(list.body().itemsTotal, 59)
    ;(await client.get(`/api/people/${own.id}`).loginAs(manager)).assertStatus(403)
    ;(await client.post(`/api/people/${own.id}`).json({ update_data: { job_title: 'CEO' } }).loginAs(manager)).assertStatus(403)
  })

  test('profile/me tells the UI the same: a reporting manager may open the people list', async ({ client, assert }) => {
    const manager = await demoUser(DEMO_EMAILS.manager)
    manager.accessViewPeopleList = false
    await manager.save()
    const me = await client.get('/api/profile/me').loginAs(manager)
    assert.isTrue(me.body().permissions.people.list)
    const employee = await client.get('/api/profile/me').loginAs(await demoUser(DEMO_EMAILS.employee))
    assert.isFalse(employee.body().permissions.people.list)
  })
})

test.group('Data managers (domain §6)', (group) => {
  group.each.setup(() => isolatedTest())

  test('a data manager without the people-list privilege sees exactly the people assigned to them', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const me = await db.from('people').where('user_id', employee.id).first()
    const intern = await db.from('people').where('work_email', DEMO_EMAILS.intern).first()
    ;(await client.get('/api/people').loginAs(employee)).assertStatus(403)

    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const assign = await client.post('/api/data-manager').json({ person_id: intern.id, manager_person_id: me.id }).loginAs(admin)
    assign.assertStatus(201)
    const dup = await client.post('/api/data-manager').json({ person_id: intern.id, manager_person_id: me.id }).loginAs(admin)
    dup.assertStatus(409)

    const list = await client.get('/api/people').loginAs(employee)
    list.assertStatus(200)
    assert.deepEqual(list.body().items.map((p: any) => p.name), ['Ian Intern'])
    ;(await client.get(`/api/people/${intern.id}`).loginAs(employee)).assertStatus(200)
    const other = await db.from('people').where('work_email', DEMO_EMAILS.newHire).first()
    ;(await client.get(`/api/people/${other.id}`).loginAs(employee)).assertStatus(403)
    // seeing is not editing: changes still need the privilege
    ;(await client.post(`/api/people/${intern.id}`).json({ update_data: { job_title: 'X' } }).loginAs(employee)).assertStatus(403)
  })
})
