import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD, ONE_YEAR_SECONDS } from '@hr/shared'
import { DEMO_EMAILS, demoUser, isolatedTest, lastMailTo, tokenFrom } from '#tests/helpers'
import { SPA_HEADER, authCookie } from '#tests/session_helpers'

/** The readable signed_in companion among a response's cookies (issue 43 §9). */
function hintCookie(setCookie: string | string[] | undefined) {
  const line = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith('signed_in='))
  if (!line) return null
  const [pair, ...attributes] = line.split(';').map((s) => s.trim())
  return { value: pair.slice('signed_in='.length), attrs: attributes.map((a) => a.split('=')[0].toLowerCase()) }
}

async function signIn(client: any, email: string = DEMO_EMAILS.employee) {
  const res = await client.post('/api/auth/platform-login').header(...SPA_HEADER).json({ email, password: DEMO_PASSWORD })
  res.assertStatus(200)
  return { body: res.body(), cookie: authCookie(res.header('set-cookie'))! }
}

test.group('Session cookie: httpOnly, set on every sign-in path', (group) => {
  group.each.setup(() => isolatedTest())

  test('sign-in sets auth_token httpOnly, Secure, SameSite=Lax, path /, for one year', async ({ client, assert }) => {
    const { body, cookie } = await signIn(client)
    assert.equal(cookie.value, body.auth_token)
    assert.isTrue(cookie.attrs.httponly)
    assert.isTrue(cookie.attrs.secure)
    assert.equal(String(cookie.attrs.samesite).toLowerCase(), 'lax')
    assert.equal(cookie.attrs.path, '/')
    assert.equal(Number(cookie.attrs['max-age']), ONE_YEAR_SECONDS)
  })

  test('an API client or a cross-site form (no same-origin header) gets no cookie, so it cannot plant a session', async ({ client, assert }) => {
    const res = await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.employee, password: DEMO_PASSWORD })
    assert.match(res.body().auth_token, /^oat_/)
    assert.isNull(authCookie(res.header('set-cookie')))
    assert.isNull(hintCookie(res.header('set-cookie')))
  })

  test('sign-in also sets signed_in, readable by the page and holding no secret, so the page asks for the profile only with a session', async ({ client, assert }) => {
    const res = await client.post('/api/auth/platform-login').header(...SPA_HEADER).json({ email: DEMO_EMAILS.employee, password: DEMO_PASSWORD })
    const hint = hintCookie(res.header('set-cookie'))
    assert.equal(hint?.value, '1')
    assert.notInclude(hint!.attrs, 'httponly')
    assert.include(hint!.attrs, 'secure')
  })

  test('completing the e-mailed code step sets the cookie', async ({ client, assert }) => {
    await db.from('customers').where('name', 'Globex Asia').update({ require_2fa: true })
    const first = await client.post('/api/auth/platform-login').header(...SPA_HEADER).json({ email: DEMO_EMAILS.employee, password: DEMO_PASSWORD })
    assert.isTrue(first.body().two_factor_required)
    assert.isNull(authCookie(first.header('set-cookie')))
    const code = /\b(\d{6})\b/.exec(lastMailTo(DEMO_EMAILS.employee)?.text ?? '')?.[1]
    const second = await client.post('/api/auth/platform-login/2fa').header(...SPA_HEADER).json({ login: DEMO_EMAILS.employee, otp: code })
    second.assertStatus(200)
    const cookie = authCookie(second.header('set-cookie'))
    assert.equal(cookie?.value, second.body().auth_token)
    assert.isTrue(cookie?.attrs.httponly)
    ;(await client.get('/api/profile/me').header('cookie', `auth_token=${cookie!.value}`)).assertStatus(200)
  })

  test('accepting an invitation (setting the first password) sets the cookie', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const invitee = await demoUser(DEMO_EMAILS.newHire)
    ;(await client.post('/api/people/send-invite').json({ user_id: invitee.id, customer_id: admin.customerId }).loginAs(admin)).assertStatus(200)
    const token = tokenFrom(lastMailTo(invitee.email), 'join')
    const join = await client.post('/api/auth/join').header(...SPA_HEADER).json({ token, password: 'Welc0me@Globex', password_confirmation: 'Welc0me@Globex' })
    join.assertStatus(200)
    const cookie = authCookie(join.header('set-cookie'))
    assert.equal(cookie?.value, join.body().auth_token)
    assert.isTrue(cookie?.attrs.httponly)
  })
})

test.group('Session cookie: what it authenticates', (group) => {
  group.each.setup(() => isolatedTest())

  test('the cookie alone authenticates reads', async ({ client, assert }) => {
    const { cookie } = await signIn(client)
    const me = await client.get('/api/profile/me').header('cookie', `auth_token=${cookie.value}`)
    me.assertStatus(200)
    assert.equal(me.body().email, DEMO_EMAILS.employee)
  })

  test('a change authenticated by the cookie without the same-origin header is refused, with it accepted', async ({ client, assert }) => {
    const { cookie } = await signIn(client)
    const forged = await client.post('/api/profile/set-lang').header('cookie', `auth_token=${cookie.value}`).json({ lang: 'zh' })
    forged.assertStatus(403)
    assert.equal(forged.body().message, "This request did not come from the platform's own pages and was refused.")
    const user = await db.from('users').where('email', DEMO_EMAILS.employee).first()
    assert.equal(user.lang, 'en')
    const own = await client.post('/api/profile/set-lang').header('cookie', `auth_token=${cookie.value}`).header(...SPA_HEADER).json({ lang: 'zh' })
    own.assertStatus(200)
    assert.equal((await db.from('users').where('email', DEMO_EMAILS.employee).first()).lang, 'zh')
  })

  test('a Bearer header needs no same-origin header, and wins over a cookie', async ({ client, assert }) => {
    const employee = await signIn(client)
    const admin = await signIn(client, DEMO_EMAILS.hrAdmin)
    const me = await client.get('/api/profile/me').header('authorization', `Bearer ${admin.body.auth_token}`)
      .header('cookie', `auth_token=${employee.cookie.value}`)
    assert.equal(me.body().email, DEMO_EMAILS.hrAdmin)
    const change = await client.post('/api/profile/set-lang').header('authorization', `Bearer ${admin.body.auth_token}`).json({ lang: 'zh' })
    change.assertStatus(200)
  })

  test('logout revokes the token and clears the cookie', async ({ client, assert }) => {
    const { cookie } = await signIn(client)
    const out = await client.post('/api/auth/logout').header('cookie', `auth_token=${cookie.value}`).header(...SPA_HEADER)
    out.assertStatus(200)
    const cleared = authCookie(out.header('set-cookie'))
    assert.isNotNull(cleared)
    assert.equal(cleared!.value, '')
    assert.equal(cleared!.attrs.path, '/')
    assert.equal(hintCookie(out.header('set-cookie'))?.value, '')
    ;(await client.get('/api/profile/me').header('cookie', `auth_token=${cookie.value}`)).assertStatus(401)
    ;(await client.get('/api/profile/me').header('authorization', `Bearer ${cookie.value}`)).assertStatus(401)
  })
})
