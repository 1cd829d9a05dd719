import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD } from '@hr/shared'
import { DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { trustedProxies } from '#services/trusted_proxies'
import { ADDRESS_FACTOR } from '#start/limiter'

const PER_ACCOUNT = 10

test.group('Limiters: forwarded addresses only from trusted proxies', () => {
  test('no proxy is trusted by default; configured ones are, by address or range', ({ assert }) => {
    assert.isFalse(trustedProxies(undefined)('127.0.0.1', 0))
    assert.isFalse(trustedProxies('')('10.0.0.1', 0))
    const trust = trustedProxies('10.0.0.0/8, loopback')
    assert.isTrue(trust('10.1.2.3', 0))
    assert.isTrue(trust('127.0.0.1', 0))
    assert.isFalse(trust('203.0.113.9', 0))
  })
})

test.group('Limiters: per account and per address', (group) => {
  group.each.setup(() => isolatedTest())

  test('a forged X-Forwarded-For does not buy new attempts', async ({ client, assert }) => {
    const statuses: number[] = []
    for (let i = 0; i < PER_ACCOUNT + 2; i++) {
      const res = await client.post('/api/auth/platform-login').header('x-forwarded-for', `198.51.100.${i}`)
        .json({ email: DEMO_EMAILS.manager, password: 'Wrong@1234' })
      statuses.push(res.status())
    }
    assert.deepEqual(statuses.slice(PER_ACCOUNT), [429, 429])
  })

  test('one address cannot spray many accounts: the address budget ends, whatever the e-mail', async ({ client, assert }) => {
    const budget = PER_ACCOUNT * ADDRESS_FACTOR
    const statuses: number[] = []
    for (let i = 0; i < budget + 2; i++) {
      const res = await client.post('/api/auth/platform-login').header('x-forwarded-for', `198.51.100.${i}`)
        .json({ email: `nobody.${i}@spray.test`, password: 'Wrong@1234' })
      statuses.push(res.status())
    }
    assert.deepEqual(statuses.slice(0, budget), Array(budget).fill(401))
    assert.deepEqual(statuses.slice(budget), [429, 429])
    // The right password of a real account from that address waits too.
    const real = await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.employee, password: DEMO_PASSWORD })
    real.assertStatus(429)
  })

  test('password-reset requests are limited per account as well as per address', async ({ client, assert }) => {
    let last = 0
    for (let i = 0; i < PER_ACCOUNT + 1; i++) {
      last = (await client.post('/api/auth/forgot-password').json({ email: DEMO_EMAILS.employee })).status()
    }
    assert.equal(last, 429)
  })
})

test.group('OTP: guessing reveals nothing and cannot be sprayed', (group) => {
  group.each.setup(() => isolatedTest())

  test('an unknown login answers exactly as a known one without a live code', async ({ client, assert }) => {
    const unknown = await client.post('/api/auth/platform-login/2fa').json({ login: 'nobody@nowhere.test', otp: '123456' })
    const known = await client.post('/api/auth/platform-login/2fa').json({ login: DEMO_EMAILS.employee, otp: '123456' })
    assert.equal(unknown.status(), known.status())
    assert.deepEqual(unknown.body(), known.body())
  })

  test('one address guessing codes of many accounts is stopped by its own budget', async ({ client, assert }) => {
    const budget = 10 * ADDRESS_FACTOR
    const statuses: number[] = []
    for (let i = 0; i < budget + 1; i++) {
      statuses.push((await client.post('/api/auth/platform-login/2fa').json({ login: `guess.${i}@spray.test`, otp: '123456' })).status())
    }
    assert.equal(statuses.at(-1), 429)
    assert.notInclude(statuses.slice(0, budget), 429)
  })

  test('attempts refused by the limiter do not count against the owner\'s code', async ({ client, assert }) => {
    await db.from('customers').where('name', 'Globex Asia').update({ require_2fa: true })
    await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.employee, password: DEMO_PASSWORD })
    for (let i = 0; i < 10 * ADDRESS_FACTOR; i++) await client.post('/api/auth/platform-login/2fa').json({ login: `guess.${i}@spray.test`, otp: '123456' })
    const blocked = await client.post('/api/auth/platform-login/2fa').json({ login: DEMO_EMAILS.employee, otp: '000000' })
    blocked.assertStatus(429)
    const otp = await db.from('login_otps').orderBy('id', 'desc').first()
    assert.equal(Number(otp.attempts), 0)
  })
})
