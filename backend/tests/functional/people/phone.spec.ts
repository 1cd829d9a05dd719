import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Domain §3 "Phone default" (US, +1): every phone number the API takes — a person's, an emergency
 * contact's, the account's change-phone — must be a possible number and is stored in
 * international format, so the same number is never stored two ways.
 */
test.group('Phone numbers: checked and stored in one form', (group) => {
  group.each.setup(() => isolatedTest())

  const person = async (email: string) => db.from('people').where('work_email', email).first()

  test('a person\'s phone: a number without a country code is read as a US number; all are stored internationally', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await person(DEMO_EMAILS.employee)
    ;(await client.post(`/api/people/${emma.id}`).json({ update_data: { phone: '(201) 555-0123' } }).loginAs(hr)).assertStatus(200)
    assert.equal((await person(DEMO_EMAILS.employee)).phone, '+1 201 555 0123')
    ;(await client.post(`/api/people/${emma.id}`).json({ update_data: { phone: '+6581234567' } }).loginAs(hr)).assertStatus(200)
    assert.equal((await person(DEMO_EMAILS.employee)).phone, '+65 8123 4567')
    // Emptied (the form sends null, a client may send ''): the number is removed.
    for (const empty of [null, '']) {
      await db.from('people').where('id', emma.id).update({ phone: '+65 8123 4567' })
      const res = await client.post(`/api/people/${emma.id}`).json({ update_data: { phone: empty, location: 'Singapore' } }).loginAs(hr)
      res.assertStatus(200)
      assert.isNull((await person(DEMO_EMAILS.employee)).phone)
    }
  })

  test('what cannot be a phone number is refused under the field, and nothing is written', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await person(DEMO_EMAILS.employee)
    for (const bad of ['12', '+65 123', 'call me']) {
      const res = await client.post(`/api/people/${emma.id}`).json({ update_data: { phone: bad } }).loginAs(hr)
      res.assertStatus(422)
      assert.equal(res.body().errors[0].field, 'phone')
      assert.equal(res.body().errors[0].message, 'Phone is not a phone number: give the country code and the number, e.g. +65 8123 4567.')
    }
    assert.equal((await person(DEMO_EMAILS.employee)).phone, emma.phone)
    const contact = await client.post('/api/emergency-contact')
      .json({ person_id: emma.id, name: 'Sam', relationship: 'Sibling', phone: '+65 123' }).loginAs(hr)
    contact.assertStatus(422)
    assert.equal(contact.body().errors[0].field, 'phone')
  })

  test('change-phone takes only a possible number, stored internationally', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.employee)
    await db.from('people').where('user_id', user.id).update({ phone: '+65 6123 4567' })
    const bad = await client.post('/api/profile/change-phone').json({ current_phone: '+65 6123 4567', new_phone: '+65 99' }).loginAs(user)
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'new_phone')
    const ok = await client.post('/api/profile/change-phone').json({ current_phone: '+65 6123 4567', new_phone: '+6591234567' }).loginAs(user)
    ok.assertStatus(200)
    assert.equal((await db.from('people').where('user_id', user.id).first()).phone, '+65 9123 4567')
  })
})
