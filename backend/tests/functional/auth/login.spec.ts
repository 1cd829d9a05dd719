import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { isolatedTest } from '#tests/helpers'
import { DEMO_PASSWORD } from '@hr/shared'

test.group('Auth: platform login', (group) => {
  group.each.setup(() => isolatedTest())

  test('logs in with a mixed-case e-mail and returns the token and profile', async ({ client, assert }) => {
    const res = await client.post('/api/auth/platform-login').json({ email: ' HR.Admin@Demo.test ', password: DEMO_PASSWORD })
    res.assertStatus(200)
    const body = res.body()
    assert.match(body.auth_token, /^oat_/)
    assert.equal(body.user.email, 'hr.admin@demo.test')
    assert.isTrue(body.user.roles.manager)
    assert.isTrue(body.user.roles.access_admin)
    assert.deepEqual(body.user.customer_list_active.length, 1)

    const me = await client.get('/api/profile/me').header('authorization', `Bearer ${body.auth_token}`)
    me.assertStatus(200)
    assert.equal(me.body().name, 'Helen Hradmin')
    assert.isTrue(me.body().permissions.people.list)
    assert.isFalse(me.body().permissions.vendor.list)
  })

  test('wrong password answers 401 with the catalogue message', async ({ client }) => {
    const res = await client.post('/api/auth/platform-login').json({ email: 'hr.admin@demo.test', password: 'Wrong@12345' })
    res.assertStatus(401)
    res.assertBody({ message: 'Incorrect email or password' })
  })

  test('unknown e-mail answers exactly like a wrong password', async ({ client }) => {
    const res = await client.post('/api/auth/platform-login').json({ email: 'nobody@demo.test', password: DEMO_PASSWORD })
    res.assertStatus(401)
    res.assertBody({ message: 'Incorrect email or password' })
  })

  test('missing fields answer 422 with field errors, not 500', async ({ client, assert }) => {
    const res = await client.post('/api/auth/platform-login').json({ email: 'x@y.z' })
    res.assertStatus(422)
    assert.equal(res.body().errors[0].field, 'password')
  })

  test('profile needs a token; logout revokes it', async ({ client }) => {
    ;(await client.get('/api/profile/me')).assertStatus(401)
    const login = await client.post('/api/auth/platform-login').json({ email: 'employee@demo.test', password: DEMO_PASSWORD })
    const auth = `Bearer ${login.body().auth_token}`
    ;(await client.post('/api/auth/logout').header('authorization', auth)).assertStatus(200)
    const after = await client.get('/api/profile/me').header('authorization', auth)
    after.assertStatus(401)
  })

  test('the new hire has not agreed the privacy terms; everyone else has', async ({ client, assert }) => {
    for (const email of ['new.hire@demo.test', 'employee@demo.test']) {
      const res = await client.post('/api/auth/platform-login').json({ email, password: DEMO_PASSWORD })
      res.assertStatus(200)
      if (email.startsWith('new.hire')) assert.isNull(res.body().user.agree_privacy_time)
      else assert.isString(res.body().user.agree_privacy_time)
    }
  })

  test('the profile names the customer the API acts for while none is selected (the switcher shows it)', async ({ client, assert }) => {
    const customerId = async (name: string) => Number((await db.from('customers').where('name', name).first()).id)
    for (const [email, expected] of [
      ['vendor.user@demo.test', 'Globex Asia'], ['vendor.admin@demo.test', 'Globex Asia'], ['employee@demo.test', 'Globex Asia'],
      ['other.employee@demo.test', 'Initech Europe'],
    ] as const) {
      const login = await client.post('/api/auth/platform-login').json({ email, password: DEMO_PASSWORD })
      assert.equal(login.body().user.default_customer_id, await customerId(expected), email)
    }
    // The very customer whose staff a request without a selection lists.
    const login = await client.post('/api/auth/platform-login').json({ email: 'vendor.user@demo.test', password: DEMO_PASSWORD })
    const staff = await client.get('/api/people/staff-list').header('authorization', `Bearer ${login.body().auth_token}`)
    staff.assertStatus(200)
    const ids = staff.body().items.map((p: { customer_id: number }) => Number(p.customer_id))
    assert.isAbove(ids.length, 0)
    assert.isTrue(ids.every((id: number) => id === login.body().user.default_customer_id))
  })
})

test.group('Health', () => {
  test('reports the database status', async ({ client, assert }) => {
    const res = await client.get('/api/health')
    res.assertStatus(200)
    assert.equal(res.body().database, 'ok')
  })
})
