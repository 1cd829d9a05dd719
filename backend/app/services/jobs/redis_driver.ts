import { Queue, Worker, type Job, type MinimalJob } from 'bullmq'
import { Redis } from 'ioredis'
import logger from '@adonisjs/core/services/logger'
import { type Backlog, type FailedJob, type NewJob, type QueueDriver, type Runner, type WorkOptions } from './driver.js'
import { attemptsOf } from './registry.js'

/**
 * The production queue (issue 44): BullMQ on Redis. BullMQ keeps a job whose id exists once (our
 * key is its id), retries with our backoff, and hands a job whose worker stopped renewing its lock
 * to another worker (its stalled-job check). Completed jobs are removed, failed ones kept.
 */
const jobIdOf = (key: string) => key.replaceAll(':', '.')

export class RedisDriver implements QueueDriver {
  readonly kind = 'redis' as const
  readonly #queue: Queue
  readonly #connections: Redis[] = []

  constructor(private readonly options: { url: string; queueName: string; leaseMs: number; defaultAttempts: number }) {
    this.#queue = new Queue(options.queueName, { connection: this.#connection() })
    this.#queue.on('error', () => {})
  }

  #connection() {
    // Workers block on Redis: BullMQ asks for no per-request retry limit.
    const connection = new Redis(this.options.url, { maxRetriesPerRequest: null })
    // Redis out of reach: ioredis reconnects on its own; said once per outage, not on every attempt.
    let down = false
    connection.on('error', (error) => {
      if (!down) logger.warn({ err: error }, 'queue: Redis out of reach, reconnecting')
      down = true
    })
    connection.on('ready', () => { down = false })
    this.#connections.push(connection)
    return connection
  }

  async add(jobs: NewJob[]) {
    for (let i = 0; i < jobs.length; i += 500) {
      await this.#queue.addBulk(jobs.slice(i, i + 500).map((job) => ({
        name: job.name,
        data: { ...job.payload, __key: job.key },
        opts: {
          jobId: jobIdOf(job.key), delay: job.delayMs, attempts: attemptsOf(job, this.options.defaultAttempts),
          backoff: { type: 'jobs' }, removeOnComplete: true, removeOnFail: false,
        },
      })))
    }
  }

  async requeue(jobs: NewJob[]) {
    for (const job of jobs) {
      const existing = await this.#queue.getJob(jobIdOf(job.key))
      if (existing && (await existing.isFailed())) await existing.retry('failed', { resetAttemptsMade: true })
    }
    await this.add(jobs)
  }

  work(options: WorkOptions): Runner {
    const claimedOf = (job: Job, attempt: number) => {
      const { __key: key, ...payload } = job.data ?? {}
      return { id: String(job.id), name: job.name, key: String(key ?? job.id), payload, attempt, maxAttempts: job.opts.attempts ?? 1 }
    }
    const worker = new Worker(this.options.queueName, async (job: Job) => {
      await options.run(claimedOf(job, job.attemptsMade + 1))
    }, {
      connection: this.#connection(), concurrency: options.concurrency, name: options.workerId,
      // A job whose worker died (its lock no longer renewed) is looked for every lease, as the
      // database driver's claim does: taken over within two leases, not after BullMQ's own 30 s whatever the lease.
      lockDuration: this.options.leaseMs, stalledInterval: this.options.leaseMs, maxStalledCount: 5,
      settings: { backoffStrategy: (attemptsMade: number, _type?: string, _error?: Error, job?: MinimalJob) => options.backoffMs(job?.name ?? '', attemptsMade) },
    })
    // Its last attempt failed: told once BullMQ moved the job to failed (not from the processor,
    // before that), so a retry asked as soon as the task shows failed finds the job there to retry.
    const failing = new Set<Promise<void>>()
    worker.on('failed', (job, error) => {
      if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) return
      const told: Promise<void> = options.failed(claimedOf(job, job.attemptsMade), error).catch(() => {}).finally(() => failing.delete(told))
      failing.add(told)
    })
    // A broken connection is retried by ioredis; the event only needs a listener.
    worker.on('error', () => {})
    return {
      stop: async () => {
        await worker.close()
        await Promise.allSettled([...failing])
      },
    }
  }

  async backlog(): Promise<Backlog> {
    const counts = await this.#queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized')
    return { waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0), active: counts.active ?? 0, delayed: counts.delayed ?? 0, failed: counts.failed ?? 0 }
  }

  async retryFailed(key: string) {
    const job = await this.#queue.getJob(jobIdOf(key))
    if (!job || !(await job.isFailed())) return false
    await job.retry('failed', { resetAttemptsMade: true })
    return true
  }

  async failedJobs(limit: number): Promise<FailedJob[]> {
    const jobs = await this.#queue.getFailed(0, Math.max(0, limit - 1))
    return jobs.map((job) => ({
      key: String(job.data?.__key ?? job.id), name: job.name, attempts: job.attemptsMade, error: job.failedReason ?? null,
      failed_at: new Date(job.finishedOn ?? job.timestamp).toISOString(),
    }))
  }

  /** Test runs empty their own queue name before and after. */
  async obliterate() {
    await this.#queue.obliterate({ force: true })
  }

  async close() {
    await this.#queue.close()
    await Promise.allSettled(this.#connections.map((c) => c.quit()))
  }
}
