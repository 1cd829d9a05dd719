import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { expireCarriedDays } from '#areas/time_off/ledger'
import { balanceOf, grantNextYear, nextYear, personOf, requestLeave, status, typeId } from './helpers.js'

const Y = nextYear

/** A carry-in of `days` tenths into next year for Emma's annual leave, expiring at the end of March. */
async function carryIntoNextYear(days: number) {
  const emma = await personOf(DEMO_EMAILS.employee)
  const now = new Date().toISOString()
  await db.table('leave_ledger_entries').insert({
    customer_id: emma.customer_id, person_id: emma.id, leave_type_id: await typeId('Annual leave'), year: Y, kind: 'carry_in', days,
    effective_date: `${Y}-01-01`, expires_on: `${Y}-03-31`, created_at: now, updated_at: now,
  })
  return emma
}

const ledgerOf = async (leaveId: number) => (await db.from('leave_ledger_entries').where('leave_id', leaveId).orderBy('id'))
  .map((e) => [e.kind, Number(e.year), String(e.effective_date instanceof Date ? e.effective_date.toISOString() : e.effective_date).slice(0, 10), Number(e.days)])

test.group('Time off: the ledger per day and per leave year (issue 42 §2)', (group) => {
  group.each.setup(() => isolatedTest())

  test('a leave straddling the carried days\' expiry: only its days up to the expiry use them, the rest of the carried days expire', async ({ client, assert }) => {
    await grantNextYear(client)
    const emma = await carryIntoNextYear(50)
    // Monday 29 March to Friday 2 April: three days on or before the expiry (31 March), two after.
    const leave = (await requestLeave(client, { start_date: `${Y}-03-29`, end_date: `${Y}-04-02` })).body()
    assert.equal(leave.total_days, '5.0')
    ;(await status(client, leave.id, 'approved', DEMO_EMAILS.manager)).assertStatus(200)
    assert.deepEqual(await ledgerOf(leave.id), [['taken', Y, `${Y}-03-29`, -30], ['taken', Y, `${Y}-04-01`, -20]])
    await expireCarriedDays(db, { personIds: [emma.id] }, `${Y}-04-01`)
    assert.deepInclude(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { carried: '5.0', expired: '2.0', taken: '5.0', available: '8.0' })
    // Cancelled after the expiry: the ledger's own two entries come back, and the three days that had used
    // carried days expire with them (they would have expired unused): 5 carried = 5 expired + 0 used.
    ;(await status(client, leave.id, 'canceled', DEMO_EMAILS.hrAdmin)).assertStatus(200)
    assert.deepEqual((await ledgerOf(leave.id)).slice(2), [['reversal', Y, `${Y}-03-29`, 30], ['reversal', Y, `${Y}-04-01`, 20], ['expiry', Y, `${Y}-03-31`, -30]])
    assert.deepInclude(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { carried: '5.0', expired: '5.0', taken: '0.0', expiring: '0.0', available: '10.0' })
    // The year's expiry run stays once: run again, it writes nothing.
    await expireCarriedDays(db, { personIds: [emma.id] }, `${Y}-04-02`)
    assert.lengthOf(await db.from('leave_ledger_entries').where({ person_id: emma.id, year: Y, kind: 'expiry' }), 2)
  })

  test('cancelled after the expiry, a request that used the year\'s own days too gives those back, and only the carried part expires', async ({ client, assert }) => {
    await grantNextYear(client)
    const emma = await carryIntoNextYear(20)
    // Monday 15 to Friday 19 March: five days up to the expiry, two of them carried, three the year's own.
    const leave = (await requestLeave(client, { start_date: `${Y}-03-15`, end_date: `${Y}-03-19` })).body()
    ;(await status(client, leave.id, 'approved', DEMO_EMAILS.manager)).assertStatus(200)
    await expireCarriedDays(db, { personIds: [emma.id] }, `${Y}-04-01`)
    assert.deepInclude(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { carried: '2.0', expired: '0.0', taken: '5.0', available: '7.0' })
    ;(await status(client, leave.id, 'canceled', DEMO_EMAILS.hrAdmin)).assertStatus(200)
    assert.deepInclude(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { carried: '2.0', expired: '2.0', taken: '0.0', available: '10.0' })
  })

  test('a request charged whole across the expiry (written before it was known) is still counted per day when the carried days expire', async ({ client, assert }) => {
    await grantNextYear(client)
    const leave = (await requestLeave(client, { start_date: `${Y}-03-29`, end_date: `${Y}-04-02` })).body()
    ;(await status(client, leave.id, 'approved', DEMO_EMAILS.manager)).assertStatus(200)
    // As the ledger held it before requests were charged per piece: one entry for the five days.
    const [first] = await db.from('leave_ledger_entries').where('leave_id', leave.id).orderBy('id')
    await db.from('leave_ledger_entries').where('leave_id', leave.id).whereNot('id', first.id).delete()
    await db.from('leave_ledger_entries').where('id', first.id).update({ days: -50 })
    const emma = await carryIntoNextYear(50)
    await expireCarriedDays(db, { personIds: [emma.id] }, `${Y}-04-01`)
    assert.deepInclude(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { carried: '5.0', expired: '2.0', taken: '5.0', available: '8.0' })
  })

  test('cancelling gives back what the ledger took for the request, not the days its row says now', async ({ client, assert }) => {
    await grantNextYear(client)
    const leave = (await requestLeave(client, { start_date: `${Y}-06-07`, end_date: `${Y}-06-09` })).body()
    ;(await status(client, leave.id, 'approved', DEMO_EMAILS.manager)).assertStatus(200)
    // The row's count drifted after the approval (as a lost edit left it before issue 42).
    await db.from('leaves').where('id', leave.id).update({ total_days: 50 })
    ;(await status(client, leave.id, 'canceled', DEMO_EMAILS.hrAdmin)).assertStatus(200)
    assert.deepEqual(await ledgerOf(leave.id), [['taken', Y, `${Y}-06-07`, -30], ['reversal', Y, `${Y}-06-07`, 30]])
    assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { taken: '0.0', available: '10.0' })
  })

  test('a request after the expiry cannot use carried days that will have expired; one before it can', async ({ client, assert }) => {
    await grantNextYear(client, '2.0')
    await carryIntoNextYear(50)
    // The balance shows what a request can use: the 2 granted days; the 5 carried ones apart, expiring unless used by 31 March.
    assert.deepInclude(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { carried: '5.0', expiring: '5.0', available: '2.0' })
    // 2 days granted + 5 carried: three April days would need the carried ones, gone by then.
    const late = await requestLeave(client, { start_date: `${Y}-04-05`, end_date: `${Y}-04-07` })
    late.assertStatus(422)
    assert.deepInclude(late.body().errors[0], { field: 'total_days', rule: 'balance', message: 'Insufficient Leave Balance.' })
    // Four March days use four carried days; of April, the 2 granted days remain (the fifth carried day expires).
    ;(await requestLeave(client, { start_date: `${Y}-03-22`, end_date: `${Y}-03-25` })).assertStatus(201)
    assert.deepInclude(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { pending: '4.0', expiring: '1.0', available: '2.0' })
    ;(await requestLeave(client, { start_date: `${Y}-04-05`, end_date: `${Y}-04-07` })).assertStatus(422)
    const april = await requestLeave(client, { start_date: `${Y}-04-05`, end_date: `${Y}-04-06` })
    april.assertStatus(201)
    // The approval checks by the same rule: both approved, nothing left after the expiry, as the balance says.
    for (const id of [april.body().id]) (await status(client, id, 'approved', DEMO_EMAILS.manager)).assertStatus(200)
    assert.deepInclude(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { expiring: '1.0', available: '0.0' })
    ;(await requestLeave(client, { start_date: `${Y}-04-12`, end_date: `${Y}-04-12` })).assertStatus(422)
  })

  test('a request across the new year charges each year its own days, each checked against that year\'s balance', async ({ client, assert }) => {
    await grantNextYear(client)
    const emma = await personOf(DEMO_EMAILS.employee)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const following = await client.post('/api/leave-entitlement')
      .json({ person_id: emma.id, leave_type_id: await typeId('Annual leave'), year: Y + 1, days: '1.0' }).loginAs(hr)
    following.assertStatus(201)
    // Wednesday 29 December to Tuesday 4 January: three working days this year, two the next.
    const body = { start_date: `${Y}-12-29`, end_date: `${Y + 1}-01-04` }
    const short = await requestLeave(client, body)
    short.assertStatus(422)
    assert.deepInclude(short.body().errors[0], { field: 'total_days', rule: 'balance' })
    ;(await client.post(`/api/leave-entitlement/${following.body().id}`).json({ update_data: { days: '2.0' } }).loginAs(hr)).assertStatus(200)
    const leave = await requestLeave(client, body)
    leave.assertStatus(201)
    assert.equal(leave.body().total_days, '5.0')
    assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { pending: '3.0', available: '7.0' })
    assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y + 1), { pending: '2.0', available: '0.0' })
    ;(await status(client, leave.body().id, 'approved', DEMO_EMAILS.manager)).assertStatus(200)
    assert.deepEqual(await ledgerOf(leave.body().id), [['taken', Y, `${Y}-12-29`, -30], ['taken', Y + 1, `${Y + 1}-01-01`, -20]])
    assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y + 1), { taken: '2.0', pending: '0.0', available: '0.0' })
    ;(await status(client, leave.body().id, 'canceled', DEMO_EMAILS.hrAdmin)).assertStatus(200)
    assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { taken: '0.0', available: '10.0' })
    assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y + 1), { taken: '0.0', available: '2.0' })
  })
})

test.group('Time off: bounded date ranges (issue 42 §5)', (group) => {
  group.each.setup(() => isolatedTest())

  test('GET /api/leave/days and a request refuse the year 9999 or a five-year span at once, naming the field', async ({ client, assert }) => {
    const emma = await personOf(DEMO_EMAILS.employee)
    const user = await demoUser(DEMO_EMAILS.employee)
    const days = async (q: Record<string, unknown>) => client.get('/api/leave/days').qs({ person_id: emma.id, ...q }).loginAs(user)
    const started = Date.now()
    const far = await Promise.all([1, 2, 3, 4].map(() => days({ start_date: '9999-01-01', end_date: '9999-12-31' })))
    for (const res of far) {
      res.assertStatus(422)
      assert.deepEqual(res.body().errors[0], { field: 'start_date', rule: 'range', message: 'start_date: enter a date in the years 1900 to 2100.' })
    }
    const span = await days({ start_date: `${Y}-01-01`, end_date: `${Y + 4}-12-31` })
    span.assertStatus(422)
    assert.deepEqual(span.body().errors[0], { field: 'end_date', rule: 'range', message: 'end_date: a leave is at most 366 days long.' })
    assert.isBelow(Date.now() - started, 3000)
    assert.equal((await days({ start_date: `${Y}-01-01`, end_date: `${Y}-12-31` })).status(), 200)
    const long = await requestLeave(client, { start_date: `${Y}-01-01`, end_date: `${Y + 4}-12-31` })
    long.assertStatus(422)
    assert.equal(long.body().errors[0].field, 'end_date')
    const old = await requestLeave(client, { start_date: '1899-12-30', end_date: '1899-12-31' })
    old.assertStatus(422)
    assert.equal(old.body().errors[0].field, 'start_date')
  })
})
