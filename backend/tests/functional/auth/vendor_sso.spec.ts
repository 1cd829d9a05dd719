import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_EMAILS, demoUser, isolatedTest } from '#tests/helpers'
import { SSO_REDIRECT, signInAtProvider } from '#tests/oidc_browser'
// @ts-expect-error plain ESM helper shared with the e2e suite
import { startOidcProvider } from '../../../../scripts/oidc-dev-provider.mjs'

const SSO_DOMAIN = 'acme-sso.test'
const MESSAGES = {
  notWhitelisted: 'Domain is not whitelisted for SSO. Use your email and password, or contact your administrator.',
  notRegistered: 'Email is not registered with system.',
  notAvailable: 'SSO is not available for your account. Please contact your administrator.',
  locked: 'Your account uses SSO. A password cannot be changed.',
  domainExists: 'Email domain already exists.',
}

/** Acme's vendor admin switches SSO on for its own domain through the settings API (the real path). */
async function enableAcmeSso(client: any, domains = [SSO_DOMAIN]) {
  const admin = await demoUser(DEMO_EMAILS.vendorAdmin)
  const res = await client.post('/api/vendor-portal/setting').json({ update_data: { sso_enabled: true, sso_domains: domains } }).loginAs(admin)
  res.assertStatus(200)
  return res
}

const moveToDomain = (email: string, local: string) => db.from('users').where('email', email).update({ email: `${local}@${SSO_DOMAIN}` })

test.group('Vendor SSO: vendor admins and users sign in through their vendor’s whitelisted domain', (group) => {
  let provider: { issuer: string; close: () => Promise<void> }
  group.setup(async () => {
    provider = await startOidcProvider({ clientId: 'hr-test', clientSecret: 'hr-test-secret', redirectUris: [SSO_REDIRECT] })
    Object.assign(process.env, { SSO_ISSUER: provider.issuer, SSO_CLIENT_ID: 'hr-test', SSO_CLIENT_SECRET: 'hr-test-secret', SSO_REDIRECT_URI: SSO_REDIRECT })
    return async () => {
      await provider.close()
      for (const k of ['SSO_ISSUER', 'SSO_CLIENT_ID', 'SSO_CLIENT_SECRET', 'SSO_REDIRECT_URI']) delete process.env[k]
    }
  })
  group.each.setup(() => isolatedTest())

  test('a vendor user signs in: start → provider → callback → auth_token', async ({ client, assert }) => {
    const saved = await enableAcmeSso(client)
    assert.deepEqual(saved.body().sso_domains, [SSO_DOMAIN])
    await moveToDomain(DEMO_EMAILS.vendorUser, 'victor')

    const start = await client.post('/api/auth/sso/start').json({ email: `Victor@${SSO_DOMAIN.toUpperCase()}` })
    assert.equal(start.status(), 200, JSON.stringify(start.body()))
    assert.isTrue(start.body().url.startsWith(provider.issuer))
    const callbackUrl = await signInAtProvider(start.body().url, `victor@${SSO_DOMAIN}`)
    const done = await client.post('/api/auth/sso/callback').json({ callback_url: callbackUrl })
      .withEncryptedCookie('sso_flow', start.cookie('sso_flow')!.value)
    assert.equal(done.status(), 200, JSON.stringify(done.body()))
    assert.match(done.body().auth_token, /^oat_/)
    assert.equal(done.body().user.email, `victor@${SSO_DOMAIN}`)
  })

  test('a vendor admin signs in through SSO too', async ({ client, assert }) => {
    await enableAcmeSso(client)
    await moveToDomain(DEMO_EMAILS.vendorAdmin, 'val')
    const start = await client.post('/api/auth/sso/start').json({ email: `val@${SSO_DOMAIN}` })
    start.assertStatus(200)
    const callbackUrl = await signInAtProvider(start.body().url, `val@${SSO_DOMAIN}`)
    const done = await client.post('/api/auth/sso/callback').json({ callback_url: callbackUrl })
      .withEncryptedCookie('sso_flow', start.cookie('sso_flow')!.value)
    done.assertStatus(200)
    assert.equal(done.body().user.email, `val@${SSO_DOMAIN}`)
  })

  test('each refusal has its catalogue message', async ({ client, assert }) => {
    await enableAcmeSso(client)
    const unknown = await client.post('/api/auth/sso/start').json({ email: `nobody@${SSO_DOMAIN}` })
    unknown.assertStatus(422)
    assert.equal(unknown.body().message, MESSAGES.notRegistered)

    // the partner vendor's admin on Acme's domain belongs to another vendor
    await moveToDomain(DEMO_EMAILS.partnerAdmin, 'nora')
    const otherVendor = await client.post('/api/auth/sso/start').json({ email: `nora@${SSO_DOMAIN}` })
    otherVendor.assertStatus(403)
    assert.equal(otherVendor.body().message, MESSAGES.notAvailable)

    // a customer's employee on the vendor's domain, a superadmin, an inactive vendor user
    await moveToDomain(DEMO_EMAILS.employee, 'emma')
    await moveToDomain(DEMO_EMAILS.superadmin, 'root')
    await moveToDomain(DEMO_EMAILS.vendorUser, 'victor')
    await db.from('users').where('email', `victor@${SSO_DOMAIN}`).update({ is_active: false })
    for (const local of ['emma', 'root', 'victor']) {
      const res = await client.post('/api/auth/sso/start').json({ email: `${local}@${SSO_DOMAIN}` })
      res.assertStatus(403)
      assert.equal(res.body().message, MESSAGES.notAvailable, local)
    }

    // SSO switched off for the vendor: the domain no longer counts as whitelisted
    const admin = await demoUser(DEMO_EMAILS.vendorAdmin)
    ;(await client.post('/api/vendor-portal/setting').json({ update_data: { sso_enabled: false } }).loginAs(admin)).assertStatus(200)
    const off = await client.post('/api/auth/sso/start').json({ email: `nora@${SSO_DOMAIN}` })
    off.assertStatus(422)
    assert.equal(off.body().message, MESSAGES.notWhitelisted)
  })

  test('a vendor SSO account cannot reset or set its password', async ({ client, assert }) => {
    await enableAcmeSso(client)
    await moveToDomain(DEMO_EMAILS.vendorUser, 'victor')
    const res = await client.post('/api/auth/forgot-password').json({ email: `victor@${SSO_DOMAIN}` })
    res.assertStatus(403)
    assert.equal(res.body().message, MESSAGES.locked)
  })

  test('a domain belongs to one company: vendor vs customer, both directions, and vendor vs vendor', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.vendorAdmin)
    // globex.test is a customer's SSO domain (demo data)
    const customers = await client.post('/api/vendor-portal/setting').json({ update_data: { sso_domains: ['globex.test'] } }).loginAs(admin)
    customers.assertStatus(409)
    assert.equal(customers.body().message, MESSAGES.domainExists)
    assert.equal(customers.body().errors[0].field, 'sso_domains')

    await enableAcmeSso(client)
    const partner = await demoUser(DEMO_EMAILS.partnerAdmin)
    const vendors = await client.post('/api/vendor-portal/setting').json({ update_data: { sso_domains: [SSO_DOMAIN] } }).loginAs(partner)
    vendors.assertStatus(409)
    assert.equal(vendors.body().message, MESSAGES.domainExists)

    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    const taken = await client.post('/api/sso-domain').header('x-customer-id', String(initech.id)).json({ domain: SSO_DOMAIN.toUpperCase() }).loginAs(admin)
    taken.assertStatus(409)
    assert.equal(taken.body().message, MESSAGES.domainExists)
    const own = await db.from('customer_sso_domains').where('customer_id', initech.id).first()
    const renamed = await client.post(`/api/sso-domain/${own.id}`).header('x-customer-id', String(initech.id))
      .json({ update_data: { domain: SSO_DOMAIN } }).loginAs(admin)
    renamed.assertStatus(409)

    // saving the vendor's own list again (its domains are its own) is fine; removing frees the domain
    ;(await client.post('/api/vendor-portal/setting').json({ update_data: { sso_domains: [SSO_DOMAIN, 'acme-two.test'] } }).loginAs(admin)).assertStatus(200)
    const freed = await client.post('/api/vendor-portal/setting').json({ update_data: { sso_domains: ['acme-two.test'] } }).loginAs(admin)
    assert.deepEqual(freed.body().sso_domains, ['acme-two.test'])
    ;(await client.post('/api/sso-domain').header('x-customer-id', String(initech.id)).json({ domain: SSO_DOMAIN }).loginAs(admin)).assertStatus(201)
  })
})
