import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest, lastMailTo } from '#tests/helpers'

const onboardingToken = (email: string) =>
  lastMailTo(email)?.links.map((l) => /\/onboarding\/staff\/([A-Za-z0-9_-]+)/.exec(l)?.[1]).find(Boolean) ?? null

test.group('Manager onboarding link', (group) => {
  group.each.setup(() => isolatedTest())

  test('HR sends the reporting manager a link; the manager verifies it and sees the new hire', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await db.from('people').where('work_email', DEMO_EMAILS.newHire).first()
    ;(await client.post('/api/people/send-onboarding-link').json({ person_id: person.id }).loginAs(admin)).assertStatus(200)
    const token = onboardingToken(DEMO_EMAILS.manager)
    assert.isString(token)

    const manager = await demoUser(DEMO_EMAILS.manager)
    const res = await client.post('/api/people/verify/onboarding-token').json({ token, type: 'Manager' }).loginAs(manager)
    res.assertStatus(200)
    assert.equal(res.body().name, 'Nina Newhire')
    assert.equal(res.body().platform_email, DEMO_EMAILS.newHire)
    assert.deepEqual(res.body().country, { iso_code: 'HK' })
    assert.equal(res.body().job_start_date, '2026-12-01')
  })

  test('someone else holding the link, a wrong type or a bad token get no person', async ({ client }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const person = await db.from('people').where('work_email', DEMO_EMAILS.newHire).first()
    await client.post('/api/people/send-onboarding-link').json({ person_id: person.id }).loginAs(admin)
    const token = onboardingToken(DEMO_EMAILS.manager)
    ;(await client.post('/api/people/verify/onboarding-token').json({ token, type: 'Manager' }).loginAs(admin)).assertStatus(410)
    const manager = await demoUser(DEMO_EMAILS.manager)
    ;(await client.post('/api/people/verify/onboarding-token').json({ token, type: 'Staff' }).loginAs(manager)).assertStatus(422)
    ;(await client.post('/api/people/verify/onboarding-token').json({ token: 'nonsense-token-nonsense-token', type: 'Manager' }).loginAs(manager)).assertStatus(410)
  })
})
