import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { claim, decide, itemId, thisMonth } from './helpers.js'

/**
 * The monthly limit over the claims that count (issue 42): the person's claims on the item in the
 * month that are positive and not rejected. What the approver is shown follows the month as it
 * stands (every change of a claim judges the month's undecided claims again), and the decision
 * judges the claim once more and keeps the flags it was decided with.
 */
test.group('Expenses: the monthly limit counts the claims that count', (group) => {
  group.each.setup(() => isolatedTest())

  // Mobile phone: SGD 80.00 a month (the demo's one is last month's).
  const phone = () => itemId('Mobile phone')
  const emma = () => demoUser(DEMO_EMAILS.employee)

  test('a negative claim (stored before amounts were bounded) makes no room under the limit', async ({ client, assert }) => {
    const item = await phone()
    const first = (await claim(client, { allowance_item_id: item, amount: '50.00', transaction_date: thisMonth(2) })).body()
    // Written as a claim of the same month and item, -SGD 40.00 (the API now refuses negative amounts).
    const { id: _id, created_at: _c, updated_at: _u, ...row } = await db.from('expenses').where('id', first.id).first()
    const [refund] = await db.table('expenses').insert({ ...row, name: 'Refund', amount: -4000, transaction_date: thisMonth(3), created_at: new Date().toISOString(), updated_at: new Date().toISOString() }).returning('id')
    const over = await claim(client, { allowance_item_id: item, amount: '40.00', transaction_date: thisMonth(4) })
    assert.include(over.body(), { over_limit: true, limit_flags: 'per_month' })
    // The negative claim deleted: the month is the same, the flag stays.
    ;(await client.delete(`/api/expense/${typeof refund === 'object' ? refund.id : refund}`).loginAs(await emma())).assertStatus(200)
    assert.include((await client.get(`/api/expense/${over.body().id}`).loginAs(await emma())).body(), { over_limit: true, limit_flags: 'per_month' })
  })

  test('a claim deleted or reduced clears the flags it caused on the month\'s undecided claims', async ({ client, assert }) => {
    const item = await phone()
    const first = (await claim(client, { allowance_item_id: item, amount: '50.00', transaction_date: thisMonth(2) })).body()
    const second = (await claim(client, { allowance_item_id: item, amount: '40.00', transaction_date: thisMonth(4) })).body()
    assert.include(second, { over_limit: true, limit_flags: 'per_month' })
    const read = async (id: number) => (await client.get(`/api/expense/${id}`).loginAs(await demoUser(DEMO_EMAILS.manager))).body()
    ;(await client.post(`/api/expense/${first.id}`).json({ update_data: { amount: '30.00' } }).loginAs(await emma())).assertStatus(200)
    assert.include(await read(second.id), { over_limit: false, limit_flags: null })
    ;(await client.post(`/api/expense/${first.id}`).json({ update_data: { amount: '45.00' } }).loginAs(await emma())).assertStatus(200)
    assert.include(await read(second.id), { over_limit: true, limit_flags: 'per_month' })
    ;(await client.delete(`/api/expense/${first.id}`).loginAs(await emma())).assertStatus(200)
    assert.include(await read(second.id), { over_limit: false, limit_flags: null })
  })

  test('the decision judges the month as it stands and answers with the flags it was decided with', async ({ client, assert }) => {
    const item = await phone()
    const first = (await claim(client, { allowance_item_id: item, amount: '50.00', transaction_date: thisMonth(2) })).body()
    const second = (await claim(client, { allowance_item_id: item, amount: '40.00', transaction_date: thisMonth(4) })).body()
    const approved = await decide(client, first.id, 'approved')
    approved.assertStatus(200)
    // The first claim was under the limit when saved; with the second it is over now.
    assert.include(approved.body(), { status: 'approved', over_limit: true, limit_flags: 'per_month' })
    // A rejection leaves the month: the other claim is judged without it.
    const rejected = await decide(client, second.id, 'rejected')
    assert.include(rejected.body(), { status: 'rejected' })
    const third = (await claim(client, { allowance_item_id: item, amount: '30.00', transaction_date: thisMonth(5) })).body()
    assert.include(third, { over_limit: false, limit_flags: null })
  })

  test('the decider sees the limit, the month\'s counted total with this claim and the currency, as judged now', async ({ client, assert }) => {
    const item = await phone()
    const first = (await claim(client, { allowance_item_id: item, amount: '50.00', transaction_date: thisMonth(2) })).body()
    const second = (await claim(client, { allowance_item_id: item, amount: '40.00', transaction_date: thisMonth(4) })).body()
    // A rejected claim and a negative one (written as before amounts were bounded) do not count.
    const rejected = (await claim(client, { allowance_item_id: item, amount: '25.00', transaction_date: thisMonth(5) })).body()
    ;(await decide(client, rejected.id, 'rejected', DEMO_EMAILS.manager, 'Duplicate')).assertStatus(200)
    const { id: _id, created_at: _c, updated_at: _u, ...row } = await db.from('expenses').where('id', first.id).first()
    await db.table('expenses').insert({ ...row, name: 'Refund', amount: -3000, transaction_date: thisMonth(6), created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
    const limits = async (id: number, email: string = DEMO_EMAILS.manager) => client.get(`/api/expense/${id}/limits`).loginAs(await demoUser(email))
    const shown = await limits(second.id)
    shown.assertStatus(200)
    assert.deepEqual(shown.body(), {
      id: second.id,
      limits: {
        currency: 'SGD', month: thisMonth(1).slice(0, 7), limit_per_claim: null, limit_per_month: '80.00',
        claim_amount: '40.00', month_total: '90.00', flags: ['per_month'], over_limit: true,
      },
    })
    // The first claim reduced: the month judged again, the same figures on both claims.
    ;(await client.post(`/api/expense/${first.id}`).json({ update_data: { amount: '30.00' } }).loginAs(await emma())).assertStatus(200)
    assert.deepInclude((await limits(first.id)).body().limits, { claim_amount: '30.00', month_total: '70.00', flags: [], over_limit: false })
    // The decision answers with the flags of the same figures.
    assert.include((await decide(client, second.id, 'approved')).body(), { over_limit: false, limit_flags: null })
    // The claimant reads her own; an item without limits answers none.
    assert.equal((await limits(second.id, DEMO_EMAILS.employee)).body().limits.month_total, '70.00')
    const plain = (await claim(client, { allowance_item_id: await itemId('Other taxable'), amount: '12.00' })).body()
    assert.deepEqual((await limits(plain.id)).body(), { id: plain.id, limits: null })
  })
})
