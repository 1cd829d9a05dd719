import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const privacyKey = async (name: string) => JSON.parse((await db.from('customers').where('name', name).first()).privacy_doc).file_url

test.group('Documents', (group) => {
  group.each.setup(() => isolatedTest())

  test('access_control is honoured: the person sees shared documents, never HR-only ones', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const employee = await demoUser(DEMO_EMAILS.employee)
    const me = await db.from('people').where('user_id', employee.id).first()
    const key = await privacyKey('Globex Asia')
    const res = await client.post('/api/doc-multiple').json({ doc_list: [
      { person_id: me.id, doc_type: 'work', file_name: 'Offer letter.pdf', file_type: 'pdf', file_url: key, access_control: 'everyone' },
      { person_id: me.id, doc_type: 'personal', file_name: 'Reference check.pdf', file_type: 'pdf', file_url: key, access_control: 'admin' },
    ] }).loginAs(admin)
    res.assertStatus(201)
    assert.lengthOf(res.body().data, 2)

    const mine = await client.get('/api/doc').loginAs(employee)
    mine.assertStatus(200)
    // (The demo's payslips are the person's shared documents too.)
    const names = mine.body().items.map((d: any) => d.file_name)
    assert.include(names, 'Offer letter.pdf')
    assert.notInclude(names, 'Reference check.pdf')
    assert.isTrue(mine.body().items.every((d: any) => d.person_id === me.id && d.access_control === 'everyone'))
    ;(await client.get(`/api/doc/${res.body().data[1]}`).loginAs(employee)).assertStatus(403)
    ;(await client.get(`/api/doc/${res.body().data[0]}`).loginAs(employee)).assertStatus(200)
    ;(await client.delete(`/api/doc/${res.body().data[0]}`).loginAs(employee)).assertStatus(403)
    ;(await client.delete(`/api/doc/${res.body().data[0]}`).loginAs(admin)).assertStatus(200)
  })

  test('doc-multiple is all or nothing, needs at least one file, and only files of this company', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const me = await db.from('people').where('work_email', DEMO_EMAILS.employee).first()
    const before = Number((await db.from('documents').count('* as n').first()).n)
    const none = await client.post('/api/doc-multiple').json({ doc_list: [] }).loginAs(admin)
    none.assertStatus(422)
    assert.equal(none.body().message, 'At least one file must be selected.')

    const key = await privacyKey('Globex Asia')
    const mixed = await client.post('/api/doc-multiple').json({ doc_list: [
      { person_id: me.id, doc_type: 'work', file_name: 'ok.pdf', file_type: 'pdf', file_url: key },
      { person_id: me.id, doc_type: 'folder-x', file_name: 'bad.pdf', file_type: 'pdf', file_url: key },
    ] }).loginAs(admin)
    mixed.assertStatus(422)
    assert.equal(mixed.body().errors[0].field, 'doc_list.1.doc_type')

    const foreign = await client.post('/api/doc-multiple').json({ doc_list: [
      { person_id: me.id, doc_type: 'work', file_name: 'theirs.pdf', file_type: 'pdf', file_url: await privacyKey('Initech Europe') },
    ] }).loginAs(admin)
    foreign.assertStatus(422)
    assert.equal(foreign.body().errors[0].field, 'file_url')
    assert.equal(Number((await db.from('documents').count('* as n').first()).n), before)
  })
})
