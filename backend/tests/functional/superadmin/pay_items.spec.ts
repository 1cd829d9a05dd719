import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const item = (extra: Record<string, unknown> = {}) => ({ name: 'Test item', category: 'allowance', frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible', ...extra })

test.group('Pay items (data cloud and the customer\'s own)', (group) => {
  group.each.setup(() => isolatedTest())

  test('a superadmin adds a data-cloud pay item with a superadmin-only category; value is minor units', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const res = await client.post('/api/pay-item').json(item({ name: 'SG employee CPF', country: 'SG', category: 'ee_contribution', currency: 'SGD', value: '1234.50', is_reference_only: true, effective_date: '2027-01-01' })).loginAs(sa)
    res.assertStatus(201)
    assert.equal(res.body().value, '1234.50')
    assert.isTrue(res.body().is_reference_only)
    const row = await db.from('pay_items').where('id', res.body().id).first()
    assert.equal(Number(row.value), 123450)
    const jpy = await client.post('/api/pay-item').json(item({ name: 'JP bonus', currency: 'JPY', value: '10.5' })).loginAs(sa)
    jpy.assertStatus(422)
    assert.equal(jpy.body().errors[0].field, 'value')
  })

  test('others cannot change the data cloud; hr.admin is refused superadmin-only categories with a clear message', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.post('/api/pay-item').json(item()).loginAs(hr)).assertStatus(403)
    ;(await client.post('/api/pay-item').json(item()).loginAs(await demoUser(DEMO_EMAILS.vendorAdmin))).assertStatus(403)
    for (const category of ['ee_contribution', 'ee_tax', 'er_contribution']) {
      const res = await client.post('/api/company-pay-item').json(item({ name: `Own ${category}`, category })).loginAs(hr)
      res.assertStatus(403)
      assert.equal(res.body().message, 'Only a superadmin can choose this pay item category.')
      assert.deepEqual(res.body().errors.map((e: any) => [e.field, e.rule]), [['category', 'restricted']])
    }
    const ok = await client.post('/api/company-pay-item').json(item({ name: 'Own allowance' })).loginAs(hr)
    ok.assertStatus(201)
    const globex = await db.from('customers').where('name', 'Globex Asia').first()
    assert.equal(ok.body().customer_id, Number(globex.id))
    // An existing item cannot be moved into a restricted category either.
    const moved = await client.post(`/api/company-pay-item/${ok.body().id}`).json({ update_data: { category: 'ee_tax' } }).loginAs(hr)
    moved.assertStatus(403)
    ;(await client.post('/api/company-pay-item').json(item({ name: 'Employee try' })).loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
  })

  test('profile/me tells the form which categories it may offer (same rule as the API)', async ({ client, assert }) => {
    const me = await client.get('/api/profile/me').loginAs(await demoUser(DEMO_EMAILS.hrAdmin))
    assert.isTrue(me.body().permissions.company_pay_item.create)
    assert.isFalse(me.body().permissions.pay_item.create)
  })

  test('company data types: a customer switches data-cloud items off and on; employees only read', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const list = await client.get('/api/company-data-type/leave-type').loginAs(hr)
    list.assertStatus(200)
    const unpaid = list.body().items.find((i: any) => i.name === 'Unpaid leave')
    assert.isFalse(unpaid.enabled, 'the demo switched it off')
    const annual = list.body().items.find((i: any) => i.name === 'Annual leave')
    assert.isTrue(annual.enabled)
    ;(await client.post(`/api/company-data-type/leave-type/${annual.id}`).json({ enabled: false }).loginAs(hr)).assertStatus(200)
    const after = await client.get('/api/company-data-type/leave-type').loginAs(hr)
    assert.isFalse(after.body().items.find((i: any) => i.id === annual.id).enabled)
    // Another customer's choice is its own.
    const other = await client.get('/api/company-data-type/leave-type').loginAs(await demoUser(DEMO_EMAILS.otherEmployee))
    assert.isTrue(other.body().items.find((i: any) => i.id === annual.id).enabled)

    const employee = await demoUser(DEMO_EMAILS.employee)
    ;(await client.get('/api/company-data-type/pay-items').loginAs(employee)).assertStatus(200)
    ;(await client.post(`/api/company-data-type/leave-type/${annual.id}`).json({ enabled: true }).loginAs(employee)).assertStatus(403)
    ;(await client.get('/api/company-data-type/nothing').loginAs(hr)).assertStatus(404)
    const bad = await client.post(`/api/company-data-type/leave-type/${annual.id}`).json({ enabled: 'maybe' }).loginAs(hr)
    bad.assertStatus(422)
  })
})
