import { EventEmitter } from 'node:events'
import db from '@adonisjs/lucid/services/db'
import { errorText, type Backlog, type ClaimedJob, type FailedJob, type NewJob, type QueueDriver, type Runner, type WorkOptions } from './driver.js'
import { attemptsOf } from './registry.js'

/**
 * The embedded queue (issue 44): jobs in the app's own database, so `npm start` and `npm test`
 * need no other server and a job survives any restart. A worker claims due jobs with one
 * conditional UPDATE (PostgreSQL: FOR UPDATE SKIP LOCKED, so workers never wait on each other;
 * SQLite serialises writers), holds them by a lease it renews while the job runs, and deletes
 * them when done. A job whose worker died is claimed again once its lease ran out.
 */
const now = () => Date.now()
const rowsOf = (result: any): any[] => (Array.isArray(result) ? result : result?.rows ?? [])

export class DatabaseDriver implements QueueDriver {
  readonly kind = 'database' as const
  /** wakes this process's idle workers at once when a job is added here */
  readonly #added = new EventEmitter()

  constructor(private readonly options: { leaseMs: number; pollMs: number; defaultAttempts: number }) {
    this.#added.setMaxListeners(0)
  }

  async add(jobs: NewJob[]) {
    if (!jobs.length) return
    const at = now()
    const rows = jobs.map((job) => ({
      name: job.name, key: job.key, payload: JSON.stringify(job.payload), state: 'waiting', attempts: 0,
      max_attempts: attemptsOf(job, this.options.defaultAttempts), run_at: at + (job.delayMs ?? 0), created_at: at, updated_at: at,
    }))
    // A key already waiting, running or failed stays as it is: the same job is never stored twice.
    for (let i = 0; i < rows.length; i += 200) {
      const insert = db.connection().insertQuery().table('queue_jobs').multiInsert(rows.slice(i, i + 200))
      insert.knexQuery.onConflict('key').ignore()
      await insert
    }
    this.#added.emit('added')
  }

  async requeue(jobs: NewJob[]) {
    const at = now()
    for (let i = 0; i < jobs.length; i += 200) {
      await db.from('queue_jobs').whereIn('key', jobs.slice(i, i + 200).map((j) => j.key)).where('state', 'failed')
        .update({ state: 'waiting', attempts: 0, run_at: at, error: null, updated_at: at })
    }
    await this.add(jobs)
  }

  /** Up to `limit` due jobs (waiting and due, or running on an expired lease) claimed for `workerId`. */
  async #claim(workerId: string, limit: number): Promise<ClaimedJob[]> {
    const at = now()
    const pg = db.connection().dialect.name === 'postgres'
    const due = `SELECT id FROM queue_jobs WHERE (state = 'waiting' AND run_at <= ?) OR (state = 'active' AND locked_until < ?)
      ORDER BY run_at, id LIMIT ?${pg ? ' FOR UPDATE SKIP LOCKED' : ''}`
    const result = await db.rawQuery(
      `UPDATE queue_jobs SET state = 'active', attempts = attempts + 1, locked_by = ?, locked_until = ?, updated_at = ?
        WHERE id IN (${due}) RETURNING id, name, key, payload, attempts, max_attempts`,
      [workerId, at + this.options.leaseMs, at, at, at, limit],
    )
    return rowsOf(result).map((r) => ({
      id: String(r.id), name: r.name, key: r.key, payload: JSON.parse(r.payload), attempt: Number(r.attempts), maxAttempts: Number(r.max_attempts),
    }))
  }

  work(options: WorkOptions): Runner {
    const { workerId, concurrency } = options
    const running = new Map<string, Promise<void>>()
    let stopping = false
    let wake: (() => void) | null = null
    const onAdded = () => wake?.()
    this.#added.on('added', onAdded)
    const sleep = (ms: number) => new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() { clearTimeout(timer); wake = null; resolve() }
      wake = done
    })
    // The lease of every job this worker runs is renewed well before it runs out.
    const renew = setInterval(() => {
      const ids = [...running.keys()]
      if (!ids.length) return
      const at = now()
      const renewal = db.from('queue_jobs').whereIn('id', ids).where('locked_by', workerId).where('state', 'active')
        .update({ locked_until: at + this.options.leaseMs, updated_at: at })
      Promise.resolve(renewal).catch(() => {})
    }, Math.max(200, Math.floor(this.options.leaseMs / 3)))

    const finish = async (job: ClaimedJob, error: unknown | null) => {
      const at = now()
      const mine = () => db.from('queue_jobs').where('id', job.id).where('locked_by', workerId)
      if (error === null) {
        await mine().delete()
        return
      }
      if (job.attempt >= job.maxAttempts) {
        await mine().update({ state: 'failed', locked_by: null, locked_until: null, error: errorText(error), updated_at: at })
        await options.failed(job, error)
      } else {
        const backoff = options.backoffMs(job.name, job.attempt)
        await mine().update({ state: 'waiting', locked_by: null, locked_until: null, error: errorText(error), run_at: at + backoff, updated_at: at })
        // A backoff shorter than the poll is kept: the worker looks again when the job is due, not a poll later.
        if (backoff < this.options.pollMs) setTimeout(() => wake?.(), backoff).unref()
      }
    }

    const runOne = async (job: ClaimedJob) => {
      try {
        // A job claimed more often than it may be tried lost its workers each time: it fails for good.
        if (job.attempt > job.maxAttempts) {
          await finish({ ...job, attempt: job.maxAttempts }, new Error('the job\'s worker stopped before it finished, too many times'))
          return
        }
        let failure: unknown | null = null
        try {
          await options.run(job)
        } catch (error) {
          failure = error ?? new Error('failed')
        }
        await finish(job, failure)
      } catch {
        // The database was out of reach: the lease runs out and another claim takes the job again.
      } finally {
        running.delete(job.id)
        wake?.()
      }
    }

    const loop = (async () => {
      while (!stopping) {
        const free = concurrency - running.size
        let claimed: ClaimedJob[] = []
        if (free > 0) {
          try {
            claimed = await this.#claim(workerId, free)
          } catch {
            claimed = []
          }
        }
        for (const job of claimed) running.set(job.id, runOne(job))
        if (stopping) break
        if (!claimed.length || running.size >= concurrency) await sleep(this.options.pollMs)
      }
    })()

    return {
      stop: async () => {
        stopping = true
        wake?.()
        this.#added.off('added', onAdded)
        await loop
        await Promise.allSettled(running.values())
        clearInterval(renew)
      },
    }
  }

  async backlog(): Promise<Backlog> {
    const at = now()
    const rows = await db.from('queue_jobs').select('state').select(db.raw('COUNT(*) AS n')).select(db.raw('SUM(CASE WHEN run_at > ? THEN 1 ELSE 0 END) AS later', [at])).groupBy('state')
    const of = (state: string) => rows.find((r) => r.state === state)
    const waiting = of('waiting')
    return {
      waiting: Number(waiting?.n ?? 0) - Number(waiting?.later ?? 0),
      delayed: Number(waiting?.later ?? 0),
      active: Number(of('active')?.n ?? 0),
      failed: Number(of('failed')?.n ?? 0),
    }
  }

  async retryFailed(key: string) {
    const at = now()
    const reopened = await db.from('queue_jobs').where('key', key).where('state', 'failed').update({ state: 'waiting', attempts: 0, run_at: at, error: null, updated_at: at })
    const done = (Array.isArray(reopened) ? reopened.length : Number(reopened)) > 0
    if (done) this.#added.emit('added')
    return done
  }

  async failedJobs(limit: number): Promise<FailedJob[]> {
    const rows = await db.from('queue_jobs').where('state', 'failed').orderBy('updated_at', 'desc').limit(limit)
    return rows.map((r) => ({ key: r.key, name: r.name, attempts: Number(r.attempts), error: r.error, failed_at: new Date(Number(r.updated_at)).toISOString() }))
  }

  async close() {
    this.#added.removeAllListeners()
  }
}
