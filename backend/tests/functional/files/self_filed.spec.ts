import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Issue 42 item 8: a person files documents of their own on /my-docs — for their own person only,
 * of a person's types (never a payslip, a company document or an order), shared with them — and may
 * delete what they filed, nothing else; HR files and deletes anything, as before.
 */
const personOf = async (email: string) => (await db.from('people').where('work_email', email).first()).id as number
const signed = (client: any, user: any, key: string) => client.get('/api/aws-s3-signedurl').qs({ file_key: key }).loginAs(user)

async function upload(client: any, user: any, name = 'diploma.pdf') {
  const res = await client.post('/api/aws-s3-upload').file('file', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: name }).field('file_key', 'doc/x.pdf').loginAs(user)
  res.assertStatus(200)
  return res.body().file_key as string
}

const entry = (personId: number, key: string, extra: Record<string, unknown> = {}) =>
  ({ person_id: personId, doc_type: 'personal', file_name: 'diploma.pdf', file_type: 'pdf', file_url: key, ...extra })

test.group('A person files their own documents (issue 42 item 8)', (group) => {
  group.each.setup(() => isolatedTest())

  test('an employee files a personal document for themselves, lists it and reads its file; HR reads it, a colleague does not', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const emma = await personOf(DEMO_EMAILS.employee)
    const key = await upload(client, employee)
    const created = await client.post('/api/doc').json(entry(emma, key)).loginAs(employee)
    created.assertStatus(201)
    assert.equal(created.body().access_control, 'everyone')
    assert.equal(created.body().created_by, employee.id)
    const listed = await client.get('/api/doc').qs({ 'filter[person_id]': emma }).loginAs(employee)
    listed.assertStatus(200)
    assert.include(listed.body().items.map((r: any) => r.id), created.body().id)
    const read = await signed(client, employee, key)
    read.assertStatus(200)
    const u = new URL(read.body().url, 'http://localhost')
    ;(await client.get(u.pathname + u.search)).assertStatus(200)
    ;(await signed(client, await demoUser(DEMO_EMAILS.hrAdmin), key)).assertStatus(200)
    ;(await signed(client, await demoUser(DEMO_EMAILS.intern), key)).assertStatus(404)
  })

  test('the upload screen files through doc-multiple: own work and other documents, several at once', async ({ client, assert }) => {
    const intern = await demoUser(DEMO_EMAILS.intern)
    const own = await personOf(DEMO_EMAILS.intern)
    const [a, b] = [await upload(client, intern, 'a.pdf'), await upload(client, intern, 'b.pdf')]
    const res = await client.post('/api/doc-multiple').json({ doc_list: [entry(own, a, { doc_type: 'work' }), entry(own, b, { doc_type: 'others', access_control: 'everyone' })] }).loginAs(intern)
    res.assertStatus(201)
    const rows = await db.from('documents').whereIn('id', res.body().data)
    assert.deepEqual(rows.map((r) => [r.person_id, r.access_control, Number(r.created_by)]), [[own, 'everyone', intern.id], [own, 'everyone', intern.id]])
  })

  test("an employee cannot file a document for a colleague (403), on either endpoint", async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const colleague = await personOf(DEMO_EMAILS.intern)
    const key = await upload(client, employee)
    const before = (await db.from('documents').count('* as n'))[0].n
    ;(await client.post('/api/doc').json(entry(colleague, key)).loginAs(employee)).assertStatus(403)
    ;(await client.post('/api/doc-multiple').json({ doc_list: [entry(await personOf(DEMO_EMAILS.employee), key), entry(colleague, key)] }).loginAs(employee)).assertStatus(403)
    // A company document (no person) is no one's own.
    ;(await client.post('/api/doc').json(entry(colleague, key, { person_id: null })).loginAs(employee)).assertStatus(403)
    assert.equal(Number((await db.from('documents').count('* as n'))[0].n), Number(before))
  })

  test('an employee cannot file a payslip, a company document or an order (422 naming doc_type)', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const emma = await personOf(DEMO_EMAILS.employee)
    const key = await upload(client, employee)
    for (const docType of ['payslip', 'company', 'order']) {
      const one = await client.post('/api/doc').json(entry(emma, key, { doc_type: docType })).header('accept-language', 'en').loginAs(employee)
      one.assertStatus(422)
      assert.deepEqual(one.body().errors.map((e: any) => e.field), ['doc_type'])
      assert.include(one.body().errors[0].message, 'Document type')
      const many = await client.post('/api/doc-multiple').json({ doc_list: [entry(emma, key), entry(emma, key, { doc_type: docType })] }).loginAs(employee)
      many.assertStatus(422)
      assert.deepEqual(many.body().errors.map((e: any) => e.field), ['doc_list.1.doc_type'])
    }
    assert.equal((await db.from('documents').where('file_url', key)).length, 0)
  })

  test("an employee cannot keep their document from themselves: access_control 'admin' is refused (422 naming it)", async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const emma = await personOf(DEMO_EMAILS.employee)
    const key = await upload(client, employee)
    const one = await client.post('/api/doc').json(entry(emma, key, { access_control: 'admin' })).header('accept-language', 'en').loginAs(employee)
    one.assertStatus(422)
    assert.deepEqual(one.body().errors.map((e: any) => e.field), ['access_control'])
    assert.include(one.body().errors[0].message, 'Access')
    const many = await client.post('/api/doc-multiple').json({ doc_list: [entry(emma, key, { access_control: 'admin' })] }).loginAs(employee)
    many.assertStatus(422)
    assert.deepEqual(many.body().errors.map((e: any) => e.field), ['doc_list.0.access_control'])
    assert.equal((await db.from('documents').where('file_url', key)).length, 0)
  })

  test('a person deletes what they filed, never what HR filed (nor a payslip); HR deletes anything', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    const mine = await client.post('/api/doc').json(entry(emma, await upload(client, employee))).loginAs(employee)
    mine.assertStatus(201)
    const byHr = await client.post('/api/doc').json(entry(emma, await upload(client, hr))).loginAs(hr)
    byHr.assertStatus(201)
    const payslipDoc = await db.from('documents').where('person_id', emma).where('doc_type', 'payslip').first()
    assert.exists(payslipDoc)
    ;(await client.delete(`/api/doc/${byHr.body().id}`).loginAs(employee)).assertStatus(403)
    ;(await client.delete(`/api/doc/${payslipDoc.id}`).loginAs(employee)).assertStatus(403)
    // Nor edit what they filed: a document's type and readers stay HR's once filed.
    ;(await client.post(`/api/doc/${mine.body().id}`).json({ update_data: { doc_type: 'payslip' } }).loginAs(employee)).assertStatus(403)
    // Re-filed by HR as a payslip, it is HR's: the person may no longer delete it; filed back, they may.
    ;(await client.post(`/api/doc/${mine.body().id}`).json({ update_data: { doc_type: 'payslip' } }).loginAs(hr)).assertStatus(200)
    ;(await client.delete(`/api/doc/${mine.body().id}`).loginAs(employee)).assertStatus(403)
    ;(await client.post(`/api/doc/${mine.body().id}`).json({ update_data: { doc_type: 'personal' } }).loginAs(hr)).assertStatus(200)
    ;(await client.delete(`/api/doc/${mine.body().id}`).loginAs(employee)).assertStatus(200)
    ;(await client.delete(`/api/doc/${byHr.body().id}`).loginAs(hr)).assertStatus(200)
  })

  test('HR still files any type for anyone, kept from the person if it chooses', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await personOf(DEMO_EMAILS.employee)
    for (const docType of ['payslip', 'company', 'order', 'personal']) {
      const res = await client.post('/api/doc').json(entry(emma, await upload(client, hr), { doc_type: docType, access_control: 'admin' })).loginAs(hr)
      res.assertStatus(201)
      assert.equal(res.body().access_control, 'admin')
    }
    const many = await client.post('/api/doc-multiple').json({ doc_list: [entry(await personOf(DEMO_EMAILS.intern), await upload(client, hr), { doc_type: 'company', access_control: 'admin' })] }).loginAs(hr)
    many.assertStatus(201)
  })

  test('the profile offers the upload: create is possible for an employee', async ({ client, assert }) => {
    const me = await client.get('/api/profile/me').loginAs(await demoUser(DEMO_EMAILS.employee))
    me.assertStatus(200)
    assert.isTrue(me.body().permissions.doc.create)
  })
})
