import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { customerId, entityId, pdf, vendorId } from './helpers.js'

test.group('Organisation: business entities, company docs and bank accounts', (group) => {
  group.each.setup(() => isolatedTest())

  test('a customer admin manages its own entities and reads its vendor\'s, never another company\'s', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const globex = await customerId('Globex Asia')
    const acme = await vendorId('Acme Payroll Services')
    const entity = {
      name: 'Globex Holdings Pte. Ltd.', display_name: 'Globex Holdings', local_legal_name: 'Globex Holdings Private Limited',
      tax_id: '201912345K', country: 'sg', address: '8 Marina Blvd', incorporation_date: '2019-05-06', owner_type: 'customer',
    }
    // Another tenant named as owner is refused naming the fields (issue 42), never silently replaced.
    const forged = await client.post('/api/business-entity').json({ ...entity, customer_id: 999, vendor_id: acme }).loginAs(hr)
    forged.assertStatus(422)
    assert.sameMembers(forged.body().errors.map((e: { field: string }) => e.field), ['customer_id', 'vendor_id'])
    const created = await client.post('/api/business-entity').json(entity).loginAs(hr)
    created.assertStatus(201)
    // The owner comes from the acting tenant, never from the body.
    assert.include(created.body(), { owner_type: 'customer', customer_id: globex, vendor_id: null, country: 'SG', incorporation_date: '2019-05-06' })

    const list = await client.get('/api/business-entity').qs({ 'external[per_page]': 1000 }).loginAs(hr)
    list.assertStatus(200)
    const owners = new Set(list.body().items.map((e: any) => (e.vendor_id ? `v${e.vendor_id}` : `c${e.customer_id}`)))
    assert.deepEqual([...owners].sort(), [`c${globex}`, `v${acme}`].sort())
    const onlyVendor = await client.get('/api/business-entity').qs({ 'filter[vendor_id]': acme }).loginAs(hr)
    assert.deepEqual(onlyVendor.body().items.map((e: any) => e.display_name), ['Acme'])
    const onlyCustomer = await client.get('/api/business-entity').qs({ 'filter[customer_id]': globex }).loginAs(hr)
    assert.sameMembers(onlyCustomer.body().items.map((e: any) => e.display_name), ['Globex', 'Globex Holdings'])

    // The vendor's entity is read-only for the customer; another company's does not exist for it.
    const acmeEntity = await entityId('Acme')
    ;(await client.post(`/api/business-entity/${acmeEntity}`).json({ update_data: { name: 'Taken over' } }).loginAs(hr)).assertStatus(403)
    ;(await client.delete(`/api/business-entity/${acmeEntity}`).loginAs(hr)).assertStatus(403)
    ;(await client.get(`/api/business-entity/${await entityId('Initech')}`).loginAs(hr)).assertStatus(404)
    ;(await client.get(`/api/business-entity/${await entityId('Borealis')}`).loginAs(hr)).assertStatus(404)
    const asVendor = await client.post('/api/business-entity').json({ name: 'Sneaky', owner_type: 'vendor' }).loginAs(hr)
    asVendor.assertStatus(403)
  })

  test('employees, managers and contractors have no access to company data', async ({ client }) => {
    for (const email of [DEMO_EMAILS.employee, DEMO_EMAILS.manager, DEMO_EMAILS.contractor, DEMO_EMAILS.intern]) {
      const user = await demoUser(email)
      for (const path of ['business-entity', 'agreement', 'company-doc', 'company-bank-account', 'vendor-service', 'customer-pricebook']) {
        ;(await client.get(`/api/${path}`).loginAs(user)).assertStatus(403)
      }
      ;(await client.post('/api/business-entity').json({ name: 'Mine' }).loginAs(user)).assertStatus(403)
    }
  })

  test('vendor admins manage their vendor\'s entities; vendor users only read them; a row never changes owner', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const vu = await demoUser(DEMO_EMAILS.vendorUser)
    const acme = await vendorId('Acme Payroll Services')
    const own = await client.post('/api/business-entity').json({ name: 'Acme Payroll (HK) Ltd.', owner_type: 'vendor' }).loginAs(va)
    own.assertStatus(201)
    assert.include(own.body(), { owner_type: 'vendor', vendor_id: acme, customer_id: null })

    ;(await client.post('/api/business-entity').json({ name: 'Not mine to add', owner_type: 'vendor' }).loginAs(vu)).assertStatus(403)
    ;(await client.post(`/api/business-entity/${own.body().id}`).json({ update_data: { name: 'Renamed' } }).loginAs(vu)).assertStatus(403)
    const seen = await client.get(`/api/business-entity/${own.body().id}`).loginAs(vu)
    seen.assertStatus(200)
    // …but they keep the entities of the customers they serve.
    const forGlobex = await client.post('/api/business-entity').json({ name: 'Globex Branch' }).loginAs(vu)
    forGlobex.assertStatus(201)
    assert.equal(forGlobex.body().customer_id, await customerId('Globex Asia'))

    const moved = await client.post(`/api/business-entity/${own.body().id}`).json({ update_data: { owner_type: 'customer', name: 'Acme Renamed' } }).loginAs(va)
    moved.assertStatus(200)
    assert.include(moved.body(), { owner_type: 'vendor', vendor_id: acme, name: 'Acme Renamed' })

    // Borealis' entities stay out of reach for Acme.
    ;(await client.get(`/api/business-entity/${await entityId('Borealis')}`).loginAs(va)).assertStatus(404)
  })

  test('a superadmin adds a vendor\'s entity for the vendor it selected', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const none = await client.post('/api/business-entity').json({ name: 'Whose?', owner_type: 'vendor' }).loginAs(sa)
    none.assertStatus(422)
    assert.equal(none.body().message, 'Select a vendor first.')
    const borealis = await vendorId('Borealis HR Partners')
    const res = await client.post('/api/business-entity').header('x-vendor-id', String(borealis)).json({ name: 'Borealis AS', owner_type: 'vendor' }).loginAs(sa)
    res.assertStatus(201)
    assert.equal(res.body().vendor_id, borealis)
  })

  test('documents must be uploads of the company: an entity document and a company doc', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const upload = await client.post('/api/aws-s3-upload').file('file', await pdf('Registration'), { filename: 'registration.pdf' }).loginAs(hr)
    upload.assertStatus(200)
    const document = { file_name: 'registration.pdf', file_type: 'pdf', file_url: upload.body().file_url }
    const second = await client.post('/api/aws-s3-upload').file('file', await pdf('Articles'), { filename: 'articles.pdf' }).loginAs(hr)
    const articles = { file_name: 'articles.pdf', file_type: 'pdf', file_url: second.body().file_url }
    const entity = await client.post('/api/business-entity').json({ name: 'With papers', documents: [document, articles] }).loginAs(hr)
    entity.assertStatus(201)
    assert.deepEqual(entity.body().documents, [document, articles])

    // A file of another company (Initech's privacy policy) cannot be attached.
    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    const foreignKey = JSON.parse(initech.privacy_doc).file_url
    const stolen = await client.post('/api/business-entity').json({ name: 'Stolen papers', documents: [document, { ...document, file_url: foreignKey }] }).loginAs(hr)
    stolen.assertStatus(422)
    assert.equal(stolen.body().errors[0].field, 'documents')
    const edited = await client.post(`/api/business-entity/${entity.body().id}`).json({ update_data: { documents: [{ ...articles, file_url: foreignKey }] } }).loginAs(hr)
    edited.assertStatus(422)
    const notAList = await client.post('/api/business-entity').json({ name: 'One paper', documents: document }).loginAs(hr)
    notAList.assertStatus(422)

    const doc = await client.post('/api/company-doc').json({ file_name: 'Handbook 2026.pdf', file_type: 'pdf', file_url: upload.body().file_url, description: 'Staff handbook' }).loginAs(hr)
    doc.assertStatus(201)
    assert.equal(doc.body().customer_id, await customerId('Globex Asia'))
    const bad = await client.post('/api/company-doc').json({ file_name: 'x.pdf', file_type: 'pdf', file_url: foreignKey }).loginAs(hr)
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'file_url')
    const missing = await client.post('/api/company-doc').json({ file_type: 'pdf', file_url: upload.body().file_url }).loginAs(hr)
    missing.assertStatus(422)
    assert.equal(missing.body().errors[0].field, 'file_name')
  })

  test('company bank accounts: IBAN and SWIFT checked, one default per owner', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const invalid = await client.post('/api/company-bank-account').json({ account_holder: 'Globex', iban: 'GB00 WEST 1234 5698 7654 32', swift_bic: 'NOPE' }).loginAs(hr)
    invalid.assertStatus(422)
    assert.sameMembers(invalid.body().errors.map((e: any) => e.field), ['iban', 'swift_bic'])

    const acmeDefault = await db.from('company_bank_accounts').where('vendor_id', await vendorId('Acme Payroll Services')).first()
    const globexDefault = await db.from('company_bank_accounts').where('customer_id', await customerId('Globex Asia')).first()
    const second = await client.post('/api/company-bank-account').json({
      account_holder: 'Globex Asia Pte. Ltd.', iban: 'GB82 WEST 1234 5698 7654 32', swift_bic: 'deutdeff', currency: 'sgd', is_default: true,
    }).loginAs(va)
    second.assertStatus(201)
    assert.include(second.body(), { iban: 'GB82WEST12345698765432', swift_bic: 'DEUTDEFF', currency: 'SGD', is_default: true, owner_type: 'customer' })
    const list = await client.get('/api/company-bank-account').qs({ 'filter[is_default]': 'true' }).loginAs(hr)
    assert.deepEqual(list.body().items.map((a: any) => a.id), [second.body().id])
    assert.isFalse(Boolean((await db.from('company_bank_accounts').where('id', globexDefault.id).first()).is_default))
    // The vendor's own default is another owner's and stays.
    assert.isTrue(Boolean((await db.from('company_bank_accounts').where('id', acmeDefault.id).first()).is_default))
  })
})
