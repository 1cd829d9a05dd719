import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { DatabaseDriver } from './database_driver.js'
import { exponentialBackoff, type QueueDriver, type Runner } from './driver.js'
import { handlerOf } from './registry.js'
import { ensureSchedules, takeDueSchedules } from './schedules.js'

/**
 * The one queue of the platform (issue 44): the driver QUEUE_DRIVER names, the workers that run
 * its jobs (in each server process unless QUEUE_WORKER=off, and `node ace queue:work`), their
 * heartbeats and the recurring schedules they tick.
 */
const DEFAULT_ATTEMPTS = 5
let current: QueueDriver | null = null

export const redisUrl = () => env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379'
const leaseMs = () => env.get('QUEUE_LEASE_MS') ?? 30_000

export async function createDriver(kind: 'database' | 'redis', queueName = 'hr-jobs'): Promise<QueueDriver> {
  if (kind === 'redis') {
    const { RedisDriver } = await import('./redis_driver.js')
    return new RedisDriver({ url: redisUrl(), queueName, leaseMs: leaseMs(), defaultAttempts: DEFAULT_ATTEMPTS })
  }
  return new DatabaseDriver({ leaseMs: leaseMs(), pollMs: env.get('QUEUE_POLL_MS') ?? 500, defaultAttempts: DEFAULT_ATTEMPTS })
}

/** The configured driver (set up by the queue preload, start/queue.ts). */
export function queue(): QueueDriver {
  if (!current) throw new Error('the queue is not set up (start/queue.ts)')
  return current
}

export async function useDriver(driver: QueueDriver | null) {
  const before = current
  current = driver
  return before
}

export async function setUpQueue() {
  if (!current) current = await createDriver(env.get('QUEUE_DRIVER') ?? 'database', env.get('QUEUE_NAME') ?? 'hr-jobs')
  return current
}

const backoff = exponentialBackoff()

export interface WorkerHandle extends Runner { id: string }

/**
 * A worker: runs the queue's jobs, says it is alive every few seconds (GET /api/health reads it)
 * and enqueues the recurring jobs whose period came.
 */
export async function startWorker(options: { concurrency?: number; driver?: QueueDriver; tickMs?: number; heartbeatMs?: number } = {}): Promise<WorkerHandle> {
  const driver = options.driver ?? queue()
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 100)
  const startedAt = Date.now()
  const beat = async () => {
    const at = Date.now()
    const insert = db.connection().insertQuery().table('worker_heartbeats').insert({ id, driver: driver.kind, started_at: startedAt, beat_at: at })
    insert.knexQuery.onConflict('id').merge(['beat_at'])
    await insert
  }
  const tick = async () => {
    const jobs = await takeDueSchedules()
    if (jobs.length) await driver.add(jobs)
  }
  const quietly = (what: string, task: () => Promise<unknown>) => () => {
    task().catch((error) => logger.warn({ err: error }, `queue ${what} failed; tried again shortly`))
  }
  await ensureSchedules()
  await beat()
  const beating = setInterval(quietly('heartbeat', beat), options.heartbeatMs ?? 5000)
  const ticking = setInterval(quietly('schedule tick', tick), options.tickMs ?? 1000)
  const runner = driver.work({
    workerId: id,
    concurrency: options.concurrency ?? env.get('QUEUE_CONCURRENCY') ?? 4,
    run: async (job) => {
      const handler = handlerOf(job.name)
      if (!handler) throw new Error(`no handler for job ${job.name}`)
      await handler.run(job)
    },
    failed: async (job, error) => {
      logger.error({ err: error, job: job.key }, 'job failed after its last attempt')
      await handlerOf(job.name)?.failed?.(job, error)
    },
    backoffMs: (name, attempt) => (handlerOf(name)?.backoffMs ?? backoff)(attempt),
  })
  return {
    id,
    stop: async () => {
      clearInterval(beating)
      clearInterval(ticking)
      await runner.stop()
      await db.from('worker_heartbeats').where('id', id).delete().catch(() => {})
    },
  }
}

/** The queue's state for GET /api/health: its backlog and the freshest worker heartbeat. */
export async function queueHealth() {
  const driver = queue()
  const backlog = await driver.backlog()
  const beats = await db.from('worker_heartbeats').where('beat_at', '>', Date.now() - 30_000).select('id', 'beat_at')
  const last = beats.reduce((m, b) => Math.max(m, Number(b.beat_at)), 0)
  return { driver: driver.kind, ...backlog, workers: beats.length, heartbeat_at: last ? new Date(last).toISOString() : null }
}
