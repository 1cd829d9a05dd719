import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest, lastMailTo } from '#tests/helpers'

const onboardingToken = (email: string) =>
  lastMailTo(email)?.links.map((l) => /\/onboarding\/staff\/([A-Za-z0-9_-]+)/.exec(l)?.[1]).find(Boolean) ?? null

/** The API side of the shell's panels: the onboarding bar's edit-info target and the vendor form's logo. */
test.group('Shell panels', (group) => {
  group.each.setup(() => isolatedTest())

  test('the onboarding summary names the user account the edit-staff-info panel saves to', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await db.from('people').where('work_email', DEMO_EMAILS.newHire).first()
    ;(await client.post('/api/people/send-onboarding-link').json({ person_id: person.id }).loginAs(admin)).assertStatus(200)
    const manager = await demoUser(DEMO_EMAILS.manager)
    const res = await client.post('/api/people/verify/onboarding-token').json({ token: onboardingToken(DEMO_EMAILS.manager), type: 'Manager' }).loginAs(manager)
    res.assertStatus(200)
    assert.equal(res.body().user_id, Number(person.user_id))

    // The manager (personal_info, no access_admin) saves name, country and is_local, never the e-mail.
    const saved = await client.post(`/api/user/${res.body().user_id}`)
      .json({ user_id: res.body().user_id, update_data: { name: 'Nina Renamed', country: 'SG', is_local: false } }).loginAs(manager)
    saved.assertStatus(200)
    assert.equal(saved.body().message, 'Staff info has been updated.')
    const after = await db.from('people').where('id', person.id).first()
    assert.equal(after.name, 'Nina Renamed')
    assert.equal(after.country, 'SG')
    assert.isFalse(!!after.is_local)
    const email = await client.post(`/api/user/${res.body().user_id}`).json({ update_data: { email: 'x@demo.test' } }).loginAs(manager)
    email.assertStatus(403)
  })

  test('POST /api/vendor stores the uploaded logo key the vendor form sends', async ({ client, assert }) => {
    const superadmin = await demoUser(DEMO_EMAILS.superadmin)
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    const upload = await client.post('/api/aws-s3-upload').file('file', png, { filename: 'logo.png' }).field('file_key', 'img/shell-logo-test-0001.png').loginAs(superadmin)
    upload.assertStatus(200)
    // The folder is the client's choice, the name the server's (security issue: unguessable keys).
    assert.match(upload.body().file_key, /^img\/[0-9a-f-]{36}\.png$/)
    const created = await client.post('/api/vendor').json({ name: 'Logo Vendor', logo: upload.body().file_key }).loginAs(superadmin)
    created.assertStatus(201)
    assert.equal(created.body().logo, upload.body().file_key)
    // The logo is the new vendor's file now: its users and customers get signed URLs for it.
    const row = await db.from('uploads').where('file_key', upload.body().file_key).first()
    assert.deepInclude(row, { owner_type: 'vendor', vendor_id: created.body().id })
    const missing = await client.post('/api/vendor').json({ logo: upload.body().file_key }).loginAs(superadmin)
    missing.assertStatus(422)
  })
})
