/**
 * Issue 18 §3: two app instances behind one database behave as one. Starts two servers on the same
 * scratch database with the database limiter store (LIMITER_STORE=database, as several instances
 * run in production) and checks, from outside, that
 *  - the login limiter counts attempts made on either instance against one budget, and
 *  - a one-time password link issued by one instance is accepted by the other, once, and
 *  - a file uploaded through one instance is read through the other: both keep files in one
 *    S3-compatible store (DRIVE_DISK=s3 against a local s3rver, as production runs S3), and
 *  - a background task started on both at once (a data-cloud country's holiday import) runs once, and
 *  - a token signed out on one instance is refused by the other within AUTH_CACHE_MS.
 * Each check prints its outcome; the last line is `N passed, N failed` (npm test reads it).
 * Usage: node scripts/two-instances.mjs   (DB_CONNECTION=pg … for PostgreSQL; SQLite by default)
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import S3rver from 's3rver'
import { BACKEND, ace, buildShared, checklist } from './lib.mjs'
import { ensureEnv } from './env.mjs'

const PER_MINUTE = 4
const ports = [Number(process.env.INSTANCES_PORT ?? 3381), Number(process.env.INSTANCES_PORT ?? 3381) + 1]
// Named by port: CI runs this on SQLite and on PostgreSQL at the same time (INSTANCES_PORT apart).
const mailFolder = join(BACKEND, 'tmp', `mail-two-instances-${ports[0]}`)
const s3Port = ports[1] + 1
const s3Folder = join(BACKEND, 'tmp', `s3-two-instances-${ports[0]}`)
const env = {
  DB_CONNECTION: process.env.DB_CONNECTION ?? 'sqlite', DB_DATABASE: process.env.DB_DATABASE ?? 'tmp/two-instances.sqlite3',
  LIMITER_STORE: 'database', LOGIN_ATTEMPTS_PER_MINUTE: String(PER_MINUTE), MAIL_FOLDER: mailFolder, NODE_ENV: 'development', LOG_LEVEL: 'warn',
  // s3rver's own credentials; the bucket is created below.
  DRIVE_DISK: 's3', S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_BUCKET: 'hr-two-instances', S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
}

ensureEnv()
await buildShared()
mkdirSync(join(BACKEND, 'tmp'), { recursive: true })
rmSync(mailFolder, { recursive: true, force: true })
if (env.DB_CONNECTION === 'sqlite') for (const s of ['', '-wal', '-shm']) rmSync(join(BACKEND, `${env.DB_DATABASE}${s}`), { force: true })
// The store first: the demo seed files its documents in it.
rmSync(s3Folder, { recursive: true, force: true })
const s3 = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: s3Folder, configureBuckets: [{ name: env.S3_BUCKET }] })
await s3.run()
await ace(['migration:fresh', '--force'], env)
await ace(['db:seed'], env)


// Instance B is itself two server processes on one port (WEB_CONCURRENCY=2, bin/server.ts).
const servers = ports.map((port, i) => spawn('node', ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
  cwd: BACKEND, stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...env, PORT: String(port), APP_URL: `http://localhost:${port}`, WEB_CONCURRENCY: i === 1 ? '2' : '1' },
}))
const stop = () => { servers.forEach((server) => server.kill('SIGTERM')); void s3.close().catch(() => {}) }
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

/** The server processes a process started (its cluster's), from /proc. */
const childrenOf = (pid) => readdirSync('/proc').filter((d) => /^\d+$/.test(d)).filter((d) => {
  try { return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid) } catch { return false }
}).map(Number)

const post = (url, path, body) => fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
const { check, finish } = checklist()

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

// 3. One file store: a file uploaded through instance A is read through instance B.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
const admin = await (await post(base[0], '/api/auth/platform-login', { email: 'hr.admin@demo.test', password: 'Demo@12345' })).json()
const auth = { authorization: `Bearer ${admin.auth_token}`, accept: 'application/json' }
const form = new FormData()
form.append('file', new Blob([PNG], { type: 'image/png' }), 'pixel.png')
form.append('file_key', 'img/pixel.png')
const upload = await fetch(`${base[0]}/api/aws-s3-upload`, { method: 'POST', headers: auth, body: form })
const uploaded = upload.ok ? await upload.json() : {}
// (Both instances share this machine's disk too: the object must be in the S3 store's own folder.)
const inStore = Boolean(uploaded.file_key) && existsSync(join(s3Folder, env.S3_BUCKET, `${uploaded.file_key}._S3rver_object`))
check(upload.status === 200 && inStore, `instance A stores an upload in the S3 store (${upload.status}${inStore ? '' : ', not in the store'})`)
if (uploaded.file_key) {
  const qs = new URLSearchParams({ file_key: uploaded.file_key, location_entity_name: 'people', location_entity_id: '1' })
  const signed = await fetch(`${base[1]}/api/aws-s3-signedurl?${qs}`, { headers: auth })
  const url = signed.ok ? (await signed.json()).url : null
  const file = url ? await fetch(new URL(url, base[1])) : null
  const bytes = file?.ok ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0)
  check(Boolean(file?.ok) && bytes.equals(PNG), `instance B signs a URL for A's upload and the same bytes come back (${signed.status}, ${file?.status ?? '-'})`)
}

// 5. Instance B runs as two processes, and one that dies is replaced while the other serves.
const workers = childrenOf(servers[1].pid)
check(workers.length === 2, `instance B (WEB_CONCURRENCY=2) runs two server processes (${workers.length})`)
if (workers.length) {
  process.kill(workers[0], 'SIGKILL')
  // (A connection handed to the process at the instant it dies is lost; the next ones go to the other.)
  await new Promise((r) => setTimeout(r, 300))
  const during = await fetch(`${base[1]}/api/health`).then((r) => r.status, () => 0)
  let replaced = []
  for (let i = 0; i < 60 && replaced.length < 2; i++) {
    await new Promise((r) => setTimeout(r, 500))
    replaced = childrenOf(servers[1].pid)
  }
  const after = await Promise.all([1, 2, 3, 4].map(() => fetch(`${base[1]}/api/health`).then((r) => r.status, () => 0)))
  check(during === 200 && replaced.length === 2 && !replaced.includes(workers[0]) && after.every((s) => s === 200),
    `a killed server process is replaced (${replaced.length} running) and B answers meanwhile (${during}) and after (${after.join(', ')})`)
}

// 4. One background task: the same country added through both instances at once is imported once.
const root = await (await post(base[0], '/api/auth/platform-login', { email: 'superadmin@demo.test', password: 'Demo@12345' })).json()
const rootAuth = { authorization: `Bearer ${root.auth_token}`, accept: 'application/json' }
const cloud = async () => (await (await fetch(`${base[0]}/api/data-cloud/countries`, { headers: rootAuth })).json()).items ?? []
const taken = new Set((await cloud()).map((c) => c.country))
const country = ['NZ', 'IE', 'PT', 'FI', 'NO', 'DK', 'AT'].find((c) => !taken.has(c))
const both = await Promise.all(base.map((url) => fetch(`${url}/api/data-cloud/countries`, {
  method: 'POST', headers: { ...rootAuth, 'content-type': 'application/json' }, body: JSON.stringify({ country }),
})))
const answers = both.map((r) => r.status).sort()
let imported = null
for (let i = 0; i < 120 && imported?.status !== 'ready'; i++) {
  imported = (await cloud()).find((c) => c.country === country)
  if (imported?.status !== 'ready') await new Promise((r) => setTimeout(r, 250))
}
check(answers.join() === '202,409' && imported?.status === 'ready' && imported.holiday_count > 0,
  `${country} added through both instances at once: one import (answers ${answers.join(', ')}), ${imported?.status ?? 'missing'} with ${imported?.holiday_count ?? 0} holidays`)

// 6. A token signed out on one instance: that one refuses it at once; the other, which read it a moment
// before, once its few seconds' copy expires (AUTH_CACHE_MS, default 3000: backend/app/services/auth_cache.ts).
// (HR admin's token from step 3: a new sign-in here would meet the limiter's spent budget.)
const profileStatus = (url) => fetch(`${url}/api/profile/me`, { headers: auth }).then((r) => r.status, () => 0)
const warm = [await profileStatus(base[1]), await profileStatus(base[1]), await profileStatus(base[1])]
const logout = await fetch(`${base[0]}/api/auth/logout`, { method: 'POST', headers: auth })
const signedOutAt = Date.now()
const onA = await profileStatus(base[0])
let onB = await profileStatus(base[1])
while (onB === 200 && Date.now() - signedOutAt < 10_000) {
  await new Promise((r) => setTimeout(r, 100))
  onB = await profileStatus(base[1])
}
const lag = Date.now() - signedOutAt
check(warm.every((s) => s === 200) && logout.status === 200 && onA === 401 && onB === 401 && lag <= 4_000,
  `a token signed out on A is refused by A at once (${onA}) and by B within ${lag} ms (${onB}; AUTH_CACHE_MS is 3000; read on B before ${warm.join(', ')}, sign-out ${logout.status})`)

// 7. A server stopped (SIGTERM) while requests are running lets them finish, then exits: requests whose client
// has gone included (backend/app/middleware/request_start_middleware.ts). Before, such a request's next query
// opened the database again after it was closed, and that pool kept the process alive for good. A request
// still in its socket, not yet read, is closed with the connection (Node's server.close): 0 here, never a 5xx.
const exited = (child, ms) => new Promise((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) return resolve(true)
  const timer = setTimeout(() => resolve(false), ms)
  child.once('exit', () => { clearTimeout(timer); resolve(true) })
})
const gone = new AbortController()
const running = Array.from({ length: 40 }, (_, i) => fetch(`${base[0]}/api/profile/me`, { headers: rootAuth, signal: i % 2 ? gone.signal : undefined })
  .then((r) => r.status, () => 0))
await new Promise((r) => setTimeout(r, 30))
gone.abort()
const stoppedAt = Date.now()
stop()
const [aExited, bExited] = await Promise.all([exited(servers[0], 10_000), exited(servers[1], 10_000)])
const kept = (await Promise.all(running)).filter((_, i) => i % 2 === 0)
check(aExited && bExited && kept.includes(200) && kept.every((s) => s === 200 || s === 0),
  `stopped while answering, both instances exit (${aExited && bExited ? `within ${Date.now() - stoppedAt} ms` : `A ${aExited ? 'exited' : 'still running'}, B ${bExited ? 'exited' : 'still running'} after 10 s`}); the requests still connected: ${kept.filter((s) => s === 200).length} answered 200, ${kept.filter((s) => s === 0).length} closed unread, no other answer (${[...new Set(kept)].join(', ')})`)

finish()
