import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD } from '@hr/shared'
import { DEMO_EMAILS, isolatedTest, lastMailTo } from '#tests/helpers'
import { trustedProxies } from '#services/trusted_proxies'
import { ADDRESS_FACTOR } from '#start/limiter'
import { behindTrustedProxies } from '#tests/session_helpers'

/** Per minute: login (LOGIN_ATTEMPTS_PER_MINUTE, 10 in this suite), OTP and password reset. */
const PER_ACCOUNT = 10
const PER_ADDRESS = PER_ACCOUNT * ADDRESS_FACTOR

/** The statuses of `count` calls, the i-th made by `call(i)`. */
async function statuses(count: number, call: (i: number) => Promise<{ status(): number }>) {
  const seen: number[] = []
  for (let i = 0; i < count; i++) seen.push((await call(i)).status())
  return seen
}

const wrongPassword = (client: any, email: string, from?: string) => {
  const req = client.post('/api/auth/platform-login')
  return (from ? req.header('x-forwarded-for', from) : req).json({ email, password: 'Wrong@1234' })
}

test.group('Limiters: forwarded addresses only from trusted proxies', () => {
  test('no proxy is trusted by default; configured ones are, by address, range or preset', ({ assert }) => {
    assert.isFalse(trustedProxies(undefined)('127.0.0.1', 0))
    assert.isFalse(trustedProxies('')('10.0.0.1', 0))
    assert.isFalse(trustedProxies(' , ')('127.0.0.1', 0))
    const trust = trustedProxies('10.0.0.0/8, loopback,192.0.2.7')
    assert.isTrue(trust('10.1.2.3', 0))
    assert.isTrue(trust('127.0.0.1', 0))
    assert.isTrue(trust('::1', 0))
    assert.isTrue(trust('192.0.2.7', 0))
    assert.isFalse(trust('192.0.2.8', 0))
    assert.isFalse(trust('203.0.113.9', 0))
  })

  test('a malformed TRUSTED_PROXIES entry stops the boot rather than trusting everyone', ({ assert }) => {
    assert.throws(() => trustedProxies('10.0.0.0/99'), /TRUSTED_PROXIES/)
    assert.throws(() => trustedProxies('not-an-address'), /TRUSTED_PROXIES/)
  })
})

test.group('Limiters: per account and per address', (group) => {
  group.each.setup(() => isolatedTest())

  test('untrusted peer: a different forged X-Forwarded-For on every try still spends one address budget', async ({ client, assert }) => {
    const seen = await statuses(PER_ADDRESS + 2, (i) => wrongPassword(client, `nobody.${i}@spray.test`, `198.51.100.${i}`))
    assert.deepEqual(seen.slice(0, PER_ADDRESS), Array(PER_ADDRESS).fill(401))
    assert.deepEqual(seen.slice(PER_ADDRESS), [429, 429])
    // The right password of a real account from that address waits too.
    const real = await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.employee, password: DEMO_PASSWORD })
    real.assertStatus(429)
  })

  test('trusted proxy: each forwarded client has its own address budget', async ({ client, assert }) => {
    await behindTrustedProxies('loopback', async () => {
      const first = await statuses(PER_ADDRESS + 1, (i) => wrongPassword(client, `nobody.${i}@spray.test`, '198.51.100.1'))
      assert.equal(first.at(-1), 429)
      ;(await wrongPassword(client, 'someone.else@spray.test', '198.51.100.2')).assertStatus(401)
    })
  })

  test('trusted proxy: many addresses cannot hammer one account past its budget', async ({ client, assert }) => {
    await behindTrustedProxies('loopback', async () => {
      const seen = await statuses(PER_ACCOUNT + 2, (i) => wrongPassword(client, DEMO_EMAILS.manager, `198.51.100.${i}`))
      assert.deepEqual(seen.slice(0, PER_ACCOUNT), Array(PER_ACCOUNT).fill(401))
      assert.deepEqual(seen.slice(PER_ACCOUNT), [429, 429])
      // Another account from a fresh address is unaffected.
      const other = await client.post('/api/auth/platform-login').header('x-forwarded-for', '203.0.113.5')
        .json({ email: DEMO_EMAILS.employee, password: DEMO_PASSWORD })
      other.assertStatus(200)
    })
  })

  test('the account key ignores case and spacing, so spelling variants share a budget', async ({ client, assert }) => {
    await behindTrustedProxies('loopback', async () => {
      const spellings = (i: number) => (i % 2 ? DEMO_EMAILS.manager.toUpperCase() : ` ${DEMO_EMAILS.manager} `)
      const seen = await statuses(PER_ACCOUNT + 1, (i) => wrongPassword(client, spellings(i), `198.51.100.${i}`))
      assert.equal(seen.at(-1), 429)
    })
  })

  test('password-reset requests: one account from many addresses, and one address for many accounts', async ({ client, assert }) => {
    await behindTrustedProxies('loopback', async () => {
      const oneAccount = await statuses(PER_ACCOUNT + 1, (i) =>
        client.post('/api/auth/forgot-password').header('x-forwarded-for', `198.51.100.${i}`).json({ email: DEMO_EMAILS.employee }))
      assert.notInclude(oneAccount.slice(0, PER_ACCOUNT), 429)
      assert.equal(oneAccount.at(-1), 429)
    })
    const oneAddress = await statuses(PER_ADDRESS + 1, (i) =>
      client.post('/api/auth/forgot-password').header('x-forwarded-for', `198.51.100.${i}`).json({ email: `nobody.${i}@spray.test` }))
    assert.notInclude(oneAddress.slice(0, PER_ADDRESS), 429)
    assert.equal(oneAddress.at(-1), 429)
  })
})

test.group('OTP: guessing reveals nothing and cannot be sprayed', (group) => {
  group.each.setup(() => isolatedTest())

  const guess = (client: any, login: string, from?: string, otp = '123456') => {
    const req = client.post('/api/auth/platform-login/2fa')
    return (from ? req.header('x-forwarded-for', from) : req).json({ login, otp })
  }

  test('an unknown login answers exactly as a known one (with or without a live code elsewhere)', async ({ client, assert }) => {
    const unknown = await guess(client, 'nobody@nowhere.test')
    const known = await guess(client, DEMO_EMAILS.employee)
    const inactive = await db.from('users').where('email', DEMO_EMAILS.intern).update({ is_active: false })
    assert.equal(inactive, 1)
    const deactivated = await guess(client, DEMO_EMAILS.intern)
    assert.equal(unknown.status(), 422)
    for (const other of [known, deactivated]) {
      assert.equal(other.status(), unknown.status())
      assert.deepEqual(other.body(), unknown.body())
    }
  })

  test('one address guessing codes of many accounts is stopped by its own budget, whatever it forges', async ({ client, assert }) => {
    const seen = await statuses(PER_ADDRESS + 1, (i) => guess(client, `guess.${i}@spray.test`, `198.51.100.${i}`))
    assert.notInclude(seen.slice(0, PER_ADDRESS), 429)
    assert.equal(seen.at(-1), 429)
  })

  test('trusted proxy: one login guessed from many addresses is stopped by the account budget', async ({ client, assert }) => {
    await behindTrustedProxies('loopback', async () => {
      const seen = await statuses(PER_ACCOUNT + 1, (i) => guess(client, `guess@spray.test`, `198.51.100.${i}`))
      assert.notInclude(seen.slice(0, PER_ACCOUNT), 429)
      assert.equal(seen.at(-1), 429)
    })
  })

  test('attempts refused by the address limiter do not count against the owner\'s code, which still works', async ({ client, assert }) => {
    await db.from('customers').where('name', 'Globex Asia').update({ require_2fa: true })
    await behindTrustedProxies('loopback', async () => {
      const owner = '203.0.113.5'
      const attacker = '198.51.100.66'
      await client.post('/api/auth/platform-login').header('x-forwarded-for', owner).json({ email: DEMO_EMAILS.employee, password: DEMO_PASSWORD })
      await statuses(PER_ADDRESS, (i) => guess(client, `guess.${i}@spray.test`, attacker))
      for (let i = 0; i < 3; i++) (await guess(client, DEMO_EMAILS.employee, attacker, '000000')).assertStatus(429)
      const otp = await db.from('login_otps').orderBy('id', 'desc').first()
      assert.equal(Number(otp.attempts), 0)
      const code = /\b(\d{6})\b/.exec(lastMailTo(DEMO_EMAILS.employee)?.text ?? '')?.[1]
      ;(await guess(client, DEMO_EMAILS.employee, owner, code)).assertStatus(200)
    })
  })
})
