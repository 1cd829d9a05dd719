import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { getResource } from '@hr/shared'
import { DEMO_EMAILS, demoUser, isolatedTest } from '#tests/helpers'
import { DEMO_ROWS_PER_TENANT, seedPlainResources } from '#database/demo/plain_resources'

const idOf = async (table: string, name: string) => Number((await db.from(table).where('name', name).first()).id)

test.group('Demo rows of plain resources come from the catalogue row factory', (group) => {
  group.each.setup(() => isolatedTest())

  test('a resource no area seeds gets valid rows per demo tenant, which its users see through the API', async ({ client, assert }) => {
    const ids = {
      acme: await idOf('vendors', 'Acme Payroll Services'), borealis: await idOf('vendors', 'Borealis HR Partners'),
      globex: await idOf('customers', 'Globex Asia'), initech: await idOf('customers', 'Initech Europe'), umbrella: await idOf('customers', 'Umbrella Holdings'),
    }
    // The seed ran it last, so the areas' own resources (the audit log included) got no factory rows.
    assert.lengthOf(await db.from('audit_logs').where('entity_name', 'like', 'Factory%'), 0)
    assert.lengthOf(await db.from('people').where('name', 'like', 'Factory%'), 0)
    // Emptied, as a resource made by make:resource starts; one with a required person reference too.
    await db.from('company_pay_items').delete()
    await db.from('passports').delete()
    const peopleBefore = await db.from('people').count('* as n').first()
    await seedPlainResources(ids, [getResource('company_pay_item'), getResource('passport'), getResource('people')])

    for (const table of ['company_pay_items', 'passports']) {
      for (const customerId of [ids.globex, ids.initech, ids.umbrella]) {
        assert.lengthOf(await db.from(table).where('customer_id', customerId), DEMO_ROWS_PER_TENANT, `${table} of customer ${customerId}`)
      }
    }
    // Each passport belongs to one of its company's existing people: the seed makes no people of its own.
    for (const p of await db.from('passports')) {
      const person = await db.from('people').where('id', p.person_id).first()
      assert.equal(Number(person.customer_id), Number(p.customer_id))
      assert.notMatch(person.name, /^Factory/)
    }
    assert.equal(Number((await db.from('people').count('* as n').first()).n), Number(peopleBefore.n))
    // A table that has rows is left alone.
    assert.lengthOf(await db.from('people').where('name', 'like', 'People %'), 0)

    const list = await client.get('/api/company-pay-item').loginAs(await demoUser(DEMO_EMAILS.employee))
    list.assertStatus(200)
    assert.sameMembers(list.body().items.map((r: any) => r.name), ['Company pay item 1', 'Company pay item 2', 'Company pay item 3'])
  })
})
