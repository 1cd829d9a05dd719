import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/** Issue 6: a superadmin takes a country out of the data cloud; its public holidays go with it. */
test.group('Data cloud: removing a country', (group) => {
  group.each.setup(() => isolatedTest())

  test('the superadmin removes a country and its holidays, logged; it can be selected again', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const before = await db.from('public_holidays').where('country', 'SG').count('* as total').first()
    assert.isAbove(Number(before.total), 0)
    const others = await db.from('public_holidays').whereNot('country', 'SG').count('* as total').first()

    const res = await client.delete('/api/data-cloud/countries/sg').loginAs(sa)
    res.assertStatus(200)
    assert.equal(res.body().message, 'The country and its public holidays have been removed from the data cloud.')
    assert.equal(res.body().holidays, Number(before.total))
    assert.isNull(await db.from('data_cloud_countries').where('country', 'SG').first())
    assert.equal(Number((await db.from('public_holidays').where('country', 'SG').count('* as total').first()).total), 0)
    const after = await db.from('public_holidays').whereNot('country', 'SG').count('* as total').first()
    assert.equal(Number(after.total), Number(others.total), 'other countries keep their holidays')
    const list = await client.get('/api/data-cloud/countries').loginAs(sa)
    assert.notInclude(list.body().items.map((c: any) => c.country), 'SG')
    const log = await db.from('audit_logs').where('entity_name', 'data_cloud_country').where('action', 'delete').first()
    assert.equal(JSON.parse(log.action_info).country, 'SG')

    const again = await client.delete('/api/data-cloud/countries/SG').loginAs(sa)
    again.assertStatus(404)
    assert.equal(again.body().message, 'The record was not found.')
  })

  test('vendors and customer admins cannot remove a country', async ({ client, assert }) => {
    for (const email of [DEMO_EMAILS.vendorAdmin, DEMO_EMAILS.vendorUser, DEMO_EMAILS.hrAdmin, DEMO_EMAILS.employee]) {
      const res = await client.delete('/api/data-cloud/countries/SG').loginAs(await demoUser(email))
      res.assertStatus(403)
    }
    assert.exists(await db.from('data_cloud_countries').where('country', 'SG').first())
  })

  test('a country still importing cannot be removed; unknown codes are 404', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const now = new Date().toISOString()
    await db.table('data_cloud_countries').insert({ country: 'NZ', status: 'importing', holiday_count: 0, created_at: now, updated_at: now })
    const res = await client.delete('/api/data-cloud/countries/NZ').loginAs(sa)
    res.assertStatus(409)
    assert.match(res.body().message, /still being imported/)
    assert.exists(await db.from('data_cloud_countries').where('country', 'NZ').first())
    for (const code of ['XX', 'not-a-code']) (await client.delete(`/api/data-cloud/countries/${code}`).loginAs(sa)).assertStatus(404)
  })
})
