import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/** Issue 6: the account settings pages change the signed-in user's own name through POST /api/user/{id}. */
test.group('Account settings: own name', (group) => {
  group.each.setup(() => isolatedTest())

  test('a vendor admin and a superadmin rename themselves', async ({ client, assert }) => {
    for (const email of [DEMO_EMAILS.vendorAdmin, DEMO_EMAILS.superadmin]) {
      const me = await demoUser(email)
      const res = await client.post(`/api/user/${me.id}`).json({ update_data: { name: '  Renamed Person ' } }).loginAs(me)
      res.assertStatus(200)
      const row = await db.from('users').where('id', me.id).first()
      assert.equal(row.name, 'Renamed Person')
      const profile = await client.get('/api/profile/me').loginAs(me)
      assert.equal(profile.body().name, 'Renamed Person')
    }
  })

  test('the name is required: 422 with the field error, nothing saved', async ({ client, assert }) => {
    const me = await demoUser(DEMO_EMAILS.vendorAdmin)
    for (const name of ['', '   ']) {
      const res = await client.post(`/api/user/${me.id}`).json({ update_data: { name } }).loginAs(me)
      res.assertStatus(422)
      const error = res.body().errors.find((e: any) => e.field === 'update_data.name')
      assert.exists(error, `field error for ${JSON.stringify(name)}`)
      // Blank arrives as "clear it" (required); spaces only are trimmed to nothing (minLength).
      assert.equal(error.rule, name === '' ? 'required' : 'minLength')
      assert.match(error.message, /Name/)
    }
    const row = await db.from('users').where('id', me.id).first()
    assert.equal(row.name, me.name)
  })

  test("a vendor or superadmin cannot edit someone else's account this way", async ({ client, assert }) => {
    const other = await demoUser(DEMO_EMAILS.vendorUser)
    for (const email of [DEMO_EMAILS.vendorAdmin, DEMO_EMAILS.superadmin]) {
      const res = await client.post(`/api/user/${other.id}`).json({ update_data: { name: 'Hijacked' } }).loginAs(await demoUser(email))
      res.assertStatus(404)
    }
    const employee = await demoUser(DEMO_EMAILS.employee)
    const res = await client.post(`/api/user/${other.id}`).json({ update_data: { name: 'Hijacked' } }).loginAs(employee)
    res.assertStatus(404)
    const row = await db.from('users').where('id', other.id).first()
    assert.equal(row.name, other.name)
  })
})
