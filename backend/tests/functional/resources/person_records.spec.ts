import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const personOf = async (email: string) => db.from('people').where('work_email', email).first()

test.group('Bank accounts, passports, emergency contacts', (group) => {
  group.each.setup(() => isolatedTest())

  test('an employee manages their own bank accounts, and only theirs', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const me = await personOf(DEMO_EMAILS.employee)
    const colleague = await personOf(DEMO_EMAILS.intern)

    const mine = await client.get('/api/bank-account').loginAs(employee)
    mine.assertStatus(200)
    assert.isTrue(mine.body().items.every((b: any) => b.person_id === Number(me.id)))
    assert.isAbove(mine.body().itemsTotal, 0)

    const created = await client.post('/api/bank-account').json({ person_id: me.id, account_holder: 'Emma Employee', iban: 'gb82 west 1234 5698 7654 32', swift_bic: 'westgb22' }).loginAs(employee)
    created.assertStatus(201)
    assert.equal(created.body().iban, 'GB82WEST12345698765432')
    assert.equal(created.body().swift_bic, 'WESTGB22')

    const forColleague = await client.post('/api/bank-account').json({ person_id: colleague.id, account_holder: 'Not mine' }).loginAs(employee)
    forColleague.assertStatus(403)
    const moved = await client.post(`/api/bank-account/${created.body().id}`).json({ update_data: { person_id: colleague.id } }).loginAs(employee)
    moved.assertStatus(403)
  })

  test('IBAN checksums and SWIFT/BIC formats are validated', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const me = await personOf(DEMO_EMAILS.employee)
    const res = await client.post('/api/bank-account').json({ person_id: me.id, account_holder: 'X', iban: 'DE89370400440532013001', swift_bic: 'NOPE' }).loginAs(admin)
    res.assertStatus(422)
    const byField = Object.fromEntries(res.body().errors.map((e: any) => [e.field, e.message]))
    assert.equal(byField.iban, 'IBAN is not a valid IBAN.')
    assert.equal(byField.swift_bic, 'SWIFT/BIC is not a valid SWIFT/BIC code.')
  })

  test('only one default bank account per person', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const me = await personOf(DEMO_EMAILS.employee)
    const second = await client.post('/api/bank-account').json({ person_id: me.id, account_holder: 'Emma', is_default: true }).loginAs(admin)
    second.assertStatus(201)
    const defaults = await db.from('bank_accounts').where({ person_id: me.id, is_default: true })
    assert.deepEqual(defaults.map((d) => Number(d.id)), [second.body().id])
    const others = await db.from('bank_accounts').where('person_id', '<>', me.id).where('is_default', true)
    assert.isAbove(others.length, 0, "other people's defaults are untouched")
  })

  test('DELETE /api/bank-account_2/{id} removes the account, within the tenant only', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const me = await personOf(DEMO_EMAILS.employee)
    const account = await db.from('bank_accounts').where('person_id', me.id).first()
    ;(await client.delete(`/api/bank-account_2/${account.id}`).loginAs(admin)).assertStatus(200)
    assert.isNull(await db.from('bank_accounts').where('id', account.id).first())
    const foreign = await db.from('bank_accounts').where('person_id', (await personOf(DEMO_EMAILS.otherEmployee)).id).first()
    ;(await client.delete(`/api/bank-account_2/${foreign.id}`).loginAs(admin)).assertStatus(404)
  })

  test('passport expiry cannot precede issue; a manager-only profile cannot read its own records', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const me = await personOf(DEMO_EMAILS.employee)
    const bad = await client.post('/api/passport').json({ person_id: me.id, number: 'E1', issuing_country: 'SG', issue_date: '2024-05-01', expiry_date: '2024-04-30' }).loginAs(admin)
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].message, 'The expiry date must be the same as or later than the issue date.')

    const manager = await demoUser(DEMO_EMAILS.manager)
    const own = await personOf(DEMO_EMAILS.manager)
    const contact = await db.table('emergency_contacts').insert({ customer_id: own.customer_id, person_id: own.id, name: 'M', relationship: 'Spouse', created_at: new Date().toISOString() }).returning('id')
    const id = Number(typeof contact[0] === 'object' ? contact[0].id : contact[0])
    ;(await client.get(`/api/emergency-contact/${id}`).loginAs(manager)).assertStatus(403)
    const list = await client.get('/api/emergency-contact').qs({ 'external[per_page]': 1000 }).loginAs(manager)
    assert.notInclude(list.body().items.map((c: any) => c.id), id)
  })
})
