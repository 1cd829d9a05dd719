import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const csv = (lines: string[]) => Buffer.from(['from_currency,to_currency,rate,reference_rate,date,source', ...lines].join('\n'))

test.group('Exchange rates: pair rule and CSV import', (group) => {
  group.each.setup(() => isolatedTest())

  test('a pair is unique within a report (the rates of one date)', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const body = { from_currency: 'USD', to_currency: 'MYR', rate: '4.47', date: '2031-05-01' }
    ;(await client.post('/api/exchange-rate').json(body).loginAs(sa)).assertStatus(201)
    const dup = await client.post('/api/exchange-rate').json({ ...body, rate: '4.5' }).loginAs(sa)
    dup.assertStatus(409)
    assert.equal(dup.body().message, 'This exchange rate pair already exists in this report.')
    ;(await client.post('/api/exchange-rate').json({ ...body, date: '2031-05-02' }).loginAs(sa)).assertStatus(201)
  })

  test('CSV import: row errors on a dry run, nothing written, then the fixed file imports all rows', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const before = Number((await db.from('exchange_rates').count('* as n').first()).n)
    const bad = csv(['USD,THB,35.10,35.00,2031-06-01,bank', 'USD,IDR,abc,,2031-06-01,bank', 'USD,THB,35.20,,2031-06-01,bank'])
    const res = await client.post('/api/exchange-rate/import').file('file', bad, { filename: 'rates.csv' }).field('dry_run', 'true').loginAs(sa)
    res.assertStatus(422)
    assert.equal(res.body().message, '2 rows have errors. Nothing was imported.')
    assert.deepEqual(res.body().errors.map((e: any) => [e.row, e.field]), [[3, 'rate'], [4, 'to_currency']])
    assert.equal(res.body().errors[1].message, 'This exchange rate pair already exists in this report.')
    // Not a dry run: still all or nothing.
    ;(await client.post('/api/exchange-rate/import').file('file', bad, { filename: 'rates.csv' }).loginAs(sa)).assertStatus(422)
    assert.equal(Number((await db.from('exchange_rates').count('* as n').first()).n), before)

    const good = csv(['USD,THB,35.10,35.00,2031-06-01,bank', 'USD,IDR,15800.5,,2031-06-01,bank'])
    const dry = await client.post('/api/exchange-rate/import').file('file', good, { filename: 'rates.csv' }).field('dry_run', 'true').loginAs(sa)
    dry.assertStatus(200)
    assert.equal(dry.body().rows, 2)
    const done = await client.post('/api/exchange-rate/import').file('file', good, { filename: 'rates.csv' }).loginAs(sa)
    done.assertStatus(201)
    assert.equal(done.body().message, '2 exchange rates imported.')
    const thb = await db.from('exchange_rates').where({ from_currency: 'USD', to_currency: 'THB' }).where('date', '2031-06-01').first()
    assert.equal(thb.rate, '35.10')
    // Already stored for that date now.
    const again = await client.post('/api/exchange-rate/import').file('file', good, { filename: 'rates.csv' }).loginAs(sa)
    again.assertStatus(422)
    // get_currency_rate answers from the imported table.
    const rate = await client.get('/api/get_currency_rate').qs({ source: 'USD', target: 'IDR' }).loginAs(await demoUser(DEMO_EMAILS.employee))
    assert.deepEqual(rate.body().to, [{ quotecurrency: 'IDR', mid: '15800.5' }])
  })

  test('file checks and who may import', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const none = await client.post('/api/exchange-rate/import').loginAs(sa)
    none.assertStatus(422)
    assert.equal(none.body().message, 'Please select a file.')
    const txt = await client.post('/api/exchange-rate/import').file('file', Buffer.from('x'), { filename: 'rates.txt' }).loginAs(sa)
    assert.equal(txt.body().message, 'Please upload a valid csv file.')
    const empty = await client.post('/api/exchange-rate/import').file('file', Buffer.from('from_currency,to_currency,rate,date\n'), { filename: 'rates.csv' }).loginAs(sa)
    assert.equal(empty.body().message, 'No rows found. Please confirm your CSV file has all the required data.')
    for (const email of [DEMO_EMAILS.vendorAdmin, DEMO_EMAILS.hrAdmin]) {
      ;(await client.post('/api/exchange-rate/import').file('file', csv(['USD,THB,35,,2031-06-01,x']), { filename: 'rates.csv' }).loginAs(await demoUser(email))).assertStatus(403)
    }
    const template = await client.get('/api/exchange-rate/import/template').loginAs(sa)
    assert.match(template.text(), /^from_currency,to_currency,rate,reference_rate,date,source/)
  })
})
