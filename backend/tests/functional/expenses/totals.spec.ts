import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { claim, decide, personOf, report, thisMonth } from './helpers.js'

const totals = async (client: any, email: string = DEMO_EMAILS.hrAdmin) => {
  const emma = await personOf(DEMO_EMAILS.employee)
  const res = await client.get('/api/expense-total').qs({ person_id: emma.id, from: thisMonth(1), to: thisMonth(28) }).loginAs(await demoUser(email))
  res.assertStatus(200)
  return res.body()
}

test.group('Expense totals name their rates (issue 43 §6)', (group) => {
  group.each.setup(() => isolatedTest())

  test('a rate added inside a report converts that report\'s claims in "All claims" too, and the total names it', async ({ client, assert }) => {
    const eur = (await claim(client, { name: 'Dinner in Paris', amount: '100.00', currency: 'EUR' })).body()
    const usd = await db.from('expenses').where({ currency: 'USD', status: 'submitted' }).first()
    for (const id of [eur.id, usd.id]) (await decide(client, id, 'approved')).assertStatus(200)

    // No report yet: USD at the platform's rate, EUR has none (the platform keeps no EUR→SGD rate).
    const before = await totals(client)
    assert.equal(before.total, '57.00')
    assert.deepEqual(before.unconverted, ['EUR'])
    assert.deepEqual(before.missing, [{ currency: 'EUR', report_id: null, report_name: null }])
    assert.deepInclude(before.sources[0], { kind: 'platform', from: 'USD', to: 'SGD', rate: '1.3412' })

    // In a report without an EUR rate, the missing rate points at the report, where it is added.
    const created = (await report(client)).body()
    const inReport = await totals(client)
    assert.deepEqual(inReport.missing, [{ currency: 'EUR', report_id: created.id, report_name: 'Report SGD' }])
    const added = await client.post(`/api/expense-report/${created.id}/rates`).json({ from: 'EUR', to: 'SGD', rate: '1.45' }).loginAs(await demoUser(DEMO_EMAILS.hrAdmin))
    added.assertStatus(201)

    // 100.00 × 1.45 + 42.50 × 1.3412 (the report's copy of the platform rate): the report's own total.
    const after = await totals(client)
    assert.equal(after.total, '202.00')
    assert.equal(after.total, added.body().total)
    assert.deepEqual(after.unconverted, [])
    assert.deepEqual(after.missing, [])
    assert.deepEqual(after.sources.map((s: any) => [s.kind, s.report_id, s.from, s.rate]), [['report', created.id, 'EUR', '1.45'], ['report', created.id, 'USD', '1.3412']])
    // A manager reads the same total and sources for the claims they may list.
    assert.equal((await totals(client, DEMO_EMAILS.manager)).total, '202.00')
  })
})
