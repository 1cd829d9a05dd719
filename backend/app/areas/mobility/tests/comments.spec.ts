import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest, lastMailTo } from '#tests/helpers'
import { runQueuedJobs } from '#tests/jobs_helpers'
import { comment, demoCase, errorsByField, move, openCase } from './helpers.js'

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

test.group('Global mobility (issue 16): the conversation on a case', (group) => {
  group.each.setup(() => isolatedTest())

  test('the demo case has three comments, one a reply, with their authors', async ({ client, assert }) => {
    const kase = await demoCase()
    const emma = await demoUser(DEMO_EMAILS.employee)
    const thread = (await client.get('/api/mobility-comment').qs({ 'filter[case_id]': kase.id }).loginAs(emma)).body().items
    assert.lengthOf(thread, 3)
    assert.deepEqual(thread.map((c: any) => c.parent_id === null), [true, false, true])
    assert.equal(thread[1].parent_id, thread[0].id)
    assert.equal(thread[1].author_name, emma.name)
    assert.equal(thread[0].author_name, (await demoUser(DEMO_EMAILS.hrAdmin)).name)
  })

  test('the person replies on their own case; HR, the vendor user and the case\'s other participants are told, the author is not', async ({ client, assert }) => {
    const kase = await demoCase()
    const top = await db.from('mobility_comments').where('case_id', kase.id).whereNull('parent_id').orderBy('id').first()
    const reply = await comment(client, kase.id, 'Passport photo page attached.', DEMO_EMAILS.employee, top.id)
    reply.assertStatus(201)
    const emma = await demoUser(DEMO_EMAILS.employee)
    assert.include(reply.body(), { case_id: kase.id, parent_id: top.id, person_id: kase.person_id, created_by: emma.id, author_name: emma.name, edited_at: null })
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const notice = (await client.get('/api/notifications').loginAs(hr)).body().items[0]
    assert.equal(notice.title, `New comment on ${emma.name}'s visa case`)
    assert.include(notice.body, 'Passport photo page attached.')
    // Notification e-mails are queued jobs (issue 44), sent once the change is committed.
    await runQueuedJobs()
    assert.include(lastMailTo(DEMO_EMAILS.vendorUser)!.text, 'Passport photo page attached.')
    assert.isFalse((await client.get('/api/notifications').loginAs(emma)).body().items.some((n: any) => n.title.startsWith('New comment')))
  })

  test('replies are one level deep and stay in their case; a closed case takes no comment', async ({ client, assert }) => {
    const kase = await demoCase()
    const reply = await db.from('mobility_comments').where('case_id', kase.id).whereNotNull('parent_id').first()
    const deep = await comment(client, kase.id, 'Reply to a reply', DEMO_EMAILS.hrAdmin, reply.id)
    deep.assertStatus(422)
    assert.equal(errorsByField(deep.body()).parent_id, 'Replies go to a comment, not to another reply.')
    const other = (await openCase(client)).body().id
    const top = await db.from('mobility_comments').where('case_id', kase.id).whereNull('parent_id').first()
    const elsewhere = await comment(client, other, 'Wrong case', DEMO_EMAILS.hrAdmin, top.id)
    elsewhere.assertStatus(422)
    assert.equal(errorsByField(elsewhere.body()).parent_id, 'A reply belongs to the same visa case as its comment.')
    ;(await move(client, other, 'canceled')).assertStatus(200)
    const closed = await comment(client, other, 'Too late', DEMO_EMAILS.hrAdmin)
    closed.assertStatus(422)
    assert.equal(closed.body().message, 'This visa case is closed and can no longer change.')
    const empty = await comment(client, kase.id, '', DEMO_EMAILS.hrAdmin)
    empty.assertStatus(422)
    assert.property(errorsByField(empty.body()), 'body')
    assert.equal(Number((await db.from('mobility_comments').where('case_id', other).count('* as n').first()).n), 0)
  })

  test('who may comment: the person on their own case, HR and vendor users; not a colleague, not the manager; another company\'s case does not exist', async ({ client, assert }) => {
    const kase = await demoCase()
    ;(await comment(client, kase.id, 'From HR', DEMO_EMAILS.hrAdmin)).assertStatus(201)
    const vendor = await demoUser(DEMO_EMAILS.vendorUser)
    ;(await client.post('/api/mobility-comment').header('x-customer-id', String(kase.customer_id)).json({ case_id: kase.id, body: 'From the vendor' }).loginAs(vendor)).assertStatus(201)
    ;(await comment(client, kase.id, 'From the manager', DEMO_EMAILS.manager)).assertStatus(403)
    ;(await comment(client, kase.id, 'Nosy', DEMO_EMAILS.intern)).assertStatus(403)
    // Another company's user: the case does not exist for them.
    const outsider = await comment(client, kase.id, 'Outsider', DEMO_EMAILS.otherEmployee)
    outsider.assertStatus(422)
    assert.property(errorsByField(outsider.body()), 'case_id')
    const missing = await comment(client, 999_999, 'Nowhere', DEMO_EMAILS.hrAdmin)
    missing.assertStatus(422)
    assert.property(errorsByField(missing.body()), 'case_id')
    // A colleague reads nothing of Emma's conversation.
    assert.lengthOf((await client.get('/api/mobility-comment').qs({ 'filter[case_id]': kase.id }).loginAs(await demoUser(DEMO_EMAILS.intern))).body().items, 0)
    // The manager reads their report's conversation.
    assert.isAtLeast((await client.get('/api/mobility-comment').qs({ 'filter[case_id]': kase.id }).loginAs(await demoUser(DEMO_EMAILS.manager))).body().items.length, 3)
    // A person_id sent by the client is not the owner (the case's person is): refused naming it (issue 42 §8).
    const other = await db.from('people').where('work_email', DEMO_EMAILS.intern).first()
    const forged = await client.post('/api/mobility-comment').json({ case_id: kase.id, body: 'Forged', person_id: other.id }).loginAs(await demoUser(DEMO_EMAILS.hrAdmin))
    forged.assertStatus(422)
    assert.deepEqual(forged.body().errors.map((e: { field: string }) => e.field), ['person_id'])
    const posted = await client.post('/api/mobility-comment').json({ case_id: kase.id, body: 'Posted' }).loginAs(await demoUser(DEMO_EMAILS.hrAdmin))
    posted.assertStatus(201)
    assert.equal(posted.body().person_id, kase.person_id)
  })

  test('append-only: the author may correct a comment within 15 minutes, nobody else ever, and nobody deletes', async ({ client, assert }) => {
    const kase = await demoCase()
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await demoUser(DEMO_EMAILS.employee)
    const mine = (await comment(client, kase.id, 'Typo hre', DEMO_EMAILS.employee)).body()
    const fixed = await client.post(`/api/mobility-comment/${mine.id}`).json({ update_data: { body: 'Typo here' } }).loginAs(emma)
    fixed.assertStatus(200)
    assert.equal(fixed.body().body, 'Typo here')
    assert.isString(fixed.body().edited_at)
    ;(await client.post(`/api/mobility-comment/${mine.id}`).json({ update_data: { body: 'HR rewrites it' } }).loginAs(hr)).assertStatus(403)
    await db.from('mobility_comments').where('id', mine.id).update({ created_at: ago(16) })
    const late = await client.post(`/api/mobility-comment/${mine.id}`).json({ update_data: { body: 'Too late' } }).loginAs(emma)
    late.assertStatus(422)
    assert.equal(late.body().message, 'A comment can be edited only within 15 minutes of posting it.')
    ;(await client.delete(`/api/mobility-comment/${mine.id}`).loginAs(emma)).assertStatus(403)
    ;(await client.delete(`/api/mobility-comment/${mine.id}`).loginAs(hr)).assertStatus(403)
    assert.equal((await db.from('mobility_comments').where('id', mine.id).first()).body, 'Typo here')
    // Moving a comment to another case or thread is not an edit it can make.
    const other = (await openCase(client)).body().id
    await db.from('mobility_comments').where('id', mine.id).update({ created_at: ago(1) })
    const moved = await client.post(`/api/mobility-comment/${mine.id}`).json({ update_data: { case_id: other } }).loginAs(emma)
    assert.notEqual(moved.status(), 500)
    assert.equal(Number((await db.from('mobility_comments').where('id', mine.id).first()).case_id), kase.id)
  })

  test('attachments are uploads of the tenant', async ({ client, assert }) => {
    const kase = await demoCase()
    const emma = await demoUser(DEMO_EMAILS.employee)
    const upload = await client.post('/api/aws-s3-upload').file('file', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'passport.pdf' })
      .field('file_key', 'doc/passport.pdf').loginAs(emma)
    upload.assertStatus(200)
    const files = [{ file_name: 'passport.pdf', file_type: 'pdf', file_url: upload.body().file_key }]
    const res = await client.post('/api/mobility-comment').json({ case_id: kase.id, body: 'Attached', files }).loginAs(emma)
    res.assertStatus(201)
    assert.deepEqual(res.body().files, files)
    const forged = await client.post('/api/mobility-comment').json({ case_id: kase.id, body: 'Forged', files: [{ file_name: 'x.pdf', file_type: 'pdf', file_url: 'doc/someone-elses.pdf' }] }).loginAs(emma)
    forged.assertStatus(422)
    assert.property(errorsByField(forged.body()), 'files')
  })
})
