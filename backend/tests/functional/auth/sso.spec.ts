import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { SSO_REDIRECT, signInAtProvider } from '#tests/oidc_browser'
import { SPA_HEADER, authCookie } from '#tests/session_helpers'
// @ts-expect-error plain ESM helper shared with the e2e suite
import { startOidcProvider } from '../../../../scripts/oidc-dev-provider.mjs'

const REDIRECT = SSO_REDIRECT

test.group('SSO through a real OpenID provider on loopback', (group) => {
  let provider: { issuer: string; close: () => Promise<void> }
  group.setup(async () => {
    provider = await startOidcProvider({ clientId: 'hr-test', clientSecret: 'hr-test-secret', redirectUris: [REDIRECT] })
    Object.assign(process.env, { SSO_ISSUER: provider.issuer, SSO_CLIENT_ID: 'hr-test', SSO_CLIENT_SECRET: 'hr-test-secret', SSO_REDIRECT_URI: REDIRECT })
    return async () => {
      await provider.close()
      for (const k of ['SSO_ISSUER', 'SSO_CLIENT_ID', 'SSO_CLIENT_SECRET', 'SSO_REDIRECT_URI']) delete process.env[k]
    }
  })
  group.each.setup(() => isolatedTest())

  test('a whitelisted user signs in: start → provider → callback → auth_token', async ({ client, assert }) => {
    const start = await client.post('/api/auth/sso/start').json({ email: 'SSO.User@globex.test' })
    start.assertStatus(200)
    assert.isTrue(start.body().url.startsWith(provider.issuer))
    const flowCookie = start.cookie('sso_flow')
    assert.isDefined(flowCookie)

    const callbackUrl = await signInAtProvider(start.body().url, 'sso.user@globex.test')
    assert.include(callbackUrl, 'code=')
    const done = await client.post('/api/auth/sso/callback').header(...SPA_HEADER).json({ callback_url: callbackUrl }).withEncryptedCookie('sso_flow', flowCookie!.value)
    assert.equal(done.status(), 200, JSON.stringify(done.body()))
    assert.match(done.body().auth_token, /^oat_/)
    assert.equal(done.body().user.email, 'sso.user@globex.test')
    // The SPA's session is the httpOnly cookie, as after a password sign-in.
    const cookie = authCookie(done.header('set-cookie'))
    assert.equal(cookie?.value, done.body().auth_token)
    assert.isTrue(cookie?.attrs.httponly)
  })

  test('signing in at the provider as another account than the one started is refused', async ({ client, assert }) => {
    await db.from('users').where('email', DEMO_EMAILS.employee).update({ email: 'emma@globex.test' })
    const start = await client.post('/api/auth/sso/start').json({ email: 'sso.user@globex.test' })
    const callbackUrl = await signInAtProvider(start.body().url, 'emma@globex.test')
    const done = await client.post('/api/auth/sso/callback').json({ callback_url: callbackUrl }).withEncryptedCookie('sso_flow', start.cookie('sso_flow')!.value)
    done.assertStatus(403)
    assert.notProperty(done.body(), 'auth_token')
  })

  test('a callback without the flow cookie (another browser, replay) is refused', async ({ client, assert }) => {
    const start = await client.post('/api/auth/sso/start').json({ email: 'sso.user@globex.test' })
    const callbackUrl = await signInAtProvider(start.body().url, 'sso.user@globex.test')
    const done = await client.post('/api/auth/sso/callback').json({ callback_url: callbackUrl })
    done.assertStatus(422)
    assert.equal(done.body().message, 'The sign-in took too long. Please start again.')
  })

  test('each SSO refusal has its catalogue message', async ({ client, assert }) => {
    const notListed = await client.post('/api/auth/sso/start').json({ email: 'someone@gmail.com' })
    notListed.assertStatus(422)
    assert.equal(notListed.body().message, 'Domain is not whitelisted for SSO. Use your email and password, or contact your administrator.')

    const unknown = await client.post('/api/auth/sso/start').json({ email: 'nobody@globex.test' })
    unknown.assertStatus(422)
    assert.equal(unknown.body().message, 'Email is not registered with system.')

    // a Globex user whose address is on another customer's domain
    await db.from('customers').where('name', 'Initech Europe').update({ sso_enabled: true })
    await db.from('users').where('email', DEMO_EMAILS.employee).update({ email: 'emma@initech.test' })
    const wrongCompany = await client.post('/api/auth/sso/start').json({ email: 'emma@initech.test' })
    wrongCompany.assertStatus(403)
    assert.equal(wrongCompany.body().message, 'SSO is not available for your account. Please contact your administrator.')

    // SSO switched off for the company
    await db.from('customers').where('name', 'Globex Asia').update({ sso_enabled: false })
    const off = await client.post('/api/auth/sso/start').json({ email: 'sso.user@globex.test' })
    assert.equal(off.body().message, 'Domain is not whitelisted for SSO. Use your email and password, or contact your administrator.')
  })

  test('an SSO account cannot reset its password', async ({ client, assert }) => {
    const res = await client.post('/api/auth/forgot-password').json({ email: 'sso.user@globex.test' })
    res.assertStatus(403)
    assert.equal(res.body().message, 'Your account uses SSO. A password cannot be changed.')
  })

  test('SSO cannot be enabled without a whitelisted domain; a domain belongs to one customer', async ({ client, assert }) => {
    const { demoUser } = await import('#tests/helpers')
    const admin = await demoUser(DEMO_EMAILS.vendorAdmin)
    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    await db.from('customer_sso_domains').where('customer_id', initech.id).delete()
    const enable = await client.post(`/api/customer/${initech.id}`).header('x-customer-id', String(initech.id))
      .json({ update_data: { sso_enabled: true } }).loginAs(admin)
    enable.assertStatus(422)
    assert.equal(enable.body().errors[0].message, 'Add at least one e-mail domain before enabling SSO.')

    const taken = await client.post('/api/sso-domain').header('x-customer-id', String(initech.id)).json({ domain: 'Globex.test' }).loginAs(admin)
    taken.assertStatus(409)
    assert.equal(taken.body().message, 'Email domain already exists.')
    const bad = await client.post('/api/sso-domain').header('x-customer-id', String(initech.id)).json({ domain: 'not a domain' }).loginAs(admin)
    bad.assertStatus(422)

    const added = await client.post('/api/sso-domain').header('x-customer-id', String(initech.id)).json({ domain: 'Initech-Europe.test' }).loginAs(admin)
    added.assertStatus(201)
    assert.equal(added.body().domain, 'initech-europe.test')
    const enabled = await client.post(`/api/customer/${initech.id}`).header('x-customer-id', String(initech.id))
      .json({ update_data: { sso_enabled: true } }).loginAs(admin)
    enabled.assertStatus(200)
  })
})
