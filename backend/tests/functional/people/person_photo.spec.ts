import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

// Real 1×1 images: the upload route checks the content, not the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const WRONG_TYPE = 'The profile picture must be a JPG, JPEG or PNG image.'

const personOf = async (email: string) => db.from('people').where('work_email', email).first()

test.group('Profile picture (domain §9: JPG/JPEG/PNG, at most 10 MB)', (group) => {
  group.each.setup(() => isolatedTest())

  test('a PNG upload becomes the person photo, audited; clearing it works', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await personOf(DEMO_EMAILS.employee)
    const up = await client.post('/api/aws-s3-upload').file('file', PNG, { filename: 'me.png' }).field('file_key', 'img/photo0000000001.png').loginAs(admin)
    up.assertStatus(200)
    const res = await client.post(`/api/people/${person.id}/photo`).json({ photo: up.body().file_key }).loginAs(admin)
    res.assertStatus(200)
    assert.equal(res.body().photo, up.body().file_key)
    assert.equal((await personOf(DEMO_EMAILS.employee)).photo, up.body().file_key)
    const log = await db.from('audit_logs').where({ entity_name: 'people', entity_id: person.id, action: 'update' }).orderBy('id', 'desc').first()
    assert.include(log.action_info, 'photo')
    const cleared = await client.post(`/api/people/${person.id}/photo`).json({ photo: null }).loginAs(admin)
    cleared.assertStatus(200)
    assert.isNull(cleared.body().photo)
  })

  test('a GIF (a valid image, but not an allowed type) and an over-size upload are refused under photo', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await personOf(DEMO_EMAILS.employee)
    const gif = await client.post('/api/aws-s3-upload').file('file', GIF, { filename: 'me.gif' }).field('file_key', 'img/photo0000000002.gif').loginAs(admin)
    gif.assertStatus(200)
    const refused = await client.post(`/api/people/${person.id}/photo`).json({ photo: gif.body().file_key }).loginAs(admin)
    refused.assertStatus(422)
    assert.equal(refused.body().message, WRONG_TYPE)
    assert.deepEqual(refused.body().errors, [{ field: 'photo', rule: 'type', message: WRONG_TYPE }])

    // An upload row that claims 11 MB (the route caps images at 10 MB already; this cap is checked again here).
    await db.table('uploads').insert({ file_key: 'img/huge00000000001.png', file_name: 'huge.png', file_type: 'png', mime_type: 'image/png', size: 11 * 1024 * 1024, customer_id: person.customer_id, user_id: admin.id, created_at: new Date().toISOString() })
    const big = await client.post(`/api/people/${person.id}/photo`).json({ photo: 'img/huge00000000001.png' }).loginAs(admin)
    big.assertStatus(422)
    assert.equal(big.body().errors[0].message, 'The profile picture must be at most 10 MB.')
    assert.isNull((await personOf(DEMO_EMAILS.employee)).photo)
  })

  test('the generic update cannot set photo; other tenants and unprivileged users are refused', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await personOf(DEMO_EMAILS.employee)
    await client.post(`/api/people/${person.id}`).json({ update_data: { photo: 'img/whatever0000001.gif' } }).loginAs(admin)
    assert.isNull((await personOf(DEMO_EMAILS.employee)).photo)
    const foreign = await personOf(DEMO_EMAILS.otherEmployee)
    ;(await client.post(`/api/people/${foreign.id}/photo`).json({ photo: null }).loginAs(admin)).assertStatus(404)
    const intern = await demoUser(DEMO_EMAILS.intern)
    ;(await client.post(`/api/people/${person.id}/photo`).json({ photo: null }).loginAs(intern)).assertStatus(403)
    // Someone else's upload (another customer) is not a photo this tenant may use.
    const other = await demoUser(DEMO_EMAILS.otherEmployee)
    const theirs = await client.post('/api/aws-s3-upload').file('file', PNG, { filename: 'x.png' }).field('file_key', 'img/photo0000000003.png').loginAs(other)
    const stolen = await client.post(`/api/people/${person.id}/photo`).json({ photo: theirs.body().file_key }).loginAs(admin)
    stolen.assertStatus(422)
  })
})
