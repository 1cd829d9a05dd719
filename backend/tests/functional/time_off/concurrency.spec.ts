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
})
