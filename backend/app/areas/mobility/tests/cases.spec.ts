import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest, lastMailTo } from '#tests/helpers'
import { runQueuedJobs } from '#tests/jobs_helpers'
import { demoCase, errorsByField, move, openCase, personOf } from './helpers.js'

test.group('Global mobility (issue 16): visa cases, their lifecycle and who sees the fees', (group) => {
  group.each.setup(() => isolatedTest())

  test('the demo: employee@ has a work-visa case in application_in_progress with its two timeline entries', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const list = (await client.get('/api/mobility-case').qs({ 'filter[person_id]': emma.id }).loginAs(hr)).body().items
    assert.lengthOf(list, 1)
    assert.include(list[0], { visa_type: 'work', status: 'application_in_progress', currency: 'SGD', service_fee: '1500.00', vendor_cost: '900.00' })
    const timeline = (await client.get(`/api/mobility-case/${list[0].id}/timeline`).loginAs(hr)).body().data
    assert.deepEqual(timeline.map((e: any) => [e.from_status, e.to_status]), [[null, 'information_collection'], ['information_collection', 'application_in_progress']])
    assert.equal(timeline[1].actor_name, hr.name)
  })

  test('a case opens in information_collection whatever is sent, and walks the lifecycle to completed, each move on the timeline', async ({ client, assert }) => {
    const forged = await openCase(client, { status: 'approved' })
    forged.assertStatus(422)
    assert.deepEqual(forged.body().errors.map((e: { field: string }) => e.field), ['status'])
    const res = await openCase(client)
    res.assertStatus(201)
    assert.include(res.body(), { status: 'information_collection', service_fee: '1200.00', vendor_cost: '800.00', currency: 'SGD', visa_type: 'business' })
    const id = res.body().id
    for (const to of ['application_in_progress', 'approved', 'completed']) {
      const moved = await move(client, id, to, DEMO_EMAILS.hrAdmin, `to ${to}`)
      moved.assertStatus(200)
      assert.equal(moved.body().status, to)
    }
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const timeline = (await client.get(`/api/mobility-case/${id}/timeline`).loginAs(hr)).body().data
    assert.deepEqual(timeline.map((e: any) => e.to_status), ['information_collection', 'application_in_progress', 'approved', 'completed'])
    assert.deepEqual(timeline.map((e: any) => e.notes), [null, 'to application_in_progress', 'to approved', 'to completed'])
    assert.isTrue(timeline.every((e: any) => e.actor_id === hr.id && !Number.isNaN(Date.parse(e.created_at))))
    // Closed: no move, no edit.
    const again = await move(client, id, 'canceled')
    again.assertStatus(422)
    assert.equal(again.body().message, 'This visa case is closed and can no longer change.')
    const edit = await client.post(`/api/mobility-case/${id}`).json({ update_data: { notes: 'late' } }).loginAs(hr)
    edit.assertStatus(422)
    const audit = await db.from('audit_logs').where({ entity_name: 'mobility_case', entity_id: id }).orderBy('id')
    assert.isAtLeast(audit.length, 4)
  })

  test('every illegal move is a 422 and changes nothing; a rejected case can be completed; canceled from any open state', async ({ client, assert }) => {
    const id = (await openCase(client)).body().id
    for (const to of ['approved', 'rejected', 'completed', 'information_collection', 'nonsense']) {
      const res = await move(client, id, to)
      res.assertStatus(422)
    }
    assert.equal(errorsByField((await move(client, id, 'approved')).body()).status, 'This visa case cannot move to that status.')
    assert.equal(errorsByField((await move(client, id, '')).body()).status, 'Status is required.')
    assert.equal((await db.from('mobility_cases').where('id', id).first()).status, 'information_collection')
    ;(await move(client, id, 'application_in_progress')).assertStatus(200)
    ;(await move(client, id, 'rejected')).assertStatus(200)
    ;(await move(client, id, 'completed')).assertStatus(200)
    for (const path of [['application_in_progress'], ['application_in_progress', 'approved'], ['application_in_progress', 'rejected']]) {
      const other = (await openCase(client)).body().id
      for (const to of path) (await move(client, other, to)).assertStatus(200)
      ;(await move(client, other, 'canceled')).assertStatus(200)
    }
    const fresh = (await openCase(client)).body().id
    ;(await move(client, fresh, 'canceled')).assertStatus(200)
  })

  test('two concurrent moves from one status: exactly one applies and the timeline has it once', async ({ client, assert }) => {
    const id = (await openCase(client)).body().id
    const [a, b] = await Promise.all([move(client, id, 'application_in_progress'), move(client, id, 'application_in_progress')])
    assert.sameMembers([a.status(), b.status()], [200, 422])
    const events = await db.from('mobility_case_events').where('case_id', id)
    assert.lengthOf(events, 2)
  })

  test('only a case still collecting information can be deleted', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const id = (await openCase(client)).body().id
    const kept = (await openCase(client)).body().id
    ;(await move(client, kept, 'application_in_progress')).assertStatus(200)
    const refused = await client.delete(`/api/mobility-case/${kept}`).loginAs(hr)
    refused.assertStatus(422)
    assert.equal(refused.body().message, 'Only a visa case still collecting information can be deleted.')
    ;(await client.delete(`/api/mobility-case/${id}`).loginAs(hr)).assertStatus(200)
    assert.isNull(await db.from('mobility_cases').where('id', id).first())
  })

  test('fees name their currency; bad input gets every field named and changes nothing', async ({ client, assert }) => {
    const before = Number((await db.from('mobility_cases').count('* as n').first()).n)
    const noCurrency = await openCase(client, { currency: null })
    noCurrency.assertStatus(422)
    assert.equal(errorsByField(noCurrency.body()).currency, 'Choose the currency of the fees.')
    const bad = await openCase(client, { visa_type: 'tourist', leaving_country: 'XX', arrive_date: '2027-02-30', service_fee: 'ten' })
    bad.assertStatus(422)
    assert.includeMembers(Object.keys(errorsByField(bad.body())), ['visa_type', 'leaving_country', 'arrive_date', 'service_fee'])
    const yen = await openCase(client, { currency: 'JPY', service_fee: '1000.50' })
    yen.assertStatus(422)
    assert.equal(Number((await db.from('mobility_cases').count('* as n').first()).n), before)
  })

  test('the employee reads their own case without the fees (list, show, move answer), and cannot open, edit, move or delete cases', async ({ client, assert }) => {
    const emma = await demoUser(DEMO_EMAILS.employee)
    const kase = await demoCase()
    const list = (await client.get('/api/mobility-case').loginAs(emma)).body().items
    assert.deepEqual(list.map((c: any) => c.id), [kase.id])
    for (const row of [list[0], (await client.get(`/api/mobility-case/${kase.id}`).loginAs(emma)).body()]) {
      assert.notProperty(row, 'service_fee')
      assert.notProperty(row, 'vendor_cost')
      assert.notProperty(row, 'currency')
      assert.equal(row.visa_type, 'work')
    }
    assert.notInclude(JSON.stringify((await client.get('/api/mobility-case').qs({ 'filter[service_fee]': 150000 }).loginAs(emma)).body()), '1500')
    ;(await openCase(client, {}, DEMO_EMAILS.employee, DEMO_EMAILS.employee)).assertStatus(403)
    ;(await client.post(`/api/mobility-case/${kase.id}`).json({ update_data: { notes: 'mine' } }).loginAs(emma)).assertStatus(403)
    ;(await move(client, kase.id, 'approved', DEMO_EMAILS.employee)).assertStatus(403)
    ;(await client.delete(`/api/mobility-case/${kase.id}`).loginAs(emma)).assertStatus(403)
    assert.equal((await db.from('mobility_cases').where('id', kase.id).first()).status, 'application_in_progress')
    // The timeline is the case's readers', the person included.
    ;(await client.get(`/api/mobility-case/${kase.id}/timeline`).loginAs(emma)).assertStatus(200)
    // A colleague sees neither the case nor its timeline.
    const colleague = await demoUser(DEMO_EMAILS.intern)
    assert.lengthOf((await client.get('/api/mobility-case').loginAs(colleague)).body().items, 0)
    ;(await client.get(`/api/mobility-case/${kase.id}`).loginAs(colleague)).assertStatus(403)
    ;(await client.get(`/api/mobility-case/${kase.id}/timeline`).loginAs(colleague)).assertStatus(403)
    // Another company's user: the case does not exist for them.
    ;(await client.get(`/api/mobility-case/${kase.id}`).loginAs(await demoUser(DEMO_EMAILS.otherEmployee))).assertStatus(404)
  })

  test('the reporting manager reads their report\'s case without fees and may not set fees; HR sets and reads them', async ({ client, assert }) => {
    const kase = await demoCase()
    const emma = await personOf(DEMO_EMAILS.employee)
    const manager = await demoUser(DEMO_EMAILS.manager)
    assert.equal(Number(emma.reporting_manager_id), manager.personId ?? (await personOf(DEMO_EMAILS.manager)).id)
    const seen = (await client.get('/api/mobility-case').loginAs(manager)).body().items
    assert.include(seen.map((c: any) => c.id), kase.id)
    assert.isTrue(seen.every((c: any) => !('service_fee' in c) && !('vendor_cost' in c)))
    ;(await move(client, kase.id, 'approved', DEMO_EMAILS.manager)).assertStatus(403)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const edit = await client.post(`/api/mobility-case/${kase.id}`).json({ update_data: { service_fee: '1750.00' } }).loginAs(hr)
    edit.assertStatus(200)
    assert.equal(edit.body().service_fee, '1750.00')
    assert.equal(Number((await db.from('mobility_cases').where('id', kase.id).first()).service_fee), 175000)
  })

  test('a vendor user sees the cases of the customers assigned to them; another tenant\'s cases are a 404', async ({ client, assert }) => {
    const kase = await demoCase()
    const vendor = await demoUser(DEMO_EMAILS.vendorUser)
    const res = await client.get(`/api/mobility-case/${kase.id}`).header('x-customer-id', String(kase.customer_id)).loginAs(vendor)
    res.assertStatus(200)
    assert.equal(res.body().vendor_cost, '900.00')
    const umbrella = await db.from('customers').where('name', 'Umbrella Holdings').first()
    const outsider = await db.from('people').where('customer_id', umbrella.id).first()
    const [row] = await db.table('mobility_cases').insert({
      customer_id: umbrella.id, person_id: outsider.id, leaving_country: 'DE', visiting_country: 'FR', visa_type: 'work', status: 'information_collection',
      created_at: new Date().toISOString(), updated_at: new Date().toISOString(),
    }).returning('id')
    const foreign = Number(typeof row === 'object' ? row.id : row)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.get(`/api/mobility-case/${foreign}`).loginAs(hr)).assertStatus(404)
    ;(await move(client, foreign, 'application_in_progress')).assertStatus(404)
    ;(await client.get(`/api/mobility-case/${foreign}/timeline`).loginAs(hr)).assertStatus(404)
  })

  test('each move tells the person (in-app and by e-mail) and the other participants, never the one who moved it', async ({ client, assert }) => {
    const kase = await demoCase()
    const emma = await demoUser(DEMO_EMAILS.employee)
    ;(await move(client, kase.id, 'approved', DEMO_EMAILS.hrAdmin, 'Pass issued')).assertStatus(200)
    const notices = (await client.get('/api/notifications').loginAs(emma)).body().items
    assert.equal(notices[0].title, 'Visa approved')
    assert.include(notices[0].body, 'Pass issued')
    assert.equal(notices[0].link, '/my-info?tab=mobility')
    // Notification e-mails are queued jobs (issue 44), sent once the change is committed.
    await runQueuedJobs()
    assert.include(lastMailTo(DEMO_EMAILS.employee)!.text, 'was approved')
    assert.notInclude(lastMailTo(DEMO_EMAILS.employee)!.text, '1,500')
    // The vendor user commented on the demo case: a participant.
    const vendor = await demoUser(DEMO_EMAILS.vendorUser)
    assert.equal((await client.get('/api/notifications').loginAs(vendor)).body().items[0].link, `/global-mobility/${kase.id}`)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const hrNotices = (await client.get('/api/notifications').loginAs(hr)).body().items
    assert.isFalse(hrNotices.some((n: any) => n.title === 'Visa approved'))
  })

  test('expiring within N days: the list filters visas by their expiry range', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const today = new Date().toISOString().slice(0, 10)
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
    const soon = (await openCase(client, { visa_expiry_date: inDays(20) })).body().id
    const later = (await openCase(client, { visa_expiry_date: inDays(75) })).body().id
    const within = async (n: number) => (await client.get('/api/mobility-case').qs({ 'filter[visa_expiry_date]': `${today}..${inDays(n)}` }).loginAs(hr)).body().items.map((c: any) => c.id)
    assert.include(await within(30), soon)
    assert.notInclude(await within(30), later)
    assert.includeMembers(await within(90), [soon, later, (await demoCase()).id])
  })

  test('setting a person as expat opens the visa case for the host country in the same step, or nothing when its input is bad', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const hire = await personOf(DEMO_EMAILS.newHire)
    const bad = await client.post(`/api/people/${hire.id}/set-expat`).json({ host_country: 'JP', expat_start_date: '2027-01-04', open_visa_case: true, visa_type: 'tourist' }).loginAs(hr)
    bad.assertStatus(422)
    assert.property(errorsByField(bad.body()), 'visa_type')
    assert.isFalse(!!(await db.from('people').where('id', hire.id).first()).is_expat)
    const set = await client.post(`/api/people/${hire.id}/set-expat`).json({ host_country: 'JP', expat_start_date: '2027-01-04', open_visa_case: true, visa_type: 'work', visa_expiry_date: '2027-12-31' }).loginAs(hr)
    set.assertStatus(201)
    const kase = (await client.get(`/api/mobility-case/${set.body().mobility_case_id}`).loginAs(hr)).body()
    assert.include(kase, { person_id: hire.id, leaving_country: hire.country, visiting_country: 'JP', visa_type: 'work', arrive_date: '2027-01-04', visa_expiry_date: '2027-12-31', status: 'information_collection' })
    const timeline = (await client.get(`/api/mobility-case/${kase.id}/timeline`).loginAs(hr)).body().data
    assert.deepEqual(timeline.map((e: any) => e.to_status), ['information_collection'])
  })
})
