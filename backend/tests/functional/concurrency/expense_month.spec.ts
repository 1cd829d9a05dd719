import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'
import { claimLimits } from '#areas/expenses/expense_rules'

/**
 * One claimant's month written from every side at once (issue 42), on committed rows: creates,
 * edits, deletes and decisions of claims on one limited item. No answer is a 5xx (the claimant's
 * lock and the claims' locks are taken in an order that cannot deadlock), and afterwards every
 * undecided claim shows the month as it stands: its stored flags are those judged now.
 */
const month = (day: number) => `${new Date().toISOString().slice(0, 7)}-${String(day).padStart(2, '0')}`

test.group('Concurrency (issue 42): one claimant\'s month written from every side at once', (group) => {
  group.each.setup(() => limiter.clear(['memory']))

  test('creates, edits, deletes and decisions in parallel: no 5xx, the undecided claims\' flags are the month\'s', async ({ client, assert }) => {
    const emma = await db.from('people').where('work_email', DEMO_EMAILS.employee).first()
    const item = await db.from('allowance_items').where('name', 'Mobile phone').first()
    const employee = await demoUser(DEMO_EMAILS.employee)
    const manager = await demoUser(DEMO_EMAILS.manager)
    const marks = {
      expenses: Number((await db.from('expenses').max('id as id').first())?.id ?? 0),
      audit: Number((await db.from('audit_logs').max('id as id').first())?.id ?? 0),
      notifications: Number((await db.from('notifications').max('id as id').first())?.id ?? 0),
    }
    const create = (i: number) => client.post('/api/expense').json({
      person_id: emma.id, name: `Month ${i}`, allowance_item_id: item.id, amount: '10.00', currency: 'SGD', transaction_date: month(2 + i), payment_type: 'cash',
    }).loginAs(employee)
    try {
      const first = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => create(i)))
      const ids = first.map((r) => Number(r.body().id))
      const answers = await Promise.all([
        ...[6, 7, 8, 9].map((i) => create(i)),
        ...ids.slice(0, 3).map((id) => client.post(`/api/expense/${id}`).json({ update_data: { amount: '15.00' } }).loginAs(employee)),
        ...ids.slice(3, 5).map((id) => client.delete(`/api/expense/${id}`).loginAs(employee)),
        ...[ids[0], ids[5]].map((id) => client.post(`/api/expense/${id}/status`).json({ status: 'approved' }).loginAs(manager)),
      ])
      const codes = answers.map((r) => r.status())
      assert.isTrue(codes.every((c) => c < 500), codes.join(','))
      const open = await db.from('expenses').where('id', '>', marks.expenses).where('status', 'submitted')
      assert.isAbove(open.length, 0)
      for (const row of open) {
        const judged = await claimLimits(db, row)
        assert.deepEqual({ over_limit: !!row.over_limit, limit_flags: row.limit_flags ?? null }, judged, `claim ${row.name}`)
      }
    } finally {
      await db.from('expenses').where('id', '>', marks.expenses).delete()
      await db.from('audit_logs').where('id', '>', marks.audit).delete()
      await db.from('notifications').where('id', '>', marks.notifications).delete()
    }
  })
})
