import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const personOf = async (email: string) => db.from('people').where('work_email', email).first()

async function newPayroll(client: any, body: Record<string, unknown> = {}) {
  const hr = await demoUser(DEMO_EMAILS.hrAdmin)
  const res = await client.post('/api/payroll').json({ name: 'Globex SG Monthly (test)', iso_code: 'SG', frequency: 'monthly', currency: 'SGD', pay_day_of_month: 25, ...body }).loginAs(hr)
  res.assertStatus(201)
  return res.body()
}

test.group('Payroll (issue 14): payrolls, approvers, paycycles and their stages', (group) => {
  group.each.setup(() => isolatedTest())

  test('a year of paycycles from the payroll\'s frequency and pay day, once', async ({ client, assert }) => {
    const payroll = await newPayroll(client)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const first = await client.post(`/api/payroll/${payroll.id}/paycycles`).json({ year: 2027 }).loginAs(hr)
    first.assertStatus(200)
    assert.include(first.body(), { year: 2027, created: 12, message: '12 paycycles created for 2027.' })
    assert.equal((await client.post(`/api/payroll/${payroll.id}/paycycles`).json({ year: 2027 }).loginAs(hr)).body().created, 0)
    const cycles = await client.get('/api/paycycle').qs({ 'filter[payroll_id]': payroll.id, sort: 'period_start' }).loginAs(hr)
    const feb = cycles.body().items[1]
    assert.include(feb, { period_start: '2027-02-01', period_end: '2027-02-28', payment_date: '2027-02-25', cut_off_date: '2027-02-15', stage: 'not_started', kind: 'regular' })
    ;(await client.post(`/api/payroll/${payroll.id}/paycycles`).json({ year: 1999 }).loginAs(hr)).assertStatus(422)
    ;(await client.post(`/api/payroll/${payroll.id}/paycycles`).json({ year: 2027 }).loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
  })

  test('stages move forward one step, back to any earlier one, never out of completed; concurrent moves apply once', async ({ client, assert }) => {
    const payroll = await newPayroll(client)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    await client.post(`/api/payroll/${payroll.id}/paycycles`).json({ year: 2027 }).loginAs(hr)
    const cycle = await db.from('paycycles').where('payroll_id', payroll.id).orderBy('period_start').first()
    const move = (to: unknown, notes?: string) => client.post(`/api/paycycle/${cycle.id}/stage`).json({ to, ...(notes ? { notes } : {}) }).loginAs(hr)
    const skip = await move('payment')
    skip.assertStatus(422)
    assert.deepEqual(skip.body().errors[0], { field: 'to', rule: 'transition', message: 'A paycycle moves forward one step at a time, or back to an earlier step.' })
    const parallel = await Promise.all(Array.from({ length: 10 }, () => move('change_data')))
    assert.equal(parallel.filter((r) => r.status() === 200).length, 1)
    ;(await move('calculation')).assertStatus(200)
    // Approval is entered and left forward only from the cycle's payroll report.
    const byHand = await move('pending_approval')
    byHand.assertStatus(422)
    assert.equal(byHand.body().message, 'A paycycle goes to and through approval from its payroll report: request approval there, and each approver approves.')
    const back = await move('change_data', 'Register needs the new hire')
    back.assertStatus(200)
    assert.include(back.body(), { stage: 'change_data', approval_level: 0 })
    ;(await move('calculation')).assertStatus(200)
    // (approved through the report, tested in reports.spec) — payment onwards moves by hand.
    await db.from('paycycles').where('id', cycle.id).update({ stage: 'payment' })
    for (const to of ['post_pay', 'completed']) (await move(to)).assertStatus(200)
    const final = await move('post_pay')
    assert.equal(final.body().message, 'This paycycle is completed and can no longer change.')
    ;(await move(null)).assertStatus(422)
    const log = await db.from('audit_logs').where({ entity_name: 'paycycle', entity_id: cycle.id, action: 'stage' }).orderBy('id')
    assert.lengthOf(log, 6)
    assert.deepInclude(JSON.parse(log[2].action_info), { from: 'calculation', to: 'change_data', notes: 'Register needs the new hire' })
    // A cycle under way is moved back, not deleted.
    const removed = await client.delete(`/api/paycycle/${cycle.id}`).loginAs(hr)
    removed.assertStatus(422)
    assert.equal(removed.body().message, 'This paycycle has started: move it back instead of deleting it.')
  })

  test('approvers by level, pay day and levels checked; payroll data is the payroll privilege\'s, in its own tenant', async ({ client, assert }) => {
    const payroll = await newPayroll(client)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const helen = await personOf(DEMO_EMAILS.hrAdmin)
    const marcus = await personOf(DEMO_EMAILS.manager)
    ;(await client.post('/api/payroll-approver').json({ payroll_id: payroll.id, person_id: helen.id, level: 1 }).loginAs(hr)).assertStatus(201)
    ;(await client.post('/api/payroll-approver').json({ payroll_id: payroll.id, person_id: marcus.id, level: 2 }).loginAs(hr)).assertStatus(201)
    ;(await client.post('/api/payroll-approver').json({ payroll_id: payroll.id, person_id: marcus.id, level: 1 }).loginAs(hr)).assertStatus(409)
    const badLevel = await client.post('/api/payroll-approver').json({ payroll_id: payroll.id, person_id: (await personOf(DEMO_EMAILS.employee)).id, level: 0 }).loginAs(hr)
    assert.equal(badLevel.body().message, 'An approver level is a number from 1 to 9.')
    const badDay = await client.post(`/api/payroll/${payroll.id}`).json({ update_data: { pay_day_of_month: 32 } }).loginAs(hr)
    assert.equal(badDay.body().message, 'The pay day is a day of the month, from 1 to 31.')
    const yen = await client.post('/api/payroll').json({ name: 'Odd currency', currency: 'XAU' }).loginAs(hr)
    yen.assertStatus(422)
    // The ten payroll currencies and the company's own (its first entity's country's): a Malaysian entity adds MYR.
    const entity = await db.from('business_entities').where({ customer_id: payroll.customer_id, owner_type: 'customer' }).orderBy('id').first()
    await db.from('business_entities').where('id', entity.id).update({ country: 'MY' })
    const currencies = (await client.get('/api/payroll-currencies').loginAs(hr)).body()
    assert.equal(currencies.customer_currency, 'MYR')
    assert.sameMembers(currencies.items, ['USD', 'EUR', 'CNY', 'GBP', 'JPY', 'AUD', 'SGD', 'CHF', 'CAD', 'HKD', 'MYR'])
    ;(await client.post('/api/payroll').json({ name: 'Globex MY Monthly', currency: 'myr' }).loginAs(hr)).assertStatus(201)
    const nok = await client.post('/api/payroll').json({ name: 'Globex NO Monthly', currency: 'NOK' }).loginAs(hr)
    nok.assertStatus(422)
    assert.deepInclude(nok.body().errors[0], { field: 'currency', message: "Choose one of the payroll currencies or the company's own (MYR)." })
    const moved = await client.post(`/api/payroll/${payroll.id}`).json({ update_data: { currency: 'NOK' } }).loginAs(hr)
    moved.assertStatus(422)
    ;(await client.get('/api/payroll-currencies').loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
    ;(await client.get('/api/payroll').loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
    ;(await client.get(`/api/payroll/${payroll.id}`).loginAs(await demoUser(DEMO_EMAILS.manager))).assertStatus(403)
    ;(await client.get(`/api/payroll/${payroll.id}`).loginAs(await demoUser(DEMO_EMAILS.otherEmployee))).assertStatus(404)
    const vendor = await client.get('/api/payroll').qs({ 'filter[id]': payroll.id }).header('x-customer-id', String(payroll.customer_id)).loginAs(await demoUser(DEMO_EMAILS.vendorUser))
    assert.lengthOf(vendor.body().items, 1)
  })

  test('a person\'s pay items: amounts in minor units, the same data twice on one date refused, restricted categories kept to superadmins', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const salary = await db.from('pay_items').whereNull('country').where('category', 'salary').first()
    const body = { person_id: emma.id, pay_item_id: salary.id, category: 'salary', frequency: 'monthly', currency: 'SGD', value: '6500.50', effective_date: '2027-01-01' }
    const created = await client.post('/api/person-pay-item').json(body).loginAs(hr)
    created.assertStatus(201)
    assert.include(created.body(), { value: '6500.50', currency: 'SGD', gross_type: 'gross', pay_option: 'non_deductible' })
    assert.equal(Number((await db.from('person_pay_items').where('id', created.body().id).first()).value), 650050)
    const twice = await client.post('/api/person-pay-item').json(body).loginAs(hr)
    twice.assertStatus(409)
    assert.equal(twice.body().message, 'An effective date with the same data already exists.')
    ;(await client.post('/api/person-pay-item').json({ ...body, value: '7000' }).loginAs(hr)).assertStatus(201)
    const tax = await client.post('/api/person-pay-item').json({ ...body, category: 'ee_tax', effective_date: '2027-02-01' }).loginAs(hr)
    assert.oneOf(tax.status(), [403, 422])
    const noCurrency = await client.post('/api/person-pay-item').json({ ...body, currency: null, effective_date: '2027-03-01' }).loginAs(hr)
    assert.equal(noCurrency.body().message, 'Choose the currency of the amount.')
    ;(await client.get('/api/person-pay-item').loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
  })
})
