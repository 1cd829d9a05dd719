import { test } from '@japa/runner'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import app from '@adonisjs/core/services/app'
import hash from '@adonisjs/core/services/hash'
import { DEMO_PASSWORD } from '@hr/shared'
import { productionStartProblems, wantsDemoData } from '#services/production_guard'

const GOOD_KEY = 'k3Jd9QmXo2Lr7VbT5nWc8YhZa4PsGe1U6fRi0Ny'

/** Runs an ace command as a production deployment would, on a scratch SQLite file of its own. */
function ace(args: string[], env: Record<string, string>) {
  const out = spawnSync('node', ['ace', ...args], {
    cwd: app.makePath(), encoding: 'utf8', timeout: 120_000,
    env: { ...process.env, NODE_ENV: 'production', APP_KEY: GOOD_KEY, ALLOW_SQLITE_IN_PRODUCTION: 'true', ...env },
  })
  return { code: out.status, output: `${out.stdout}\n${out.stderr}` }
}

/**
 * The tests that start the app's own processes give them scratch SQLite files whatever database the suite
 * runs on, so on the PostgreSQL run (.ci/run) they would repeat the SQLite run's work exactly (about 50 s
 * of CI): they run once, on the SQLite run.
 */
const REPEATED_ON_PG = process.env.DB_CONNECTION === 'pg'
const RUN_ON_SQLITE = 'runs its processes on SQLite files: the SQLite run covers it'

const removeDb = (file: string) => { for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true }) }

const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number }
    probe.close(() => resolve(port))
  })
})

/** The production server itself on a scratch database, until stop() is called. */
async function productionServer(env: Record<string, string>) {
  const port = await freePort()
  const child = spawn('node', ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
    cwd: app.makePath(), stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', APP_KEY: GOOD_KEY, ALLOW_SQLITE_IN_PRODUCTION: 'true', HOST: '127.0.0.1', PORT: String(port), ...env },
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break
    await new Promise((r) => setTimeout(r, 200))
  }
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
  return { post, stop: () => child.kill('SIGTERM') }
}

function sqlite(file: string, sql: string) {
  const out = spawnSync('node', ['-e', `const D=require('better-sqlite3');const d=new D(process.argv[1],{readonly:true});console.log(JSON.stringify(d.prepare(process.argv[2]).all()))`, file, sql], { encoding: 'utf8' })
  return JSON.parse(out.stdout) as Record<string, unknown>[]
}

test.group('Production start: refused when unsafe', () => {
  test('missing, example or short APP_KEY, and SQLite unless allowed, are refused with what to set', ({ assert }) => {
    const base = { NODE_ENV: 'production', APP_KEY: GOOD_KEY, DB_CONNECTION: 'pg' }
    assert.deepEqual(productionStartProblems(base), [])
    for (const APP_KEY of [undefined, '', 'changeme', 'short-key', 'a'.repeat(40)]) {
      const problems = productionStartProblems({ ...base, APP_KEY })
      assert.lengthOf(problems, 1, String(APP_KEY))
      assert.match(problems[0], /APP_KEY/)
    }
    assert.match(productionStartProblems({ ...base, DB_CONNECTION: 'sqlite' })[0], /DB_CONNECTION=pg/)
    assert.match(productionStartProblems({ ...base, DB_CONNECTION: undefined })[0], /DB_CONNECTION=pg/)
    assert.deepEqual(productionStartProblems({ ...base, DB_CONNECTION: 'sqlite', ALLOW_SQLITE_IN_PRODUCTION: 'true' }), [])
    // Development and tests are not production.
    assert.deepEqual(productionStartProblems({ NODE_ENV: 'development' }), [])
  })

  test('the server process itself refuses to listen', ({ assert }) => {
    const out = spawnSync('node', ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
      cwd: app.makePath(), encoding: 'utf8', timeout: 120_000,
      env: { ...process.env, NODE_ENV: 'production', APP_KEY: GOOD_KEY, DB_CONNECTION: 'sqlite', ALLOW_SQLITE_IN_PRODUCTION: 'false', PORT: '0' },
    })
    assert.equal(out.status, 1)
    assert.include(out.stderr, 'Refusing to start in production')
    assert.include(out.stderr, 'DB_CONNECTION=pg')
  }).timeout(120_000).skip(REPEATED_ON_PG, RUN_ON_SQLITE)

  test('the console commands that write data refuse too, before creating a database', ({ assert }) => {
    const file = app.makePath('tmp/production-refused.sqlite3')
    removeDb(file)
    const onSqlite = ace(['migration:run', '--force'], { DB_CONNECTION: 'sqlite', DB_DATABASE: 'tmp/production-refused.sqlite3', ALLOW_SQLITE_IN_PRODUCTION: 'false' })
    assert.equal(onSqlite.code, 1)
    assert.include(onSqlite.output, 'DB_CONNECTION=pg')
    assert.isFalse(existsSync(file))
    const exampleKey = ace(['db:seed'], { DB_CONNECTION: 'sqlite', DB_DATABASE: 'tmp/production-refused.sqlite3', APP_KEY: 'changeme' })
    assert.equal(exampleKey.code, 1)
    assert.include(exampleKey.output, 'APP_KEY')
    assert.isFalse(existsSync(file))
  }).timeout(120_000).skip(REPEATED_ON_PG, RUN_ON_SQLITE)

  test('demo data only outside production or when asked', ({ assert }) => {
    assert.isTrue(wantsDemoData({ NODE_ENV: 'development' }))
    assert.isTrue(wantsDemoData({ NODE_ENV: 'test' }))
    assert.isFalse(wantsDemoData({ NODE_ENV: 'development', DEMO_DATA: 'false' }))
    assert.isFalse(wantsDemoData({ NODE_ENV: 'production' }))
    assert.isTrue(wantsDemoData({ NODE_ENV: 'production', DEMO_DATA: 'true' }))
  })
})

test.group('Production first start: reference data and one superadmin, never the demo', () => {
  test('seeds no demo account, invites ADMIN_EMAIL by a one-time link, and is idempotent', async ({ assert }) => {
    const file = app.makePath('tmp/production-seed-test.sqlite3')
    removeDb(file)
    const env = { DB_CONNECTION: 'sqlite', DB_DATABASE: 'tmp/production-seed-test.sqlite3' }
    assert.equal(ace(['migration:run', '--force'], env).code, 0)

    const missing = ace(['db:seed'], env)
    assert.notEqual(missing.code, 0)
    assert.include(missing.output, 'ADMIN_EMAIL')
    assert.deepEqual(sqlite(file, 'select count(*) as n from users'), [{ n: 0 }])

    const weak = ace(['db:seed'], { ...env, ADMIN_EMAIL: 'it@example.com', ADMIN_PASSWORD: 'password' })
    assert.notEqual(weak.code, 0)
    assert.include(weak.output, 'ADMIN_PASSWORD')

    const first = ace(['db:seed'], { ...env, ADMIN_EMAIL: 'IT@Example.com' })
    assert.equal(first.code, 0, first.output)
    assert.match(first.output, /http:\/\/localhost:3333\/join\/[A-Za-z0-9_-]{20,}/)
    assert.deepEqual(sqlite(file, 'select email, role, is_active, password from users'), [{ email: 'it@example.com', role: 'superadmin', is_active: 0, password: null }])
    assert.deepEqual(sqlite(file, "select count(*) as n from users where email like '%@demo.test'"), [{ n: 0 }])
    assert.deepEqual(sqlite(file, 'select count(*) as n from customers'), [{ n: 0 }])
    assert.deepEqual(sqlite(file, 'select count(*) as n from vendors'), [{ n: 0 }])
    assert.isAbove(Number(sqlite(file, 'select count(*) as n from public_holidays')[0].n), 0)
    assert.isAbove(Number(sqlite(file, 'select count(*) as n from data_cloud_countries')[0].n), 0)
    assert.deepEqual(sqlite(file, "select purpose, used_at from user_tokens"), [{ purpose: 'invite', used_at: null }])

    const again = ace(['db:seed'], { ...env, ADMIN_EMAIL: 'someone.else@example.com' })
    assert.equal(again.code, 0)
    assert.deepEqual(sqlite(file, 'select count(*) as n from users'), [{ n: 1 }])

    // The link is an ordinary invitation: it sets the password once (the /join flow), then is dead.
    const token = /\/join\/([A-Za-z0-9_-]+)/.exec(first.output)![1]
    const server = await productionServer({ ...env, MAIL_FOLDER: 'tmp/mail-production-seed-test' })
    try {
      const join = await server.post('/api/auth/join', { token, password: 'Str0ng@Admin', password_confirmation: 'Str0ng@Admin' })
      assert.equal(join.status, 200)
      const reuse = await server.post('/api/auth/join', { token, password: 'Other@Pass1', password_confirmation: 'Other@Pass1' })
      assert.equal(reuse.status, 410)
      assert.equal((await server.post('/api/auth/platform-login', { email: 'it@example.com', password: 'Str0ng@Admin' })).status, 200)
      assert.notEqual((await server.post('/api/auth/platform-login', { email: 'superadmin@demo.test', password: DEMO_PASSWORD })).status, 200)
      assert.notEqual((await server.post('/api/auth/platform-login', { email: 'it@example.com', password: DEMO_PASSWORD })).status, 200)
    } finally {
      server.stop()
    }
    assert.deepEqual(sqlite(file, 'select email, is_active from users'), [{ email: 'it@example.com', is_active: 1 }])
    removeDb(file)
  }).timeout(300_000).skip(REPEATED_ON_PG, RUN_ON_SQLITE)

  test('ADMIN_PASSWORD, when it meets the password rule, replaces the link; never the demo password', async ({ assert }) => {
    const file = app.makePath('tmp/production-seed-password-test.sqlite3')
    removeDb(file)
    const env = { DB_CONNECTION: 'sqlite', DB_DATABASE: 'tmp/production-seed-password-test.sqlite3', ADMIN_EMAIL: 'root@example.com' }
    assert.equal(ace(['migration:run', '--force'], env).code, 0)
    const demoPassword = ace(['db:seed'], { ...env, ADMIN_PASSWORD: DEMO_PASSWORD })
    assert.notEqual(demoPassword.code, 0)
    assert.include(demoPassword.output, 'ADMIN_PASSWORD')

    const seeded = ace(['db:seed'], { ...env, ADMIN_PASSWORD: 'Str0ng@Admin' })
    assert.equal(seeded.code, 0, seeded.output)
    assert.notMatch(seeded.output, /\/join\//)
    const users = sqlite(file, 'select email, role, is_active, password from users')
    assert.lengthOf(users, 1)
    assert.deepInclude(users[0], { email: 'root@example.com', role: 'superadmin', is_active: 1 })
    assert.isTrue(await hash.verify(String(users[0].password), 'Str0ng@Admin'))
    assert.isFalse(await hash.verify(String(users[0].password), DEMO_PASSWORD))
    assert.deepEqual(sqlite(file, 'select count(*) as n from user_tokens'), [{ n: 0 }])
    assert.deepEqual(sqlite(file, "select count(*) as n from users where email like '%@demo.test'"), [{ n: 0 }])
    removeDb(file)
  }).timeout(300_000).skip(REPEATED_ON_PG, RUN_ON_SQLITE)

  test('DEMO_DATA=true asks for the demo tenants in production', ({ assert }) => {
    const file = app.makePath('tmp/production-seed-demo-test.sqlite3')
    removeDb(file)
    const env = { DB_CONNECTION: 'sqlite', DB_DATABASE: 'tmp/production-seed-demo-test.sqlite3', DEMO_DATA: 'true' }
    assert.equal(ace(['migration:run', '--force'], env).code, 0)
    const seeded = ace(['db:seed'], env)
    assert.equal(seeded.code, 0, seeded.output)
    assert.deepEqual(sqlite(file, "select role from users where email = 'superadmin@demo.test'"), [{ role: 'superadmin' }])
    removeDb(file)
  }).timeout(300_000).skip(REPEATED_ON_PG, RUN_ON_SQLITE)
})
