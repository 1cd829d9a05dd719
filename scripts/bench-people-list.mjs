/**
 * People list, filter and staff search latency on a large platform (200 customers, 100,000
 * people: `SEED_SCALE=large`), over HTTP against the real app, on SQLite and on PostgreSQL.
 * 200 requests per scenario; prints median and p95. The budget is p95 ≤ 50 ms on PostgreSQL.
 * Usage: node scripts/bench-people-list.mjs [sqlite|pg|both]   (pg: PostgreSQL on 127.0.0.1:5432, user postgres)
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { BACKEND, ROOT, ace, buildShared } from './lib.mjs'
import { ensureEnv } from './env.mjs'

const which = process.argv[2] ?? 'both'
const N = 200
ensureEnv()
await buildShared()
mkdirSync(join(BACKEND, 'tmp'), { recursive: true }) // the SQLite file's folder, absent on a fresh clone

async function withServer(name, env, fn) {
  await ace(['migration:fresh', '--force'], env)
  await ace(['db:seed'], { ...env, SEED_SCALE: 'large' })
  const server = spawn('node', ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], { cwd: BACKEND, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env, LOG_LEVEL: 'error' } })
  try {
    for (let i = 0; i < 150; i++) {
      try { if ((await fetch(`http://localhost:${env.PORT}/api/health`)).ok) break } catch {}
      await new Promise((r) => setTimeout(r, 200))
    }
    await fn(`http://localhost:${env.PORT}`)
  } finally {
    server.kill('SIGTERM')
  }
}

async function measure(label, call) {
  for (let i = 0; i < 10; i++) await call(i) // warm-up
  const times = []
  for (let i = 0; i < N; i++) {
    const t0 = performance.now()
    await call(i)
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1)
  console.log(`  ${label.padEnd(48)} median ${p(0.5).padStart(6)} ms   p95 ${p(0.95).padStart(6)} ms`)
}

async function scenarios(base, dbName) {
  const login = await (await fetch(`${base}/api/auth/platform-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'superadmin@demo.test', password: 'Demo@12345' }) })).json()
  const customers = await (await fetch(`${base}/api/customer?query_string=Scale%20Customer&external[per_page]=1000`, { headers: { authorization: `Bearer ${login.auth_token}` } })).json()
  const ids = customers.items.map((c) => c.id)
  const total = await (await fetch(`${base}/api/people?external[per_page]=1`, { headers: { authorization: `Bearer ${login.auth_token}`, 'x-customer-id': String(ids[0]) } })).json()
  console.log(`\n${dbName}: ${ids.length} scale customers, ${total.itemsTotal} people in the first one`)
  const h = (i) => ({ authorization: `Bearer ${login.auth_token}`, 'x-customer-id': String(ids[i % ids.length]) })
  const ok = async (res) => { if (!res.ok) throw new Error(`${res.status} ${await res.text()}`); await res.json() }
  await measure('people list, page 1 of 50', async (i) => ok(await fetch(`${base}/api/people?external[page]=1&external[per_page]=50`, { headers: h(i) })))
  await measure('people list, page 5, sorted by name desc', async (i) => ok(await fetch(`${base}/api/people?external[page]=5&external[per_page]=50&sort=-name`, { headers: h(i) })))
  await measure('staff-list (default statuses) + country filter', async (i) => ok(await fetch(`${base}/api/people/staff-list?filter[country]=SG,MY&external[per_page]=50`, { headers: h(i) })))
  await measure('staff search (POST /api/people/search)', async (i) => ok(await fetch(`${base}/api/people/search`, { method: 'POST', headers: { ...h(i), 'content-type': 'application/json' }, body: JSON.stringify({ role: 'Staff', query_string: ['ana', 'tan 1', 'lim', 'kai ng'][i % 4], external: { page: 1, per_page: 50 } }) })))
}

if (which === 'sqlite' || which === 'both') {
  await withServer('sqlite', { DB_CONNECTION: 'sqlite', DB_DATABASE: 'tmp/bench-scale.sqlite3', PORT: '3341' }, (base) => scenarios(base, 'SQLite'))
}
if (which === 'pg' || which === 'both') {
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS hr_bench WITH (FORCE)')
  await admin.query('CREATE DATABASE hr_bench')
  await admin.end()
  await withServer('pg', { DB_CONNECTION: 'pg', DB_HOST: '127.0.0.1', DB_PORT: '5432', DB_USER: 'postgres', DB_DATABASE: 'hr_bench', PORT: '3342' }, (base) => scenarios(base, 'PostgreSQL'))
}
process.exit(0)
