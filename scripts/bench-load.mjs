/**
 * Mixed read load against the real app on a large platform (issue 18 §3): 200 customers × 500
 * people (`SEED_SCALE=large`) in PostgreSQL, one app process (WEB_CONCURRENCY=N for N), autocannon as the load.
 *
 *  1. The database `hr_bench_load` is created when missing, migrated and seeded large only when
 *     new or short of 100,000 people (re-runs only apply pending migrations).
 *  2. The app starts with LOG_LEVEL=error; the demo users sign in and every endpoint of the mix is
 *     called once (each must answer 200) and timed unloaded (median of 20 sequential calls).
 *  3. The mix, weighted per 50 requests: profile 10, people list 10, staff search 6, a person's
 *     page 8, the employee's leave balance 7 and payslips 8, a sign-in 1 (scrypt, CPU-heavy).
 *     Prints req/s, latency p50/p99, non-2xx, errors/timeouts, per-kind figures, the server's RSS
 *     and the CPU each request cost the server, PostgreSQL (when on this machine) and autocannon.
 *  4. The ratio: the HR admin's people list through the app versus a bare node:http + pg handler
 *     (scripts/bench-load-bare.mjs, one process) sending the same SQL: the app's own statements
 *     for that page (the goal's measure), and beside it the first measurement's work without the
 *     tenant transaction (the token's row and its sha256, the user's customer, a count, a page);
 *     then that cheapest handler alone at the mixed load's connections, and the same mix against it
 *     (its reads people pages, its sign-ins the app's scrypt): what this box allows any handler.
 *  Latencies are printed for the whole run and, apart, after every connection's first answer
 *  (afterOpening: how a saturated Node process admits new connections).
 *
 * Usage: node scripts/bench-load.mjs [--connections 300] [--duration 60]
 *          [--ratio-connections 100] [--ratio-duration 20] [--no-ratio] [--sqlite] [--dev]
 * (the ratio runs default to min(100, connections) and min(20, duration), so short runs stay short)
 * The app runs as production runs it (Dockerfile): the compiled backend (backend/build, rebuilt when
 * stale) with NODE_ENV=production; --dev runs the TypeScript sources through the loader instead, as
 * `npm start` does.
 * PostgreSQL on 127.0.0.1:5432, user postgres. Exits non-zero on errors only, never on a missed goal.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const argv = process.argv.slice(2)
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' }
const DB_NAME = 'hr_bench_load'
const SQLITE_FILE = 'tmp/bench-load.sqlite3'
const SCALE_PEOPLE = 100_000
const PASSWORD = 'Demo@12345'
const APP_PORT = 3345
const BARE_PORT = 3346

const code = await main().then(() => 0, (err) => {
  if (!err?.reported) console.error(err?.stack ?? err)
  return 1
})
process.exit(code)

// ---------------------------------------------------------------------------------------------
// The benchmark.
// ---------------------------------------------------------------------------------------------

function numberFlag(name, fallback) {
  const i = argv.indexOf(`--${name}`)
  if (i < 0) return fallback
  const v = Number(argv[i + 1])
  if (!Number.isFinite(v) || v <= 0) {
    console.error(`--${name} needs a positive number`)
    process.exit(2)
  }
  return v
}

function fail(message) {
  console.error(`\n✖ ${message}`)
  throw Object.assign(new Error(message), { reported: true })
}

async function main() {
  const known = ['--connections', '--duration', '--ratio-connections', '--ratio-duration', '--no-ratio', '--sqlite', '--dev']
  const unknown = argv.filter((a, i) => a.startsWith('--') && !known.includes(a) && !(i > 0 && known.includes(argv[i - 1])))
  if (unknown.length) {
    console.error(`Unknown option(s): ${unknown.join(' ')}\nUsage: node scripts/bench-load.mjs [--connections N] [--duration S] [--ratio-connections N] [--ratio-duration S] [--no-ratio] [--sqlite] [--dev]`)
    process.exit(2)
  }
  const connections = numberFlag('connections', 300)
  const duration = numberFlag('duration', 60)
  const ratioConnections = numberFlag('ratio-connections', Math.min(100, connections))
  const ratioDuration = numberFlag('ratio-duration', Math.min(20, duration))
  const useSqlite = argv.includes('--sqlite')
  const withRatio = !argv.includes('--no-ratio')
  const dev = argv.includes('--dev')

  const [{ default: autocannon }, { BACKEND, ROOT, PRODUCTION_NODE_OPTIONS, ace, buildBackend, buildShared }, { ensureEnv }] = await Promise.all([
    import('autocannon'), import('./lib.mjs'), import('./env.mjs'),
  ])
  ensureEnv()
  await buildShared()
  if (!dev) await buildBackend()
  mkdirSync(join(BACKEND, 'tmp'), { recursive: true })

  // 1. The database.
  const dbEnv = useSqlite
    ? { DB_CONNECTION: 'sqlite', DB_DATABASE: SQLITE_FILE }
    : { DB_CONNECTION: 'pg', DB_HOST: PG.host, DB_PORT: String(PG.port), DB_USER: PG.user, DB_DATABASE: DB_NAME }
  const people = await prepareDatabase(useSqlite, BACKEND)
  if (people === null || people < SCALE_PEOPLE) {
    console.log(people === null ? `New database (${useSqlite ? SQLITE_FILE : DB_NAME}): migrating and seeding large (a few minutes) …` : `Only ${people} people: migrating fresh and seeding large (a few minutes) …`)
    const t0 = Date.now()
    await ace(['migration:fresh', '--force'], dbEnv)
    await ace(['db:seed'], { ...dbEnv, SEED_SCALE: 'large' })
    console.log(`Seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s.`)
  } else {
    console.log(`${useSqlite ? SQLITE_FILE : DB_NAME}: ${people.toLocaleString('en')} people already; applying pending migrations only.`)
    await ace(['migration:run', '--force'], dbEnv)
  }

  const children = []
  const stopAll = () => { for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM') }
  process.on('exit', stopAll)
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { stopAll(); process.exit(130) })

  try {
    // 2. The app, its users and the mix.
    const appBase = `http://127.0.0.1:${APP_PORT}`
    // The sign-in limiter (10 a minute per account, 30 per address) would refuse the mix's sign-ins
    // from this one address: it is lifted for the run, it is not what is measured.
    const server = spawn('node', dev ? ['--import=ts-node-maintained/register/esm', 'bin/server.ts'] : [...PRODUCTION_NODE_OPTIONS, 'bin/server.js'], {
      cwd: dev ? BACKEND : join(BACKEND, 'build'), stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env, ...dbEnv, PORT: String(APP_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error', LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
        // The compiled app reads the repository's .env from two folders up (bin/ignitor's ENV_PATH is relative to the app root).
        ...(dev ? {} : { NODE_ENV: 'production', ENV_PATH: join(ROOT, '/'), ...(useSqlite ? { ALLOW_SQLITE_IN_PRODUCTION: 'true' } : {}) }),
      },
    })
    children.push(server)
    await waitForHealth(appBase, server, 'the app')
    console.log(`App up (${dev ? 'TypeScript sources, development' : 'compiled build, NODE_ENV=production'}; pid ${server.pid}, ${describeTree(server.pid)}).`)

    const users = {}
    for (const [key, email] of [['hr', 'hr.admin@demo.test'], ['employee', 'employee@demo.test'], ['manager', 'manager@demo.test'], ['superadmin', 'superadmin@demo.test']]) {
      const res = await fetch(`${appBase}/api/auth/platform-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) })
      const body = await res.json().catch(() => ({}))
      if (res.status !== 200 || !body.auth_token) fail(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`)
      users[key] = { email, auth: `Bearer ${body.auth_token}` }
    }
    const getJson = async (path, who) => {
      const res = await fetch(`${appBase}${path}`, { headers: { authorization: users[who].auth } })
      const body = await res.json().catch(() => null)
      if (res.status !== 200) fail(`GET ${path} as ${users[who].email} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`)
      return body
    }
    const list = await getJson('/api/people?external[page]=1&external[per_page]=50', 'hr')
    const emma = list.items.find((p) => p.work_email === 'employee@demo.test')
    if (!emma) fail('the HR admin\'s people list has no employee@demo.test')
    const globexPeople = list.items.map((p) => p.id)
    console.log(`HR admin reads ${list.itemsTotal} people (Globex); the employee is person ${emma.id}.`)

    const json = { 'content-type': 'application/json' }
    const kinds = [
      { name: 'profile', weight: 10, variants: ['hr', 'employee', 'manager', 'superadmin'].map((who) => ({ method: 'GET', path: '/api/profile/me', who })) },
      { name: 'people list', weight: 10, variants: ['hr', 'manager'].map((who) => ({ method: 'GET', path: '/api/people?external[page]=1&external[per_page]=50', who })) },
      { name: 'staff search', weight: 6, variants: [{ method: 'POST', path: '/api/people/search', who: 'hr', body: { role: 'Staff', query_string: 'ana', external: { page: 1, per_page: 50 } } }] },
      { name: 'person page', weight: 8, variants: globexPeople.map((id) => ({ method: 'GET', path: `/api/people/${id}`, who: 'hr' })) },
      { name: 'leave balance', weight: 7, variants: [{ method: 'GET', path: `/api/leave/balance?person_id=${emma.id}`, who: 'employee' }] },
      { name: 'payslips', weight: 8, variants: [{ method: 'GET', path: '/api/payslip', who: 'employee' }] },
      { name: 'sign-in', weight: 1, variants: ['hr', 'employee', 'manager', 'superadmin'].map((who) => ({ method: 'POST', path: '/api/auth/platform-login', body: { email: users[who].email, password: PASSWORD } })) },
    ]
    // Each variant as autocannon sends it (the tokens in its headers).
    for (const k of kinds) {
      k.requests = k.variants.map((v) => ({
        method: v.method, path: v.path,
        headers: { ...(v.who ? { authorization: users[v.who].auth } : {}), ...(v.body ? json : {}) },
        ...(v.body ? { body: JSON.stringify(v.body) } : {}),
      }))
    }
    const totalWeight = kinds.reduce((s, k) => s + k.weight, 0)

    // Each variant once (200 or fail), then each kind timed alone: what a request costs unloaded.
    console.log('\nEach endpoint alone (median of 20 sequential calls):')
    const unloaded = {}
    for (const k of kinds) {
      const call = async (r) => {
        const t0 = performance.now()
        const res = await fetch(`${appBase}${r.path}`, { method: r.method, headers: r.headers, body: r.body })
        const text = await res.text()
        if (res.status !== 200) fail(`${r.method} ${r.path} (${k.name}) answered ${res.status}: ${text.slice(0, 300)}`)
        return performance.now() - t0
      }
      for (const r of k.requests) await call(r)
      const times = []
      for (let i = 0; i < (k.name === 'sign-in' ? 5 : 20); i++) times.push(await call(k.requests[i % k.requests.length]))
      unloaded[k.name] = median(times)
      console.log(`  ${k.name.padEnd(14)} ${unloaded[k.name].toFixed(1).padStart(7)} ms`)
    }

    // 3. The mixed load.
    console.log(`\nMixed load: ${connections} connections, ${duration} s …`)
    const perKind = Object.fromEntries(kinds.map((k) => [k.name, { latencies: [], non2xx: 0 }]))
    const pick = () => {
      let r = Math.random() * totalWeight
      for (const k of kinds) if ((r -= k.weight) < 0) return k
      return kinds[0]
    }
    /** The mix against the bare handler: each variant must answer 200 there first; its figures as one line. */
    const mixAgainstBare = async (bare) => {
      for (const k of kinds) {
        for (const r of k.requests) {
          const res = await fetch(`${bare.base}${r.path}`, { method: r.method, headers: r.headers, body: r.body })
          if (res.status !== 200) fail(`the bare handler answered ${r.method} ${r.path} (${k.name}) with ${res.status}: ${(await res.text()).slice(0, 300)}`)
        }
      }
      const opening = afterOpening(connections)
      const before = cpuSnapshot(bare.child.pid)
      const run = await mixLoad(bare.base, ratioDuration, opening, null)
      const cpu = cpuPerRequest(before, cpuSnapshot(bare.child.pid), run.requests.total).replace('server', 'bare handler')
      return `the mix against the bare token…page handler (every read a people page, the sign-ins with the app's scrypt), ${connections} connections × ${ratioDuration} s: ${run.requests.average.toFixed(0)} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors}; after the opening ${opening.summary()}; CPU per request: ${cpu}`
    }
    const mixLoad = (url, seconds, opening, perKind) => load(autocannon, {
      url, connections, duration: seconds,
      requests: [{
        setupRequest: (req, context) => {
          const k = pick()
          context.kind = k.name
          return { ...req, ...k.requests[Math.floor(Math.random() * k.requests.length)] }
        },
      }],
    }, (client, status, _bytes, ms) => {
      opening.record(client, ms)
      const s = perKind?.[client.requestIterator?.context?.kind]
      if (!s) return
      s.latencies.push(ms)
      if (status < 200 || status > 299) s.non2xx++
    })
    const rssSamples = []
    const sampler = setInterval(() => { const r = treeRss(server.pid); if (r) rssSamples.push(r.total) }, 1000)
    const cpuBefore = cpuSnapshot(server.pid)
    const opening = afterOpening(connections)
    const mixed = await mixLoad(appBase, duration, opening, perKind)
    clearInterval(sampler)
    const mixedCpu = cpuPerRequest(cpuBefore, cpuSnapshot(server.pid), mixed.requests.total)
    const rss = treeRss(server.pid)
    const peakRss = Math.max(rss?.total ?? 0, ...rssSamples)
    if (server.exitCode !== null || server.signalCode !== null) fail('the app exited during the load')

    console.log(`  req/s (mean)       ${mixed.requests.average.toFixed(1)}`)
    console.log(`  latency p50 / p99  ${mixed.latency.p50} / ${mixed.latency.p99} ms (mean ${mixed.latency.average.toFixed(1)}, max ${mixed.latency.max})`)
    const steadyLine = opening.summary()
    console.log(`  after the opening  ${steadyLine}`)
    console.log(`  requests           ${mixed.requests.total} (2xx ${mixed['2xx']}, non-2xx ${mixed.non2xx})`)
    console.log(`  errors / timeouts  ${mixed.errors} / ${mixed.timeouts}`)
    console.log(`  server RSS         ${mb(rss?.total)} at the end, ${mb(peakRss)} peak (${rss?.detail ?? 'process gone'})`)
    console.log(`  CPU per request    ${mixedCpu}`)
    console.log('  per kind:            share   p50 ms   p99 ms   non-2xx   unloaded ms')
    for (const k of kinds) {
      const s = perKind[k.name]
      const sorted = s.latencies.sort((a, b) => a - b)
      const total = Object.values(perKind).reduce((n, x) => n + x.latencies.length, 0)
      console.log(`    ${k.name.padEnd(16)} ${pct(sorted.length, total).padStart(6)} ${quantile(sorted, 0.5).padStart(8)} ${quantile(sorted, 0.99).padStart(8)} ${String(s.non2xx).padStart(9)} ${unloaded[k.name].toFixed(1).padStart(13)}`)
    }
    if (Object.values(mixed.statusCodeStats ?? {}).length) {
      console.log(`  status codes       ${Object.entries(mixed.statusCodeStats).map(([c, v]) => `${c}: ${v.count}`).join(', ')}`)
    }

    // 4. The ratio: the HR admin's people list, app versus bare handlers (bench-load-bare.mjs):
    // one sending the app's own statements (the issue's "same SQL"; the goal's measure), and the
    // first measurement's (token, user, count, page; no tenant transaction), printed beside it.
    const ratios = []
    let floor = null
    let bareMixFloor = null
    if (withRatio) {
      const listPath = '/api/people?external[page]=1&external[per_page]=50'
      const headers = { authorization: users.hr.auth }
      const bares = [
        ...(useSqlite ? [] : [{ mode: 'app', port: BARE_PORT, title: "the app's statements" }]),
        { mode: 'plain', port: BARE_PORT + 1, title: 'token, user, count, page' },
      ]
      for (const b of bares) {
        b.base = `http://127.0.0.1:${b.port}`
        const child = spawn(process.execPath, [fileURLToPath(new URL('./bench-load-bare.mjs', import.meta.url))], {
          stdio: ['ignore', 'ignore', 'inherit'],
          env: { ...process.env, PORT: String(b.port), BARE_SQL: b.mode, BARE_MIX: b.mode === 'plain' ? '1' : '0', ...(useSqlite ? { BARE_SQLITE: join(BACKEND, SQLITE_FILE) } : { BARE_PG_DATABASE: DB_NAME }) },
        })
        children.push(child)
        b.child = child
        await waitForHealth(b.base, child, `the bare handler (${b.mode})`)
      }
      const [fromApp, ...fromBares] = await Promise.all([appBase, ...bares.map((b) => b.base)].map(async (base) => {
        const res = await fetch(`${base}${listPath}`, { headers })
        if (res.status !== 200) fail(`${base}${listPath} answered ${res.status}: ${(await res.text()).slice(0, 300)}`)
        return res.json()
      }))
      const ids = (b) => b.items.map((p) => p.id).join(',')
      const labels = (b) => JSON.stringify(b.items.map((p) => p._labels))
      bares.forEach((b, i) => {
        const page = fromBares[i]
        if (fromApp.itemsTotal !== page.itemsTotal || ids(fromApp) !== ids(page) || (b.mode === 'app' && labels(fromApp) !== labels(page))) {
          fail(`the bare handler's page (${b.mode}) differs from the app's (${page.itemsTotal} vs ${fromApp.itemsTotal} people)`)
        }
      })
      console.log(`\nPeople list, app vs bare node:http + pg (${ratioConnections} connections, ${ratioDuration} s each; same ${fromApp.itemsTotal} people, same order) …`)
      const settings = { connections: ratioConnections, duration: ratioDuration, requests: [{ method: 'GET', path: listPath, headers }] }
      const measured = async (pid, url) => {
        const before = cpuSnapshot(pid)
        const run = await load(autocannon, { ...settings, url })
        return { ...run, cpu: cpuPerRequest(before, cpuSnapshot(pid), run.requests.total) }
      }
      const appRun = await measured(server.pid, appBase)
      const row = (name, r) => console.log(`  ${name.padEnd(28)} ${r.requests.average.toFixed(1).padStart(8)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}   timeouts ${r.timeouts}\n  ${''.padEnd(28)} CPU per request: ${r.cpu}`)
      row('app', appRun)
      for (const b of bares) {
        const bareRun = await measured(b.child.pid, b.base)
        row(`bare, ${b.title}`, bareRun)
        ratios.push({ ...b, app: appRun.requests.average, bare: bareRun.requests.average, value: appRun.requests.average / bareRun.requests.average })
      }
      for (const r of ratios) {
        const goal = r.mode === 'app' ? ` (goal ≥ 0.50${r.value >= 0.5 ? ', met' : ', NOT met'})` : ''
        console.log(`  against ${r.title}: app ${r.app.toFixed(0)} req/s, bare ${r.bare.toFixed(0)} req/s, ratio ${r.value.toFixed(2)}${goal}`)
      }
      // What this box allows at the mixed load's connections: the cheapest handler, one page, nothing else.
      const plain = bares.find((b) => b.mode === 'plain')
      const plainOpening = afterOpening(connections)
      const plainRun = await load(autocannon, { ...settings, connections, url: plain.base }, (client, _s, _b, ms) => plainOpening.record(client, ms))
      floor = `the bare token…page handler alone, ${connections} connections × ${ratioDuration} s: ${plainRun.requests.average.toFixed(0)} req/s, p50 ${plainRun.latency.p50} ms, p99 ${plainRun.latency.p99} ms; after the opening ${plainOpening.summary()}`
      console.log(`\nFor comparison, ${floor}`)
      // The same mix, sign-ins and all, against that cheapest handler: what any handler of this mix gets here
      // (PostgreSQL: on SQLite the bare handler reads the file read-only and cannot store a sign-in's token).
      if (!useSqlite) {
        bareMixFloor = await mixAgainstBare(plain)
        console.log(`And ${bareMixFloor}`)
      }
    }

    // 5. The summary.
    const cpus = (await import('node:os')).cpus().length
    const lines = [
      `bench:load — ${dev ? 'dev sources' : 'compiled build (production)'}, ${useSqlite ? 'SQLite' : 'PostgreSQL'}, ${SCALE_PEOPLE.toLocaleString('en')}+ people (200 customers × 500), ${process.env.WEB_CONCURRENCY ? `WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY} app processes` : 'one app process'}, ${cpus} CPU(s) seen (load generator on the same machine)${process.env.DB_ROW_SECURITY ? `, DB_ROW_SECURITY=${process.env.DB_ROW_SECURITY}` : ''}`,
      `mixed read load, ${connections} connections × ${duration} s: ${mixed.requests.average.toFixed(0)} req/s, p50 ${mixed.latency.p50} ms, p99 ${mixed.latency.p99} ms, non-2xx ${mixed.non2xx}, errors ${mixed.errors}, timeouts ${mixed.timeouts}`,
      `  after the connections' opening: ${steadyLine}`,
      `server RSS: ${mb(rss?.total)} at the end (peak ${mb(peakRss)}); CPU per mixed request: ${mixedCpu}`,
      ...(ratios.length
        ? ratios.map((r) => `people list (${ratioConnections} conn × ${ratioDuration} s) against a bare handler sending ${r.title}: app ${r.app.toFixed(0)} req/s, bare ${r.bare.toFixed(0)} req/s, ratio ${r.value.toFixed(2)}${r.mode === 'app' ? ' (goal ≥ 0.50)' : ''}`)
        : ['people list ratio: not run (--no-ratio)']),
      ...(floor ? [floor] : []),
      ...(bareMixFloor ? [bareMixFloor] : []),
    ]
    console.log(`\n--- summary ---\n${lines.join('\n')}\n---------------`)
  } finally {
    stopAll()
  }
}

/** A fresh database's people count: null when it is new (created now) or has no people table. */
async function prepareDatabase(useSqlite, backend) {
  if (useSqlite) {
    const file = join(backend, SQLITE_FILE)
    if (!existsSync(file)) return null
    const { default: Database } = await import('better-sqlite3')
    const conn = new Database(file, { readonly: true })
    try { return Number(conn.prepare('select count(*) as n from people').get().n) } catch { return null } finally { conn.close() }
  }
  const admin = new pg.Client({ ...PG, database: 'test' })
  await admin.connect()
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME])
    if (!exists.rowCount) {
      await admin.query(`CREATE DATABASE ${DB_NAME}`)
      return null
    }
  } finally {
    await admin.end()
  }
  const conn = new pg.Client({ ...PG, database: DB_NAME })
  await conn.connect()
  try { return Number((await conn.query('select count(*) as n from people')).rows[0].n) } catch { return null } finally { await conn.end() }
}

async function waitForHealth(base, child, name) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null || child.signalCode !== null) fail(`${name} exited before answering (${child.exitCode ?? child.signalCode})`)
    try { if ((await fetch(`${base}/api/health`)).ok) return } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  fail(`${name} did not answer ${base}/api/health within 60 s`)
}

/**
 * The latencies once every connection has had its first answer. A saturated Node process accepts
 * one new connection per turn of its event loop (libuv since 1.45, libuv#3696), so the last of 300
 * connections opened at once waits seconds for its first answer, which autocannon times from its
 * write; the bare handlers do the same. Behind a proxy the app's connections stay open.
 */
function afterOpening(connections) {
  const answered = new Set()
  const steady = []
  const start = Date.now()
  let openedMs = null
  return {
    record(client, ms) {
      if (openedMs !== null) steady.push(ms)
      else if (answered.add(client).size === connections) openedMs = Date.now() - start
    },
    summary() {
      if (openedMs === null) return 'not reached (a connection was never answered)'
      steady.sort((a, b) => a - b)
      return `p50 ${quantile(steady, 0.5)} / p99 ${quantile(steady, 0.99)} ms over ${steady.length} answers (every connection answered once after ${(openedMs / 1000).toFixed(1)} s)`
    },
  }
}

function load(autocannon, opts, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)))
    if (onResponse) instance.on('response', onResponse)
  })
}

/** The process and its descendants (from /proc/<pid>/task/<tid>/children), with each one's VmRSS in kB. */
function processTree(pid) {
  const out = []
  const walk = (p) => {
    let status
    try { status = readFileSync(`/proc/${p}/status`, 'utf8') } catch { return }
    const name = /^Name:\s*(.+)$/m.exec(status)?.[1] ?? '?'
    const rssKb = Number(/^VmRSS:\s*(\d+)/m.exec(status)?.[1] ?? 0)
    out.push({ pid: p, name, rssKb })
    let tasks = []
    try { tasks = readdirSync(`/proc/${p}/task`) } catch {}
    for (const t of tasks) {
      let kids = ''
      try { kids = readFileSync(`/proc/${p}/task/${t}/children`, 'utf8') } catch {}
      for (const k of kids.trim().split(/\s+/).filter(Boolean)) walk(Number(k))
    }
  }
  walk(pid)
  return out
}

function treeRss(pid) {
  const tree = processTree(pid)
  if (!tree.length) return null
  return { total: tree.reduce((s, p) => s + p.rssKb, 0), detail: tree.map((p) => `${p.name} ${p.pid}: ${mb(p.rssKb)}`).join(', ') }
}

function describeTree(pid) {
  const tree = processTree(pid)
  return tree.length === 1 ? 'a single node process, no children' : `process tree: ${tree.map((p) => `${p.name} ${p.pid}`).join(' → ')}`
}

/**
 * CPU time (user + system, in clock ticks of 10 ms) of the server's process tree, of every
 * PostgreSQL process this machine shows (none when the database is elsewhere) and of this load
 * generator: on one box of shared cores, where a request's cost lands decides its throughput.
 */
function cpuSnapshot(serverPid) {
  const ticks = (pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return Number(fields[11]) + Number(fields[12])
    } catch { return 0 }
  }
  const postgres = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try { if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') postgres.set(entry, ticks(entry)) } catch {}
  }
  const usage = process.cpuUsage()
  return { server: processTree(serverPid).reduce((s, p) => s + ticks(p.pid), 0), postgres, self: (usage.user + usage.system) / 1e3 }
}

function cpuPerRequest(before, after, requests) {
  if (!requests) return '-'
  let pgTicks = 0
  for (const [pid, t] of after.postgres) pgTicks += t - (before.postgres.get(pid) ?? 0)
  const ms = (x) => (x / requests).toFixed(2)
  return `server ${ms((after.server - before.server) * 10)} ms, PostgreSQL ${after.postgres.size ? `${ms(pgTicks * 10)} ms` : 'not on this machine'}, load generator ${ms(after.self - before.self)} ms`
}

function mb(kb) { return kb ? `${(kb / 1024).toFixed(0)} MB` : '?' }
function median(xs) { return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] }
function quantile(sorted, q) { return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(0) : '-' }
function pct(n, total) { return total ? `${((100 * n) / total).toFixed(1)}%` : '-' }
