import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { TENANT_HEADERS } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Issue 20 §8: profile/me names the country of the company whose data is shown (phone inputs start
 * with its dial code) and how the own person is engaged (the onboarding summary's words).
 */
test.group('Profile: company country and engagement facts', (group) => {
  group.each.setup(() => isolatedTest())

  test("a customer's people get their company's country; an admin the selected customer's", async ({ client, assert }) => {
    const employee = await client.get('/api/profile/me').loginAs(await demoUser(DEMO_EMAILS.employee))
    employee.assertStatus(200)
    assert.equal(employee.body().customer_country, 'SG')
    assert.equal((await client.get('/api/profile/me').loginAs(await demoUser(DEMO_EMAILS.otherEmployee))).body().customer_country, 'DE')

    const vendorAdmin = await demoUser(DEMO_EMAILS.vendorAdmin)
    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    const selected = await client.get('/api/profile/me').header(TENANT_HEADERS.customerId, String(initech.id)).loginAs(vendorAdmin)
    assert.equal(selected.body().customer_country, 'DE')
    // A selection the tenancy refuses does not break the profile: the default customer's country.
    const refused = await client.get('/api/profile/me').header(TENANT_HEADERS.customerId, 'nonsense').loginAs(vendorAdmin)
    refused.assertStatus(200)
    assert.equal(refused.body().customer_country, (await client.get('/api/profile/me').loginAs(vendorAdmin)).body().customer_country)
  })

  test('a company without a country of its own has none (the phone input falls back to +1)', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    await db.from('business_entities').where({ customer_id: employee.customerId!, owner_type: 'customer' }).update({ country: null })
    const me = await client.get('/api/profile/me').loginAs(employee)
    assert.isNull(me.body().customer_country)
  })

  test('the engagement facts of the own person: staff, intern, contractor', async ({ client, assert }) => {
    const facts = async (email: string) => {
      const body = (await client.get('/api/profile/me').loginAs(await demoUser(email))).body()
      return { person_type: body.person_type, profile_type: body.profile_type }
    }
    assert.deepInclude(await facts(DEMO_EMAILS.employee), { person_type: 'staff' })
    assert.deepInclude(await facts(DEMO_EMAILS.intern), { profile_type: 'intern' })
    assert.deepInclude(await facts(DEMO_EMAILS.contractor), { person_type: 'contractor' })
  })
})
