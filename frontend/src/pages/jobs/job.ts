import { API_URL } from '../../providers/http'

/** A background job as the API answers it (issue 44; read through useCustom): GET /api/jobs[?state=|?subject_type=&subject_id=], GET /api/jobs/:id, the queue's health. */
export const JOBS_KEY = 'jobs'
export const JOBS_URL = `${API_URL}/jobs`
export const JOB_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const
export type JobState = (typeof JOB_STATES)[number]

export interface Job {
  id: number
  kind: string
  state: JobState
  done: number
  total: number
  error?: string
  customer_id: number | null
  user_id: number | null
  subject_type: string | null
  subject_id: number | null
  created_at: string | null
  started_at: string | null
  finished_at: string | null
  updated_at: string | null
  /** The list's extras (GET /api/jobs). */
  customer_name?: string | null
  user_name?: string | null
}

/** A queued job that failed for good (GET /api/jobs/queue): retried by its key (POST /api/jobs/queue/retry). */
export interface FailedQueueJob { key: string; name: string; attempts: number; error: string | null; failed_at: string }
export interface QueueHealth {
  driver: string
  waiting: number
  active: number
  delayed: number
  failed: number
  workers: number
  heartbeat_at: string | null
  failed_jobs: FailedQueueJob[]
}

/** Still moving: the screens poll while a job is in one of these. */
export const isActive = (job: Pick<Job, 'state'> | null | undefined) => job?.state === 'queued' || job?.state === 'running'

/** Whole percent done, 0 while the total is unknown (a run not yet counted). */
export const percentDone = (job: Pick<Job, 'done' | 'total'>) =>
  job.total > 0 ? Math.min(100, Math.floor((job.done * 100) / job.total)) : 0

export const STATE_COLOURS: Record<JobState, string> = { queued: 'default', running: 'processing', completed: 'green', failed: 'red', cancelled: 'orange' }
