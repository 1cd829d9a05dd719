import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD } from '@hr/shared'
import { DEMO_EMAILS, isolatedTest, lastMailTo } from '#tests/helpers'

const codeFrom = (email: string) => /\b(\d{6})\b/.exec(lastMailTo(email)?.text ?? '')?.[1] ?? null

async function require2fa() {
  await db.from('customers').where('name', 'Globex Asia').update({ require_2fa: true })
}

test.group('Two-factor login (customer requires it)', (group) => {
  group.each.setup(() => isolatedTest())

  test('password login answers that a code was e-mailed, and the code returns the token', async ({ client, assert }) => {
    await require2fa()
    const email = DEMO_EMAILS.employee
    const first = await client.post('/api/auth/platform-login').json({ email, password: DEMO_PASSWORD })
    first.assertStatus(200)
    assert.isTrue(first.body().two_factor_required)
    assert.notProperty(first.body(), 'auth_token')
    const mail = lastMailTo(email)
    assert.equal(mail?.subject, 'Your verification code')
    const code = codeFrom(email)
    assert.match(code!, /^\d{6}$/)

    const second = await client.post('/api/auth/platform-login/2fa').json({ login: email, otp: code })
    second.assertStatus(200)
    assert.match(second.body().auth_token, /^oat_/)
    ;(await client.get('/api/profile/me').header('authorization', `Bearer ${second.body().auth_token}`)).assertStatus(200)
    // single use
    const replay = await client.post('/api/auth/platform-login/2fa').json({ login: email, otp: code })
    replay.assertStatus(422)
    assert.equal(replay.body().message, 'The OTP you entered has expired. Please request a new one.')
  })

  test('a wrong code is invalid; after 5 wrong tries the code is dead', async ({ client, assert }) => {
    await require2fa()
    const email = DEMO_EMAILS.intern
    await client.post('/api/auth/platform-login').json({ email, password: DEMO_PASSWORD })
    const code = codeFrom(email)!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/auth/platform-login/2fa').json({ login: email, otp: wrong })
      res.assertStatus(422)
      assert.equal(res.body().message, 'The OTP you entered is invalid. Please try again.')
    }
    const afterTries = await client.post('/api/auth/platform-login/2fa').json({ login: email, otp: code })
    afterTries.assertStatus(422)
    assert.equal(afterTries.body().message, 'The OTP you entered has expired. Please request a new one.')
  })

  test('a code older than 10 minutes has expired', async ({ client, assert }) => {
    await require2fa()
    const email = DEMO_EMAILS.manager
    await client.post('/api/auth/platform-login').json({ email, password: DEMO_PASSWORD })
    const code = codeFrom(email)
    await db.from('login_otps').update({ expires_at: new Date(Date.now() - 1000).toISOString() })
    const res = await client.post('/api/auth/platform-login/2fa').json({ login: email, otp: code })
    res.assertStatus(422)
    assert.equal(res.body().message, 'The OTP you entered has expired. Please request a new one.')
  })

  test('customers without the setting log in directly', async ({ client, assert }) => {
    const res = await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.otherEmployee, password: DEMO_PASSWORD })
    assert.match(res.body().auth_token, /^oat_/)
  })
})

test.group('Rate limits', (group) => {
  group.each.setup(() => isolatedTest())

  test('repeated login attempts for one account answer 429 with a clear message', async ({ client, assert }) => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.manager, password: 'Wrong@1234' })
      statuses.push(res.status())
      if (res.status() === 429) {
        assert.equal(res.body().message, 'Too many attempts. Please wait a moment and try again.')
        assert.isDefined(res.header('retry-after'))
      }
    }
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(401))
    assert.deepEqual(statuses.slice(10), [429, 429])
    // another account from the same address is not locked out
    const other = await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.employee, password: DEMO_PASSWORD })
    other.assertStatus(200)
  })

  test('code guessing is throttled too', async ({ client, assert }) => {
    await require2fa()
    await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.employee, password: DEMO_PASSWORD })
    let last = 0
    for (let i = 0; i < 11; i++) last = (await client.post('/api/auth/platform-login/2fa').json({ login: DEMO_EMAILS.employee, otp: '123456' })).status()
    assert.equal(last, 429)
  })
})
