import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { PDFDocument } from 'pdf-lib'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

async function pdf(text: string) {
  const doc = await PDFDocument.create()
  doc.addPage().drawText(text)
  return Buffer.from(await doc.save())
}
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
const idOf = async (table: string, name: string) => Number((await db.from(table).where('name', name).first()).id)

test.group('Vendor portal: customers', (group) => {
  group.each.setup(() => isolatedTest())

  test('a customer is deleted only after its name is retyped', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const created = await client.post('/api/customer').json({ name: 'Delete Me Ltd' }).loginAs(va)
    created.assertStatus(201)
    const id = created.body().id
    const wrong = await client.delete(`/api/customer/${id}`).json({ name: 'Delete Me' }).loginAs(va)
    wrong.assertStatus(422)
    assert.equal(wrong.body().message, 'Customer name not matched.')
    assert.deepInclude(wrong.body().errors, { field: 'name', rule: 'confirmed', message: 'Customer name not matched.' })
    const none = await client.delete(`/api/customer/${id}`).loginAs(va)
    none.assertStatus(422)
    assert.isNull((await db.from('customers').where('id', id).first()).deleted_at)
    const ok = await client.delete(`/api/customer/${id}`).json({ name: ' Delete Me Ltd ' }).loginAs(va)
    ok.assertStatus(200)
    assert.isNotNull((await db.from('customers').where('id', id).first()).deleted_at)
  })

  test('vendor users may not delete customers; another vendor\'s customer is a 404 before any name check', async ({ client }) => {
    const vu = await demoUser(DEMO_EMAILS.vendorUser)
    const globex = await idOf('customers', 'Globex Asia')
    ;(await client.delete(`/api/customer/${globex}`).json({ name: 'Globex Asia' }).loginAs(vu)).assertStatus(403)
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const umbrella = await idOf('customers', 'Umbrella Holdings')
    ;(await client.delete(`/api/customer/${umbrella}`).json({ name: 'Umbrella Holdings' }).loginAs(va)).assertStatus(404)
  })

  test('logo and privacy document: own uploads only, the privacy document PDF only', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const customer = (await client.post('/api/customer').json({ name: 'Files Co', sender_name: 'Files HR', sender_email: 'HR@Files.test' }).loginAs(va)).body()
    assert.equal(customer.sender_email, 'hr@files.test')
    const doc = await client.post('/api/aws-s3-upload').file('file', await pdf('Privacy'), { filename: 'privacy.pdf' }).field('file_key', 'doc/privacyfiles0001.pdf').loginAs(va)
    const logo = await client.post('/api/aws-s3-upload').file('file', PNG, { filename: 'logo.png' }).field('file_key', 'img/logofiles00001.png').loginAs(va)
    const asPrivacy = await client.post(`/api/vendor-portal/customer/${customer.id}/files`).json({ privacy_doc: logo.body().file_key }).loginAs(va)
    asPrivacy.assertStatus(422)
    assert.equal(asPrivacy.body().message, 'Privacy documents must be PDF.')
    const asLogo = await client.post(`/api/vendor-portal/customer/${customer.id}/files`).json({ logo: doc.body().file_key }).loginAs(va)
    asLogo.assertStatus(422)
    assert.equal(asLogo.body().errors[0].field, 'logo')

    // someone else's upload cannot be attached, even as a valid PDF
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const foreign = await client.post('/api/aws-s3-upload').file('file', await pdf('Other'), { filename: 'o.pdf' }).loginAs(hr)
    ;(await client.post(`/api/vendor-portal/customer/${customer.id}/files`).json({ privacy_doc: foreign.body().file_key }).loginAs(va)).assertStatus(422)

    const ok = await client.post(`/api/vendor-portal/customer/${customer.id}/files`)
      .json({ privacy_doc: doc.body().file_key, logo: logo.body().file_key }).loginAs(va)
    ok.assertStatus(200)
    // Keys are the server's own (random names in the folder the client chose).
    assert.equal(ok.body().logo, logo.body().file_key)
    assert.deepEqual(ok.body().privacy_doc, { file_name: 'privacy.pdf', file_type: 'pdf', file_url: doc.body().file_key })
    const attached = await db.from('uploads').where('file_key', doc.body().file_key).first()
    assert.equal(Number(attached.customer_id), customer.id)
    assert.equal(attached.owner_type, 'customer')
  })

  test('activate/deactivate and SSO needs a whitelisted domain', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const c = (await client.post('/api/customer').json({ name: 'Toggle Co' }).loginAs(va)).body()
    const off = await client.post(`/api/customer/${c.id}`).json({ update_data: { is_active: false } }).loginAs(va)
    off.assertStatus(200)
    assert.isFalse(off.body().is_active)
    const sso = await client.post(`/api/customer/${c.id}`).json({ update_data: { sso_enabled: true } }).loginAs(va)
    sso.assertStatus(422)
    const domain = await client.post('/api/sso-domain').header('x-customer-id', String(c.id)).json({ domain: 'toggle.test' }).loginAs(va)
    domain.assertStatus(201)
    ;(await client.post(`/api/customer/${c.id}`).header('x-customer-id', String(c.id)).json({ update_data: { sso_enabled: true } }).loginAs(va)).assertStatus(200)
  })

  test('assigning vendor users to a customer: vendor admins only, own users only', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const vu = await demoUser(DEMO_EMAILS.vendorUser)
    const initech = await idOf('customers', 'Initech Europe')
    ;(await client.post(`/api/vendor-portal/customer/${initech}/users`).json({ user_ids: [vu.id] }).loginAs(vu)).assertStatus(403)
    const res = await client.post(`/api/vendor-portal/customer/${initech}/users`).json({ user_ids: [vu.id] }).loginAs(va)
    res.assertStatus(200)
    assert.deepEqual(res.body().items.map((u: any) => u.email), [DEMO_EMAILS.vendorUser])
    // now the vendor user reaches Initech too
    ;(await client.get(`/api/customer/${initech}`).loginAs(vu)).assertStatus(200)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.post(`/api/vendor-portal/customer/${initech}/users`).json({ user_ids: [hr.id] }).loginAs(va)).assertStatus(422)
    const umbrella = await idOf('customers', 'Umbrella Holdings')
    ;(await client.post(`/api/vendor-portal/customer/${umbrella}/users`).json({ user_ids: [vu.id] }).loginAs(va)).assertStatus(404)
  })
})

test.group('Vendor portal: partners', (group) => {
  group.each.setup(() => isolatedTest())

  test('a vendor admin creates and renames a partner; vendor users only read', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const vu = await demoUser(DEMO_EMAILS.vendorUser)
    const acme = va.vendorId!
    ;(await client.post('/api/vendor-portal/vendor').json({ vendor_id: acme, name: 'Sneaky' }).loginAs(vu)).assertStatus(403)
    const missing = await client.post('/api/vendor-portal/vendor').json({ vendor_id: acme, name: '' }).loginAs(va)
    missing.assertStatus(422)
    assert.equal(missing.body().errors[0].field, 'name')

    const created = await client.post('/api/vendor-portal/vendor').json({ vendor_id: acme, name: 'Zephyr Payroll' }).loginAs(va)
    created.assertStatus(201)
    assert.equal(created.body().message, 'The partner has been created.')
    const id = created.body().data.id
    const link = await db.from('vendor_partnerships').where('to_vendor_id', id).first()
    assert.equal(Number(link.from_vendor_id), acme)

    const list = await client.get('/api/vendor-portal/partner').qs({ query_string: ' zephyr ' }).loginAs(vu)
    list.assertStatus(200)
    assert.deepEqual(list.body().items.map((p: any) => p.name), ['Zephyr Payroll'])
    assert.equal(list.body().itemsTotal, 1)
    assert.isNull(list.body().nextPage)

    const renamed = await client.post(`/api/vendor-portal/vendor/${id}`).json({ vendor_id: acme, partner_vendor_id: id, update_data: { name: 'Zephyr HR' } }).loginAs(va)
    renamed.assertStatus(200)
    assert.equal(renamed.body().name, 'Zephyr HR')
    ;(await client.post(`/api/vendor-portal/vendor/${id}`).json({ update_data: { name: 'By user' } }).loginAs(vu)).assertStatus(403)

    // the partner's pricebook, created for the partner vendor the admin selected
    const price = await client.post('/api/pricebook').header('x-vendor-id', String(id))
      .json({ name: 'Zephyr list', currency: 'EUR', fix_fee: '100.00' }).loginAs(va)
    price.assertStatus(201)
    assert.equal(price.body().vendor_id, id)
    const partnerPrices = await client.get('/api/pricebook').header('x-vendor-id', String(id)).loginAs(va)
    assert.deepEqual(partnerPrices.body().items.map((p: any) => p.name), ['Zephyr list'])
    // a vendor user may not act for the partner
    ;(await client.get('/api/pricebook').header('x-vendor-id', String(id)).loginAs(vu)).assertStatus(403)
  })

  test('"A partner vendor must be the From or To vendor."', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const borealis = await idOf('vendors', 'Borealis HR Partners')
    const northwind = await idOf('vendors', 'Northwind Payroll Partners')
    const outside = await client.post('/api/vendor-portal/partnership').json({ from_vendor_id: borealis, to_vendor_id: northwind }).loginAs(va)
    outside.assertStatus(422)
    assert.equal(outside.body().message, 'A partner vendor must be the From or To vendor.')
    const other = await client.post('/api/vendor-portal/vendor').json({ vendor_id: borealis, name: 'Not mine' }).loginAs(va)
    other.assertStatus(422)
    assert.equal(other.body().message, 'A partner vendor must be the From or To vendor.')
    // being only the To side would hand the acting vendor another vendor's customers: refused
    ;(await client.post('/api/vendor-portal/partnership').json({ from_vendor_id: borealis, to_vendor_id: va.vendorId }).loginAs(va)).assertStatus(403)

    const linked = await client.post('/api/vendor-portal/partnership').json({ from_vendor_id: va.vendorId, to_vendor_id: borealis }).loginAs(va)
    linked.assertStatus(201)
    ;(await client.post('/api/vendor-portal/partnership').json({ from_vendor_id: va.vendorId, to_vendor_id: borealis }).loginAs(va)).assertStatus(409)
    const moved = await client.post(`/api/vendor-portal/partnership/${linked.body().id}`).json({ update_data: { from_vendor_id: northwind } }).loginAs(va)
    moved.assertStatus(422)
    assert.equal(moved.body().message, 'A partner vendor must be the From or To vendor.')
    // a linked (not created) partner is not managed: Acme's admin cannot rename it or act for it
    ;(await client.post(`/api/vendor-portal/vendor/${borealis}`).json({ update_data: { name: 'Mine now' } }).loginAs(va)).assertStatus(403)
    ;(await client.get('/api/pricebook').header('x-vendor-id', String(borealis)).loginAs(va)).assertStatus(403)
    // Borealis's admin side: the partnership is visible there, the customers of Acme are shared with Borealis
    ;(await client.delete(`/api/vendor-portal/partnership/${linked.body().id}`).loginAs(va)).assertStatus(200)
  })

  test('shared customers: the partner (To vendor) reaches the From vendor\'s customers, nobody else\'s', async ({ client, assert }) => {
    const partner = await demoUser(DEMO_EMAILS.partnerAdmin)
    const list = await client.get('/api/customer').loginAs(partner)
    list.assertStatus(200)
    assert.sameMembers(list.body().items.map((c: any) => c.name), ['Globex Asia', 'Initech Europe'])
    const umbrella = await idOf('customers', 'Umbrella Holdings')
    ;(await client.get(`/api/customer/${umbrella}`).loginAs(partner)).assertStatus(404)
    // shared customers are acted for, not owned: the partner neither edits nor deletes them
    const globex = await idOf('customers', 'Globex Asia')
    ;(await client.get(`/api/customer/${globex}`).loginAs(partner)).assertStatus(200)
    ;(await client.post(`/api/customer/${globex}`).json({ update_data: { name: 'Renamed by partner' } }).loginAs(partner)).assertStatus(403)
    ;(await client.delete(`/api/customer/${globex}`).json({ name: 'Globex Asia' }).loginAs(partner)).assertStatus(403)
    assert.equal((await db.from('customers').where('id', globex).first()).name, 'Globex Asia')
    // the partner sees Acme as its partner but does not manage Acme
    const partners = await client.get('/api/vendor-portal/partner').loginAs(partner)
    assert.deepEqual(partners.body().items.map((p: any) => p.name), ['Acme Payroll Services'])
    const acme = await idOf('vendors', 'Acme Payroll Services')
    ;(await client.get('/api/pricebook').header('x-vendor-id', String(acme)).loginAs(partner)).assertStatus(403)
    ;(await client.post(`/api/vendor-portal/vendor/${acme}`).json({ update_data: { name: 'Hijack' } }).loginAs(partner)).assertStatus(403)
    // an unrelated vendor's id is a 404
    const borealis = await idOf('vendors', 'Borealis HR Partners')
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    ;(await client.get(`/api/vendor-portal/vendor/${borealis}`).loginAs(va)).assertStatus(404)
    ;(await client.post(`/api/vendor-portal/vendor/${borealis}`).json({ update_data: { name: 'X' } }).loginAs(va)).assertStatus(404)
  })

  test('customer admins and employees have no vendor portal', async ({ client }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.get('/api/vendor-portal/partner').loginAs(hr)).assertStatus(403)
    ;(await client.post('/api/vendor-portal/vendor').json({ name: 'X' }).loginAs(hr)).assertStatus(403)
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const acme = await idOf('vendors', 'Acme Payroll Services')
    const byAdmin = await client.post('/api/vendor-portal/vendor').json({ vendor_id: acme, name: 'Platform-made partner' }).loginAs(sa)
    byAdmin.assertStatus(201)
  })
})
