import 'reflect-metadata'
import cluster from 'node:cluster'
import { Ignitor } from '@adonisjs/core'

// Configuration lives in the repository root's .env (one file for the whole platform).
process.env.ENV_PATH ??= '../'

const APP_ROOT = new URL('../', import.meta.url)
const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/** The one way every entry point (server, console, tests) boots the application. */
export function ignitor(options: { refuseUnsafeProduction?: boolean } = {}) {
  return new Ignitor(APP_ROOT, { importer: IMPORTER }).tap((app) => {
    app.booting(async () => {
      const { default: env } = await import('#start/env')
      if (options.refuseUnsafeProduction) await refuseUnsafeProduction(env)
    })
    // A cluster's server process (bin/server.ts) also lets go of its channel to the primary, or it stays alive.
    app.listen('SIGTERM', async () => {
      await app.terminate()
      if (cluster.isWorker) cluster.worker?.disconnect()
      // Whatever still holds the event loop a second after (a request that outlived the wait for
      // running requests and opened the database again) must not keep a stopped server alive.
      setTimeout(() => process.exit(), 1000).unref()
    })
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
}

/** The server, and the console commands that write data, stop here when production is misconfigured (values from .env or the environment). */
async function refuseUnsafeProduction(env: { get(key: string): unknown }) {
  const { productionStartProblems } = await import('../app/services/production_guard.js')
  const keys = ['NODE_ENV', 'APP_KEY', 'DB_CONNECTION', 'ALLOW_SQLITE_IN_PRODUCTION']
  const problems = productionStartProblems(Object.fromEntries(keys.map((k) => [k, env.get(k) === undefined ? undefined : String(env.get(k))])))
  if (!problems.length) return
  console.error(`Refusing to start in production:\n${problems.map((p) => `- ${p}`).join('\n')}`)
  process.exit(1)
}
