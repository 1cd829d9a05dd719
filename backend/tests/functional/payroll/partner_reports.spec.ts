import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const now = new Date().toISOString()

test.group('A partner\'s payroll reports in the vendor portal (issue 14, /vendor/partner/:id/payroll-report)', (group) => {
  group.each.setup(() => isolatedTest())

  test('the vendor admin lists the reports the partner\'s users made for its customers; others are refused', async ({ client, assert }) => {
    const partnerAdmin = await demoUser(DEMO_EMAILS.partnerAdmin)
    const northwind = Number(partnerAdmin.vendorId)
    const cycle = await db.from('paycycles').where('stage', 'change_data').first()
    const [inserted] = await db.table('payroll_reports').insert({
      customer_id: cycle.customer_id, paycycle_id: cycle.id, name: 'Prepared by Northwind', status: 'generated', locked: false,
      visibility: 'all', created_by: partnerAdmin.id, register_version: 0, created_at: now, updated_at: now,
    }).returning('id')
    const id = Number(typeof inserted === 'object' ? inserted.id : inserted)
    const acme = await demoUser(DEMO_EMAILS.vendorAdmin)
    const res = await client.get(`/api/vendor-portal/vendor/${northwind}/payroll-report`).loginAs(acme)
    res.assertStatus(200)
    assert.deepEqual(res.body().items.map((r: any) => r.id), [id])
    assert.include(res.body().items[0], { name: 'Prepared by Northwind', customer_name: 'Globex Asia', paycycle_name: cycle.name, status: 'generated', created_by_name: partnerAdmin.name })
    // The demo's own reports (made by Globex's HR) are not the partner's.
    assert.isAbove(Number((await db.from('payroll_reports').count('* as n').first())!.n), 1)
    const searched = await client.get(`/api/vendor-portal/vendor/${northwind}/payroll-report`).qs({ query_string: 'nothing like it' }).loginAs(acme)
    assert.lengthOf(searched.body().items, 0)
    // Not a partner of the acting vendor: 404; not a vendor: refused.
    const borealis = await db.from('vendors').where('name', 'like', 'Borealis%').first()
    ;(await client.get(`/api/vendor-portal/vendor/${borealis.id}/payroll-report`).loginAs(acme)).assertStatus(404)
    const employee = await demoUser(DEMO_EMAILS.employee)
    ;(await client.get(`/api/vendor-portal/vendor/${northwind}/payroll-report`).loginAs(employee)).assertStatus(403)
  })
})
