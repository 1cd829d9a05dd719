/**
 * Leave balances of 10,000 people computed from their ledgers in one batch (balancesOf), on SQLite
 * and on PostgreSQL: a fresh database with the demo data, then `node ace leave:bench-balances`,
 * which writes the bench people and ledgers, checks every balance and prints median and p95 of
 * 20 runs. The budget is 200 ms on PostgreSQL.
 * Usage: node scripts/bench-leave.mjs [sqlite|pg|both]   (pg: PostgreSQL on 127.0.0.1:5432, user postgres)
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { BACKEND, ace, buildShared } from './lib.mjs'
import { ensureEnv } from './env.mjs'

const which = process.argv[2] ?? 'both'
if (!['sqlite', 'pg', 'both'].includes(which)) {
  console.error('Usage: node scripts/bench-leave.mjs [sqlite|pg|both]')
  process.exit(1)
}
ensureEnv()
await buildShared()
mkdirSync(join(BACKEND, 'tmp'), { recursive: true }) // the SQLite file's folder, absent on a fresh clone

async function bench(env) {
  await ace(['migration:fresh', '--force'], env)
  await ace(['db:seed'], env)
  await ace(['leave:bench-balances'], env)
}

if (which === 'sqlite' || which === 'both') {
  await bench({ DB_CONNECTION: 'sqlite', DB_DATABASE: 'tmp/bench-leave.sqlite3' })
}
if (which === 'pg' || which === 'both') {
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS hr_bench_leave WITH (FORCE)')
  await admin.query('CREATE DATABASE hr_bench_leave')
  await admin.end()
  await bench({ DB_CONNECTION: 'pg', DB_HOST: '127.0.0.1', DB_PORT: '5432', DB_USER: 'postgres', DB_DATABASE: 'hr_bench_leave' })
}
process.exit(0)
