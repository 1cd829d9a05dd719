import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * The vendor portal's bespoke calls between a primary vendor (Acme) and its partner (Northwind, created
 * and managed by Acme): a partnership never hands one vendor the management of another it did not
 * create, and the vendor accounts serving a customer are the vendor side's to see.
 */
const idOf = async (table: string, name: string) => Number((await db.from(table).where('name', name).first()).id)

test.group('Partner vendors: partnerships never hand over management', (group) => {
  group.each.setup(() => isolatedTest())

  test('the partner turning the managed link round does not come to manage the primary vendor', async ({ client, assert }) => {
    const partner = await demoUser(DEMO_EMAILS.partnerAdmin)
    const acme = await idOf('vendors', 'Acme Payroll Services')
    const northwind = await idOf('vendors', 'Northwind Payroll Partners')
    const link = await db.from('vendor_partnerships').where({ from_vendor_id: acme, to_vendor_id: northwind }).first()
    const turned = await client.post(`/api/vendor-portal/partnership/${link.id}`)
      .json({ update_data: { from_vendor_id: northwind, to_vendor_id: acme } }).loginAs(partner)
    turned.assertStatus(200)
    assert.isFalse(turned.body().managed)
    const stored = await db.from('vendor_partnerships').where('id', link.id).first()
    assert.isFalse(stored.managed === true || stored.managed === 1)

    // Acme's rows stay Acme's: the partner cannot act for Acme, nor change its services or prices
    ;(await client.get('/api/pricebook').header('x-vendor-id', String(acme)).loginAs(partner)).assertStatus(403)
    const service = await db.from('vendor_services').where('vendor_id', acme).first()
    const upd = await client.post(`/api/vendor-service/${service.id}`).header('x-vendor-id', String(acme))
      .json({ update_data: { name: 'Hijacked' } }).loginAs(partner)
    upd.assertStatus(403)
    const del = await client.delete(`/api/vendor-service/${service.id}`).loginAs(partner)
    assert.oneOf(del.status(), [403, 404])
    assert.equal((await db.from('vendor_services').where('id', service.id).first()).name, service.name)
    // nor Acme's users
    const acmeUser = await demoUser(DEMO_EMAILS.vendorUser)
    ;(await client.post(`/api/vendor-portal/user/${acmeUser.id}`).json({ update_data: { access_vendor_portal: true } }).loginAs(partner)).assertStatus(404)
    assert.isFalse(!!(await db.from('users').where('id', acmeUser.id).first()).access_vendor_portal)
  })

  test('the primary moving its managed link onto another vendor does not come to manage that vendor', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const acme = await idOf('vendors', 'Acme Payroll Services')
    const northwind = await idOf('vendors', 'Northwind Payroll Partners')
    const borealis = await idOf('vendors', 'Borealis HR Partners')
    const link = await db.from('vendor_partnerships').where({ from_vendor_id: acme, to_vendor_id: northwind }).first()
    const moved = await client.post(`/api/vendor-portal/partnership/${link.id}`).json({ update_data: { to_vendor_id: borealis } }).loginAs(va)
    moved.assertStatus(200)
    assert.isFalse(moved.body().managed)
    // Borealis shares in Acme's customers (a plain link) but Acme does not manage Borealis
    ;(await client.get('/api/pricebook').header('x-vendor-id', String(borealis)).loginAs(va)).assertStatus(403)
    const price = await db.from('pricebooks').where('vendor_id', borealis).first()
    ;(await client.post(`/api/pricebook/${price.id}`).header('x-vendor-id', String(borealis)).json({ update_data: { name: 'Mine' } }).loginAs(va)).assertStatus(403)
    ;(await client.post(`/api/vendor-portal/vendor/${borealis}`).json({ update_data: { name: 'Mine now' } }).loginAs(va)).assertStatus(403)
    assert.equal((await db.from('pricebooks').where('id', price.id).first()).name, price.name)
    assert.equal((await db.from('vendors').where('id', borealis).first()).name, 'Borealis HR Partners')

    // an unchanged pair keeps what the link was: the partner Acme created stays managed
    const own = await client.post('/api/vendor-portal/vendor').json({ name: 'Created Partner' }).loginAs(va)
    own.assertStatus(201)
    const created = await db.from('vendor_partnerships').where('to_vendor_id', own.body().id).first()
    const same = await client.post(`/api/vendor-portal/partnership/${created.id}`).json({ update_data: { to_vendor_id: own.body().id } }).loginAs(va)
    same.assertStatus(200)
    assert.isTrue(same.body().managed)
    ;(await client.get('/api/pricebook').header('x-vendor-id', String(own.body().id)).loginAs(va)).assertStatus(200)
  })
})

test.group('Partner vendors: the vendor accounts serving a customer', (group) => {
  group.each.setup(() => isolatedTest())

  test('the customer\'s own people get none; a partner sees only its own accounts; the owning vendor sees its own and its partner\'s', async ({ client, assert }) => {
    const globex = await idOf('customers', 'Globex Asia')
    const partner = await demoUser(DEMO_EMAILS.partnerAdmin)
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    // Acme assigns its partner's admin to Globex beside its own vendor user
    const vendorUser = await demoUser(DEMO_EMAILS.vendorUser)
    await db.table('customer_user_assignments').insert({ customer_id: globex, user_id: partner.id, created_at: new Date().toISOString() })

    for (const email of [DEMO_EMAILS.hrAdmin, DEMO_EMAILS.employee, DEMO_EMAILS.manager]) {
      const res = await client.get(`/api/vendor-portal/customer/${globex}/users`).loginAs(await demoUser(email))
      res.assertStatus(403)
      assert.notInclude(res.text(), vendorUser.email)
    }
    const asPartner = await client.get(`/api/vendor-portal/customer/${globex}/users`).loginAs(partner)
    asPartner.assertStatus(200)
    assert.deepEqual(asPartner.body().items.map((u: any) => u.email), [partner.email])
    const asOwner = await client.get(`/api/vendor-portal/customer/${globex}/users`).loginAs(va)
    asOwner.assertStatus(200)
    assert.sameMembers(asOwner.body().items.map((u: any) => u.email), [partner.email, vendorUser.email])
    const asVendorUser = await client.get(`/api/vendor-portal/customer/${globex}/users`).loginAs(vendorUser)
    asVendorUser.assertStatus(200)
    assert.deepEqual(asVendorUser.body().items.map((u: any) => u.email), [vendorUser.email])
    // the partner changes no assignment of the customer Acme owns
    ;(await client.post(`/api/vendor-portal/customer/${globex}/users`).json({ user_ids: [partner.id] }).loginAs(partner)).assertStatus(403)
    assert.isOk(await db.from('customer_user_assignments').where({ customer_id: globex, user_id: vendorUser.id }).first())
  })
})
