/**
 * A whole paycycle of 10,000 staff × 20 pay items read, calculated and written as a register version, on SQLite
 * and on PostgreSQL: a fresh database with the demo data, then `node ace payroll:bench-cycle`,
 * which writes the bench people and pay items, checks the totals and prints the median of
 * 3 runs. The budget is 10 s on PostgreSQL.
 * Usage: node scripts/bench-payroll-cycle.mjs [sqlite|pg|both]   (pg: PostgreSQL on 127.0.0.1:5432, user postgres)
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { BACKEND, ace, buildShared } from './lib.mjs'
import { ensureEnv } from './env.mjs'

const which = process.argv[2] ?? 'both'
if (!['sqlite', 'pg', 'both'].includes(which)) {
  console.error('Usage: node scripts/bench-payroll-cycle.mjs [sqlite|pg|both]')
  process.exit(1)
}
ensureEnv()
await buildShared()
mkdirSync(join(BACKEND, 'tmp'), { recursive: true }) // the SQLite file's folder, absent on a fresh clone

async function bench(env) {
  await ace(['migration:fresh', '--force'], env)
  await ace(['db:seed'], env)
  await ace(['payroll:bench-cycle'], env)
}

if (which === 'sqlite' || which === 'both') {
  await bench({ DB_CONNECTION: 'sqlite', DB_DATABASE: 'tmp/bench-payroll.sqlite3' })
}
if (which === 'pg' || which === 'both') {
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS hr_bench_payroll WITH (FORCE)')
  await admin.query('CREATE DATABASE hr_bench_payroll')
  await admin.end()
  await bench({ DB_CONNECTION: 'pg', DB_HOST: '127.0.0.1', DB_PORT: '5432', DB_USER: 'postgres', DB_DATABASE: 'hr_bench_payroll' })
}
process.exit(0)
