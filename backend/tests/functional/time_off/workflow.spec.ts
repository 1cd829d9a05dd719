import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest, lastMailTo } from '#tests/helpers'
import { runQueuedJobs } from '#tests/jobs_helpers'
import { balanceOf, grantNextYear, nextYear, personOf, requestLeave, status, typeId } from './helpers.js'

const Y = nextYear

async function submitted(client: any, start = `${Y}-06-07`, end = `${Y}-06-08`) {
  await grantNextYear(client)
  const res = await requestLeave(client, { start_date: start, end_date: end })
  res.assertStatus(201)
  return res.body()
}

const ledgerOf = (leaveId: number) => db.from('leave_ledger_entries').where('leave_id', leaveId).orderBy('id')

test.group('Time off: the request workflow (issue 13, domain §4)', (group) => {
  group.each.setup(() => isolatedTest())

  test('the reporting manager approves: the days are taken once, the employee is told', async ({ client, assert }) => {
    const leave = await submitted(client)
    const approved = await status(client, leave.id, 'approved', DEMO_EMAILS.manager, 'Enjoy')
    approved.assertStatus(200)
    assert.include(approved.body(), { status: 'approved', decision_notes: 'Enjoy' })
    assert.deepEqual((await ledgerOf(leave.id)).map((e) => [e.kind, Number(e.days), e.created_by_name]), [['taken', -20, 'Marcus Manager']])
    assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { taken: '2.0', pending: '0.0', available: '8.0' })
    const bell = await client.get('/api/notifications').loginAs(await demoUser(DEMO_EMAILS.employee))
    assert.equal(bell.body().items[0].title, 'Your leave was approved')
    // The e-mail is a queued job (issue 44), sent once the decision is committed.
    await runQueuedJobs()
    assert.equal(lastMailTo(DEMO_EMAILS.employee)?.subject, 'Your leave was approved')
    const again = await status(client, leave.id, 'approved', DEMO_EMAILS.hrAdmin)
    again.assertStatus(422)
    assert.deepEqual(again.body().errors[0], { field: 'status', rule: 'transition', message: 'This leave request cannot move to that status.' })
    assert.lengthOf(await ledgerOf(leave.id), 1)
  })

  test('20 parallel approvals of one request are applied once', async ({ client, assert }) => {
    const leave = await submitted(client)
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => status(client, leave.id, 'approved', i % 2 ? DEMO_EMAILS.manager : DEMO_EMAILS.hrAdmin)))
    const codes = results.map((r) => r.status())
    assert.equal(codes.filter((c) => c === 200).length, 1)
    assert.isTrue(codes.every((c) => c === 200 || c === 422))
    assert.lengthOf(await ledgerOf(leave.id), 1)
    assert.equal((await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y)).taken, '2.0')
  })

  test('nobody decides their own leave; colleagues without the time privilege decide nothing', async ({ client, assert }) => {
    const leave = await submitted(client)
    const own = await status(client, leave.id, 'approved', DEMO_EMAILS.employee)
    own.assertStatus(403)
    assert.equal(own.body().message, 'Nobody can approve or reject their own leave.')
    const intern = await status(client, leave.id, 'rejected', DEMO_EMAILS.intern)
    intern.assertStatus(403)
    // HR's own request: its manager is nobody, HR may not approve it themself either.
    const helen = await personOf(DEMO_EMAILS.hrAdmin)
    const hrLeave = await client.post('/api/leave').json({ person_id: helen.id, leave_type_id: await typeId('Sick leave'), start_date: '2026-12-01', end_date: '2026-12-01' })
      .loginAs(await demoUser(DEMO_EMAILS.hrAdmin))
    hrLeave.assertStatus(201)
    ;(await status(client, hrLeave.body().id, 'approved', DEMO_EMAILS.hrAdmin)).assertStatus(403)
    assert.equal((await db.from('leaves').where('id', leave.id).first()).status, 'submitted')
  })

  test('rejecting and withdrawing move no days; the status is final afterwards', async ({ client, assert }) => {
    const leave = await submitted(client)
    ;(await status(client, leave.id, 'rejected', DEMO_EMAILS.manager, 'Release week')).assertStatus(200)
    assert.equal((await client.get('/api/notifications').loginAs(await demoUser(DEMO_EMAILS.employee))).body().items[0].title, 'Your leave was rejected')
    const closed = await status(client, leave.id, 'approved', DEMO_EMAILS.manager)
    assert.equal(closed.body().message, 'This leave request is closed and can no longer change.')
    const second = (await requestLeave(client, { start_date: `${Y}-06-14`, end_date: `${Y}-06-14` })).body()
    ;(await status(client, second.id, 'canceled', DEMO_EMAILS.employee)).assertStatus(200)
    assert.lengthOf(await ledgerOf(leave.id), 0)
    assert.lengthOf(await ledgerOf(second.id), 0)
    assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { taken: '0.0', pending: '0.0', available: '10.0' })
    const bad = await status(client, second.id, 'archived', DEMO_EMAILS.manager)
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'status')
  })

  test('an approved request: the employee asks to cancel, the manager cancels and the days come back', async ({ client, assert }) => {
    const leave = await submitted(client)
    ;(await status(client, leave.id, 'approved', DEMO_EMAILS.manager)).assertStatus(200)
    const asked = await status(client, leave.id, 'canceled', DEMO_EMAILS.employee)
    asked.assertStatus(200)
    assert.include(asked.body(), { status: 'approved', cancel_requested: true })
    assert.equal((await client.get('/api/notifications').loginAs(await demoUser(DEMO_EMAILS.manager))).body().items[0].title, 'Emma Employee asks to cancel approved leave')
    const canceled = await status(client, leave.id, 'canceled', DEMO_EMAILS.manager)
    canceled.assertStatus(200)
    assert.include(canceled.body(), { status: 'canceled', cancel_requested: false })
    assert.deepEqual((await ledgerOf(leave.id)).map((e) => [e.kind, Number(e.days)]), [['taken', -20], ['reversal', 20]])
    assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { taken: '0.0', available: '10.0' })
  })

  test('a request beyond the balance stays blocked at approval until the entitlement is adjusted', async ({ client, assert }) => {
    const entitlement = await grantNextYear(client, '3.0')
    const leave = (await requestLeave(client, { start_date: `${Y}-06-07`, end_date: `${Y}-06-09` })).body()
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const cut = await client.post(`/api/leave-entitlement/${entitlement.id}`).json({ update_data: { days: '2.0' } }).loginAs(hr)
    // Lowering the entitlement below what is asked for would drive the balance negative.
    cut.assertStatus(422)
    assert.equal(cut.body().message, 'Negative leave balances are not allowed.')
    ;(await client.post('/api/leave-setting').json({ allow_negative: true }).loginAs(hr)).assertStatus(200)
    ;(await client.post(`/api/leave-entitlement/${entitlement.id}`).json({ update_data: { days: '2.0' } }).loginAs(hr)).assertStatus(200)
    ;(await client.post('/api/leave-setting').json({ allow_negative: false }).loginAs(hr)).assertStatus(200)
    const blocked = await status(client, leave.id, 'approved', DEMO_EMAILS.manager)
    blocked.assertStatus(422)
    assert.equal(blocked.body().message, 'Insufficient Leave Balance.')
    ;(await client.post(`/api/leave-entitlement/${entitlement.id}`).json({ update_data: { days: '4.5' } }).loginAs(hr)).assertStatus(200)
    ;(await status(client, leave.id, 'approved', DEMO_EMAILS.manager)).assertStatus(200)
    const kinds = await db.from('leave_ledger_entries').where({ person_id: leave.person_id, year: Y }).orderBy('id').select('kind', 'days', 'created_by_name')
    assert.deepEqual(kinds.map((k) => [k.kind, Number(k.days)]), [['grant', 30], ['adjustment', -10], ['adjustment', 25], ['taken', -30]])
    assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { entitlement: '4.5', taken: '3.0', available: '1.5' })
  })

  test('entitlements: the time privilege grants them, once per person, type and year, never below zero', async ({ client, assert }) => {
    const entitlement = await grantNextYear(client, '12.5')
    assert.include(entitlement, { days: '12.5', year: Y })
    const person = await personOf(DEMO_EMAILS.employee)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const twice = await client.post('/api/leave-entitlement').json({ person_id: person.id, leave_type_id: await typeId('Annual leave'), year: Y, days: '1' }).loginAs(hr)
    twice.assertStatus(409)
    const negative = await client.post('/api/leave-entitlement').json({ person_id: person.id, leave_type_id: await typeId('Sick leave'), year: Y, days: '-1' }).loginAs(hr)
    negative.assertStatus(422)
    assert.equal(negative.body().errors[0].message, 'An entitlement cannot be less than zero days.')
    const byEmployee = await client.post('/api/leave-entitlement').json({ person_id: person.id, leave_type_id: await typeId('Sick leave'), year: Y, days: '30' }).loginAs(await demoUser(DEMO_EMAILS.employee))
    byEmployee.assertStatus(403)
    assert.equal(Number((await db.from('leave_ledger_entries').where({ person_id: person.id, year: Y }).sum('days as t').first()).t), 125)
    const history = await client.get('/api/leave-ledger').qs({ 'filter[person_id]': person.id, 'filter[year]': Y }).loginAs(await demoUser(DEMO_EMAILS.employee))
    assert.deepEqual(history.body().items.map((e: any) => [e.kind, e.days, e.created_by_name]), [['grant', '12.5', 'Helen Hradmin']])
  })
})

test.group('Time off: the leave year (issue 13)', (group) => {
  group.each.setup(() => isolatedTest())

  test('year start grants each staff member the leave types\' defaults once; carry-over moves what is left, capped, expiring as set', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const first = await client.post('/api/leave/year-start').json({ year: Y }).loginAs(hr)
    first.assertStatus(200)
    assert.isAbove(first.body().granted, 0)
    assert.equal(first.body().message, `${first.body().granted} entitlements granted for ${Y}.`)
    assert.equal((await client.post('/api/leave/year-start').json({ year: Y }).loginAs(hr)).body().granted, 0)
    // Emma (Singapore) gets the defaults: annual and sick 14, maternity 112, childcare 6 (Singapore's), Globex's own
    // volunteer day 1; unpaid (0) and the manager-only Marcus get nothing.
    const emmaRows = await db.from('leave_entitlements').where({ person_id: emma.id, year: Y })
    assert.equal(emmaRows.length, 5)
    assert.equal((await balanceOf(client, DEMO_EMAILS.employee, 'Childcare leave', Y)).entitlement, '6.0')
    const marcus = await personOf(DEMO_EMAILS.manager)
    assert.lengthOf(await db.from('leave_entitlements').where({ person_id: marcus.id, year: Y }), 0)
    ;(await client.post('/api/leave/year-start').json({ year: Y }).loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
    ;(await client.post('/api/leave/year-start').json({ year: 'next' }).loginAs(hr)).assertStatus(422)

    // Nothing is carried while the maximum is 0; then at most 5 days, expiring on 30 June.
    assert.equal((await client.post('/api/leave/carry-over').json({ year: Y }).loginAs(hr)).body().carried, 0)
    ;(await client.post('/api/leave-setting').json({ carry_over_max: '5', carry_over_expiry: '06-30' }).loginAs(hr)).assertStatus(200)
    const carried = await client.post('/api/leave/carry-over').json({ year: Y }).loginAs(hr)
    assert.isAbove(carried.body().carried, 0)
    assert.equal((await client.post('/api/leave/carry-over').json({ year: Y }).loginAs(hr)).body().carried, 0)
    const next = await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y + 1)
    // Not used by days up to their expiry yet: shown as expiring, not in what a request after it can use.
    assert.include(next, { carried: '5.0', carried_expiry: `${Y + 1}-06-30`, expiring: '5.0', available: '0.0' })
  })
})
