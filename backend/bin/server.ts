import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { prettyPrintError } from '@adonisjs/core'
import { ignitor } from './ignitor.js'

/**
 * One Node process serves on one core. WEB_CONCURRENCY=N (or `auto`, one per core) starts N server
 * processes sharing the port (node:cluster); they share what several instances share — the
 * database, the file store, and the login limiter, which therefore counts in the database
 * (LIMITER_STORE=database unless set). A process that dies is replaced.
 */
const asked = process.env.WEB_CONCURRENCY
const processes = asked === 'auto' ? availableParallelism() : Math.max(1, Number.parseInt(asked ?? '1', 10) || 1)

if (cluster.isPrimary && processes > 1) {
  process.env.LIMITER_STORE ??= 'database'
  let stopping = false
  const started = new Map<number, number>()
  const fork = () => started.set(cluster.fork().id, Date.now())
  for (let i = 0; i < processes; i++) fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    // One that could not even start (a refused production configuration) would only fail again.
    if (!signal && code !== 0 && Date.now() - (started.get(worker.id) ?? 0) < 10_000) {
      stopping = true
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
      process.exitCode = code
      return
    }
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`)
    fork()
  })
  for (const sig of ['SIGTERM', 'SIGINT'] as const) {
    process.on(sig, () => {
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    })
  }
} else {
  ignitor({ refuseUnsafeProduction: true })
    .httpServer()
    .start()
    .catch((error) => {
      process.exitCode = 1
      prettyPrintError(error)
    })
}
