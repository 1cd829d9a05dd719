/**
 * The queue's contract (issue 44), met by two drivers: `database` (database_driver.ts, the
 * default: the app's own SQLite or PostgreSQL, no other server) and `redis` (redis_driver.ts,
 * BullMQ, for production). Jobs are identified by their key: one enqueued again while it waits,
 * runs or has failed is not stored twice. A job's handler is idempotent, so a job run again after
 * its worker died changes nothing twice.
 */
export interface NewJob {
  /** the handler's name (registry.ts) */
  name: string
  /** the job's identity, e.g. `payslips:12:40:3` */
  key: string
  payload: Record<string, unknown>
  /** run no earlier than this many ms from now */
  delayMs?: number
  /** attempts before it fails for good (the handler's default otherwise) */
  maxAttempts?: number
}

export interface ClaimedJob {
  id: string
  name: string
  key: string
  payload: Record<string, any>
  /** 1 on the first run */
  attempt: number
  maxAttempts: number
}

export interface Backlog { waiting: number; active: number; delayed: number; failed: number }

export interface FailedJob { key: string; name: string; attempts: number; error: string | null; failed_at: string }

export interface Runner {
  /** stops taking jobs and waits for the running ones */
  stop(): Promise<void>
}

export interface WorkOptions {
  concurrency: number
  /** a worker's name, unique among the live ones */
  workerId: string
  /** the handler of a claimed job; throwing means failed (retried with backoff until its attempts are spent) */
  run(job: ClaimedJob): Promise<void>
  /** after a job's last attempt failed */
  failed(job: ClaimedJob, error: unknown): Promise<void>
  /** backoff before attempt n + 1, in ms */
  backoffMs(name: string, attempt: number): number
}

export interface QueueDriver {
  readonly kind: 'database' | 'redis'
  add(jobs: NewJob[]): Promise<void>
  /** jobs enqueued again whether or not they failed before: failed ones are retried, missing ones added */
  requeue(jobs: NewJob[]): Promise<void>
  work(options: WorkOptions): Runner
  backlog(): Promise<Backlog>
  failedJobs(limit: number): Promise<FailedJob[]>
  /** A failed job run again from its first attempt (a superadmin's retry): false when no failed job has that key. */
  retryFailed(key: string): Promise<boolean>
  close(): Promise<void>
}

/** Exponential backoff: 1 s, 2 s, 4 s … at most a minute. */
export const exponentialBackoff = (baseMs = 1000) => (attempt: number) => Math.min(60_000, baseMs * 2 ** Math.max(0, attempt - 1))

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000)
