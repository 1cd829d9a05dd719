import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * GET /api/expense/:id/limits (issue 42 §3, what the decider is shown) reads as the claim reads: its
 * person, their reporting manager and the payroll privilege; not a colleague, another company or
 * an anonymous caller, who learn nothing of the claim's month.
 */
test.group('Security: a claim\'s limits are read by the claim\'s readers only', (group) => {
  group.each.setup(() => isolatedTest())

  test('person, manager and HR read it; a colleague, another company and no session do not', async ({ client, assert }) => {
    const emma = await db.from('people').where('work_email', DEMO_EMAILS.employee).first()
    const item = await db.from('allowance_items').where({ customer_id: emma.customer_id, name: 'Mobile phone' }).first()
    const created = await client.post('/api/expense').json({
      person_id: emma.id, name: 'Phone bill', allowance_item_id: item.id, amount: '20.00', currency: 'SGD',
      transaction_date: new Date().toISOString().slice(0, 10), payment_type: 'cash',
    }).loginAs(await demoUser(DEMO_EMAILS.employee))
    created.assertStatus(201)
    const path = `/api/expense/${created.body().id}/limits`
    for (const email of [DEMO_EMAILS.employee, DEMO_EMAILS.manager, DEMO_EMAILS.hrAdmin]) {
      const res = await client.get(path).loginAs(await demoUser(email))
      assert.equal(res.status(), 200, email)
      assert.equal(res.body().limits.limit_per_month, '80.00', email)
    }
    for (const email of [DEMO_EMAILS.intern, DEMO_EMAILS.otherEmployee]) {
      const res = await client.get(path).loginAs(await demoUser(email))
      assert.oneOf(res.status(), [403, 404], email)
      assert.notProperty(res.body(), 'limits', email)
    }
    assert.equal((await client.get(path)).status(), 401)
    assert.equal((await client.get('/api/expense/abc/limits').loginAs(await demoUser(DEMO_EMAILS.hrAdmin))).status(), 404)
  })
})
