/**
 * People CSV import budget (issue: 1000 valid rows validated and written in ≤ 2 s on SQLite).
 * Starts the app on a scratch SQLite database, then imports 1000-row files as hr.admin: each run
 * is a dry run (validation only) followed by the real import, timed end to end over HTTP.
 * Usage: node scripts/bench-import.mjs [runs=5]
 */
import { spawn } from 'node:child_process'
import { ROOT, buildShared } from './lib.mjs'
import { ensureEnv } from './env.mjs'

ensureEnv()
await buildShared()

const runs = Number(process.argv[2] ?? 5)
const port = '3337'
const base = `http://localhost:${port}`
const server = spawn('node', ['scripts/e2e-server.mjs'], {
  cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, E2E_PORT: port, E2E_OIDC_PORT: '3338', E2E_DB: 'tmp/bench-import.sqlite3', E2E_MAIL: 'mail-bench' },
})
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)

for (let i = 0; i < 150; i++) {
  try { if ((await fetch(`${base}/api/health`)).ok) break } catch {}
  await new Promise((r) => setTimeout(r, 200))
}
const login = await (await fetch(`${base}/api/auth/platform-login`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'hr.admin@demo.test', password: 'Demo@12345' }),
})).json()

const COUNTRIES = ['SG', 'MY', 'TH', 'VN', 'PH', 'HK']
function file(run) {
  const lines = ['name,work_email,personal_email,type,status,country,nationality,job_title,start_date,birth_date,gender,profile_type,is_expat,is_local']
  for (let i = 0; i < 1000; i++) {
    lines.push(`Bench Person ${run}-${i},bench.${run}.${i}@import.test,p.${run}.${i}@mail.test,staff,onboarding,${COUNTRIES[i % 6]},${COUNTRIES[(i + 1) % 6]},Analyst,2027-01-04,1990-05-17,female,staff_only,no,yes`)
  }
  return new Blob([lines.join('\n')], { type: 'text/csv' })
}

async function post(run, dryRun) {
  const form = new FormData()
  form.append('file', file(run), 'people.csv')
  form.append('dry_run', String(dryRun))
  const t0 = performance.now()
  const res = await fetch(`${base}/api/people/import`, { method: 'POST', headers: { authorization: `Bearer ${login.auth_token}` }, body: form })
  const ms = performance.now() - t0
  const body = await res.json()
  if (res.status !== (dryRun ? 200 : 201)) throw new Error(`run ${run}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`)
  return ms
}

const dry = []
const real = []
for (let run = 0; run < runs; run++) {
  dry.push(await post(run, true))
  real.push(await post(run, false))
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const fmt = (xs) => `median ${median(xs).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`
console.log(`people CSV import, 1000 rows, SQLite, ${runs} runs`)
console.log(`  dry run (validate only):        ${fmt(dry)}`)
console.log(`  import (validate + write + audit): ${fmt(real)}   budget 2000 ms`)
stop()
process.exit(0)
