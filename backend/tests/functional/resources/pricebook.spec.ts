import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

test.group('Pricebooks: money never a float', (group) => {
  group.each.setup(() => isolatedTest())

  test('amounts are stored in minor units and answered as exact decimal strings', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const res = await client.post('/api/pricebook').json({
      name: 'Precise', currency: 'usd', fee_type: 'fix_fee', fix_fee: '0.1', onboarding_fee: 0.2, sell_price: '1234567890.99',
      vat_model: 'full', vat_rate: '9.0000',
    }).loginAs(va)
    res.assertStatus(201)
    assert.equal(res.body().fix_fee, '0.10')
    assert.equal(res.body().onboarding_fee, '0.20')
    assert.equal(res.body().sell_price, '1234567890.99')
    assert.equal(res.body().vendor_id, va.vendorId)
    const row = await db.from('pricebooks').where('id', res.body().id).first()
    assert.equal(Number(row.fix_fee), 10)
    assert.equal(Number(row.sell_price), 123456789099)
  })

  test('emptied amounts and rates are removed (null), on create and on update', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const res = await client.post('/api/pricebook').json({
      name: 'Emptied', currency: 'USD', fee_type: 'percentage', percentage_rate: '2.5', minimum_charge: '50', exchange_markup_rate: '1.5',
      onboarding_fee: null, vat_rate: null,
    }).loginAs(va)
    res.assertStatus(201)
    assert.isNull(res.body().onboarding_fee)
    assert.isNull(res.body().vat_rate)
    const emptied = await client.post(`/api/pricebook/${res.body().id}`).json({ update_data: { minimum_charge: null, exchange_markup_rate: '' } }).loginAs(va)
    assert.equal(emptied.status(), 200, JSON.stringify(emptied.body()))
    assert.isNull(emptied.body().minimum_charge)
    assert.isNull(emptied.body().exchange_markup_rate)
    const row = await db.from('pricebooks').where('id', res.body().id).first()
    assert.isNull(row.minimum_charge)
    assert.isNull(row.exchange_markup_rate)
  })

  test("each currency's precision: JPY has no decimals, BHD three", async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const yen = await client.post('/api/pricebook').json({ name: 'Yen', currency: 'JPY', fix_fee: '1500.5' }).loginAs(va)
    yen.assertStatus(422)
    assert.equal(yen.body().errors[0].message, 'Fixed fee must be an amount with at most 0 decimals for JPY.')
    const dinar = await client.post('/api/pricebook').json({ name: 'Dinar', currency: 'BHD', fix_fee: '12.345' }).loginAs(va)
    dinar.assertStatus(201)
    assert.equal(dinar.body().fix_fee, '12.345')

    // changing the currency re-reads the amounts in the new currency, and refuses what it cannot hold
    const toYen = await client.post(`/api/pricebook/${dinar.body().id}`).json({ update_data: { currency: 'JPY' } }).loginAs(va)
    toYen.assertStatus(422)
    const toUsd = await client.post(`/api/pricebook/${dinar.body().id}`).json({ update_data: { currency: 'USD', fix_fee: '12.35' } }).loginAs(va)
    toUsd.assertStatus(200)
    assert.equal(toUsd.body().fix_fee, '12.35')
  })

  test('the fee type, deposit type and VAT model require their values; max not below min', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const res = await client.post('/api/pricebook').json({
      name: 'Incomplete', currency: 'EUR', fee_type: 'percentage', deposit_type: 'months', vat_model: 'service_only',
      minimum_charge: '100.10', max_charge: '100.09',
    }).loginAs(va)
    res.assertStatus(422)
    assert.sameMembers(res.body().errors.map((e: any) => e.field), ['percentage_rate', 'deposit_months', 'vat_rate', 'max_charge'])
  })

  test('vendors see their own pricebooks only; vendor users cannot change them', async ({ client, assert }) => {
    const vu = await demoUser(DEMO_EMAILS.vendorUser)
    const list = await client.get('/api/pricebook').loginAs(vu)
    list.assertStatus(200)
    assert.sameMembers(list.body().items.map((p: any) => p.name), ['Acme standard EOR', 'Globex Asia payroll'])
    ;(await client.post('/api/pricebook').json({ name: 'X', currency: 'USD', fix_fee: '1' }).loginAs(vu)).assertStatus(403)
  })
})
