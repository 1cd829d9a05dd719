import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { PDFDocument } from 'pdf-lib'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

async function pdf(text: string) {
  const doc = await PDFDocument.create()
  doc.addPage().drawText(text)
  return Buffer.from(await doc.save())
}
// 1×1 transparent PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

test.group('Uploads and signed URLs', (group) => {
  group.each.setup(() => isolatedTest())

  test('a PDF is stored under doc/ and read back through a signed URL; the access is audited', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.post('/api/aws-s3-upload').file('file', await pdf('Passport scan'), { filename: 'passport.pdf' })
      .field('file_key', 'doc/0123456789abcdef.pdf').loginAs(user)
    res.assertStatus(200)
    // The client picks the folder; the name is the server's own random one (no key can be aimed or guessed).
    assert.match(res.body().file_key, /^doc\/[0-9a-f-]{36}\.pdf$/)
    assert.equal(res.body().file_type, 'pdf')

    const signed = await client.get('/api/aws-s3-signedurl').qs({ file_key: res.body().file_key, location_entity_name: 'people', location_entity_id: 1 }).loginAs(user)
    signed.assertStatus(200)
    const url = new URL(signed.body().url, 'http://localhost')
    assert.isTrue(url.searchParams.has('signature'))
    const file = await client.get(url.pathname + url.search)
    file.assertStatus(200)
    assert.equal(file.header('content-type'), 'application/pdf')

    const tampered = await client.get(url.pathname + url.search.replace(/signature=./, 'signature=x'))
    assert.notEqual(tampered.status(), 200)
    const log = await db.from('audit_logs').where({ entity_name: 'file', action: 'view' }).orderBy('id', 'desc').first()
    assert.equal(log.location_entity_name, 'people')
  })

  test('the type is checked by content: a renamed file is refused with upload_valid_file', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const fake = await client.post('/api/aws-s3-upload').file('file', Buffer.from('MZ\x90\x00 not a pdf at all'), { filename: 'invoice.pdf' })
      .field('file_key', 'doc/abcdefgh12345678.pdf').loginAs(user)
    fake.assertStatus(422)
    assert.equal(fake.body().message, 'Please upload a valid file.')
    const exe = await client.post('/api/aws-s3-upload').file('file', Buffer.from('MZ binary'), { filename: 'tool.exe' })
      .field('file_key', 'doc/abcdefgh12345679.exe').loginAs(user)
    exe.assertStatus(422)
    const csv = await client.post('/api/aws-s3-upload').file('file', Buffer.from('name,email\nA,a@b.c\n'), { filename: 'people.csv' })
      .field('file_key', 'doc/abcdefgh12345680.csv').loginAs(user)
    csv.assertStatus(200)
  })

  test('logos must be images (upload_valid_image_file); scripted SVGs are refused', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.vendorAdmin)
    const png = await client.post('/api/aws-s3-upload').file('file', PNG, { filename: 'logo.png' }).field('file_key', 'img/logo12345678.png').loginAs(user)
    png.assertStatus(200)
    const pdfAsLogo = await client.post('/api/aws-s3-upload').file('file', await pdf('x'), { filename: 'logo.pdf' }).field('file_key', 'img/logo12345679.pdf').loginAs(user)
    pdfAsLogo.assertStatus(422)
    assert.equal(pdfAsLogo.body().message, 'Please upload a valid image file (JPEG, PNG, SVG, GIF, BMP or WebP).')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const evil = await client.post('/api/aws-s3-upload').file('file', svg, { filename: 'logo.svg' }).field('file_key', 'img/logo12345680.svg').loginAs(user)
    evil.assertStatus(422)
    const missing = await client.post('/api/aws-s3-upload').field('file_key', 'img/logo12345681.png').loginAs(user)
    assert.equal(missing.body().message, 'Please select a file.')
  })

  test('a key outside img/ and doc/ or already taken is replaced by a fresh one', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const a = await client.post('/api/aws-s3-upload').file('file', await pdf('a'), { filename: 'a.pdf' }).field('file_key', '../../etc/passwd').loginAs(user)
    assert.match(a.body().file_key, /^doc\/[0-9a-f-]{36}\.pdf$/)
    const b = await client.post('/api/aws-s3-upload').file('file', await pdf('b'), { filename: 'b.pdf' }).field('file_key', a.body().file_key).loginAs(user)
    assert.notEqual(b.body().file_key, a.body().file_key)
  })

  test("another customer's file gets no signed URL", async ({ client }) => {
    const owner = await demoUser(DEMO_EMAILS.otherEmployee)
    const up = await client.post('/api/aws-s3-upload').file('file', await pdf('secret'), { filename: 's.pdf' }).field('file_key', 'doc/secretsecret01.pdf').loginAs(owner)
    up.assertStatus(200)
    const stranger = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.get('/api/aws-s3-signedurl').qs({ file_key: up.body().file_key }).loginAs(stranger)).assertStatus(404)
    ;(await client.get(`/api/files/${up.body().file_key}`)).assertStatus(401)
  })
})

test.group('Privacy documents of the demo', (group) => {
  group.each.setup(() => isolatedTest())

  test('an employee can open both documents of the privacy dialog', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.newHire)
    const me = await client.get('/api/profile/me').loginAs(user)
    const terms = me.body().platform_vendor_info.platform_terms_info
    assert.equal(terms.file_type, 'pdf')
    const customer = await client.get(`/api/customer/${user.customerId}`).loginAs(user)
    const privacy = customer.body().privacy_doc
    assert.equal(privacy.file_type, 'pdf')
    for (const key of [terms.file_url, privacy.file_url]) {
      const signed = await client.get('/api/aws-s3-signedurl').qs({ file_key: key }).loginAs(user)
      signed.assertStatus(200)
      const url = new URL(signed.body().url, 'http://localhost')
      const file = await client.get(url.pathname + url.search)
      file.assertStatus(200)
      assert.equal(file.header('content-type'), 'application/pdf')
    }
    const initechPrivacy = await db.from('customers').where('name', 'Initech Europe').first()
    const foreignKey = JSON.parse(initechPrivacy.privacy_doc).file_url
    ;(await client.get('/api/aws-s3-signedurl').qs({ file_key: foreignKey }).loginAs(user)).assertStatus(404)
  })
})
