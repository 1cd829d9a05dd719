import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest, lastMailTo, tokenFrom } from '#tests/helpers'

/** A person HR added gets a platform account from the system tab: POST /api/people/:id/account. */
test.group('Person account (POST /api/people/:id/account)', (group) => {
  group.each.setup(() => isolatedTest())

  async function addPerson(client: any, admin: any, data: Record<string, unknown>) {
    const res = await client.post('/api/people').json({ name: 'Alex Added', type: 'staff', status: 'onboarding', country: 'SG', ...data }).loginAs(admin)
    res.assertStatus(201)
    return res.body()
  }

  test('creates the account from the person (role flags from the profile type), links it, invites, and /join activates it', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const email = `alex.${Date.now()}@globex.test`
    const person = await addPerson(client, admin, { work_email: email, profile_type: 'manager_and_staff', job_title: 'Team Lead' })
    const res = await client.post(`/api/people/${person.id}/account`).json({}).loginAs(admin)
    res.assertStatus(201)
    assert.equal(res.body().message, 'The invitation has been sent.')
    const user = await db.from('users').where('id', res.body().user_id).first()
    assert.equal(user.email, email)
    assert.equal(user.role, 'staff')
    assert.equal(Number(user.customer_id), Number(person.customer_id))
    assert.isTrue(!!user.is_manager && !!user.is_employee && !user.is_intern && !user.access_admin)
    assert.isFalse(!!user.is_active)
    assert.equal(Number((await db.from('people').where('id', person.id).first()).user_id), user.id)
    const log = await db.from('audit_logs').where({ entity_name: 'user', entity_id: user.id, action: 'create' }).first()
    assert.equal(log.user_id, admin.id)

    const token = tokenFrom(lastMailTo(email), 'join')
    assert.isString(token)
    const join = await client.post('/api/auth/join').json({ token, password: 'Welc0me@Globex', password_confirmation: 'Welc0me@Globex' })
    join.assertStatus(200)
    assert.isTrue(!!(await db.from('users').where('id', user.id).first()).is_active)
    const me = await client.get('/api/profile/me').header('authorization', `Bearer ${join.body().auth_token}`)
    me.assertStatus(200)
    assert.equal(me.body().person_id, person.id)

    // A second account for the same person is refused.
    const again = await client.post(`/api/people/${person.id}/account`).json({ email: `x.${email}` }).loginAs(admin)
    again.assertStatus(409)
    assert.equal(again.body().errors[0].message, 'This person already has an account.')
  })

  test('an intern gets the intern flag, a contractor the contractor role; no invitation when send_invite is false', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const intern = await addPerson(client, admin, { name: 'Iris Intern', profile_type: 'intern' })
    const res = await client.post(`/api/people/${intern.id}/account`).json({ email: `Iris.${Date.now()}@Globex.test`, send_invite: false }).loginAs(admin)
    res.assertStatus(201)
    assert.equal(res.body().message, 'The account has been created.')
    const user = await db.from('users').where('id', res.body().user_id).first()
    assert.isTrue(!!user.is_intern && !!user.is_employee)
    assert.equal(user.email, user.email.toLowerCase())
    assert.isNull(lastMailTo(user.email))
    // The person had no work e-mail: the account's becomes it.
    assert.equal((await db.from('people').where('id', intern.id).first()).work_email, user.email)

    const contractor = await addPerson(client, admin, { name: 'Cora Contractor', type: 'contractor', status: 'active', work_email: `cora.${Date.now()}@globex.test` })
    const made = await client.post(`/api/people/${contractor.id}/account`).json({ send_invite: false }).loginAs(admin)
    made.assertStatus(201)
    const cu = await db.from('users').where('id', made.body().user_id).first()
    assert.equal(cu.role, 'contractor')
    assert.isNull(cu.contractor_type)
  })

  test('bad input: no e-mail at all (422), an e-mail already used (409 "Email already exists in system."), a malformed e-mail (422)', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await addPerson(client, admin, { name: 'Nobody Email' })
    const none = await client.post(`/api/people/${person.id}/account`).json({}).loginAs(admin)
    none.assertStatus(422)
    assert.equal(none.body().errors[0].field, 'email')
    assert.equal(none.body().errors[0].message, 'Email is required.')
    const taken = await client.post(`/api/people/${person.id}/account`).json({ email: DEMO_EMAILS.employee.toUpperCase() }).loginAs(admin)
    taken.assertStatus(409)
    assert.equal(taken.body().errors[0].message, 'Email already exists in system.')
    const bad = await client.post(`/api/people/${person.id}/account`).json({ email: 'not-an-email' }).loginAs(admin)
    bad.assertStatus(422)
    assert.isNull((await db.from('people').where('id', person.id).first()).user_id)
  })

  test('only access_admin holders of the person\'s company: a manager gets 403, another company\'s person is a 404', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await addPerson(client, admin, { name: 'Guarded Person', work_email: `guarded.${Date.now()}@globex.test` })
    const manager = await demoUser(DEMO_EMAILS.manager)
    ;(await client.post(`/api/people/${person.id}/account`).json({}).loginAs(manager)).assertStatus(403)
    const employee = await demoUser(DEMO_EMAILS.employee)
    ;(await client.post(`/api/people/${person.id}/account`).json({}).loginAs(employee)).assertStatus(403)
    const other = await demoUser(DEMO_EMAILS.otherEmployee)
    const foreign = await db.from('people').where('customer_id', other.customerId!).whereNull('user_id').first()
    ;(await client.post(`/api/people/${foreign.id}/account`).json({ email: `foreign.${Date.now()}@x.test` }).loginAs(admin)).assertStatus(404)
    ;(await client.post('/api/people/999999/account').json({}).loginAs(admin)).assertStatus(404)
    assert.isNull((await db.from('people').where('id', person.id).first()).user_id)
  })
})
