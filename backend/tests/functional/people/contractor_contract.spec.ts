import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { todayUtc } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const personOf = async (email: string) => db.from('people').where('work_email', email).first()
const errorsByField = (body: any) => Object.fromEntries((body.errors ?? []).map((e: any) => [e.field, e.message]))
const now = () => new Date().toISOString()

/** A calendar date `days` after today (UTC), as the API takes dates. */
function inDays(days: number) {
  const d = new Date(`${todayUtc()}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const TERMS = {
  title: 'Mobile app build', contract_type: 'fixed_fee', start_date: '2027-01-01', end_date: '2027-06-30',
  frequency: 'monthly', currency: 'USD', rate: '6500.50', scope_of_work: 'Build the mobile app.',
}

async function newContract(client: any, personId?: number, extra: Record<string, unknown> = {}) {
  const hr = await demoUser(DEMO_EMAILS.hrAdmin)
  const carlos = await personOf(DEMO_EMAILS.contractor)
  const res = await client.post('/api/contractor-contract').json({ ...TERMS, person_id: personId ?? carlos.id, ...extra }).loginAs(hr)
  res.assertStatus(201)
  return res.body()
}

test.group('Contractor contracts: the workflow (domain §4)', (group) => {
  group.each.setup(() => isolatedTest())

  test('initiated → proposed → signed; skipping a step and undoing a signature are refused', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    // The status is the server's: a client cannot create a contract already signed (refused naming the fields, issue 42).
    const carlos = await personOf(DEMO_EMAILS.contractor)
    const forged = await client.post('/api/contractor-contract').json({ ...TERMS, person_id: carlos.id, status: 'signed', notice_date: '2030-01-01' }).loginAs(hr)
    forged.assertStatus(422)
    assert.sameMembers(forged.body().errors.map((e: { field: string }) => e.field), ['status', 'notice_date'])
    const contract = await newContract(client)
    assert.include(contract, { status: 'initiated', notice_date: null, signed_at: null, rate: '6500.50', currency: 'USD', frequency: 'monthly' })
    const stored = await db.from('contractor_contracts').where('id', contract.id).first()
    assert.equal(Number(stored.rate), 650050)
    const status = (to: string, body: Record<string, unknown> = {}) =>
      client.post(`/api/contractor-contract/${contract.id}/status`).json({ status: to, ...body }).loginAs(hr)

    const skip = await status('signed')
    skip.assertStatus(422)
    assert.equal(skip.body().message, 'This status change is not allowed: a contract goes from initiated to proposed to signed; a signed contract can be stopped (and restarted) or expire.')
    assert.deepEqual(skip.body().errors[0], { field: 'status', rule: 'transition', message: skip.body().message })

    const proposed = await status('proposed')
    proposed.assertStatus(200)
    assert.equal(proposed.body().status, 'proposed')
    const signed = await status('signed')
    signed.assertStatus(200)
    assert.equal(signed.body().status, 'signed')
    assert.isString(signed.body().signed_at)

    for (const back of ['proposed', 'initiated']) {
      const undo = await status(back)
      undo.assertStatus(422)
      assert.equal(undo.body().message, 'Signing cannot be undone: a signed contract cannot go back to initiated or proposed.')
    }
    const nonsense = await status('cancelled')
    nonsense.assertStatus(422)
    assert.equal(nonsense.body().errors[0].field, 'status')
    // The generic update cannot touch the status either: refused naming it (issue 42).
    const sneaky = await client.post(`/api/contractor-contract/${contract.id}`).json({ update_data: { status: 'expired' } }).loginAs(hr)
    sneaky.assertStatus(422)
    assert.deepEqual(sneaky.body().errors.map((e: { field: string }) => e.field), ['status'])
    assert.equal((await db.from('contractor_contracts').where('id', contract.id).first()).status, 'signed')

    const audit = await db.from('audit_logs').where('entity_name', 'contractor_contract').where('entity_id', contract.id).orderBy('id').select('action')
    assert.deepEqual(audit.map((a) => a.action), ['create', 'update', 'update'])
  })

  test('stopping needs a notice date at least 7 days ahead; a stopped contract restarts; expiry is final', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const contract = await newContract(client)
    const status = (to: string, body: Record<string, unknown> = {}) =>
      client.post(`/api/contractor-contract/${contract.id}/status`).json({ status: to, ...body }).loginAs(hr)
    ;(await status('proposed')).assertStatus(200)
    // Only a signed contract can be stopped.
    const early = await status('stopped', { notice_date: inDays(30) })
    early.assertStatus(422)
    assert.equal(early.body().errors[0].field, 'status')
    ;(await status('signed')).assertStatus(200)

    const missing = await status('stopped')
    missing.assertStatus(422)
    assert.deepEqual(errorsByField(missing.body()), { notice_date: 'Stopping a contract needs a notice date.' })
    const invalid = await status('stopped', { notice_date: '2030-02-30' })
    invalid.assertStatus(422)
    assert.deepEqual(errorsByField(invalid.body()), { notice_date: 'The notice date must be a date.' })
    const tooSoon = await status('stopped', { notice_date: inDays(6) })
    tooSoon.assertStatus(422)
    const expected = `The notice date must be at least 7 days after today (on or after ${inDays(7)}).`
    assert.equal(tooSoon.body().message, expected)
    assert.deepEqual(tooSoon.body().errors, [{ field: 'notice_date', rule: 'noticeMin', message: expected }])
    const past = await status('stopped', { notice_date: inDays(-1) })
    past.assertStatus(422)

    const stopped = await status('stopped', { notice_date: inDays(7) })
    stopped.assertStatus(200)
    assert.include(stopped.body(), { status: 'stopped', notice_date: inDays(7) })
    assert.isString(stopped.body().stopped_at)

    // A stopped contract keeps its terms, cannot be deleted, and cannot go back before signing.
    const edit = await client.post(`/api/contractor-contract/${contract.id}`).json({ update_data: { rate: '7000' } }).loginAs(hr)
    edit.assertStatus(422)
    assert.deepEqual(errorsByField(edit.body()), { rate: 'A stopped or expired contract cannot be edited. Restart it first.' })
    const del = await client.delete(`/api/contractor-contract/${contract.id}`).loginAs(hr)
    del.assertStatus(422)
    assert.equal(del.body().message, 'A contract that was signed cannot be deleted; only initiated or proposed contracts can.')
    ;(await status('proposed')).assertStatus(422)

    const restarted = await status('signed')
    restarted.assertStatus(200)
    assert.include(restarted.body(), { status: 'signed', notice_date: null, stopped_at: null })
    assert.equal(restarted.body().signed_at, stopped.body().signed_at)

    const expired = await status('expired')
    expired.assertStatus(200)
    assert.equal(expired.body().status, 'expired')
    for (const to of ['signed', 'stopped', 'proposed']) {
      const again = await status(to, { notice_date: inDays(30) })
      again.assertStatus(422)
      assert.equal(again.body().message, 'An expired contract is final: its status cannot change.')
    }
    ;(await client.post(`/api/contractor-contract/${contract.id}`).json({ update_data: { title: 'Renamed' } }).loginAs(hr)).assertStatus(422)
  })

  test('editing the terms of a signed contract sends it back to proposed; an unchanged form does not', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const contract = await newContract(client)
    for (const to of ['proposed', 'signed']) {
      ;(await client.post(`/api/contractor-contract/${contract.id}/status`).json({ status: to }).loginAs(hr)).assertStatus(200)
    }
    // The whole form sent back as it was (the amount written differently) is not a change of terms.
    const same = await client.post(`/api/contractor-contract/${contract.id}`).json({ update_data: { ...TERMS, rate: '6500.5', currency: 'usd' } }).loginAs(hr)
    same.assertStatus(200)
    assert.equal(same.body().status, 'signed')
    assert.isString(same.body().signed_at)

    const changed = await client.post(`/api/contractor-contract/${contract.id}`).json({ update_data: { ...TERMS, end_date: '2027-12-31' } }).loginAs(hr)
    changed.assertStatus(200)
    assert.include(changed.body(), { status: 'proposed', signed_at: null, end_date: '2027-12-31' })
    // Re-signed, then a proposed contract's terms change freely and it may be withdrawn.
    ;(await client.post(`/api/contractor-contract/${contract.id}/status`).json({ status: 'signed' }).loginAs(hr)).assertStatus(200)
    const rate = await client.post(`/api/contractor-contract/${contract.id}`).json({ update_data: { rate: '7200.00' } }).loginAs(hr)
    assert.include(rate.body(), { status: 'proposed', rate: '7200.00' })
    const again = await client.post(`/api/contractor-contract/${contract.id}`).json({ update_data: { title: 'Mobile app build, phase 2' } }).loginAs(hr)
    assert.equal(again.body().status, 'proposed')
    ;(await client.delete(`/api/contractor-contract/${contract.id}`).loginAs(hr)).assertStatus(200)
    assert.isNull(await db.from('contractor_contracts').where('id', contract.id).first())
  })
})

test.group('Contractor contracts: terms, owners and visibility', (group) => {
  group.each.setup(() => isolatedTest())

  test('the end date may not precede the start; the amount keeps the currency precision', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const carlos = await personOf(DEMO_EMAILS.contractor)
    const bad = await client.post('/api/contractor-contract').json({ ...TERMS, person_id: carlos.id, start_date: '2027-02-01', end_date: '2027-01-31' }).loginAs(hr)
    bad.assertStatus(422)
    assert.deepEqual(errorsByField(bad.body()), { end_date: 'The contract end date must be the same as or later than the start date.' })
    const contract = await newContract(client)
    const edit = await client.post(`/api/contractor-contract/${contract.id}`).json({ update_data: { end_date: '2026-12-31' } }).loginAs(hr)
    edit.assertStatus(422)
    assert.deepEqual(errorsByField(edit.body()), { end_date: 'The contract end date must be the same as or later than the start date.' })
    const sameDay = await client.post(`/api/contractor-contract/${contract.id}`).json({ update_data: { end_date: '2027-01-01' } }).loginAs(hr)
    sameDay.assertStatus(200)

    const cents = await client.post('/api/contractor-contract').json({ ...TERMS, person_id: carlos.id, rate: '10.555' }).loginAs(hr)
    cents.assertStatus(422)
    assert.equal(cents.body().errors[0].field, 'rate')
    const missing = await client.post('/api/contractor-contract').json({ person_id: carlos.id }).loginAs(hr)
    missing.assertStatus(422)
    assert.includeMembers(missing.body().errors.map((e: any) => e.field), ['title', 'contract_type', 'start_date', 'currency', 'rate'])
    const type = await client.post('/api/contractor-contract').json({ ...TERMS, person_id: carlos.id, contract_type: 'permanent' }).loginAs(hr)
    type.assertStatus(422)
    assert.equal(type.body().errors[0].field, 'contract_type')
  })

  test('only a contractor of the company can have a contract, and it never changes owner', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const staff = await client.post('/api/contractor-contract').json({ ...TERMS, person_id: emma.id }).loginAs(hr)
    staff.assertStatus(422)
    assert.equal(staff.body().message, 'Only a contractor can have a contractor contract.')
    assert.deepEqual(errorsByField(staff.body()), { person_id: 'Only a contractor can have a contractor contract.' })
    const initechContractor = await db.from('contractor_contracts').where('title', 'Data migration services').first()
    const foreign = await client.post('/api/contractor-contract').json({ ...TERMS, person_id: initechContractor.person_id }).loginAs(hr)
    foreign.assertStatus(422)
    assert.equal(foreign.body().errors[0].field, 'person_id')

    const contract = await newContract(client)
    const move = await client.post(`/api/contractor-contract/${contract.id}`).json({ update_data: { person_id: emma.id } }).loginAs(hr)
    move.assertStatus(200)
    assert.equal(move.body().person_id, contract.person_id)
  })

  test('employees and other companies cannot see contracts; the contractor reads only their own', async ({ client, assert }) => {
    const signed = await db.from('contractor_contracts').where('title', 'Frontend development retainer').first()
    const initech = await db.from('contractor_contracts').where('title', 'Data migration services').first()
    const employee = await demoUser(DEMO_EMAILS.employee)
    const list = await client.get('/api/contractor-contract').loginAs(employee)
    list.assertStatus(200)
    assert.deepEqual(list.body().items, [])
    ;(await client.get(`/api/contractor-contract/${signed.id}`).loginAs(employee)).assertStatus(403)
    ;(await client.post(`/api/contractor-contract/${signed.id}/status`).json({ status: 'expired' }).loginAs(employee)).assertStatus(403)
    ;(await client.get(`/api/contractor-contract/${signed.id}`).loginAs(await demoUser(DEMO_EMAILS.manager))).assertStatus(403)

    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.get(`/api/contractor-contract/${initech.id}`).loginAs(hr)).assertStatus(404)
    ;(await client.post(`/api/contractor-contract/${initech.id}/status`).json({ status: 'expired' }).loginAs(hr)).assertStatus(404)
    const hrList = await client.get('/api/contractor-contract').qs({ 'external[per_page]': 1000 }).loginAs(hr)
    assert.notInclude(hrList.body().items.map((r: any) => r.id), initech.id)
    ;(await client.get(`/api/contractor-contract/${signed.id}`).loginAs(await demoUser(DEMO_EMAILS.otherEmployee))).assertStatus(404)

    const carlos = await demoUser(DEMO_EMAILS.contractor)
    const own = await client.get('/api/contractor-contract').loginAs(carlos)
    own.assertStatus(200)
    assert.sameMembers(own.body().items.map((r: any) => r.title), ['Frontend development retainer', 'Design system audit'])
    ;(await client.get(`/api/contractor-contract/${signed.id}`).loginAs(carlos)).assertStatus(200)
    // Reading is not changing: the terms and the status stay with the contractor privilege.
    ;(await client.post(`/api/contractor-contract/${signed.id}/status`).json({ status: 'expired' }).loginAs(carlos)).assertStatus(403)
    ;(await client.post('/api/contractor-contract').json({ ...TERMS, person_id: signed.person_id }).loginAs(carlos)).assertStatus(403)
  })

  test('a contractor with contracts is not deletable: "The condition for the delete contractor workflow contractor is not met."', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const carlos = await personOf(DEMO_EMAILS.contractor)
    const [r] = await db.table('people').insert({
      customer_id: carlos.customer_id, name: 'Short Engagement', type: 'contractor', status: 'inactive', engagement_type: 'ic',
      country: 'PH', is_expat: false, created_at: now(), updated_at: now(),
    }).returning('id')
    const personId = Number(typeof r === 'object' ? r.id : r)
    const contract = await newContract(client, personId)
    const blocked = await client.delete(`/api/people/${personId}`).loginAs(hr)
    blocked.assertStatus(422)
    assert.equal(blocked.body().message, 'The condition for the delete contractor workflow contractor is not met.')
    // A draft contract is withdrawn first; then the contractor goes.
    ;(await client.delete(`/api/contractor-contract/${contract.id}`).loginAs(hr)).assertStatus(200)
    ;(await client.delete(`/api/people/${personId}`).loginAs(hr)).assertStatus(200)
  })
})
