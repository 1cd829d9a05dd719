import { defineJob, defineRecurring } from './registry.js'
import { sweepTasks } from './tasks.js'
// Each job's module, loaded wherever a worker runs (start/queue.ts, node ace queue:work): the shell's
// here, each process area's named in its area.ts (services/areas.ts).
import '#services/holiday_import'
import { sweepMails } from '#services/notifications'
import { loadAreas } from '#services/areas'

for (const area of await loadAreas()) {
  for (const load of area.jobs ?? []) await load()
}

/** Open tasks and owed e-mails whose jobs were never enqueued (the process stopped right after the commit) are enqueued again. */
defineJob('jobs.sweep', { maxAttempts: 1, run: async () => { await sweepTasks(); await sweepMails() } })
defineRecurring({ id: 'jobs-sweep', name: 'jobs.sweep', everyMs: 60_000 })
