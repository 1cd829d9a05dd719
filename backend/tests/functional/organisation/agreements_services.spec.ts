import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { customerId, entityId, vendorId } from './helpers.js'

test.group('Organisation: agreements', (group) => {
  group.each.setup(() => isolatedTest())

  test('an agreement starts proposed, is signed, then expires; signing cannot be undone and expiry is final', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const sow = {
      contract_id: 'SOW-2027-001', buying_entity_id: await entityId('Globex'), selling_entity_id: await entityId('Acme'),
      start_date: '2027-01-01', end_date: '2027-12-31',
    }
    // The status is the workflow's: sent on a create it is refused naming it (issue 42).
    const forged = await client.post('/api/agreement').json({ ...sow, status: 'signed' }).loginAs(hr)
    forged.assertStatus(422)
    assert.deepEqual(forged.body().errors.map((e: { field: string }) => e.field), ['status'])
    const created = await client.post('/api/agreement').json(sow).loginAs(hr)
    created.assertStatus(201)
    assert.equal(created.body().status, 'proposed')
    const id = created.body().id

    // The generic update cannot change the status either.
    const sneaky = await client.post(`/api/agreement/${id}`).json({ update_data: { status: 'signed', notes: 'terms agreed' } }).loginAs(hr)
    sneaky.assertStatus(422)
    assert.deepEqual(sneaky.body().errors.map((e: { field: string }) => e.field), ['status'])
    assert.equal((await db.from('agreements').where('id', id).first()).status, 'proposed')
    ;(await client.post(`/api/agreement/${id}`).json({ update_data: { notes: 'terms agreed' } }).loginAs(hr)).assertStatus(200)

    const early = await client.post(`/api/agreement/${id}/status`).json({ status: 'expired' }).loginAs(hr)
    early.assertStatus(422)
    assert.equal(early.body().message, 'This status change is not allowed: an agreement goes from proposed to signed, then to expired.')

    const signed = await client.post(`/api/agreement/${id}/status`).json({ status: 'signed' }).loginAs(hr)
    signed.assertStatus(200)
    assert.equal(signed.body().status, 'signed')
    assert.isString(signed.body().signed_at)

    // The signed terms are locked and the agreement stays (notes remain editable).
    const terms = await client.post(`/api/agreement/${id}`).json({ update_data: { contract_id: 'SOW-2027-999', end_date: '2028-12-31' } }).loginAs(hr)
    terms.assertStatus(422)
    assert.equal(terms.body().message, 'A signed or expired agreement cannot be edited.')
    assert.sameMembers(terms.body().errors.map((e: any) => e.field), ['contract_id', 'end_date'])
    ;(await client.post(`/api/agreement/${id}`).json({ update_data: { notes: 'countersigned copy filed' } }).loginAs(hr)).assertStatus(200)
    const del = await client.delete(`/api/agreement/${id}`).loginAs(hr)
    del.assertStatus(422)
    assert.equal(del.body().message, 'A signed or expired agreement cannot be deleted.')

    const back = await client.post(`/api/agreement/${id}/status`).json({ status: 'proposed' }).loginAs(hr)
    back.assertStatus(422)
    assert.equal(back.body().message, 'A signed agreement cannot go back to proposed: signing cannot be undone.')
    assert.deepEqual(back.body().errors[0], { field: 'status', rule: 'transition', message: back.body().message })

    const expired = await client.post(`/api/agreement/${id}/status`).json({ status: 'expired' }).loginAs(hr)
    expired.assertStatus(200)
    assert.equal(expired.body().status, 'expired')
    const again = await client.post(`/api/agreement/${id}/status`).json({ status: 'signed' }).loginAs(hr)
    again.assertStatus(422)
    assert.equal(again.body().message, 'An expired agreement is final: its status cannot change.')

    const nonsense = await client.post(`/api/agreement/${id}/status`).json({ status: 'cancelled' }).loginAs(hr)
    nonsense.assertStatus(422)
    assert.equal(nonsense.body().errors[0].field, 'status')

    const audit = await db.from('audit_logs').where('entity_name', 'agreement').where('entity_id', id).orderBy('id').select('action')
    assert.deepEqual(audit.map((a) => a.action), ['create', 'update', 'update', 'update', 'update'])
  })

  test('the seller is required and the end date may not precede the start', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.post('/api/agreement').json({
      contract_id: 'BAD-1', buying_entity_id: await entityId('Globex'), start_date: '2027-02-01', end_date: '2027-01-31',
    }).loginAs(hr)
    res.assertStatus(422)
    const messages = Object.fromEntries(res.body().errors.map((e: any) => [e.field, e.message]))
    assert.deepEqual(messages, {
      selling_entity_id: 'Choose the selling entity or the selling vendor.',
      end_date: 'The end date must be the same as or later than the start date.',
    })
    // A proposed agreement can still be withdrawn.
    const draft = await client.post('/api/agreement').json({ contract_id: 'DRAFT-1', buying_entity_id: await entityId('Globex'), selling_vendor_id: null, selling_entity_id: await entityId('Acme') }).loginAs(hr)
    draft.assertStatus(201)
    ;(await client.delete(`/api/agreement/${draft.body().id}`).loginAs(hr)).assertStatus(200)
    const foreignBuyer = await client.post('/api/agreement').json({
      contract_id: 'BAD-2', buying_entity_id: await entityId('Initech'), selling_entity_id: await entityId('Acme'),
    }).loginAs(hr)
    foreignBuyer.assertStatus(422)
    assert.equal(foreignBuyer.body().errors[0].field, 'buying_entity_id')
  })

  test('who may change a status: not employees, not another company, not vendor users on vendor agreements', async ({ client, assert }) => {
    const globexSigned = await db.from('agreements').where('contract_id', 'SOW-2026-007').first()
    const initech = await db.from('agreements').where('contract_id', 'MSA-2025-014').first()
    const acmeOwn = await db.from('agreements').where('contract_id', 'PARTNER-ACME-01').first()
    ;(await client.post(`/api/agreement/${globexSigned.id}/status`).json({ status: 'signed' }).loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
    ;(await client.post(`/api/agreement/${initech.id}/status`).json({ status: 'signed' }).loginAs(await demoUser(DEMO_EMAILS.hrAdmin))).assertStatus(404)
    ;(await client.post(`/api/agreement/${acmeOwn.id}/status`).json({ status: 'signed' }).loginAs(await demoUser(DEMO_EMAILS.vendorUser))).assertStatus(403)
    const va = await client.post(`/api/agreement/${acmeOwn.id}/status`).json({ status: 'signed' }).loginAs(await demoUser(DEMO_EMAILS.vendorAdmin))
    va.assertStatus(200)
    // A vendor admin also signs for the customers it serves.
    const forCustomer = await client.post(`/api/agreement/${initech.id}/status`).header('x-customer-id', String(await customerId('Initech Europe')))
      .json({ status: 'signed' }).loginAs(await demoUser(DEMO_EMAILS.vendorAdmin))
    forCustomer.assertStatus(200)
    assert.equal(forCustomer.body().status, 'signed')
  })
})

test.group('Organisation: vendor services and the customer pricebook', (group) => {
  group.each.setup(() => isolatedTest())

  test('service names are unique per vendor: "Service name already exists."', async ({ client, assert }) => {
    const va = await demoUser(DEMO_EMAILS.vendorAdmin)
    const dup = await client.post('/api/vendor-service').json({ name: 'Payroll' }).loginAs(va)
    dup.assertStatus(409)
    assert.equal(dup.body().message, 'Service name already exists.')
    assert.equal(dup.body().errors[0].field, 'name')
    const fresh = await client.post('/api/vendor-service').json({ name: 'Benefits', description: 'Insurance and benefits' }).loginAs(va)
    fresh.assertStatus(201)
    assert.include(fresh.body(), { owner_type: 'vendor', vendor_id: await vendorId('Acme Payroll Services'), is_active: true })
    const rename = await client.post(`/api/vendor-service/${fresh.body().id}`).json({ update_data: { name: 'HR outsourcing' } }).loginAs(va)
    rename.assertStatus(409)
    assert.equal(rename.body().message, 'Service name already exists.')
    // Another vendor may use the same name.
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const other = await client.post('/api/vendor-service').header('x-vendor-id', String(await vendorId('Borealis HR Partners'))).json({ name: 'HR outsourcing' }).loginAs(sa)
    other.assertStatus(201)
  })

  test("customers read their vendor's services, and cannot change them; vendor users cannot either", async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const list = await client.get('/api/vendor-service').loginAs(hr)
    list.assertStatus(200)
    assert.sameMembers(list.body().items.map((s: any) => s.name), ['Payroll', 'Employer of record', 'HR outsourcing'])
    const payroll = list.body().items.find((s: any) => s.name === 'Payroll')
    ;(await client.post(`/api/vendor-service/${payroll.id}`).json({ update_data: { name: 'Mine now' } }).loginAs(hr)).assertStatus(403)
    ;(await client.post('/api/vendor-service').json({ name: 'Own service' }).loginAs(hr)).assertStatus(403)
    ;(await client.post('/api/vendor-service').json({ name: 'VU service' }).loginAs(await demoUser(DEMO_EMAILS.vendorUser))).assertStatus(403)
    const borealis = await db.from('vendor_services').where('vendor_id', await vendorId('Borealis HR Partners')).first()
    ;(await client.get(`/api/vendor-service/${borealis.id}`).loginAs(hr)).assertStatus(404)
  })

  test("a customer admin reads its own pricebook, read-only; nobody else's", async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const list = await client.get('/api/customer-pricebook').loginAs(hr)
    list.assertStatus(200)
    assert.deepEqual(list.body().items.map((p: any) => p.name), ['Globex Asia payroll'])
    const row = list.body().items[0]
    assert.include(row, { percentage_rate: '2.5', minimum_charge: '50.00', max_charge: '900.00', currency: 'SGD' })
    // The vendor's cost is not the customer's business.
    assert.notProperty(row, 'buy_price')
    const acmeEor = await db.from('pricebooks').where('name', 'Acme standard EOR').first()
    await db.from('pricebooks').where('id', acmeEor.id).update({ customer_id: await customerId('Globex Asia') })
    const withCost = await client.get('/api/customer-pricebook').qs({ query_string: 'EOR' }).loginAs(hr)
    assert.equal(withCost.body().items[0].sell_price, '599.00')
    assert.notProperty(withCost.body().items[0], 'buy_price')
    await db.from('pricebooks').where('id', acmeEor.id).update({ customer_id: null })
    ;(await client.post(`/api/customer-pricebook/${row.id}`).json({ update_data: { name: 'Cheaper' } }).loginAs(hr)).assertStatus(403)
    ;(await client.delete(`/api/customer-pricebook/${row.id}`).loginAs(hr)).assertStatus(403)
    ;(await client.post('/api/customer-pricebook').json({ name: 'Mine', currency: 'USD' }).loginAs(hr)).assertStatus(403)
    ;(await client.post(`/api/pricebook/${row.id}`).json({ update_data: { name: 'Cheaper' } }).loginAs(hr)).assertStatus(403)
    const vendorWide = await db.from('pricebooks').where('name', 'Acme standard EOR').first()
    ;(await client.get(`/api/customer-pricebook/${vendorWide.id}`).loginAs(hr)).assertStatus(404)
    ;(await client.get('/api/customer-pricebook').loginAs(await demoUser(DEMO_EMAILS.otherEmployee))).assertStatus(403)
  })
})
