import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { PDFDocument } from 'pdf-lib'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { runQueuedJobs } from '#tests/jobs_helpers'

test.group('Data cloud countries, weekend policy and platform terms', (group) => {
  group.each.setup(() => isolatedTest())

  test('everyone reads the countries with their weekend policy', async ({ client, assert }) => {
    const res = await client.get('/api/data-cloud/countries').loginAs(await demoUser(DEMO_EMAILS.vendorUser))
    res.assertStatus(200)
    const sg = res.body().items.find((c: any) => c.country === 'SG')
    assert.equal(sg.status, 'ready')
    assert.equal(sg.weekend, '6,0')
    assert.isAbove(sg.holiday_count, 10)
  })

  test('selecting a country imports its holidays (regions included) while it shows "importing"', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const res = await client.post('/api/data-cloud/countries').json({ country: 'au' }).loginAs(sa)
    res.assertStatus(202)
    assert.equal(res.body().status, 'importing')
    assert.equal(res.body().country, 'AU')
    // The import is a queued job (issue 44): queued until a worker runs it.
    assert.include((await client.get(`/api/jobs/${res.body().job_id}`).loginAs(sa)).body(), { kind: 'holidays', state: 'queued', total: 1 })
    await runQueuedJobs()
    assert.include((await client.get(`/api/jobs/${res.body().job_id}`).loginAs(sa)).body(), { state: 'completed', done: 1 })
    const au = (await client.get('/api/data-cloud/countries').loginAs(sa)).body().items.find((c: any) => c.country === 'AU')
    assert.equal(au.status, 'ready')
    const year = new Date().getUTCFullYear()
    const rows = await db.from('public_holidays').where('country', 'AU')
    assert.equal(au.holiday_count, rows.length)
    const years = new Set(rows.map((h) => String(h.date instanceof Date ? h.date.toISOString() : h.date).slice(0, 4)))
    assert.isTrue(years.has(String(year)) && years.has(String(year + 1)))
    assert.isTrue(rows.some((h) => h.region === null && /Christmas/.test(h.name)))
    assert.isTrue(rows.some((h) => h.region === 'VIC'), 'state holidays are imported too')

    const again = await client.post('/api/data-cloud/countries').json({ country: 'AU' }).loginAs(sa)
    again.assertStatus(409)
    assert.equal(again.body().message, 'This country is already in the data cloud.')
  })

  test('the weekend is Friday and Saturday in the Gulf countries', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const res = await client.post('/api/data-cloud/countries').json({ country: 'SA' }).loginAs(sa)
    res.assertStatus(202)
    assert.equal(res.body().weekend, '5,6')
    await runQueuedJobs()
  })

  test('an import the server never finished can be started again; a running one cannot', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const old = new Date(Date.now() - 10 * 60 * 1000).toISOString()
    await db.table('data_cloud_countries').insert({ country: 'IE', status: 'importing', holiday_count: 0, created_at: old, updated_at: old })
    await db.table('data_cloud_countries').insert({ country: 'PT', status: 'importing', holiday_count: 0, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
    ;(await client.post('/api/data-cloud/countries').json({ country: 'PT' }).loginAs(sa)).assertStatus(409)
    const res = await client.post('/api/data-cloud/countries').json({ country: 'IE' }).loginAs(sa)
    res.assertStatus(202)
    await runQueuedJobs()
    const ie = (await client.get('/api/data-cloud/countries').loginAs(sa)).body().items.find((c: any) => c.country === 'IE')
    assert.equal(ie.status, 'ready')
    assert.isAbove(ie.holiday_count, 5)
  })

  test('only a superadmin selects countries; bad codes are 422', async ({ client, assert }) => {
    for (const email of [DEMO_EMAILS.vendorAdmin, DEMO_EMAILS.hrAdmin, DEMO_EMAILS.employee]) {
      ;(await client.post('/api/data-cloud/countries').json({ country: 'NZ' }).loginAs(await demoUser(email))).assertStatus(403)
    }
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const bad = await client.post('/api/data-cloud/countries').json({ country: 'Narnia' }).loginAs(sa)
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'country')
    const none = await client.post('/api/data-cloud/countries').json({ country: 'XX' }).loginAs(sa)
    none.assertStatus(422)
    assert.equal(none.body().message, 'Public holidays are not available for this country.')
  })

  test('a platform vendor\'s terms PDF becomes step 2 of its users\' privacy dialog', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const doc = await PDFDocument.create()
    doc.addPage().drawText('Platform terms v2')
    const upload = await client.post('/api/aws-s3-upload').file('file', Buffer.from(await doc.save()), { filename: 'terms-v2.pdf' }).field('file_key', 'doc/terms-v2-abcdefgh.pdf').loginAs(sa)
    upload.assertStatus(200)
    const acme = await db.from('vendors').where('name', 'Acme Payroll Services').first()
    ;(await client.post(`/api/superadmin/platform-vendor/${acme.id}/platform-terms`).json({ file_key: upload.body().file_key }).loginAs(await demoUser(DEMO_EMAILS.vendorAdmin))).assertStatus(403)
    const res = await client.post(`/api/superadmin/platform-vendor/${acme.id}/platform-terms`).json({ file_key: upload.body().file_key }).loginAs(sa)
    res.assertStatus(200)
    const me = await client.get('/api/profile/me').loginAs(await demoUser(DEMO_EMAILS.newHire))
    assert.equal(me.body().platform_vendor_info.platform_terms_info.file_name, 'terms-v2.pdf')
    assert.equal(me.body().platform_vendor_info.platform_terms_info.file_url, upload.body().file_key)

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
    const image = await client.post('/api/aws-s3-upload').file('file', png, { filename: 'terms.png' }).field('file_key', 'img/terms-abcdefgh.png').loginAs(sa)
    const refused = await client.post(`/api/superadmin/platform-vendor/${acme.id}/platform-terms`).json({ file_key: image.body().file_key }).loginAs(sa)
    refused.assertStatus(422)
    assert.equal(refused.body().message, 'The platform terms must be a PDF file.')
  })
})
