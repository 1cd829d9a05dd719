import { test } from '@japa/runner'
import { isolatedTest } from '#tests/helpers'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'

async function globexId() {
  return Number((await db.from('customers').where('name', 'Globex Asia').first()).id)
}

test.group('People resource: list convention', (group) => {
  group.each.setup(() => isolatedTest())

  test('pages 60 Globex people as 50 + 10 with nextPage', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const first = await client.get('/api/people').loginAs(user)
    first.assertStatus(200)
    assert.equal(first.body().itemsTotal, 60)
    assert.lengthOf(first.body().items, 50)
    assert.equal(first.body().nextPage, 2)

    const second = await client.get('/api/people').qs({ 'external[page]': 2 }).loginAs(user)
    assert.lengthOf(second.body().items, 10)
    assert.isNull(second.body().nextPage)
    const ids = new Set([...first.body().items, ...second.body().items].map((p: any) => p.id))
    assert.equal(ids.size, 60, 'pages do not overlap')
    assert.equal(second.body().itemsTotal, 60, 'a later page carries the same total')

    // A page past the end has no row to carry the total: it is counted on its own.
    const past = await client.get('/api/people').qs({ 'external[page]': 9 }).loginAs(user)
    past.assertStatus(200)
    assert.lengthOf(past.body().items, 0)
    assert.equal(past.body().itemsTotal, 60)
    assert.notProperty(first.body().items[0], 'list_total__', 'the carried total is not a field of the row')
  })

  test('honours per_page, query_string, filter and sort', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const small = await client.get('/api/people').qs({ 'external[per_page]': 5 }).loginAs(user)
    assert.lengthOf(small.body().items, 5)
    assert.equal(small.body().nextPage, 2)

    const search = await client.get('/api/people').qs({ query_string: '  emma ' }).loginAs(user)
    assert.deepEqual(search.body().items.map((p: any) => p.name), ['Emma Employee'])

    const contractors = await client.get('/api/people').qs({ 'filter[type]': 'contractor' }).loginAs(user)
    assert.isAbove(contractors.body().itemsTotal, 0)
    assert.isTrue(contractors.body().items.every((p: any) => p.type === 'contractor'))

    const statuses = await client.get('/api/people').qs({ 'filter[status]': 'onboarding,probation' }).loginAs(user)
    assert.isTrue(statuses.body().items.every((p: any) => ['onboarding', 'probation'].includes(p.status)))

    const desc = await client.get('/api/people').qs({ sort: '-name', 'external[per_page]': 1000 }).loginAs(user)
    const asc = await client.get('/api/people').qs({ sort: 'name', 'external[per_page]': 1000 }).loginAs(user)
    const names = desc.body().items.map((p: any) => p.name)
    const ascNames = asc.body().items.map((p: any) => p.name)
    assert.lengthOf(names, 60)
    assert.equal(names[0], ascNames[ascNames.length - 1])
    assert.equal(names[names.length - 1], ascNames[0])
  })

  test('search treats % and _ as text, and unknown filters/sorts are ignored', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const pct = await client.get('/api/people').qs({ query_string: '%' }).loginAs(user)
    pct.assertStatus(200)
    assert.equal(pct.body().itemsTotal, 0)
    const odd = await client.get('/api/people').qs({ 'filter[password]': 'x', sort: 'password;drop', 'external[page]': 'abc' }).loginAs(user)
    odd.assertStatus(200)
    assert.equal(odd.body().itemsTotal, 60)
  })
})

test.group('People resource: writes', (group) => {
  group.each.setup(() => isolatedTest())

  test('creates a person in the acting customer; a customer_id sent is refused naming it', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const body = { name: 'Test Person', work_email: 'Test.Person@Globex.test', birth_date: '1991-04-05', is_expat: false }
    const forged = await client.post('/api/people').json({ ...body, customer_id: 999 }).loginAs(user)
    forged.assertStatus(422)
    assert.deepEqual(forged.body().errors.map((e: { field: string }) => e.field), ['customer_id'])
    const res = await client.post('/api/people').json(body).loginAs(user)
    res.assertStatus(201)
    assert.equal(res.body().customer_id, await globexId())
    assert.equal(res.body().work_email, 'test.person@globex.test')
    assert.equal(res.body().birth_date, '1991-04-05')
    assert.equal(res.body().status, 'onboarding', 'default applied')

    const shown = await client.get(`/api/people/${res.body().id}`).loginAs(user)
    shown.assertStatus(200)
    assert.equal(shown.body().name, 'Test Person')
  })

  test('invalid input answers 422 with one error per field', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.post('/api/people').json({
      work_email: 'not-an-email', birth_date: '2021-02-30', status: 'sleeping', country: 'Singapore',
    }).loginAs(user)
    res.assertStatus(422)
    const byField = Object.fromEntries(res.body().errors.map((e: any) => [e.field, e]))
    assert.equal(byField.name.rule, 'required')
    assert.equal(byField.name.message, 'Name is required.')
    assert.equal(byField.work_email.rule, 'email')
    assert.equal(byField.birth_date.rule, 'isoDate')
    assert.equal(byField.status.rule, 'enum')
    assert.property(byField, 'country')
  })

  test('an intern cannot be an expat (cross-field rule from the catalogue)', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.post('/api/people').json({ name: 'Ivy', profile_type: 'intern', is_expat: true }).loginAs(user)
    res.assertStatus(422)
    assert.deepEqual(res.body().errors, [{ field: 'is_expat', rule: 'forbiddenWhen', message: 'An intern cannot be an expat.' }])
  })

  test('a duplicate work e-mail answers 409 "Email already exists in system."', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.post('/api/people').json({ name: 'Dup', work_email: 'EMPLOYEE@demo.test' }).loginAs(user)
    res.assertStatus(409)
    assert.equal(res.body().message, 'Email already exists in system.')
    assert.equal(res.body().errors[0].field, 'work_email')
  })

  test('updates with update_data; emptying a required field is refused and nothing changes', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await db.from('people').where('work_email', 'employee@demo.test').first()
    const ok = await client.post(`/api/people/${person.id}`).json({ update_data: { job_title: 'Staff Engineer', phone: '+65 5555 0101' } }).loginAs(user)
    ok.assertStatus(200)
    assert.equal(ok.body().job_title, 'Staff Engineer')
    assert.equal(ok.body().name, 'Emma Employee')

    const bad = await client.post(`/api/people/${person.id}`).json({ update_data: { name: '' } }).loginAs(user)
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'name')
    const after = await db.from('people').where('id', person.id).first()
    assert.equal(after.name, 'Emma Employee')

    const notObject = await client.post(`/api/people/${person.id}`).json({ update_data: 'x' }).loginAs(user)
    notObject.assertStatus(422)
  })

  test('delete is soft: the row leaves lists and answers 404 afterwards', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const created = await client.post('/api/people').json({ name: 'Temp Person' }).loginAs(user)
    const id = created.body().id
    ;(await client.delete(`/api/people/${id}`).loginAs(user)).assertStatus(200)
    ;(await client.get(`/api/people/${id}`).loginAs(user)).assertStatus(404)
    const row = await db.from('people').where('id', id).first()
    assert.isNotNull(row.deleted_at)
  })
})

test.group('People resource: tenancy and privileges', (group) => {
  group.each.setup(() => isolatedTest())

  test('another customer\'s person answers 404 for show, update and delete', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const foreign = await db.from('people').where('work_email', 'other.employee@demo.test').first()
    ;(await client.get(`/api/people/${foreign.id}`).loginAs(user)).assertStatus(404)
    ;(await client.post(`/api/people/${foreign.id}`).json({ update_data: { name: 'Hacked' } }).loginAs(user)).assertStatus(404)
    ;(await client.delete(`/api/people/${foreign.id}`).loginAs(user)).assertStatus(404)
    const after = await db.from('people').where('id', foreign.id).first()
    assert.equal(after.name, 'Oscar Otheremployee')
    assert.isNull(after.deleted_at)
  })

  test('lists never contain another customer\'s rows', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.otherEmployee)
    user.accessViewPeopleList = true
    await user.save()
    const res = await client.get('/api/people').qs({ 'external[per_page]': 1000 }).loginAs(user)
    res.assertStatus(200)
    assert.equal(res.body().itemsTotal, 20)
    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    assert.isTrue(res.body().items.every((p: any) => p.customer_id === Number(initech.id)))
  })

  test('a customer user selecting another customer gets 403', async ({ client }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    const res = await client.get('/api/people').header('x-customer-id', String(initech.id)).loginAs(user)
    res.assertStatus(403)
    res.assertBody({ message: "Customer is inactive or you don't have an assigned customer." })
  })

  test('an admin acts for the customer it selects, within what it may act for', async ({ client, assert }) => {
    const superadmin = await demoUser(DEMO_EMAILS.superadmin)
    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    const res = await client.get('/api/people').header('x-customer-id', String(initech.id)).loginAs(superadmin)
    res.assertStatus(200)
    assert.equal(res.body().itemsTotal, 20)

    const vendorUser = await demoUser(DEMO_EMAILS.vendorUser)
    const refused = await client.get('/api/people').header('x-customer-id', String(initech.id)).loginAs(vendorUser)
    refused.assertStatus(403)
    const own = await client.get('/api/people').loginAs(vendorUser)
    assert.equal(own.body().itemsTotal, 60)
  })

  test('a pure employee may not list people but may read their own record', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.employee)
    ;(await client.get('/api/people').loginAs(user)).assertStatus(403)
    const self = await db.from('people').where('user_id', user.id).first()
    const mine = await client.get(`/api/people/${self.id}`).loginAs(user)
    mine.assertStatus(200)
    assert.equal(mine.body().name, 'Emma Employee')
    const colleague = await db.from('people').where('work_email', 'intern@demo.test').first()
    ;(await client.get(`/api/people/${colleague.id}`).loginAs(user)).assertStatus(403)
  })

  test('an inactive customer blocks its users with the catalogue message', async ({ client }) => {
    await db.from('customers').where('name', 'Globex Asia').update({ is_active: false })
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.get('/api/people').loginAs(user)
    res.assertStatus(403)
    res.assertBody({ message: "Customer is inactive or you don't have an assigned customer." })
  })

  test('malformed ids and unknown API paths answer 404 JSON, not 500', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.get('/api/people/abc').loginAs(user)
    res.assertStatus(404)
    assert.isString(res.body().message)
    ;(await client.get('/api/people/99999999').loginAs(user)).assertStatus(404)
    ;(await client.get('/api/no-such-thing')).assertStatus(404)
  })
})
