/**
 * npm start: everything a newcomer needs on a fresh machine, in one command.
 * Creates .env (with a generated APP_KEY), migrates and seeds the database (seeding only when
 * empty), builds shared/ and the frontend when missing or stale, then serves UI and API together.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { spawn } from 'node:child_process'
import { ensureEnv } from './env.mjs'
import { BACKEND, ROOT, ace, buildFrontend, buildShared } from './lib.mjs'
import { startOidcProvider } from './oidc-dev-provider.mjs'

const DEMO_ACCOUNTS = [
  ['superadmin@demo.test', 'superadmin'],
  ['vendor.admin@demo.test', 'vendor admin, Acme Payroll Services'],
  ['vendor.user@demo.test', 'vendor user, Acme Payroll Services'],
  ['hr.admin@demo.test', 'manager and staff with admin access, Globex Asia'],
  ['manager@demo.test', 'manager only, Globex Asia'],
  ['employee@demo.test', 'staff, Globex Asia'],
  ['intern@demo.test', 'intern, Globex Asia'],
  ['contractor@demo.test', 'contractor, Globex Asia'],
  ['other.employee@demo.test', 'staff, Initech Europe'],
  ['new.hire@demo.test', 'staff, Globex Asia (has not agreed the privacy terms yet)'],
]

ensureEnv()
mkdirSync(join(BACKEND, 'tmp'), { recursive: true })
await buildShared()
await buildFrontend()
await ace(['migration:run', '--force'])
await ace(['db:seed'])

const port = process.env.PORT ?? '3333'
const url = `http://localhost:${port}`

// Without a configured identity provider, SSO is demonstrated against a development OpenID provider
// on loopback (sign in there with any password as sso.user@globex.test). Configure SSO_* to use a real one.
const ssoConfigured = process.env.SSO_CLIENT_ID || /^SSO_CLIENT_ID=\S+/m.test(readFileSync(`${ROOT}/.env`, 'utf8'))
let devSso = {}
if (!ssoConfigured) {
  const redirect = `${url}/microsoft/auth/callback`
  const provider = await startOidcProvider({ port: Number(process.env.OIDC_PORT ?? 3336), clientId: 'hr-platform-dev', clientSecret: 'hr-platform-dev-secret', redirectUris: [redirect] })
    .catch((e) => { console.warn(`Development SSO provider not started: ${e.message}`); return null })
  if (provider) devSso = { SSO_ISSUER: provider.issuer, SSO_CLIENT_ID: 'hr-platform-dev', SSO_CLIENT_SECRET: 'hr-platform-dev-secret', SSO_REDIRECT_URI: redirect }
}

const server = spawn('node', ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
  cwd: BACKEND,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, ...devSso },
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))

for (let i = 0; i < 100; i++) {
  try {
    const res = await fetch(`${url}/api/health`)
    if (res.ok) break
  } catch {}
  await new Promise((r) => setTimeout(r, 200))
}
console.log(`\n  HR platform is running at ${url}\n\n  Demo logins (password for all: Demo@12345):`)
for (const [email, what] of DEMO_ACCOUNTS) console.log(`    ${email.padEnd(26)} ${what}`)
if (devSso.SSO_ISSUER) console.log(`\n  SSO: "Sign in with Microsoft" as sso.user@globex.test uses a development OpenID provider at ${devSso.SSO_ISSUER}`)
console.log('  E-mails (invitations, codes, resets) are written to backend/tmp/mail/\n')
