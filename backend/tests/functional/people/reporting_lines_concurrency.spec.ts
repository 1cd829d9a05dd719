import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { DEMO_EMAILS, demoUser } from '#tests/helpers'

/**
 * Issue 42 §8 on real connections (no per-test transaction): "A reports to B" and "B reports to A"
 * sent at once. Each check alone passes (neither is yet the other's manager); the advisory lock of
 * the reporting-lines check makes the second see the first's write, so a round never ends with both
 * stored, a cycle. The people are removed afterwards.
 */
test.group('People: parallel reporting-line changes (issue 42)', (group) => {
  group.each.setup(() => limiter.clear(['memory']))

  test('A under B and B under A in parallel, 10 rounds: never both, the loser told on reporting_manager_id', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const create = async (name: string) => {
      const res = await client.post('/api/people').json({ name, type: 'staff', status: 'onboarding', country: 'SG' }).loginAs(hr)
      res.assertStatus(201)
      return Number(res.body().id)
    }
    const a = await create('Cycle Race A')
    const b = await create('Cycle Race B')
    const under = (id: number, manager: number) => client.post(`/api/people/${id}`).json({ update_data: { reporting_manager_id: manager } }).loginAs(hr)
    try {
      for (let round = 0; round < 10; round++) {
        await db.from('people').whereIn('id', [a, b]).update({ reporting_manager_id: null })
        const answers = await Promise.all(round % 2 ? [under(a, b), under(b, a)] : [under(b, a), under(a, b)])
        const codes = answers.map((r) => r.status()).sort()
        assert.deepEqual(codes, [200, 422], `round ${round}`)
        const refused = answers.find((r) => r.status() === 422)!
        assert.deepEqual(refused.body().errors.map((e: { field: string }) => e.field), ['reporting_manager_id'])
        const rows = await db.from('people').whereIn('id', [a, b]).select('id', 'reporting_manager_id')
        assert.equal(rows.filter((r) => r.reporting_manager_id !== null).length, 1, `round ${round}`)
      }
    } finally {
      await db.from('people').whereIn('id', [a, b]).update({ reporting_manager_id: null })
      await db.from('audit_logs').where('entity_name', 'people').whereIn('entity_id', [a, b]).delete()
      await db.from('people').whereIn('id', [a, b]).delete()
    }
  })
})
