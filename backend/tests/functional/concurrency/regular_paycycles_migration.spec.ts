import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { isolatedTest } from '#tests/helpers'
import { oneRegularCyclePerPeriod, REGULAR_PERIOD_INDEX } from '#database/regular_paycycles'

/**
 * The migration to one regular paycycle per period (0201) on data made before it: the index dropped
 * inside the test's transaction (rolled back afterwards), duplicates written as the race wrote
 * them, then the migration's own step.
 */
test.group('Migration 0201: periods that already hold several regular paycycles', (group) => {
  group.each.setup(() => isolatedTest())

  test('the first is kept, an unused later one removed, a used one kept as an off-cycle run; then the index holds', async ({ assert }) => {
    await db.rawQuery(`DROP INDEX ${REGULAR_PERIOD_INDEX}`)
    const demo = await db.from('paycycles').where('kind', 'regular').orderBy('id').first()
    const now = new Date().toISOString()
    const { id: _id, ...copy } = demo
    const insert = async (extra: Record<string, unknown>) => {
      const [row] = await db.table('paycycles').insert({ ...copy, ...extra, created_at: now, updated_at: now }).returning('id')
      return Number(typeof row === 'object' ? row.id : row)
    }
    const unused = await insert({ name: 'Duplicate, unused', stage: 'not_started' })
    const reported = await insert({ name: 'Duplicate, reported', stage: 'not_started' })
    const started = await insert({ name: 'Duplicate, started', stage: 'change_data' })
    await db.table('payroll_reports').insert({
      customer_id: demo.customer_id, paycycle_id: reported, name: 'On the duplicate', status: 'generated', locked: false, visibility: 'all', register_version: 0, created_at: now, updated_at: now,
    })
    const offCycle = await insert({ name: 'Bonus run', kind: 'off_cycle', stage: 'not_started' })

    assert.equal(await oneRegularCyclePerPeriod(db as any), 3)
    const kinds = Object.fromEntries((await db.from('paycycles').whereIn('id', [demo.id, unused, reported, started, offCycle])).map((r) => [r.id, r.kind]))
    assert.deepEqual(kinds, { [demo.id]: 'regular', [reported]: 'off_cycle', [started]: 'off_cycle', [offCycle]: 'off_cycle' })
    // The index is back: a second regular cycle for the period is refused by the database itself.
    await assert.rejects(() => insert({ name: 'Another duplicate' }))
  })

  test('(the index dropped above came back with the rollback)', async ({ assert }) => {
    const demo = await db.from('paycycles').where('kind', 'regular').orderBy('id').first()
    const { id: _id, ...copy } = demo
    await assert.rejects(() => db.table('paycycles').insert({ ...copy, name: 'Duplicate' }))
  })
})
