import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { weekendPolicy } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

test.group('Data-cloud reference data', (group) => {
  group.each.setup(() => isolatedTest())

  test('real public holidays are seeded for this year and next', async ({ assert }) => {
    const year = new Date().getUTCFullYear()
    const sg = await db.from('public_holidays').where('country', 'SG').orderBy('date')
    const years = new Set(sg.map((h) => String(h.date).slice(0, 4)))
    assert.isTrue(years.has(String(year)) && years.has(String(year + 1)))
    assert.include(sg.map((h) => h.name), 'National Day')
    assert.isTrue(sg.some((h) => String(h.date) === `${year}-08-09` || String(h.date) === `${year}-08-10`))
  })

  test('bulk removal needs at least one holiday and the superadmin', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const none = await client.post('/api/public-holiday/bulk-delete').json({ ids: [] }).loginAs(sa)
    none.assertStatus(422)
    assert.equal(none.body().message, 'At least one holiday must be selected.')
    const two = await db.from('public_holidays').where('country', 'JP').limit(2)
    ;(await client.post('/api/public-holiday/bulk-delete').json({ ids: two.map((h) => h.id) }).loginAs(await demoUser(DEMO_EMAILS.vendorAdmin))).assertStatus(403)
    const ok = await client.post('/api/public-holiday/bulk-delete').json({ ids: two.map((h) => h.id) }).loginAs(sa)
    assert.equal(ok.body().deleted, 2)
  })

  test('a duplicate holiday answers 409 "Duplicate record detected."', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const h = await db.from('public_holidays').where('country', 'SG').first()
    const res = await client.post('/api/public-holiday').json({ country: 'SG', name: h.name, date: String(h.date).slice(0, 10) }).loginAs(sa)
    res.assertStatus(409)
    assert.equal(res.body().message, 'Duplicate record detected. Please check your input and try again.')
  })

  test('rates are exact decimals: kept as written, floats never involved', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const res = await client.post('/api/exchange-rate').json({ from_currency: 'eur', to_currency: 'sgd', rate: '1.4560123457', date: '2031-01-01' }).loginAs(sa)
    res.assertStatus(201)
    assert.equal(res.body().rate, '1.4560123457')
    assert.equal(res.body().from_currency, 'EUR')
    const bad = await client.post('/api/exchange-rate').json({ from_currency: 'EURO', to_currency: 'SGD', rate: '1,45', date: '2031-01-01' }).loginAs(sa)
    bad.assertStatus(422)
    assert.sameMembers(bad.body().errors.map((e: any) => e.field), ['from_currency', 'rate'])
  })

  test('get_currency_rate answers from the platform table', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.employee)
    await db.table('exchange_rates').insert({ from_currency: 'USD', to_currency: 'SGD', rate: '1.2000', date: '2000-01-01', created_at: new Date().toISOString() })
    const res = await client.get('/api/get_currency_rate').qs({ source: 'usd', target: 'SGD,EUR,USD' }).loginAs(user)
    res.assertStatus(200)
    assert.equal(res.body().from, 'USD')
    const mid = Object.fromEntries(res.body().to.map((r: any) => [r.quotecurrency, r.mid]))
    assert.equal(mid.SGD, '1.3412', 'the latest rate wins')
    assert.equal(mid.EUR, '0.9215')
    assert.equal(mid.USD, '1')
    ;(await client.get('/api/get_currency_rate').qs({ source: 'dollars' }).loginAs(user)).assertStatus(422)
  })

  test('weekend policy per country', async ({ assert }) => {
    assert.equal(weekendPolicy('SG'), '6,0')
    for (const c of ['BH', 'DZ', 'KW', 'OM', 'QA', 'SA', 'SD', 'YE']) assert.equal(weekendPolicy(c), '5,6')
  })
})

test.group('Countries and currencies', () => {
  test('about 250 countries from data packages, with dial code, currency and Chinese name', async ({ client, assert }) => {
    const res = await client.get('/api/countries')
    res.assertStatus(200)
    assert.isAbove(res.body().items.length, 240)
    const sg = res.body().items.find((c: any) => c.code === 'SG')
    assert.deepInclude(sg, { name: 'Singapore', dialCode: '+65', currency: 'SGD', zh_name: '新加坡' })
    assert.match(sg.guide_link, /^https?:\/\/.+\/singapore$/)
    const ci = res.body().items.find((c: any) => c.code === 'CI')
    assert.match(ci.guide_link, /\/ivory-coast$|\/cote-d-ivoire$/)
    assert.equal(res.body().fallback, 'CN')
    assert.deepEqual(res.body().phone_default, { country: 'US', code: '1' })
  })

  test('states and regions per country (ISO 3166-2, the codes holidays use); bad or unknown countries refused', async ({ client, assert }) => {
    const my = await client.get('/api/states?country=my')
    my.assertStatus(200)
    assert.equal(my.body().country, 'MY')
    assert.deepInclude(my.body().items, { code: '10', name: 'Selangor' })
    assert.isAtLeast(my.body().items.length, 13)
    const us = await client.get('/api/states?country=US')
    assert.deepInclude(us.body().items, { code: 'CA', name: 'California' })
    // Holiday regions are state codes of the same list (DE: Bayern has regional holidays).
    const de = (await client.get('/api/states?country=DE')).body().items.map((s: { code: string }) => s.code)
    const regions = (await db.from('public_holidays').where('country', 'DE').whereNotNull('region').distinct('region')).map((r) => r.region)
    for (const region of regions) assert.include(de, region)
    ;(await client.get('/api/states?country=XX')).assertStatus(404)
    ;(await client.get('/api/states?country=Germany')).assertStatus(422)
    ;(await client.get('/api/states')).assertStatus(422)
  })

  test('a holiday\'s region must be a state or region of its country; empty means nationwide', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const bad = await client.post('/api/public-holiday').json({ country: 'MY', region: 'CA', name: 'Not here', date: '2027-03-03' }).loginAs(sa)
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'region')
    assert.equal(bad.body().errors[0].message, 'CA is not a state or region of MY.')
    const ok = await client.post('/api/public-holiday').json({ country: 'MY', region: '10', name: 'Selangor Day', date: '2027-03-03' }).loginAs(sa)
    ok.assertStatus(201)
    const moved = await client.post(`/api/public-holiday/${ok.body().id}`).json({ update_data: { country: 'SG' } }).loginAs(sa)
    moved.assertStatus(422)
    const national = await client.post('/api/public-holiday').json({ country: 'MY', name: 'Nationwide Day', date: '2027-03-04' }).loginAs(sa)
    national.assertStatus(201)
  })

  test('currencies carry their minor-unit digits', async ({ client, assert }) => {
    const res = await client.get('/api/currencies')
    const byCode = Object.fromEntries(res.body().items.map((c: any) => [c.code, c.digits]))
    assert.equal(byCode.USD, 2)
    assert.equal(byCode.JPY, 0)
    assert.equal(byCode.BHD, 3)
  })

  test('country fields accept only real ISO codes', async ({ client, assert }) => {
    const { demoUser, DEMO_EMAILS } = await import('#tests/helpers')
    const res = await client.post('/api/people').json({ name: 'Nowhere Person', country: 'XX' }).loginAs(await demoUser(DEMO_EMAILS.hrAdmin))
    res.assertStatus(422)
    assert.equal(res.body().errors[0].field, 'country')
  })
})
