import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Unpaid leave as dated days (issue 42): each cycle's register deducts the days of a taken unpaid
 * leave that fall in its period, counted on the payroll calendar (the payroll's day type, the
 * person's country and region holidays) within the employment window, at the full period salary's
 * daily rate; contributions are on the salary earned.
 *
 * Emma (SG) earns SGD 6,000 a month with a 20% employee contribution. Singapore's January 2027 has
 * 20 working days (21 weekdays less New Year's Day), its February 19 (20 weekdays less the Chinese
 * New Year substitute day on Monday the 8th).
 */
const now = new Date().toISOString()
const payItem = async (name: string) => Number((await db.from('pay_items').where('name', name).first()).id)

async function emmasPayroll(client: any, body: Record<string, unknown> = {}) {
  const hr = await demoUser(DEMO_EMAILS.hrAdmin)
  const res = await client.post('/api/payroll').json({ name: 'Unpaid leave payroll', iso_code: 'SG', frequency: 'monthly', currency: 'SGD', pay_day_of_month: 25, ...body }).loginAs(hr)
  res.assertStatus(201)
  const payroll = res.body()
  const emma = await db.from('people').where('work_email', DEMO_EMAILS.employee).first()
  ;(await client.post('/api/payroll-member').json({ payroll_id: payroll.id, person_id: emma.id }).loginAs(hr)).assertStatus(201)
  await db.from('person_pay_items').where('person_id', emma.id).delete()
  const base = { customer_id: emma.customer_id, person_id: emma.id, frequency: 'monthly', gross_type: 'gross', effective_date: '2026-01-01', is_reference_only: false, created_at: now }
  await db.table('person_pay_items').multiInsert([
    { ...base, pay_item_id: await payItem('Basic salary'), category: 'salary', pay_option: 'non_deductible', currency: 'SGD', value: 600000 },
    { ...base, pay_item_id: await payItem('CPF employee contribution'), category: 'ee_contribution', pay_option: 'deductible', rate: '20' },
  ])
  ;(await client.post(`/api/payroll/${payroll.id}/paycycles`).json({ year: 2027 }).loginAs(hr)).assertStatus(200)
  const unpaidType = Number((await db.from('leave_types').where({ name: 'Unpaid leave', is_paid: false }).first()).id)
  const leave = async (start: string, end: string, tenths: number, extra: Record<string, unknown> = {}) => {
    const [row] = await db.table('leaves').insert({
      customer_id: emma.customer_id, person_id: emma.id, leave_type_id: unpaidType, start_date: start, end_date: end, session: 'full_day',
      total_days: tenths, status: 'approved', cancel_requested: false, created_at: now, updated_at: now, ...extra,
    }).returning('id')
    return Number(typeof row === 'object' ? row.id : row)
  }
  /** Emma's row of the month's register, as the API shows it, with her salary, unpaid leave and contribution lines. */
  const register = async (month: string) => {
    const cycle = await db.from('paycycles').where({ payroll_id: payroll.id, period_start: `${month}-01` }).first()
    for (const to of ['change_data', 'calculation']) (await client.post(`/api/paycycle/${cycle.id}/stage`).json({ to }).loginAs(hr)).assertStatus(200)
    const report = await client.post('/api/payroll-report').json({ paycycle_id: cycle.id, name: `Register ${month}` }).loginAs(hr)
    report.assertStatus(201)
    return { cycle, report: report.body(), ...(await rowOf(cycle)) }
  }
  const rowOf = async (cycle: Record<string, any>) => {
    const res = await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: cycle.id }).loginAs(hr)
    res.assertStatus(200)
    const row = res.body().rows.find((r: any) => r.person_id === emma.id)
    const line = (category: string) => row.items.find((i: any) => i.category === category)?.amount ?? null
    return { row, salary: line('salary'), unpaid: line('unpaid_leave'), contribution: line('ee_contribution'), net: row.net }
  }
  return { hr, payroll, emma, unpaidType, leave, register, rowOf }
}

test.group('Unpaid leave as dated days (issue 42)', (group) => {
  group.each.setup(() => isolatedTest())

  test('a leave from the 20th to the end of the next month: each month deducts its own days, contributions on the salary earned', async ({ client, assert }) => {
    const { leave, register } = await emmasPayroll(client)
    const id = await leave('2027-01-20', '2027-02-28', 270)
    const january = await register('2027-01')
    // 8 of January's 20 working days (20–22, 25–29): SGD 2,400 off, 20% of the 3,600 earned.
    assert.deepInclude(january, { salary: '3600.00', unpaid: '2400.00', contribution: '720.00', net: '2880.00' })
    // The January cycle took the leave in (its status follows that cycle); February still deducts its own days.
    await db.from('leaves').where('id', id).update({ status: 'processed', paycycle_id: january.cycle.id })
    const february = await register('2027-02')
    assert.deepInclude(february, { salary: '0.00', unpaid: '6000.00', contribution: '0.00', net: '0.00' })
  })

  test('a calendar-day leave type is counted on the payroll\'s working days; a calendar-day payroll counts every day', async ({ client, assert }) => {
    const { emma, leave, register } = await emmasPayroll(client)
    const calendarType = (await db.table('leave_types').insert({ customer_id: emma.customer_id, name: 'Unpaid (calendar days)', day_type: 'calendar', is_paid: false, allow_negative: true, created_at: now }).returning('id'))[0]
    // Friday 15 to Monday 18 January: 4 calendar days, 2 working days.
    await leave('2027-01-15', '2027-01-18', 40, { leave_type_id: Number(typeof calendarType === 'object' ? calendarType.id : calendarType) })
    assert.deepInclude(await register('2027-01'), { unpaid: '600.00', salary: '5400.00', contribution: '1080.00' })

    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const bad = await client.post('/api/payroll').json({ name: 'Lunar payroll', currency: 'SGD', day_type: 'lunar' }).loginAs(hr)
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'day_type')
    const other = await emmasPayroll(client, { name: 'Calendar-day payroll', day_type: 'calendar' })
    assert.equal(other.payroll.day_type, 'calendar')
    // The same 4 days of January's 31: 6,000 × 4 / 31 = 774.19.
    assert.deepInclude(await other.register('2027-01'), { unpaid: '774.19', salary: '5225.81' })
  })

  test('a leaver\'s unpaid days after the last working day are not deducted; the days before cost a full month\'s daily rate', async ({ client, assert }) => {
    const { emma, leave, register } = await emmasPayroll(client)
    await db.from('employment_infos').where('person_id', emma.id).update({ last_working_day: '2027-01-15' })
    // Thursday 14 to Friday 22: only the 14th and 15th were employed days. Salary 10/20 of 6,000, less 2 × 300.
    await leave('2027-01-14', '2027-01-22', 70)
    assert.deepInclude(await register('2027-01'), { unpaid: '600.00', salary: '2400.00', contribution: '480.00' })
  })

  test('a mid-month joiner\'s unpaid day costs a full day of the month\'s salary, not of the prorated one', async ({ client, assert }) => {
    const { emma, leave, register } = await emmasPayroll(client)
    await db.from('employment_infos').where('person_id', emma.id).update({ job_start_date: '2027-01-18' })
    await leave('2027-01-13', '2027-01-13', 10)
    await leave('2027-01-20', '2027-01-20', 10)
    // Joined on the 18th: 10 of 20 working days (3,000); the 13th was before she joined, the 20th costs 6,000 / 20.
    assert.deepInclude(await register('2027-01'), { unpaid: '300.00', salary: '2700.00', contribution: '540.00' })
  })

  test('the person\'s region holidays are not deducted, another region\'s are', async ({ client, assert }) => {
    const { emma, leave, register } = await emmasPayroll(client)
    await db.from('people').where('id', emma.id).update({ region: 'SG-01' })
    await db.table('public_holidays').multiInsert([
      { country: 'SG', region: 'SG-01', name: 'Regional day', date: '2027-01-21', created_at: now },
      { country: 'SG', region: 'SG-05', name: 'Another region\'s day', date: '2027-01-22', created_at: now },
    ])
    // Wednesday 20 to Friday 22: the 21st is Emma's region's holiday, so 2 of her 19 working days: 6,000 × 2 / 19.
    await leave('2027-01-20', '2027-01-22', 30)
    assert.deepInclude(await register('2027-01'), { unpaid: '631.58', salary: '5368.42', contribution: '1073.68' })
  })

  test('earnings paid per day worked are reduced, others not; a pay item definition may say otherwise', async ({ client, assert }) => {
    const { hr, emma, leave, register, rowOf } = await emmasPayroll(client)
    const base = { customer_id: emma.customer_id, person_id: emma.id, gross_type: 'gross', pay_option: 'non_deductible', currency: 'SGD', is_reference_only: false, created_at: now }
    await db.table('person_pay_items').multiInsert([
      { ...base, pay_item_id: await payItem('Transport allowance'), category: 'allowance', frequency: 'monthly', value: 40000, effective_date: '2026-01-01' },
      { ...base, pay_item_id: await payItem('Annual bonus'), category: 'bonus', frequency: 'one_time', value: 100000, effective_date: '2027-01-10' },
    ])
    await leave('2027-01-20', '2027-01-20', 10)
    const january = await register('2027-01')
    const row = january.row
    const amount = (name: string) => row.items.find((i: any) => i.name === name).amount
    // One day of 20: 300 off the salary and 20 off the allowance; the one-off bonus is whole.
    assert.deepEqual([amount('Basic salary'), amount('Transport allowance'), amount('Annual bonus'), amount('Unpaid leave')], ['5700.00', '380.00', '1000.00', '320.00'])
    assert.equal(amount('CPF employee contribution'), '1416.00')

    // A superadmin says the transport allowance's definition is not reduced by unpaid days; the next calculation follows.
    const transport = await payItem('Transport allowance')
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    ;(await client.post(`/api/pay-item/${transport}`).json({ update_data: { reduced_by_unpaid_leave: false } }).loginAs(sa)).assertStatus(200)
    assert.isFalse((await client.get(`/api/pay-item/${transport}`).loginAs(sa)).body().reduced_by_unpaid_leave)
    ;(await client.post(`/api/payroll-report/${january.report.id}/action`).json({ action: 'calculate' }).loginAs(hr)).assertStatus(200)
    const again = (await rowOf(january.cycle)).row
    const amount2 = (name: string) => again.items.find((i: any) => i.name === name).amount
    assert.deepEqual([amount2('Basic salary'), amount2('Transport allowance'), amount2('Unpaid leave')], ['5700.00', '400.00', '300.00'])
  })

  test('an off-cycle run of the month pays only its own dated one-offs: the unpaid leave is deducted once, the salary and bonus paid once', async ({ client, assert }) => {
    const { hr, payroll, emma, leave, register, rowOf } = await emmasPayroll(client)
    const base = { customer_id: emma.customer_id, person_id: emma.id, gross_type: 'gross', pay_option: 'non_deductible', currency: 'SGD', is_reference_only: false, created_at: now, category: 'bonus', frequency: 'one_time' }
    await db.table('person_pay_items').multiInsert([
      // Dated in the off-cycle run (15–16 January): the run pays it, the regular cycle does not.
      { ...base, pay_item_id: await payItem('Annual bonus'), value: 100000, effective_date: '2027-01-15' },
      // Dated in January outside the run: the regular cycle's.
      { ...base, pay_item_id: await payItem('Annual bonus'), value: 50000, effective_date: '2027-01-05', end_date: '2027-01-05' },
    ])
    await leave('2027-01-20', '2027-01-20', 10)
    const run = await client.post('/api/paycycle').json({ payroll_id: payroll.id, name: 'January bonus run', kind: 'off_cycle', period_start: '2027-01-15', period_end: '2027-01-31' }).loginAs(hr)
    run.assertStatus(201)
    const offCycle = run.body()
    for (const to of ['change_data', 'calculation']) (await client.post(`/api/paycycle/${offCycle.id}/stage`).json({ to }).loginAs(hr)).assertStatus(200)
    ;(await client.post('/api/payroll-report').json({ paycycle_id: offCycle.id, name: 'January bonus run' }).loginAs(hr)).assertStatus(201)
    const offRow = await rowOf(offCycle)
    // The run: the 1,000 bonus and the contribution on it; no salary, no unpaid day.
    assert.deepInclude(offRow, { salary: null, unpaid: null, contribution: '200.00', net: '800.00' })
    assert.deepEqual(offRow.row.items.filter((i: any) => i.category === 'bonus').map((i: any) => i.amount), ['1000.00'])
    // The regular cycle: the salary less one day of 20 (300), the 500 bonus dated outside the run.
    const january = await register('2027-01')
    assert.deepInclude(january, { salary: '5700.00', unpaid: '300.00', contribution: '1240.00', net: '4960.00' })
    assert.deepEqual(january.row.items.filter((i: any) => i.category === 'bonus').map((i: any) => i.amount), ['500.00'])
  })
})
