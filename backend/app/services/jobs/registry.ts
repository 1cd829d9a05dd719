import type { ClaimedJob, NewJob } from './driver.js'

/**
 * What runs a queued job, by its name (issue 44). Each area defines its own handlers
 * (payroll/payslip_jobs.ts, …) and jobs/handlers.ts loads them all where workers run.
 */
export interface JobHandler {
  run(job: ClaimedJob): Promise<void>
  /** after the last attempt failed (the job's task shows the error) */
  failed?(job: ClaimedJob, error: unknown): Promise<void>
  maxAttempts?: number
  /** backoff before the next attempt, in ms (exponential from 1 s by default) */
  backoffMs?(attempt: number): number
}

const handlers = new Map<string, JobHandler>()

export function defineJob(name: string, handler: JobHandler) {
  handlers.set(name, handler)
  return name
}

export function handlerOf(name: string): JobHandler | undefined {
  return handlers.get(name)
}

/** A job's attempts: its own, else its handler's, else the queue's default (each driver stores it at the enqueue). */
export function attemptsOf(job: NewJob, fallback: number) {
  return job.maxAttempts ?? handlers.get(job.name)?.maxAttempts ?? fallback
}

/**
 * A kind of long task a user sees (background_jobs.kind): the queued jobs that do its work, asked
 * again after the request that started it committed, by the sweep, and by a superadmin's retry.
 */
export interface TaskKind {
  units(task: Record<string, any>): Promise<NewJob[]>
}

const kinds = new Map<string, TaskKind>()

export function defineTaskKind(kind: string, definition: TaskKind) {
  kinds.set(kind, definition)
  return kind
}

export function taskKindOf(kind: string): TaskKind | undefined {
  return kinds.get(kind)
}

/** A job run on a schedule (jobs/schedules.ts), once per period whatever the number of workers. */
export interface Recurring { id: string; name: string; everyMs: number; payload?: Record<string, unknown> }

const recurring = new Map<string, Recurring>()

/** Returns what takes the schedule out again (a test's own schedule must not outlive it). */
export function defineRecurring(definition: Recurring) {
  recurring.set(definition.id, definition)
  return () => { recurring.delete(definition.id) }
}

export function recurringJobs(): Recurring[] {
  return [...recurring.values()]
}
