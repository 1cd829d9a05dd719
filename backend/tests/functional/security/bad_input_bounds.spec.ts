import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { catalogue, DEMO_PASSWORD } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { claim, itemId, personOf, thisMonth } from '#tests/functional/expenses/helpers'

/**
 * Issue 42 §5 and §8: inputs out of their domain's bounds are refused with a 422 naming the field
 * (never stored, never a 500 or a database error naming nothing), and a body the parser cannot
 * take says so in the platform's words.
 */
async function signIn(client: any, email: string) {
  const login = await client.post('/api/auth/platform-login').json({ email, password: DEMO_PASSWORD })
  login.assertStatus(200)
  return { authorization: `Bearer ${login.body().auth_token}`, 'accept-language': 'en' }
}

const fieldsOf = (res: any): string[] => (res.body().errors ?? []).map((e: { field: string }) => e.field)

test.group('Bad input: bounds (issue 42)', (group) => {
  group.each.setup(() => isolatedTest())

  test('deeply nested JSON answers a clear message, never the engine internal text', async ({ client, assert }) => {
    const auth = await signIn(client, DEMO_EMAILS.hrAdmin)
    const depth = 20_000
    const body = `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`
    const res = await client.post('/api/people').headers(auth).json(body as any)
    assert.equal(res.status(), 400)
    assert.notMatch(String(res.body().message), /call stack|Maximum/i)
    assert.equal(res.body().message, 'The request body is nested too deeply.')
    assert.deepEqual(fieldsOf(res), ['body'])
    const objects = `{"update_data":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`
    const update = await client.post('/api/people/1').headers({ ...auth, 'accept-language': 'de' }).json(objects as any)
    assert.equal(update.status(), 400)
    assert.notMatch(String(update.body().message), /call stack|Maximum/i)
  })
})

test.group('Bad input: money, currencies and hours in their domain (issue 42)', (group) => {
  group.each.setup(() => isolatedTest())

  test('every money field is bounded, and the positive ones declare it', ({ assert }) => {
    const money = catalogue.flatMap((d) => d.fields.filter((f) => f.type === 'money' && !f.readOnly).map((f) => ({ d, f })))
    // Amounts that may be negative by their meaning: a pay item's value (an adjustment may take pay back), the payroll engine's to judge.
    const signed = ['pay_item.value', 'company_pay_item.value', 'person_pay_item.value']
    const unbounded = money.filter(({ d, f }) => f.min !== '0' && !signed.includes(`${d.name}.${f.name}`)).map(({ d, f }) => `${d.name}.${f.name}`)
    assert.deepEqual(unbounded, [])
  })

  test('negative claims, taxable parts and split parts are refused naming the field', async ({ client, assert }) => {
    const negative = await claim(client, { amount: '-1000.00' })
    negative.assertStatus(422)
    assert.deepEqual(fieldsOf(negative), ['amount'])
    assert.equal(negative.body().errors[0].message, 'Amount must be at least 0.')
    const taxable = await claim(client, { amount: '10.00', taxable_amount: '-5.00', tax_included: true })
    taxable.assertStatus(422)
    assert.include(fieldsOf(taxable), 'taxable_amount')
    const person = await personOf(DEMO_EMAILS.employee)
    const split = await client.post('/api/expense/split').json({
      person_id: person.id, name: 'Split negative', currency: 'SGD', transaction_date: thisMonth(5), payment_type: 'cash',
      parts: [{ allowance_item_id: await itemId('Local transport'), amount: '20.00' }, { allowance_item_id: await itemId('Local transport'), amount: '-20.00' }],
    }).loginAs(await demoUser(DEMO_EMAILS.employee))
    split.assertStatus(422)
    assert.deepEqual(fieldsOf(split), ['parts.1.amount'])
    assert.equal((await db.from('expenses').whereIn('name', ['Claim', 'Split negative']).whereRaw('amount < 0')).length, 0)
    ;(await claim(client, { amount: '0.00' })).assertStatus(201)
  })

  test('a fee below zero is refused (a case fee, a contractor rate)', async ({ client, assert }) => {
    const hr = await signIn(client, DEMO_EMAILS.hrAdmin)
    const person = await personOf(DEMO_EMAILS.employee)
    const contract = await client.post('/api/contractor-contract').headers(hr).json({ person_id: person.id, currency: 'SGD', rate: '-50.00' })
    contract.assertStatus(422)
    assert.include(fieldsOf(contract), 'rate')
  })

  test('currencies are ISO 4217 codes: three letters naming none are refused naming the code', async ({ client, assert }) => {
    const unknown = await claim(client, { currency: 'ABC' })
    unknown.assertStatus(422)
    assert.deepEqual(fieldsOf(unknown), ['currency'])
    assert.equal(unknown.body().errors[0].message, 'Currency: ABC is not an ISO 4217 currency code.')
    const shape = await claim(client, { currency: 'dollars' })
    shape.assertStatus(422)
    assert.deepEqual(fieldsOf(shape), ['currency'])
    ;(await claim(client, { currency: 'KWD', amount: '1.250' })).assertStatus(201)
    const payroll = await client.post('/api/payroll').headers(await signIn(client, DEMO_EMAILS.hrAdmin)).json({ name: 'Unknown money', currency: 'QQQ' })
    payroll.assertStatus(422)
    assert.include(fieldsOf(payroll), 'currency')
  })

  test('timesheet hours are 0 to 24 a day, refused naming the field on every database', async ({ client, assert }) => {
    const emma = await signIn(client, DEMO_EMAILS.employee)
    const person = await personOf(DEMO_EMAILS.employee)
    const day = (n: number, extra: Record<string, unknown>) => client.post('/api/timesheet').headers(emma).json({ person_id: person.id, work_date: `2031-03-${String(n).padStart(2, '0')}`, ...extra })
    for (const [field, value] of [['total_hours', '-1'], ['total_hours', '24.01'], ['total_hours', '9999.99'], ['overtime_hours', '25'], ['absence_hours', '-0.5'], ['total_hours', '99999999']] as const) {
      const res = await day(1, { [field]: value })
      assert.equal(res.status(), 422, `${field}=${value}`)
      assert.deepEqual(fieldsOf(res), [field], `${field}=${value}`)
      assert.equal(res.body().errors[0].rule, 'range')
    }
    assert.equal((await db.from('timesheets').whereBetween('work_date', ['2031-03-01', '2031-03-31'])).length, 0)
    ;(await day(2, { total_hours: '24', overtime_hours: '0', absence_hours: '8.5' })).assertStatus(201)
  })

  test('amounts are bounded so every sum is exact: a total past 2^53 minor units is not off by one', async ({ client, assert }) => {
    // Ten claims of 999,999,999,999.999 dinars and one of 0.001: 9,999,999,999,999,991 fils, past
    // 2^53 (9,007,199,254,740,992), where a float sum reads ...992.
    for (let i = 0; i < 10; i++) (await claim(client, { currency: 'KWD', amount: '999999999999.999', name: `Big ${i}` })).assertStatus(201)
    ;(await claim(client, { currency: 'KWD', amount: '0.001', name: 'Small' })).assertStatus(201)
    const person = await personOf(DEMO_EMAILS.employee)
    const totals = await client.get('/api/expense-total').qs({ person_id: person.id }).loginAs(await demoUser(DEMO_EMAILS.manager))
    totals.assertStatus(200)
    const kwd = totals.body().by_currency.find((c: { currency: string }) => c.currency === 'KWD')
    assert.equal(kwd.total, '9999999999999.991')
    assert.equal(kwd.count, 11)
    const tooLarge = await claim(client, { amount: '1000000000000.00' })
    tooLarge.assertStatus(422)
    assert.deepEqual(fieldsOf(tooLarge), ['amount'])
    assert.equal(tooLarge.body().errors[0].rule, 'max')
  })
})

test.group('Bad input: fields only the server sets, reporting lines (issue 42)', (group) => {
  group.each.setup(() => isolatedTest())

  test('a create naming id or another tenant customer_id is refused naming them, and nothing is created', async ({ client, assert }) => {
    const hr = await signIn(client, DEMO_EMAILS.hrAdmin)
    const before = (await db.from('people').count('* as n'))[0].n
    const res = await client.post('/api/people').headers(hr).json({ name: 'Forged Person', type: 'staff', status: 'onboarding', country: 'SG', id: 987654, customer_id: 999999 })
    res.assertStatus(422)
    assert.sameMembers(fieldsOf(res), ['id', 'customer_id'])
    for (const e of res.body().errors) assert.equal(e.rule, 'notSettable')
    assert.equal((await db.from('people').count('* as n'))[0].n, before)
    ;(await client.post('/api/people').headers(hr).json({ name: 'Plain Person', type: 'staff', status: 'onboarding', country: 'SG' })).assertStatus(201)
  })

  test('an update naming timestamps or read-only fields is refused naming them', async ({ client, assert }) => {
    const hr = await signIn(client, DEMO_EMAILS.hrAdmin)
    const person = await personOf(DEMO_EMAILS.employee)
    const res = await client.post(`/api/people/${person.id}`).headers(hr).json({ update_data: { job_title: 'Changed', created_at: '2001-01-01T00:00:00Z', user_id: 1 } })
    res.assertStatus(422)
    assert.sameMembers(fieldsOf(res), ['created_at', 'user_id'])
    const after = await db.from('people').where('id', person.id).first()
    assert.equal(after.job_title, person.job_title)
  })

  test('nobody reports to themselves or to anyone in their own reporting line', async ({ client, assert }) => {
    const hr = await signIn(client, DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const marcus = await personOf(DEMO_EMAILS.manager)
    assert.equal(Number(emma.reporting_manager_id), Number(marcus.id))
    const self = await client.post(`/api/people/${emma.id}`).headers(hr).json({ update_data: { reporting_manager_id: emma.id } })
    self.assertStatus(422)
    assert.deepEqual(fieldsOf(self), ['reporting_manager_id'])
    assert.equal(self.body().errors[0].message, 'A person cannot report to themselves or to anyone who reports to them.')
    const loop = await client.post(`/api/people/${marcus.id}`).headers(hr).json({ update_data: { reporting_manager_id: emma.id } })
    loop.assertStatus(422)
    assert.deepEqual(fieldsOf(loop), ['reporting_manager_id'])
    // Two levels: a third person under Emma may not become Marcus's manager.
    const third = await client.post('/api/people').headers(hr).json({ name: 'Third Level', type: 'staff', status: 'onboarding', country: 'SG', reporting_manager_id: emma.id })
    third.assertStatus(201)
    const deep = await client.post(`/api/people/${marcus.id}`).headers(hr).json({ update_data: { reporting_manager_id: third.body().id } })
    deep.assertStatus(422)
    assert.deepEqual(fieldsOf(deep), ['reporting_manager_id'])
    assert.isNull((await db.from('people').where('id', marcus.id).first()).reporting_manager_id === Number(third.body().id) ? 'changed' : null)
    ;(await client.post(`/api/people/${third.body().id}`).headers(hr).json({ update_data: { reporting_manager_id: marcus.id } })).assertStatus(200)
  })
})
