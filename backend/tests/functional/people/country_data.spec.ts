import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const personOf = async (email: string) => db.from('people').where('work_email', email).first()
const userOf = async (email: string) => db.from('users').where('email', email).first()

test.group('Country- and company-specific data (EDT/CDT)', (group) => {
  group.each.setup(() => isolatedTest())

  test('data items with a dictionary per language; a duplicate language is refused', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const noCountry = await client.post('/api/data-item').json({ name: 'CPF number', kind: 'edt', value_type: 'text' }).loginAs(hr)
    noCountry.assertStatus(422)
    assert.equal(noCountry.body().errors[0].message, 'Country-specific data needs a country.')
    const item = await client.post('/api/data-item').json({ name: 'CPF number', kind: 'edt', iso_code: 'sg', value_type: 'text', display_order: 5, is_personal: true }).loginAs(hr)
    item.assertStatus(201)
    assert.equal(item.body().iso_code, 'SG')
    const entry = { data_item_id: item.body().id, key: 'data', lang: 'en', value: 'CPF number' }
    ;(await client.post('/api/data-item-entry').json(entry).loginAs(hr)).assertStatus(201)
    ;(await client.post('/api/data-item-entry').json({ ...entry, key: 'notes', value: 'Central Provident Fund' }).loginAs(hr)).assertStatus(201)
    const dup = await client.post('/api/data-item-entry').json({ ...entry, lang: 'EN', value: 'CPF no.' }).loginAs(hr)
    dup.assertStatus(409)
    assert.equal(dup.body().message, 'Please remove duplicate language.')
    const badType = await client.post('/api/data-item').json({ name: 'X', kind: 'cdt', value_type: 'number' }).loginAs(hr)
    badType.assertStatus(422)

    // Only the admin privilege defines items; everyone of the company reads them.
    const employee = await demoUser(DEMO_EMAILS.employee)
    ;(await client.post('/api/data-item').json({ name: 'Mine', kind: 'cdt', value_type: 'text' }).loginAs(employee)).assertStatus(403)
    ;(await client.get(`/api/data-item/${item.body().id}`).loginAs(employee)).assertStatus(200)
    ;(await client.get(`/api/data-item/${item.body().id}`).loginAs(await demoUser(DEMO_EMAILS.otherEmployee))).assertStatus(404)
  })

  test('GET /api/v2/user/edv-latest: cdt, edt and host_edt with items, labels in the language asked', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const emmaUser = await userOf(DEMO_EMAILS.employee)

    const res = await client.get('/api/v2/user/edv-latest').qs({ customer_id: emma.customer_id, user_id: emmaUser.id, lang: 'zh' }).loginAs(hr)
    res.assertStatus(200)
    const body = res.body()
    assert.properties(body, ['cdt', 'edt', 'host_edt'])
    assert.deepEqual(body.cdt.items.map((i: any) => i.data), ['成本中心代码'])
    assert.equal(body.cdt.items[0].notes, 'As used by finance.', 'English fallback for notes')
    assert.equal(body.edt.iso_code, 'SG')
    assert.deepEqual(body.edt.items.map((i: any) => [i.name, i.value_type]), [['Tax number', 'text'], ['Work permit expiry', 'date']])
    assert.equal(body.edt.items[0].text_value, 'S1234567D')
    assert.deepEqual(body.host_edt.items, [], 'not an expat now')

    await client.post(`/api/people/${emma.id}/set-expat`).json({ host_country: 'MY', expat_start_date: '2026-01-01' }).loginAs(hr)
    const expat = await client.get('/api/v2/user/edv-latest').qs({ user_id: emmaUser.id }).loginAs(hr)
    assert.equal(expat.body().host_edt.iso_code, 'MY')
    assert.deepEqual(expat.body().host_edt.items.map((i: any) => i.data), ['Malaysian tax number'])

    // The employee reads their own; not a colleague's; other companies get 404 / 403.
    const employee = await demoUser(DEMO_EMAILS.employee)
    const own = await client.get('/api/v2/user/edv-latest').loginAs(employee)
    own.assertStatus(200)
    assert.equal(own.body().person_id, Number(emma.id))
    const internUser = await userOf(DEMO_EMAILS.intern)
    ;(await client.get('/api/v2/user/edv-latest').qs({ user_id: internUser.id }).loginAs(employee)).assertStatus(403)
    ;(await client.get('/api/v2/user/edv-latest').qs({ user_id: emmaUser.id }).loginAs(await demoUser(DEMO_EMAILS.otherEmployee))).assertStatus(404)
    ;(await client.get('/api/v2/user/edv-latest').qs({ user_id: emmaUser.id, customer_id: 999999 }).loginAs(hr)).assertStatus(403)
  })

  test('values per person: one per item, the person keeps their own', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const emma = await personOf(DEMO_EMAILS.employee)
    const permit = await db.from('data_items').where('customer_id', emma.customer_id).where('name', 'Work permit expiry').first()
    const created = await client.post('/api/data-value').json({ person_id: emma.id, data_item_id: permit.id, date_value: '2027-05-31' }).loginAs(employee)
    created.assertStatus(201)
    assert.equal(created.body().date_value, '2027-05-31')
    const again = await client.post('/api/data-value').json({ person_id: emma.id, data_item_id: permit.id, date_value: '2027-06-30' }).loginAs(employee)
    again.assertStatus(409)
    const intern = await personOf(DEMO_EMAILS.intern)
    ;(await client.post('/api/data-value').json({ person_id: intern.id, data_item_id: permit.id, text_value: 'x' }).loginAs(employee)).assertStatus(403)
    const foreignItem = await db.from('data_items').whereNot('customer_id', emma.customer_id).first()
    const foreign = await client.post('/api/data-value').json({ person_id: emma.id, data_item_id: foreignItem.id, text_value: 'x' }).loginAs(employee)
    foreign.assertStatus(422)
  })
})
