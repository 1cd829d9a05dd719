import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest, lastMailTo } from '#tests/helpers'
import { runQueuedJobs } from '#tests/jobs_helpers'
import { claim, decide, itemId, personOf, receipt, thisMonth } from './helpers.js'

test.group('Expenses (issue 15): claims, limits, receipts, decisions', (group) => {
  group.each.setup(() => isolatedTest())

  test('the demo: employee@ has a submitted USD claim and an approved SGD one; last month\'s draft report holds the approved one', async ({ client, assert }) => {
    const emma = await demoUser(DEMO_EMAILS.employee)
    const mine = (await client.get('/api/expense').loginAs(emma)).body().items
    assert.sameDeepMembers(mine.map((c: any) => [c.currency, c.status]), [['USD', 'submitted'], ['SGD', 'approved']])
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const reports = (await client.get('/api/expense-report').loginAs(hr)).body().items
    assert.lengthOf(reports, 1)
    assert.include(reports[0], { status: 'report_generated', locked: false, currency: 'SGD', total: '65.00', item_count: 1 })
    const last = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 10)
    assert.equal(reports[0].period_start, last)
  })

  test('a claim starts submitted whatever is sent, tells the reporting manager, and is the person\'s to change only until decided', async ({ client, assert }) => {
    // What only the workflow sets is refused naming it (issue 42), never silently dropped.
    const forged = await claim(client, { name: 'Taxi', amount: '18.40', status: 'approved', over_limit: true })
    forged.assertStatus(422)
    assert.sameMembers(forged.body().errors.map((e: { field: string }) => e.field), ['status', 'over_limit'])
    const res = await claim(client, { name: 'Taxi', amount: '18.40' })
    res.assertStatus(201)
    assert.include(res.body(), { status: 'submitted', amount: '18.40', currency: 'SGD', over_limit: false })
    assert.equal(res.body().paying_entity_id, (await db.from('allowance_items').where('id', await itemId('Local transport')).first()).paying_entity_id)
    assert.equal(Number((await db.from('expenses').where('id', res.body().id).first()).amount), 1840)
    const marcus = await demoUser(DEMO_EMAILS.manager)
    assert.equal((await client.get('/api/notifications').loginAs(marcus)).body().items[0].title, 'Expense claim from Emma Employee')
    // Notification e-mails are queued jobs (issue 44), sent once the change is committed.
    await runQueuedJobs()
    assert.include(lastMailTo(DEMO_EMAILS.manager)!.text, 'SGD 18.40')
    const emma = await demoUser(DEMO_EMAILS.employee)
    ;(await client.post(`/api/expense/${res.body().id}`).json({ update_data: { amount: '19.40' } }).loginAs(emma)).assertStatus(200)
    ;(await decide(client, res.body().id, 'approved')).assertStatus(200)
    const edit = await client.post(`/api/expense/${res.body().id}`).json({ update_data: { amount: '99.00' } }).loginAs(emma)
    edit.assertStatus(422)
    assert.equal(edit.body().message, 'Only a submitted expense can be changed or deleted.')
    ;(await client.delete(`/api/expense/${res.body().id}`).loginAs(emma)).assertStatus(422)
    assert.equal(Number((await db.from('expenses').where('id', res.body().id).first()).amount), 1940)
    // Amounts follow the currency's minor unit: yen has none.
    const yen = await claim(client, { amount: '1200.5', currency: 'JPY' })
    yen.assertStatus(422)
    assert.equal(yen.body().errors[0].field, 'amount')
  })

  test('a receipt is required where the item asks; the taxable part cannot exceed the amount; an inactive item is refused', async ({ client, assert }) => {
    const travel = await itemId('Business travel')
    const none = await claim(client, { allowance_item_id: travel, amount: '300.00' })
    none.assertStatus(422)
    assert.deepInclude(none.body().errors[0], { field: 'receipt', message: 'A receipt is required for Business travel.' })
    // A spreadsheet is not a receipt, whatever its descriptor says.
    const csv = await client.post('/api/aws-s3-upload').file('file', Buffer.from('item,amount\nhotel,300\n'), { filename: 'receipt.csv' }).loginAs(await demoUser(DEMO_EMAILS.employee))
    const sheet = await claim(client, { allowance_item_id: travel, amount: '300.00', receipt: [{ file_name: 'receipt.pdf', file_type: 'pdf', file_url: csv.body().file_key }] })
    sheet.assertStatus(422)
    assert.equal(sheet.body().message, 'A receipt must be a PDF or an image.')
    const files = await receipt(client)
    const taxable = await claim(client, { allowance_item_id: travel, amount: '300.00', taxable_amount: '300.01', receipt: files })
    taxable.assertStatus(422)
    assert.equal(taxable.body().errors[0].message, 'The amount cannot be less than its taxable part.')
    ;(await claim(client, { allowance_item_id: travel, amount: '300.00', taxable_amount: '100.00', receipt: files, origin: 'Singapore', destination: 'Jakarta' })).assertStatus(201)
    await db.from('allowance_items').where('id', travel).update({ is_active: false })
    const inactive = await claim(client, { allowance_item_id: travel, amount: '10.00', receipt: files })
    assert.equal(inactive.body().message, 'This expense item is no longer offered.')
    // Another company's item is not an item of this claim.
    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    const [foreign] = await db.table('allowance_items').insert({ customer_id: initech.id, name: 'Foreign', pay_item_key: 'food', receipt_required: false, is_active: true, created_at: new Date().toISOString() }).returning('id')
    const other = await claim(client, { allowance_item_id: Number(typeof foreign === 'object' ? foreign.id : foreign) })
    other.assertStatus(422)
    assert.equal(other.body().errors[0].field, 'allowance_item_id')
  })

  test('a claim names a paying entity and a paycycle from its own option lists, which employees may read', async ({ client, assert }) => {
    const emma = await demoUser(DEMO_EMAILS.employee)
    ;(await client.get('/api/business-entity').loginAs(emma)).assertStatus(403)
    const entities = (await client.get('/api/reference-options/paying_entities').loginAs(emma)).body().items
    const globex = await db.from('customers').where('name', 'Globex Asia').first()
    const own = await db.from('business_entities').where({ owner_type: 'customer', customer_id: globex.id })
    assert.sameMembers(entities.map((e: any) => e.id), own.map((e) => e.id))
    const cycles = (await client.get('/api/reference-options/open_paycycles').loginAs(emma)).body().items
    const open = await db.from('paycycles').where('customer_id', globex.id).whereIn('stage', ['not_started', 'change_data', 'calculation'])
    assert.lengthOf(cycles, open.length)
    const res = await claim(client, { paying_entity_id: entities[0].id, paycycle_id: cycles[0].id })
    res.assertStatus(201)
    assert.include(res.body(), { paying_entity_id: entities[0].id, paycycle_id: cycles[0].id })
    // Sent empty: no paying entity (not the item's default); another company's entity or a closed cycle is refused.
    assert.isNull((await claim(client, { paying_entity_id: null })).body().paying_entity_id)
    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    const foreign = await db.from('business_entities').where({ owner_type: 'customer', customer_id: initech.id }).first()
    if (foreign) (await claim(client, { paying_entity_id: foreign.id })).assertStatus(422)
    const completed = await db.from('paycycles').where({ customer_id: globex.id, stage: 'completed' }).first()
    const closed = await claim(client, { paycycle_id: completed.id })
    closed.assertStatus(422)
    assert.equal(closed.body().errors[0].field, 'paycycle_id')
  })

  test('over-limit claims are flagged, not refused: per claim, per month (other currencies at the platform rate)', async ({ client, assert }) => {
    const files = await receipt(client)
    const big = await claim(client, { allowance_item_id: await itemId('Business travel'), amount: '2000.01', receipt: files })
    big.assertStatus(201)
    assert.include(big.body(), { over_limit: true, limit_flags: 'per_claim' })
    const phone = await itemId('Mobile phone')
    const first = await claim(client, { allowance_item_id: phone, amount: '50.00', transaction_date: thisMonth(2) })
    assert.isFalse(first.body().over_limit)
    // USD 30.00 at 1.3412 is SGD 40.24: with the SGD 50.00 above, over the SGD 80.00 a month.
    const second = await claim(client, { allowance_item_id: phone, amount: '30.00', currency: 'USD', transaction_date: thisMonth(4) })
    assert.include(second.body(), { over_limit: true, limit_flags: 'per_month' })
    // A rejected claim no longer counts.
    ;(await decide(client, first.body().id, 'rejected', DEMO_EMAILS.manager, 'Personal use')).assertStatus(200)
    const emma = await demoUser(DEMO_EMAILS.employee)
    const again = await client.post(`/api/expense/${second.body().id}`).json({ update_data: { amount: '30.01' } }).loginAs(emma)
    assert.include(again.body(), { over_limit: false, limit_flags: null })
  })

  test('decisions: the reporting manager or a payroll user, never the person; a repeat or a report\'s move is refused; concurrent approvals apply once', async ({ client, assert }) => {
    const a = (await claim(client, { name: 'A' })).body()
    const own = await decide(client, a.id, 'approved', DEMO_EMAILS.employee)
    own.assertStatus(403)
    const colleague = await decide(client, a.id, 'approved', DEMO_EMAILS.otherEmployee)
    assert.oneOf(colleague.status(), [403, 404])
    const moveAlong = await decide(client, a.id, 'processing', DEMO_EMAILS.hrAdmin)
    moveAlong.assertStatus(422)
    const both = await Promise.all([decide(client, a.id, 'approved'), decide(client, a.id, 'approved', DEMO_EMAILS.hrAdmin)])
    assert.sameMembers(both.map((r) => r.status()), [200, 422])
    const stored = await db.from('expenses').where('id', a.id).first()
    assert.equal(stored.status, 'approved')
    assert.equal((await db.from('audit_logs').where({ entity_name: 'expense', entity_id: a.id, action: 'update' })).length, 1)
    const repeat = await decide(client, a.id, 'rejected')
    repeat.assertStatus(422)
    const processing = await decide(client, a.id, 'processing', DEMO_EMAILS.hrAdmin)
    assert.equal(processing.body().message, 'An approved expense moves only with its expense report.')
    const emma = await demoUser(DEMO_EMAILS.employee)
    const bell = (await client.get('/api/notifications').loginAs(emma)).body().items
    assert.equal(bell[0].title, 'Your expense was approved')
    const missing = await client.post(`/api/expense/${a.id}/status`).json({}).loginAs(await demoUser(DEMO_EMAILS.manager))
    assert.deepInclude(missing.body().errors[0], { field: 'status', rule: 'required' })
  })

  test('employees see their own claims, managers their reports\', payroll users everyone\'s; the totals are in the customer\'s currency', async ({ client, assert }) => {
    const b = (await claim(client, { name: 'B', amount: '20.00' })).body()
    const other = await demoUser(DEMO_EMAILS.otherEmployee)
    ;(await client.get(`/api/expense/${b.id}`).loginAs(other)).assertStatus(404)
    assert.notInclude((await client.get('/api/expense').loginAs(other)).body().items.map((c: any) => c.id), b.id)
    const marcus = await demoUser(DEMO_EMAILS.manager)
    assert.include((await client.get('/api/expense').loginAs(marcus)).body().items.map((c: any) => c.id), b.id)
    const emma = await personOf(DEMO_EMAILS.employee)
    const totals = await client.get('/api/expense-total').qs({ person_id: emma.id, from: thisMonth(1), to: thisMonth(28) }).loginAs(marcus)
    totals.assertStatus(200)
    // SGD 20.00 + the demo's USD 42.50 (SGD 57.00 at 1.3412) in Globex's currency.
    assert.equal(totals.body().currency, 'SGD')
    assert.equal(totals.body().total, '77.00')
    assert.sameDeepMembers(totals.body().by_currency.map((c: any) => [c.currency, c.total]), [['SGD', '20.00'], ['USD', '42.50']])
    const employeeTotals = await client.get('/api/expense-total').qs({ person_id: emma.id }).loginAs(other)
    assert.equal(employeeTotals.body().total, '0.00')
    ;(await client.get('/api/expense-total').qs({ status: 'nonsense' }).loginAs(marcus)).assertStatus(422)
  })

  test('a split receipt becomes several claims with one receipt, all or none', async ({ client, assert }) => {
    const emma = await demoUser(DEMO_EMAILS.employee)
    const person = await personOf(DEMO_EMAILS.employee)
    const files = await receipt(client)
    const body = {
      person_id: person.id, name: 'Jakarta trip', currency: 'SGD', transaction_date: thisMonth(5), payment_type: 'company_card', receipt: files,
      origin: 'Singapore', destination: 'Jakarta',
      parts: [{ allowance_item_id: await itemId('Business travel'), amount: '420.00' }, { allowance_item_id: await itemId('Meals with clients'), amount: '35.50', name: 'Dinner' }],
    }
    const bad = await client.post('/api/expense/split').json({ ...body, parts: [body.parts[0], { ...body.parts[1], amount: 'lots' }] }).loginAs(emma)
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'parts.1.amount')
    assert.equal((await db.from('expenses').where('name', 'Jakarta trip')).length, 0)
    const one = await client.post('/api/expense/split').json({ ...body, parts: [body.parts[0]] }).loginAs(emma)
    assert.equal(one.body().message, 'A split receipt needs between 2 and 20 parts.')
    const res = await client.post('/api/expense/split').json(body).loginAs(emma)
    res.assertStatus(201)
    assert.lengthOf(res.body().items, 2)
    const rows = await db.from('expenses').where('split_group', res.body().split_group).orderBy('id')
    assert.deepEqual(rows.map((r) => [r.name, Number(r.amount), r.destination]), [['Jakarta trip', 42000, 'Jakarta'], ['Dinner', 3550, 'Jakarta']])
    assert.equal(rows[0].receipt, rows[1].receipt)
    // Someone else's person is not the employee's to claim for.
    const other = await personOf(DEMO_EMAILS.otherEmployee)
    ;(await client.post('/api/expense/split').json({ ...body, person_id: other.id }).loginAs(emma)).assertStatus(403)
  })
})
