/**
 * Where the app's CPU goes under load (issue 18 §3): the compiled app (as bench:load runs it) under
 * V8's sampling profiler while autocannon loads one endpoint, then the samples taken under load
 * summed by self time per package (or the app's own folder) and per function.
 *
 * Usage: node scripts/profile-load.mjs [--path /api/people?external[per_page]=50] [--as hr.admin@demo.test]
 *          [--connections 50] [--duration 15] [--top 30]
 * Needs the database bench:load made (hr_bench_load on PostgreSQL at 127.0.0.1:5432): run that once first.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { BACKEND, PRODUCTION_NODE_OPTIONS, ROOT, buildBackend } from './lib.mjs'

const argv = process.argv.slice(2)
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : fallback
}
const PATH = option('path', '/api/people?external[page]=1&external[per_page]=50')
const AS = option('as', 'hr.admin@demo.test')
const CONNECTIONS = Number(option('connections', 50))
const DURATION = Number(option('duration', 15))
const TOP = Number(option('top', 30))
const PORT = 3347
const base = `http://127.0.0.1:${PORT}`

await buildBackend()
const dir = mkdtempSync(join(tmpdir(), 'profile-load-'))
const server = spawn('node', ['--cpu-prof', '--cpu-prof-dir', dir, ...PRODUCTION_NODE_OPTIONS, 'bin/server.js'], {
  cwd: join(BACKEND, 'build'), stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env, DB_CONNECTION: 'pg', DB_HOST: '127.0.0.1', DB_PORT: '5432', DB_USER: 'postgres', DB_PASSWORD: '',
    DB_DATABASE: 'hr_bench_load', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error', LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
    NODE_ENV: 'production', ENV_PATH: join(ROOT, '/'),
  },
})
for (let i = 0; ; i++) {
  if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break
  if (i > 300) throw new Error('the app did not start')
  await new Promise((r) => setTimeout(r, 200))
}
const login = await (await fetch(`${base}/api/auth/platform-login`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: AS, password: 'Demo@12345' }),
})).json()
const headers = { authorization: `Bearer ${login.auth_token}` }
// Warm-up: the first calls compile and fill caches; their samples are left out.
for (let i = 0; i < 200; i++) await (await fetch(`${base}${PATH}`, { headers })).text()

const require = createRequire(join(ROOT, 'package.json'))
const autocannon = require('autocannon')
const loadStarted = Date.now()
const result = await new Promise((resolve, reject) => autocannon({ url: `${base}${PATH}`, headers, connections: CONNECTIONS, duration: DURATION }, (err, r) => (err ? reject(err) : resolve(r))))
const loadEnded = Date.now()
server.kill('SIGTERM')
await new Promise((r) => server.on('exit', r))
console.log(`${PATH} as ${AS}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`)

const profile = JSON.parse(readFileSync(join(dir, readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))), 'utf8'))
// Samples carry deltas from the profile's start (µs, process clock); the load's window is placed
// from the end, which is when the server stopped (a fraction of a second after the load).
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
let t = profile.startTime
const times = profile.timeDeltas.map((d) => (t += d))
const windowUs = (loadEnded - loadStarted) * 1000
const from = profile.endTime - windowUs - 300_000
const selfByFn = new Map()
const selfByPkg = new Map()
let total = 0
profile.samples.forEach((id, i) => {
  if (times[i] < from || times[i] > profile.endTime - 300_000) return
  const f = nodes.get(id).callFrame
  const pkg = packageOf(f.url, f.functionName)
  const fn = `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}`
  selfByFn.set(fn, (selfByFn.get(fn) ?? 0) + 1)
  selfByPkg.set(pkg, (selfByPkg.get(pkg) ?? 0) + 1)
  total++
})
const show = (title, map) => {
  console.log(`\n${title} (self time, ${total} samples under load)`)
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)
}
show('By package', selfByPkg)
show('By function', selfByFn)

function packageOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)'
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (m) return m[1]
  if (url.startsWith('node:')) return url
  const app = /backend\/build\/(app\/[^/]+|[^/]+)/.exec(url)
  return app ? `app: ${app[1]}` : shortUrl(url)
}
function shortUrl(url) {
  return url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '').replace(/.*\/backend\/build\//, 'build/')
}
