import { defineJob, defineRecurring } from './registry.js'
import { sweepTasks } from './tasks.js'
// Each area's jobs, loaded wherever a worker runs (start/queue.ts, node ace queue:work).
import '#services/payroll/payslip_jobs'
import '#services/holiday_import'
import '#services/time_off/leave_jobs'
import { sweepMails } from '#services/notifications'

/** Open tasks and owed e-mails whose jobs were never enqueued (the process stopped right after the commit) are enqueued again. */
defineJob('jobs.sweep', { maxAttempts: 1, run: async () => { await sweepTasks(); await sweepMails() } })
defineRecurring({ id: 'jobs-sweep', name: 'jobs.sweep', everyMs: 60_000 })
