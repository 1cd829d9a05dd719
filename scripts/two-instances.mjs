/**
 * Issue 18 §3: two app instances behind one database behave as one. Starts two servers on the same
 * scratch database with the database limiter store (LIMITER_STORE=database, as several instances
 * run in production) and checks, from outside, that
 *  - the login limiter counts attempts made on either instance against one budget, and
 *  - a one-time password link issued by one instance is accepted by the other, once.
 * Each check prints its outcome; the last line is `N passed, N failed` (npm test reads it).
 * Usage: node scripts/two-instances.mjs   (DB_CONNECTION=pg … for PostgreSQL; SQLite by default)
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { BACKEND, ace, buildShared } from './lib.mjs'
import { ensureEnv } from './env.mjs'

const PER_MINUTE = 4
const ports = [Number(process.env.INSTANCES_PORT ?? 3381), Number(process.env.INSTANCES_PORT ?? 3381) + 1]
const mailFolder = join(BACKEND, 'tmp', 'mail-two-instances')
const env = {
  DB_CONNECTION: process.env.DB_CONNECTION ?? 'sqlite', DB_DATABASE: process.env.DB_DATABASE ?? 'tmp/two-instances.sqlite3',
  LIMITER_STORE: 'database', LOGIN_ATTEMPTS_PER_MINUTE: String(PER_MINUTE), MAIL_FOLDER: mailFolder, NODE_ENV: 'development', LOG_LEVEL: 'warn',
}

ensureEnv()
await buildShared()
mkdirSync(join(BACKEND, 'tmp'), { recursive: true })
rmSync(mailFolder, { recursive: true, force: true })
if (env.DB_CONNECTION === 'sqlite') for (const s of ['', '-wal', '-shm']) rmSync(join(BACKEND, `${env.DB_DATABASE}${s}`), { force: true })
await ace(['migration:fresh', '--force'], env)
await ace(['db:seed'], env)

const servers = ports.map((port) => spawn('node', ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
  cwd: BACKEND, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env, PORT: String(port), APP_URL: `http://localhost:${port}` },
}))
const stop = () => servers.forEach((s) => s.kill('SIGTERM'))
process.on('exit', stop)

const base = ports.map((port) => `http://localhost:${port}`)
for (const url of base) {
  let up = false
  for (let i = 0; i < 300 && !up; i++) {
    up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false)
    if (!up) await new Promise((r) => setTimeout(r, 500))
  }
  if (!up) { console.error(`✖ ${url} did not start`); process.exit(1) }
}

const post = (url, path, body) => fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
let passed = 0
let failed = 0
const check = (ok, what) => {
  console.log(`${ok ? '✔' : '✖'} ${what}`)
  if (ok) passed += 1
  else failed += 1
}

// 1. One login budget: wrong passwords alternate between the instances; the budget is spent once, in total.
const statuses = []
for (let i = 0; i < PER_MINUTE + 1; i++) {
  statuses.push((await post(base[i % 2], '/api/auth/platform-login', { email: 'manager@demo.test', password: 'wrong-password' })).status)
}
check(statuses.slice(0, PER_MINUTE).every((s) => s === 401) && statuses[PER_MINUTE] === 429,
  `login limiter shared: ${PER_MINUTE} wrong passwords spread over both instances answer 401, the next one 429 (saw ${statuses.join(', ')})`)

// 2. A one-time link from one instance works on the other, once.
;(await post(base[0], '/api/auth/forgot-password', { email: 'employee@demo.test' })).status
const mails = existsSync(mailFolder) ? readdirSync(mailFolder).filter((f) => f.endsWith('.json')).sort() : []
const mail = mails.map((f) => JSON.parse(readFileSync(join(mailFolder, f), 'utf8'))).filter((m) => m.to.includes('employee@demo.test')).at(-1)
const token = mail?.links.map((l) => /\/reset\/([A-Za-z0-9_-]+)/.exec(l)?.[1]).find(Boolean)
check(Boolean(token), 'instance A e-mailed a password link')
if (token) {
  const lookup = await fetch(`${base[1]}/api/auth/password-token/${token}`)
  check(lookup.status === 200, `instance B knows instance A's link (${lookup.status})`)
  const reset = await post(base[1], '/api/auth/reset-password', { token, password: 'N3w@Password', password_confirmation: 'N3w@Password' })
  check(reset.status === 200, `instance B sets the password with it (${reset.status})`)
  const again = await post(base[0], '/api/auth/reset-password', { token, password: 'An0ther@Pass', password_confirmation: 'An0ther@Pass' })
  check(again.status === 410, `instance A refuses the used link (${again.status})`)
  const login = await post(base[0], '/api/auth/platform-login', { email: 'employee@demo.test', password: 'N3w@Password' })
  check(login.status === 200, `instance A signs in with the password set on B (${login.status})`)
}

stop()
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
