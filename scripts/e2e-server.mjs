/**
 * The app as the browser suite sees it: a scratch SQLite database migrated and seeded from
 * scratch on every run, the built frontend, one server process on E2E_PORT.
 */
import { rmSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { spawn } from 'node:child_process'
import { ensureEnv } from './env.mjs'
import { BACKEND, ace } from './lib.mjs'

const port = process.env.E2E_PORT ?? '3334'
const env = { DB_CONNECTION: 'sqlite', DB_DATABASE: 'tmp/e2e.sqlite3', PORT: port, NODE_ENV: 'development', LOG_LEVEL: 'warn' }
ensureEnv()
mkdirSync(join(BACKEND, 'tmp'), { recursive: true })
for (const suffix of ['', '-wal', '-shm']) rmSync(join(BACKEND, `tmp/e2e.sqlite3${suffix}`), { force: true })
await ace(['migration:run', '--force'], env)
await ace(['db:seed'], env)
const server = spawn('node', ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
  cwd: BACKEND, stdio: 'inherit', env: { ...process.env, ...env },
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))
