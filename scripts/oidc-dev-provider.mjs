/**
 * A real OpenID Connect provider (the maintained `oidc-provider` package) on loopback, standing in
 * for Microsoft Entra ID in tests, the e2e suite and local SSO trials. Any login is accepted on its
 * sign-in page and becomes the `email` claim, so "sign in as sso.user@globex.test" just works.
 * Never used in production: SSO_ISSUER points at the real identity provider there.
 *
 * CLI: node scripts/oidc-dev-provider.mjs   (OIDC_PORT, SSO_CLIENT_ID, SSO_CLIENT_SECRET, SSO_REDIRECT_URI)
 */
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import Provider from 'oidc-provider'

export async function startOidcProvider({ port = 0, clientId, clientSecret, redirectUris }) {
  const server = http.createServer()
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const issuer = `http://127.0.0.1:${server.address().port}`
  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
    }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id.toLowerCase(), email_verified: true, name: id }),
    }),
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-dev-provider-only'] },
    // First-party app: grant the requested scopes without a consent screen, as Entra ID does for admin-consented apps.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  server.on('request', provider.callback())
  return { issuer, close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve) }) }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { issuer } = await startOidcProvider({
    port: Number(process.env.OIDC_PORT ?? 3335),
    clientId: process.env.SSO_CLIENT_ID ?? 'hr-platform',
    clientSecret: process.env.SSO_CLIENT_SECRET ?? 'hr-platform-dev-secret',
    redirectUris: [process.env.SSO_REDIRECT_URI ?? 'http://localhost:3333/microsoft/auth/callback'],
  })
  console.log(`OpenID provider (development) at ${issuer}`)
}
