import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Issue 20 §6: a row answers its references' display labels (`_labels`), so a reader of the row
 * never needs the referenced resource's list, which their role may be refused.
 */
test.group('Reference labels with the row', (group) => {
  group.each.setup(() => isolatedTest())

  test('an employee reads the name of their contract entity without listing business entities', async ({ client, assert }) => {
    const emma = await demoUser(DEMO_EMAILS.employee)
    const person = await db.from('people').where('user_id', emma.id).first()
    const entity = await db.from('business_entities').where({ owner_type: 'customer', customer_id: person.customer_id }).orderBy('id').first()

    const list = await client.get(`/api/employment-info?filter[person_id]=${person.id}`).loginAs(emma)
    list.assertStatus(200)
    const row = list.body().items[0]
    assert.equal(row.contract_entity_id, entity.id)
    assert.equal(row._labels.contract_entity_id, entity.name)
    assert.equal(row._labels.person_id, person.name)

    const one = await client.get(`/api/employment-info/${row.id}`).loginAs(emma)
    one.assertStatus(200)
    assert.equal(one.body()._labels.contract_entity_id, entity.name)
    // The list itself stays refused: the label is all the employee learns.
    ;(await client.get('/api/business-entity').loginAs(emma)).assertStatus(403)
  })

  test('writes answer the labels too; an empty reference has none', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await db.from('people').where('work_email', DEMO_EMAILS.employee).first()
    const row = await db.from('employment_infos').where('person_id', emma.id).first()
    const cleared = await client.post(`/api/employment-info/${row.id}`).json({ update_data: { contract_entity_id: null } }).loginAs(admin)
    cleared.assertStatus(200)
    assert.isNull(cleared.body().contract_entity_id)
    assert.notProperty(cleared.body()._labels, 'contract_entity_id')
    assert.equal(cleared.body()._labels.person_id, emma.name)

    const entity = await db.from('business_entities').where({ owner_type: 'customer', customer_id: emma.customer_id }).orderBy('id').first()
    const set = await client.post(`/api/employment-info/${row.id}`).json({ update_data: { contract_entity_id: entity.id } }).loginAs(admin)
    set.assertStatus(200)
    assert.equal(set.body()._labels.contract_entity_id, entity.name)
  })
})

test.group('Reference labels read with the page', (group) => {
  group.each.setup(() => isolatedTest())

  test('a sorted page keeps its order, and each row carries the labels of its own references', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const customer = await db.from('customers').where('id', admin.customerId!).first()
    // The database's own order (its collation decides where names with accents or capitals go).
    const expected = await db.from('people').where('customer_id', admin.customerId!).whereNull('deleted_at')
      .orderBy('name', 'desc').orderBy('id', 'asc')
    const names = new Map((await db.from('people').where('customer_id', admin.customerId!)).map((p) => [Number(p.id), p.name]))

    const page = await client.get('/api/people?sort=-name&external[page]=2&external[per_page]=2').loginAs(admin)
    page.assertStatus(200)
    // Page 2 of 2 per page is the 3rd and 4th row of the same order.
    assert.deepEqual(page.body().items.map((p: any) => p.id), expected.slice(2, 4).map((p) => Number(p.id)))
    const all = await client.get('/api/people?sort=-name&external[per_page]=100').loginAs(admin)
    const items = all.body().items
    assert.deepEqual(items.map((p: any) => p.id), expected.map((p) => Number(p.id)))
    let managed = 0
    for (const p of items) {
      assert.equal(p._labels.customer_id, customer.name)
      if (p.reporting_manager_id === null) assert.notProperty(p._labels, 'reporting_manager_id')
      else {
        managed++
        assert.equal(p._labels.reporting_manager_id, names.get(p.reporting_manager_id))
      }
    }
    assert.isAbove(managed, 0)
  })
})
