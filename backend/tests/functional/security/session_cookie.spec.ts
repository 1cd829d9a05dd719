import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD, ONE_YEAR_SECONDS } from '@hr/shared'
import { DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/** The session cookie the server sets: its attributes, as the browser would store them. */
function authCookie(setCookie: string | string[] | undefined) {
  const line = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith('auth_token='))
  if (!line) return null
  const [pair, ...attributes] = line.split(';').map((s) => s.trim())
  const attrs = Object.fromEntries(attributes.map((a) => { const [k, v] = a.split('='); return [k.toLowerCase(), v ?? true] }))
  return { value: pair.slice('auth_token='.length), attrs }
}

async function signIn(client: any, email: string = DEMO_EMAILS.employee) {
  const res = await client.post('/api/auth/platform-login').header('x-requested-with', 'XMLHttpRequest').json({ email, password: DEMO_PASSWORD })
  res.assertStatus(200)
  return { body: res.body(), cookie: authCookie(res.header('set-cookie'))! }
}

test.group('Session cookie: httpOnly, and changes by cookie need our own page', (group) => {
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

  test('an API client (no same-origin header) gets the token in the body only, no cookie', async ({ client, assert }) => {
    const res = await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.employee, password: DEMO_PASSWORD })
    assert.match(res.body().auth_token, /^oat_/)
    assert.isNull(authCookie(res.header('set-cookie')))
  })

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
    const own = await client.post('/api/profile/set-lang').header('cookie', `auth_token=${cookie.value}`)
      .header('x-requested-with', 'XMLHttpRequest').json({ lang: 'zh' })
    own.assertStatus(200)
  })

  test('a Bearer header still works and wins over a cookie', async ({ client, assert }) => {
    const employee = await signIn(client)
    const admin = await signIn(client, DEMO_EMAILS.hrAdmin)
    const me = await client.get('/api/profile/me').header('authorization', `Bearer ${admin.body.auth_token}`)
      .header('cookie', `auth_token=${employee.cookie.value}`)
    assert.equal(me.body().email, DEMO_EMAILS.hrAdmin)
  })

  test('logout revokes the token and clears the cookie', async ({ client, assert }) => {
    const { cookie } = await signIn(client)
    const out = await client.post('/api/auth/logout').header('cookie', `auth_token=${cookie.value}`).header('x-requested-with', 'XMLHttpRequest')
    out.assertStatus(200)
    const cleared = authCookie(out.header('set-cookie'))
    assert.isNotNull(cleared)
    assert.equal(cleared!.value, '')
    ;(await client.get('/api/profile/me').header('cookie', `auth_token=${cookie.value}`)).assertStatus(401)
  })
})
