import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { BACKEND, ace, buildShared } from './lib.mjs'
import { ensureEnv } from './env.mjs'

/**
 * A database benchmark run the same way on SQLite and on PostgreSQL: a fresh database with the demo
 * data, then the ace command that writes its bench rows, checks them and prints its figures.
 * `which` is the script's argument: sqlite, pg or both (pg: PostgreSQL on 127.0.0.1:5432, user postgres).
 */
export async function benchOnDatabases({ script, command, name, which = process.argv[2] ?? 'both' }) {
  if (!['sqlite', 'pg', 'both'].includes(which)) {
    console.error(`Usage: node scripts/${script} [sqlite|pg|both]`)
    process.exit(1)
  }
  ensureEnv()
  await buildShared()
  mkdirSync(join(BACKEND, 'tmp'), { recursive: true }) // the SQLite file's folder, absent on a fresh clone
  const bench = async (env) => {
    await ace(['migration:fresh', '--force'], env)
    await ace(['db:seed'], env)
    await ace([command], env)
  }
  if (which === 'sqlite' || which === 'both') await bench({ DB_CONNECTION: 'sqlite', DB_DATABASE: `tmp/bench-${name}.sqlite3` })
  if (which === 'pg' || which === 'both') {
    const database = `hr_bench_${name}`
    const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${database}`)
    await admin.end()
    await bench({ DB_CONNECTION: 'pg', DB_HOST: '127.0.0.1', DB_PORT: '5432', DB_USER: 'postgres', DB_DATABASE: database })
  }
  process.exit(0)
}
