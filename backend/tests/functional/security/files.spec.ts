import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import User from '#models/user'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { ACTIVE_CONTENT, HOSTILE_SVGS } from '#tests/hostile_svgs'

// 1×1 transparent PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
const LOGO_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" r="2" fill="#d4380d"/></svg>')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

async function upload(client: any, user: User, bytes: Buffer, filename: string, proposed = 'doc/x.bin') {
  const res = await client.post('/api/aws-s3-upload').file('file', bytes, { filename }).field('file_key', proposed).loginAs(user)
  res.assertStatus(200)
  return res.body().file_key as string
}

async function signed(client: any, user: User, key: string, qs: Record<string, unknown> = {}) {
  return client.get('/api/aws-s3-signedurl').qs({ file_key: key, ...qs }).loginAs(user)
}

const pathOf = (url: string) => { const u = new URL(url, 'http://localhost'); return u.pathname + u.search }

/** A vendor admin of Borealis, the vendor whose customers Acme's must never reach (created for the test). */
async function otherVendorAdmin() {
  const borealis = await db.from('vendors').where('name', 'Borealis HR Partners').first()
  return User.firstOrCreate({ email: 'borealis.admin@files.test' }, { email: 'borealis.admin@files.test', name: 'Bo Realis', role: 'vendor', vendorId: borealis.id, accessVendorPortal: true, isActive: true, lang: 'en' } as any)
}

/** An HR admin of Umbrella, a customer of Borealis (created for the test). */
async function otherVendorCustomerAdmin() {
  const umbrella = await db.from('customers').where('name', 'Umbrella Holdings').first()
  return User.firstOrCreate({ email: 'umbrella.hr@files.test' }, { email: 'umbrella.hr@files.test', name: 'Uma Brella', role: 'staff', customerId: umbrella.id, isEmployee: true, isActive: true, agreePrivacyTime: DateTime.now(), lang: 'en' } as any)
}

test.group('Files are served as inert content', (group) => {
  group.each.setup(() => isolatedTest())

  test('only raster images and PDF show in place; SVG and text download; every file gets nosniff and a sandbox CSP', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.vendorAdmin)
    const cases: [Buffer, string, string, string][] = [
      [PNG, 'logo.png', 'img/a.png', 'inline'],
      [PDF, 'terms.pdf', 'doc/a.pdf', 'inline'],
      [LOGO_SVG, 'logo.svg', 'img/a.svg', 'attachment'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.txt', 'doc/a.txt', 'attachment'],
      [Buffer.from('<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'), 'data.xml', 'doc/a.xml', 'attachment'],
    ]
    for (const [bytes, name, proposed, disposition] of cases) {
      const key = await upload(client, user, bytes, name, proposed)
      const res = await client.get(pathOf((await signed(client, user, key)).body().url))
      res.assertStatus(200)
      assert.match(String(res.header('content-disposition')), new RegExp(`^${disposition};`), name)
      assert.equal(res.header('x-content-type-options'), 'nosniff', name)
      assert.match(String(res.header('content-security-policy')), /^sandbox; default-src 'none'/, name)
    }
    // Asked as a download, even a PDF is an attachment.
    const pdf = await upload(client, user, PDF, 'terms.pdf', 'doc/b.pdf')
    const dl = await client.get(pathOf((await signed(client, user, pdf, { download: 1 })).body().url))
    assert.match(String(dl.header('content-disposition')), /^attachment;/)
  })

  test('every hostile SVG is refused (422) as a logo or a document, or stored with nothing active left', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    for (const [name, svg] of Object.entries(HOSTILE_SVGS)) {
      for (const folder of ['img', 'doc']) {
        const res = await client.post('/api/aws-s3-upload').file('file', Buffer.from(svg), { filename: 'logo.svg' }).field('file_key', `${folder}/logo.svg`).loginAs(user)
        assert.include([200, 422], res.status(), `${name} (${folder})`)
        if (res.status() === 422) continue
        assert.notMatch(String(await drive.use().get(res.body().file_key)), ACTIVE_CONTENT, `${name} (${folder})`)
      }
    }
    // None of them made it in as they were.
    const stored = await db.from('uploads').where('file_type', 'svg').where('user_id', user.id).select('file_key')
    for (const { file_key: key } of stored) assert.notInclude(Object.values(HOSTILE_SVGS), String(await drive.use().get(key)))
  })

  test('a tampered or unsigned link is refused; encoded traversal and NUL answer 4xx, never 500', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.hrAdmin)
    const key = await upload(client, user, PDF, 'a.pdf', 'doc/a.pdf')
    const url = pathOf((await signed(client, user, key)).body().url)
    ;(await client.get(url.replace(/type=[^&]+/, 'type=text%2Fhtml'))).assertStatus(401)
    ;(await client.get(`/api/files/${key}`)).assertStatus(401)
    const hostile = [
      '/api/files/%2e%2e%2f%2e%2e%2fpackage.json', '/api/files/..%2f..%2f.env', '/api/files/doc/%2e%2e/%2e%2e/.env',
      '/api/files/doc/a%00.pdf', '/api/files/%00', '/api/files/..%5c..%5c.env', '/api/files/%252e%252e%252f.env',
      '/api/files/doc/..', '/api/files/.env', '/api/files/doc/%ff%fe.pdf',
    ]
    for (const path of hostile) {
      const res = await client.get(path)
      assert.isAtLeast(res.status(), 400, path)
      assert.isBelow(res.status(), 500, path)
      assert.property(res.body(), 'message', path)
    }
  })
})

test.group('Files: owner scope, server keys, atomic claim, audit', (group) => {
  group.each.setup(() => isolatedTest())

  test("a vendor's file reaches its own users; its customers only once the vendor shares it; never another vendor", async ({ client, assert }) => {
    const vendorAdmin = await demoUser(DEMO_EMAILS.vendorAdmin)
    const key = await upload(client, vendorAdmin, PDF, 'acme.pdf')
    const row = await db.from('uploads').where('file_key', key).first()
    assert.equal(row.owner_type, 'vendor')
    const customers = [DEMO_EMAILS.hrAdmin, DEMO_EMAILS.employee]
    for (const email of [DEMO_EMAILS.vendorUser, DEMO_EMAILS.superadmin]) (await signed(client, await demoUser(email), key)).assertStatus(200)
    // Not yet on anything the vendor shows its customers (an internal document): theirs to read only.
    for (const email of customers) (await signed(client, await demoUser(email), key)).assertStatus(404)
    ;(await signed(client, await otherVendorAdmin(), key)).assertStatus(404)

    // The vendor's own company documents are not shared with its customers: the file stays the vendor's.
    ;(await client.post('/api/company-doc').json({ owner_type: 'vendor', file_name: 'acme.pdf', file_type: 'pdf', file_url: key }).loginAs(vendorAdmin)).assertStatus(201)
    for (const email of customers) (await signed(client, await demoUser(email), key)).assertStatus(404)

    // On the vendor's business entity (which its customers read) the document is theirs to read too.
    const entity = await client.post('/api/business-entity').json({ name: 'Acme Payroll (SG) Pte. Ltd.', owner_type: 'vendor' }).loginAs(vendorAdmin)
    entity.assertStatus(201)
    const docs = [{ file_name: 'acme.pdf', file_type: 'pdf', file_url: key }]
    ;(await client.post(`/api/business-entity/${entity.body().id}`).json({ update_data: { documents: docs } }).loginAs(vendorAdmin)).assertStatus(200)
    for (const email of [...customers, DEMO_EMAILS.otherEmployee]) (await signed(client, await demoUser(email), key)).assertStatus(200)
    // …never to another vendor, nor to the customers of another vendor.
    ;(await signed(client, await otherVendorAdmin(), key)).assertStatus(404)
    ;(await signed(client, await otherVendorCustomerAdmin(), key)).assertStatus(404)
  })

  test("a superadmin's unattached file is the platform's; attached to a vendor it becomes that vendor's", async ({ client, assert }) => {
    const superadmin = await demoUser(DEMO_EMAILS.superadmin)
    const key = await upload(client, superadmin, PNG, 'logo.png', 'img/x.png')
    assert.equal((await db.from('uploads').where('file_key', key).first()).owner_type, 'platform')
    ;(await signed(client, await demoUser(DEMO_EMAILS.vendorUser), key)).assertStatus(404)
    ;(await signed(client, await demoUser(DEMO_EMAILS.employee), key)).assertStatus(404)
    const acme = await db.from('vendors').where('name', 'Acme Payroll Services').first()
    ;(await client.post(`/api/vendor/${acme.id}`).json({ update_data: { logo: key } }).loginAs(superadmin)).assertStatus(200)
    const row = await db.from('uploads').where('file_key', key).first()
    assert.deepInclude(row, { owner_type: 'vendor', vendor_id: acme.id })
    ;(await signed(client, await demoUser(DEMO_EMAILS.vendorUser), key)).assertStatus(200)
    ;(await signed(client, await otherVendorAdmin(), key)).assertStatus(404)
  })

  test("pointing a row at someone else's file does not move the file into the writer's reach", async ({ client, assert }) => {
    const key = await upload(client, await demoUser(DEMO_EMAILS.otherEmployee), PDF, 'initech.pdf')
    const borealisAdmin = await otherVendorAdmin()
    await client.post(`/api/vendor/${borealisAdmin.vendorId}`).json({ update_data: { logo: key } }).loginAs(borealisAdmin)
    const row = await db.from('uploads').where('file_key', key).first()
    assert.equal(row.owner_type, 'customer')
    ;(await signed(client, borealisAdmin, key)).assertStatus(404)
  })

  test('20 parallel uploads proposing one key from two tenants get 20 keys, each holding its own bytes', async ({ client, assert }) => {
    const a = await demoUser(DEMO_EMAILS.hrAdmin)
    const b = await demoUser(DEMO_EMAILS.otherEmployee)
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => {
      const user = i % 2 ? b : a
      const bytes = Buffer.from(`tenant ${user.customerId} upload ${i}\n`)
      return client.post('/api/aws-s3-upload').file('file', bytes, { filename: `n${i}.txt` }).field('file_key', 'doc/samesamesame01.txt')
        .loginAs(user).then((r: any) => ({ i, user, key: r.body().file_key as string, status: r.status() }))
    }))
    assert.deepEqual(results.map((r) => r.status), Array(20).fill(200))
    assert.equal(new Set(results.map((r) => r.key)).size, 20)
    for (const r of results) {
      const row = await db.from('uploads').where('file_key', r.key).first()
      assert.equal(Number(row.customer_id), r.user.customerId)
      assert.equal(await drive.use().get(r.key), `tenant ${r.user.customerId} upload ${r.i}\n`)
    }
  })

  test('an upload writes its own audit entry', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.employee)
    const key = await upload(client, user, PDF, 'mine.pdf')
    const row = await db.from('uploads').where('file_key', key).first()
    const entry = await db.from('audit_logs').where({ entity_name: 'file', entity_id: row.id, action: 'upload' }).first()
    assert.equal(Number(entry.user_id), user.id)
    assert.equal(Number(entry.customer_id), user.customerId)
  })
})
