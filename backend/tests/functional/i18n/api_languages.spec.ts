import { test } from '@japa/runner'
import { readdirSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { DEMO_PASSWORD, mergeLocaleFragments, type LocaleTree } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest, lastMailTo } from '#tests/helpers'

/**
 * Issue 17: the API answers in the reader's language — the user's saved choice, else the best of
 * Accept-Language — and writes e-mails in the recipient's. The expected texts are read from that
 * language's own locale files, so the test follows the translations.
 */
function text(lang: string, key: string): string {
  const dir = app.makePath(`../locales/${lang}`)
  const tree = mergeLocaleFragments(readdirSync(dir).map((f) => [f, JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as LocaleTree]))
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree)
  if (typeof found !== 'string') throw new Error(`${lang} has no ${key}`)
  return found
}

const wrongPassword = { email: DEMO_EMAILS.employee, password: 'not-the-password' }

test.group('API messages in the reader language', (group) => {
  group.each.setup(() => isolatedTest())

  test('Accept-Language picks the message language, weights and regions included', async ({ client, assert }) => {
    const cases: Array<[header: string, lang: string]> = [
      ['ja', 'ja'], ['ar-EG,ar;q=0.9,en;q=0.5', 'ar'], ['zh-TW', 'zh-tw'], ['fr;q=0.4, de;q=0.8', 'de'], ['xx-YY', 'en'],
      // Issue 42: a wildcard (Node's fetch sends `*`) and unknown tags fall back to English.
      ['*', 'en'], ['xx, *;q=0.5', 'en'], ['tlh', 'en'], ['de, *;q=0.1', 'de'],
    ]
    for (const [header, lang] of cases) {
      const res = await client.post('/api/auth/platform-login').header('accept-language', header).json(wrongPassword)
      res.assertStatus(401)
      assert.equal(res.body().message, text(lang, 'messages.incorrect_email_or_password'), header)
    }
    assert.notEqual(text('ja', 'messages.incorrect_email_or_password'), text('en', 'messages.incorrect_email_or_password'))
  })

  test('a signed-in user reads validation errors in their saved language, whatever the browser sends', async ({ client, assert }) => {
    const login = await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.hrAdmin, password: DEMO_PASSWORD })
    const auth = { authorization: `Bearer ${login.body().auth_token}` }
    ;(await client.post('/api/profile/set-lang').headers(auth).json({ lang: 'AR' })).assertStatus(200)
    const res = await client.post('/api/people').headers(auth).header('accept-language', 'en').json({ name: '', work_email: 'not-an-email' })
    res.assertStatus(422)
    const errors: Array<{ field: string; message: string }> = res.body().errors
    assert.includeMembers(errors.map((e) => e.field), ['name', 'work_email'])
    for (const e of errors) assert.match(e.message, /\p{Script=Arabic}/u, `${e.field}: ${e.message}`)
    assert.match(res.body().message, /\p{Script=Arabic}/u)
  })

  test('e-mails are written in the recipient language', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.manager)
    user.lang = 'ja'
    await user.save()
    ;(await client.post('/api/auth/forgot-password').header('accept-language', 'en').json({ email: DEMO_EMAILS.manager })).assertStatus(200)
    const mail = lastMailTo(DEMO_EMAILS.manager)
    assert.equal(mail?.subject, text('ja', 'mail.reset_subject'))
    assert.include(mail?.text ?? '', text('ja', 'mail.reset_body'))
  })

  test('a notification names its dates and amounts the reader way', async ({ assert }) => {
    const { presentNotification } = await import('#services/notifications')
    const row = { id: 1, kind: 'expense_submitted', link: null, read_at: null, created_at: new Date(),
      params: JSON.stringify({ person: 'Emma Employee', name: 'Taxi', amount: '1234.5', currency: 'SGD', date: '2026-03-02' }) }
    const german = presentNotification(row, 'de')
    assert.include(german.body, 'Emma Employee')
    assert.include(german.body, '1.234,50')
    assert.include(german.body, '02 Mär 2026')
    const english = presentNotification(row, 'en')
    assert.include(english.body, 'SGD 1,234.50')
    assert.include(english.body, '(02 Mar 2026)')
  })
})
