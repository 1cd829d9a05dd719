import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const personOf = async (email: string) => db.from('people').where('work_email', email).first()
const REQUIRED = 'This field is required for bank accounts in the chosen bank country.'

test.group('Dynamic bank form: fields a bank country requires (domain §3)', (group) => {
  group.each.setup(() => isolatedTest())

  test('a GB account without a sort code is refused under the field; with one it is saved', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const me = await personOf(DEMO_EMAILS.employee)
    const missing = await client.post('/api/bank-account')
      .json({ person_id: me.id, account_holder: 'Emma', bank_country: 'GB', account_number: '31926819' }).loginAs(admin)
    missing.assertStatus(422)
    assert.deepEqual(missing.body().errors.map((e: any) => [e.field, e.rule, e.message]), [['sort_code', 'requiredWhen', REQUIRED]])

    const saved = await client.post('/api/bank-account')
      .json({ person_id: me.id, account_holder: 'Emma', bank_country: 'GB', account_number: '31926819', sort_code: '60-16-13' }).loginAs(admin)
    saved.assertStatus(201)
    assert.equal((await db.from('bank_accounts').where('id', saved.body().id).first()).sort_code, '60-16-13')
  })

  test('the rule follows the record after an update: moving the account to MX needs a CLABE', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const me = await personOf(DEMO_EMAILS.employee)
    const created = await client.post('/api/bank-account').json({ person_id: me.id, account_holder: 'Emma', bank_country: 'AU' }).loginAs(admin)
    created.assertStatus(201)
    const moved = await client.post(`/api/bank-account/${created.body().id}`).json({ update_data: { bank_country: 'MX' } }).loginAs(admin)
    moved.assertStatus(422)
    assert.deepEqual(moved.body().errors.map((e: any) => e.field), ['clabe'])
    const withClabe = await client.post(`/api/bank-account/${created.body().id}`)
      .json({ update_data: { bank_country: 'MX', clabe: '032180000118359719' } }).loginAs(admin)
    withClabe.assertStatus(200)
  })

  test('IBAN countries need IBAN and SWIFT/BIC; a US account needs a routing number', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const me = await personOf(DEMO_EMAILS.employee)
    const de = await client.post('/api/bank-account').json({ person_id: me.id, account_holder: 'Emma', bank_country: 'DE' }).loginAs(admin)
    de.assertStatus(422)
    assert.sameMembers(de.body().errors.map((e: any) => e.field), ['iban', 'swift_bic'])
    const us = await client.post('/api/bank-account').json({ person_id: me.id, account_holder: 'Emma', bank_country: 'US', account_number: '123' }).loginAs(admin)
    us.assertStatus(422)
    assert.deepEqual(us.body().errors.map((e: any) => e.field), ['routing_number'])
  })
})
