import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest, lastMailTo } from '#tests/helpers'
import { runQueuedJobs } from '#tests/jobs_helpers'
import { balanceOf, grantNextYear, nextYear, personOf, requestLeave, status, typeId, year } from './helpers.js'

const Y = nextYear

test.group('Time off: balances, day counts and requests (issue 13)', (group) => {
  group.each.setup(() => isolatedTest())

  test('the demo balance is the sum of the ledger: carried days used first, the rest expired at the end of March', async ({ client, assert }) => {
    const annual = await balanceOf(client, DEMO_EMAILS.employee)
    assert.deepInclude(annual, { entitlement: '14.0', carried: '3.0', carried_expiry: `${year}-03-31`, expired: '1.0', taken: '5.0', pending: '2.0', available: '9.0' })
    const emma = await personOf(DEMO_EMAILS.employee)
    const ledger = await db.from('leave_ledger_entries').where({ person_id: emma.id, leave_type_id: await typeId('Annual leave'), year })
    assert.equal(ledger.reduce((t, e) => t + Number(e.days), 0) - 20, 90)
    assert.sameMembers(ledger.map((e) => e.kind), ['grant', 'carry_in', 'taken', 'taken', 'expiry'])
    const sick = await balanceOf(client, DEMO_EMAILS.employee, 'Sick leave')
    assert.equal(sick.entitlement, '14.0')
  })

  test("reading this year's balance writes a past year's carried days that fell due, and shows that year's type nowhere", async ({ client, assert }) => {
    const emma = await personOf(DEMO_EMAILS.employee)
    const sick = await typeId('Sick leave')
    const before = await balanceOf(client, DEMO_EMAILS.employee)
    const now = new Date().toISOString()
    // Last year's carry-in of a type with nothing this year, past its expiry, its expiry never written.
    await db.table('leave_ledger_entries').insert({
      customer_id: emma.customer_id, person_id: emma.id, leave_type_id: sick, year: year - 1, kind: 'carry_in', days: 20,
      effective_date: `${year - 1}-01-01`, expires_on: `${year - 1}-03-31`, created_at: now, updated_at: now,
    })
    await db.from('leave_ledger_entries').where({ person_id: emma.id, leave_type_id: sick, year }).delete()
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const read = await client.get('/api/leave/balance').qs({ person_id: emma.id, year }).loginAs(hr)
    read.assertStatus(200)
    assert.notInclude(read.body().items.map((i: { name: string }) => i.name), 'Sick leave')
    assert.deepInclude(read.body().items.find((i: { name: string }) => i.name === 'Annual leave'), before)
    const expiry = await db.from('leave_ledger_entries').where({ person_id: emma.id, leave_type_id: sick, year: year - 1, kind: 'expiry' })
    assert.lengthOf(expiry, 1)
    assert.equal(Number(expiry[0].days), -20)
  })

  test('days are counted on the person\'s calendar: weekends and public holidays skipped, half days 0.5', async ({ client, assert }) => {
    const emma = await personOf(DEMO_EMAILS.employee)
    const user = await demoUser(DEMO_EMAILS.employee)
    const days = async (q: Record<string, unknown>) => client.get('/api/leave/days').qs({ person_id: emma.id, ...q }).loginAs(user)
    assert.equal((await days({ start_date: `${Y}-06-11`, end_date: `${Y}-06-14` })).body().total_days, '2.0')
    assert.equal((await days({ start_date: `${Y}-06-07`, end_date: `${Y}-06-07`, session: 'morning' })).body().total_days, '0.5')
    // Christmas (Friday 25 December 2026) is a Singapore public holiday.
    assert.equal((await days({ start_date: '2026-12-21', end_date: '2026-12-25' })).body().total_days, '4.0')
    const half = await days({ start_date: `${Y}-06-07`, end_date: `${Y}-06-08`, session: 'afternoon' })
    half.assertStatus(422)
    assert.deepEqual(half.body().errors[0], { field: 'session', rule: 'leave_half_day_single_date', message: 'A morning or afternoon session can only be taken on a single day.' })
    const weekend = await days({ start_date: `${Y}-06-12`, end_date: `${Y}-06-13` })
    assert.equal(weekend.body().message, 'The chosen dates include no working day.')
    const order = await days({ start_date: `${Y}-06-14`, end_date: `${Y}-06-11` })
    assert.equal(order.body().message, 'The end date must be on or after the start date.')
    // A state's own holiday counts for the people of that state only (Thursday 10 June of next year, in '01').
    await db.table('public_holidays').insert({ country: 'SG', region: '01', name: 'Regional test day', date: `${Y}-06-10`, created_at: new Date().toISOString() })
    assert.equal((await days({ start_date: `${Y}-06-07`, end_date: `${Y}-06-11` })).body().total_days, '5.0')
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.post(`/api/people/${emma.id}`).json({ update_data: { region: '01' } }).loginAs(hr)).assertStatus(200)
    assert.equal((await days({ start_date: `${Y}-06-07`, end_date: `${Y}-06-11` })).body().total_days, '4.0')
    const other = await personOf(DEMO_EMAILS.otherEmployee)
    const foreign = await client.get('/api/leave/days').qs({ person_id: other.id, start_date: `${Y}-06-07`, end_date: `${Y}-06-07` }).loginAs(user)
    foreign.assertStatus(404)
  })

  test('a request is stored with the server\'s day count and tells the reporting manager, in the app and by e-mail', async ({ client, assert }) => {
    await grantNextYear(client)
    // The day count and the status are the server's: sent, they are refused naming them (issue 42).
    const forged = await requestLeave(client, { start_date: `${Y}-06-07`, end_date: `${Y}-06-11`, total_days: '1.0', status: 'approved', reason: 'Holiday' })
    forged.assertStatus(422)
    assert.sameMembers(forged.body().errors.map((e: { field: string }) => e.field), ['total_days', 'status'])
    const res = await requestLeave(client, { start_date: `${Y}-06-07`, end_date: `${Y}-06-11`, reason: 'Holiday' })
    res.assertStatus(201)
    assert.include(res.body(), { total_days: '5.0', status: 'submitted', session: 'full_day', reason: 'Holiday' })
    const stored = await db.from('leaves').where('id', res.body().id).first()
    assert.equal(Number(stored.total_days), 50)
    const marcus = await demoUser(DEMO_EMAILS.manager)
    const bell = await client.get('/api/notifications').loginAs(marcus)
    assert.equal(bell.body().items[0].title, 'Leave request from Emma Employee')
    assert.include(bell.body().items[0].body, `07 Jun ${Y} to 11 Jun ${Y}`)
    assert.isAbove(bell.body().unread, 0)
    await runQueuedJobs()
    const mail = lastMailTo(DEMO_EMAILS.manager)
    assert.equal(mail?.subject, 'Leave request from Emma Employee')
    const read = await client.post(`/api/notifications/${bell.body().items[0].id}/read`).loginAs(marcus)
    assert.isTrue(read.body().read)
    // Nobody reads someone else's notifications.
    const other = await client.post(`/api/notifications/${bell.body().items[0].id}/read`).loginAs(await demoUser(DEMO_EMAILS.employee))
    other.assertStatus(404)
    const balance = await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y)
    assert.include(balance, { entitlement: '10.0', pending: '5.0', available: '5.0' })
  })

  test('overlapping requests are refused, the morning and the afternoon of one day are not', async ({ client, assert }) => {
    await grantNextYear(client)
    ;(await requestLeave(client, { start_date: `${Y}-06-08`, end_date: `${Y}-06-09` })).assertStatus(201)
    const clash = await requestLeave(client, { start_date: `${Y}-06-09`, end_date: `${Y}-06-10` })
    clash.assertStatus(422)
    assert.equal(clash.body().message, `This request overlaps another leave request (08 Jun ${Y} – 09 Jun ${Y}).`)
    ;(await requestLeave(client, { start_date: `${Y}-06-14`, end_date: `${Y}-06-14`, session: 'morning' })).assertStatus(201)
    ;(await requestLeave(client, { start_date: `${Y}-06-14`, end_date: `${Y}-06-14`, session: 'afternoon' })).assertStatus(201)
    ;(await requestLeave(client, { start_date: `${Y}-06-14`, end_date: `${Y}-06-14`, session: 'morning' })).assertStatus(422)
  })

  test('a request beyond the balance is refused unless the customer allows negative balances', async ({ client, assert }) => {
    await grantNextYear(client, '2.0')
    const res = await requestLeave(client, { start_date: `${Y}-06-07`, end_date: `${Y}-06-09` })
    res.assertStatus(422)
    assert.equal(res.body().message, 'Insufficient Leave Balance.')
    assert.equal(res.body().errors[0].field, 'total_days')
    assert.equal(await db.from('leaves').where('start_date', `${Y}-06-07`).count('* as n').first().then((r) => Number(r.n)), 0)

    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.post('/api/leave-setting').json({ allow_negative: true }).loginAs(hr)).assertStatus(200)
    const allowed = await requestLeave(client, { start_date: `${Y}-06-07`, end_date: `${Y}-06-09` })
    allowed.assertStatus(201)
    assert.equal((await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y)).available, '-1.0')
  })

  test('only a submitted request is edited (and counted again); taken leave is never deleted', async ({ client, assert }) => {
    await grantNextYear(client)
    const created = (await requestLeave(client, { start_date: `${Y}-06-07`, end_date: `${Y}-06-07` })).body()
    const emma = await demoUser(DEMO_EMAILS.employee)
    const edited = await client.post(`/api/leave/${created.id}`).json({ update_data: { end_date: `${Y}-06-09` } }).loginAs(emma)
    edited.assertStatus(200)
    assert.equal(edited.body().total_days, '3.0')
    ;(await status(client, created.id, 'approved', DEMO_EMAILS.manager)).assertStatus(200)
    const late = await client.post(`/api/leave/${created.id}`).json({ update_data: { end_date: `${Y}-06-10` } }).loginAs(emma)
    late.assertStatus(422)
    assert.equal(late.body().message, 'Only a submitted leave request can be changed.')
    const removed = await client.delete(`/api/leave/${created.id}`).loginAs(await demoUser(DEMO_EMAILS.hrAdmin))
    removed.assertStatus(422)
    assert.equal(removed.body().message, 'Approved leave cannot be deleted; cancel it to return the days.')
  })

  test('a manager-only profile cannot submit leave; tenancy and reach as everywhere', async ({ client, assert }) => {
    const marcus = await personOf(DEMO_EMAILS.manager)
    const own = await client.post('/api/leave').json({ person_id: marcus.id, leave_type_id: await typeId('Annual leave'), start_date: `${Y}-06-07`, end_date: `${Y}-06-07` })
      .loginAs(await demoUser(DEMO_EMAILS.manager))
    own.assertStatus(403)
    const emmaLeave = await db.from('leaves').where('person_id', (await personOf(DEMO_EMAILS.employee)).id).first()
    // Another customer's employee: not found; a colleague without the time privilege: not theirs to read.
    ;(await client.get(`/api/leave/${emmaLeave.id}`).loginAs(await demoUser(DEMO_EMAILS.otherEmployee))).assertStatus(404)
    ;(await client.get(`/api/leave/${emmaLeave.id}`).loginAs(await demoUser(DEMO_EMAILS.intern))).assertStatus(403)
    const mine = await client.get('/api/leave').loginAs(await demoUser(DEMO_EMAILS.employee))
    const emma = await personOf(DEMO_EMAILS.employee)
    assert.isTrue(mine.body().items.length > 0 && mine.body().items.every((l: any) => l.person_id === emma.id))
    // The reporting manager reads the requests of their reports (Emma and Ian), not the others'.
    const team = await client.get('/api/leave').qs({ per_page: 100 }).loginAs(await demoUser(DEMO_EMAILS.manager))
    assert.isTrue(team.body().items.some((l: any) => l.person_id === emma.id))
    const otherBalance = await client.get('/api/leave/balance').qs({ person_id: (await personOf(DEMO_EMAILS.hrAdmin)).id }).loginAs(await demoUser(DEMO_EMAILS.employee))
    otherBalance.assertStatus(403)
  })

  test('leave settings: everyone of the company reads them, the time privilege changes them, bad values are refused', async ({ client, assert }) => {
    const emma = await demoUser(DEMO_EMAILS.employee)
    const read = await client.get('/api/leave-setting').loginAs(emma)
    assert.deepEqual(read.body(), { allow_negative: false, day_count: 'working', carry_over_max: '0.0', carry_over_expiry: '03-31' })
    ;(await client.post('/api/leave-setting').json({ allow_negative: true }).loginAs(emma)).assertStatus(403)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const saved = await client.post('/api/leave-setting').json({ day_count: 'calendar', carry_over_max: '5.5', carry_over_expiry: '06-30' }).loginAs(hr)
    saved.assertStatus(200)
    assert.include(saved.body(), { day_count: 'calendar', carry_over_max: '5.5', carry_over_expiry: '06-30', allow_negative: false })
    const bad = await client.post('/api/leave-setting').json({ carry_over_expiry: '13-45', day_count: 'weekly' }).loginAs(hr)
    bad.assertStatus(422)
    assert.sameMembers(bad.body().errors.map((e: any) => e.field), ['carry_over_expiry', 'day_count'])
    // Calendar days now count the weekend.
    const person = await personOf(DEMO_EMAILS.employee)
    const days = await client.get('/api/leave/days').qs({ person_id: person.id, start_date: `${Y}-06-11`, end_date: `${Y}-06-14` }).loginAs(emma)
    assert.equal(days.body().total_days, '4.0')
  })

  test('lists filter by period: requests overlapping a date range; a date that is not one matches nothing', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const list = (q: Record<string, string>) => client.get('/api/leave').qs({ 'filter[person_id]': emma.id, ...q }).loginAs(hr)
    // December's two requests of Emma (7–9 and 28–29 December) overlap 9–28 December; February's does not.
    const december = await list({ 'filter[end_date]': `${year}-12-09..`, 'filter[start_date]': `..${year}-12-28` })
    assert.deepEqual(december.body().items.map((l: any) => l.start_date).sort(), [`${year}-12-07`, `${year}-12-28`])
    const bad = await list({ 'filter[start_date]': 'soon..', sort: 'start_date' })
    bad.assertStatus(200)
    assert.lengthOf(bad.body().items, 0)
    const impossible = await list({ 'filter[start_date]': `${year}-02-30` })
    assert.lengthOf(impossible.body().items, 0)
  })

  test('a reporting manager without the time privilege reads their reports\' leave and timesheets, nobody else\'s, and decides their requests', async ({ client, assert }) => {
    const marcus = await demoUser(DEMO_EMAILS.manager)
    await db.from('users').where('id', marcus.id).update({ access_time: false })
    const emma = await personOf(DEMO_EMAILS.employee)
    const helen = await personOf(DEMO_EMAILS.hrAdmin)
    const leave = await client.get('/api/leave').qs({ 'external[per_page]': 1000 }).loginAs(marcus)
    leave.assertStatus(200)
    const people = new Set(leave.body().items.map((l: any) => l.person_id))
    assert.isTrue(people.has(emma.id))
    assert.isFalse(people.has(helen.id))
    const sheets = await client.get('/api/timesheet').qs({ 'external[per_page]': 1000 }).loginAs(marcus)
    const sheetPeople = new Set(sheets.body().items.map((r: any) => r.person_id))
    assert.isTrue(sheetPeople.has(emma.id))
    assert.isFalse(sheetPeople.has(helen.id))
    const helenLeave = await db.from('leaves').where('person_id', helen.id).first()
    if (helenLeave) (await client.get(`/api/leave/${helenLeave.id}`).loginAs(marcus)).assertStatus(403)
    // Deciding is the reporting manager's even without the privilege; adding leave for a report is not.
    const pending = await db.from('leaves').where({ person_id: emma.id, status: 'submitted' }).first()
    ;(await client.post(`/api/leave/${pending.id}/status`).json({ status: 'approved' }).loginAs(marcus)).assertStatus(200)
    const add = await client.post('/api/leave').json({ person_id: emma.id, leave_type_id: await typeId('Annual leave'), start_date: `${Y}-06-07`, end_date: `${Y}-06-07` }).loginAs(marcus)
    add.assertStatus(403)
  })
})

test.group('Time off: the company\'s own leave types (issue 13)', (group) => {
  group.each.setup(() => isolatedTest())

  test('a company\'s own leave type is offered, granted and taken like the data cloud\'s; another company\'s never', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const globex = Number(emma.customer_id)
    const own = await db.from('leave_types').where({ customer_id: globex, name: 'Volunteer day' }).first()
    const foreign = await db.from('leave_types').where('name', 'Volunteer day').whereNot('customer_id', globex).first()
    // The form's options: the data cloud's types in use and Globex's own, not Initech's.
    const options = (await client.get('/api/reference-options/leave_types').qs({ person_id: emma.id }).loginAs(hr)).body()
    const ids = (options.items ?? options).map((o: any) => o.id)
    assert.include(ids, own.id)
    assert.notInclude(ids, foreign.id)
    assert.notInclude(ids, await typeId('Unpaid leave')) // switched off by Globex
    // The data cloud's list is the data cloud's only; the company's list is its own.
    const cloud = (await client.get('/api/leave-type').qs({ 'external[per_page]': 1000 }).loginAs(hr)).body().items.map((r: any) => r.id)
    assert.notInclude(cloud, own.id)
    const mine = (await client.get('/api/company-leave-type').loginAs(hr)).body().items.map((r: any) => r.id)
    assert.deepEqual(mine, [own.id])
    const grant = await client.post('/api/leave-entitlement').json({ person_id: emma.id, leave_type_id: own.id, year: nextYear, days: '1.0' }).loginAs(hr)
    grant.assertStatus(201)
    ;(await client.post('/api/leave-entitlement').json({ person_id: emma.id, leave_type_id: foreign.id, year: nextYear, days: '1.0' }).loginAs(hr)).assertStatus(422)
    const request = await requestLeave(client, { leave_type_id: own.id, start_date: `${nextYear}-06-08`, end_date: `${nextYear}-06-08` })
    request.assertStatus(201)
    const balance = await balanceOf(client, DEMO_EMAILS.employee, 'Volunteer day', nextYear)
    assert.include(balance, { entitlement: '1.0', pending: '1.0', available: '0.0' })
    // Year start grants its default entitlement (1 day) to the company's people like a data-cloud type's.
    ;(await client.post('/api/leave/year-start').json({ year: nextYear + 1 }).loginAs(hr)).assertStatus(200)
    assert.equal(Number((await db.from('leave_entitlements').where({ person_id: emma.id, leave_type_id: own.id, year: nextYear + 1 }).first()).days), 10)
    assert.isNull(await db.from('leave_entitlements').where({ leave_type_id: foreign.id, customer_id: globex }).first())
  })
})
