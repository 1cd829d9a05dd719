import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { listCell, getResource } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const personOf = async (email: string) => db.from('people').where('work_email', email).first()
const accountNumber = (resource: string) => getResource(resource).fields.find((f) => f.name === 'account_number')!

/**
 * Issue 20 §4: a bank account identified by its IBAN lists that IBAN (masked) and a currency, even
 * when it was saved with neither an account number nor a currency: the currency is the bank country's.
 */
test.group('Bank accounts in lists: identifier and currency', (group) => {
  group.each.setup(() => isolatedTest())

  test('a person account saved with only an IBAN lists its masked IBAN and the bank country currency', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const me = await personOf(DEMO_EMAILS.employee)
    // The United Arab Emirates have no bank form of their own: the IBAN is the only number given.
    const created = await client.post('/api/bank-account')
      .json({ person_id: me.id, account_holder: 'Emma IBAN', bank_country: 'AE', iban: 'AE07 0331 2345 6789 0123 456' }).loginAs(admin)
    created.assertStatus(201)
    assert.include(created.body(), { currency: 'AED', account_number: null })

    const list = await client.get('/api/bank-account').qs({ 'filter[person_id]': me.id }).loginAs(admin)
    list.assertStatus(200)
    const row = list.body().items.find((r: any) => r.id === created.body().id)
    assert.equal(row.currency, 'AED')
    assert.deepEqual(listCell(accountNumber('bank_account'), row), { field: 'iban', value: '•••• 3456', masked: true })
  })

  test('a currency given is kept; without a bank country none is guessed, a bad one is refused', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const me = await personOf(DEMO_EMAILS.employee)
    const chosen = await client.post('/api/bank-account')
      .json({ person_id: me.id, account_holder: 'Emma USD', bank_country: 'AE', iban: 'AE070331234567890123456', currency: 'usd' }).loginAs(admin)
    chosen.assertStatus(201)
    assert.equal(chosen.body().currency, 'USD')
    const noCountry = await client.post('/api/bank-account').json({ person_id: me.id, account_holder: 'Emma none', account_number: '12345678' }).loginAs(admin)
    noCountry.assertStatus(201)
    assert.isNull(noCountry.body().currency)
    const unknown = await client.post('/api/bank-account').json({ person_id: me.id, account_holder: 'Emma ZZ', bank_country: 'ZZ', account_number: '1' }).loginAs(admin)
    // A bad country is the validator's to refuse, never a 500.
    unknown.assertStatus(422)
  })

  test("a company's bank account with only an IBAN takes its bank country's currency", async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const created = await client.post('/api/company-bank-account')
      .json({ account_holder: 'Globex FR', bank_country: 'FR', iban: 'FR14 2004 1010 0505 0001 3M02 606', owner_type: 'customer' }).loginAs(hr)
    created.assertStatus(201)
    assert.equal(created.body().currency, 'EUR')
    assert.deepEqual(listCell(accountNumber('company_bank_account'), created.body()), { field: 'iban', value: '•••• 2606', masked: true })
  })
})
