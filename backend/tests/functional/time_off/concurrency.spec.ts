import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { DEMO_EMAILS, demoUser } from '#tests/helpers'
import { balanceOf, grantNextYear, nextYear, personOf, requestLeave, status, year } from './helpers.js'

const Y = nextYear

/**
 * Concurrent approvals on committed rows (no per-test transaction): every request has its own
 * connection from the pool, so on PostgreSQL the twenty really race for the row. Exactly one
 * applies the move and writes the ledger; the rest are refused. The rows are removed afterwards.
 */
test.group('Time off: concurrent approvals on real connections (issue 13)', (group) => {
  group.each.setup(() => limiter.clear(['memory']))

  test('20 parallel approvals of one committed request: one 200, one ledger entry, the balance moves once', async ({ client, assert }) => {
    const emma = await personOf(DEMO_EMAILS.employee)
    const entitlement = await grantNextYear(client)
    const leave = (await requestLeave(client, { start_date: `${Y}-06-07`, end_date: `${Y}-06-09` })).body()
    try {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => status(client, leave.id, 'approved', i % 2 ? DEMO_EMAILS.manager : DEMO_EMAILS.hrAdmin)))
      const codes = results.map((r) => r.status())
      assert.equal(codes.filter((c) => c === 200).length, 1, codes.join(','))
      assert.isTrue(codes.every((c) => c === 200 || c === 422), codes.join(','))
      assert.lengthOf(await db.from('leave_ledger_entries').where('leave_id', leave.id), 1)
      assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { taken: '3.0', available: '7.0' })
      // And the way back: 20 parallel cancels return the days once.
      const back = await Promise.all(Array.from({ length: 20 }, () => status(client, leave.id, 'canceled', DEMO_EMAILS.hrAdmin)))
      assert.equal(back.filter((r) => r.status() === 200).length, 1)
      assert.deepEqual((await db.from('leave_ledger_entries').where('leave_id', leave.id).orderBy('id')).map((e) => [e.kind, Number(e.days)]), [['taken', -30], ['reversal', 30]])
    } finally {
      await db.from('leave_ledger_entries').where({ person_id: emma.id, year: Y }).delete()
      await db.from('leaves').where('id', leave.id).delete()
      await db.from('leave_entitlements').where('id', entitlement.id).delete()
      await db.from('notifications').where('created_at', '>=', new Date(Date.now() - 3_600_000).toISOString()).whereIn('kind', ['leave_requested', 'leave_approved', 'leave_canceled']).delete()
      await db.from('audit_logs').where({ entity_name: 'leave', entity_id: leave.id }).delete()
    }
  })

  test('12 parallel balance reads with a carried-days expiry due: all 200, the expiry written once', async ({ client, assert }) => {
    const emma = await personOf(DEMO_EMAILS.employee)
    const expiry = { person_id: emma.id, year, kind: 'expiry' }
    const kept = await db.from('leave_ledger_entries').where(expiry)
    assert.lengthOf(kept, 1, 'the demo ledger holds one written expiry')
    await db.from('leave_ledger_entries').where(expiry).delete()
    try {
      const hr = await demoUser(DEMO_EMAILS.hrAdmin)
      // Each read finds the expiry due and writes it; the losers of the race must still answer.
      const reads = await Promise.all(Array.from({ length: 12 }, () => client.get('/api/leave/balance').qs({ person_id: emma.id, year }).loginAs(hr)))
      assert.deepEqual(reads.map((r) => r.status()), Array(12).fill(200))
      for (const r of reads) assert.deepInclude(r.body().items.find((i: any) => i.name === 'Annual leave'), { expired: '1.0', available: '9.0' })
      assert.lengthOf(await db.from('leave_ledger_entries').where(expiry), 1)
    } finally {
      if (!(await db.from('leave_ledger_entries').where(expiry)).length) {
        await db.table('leave_ledger_entries').multiInsert(kept.map(({ id, ...row }) => row))
      }
    }
  })

  test('40 parallel one-day requests against 13 available days: exactly 13 accepted, the balance never below zero', async ({ client, assert }) => {
    const emma = await personOf(DEMO_EMAILS.employee)
    const entitlement = await grantNextYear(client, '13.0')
    try {
      // Forty working days of next year, none of them a public holiday: no request overlaps another.
      const holidays = new Set((await db.from('public_holidays').where('country', 'SG').select('date')).map((h) => String(h.date).slice(0, 10)))
      const dates: string[] = []
      for (let d = Date.UTC(Y, 5, 1); dates.length < 40; d += 86_400_000) {
        const date = new Date(d).toISOString().slice(0, 10)
        if (![0, 6].includes(new Date(d).getUTCDay()) && !holidays.has(date)) dates.push(date)
      }
      const results = await Promise.all(dates.map((date) => requestLeave(client, { start_date: date, end_date: date })))
      const codes = results.map((r) => r.status())
      assert.equal(codes.filter((c) => c === 201).length, 13, codes.join(','))
      assert.isTrue(results.every((r) => r.status() === 201 || r.body().errors?.[0]?.rule === 'balance'), codes.join(','))
      const pending = await db.from('leaves').where({ person_id: emma.id, status: 'submitted' }).whereBetween('start_date', [`${Y}-01-01`, `${Y}-12-31`]).sum('total_days as total').first()
      assert.equal(Number(pending.total), 130)
      assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { pending: '13.0', available: '0.0' })
    } finally {
      await cleanUp(emma.id, entitlement.id)
    }
  })

  test('an employee re-saving a request while the manager approves it: the ledger takes what the approved row says, and gives back exactly that', async ({ client, assert }) => {
    const emma = await personOf(DEMO_EMAILS.employee)
    const entitlement = await grantNextYear(client, '30.0')
    const user = await demoUser(DEMO_EMAILS.employee)
    try {
      for (let i = 0; i < 10; i++) {
        // A Tuesday of next summer, edited to run to its Friday (one day, then four).
        const tuesday = new Date(Date.UTC(Y, 5, 8 + 7 * i)).toISOString().slice(0, 10)
        const friday = new Date(Date.UTC(Y, 5, 11 + 7 * i)).toISOString().slice(0, 10)
        const created = await requestLeave(client, { start_date: tuesday, end_date: tuesday })
        created.assertStatus(201)
        const id = created.body().id
        const [edit, approval] = await Promise.all([
          client.post(`/api/leave/${id}`).json({ update_data: { end_date: friday } }).loginAs(user),
          status(client, id, 'approved', DEMO_EMAILS.manager),
        ])
        assert.oneOf(edit.status(), [200, 422], JSON.stringify(edit.body()))
        approval.assertStatus(200)
        const row = await db.from('leaves').where('id', id).first()
        const taken = await db.from('leave_ledger_entries').where({ leave_id: id, kind: 'taken' }).sum('days as total').first()
        assert.equal(row.status, 'approved')
        assert.equal(-Number(taken.total), Number(row.total_days), `try ${i}: the approval's answer said ${approval.body().total_days}`)
        assert.equal(approval.body().total_days, (Number(row.total_days) / 10).toFixed(1))
        ;(await status(client, id, 'canceled', DEMO_EMAILS.hrAdmin)).assertStatus(200)
        const back = await db.from('leave_ledger_entries').where({ leave_id: id, kind: 'reversal' }).sum('days as total').first()
        assert.equal(Number(back.total), -Number(taken.total))
      }
      assert.include(await balanceOf(client, DEMO_EMAILS.employee, 'Annual leave', Y), { taken: '0.0', available: '30.0' })
    } finally {
      await cleanUp(emma.id, entitlement.id)
    }
  })
})

/** Removes the committed rows a test of next year's leave left: its requests, ledger entries, entitlement, mails and audit. */
async function cleanUp(personId: number, entitlementId: number) {
  const leaves = (await db.from('leaves').where('person_id', personId).whereBetween('start_date', [`${Y}-01-01`, `${Y}-12-31`]).select('id')).map((l) => Number(l.id))
  await db.from('leave_ledger_entries').where({ person_id: personId, year: Y }).delete()
  await db.from('leaves').whereIn('id', leaves).delete()
  await db.from('leave_entitlements').where('id', entitlementId).delete()
  await db.from('notifications').where('created_at', '>=', new Date(Date.now() - 3_600_000).toISOString()).whereIn('kind', ['leave_requested', 'leave_approved', 'leave_canceled']).delete()
  if (leaves.length) await db.from('audit_logs').where('entity_name', 'leave').whereIn('entity_id', leaves).delete()
  await db.from('audit_logs').where({ entity_name: 'leave_entitlement', entity_id: entitlementId }).delete()
}
