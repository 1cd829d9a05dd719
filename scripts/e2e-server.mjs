/**
 * The app as the browser suite sees it: a scratch SQLite database migrated and seeded from
 * scratch on every run, the built frontend, one server process on E2E_PORT, e-mails written to
 * a folder the tests read, and a real OpenID provider on loopback standing in for Microsoft.
 */
import { rmSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { spawn } from 'node:child_process'
import { ensureEnv } from './env.mjs'
import { BACKEND, ace } from './lib.mjs'
import { startOidcProvider } from './oidc-dev-provider.mjs'

const port = process.env.E2E_PORT ?? '3334'
const dbFile = process.env.E2E_DB ?? 'tmp/e2e.sqlite3'
const appUrl = `http://localhost:${port}`
const mailFolder = join(BACKEND, 'tmp', process.env.E2E_MAIL ?? 'mail-e2e')
const sso = { SSO_CLIENT_ID: 'hr-e2e', SSO_CLIENT_SECRET: 'hr-e2e-secret', SSO_REDIRECT_URI: `${appUrl}/microsoft/auth/callback` }
const provider = await startOidcProvider({
  port: Number(process.env.E2E_OIDC_PORT ?? 3335), clientId: sso.SSO_CLIENT_ID, clientSecret: sso.SSO_CLIENT_SECRET, redirectUris: [sso.SSO_REDIRECT_URI],
})

const env = {
  DB_CONNECTION: 'sqlite', DB_DATABASE: dbFile, PORT: port, APP_URL: appUrl, NODE_ENV: 'development', LOG_LEVEL: 'warn',
  MAIL_FOLDER: mailFolder, LOGIN_ATTEMPTS_PER_MINUTE: '1000', SSO_ISSUER: provider.issuer, ...sso,
  // Branding per host (shell §1): the suite's domain-config adds test hosts beside the shipped default.
  DOMAIN_CONFIG: process.env.DOMAIN_CONFIG ?? join(BACKEND, '..', 'tests', 'e2e', 'fixtures', 'domain-config.json'),
}
ensureEnv()
mkdirSync(join(BACKEND, 'tmp'), { recursive: true })
rmSync(mailFolder, { recursive: true, force: true })
for (const suffix of ['', '-wal', '-shm']) rmSync(join(BACKEND, `${dbFile}${suffix}`), { force: true })
// One ace process for both (each boots the app through the TypeScript loader: 3 s less per worker).
await ace(['migration:fresh', '--seed', '--force'], env)
const server = spawn('node', ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
  cwd: BACKEND, stdio: 'inherit', env: { ...process.env, ...env },
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { server.kill(sig); provider.close() })
server.on('exit', (code) => { provider.close(); process.exit(code ?? 0) })
