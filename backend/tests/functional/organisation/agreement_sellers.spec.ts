import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { entityId, pdf, vendorId } from './helpers.js'

const ACME = 'Acme Payroll Services'
const NORTHWIND = 'Northwind Payroll Partners'
const BOREALIS = 'Borealis HR Partners'
const names = (body: any) => body.items.map((o: any) => o.name)

test.group('Organisation: an agreement’s selling vendor and its documents', (group) => {
  group.each.setup(() => isolatedTest())

  test('a customer admin picks among the vendors serving the customer', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const options = await client.get('/api/reference-options/agreement_sellers').qs({ owner_type: 'customer' }).loginAs(hr)
    options.assertStatus(200)
    // Globex is served by Acme, and by Northwind, Acme's partner it shares its customers with.
    assert.sameMembers(names(options.body()), [ACME, NORTHWIND])

    const base = { contract_id: 'SELL-1', buying_entity_id: await entityId('Globex') }
    const foreign = await client.post('/api/agreement').json({ ...base, selling_vendor_id: await vendorId(BOREALIS) }).loginAs(hr)
    foreign.assertStatus(422)
    assert.equal(foreign.body().errors[0].field, 'selling_vendor_id')
    const ok = await client.post('/api/agreement').json({ ...base, selling_vendor_id: await vendorId(NORTHWIND) }).loginAs(hr)
    ok.assertStatus(201)
    assert.equal(ok.body().selling_vendor_id, await vendorId(NORTHWIND))
  })

  test('a vendor picks among its partners; a row keeps a seller chosen before', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const own = await client.get('/api/reference-options/agreement_sellers').qs({ owner_type: 'vendor' }).loginAs(va)
    own.assertStatus(200)
    assert.deepEqual(names(own.body()), [NORTHWIND])
    const partner = await client.get('/api/reference-options/agreement_sellers').qs({ owner_type: 'vendor' }).loginAs(await demoUser(DEMO_EMAILS.partnerAdmin))
    assert.deepEqual(names(partner.body()), [ACME])

    const base = { contract_id: 'PARTNER-NEW', owner_type: 'vendor', buying_entity_id: await entityId('Acme') }
    const notPartner = await client.post('/api/agreement').json({ ...base, selling_vendor_id: await vendorId(BOREALIS) }).loginAs(va)
    notPartner.assertStatus(422)
    assert.equal(notPartner.body().errors[0].field, 'selling_vendor_id')
    ;(await client.post('/api/agreement').json({ ...base, selling_vendor_id: await vendorId(NORTHWIND) }).loginAs(va)).assertStatus(201)

    // A seller that is no longer a partner (a partnership since ended): saving the form again with it unchanged is accepted.
    await db.from('agreements').where('contract_id', 'PARTNER-ACME-01').update({ selling_vendor_id: await vendorId(BOREALIS) })
    const legacy = await db.from('agreements').where('contract_id', 'PARTNER-ACME-01').first()
    const edit = await client.post(`/api/agreement/${legacy.id}`)
      .json({ update_data: { selling_vendor_id: Number(legacy.selling_vendor_id), notes: 'reviewed' } }).loginAs(va)
    edit.assertStatus(200)
  })

  test('option lists: unknown names, bad owner types and users without agreement access are refused', async ({ client }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.get('/api/reference-options/nope').loginAs(hr)).assertStatus(404)
    ;(await client.get('/api/reference-options/constructor').loginAs(hr)).assertStatus(404)
    ;(await client.get('/api/reference-options/agreement_sellers').qs({ owner_type: 'x' }).loginAs(hr)).assertStatus(422)
    ;(await client.get('/api/reference-options/agreement_sellers').loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
    ;(await client.get('/api/reference-options/agreement_sellers')).assertStatus(401)
  })

  test('an agreement holds several documents, each an upload of the company', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const files = []
    for (const name of ['msa.pdf', 'annex.pdf']) {
      const up = await client.post('/api/aws-s3-upload').file('file', await pdf(name), { filename: name }).loginAs(hr)
      up.assertStatus(200)
      files.push({ file_name: name, file_type: 'pdf', file_url: up.body().file_url })
    }
    const created = await client.post('/api/agreement').json({
      contract_id: 'DOCS-1', buying_entity_id: await entityId('Globex'), selling_entity_id: await entityId('Acme'), documents: files,
    }).loginAs(hr)
    created.assertStatus(201)
    assert.deepEqual(created.body().documents, files)
    const shown = await client.get(`/api/agreement/${created.body().id}`).loginAs(hr)
    assert.deepEqual(shown.body().documents, files)

    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    const foreign = JSON.parse(initech.privacy_doc).file_url
    const stolen = await client.post(`/api/agreement/${created.body().id}`).json({ update_data: { documents: [...files, { ...files[0], file_url: foreign }] } }).loginAs(hr)
    stolen.assertStatus(422)
    assert.equal(stolen.body().errors[0].field, 'documents')

    const cleared = await client.post(`/api/agreement/${created.body().id}`).json({ update_data: { documents: [files[1]] } }).loginAs(hr)
    cleared.assertStatus(200)
    assert.deepEqual(cleared.body().documents, [files[1]])
  })

  test('the migrated demo keeps the single document as a one-entry list', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const msa = await db.from('agreements').where('contract_id', 'MSA-2024-001').first()
    const res = await client.get(`/api/agreement/${msa.id}`).loginAs(hr)
    assert.lengthOf(res.body().documents, 1)
    assert.match(res.body().documents[0].file_url, /^doc\//)
  })
})
