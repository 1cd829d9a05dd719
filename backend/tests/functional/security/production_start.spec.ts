import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
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
  }).timeout(120_000)

  test('demo data only outside production or when asked', ({ assert }) => {
    assert.isTrue(wantsDemoData({ NODE_ENV: 'development' }))
    assert.isTrue(wantsDemoData({ NODE_ENV: 'test' }))
    assert.isFalse(wantsDemoData({ NODE_ENV: 'development', DEMO_DATA: 'false' }))
    assert.isFalse(wantsDemoData({ NODE_ENV: 'production' }))
    assert.isTrue(wantsDemoData({ NODE_ENV: 'production', DEMO_DATA: 'true' }))
  })
})

test.group('Production first start: reference data and one superadmin, never the demo', () => {
  test('seeds no demo account, invites ADMIN_EMAIL by a one-time link, and is idempotent', ({ assert }) => {
    const file = app.makePath('tmp/production-seed-test.sqlite3')
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
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
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
  }).timeout(300_000)
})
