import db from '@adonisjs/lucid/services/db'
import { recurringJobs } from './registry.js'
import type { NewJob } from './driver.js'

/**
 * Recurring jobs (issue 44): each schedule's next run time is a row, and a run is taken by one
 * conditional UPDATE moving that time on, so of any number of workers ticking at once exactly one
 * enqueues the period's job; its key names the period, so even a second enqueue stores nothing.
 * A period missed while no worker ran is run once when one starts again.
 */
export const periodStart = (at: number, everyMs: number) => Math.floor(at / everyMs) * everyMs

export async function ensureSchedules(at = Date.now()) {
  const rows = recurringJobs().map((r) => ({
    id: r.id, name: r.name, payload: JSON.stringify(r.payload ?? {}), every_ms: r.everyMs, next_run_at: periodStart(at, r.everyMs), last_run_at: null,
  }))
  if (!rows.length) return
  const insert = db.connection().insertQuery().table('queue_schedules').multiInsert(rows)
  insert.knexQuery.onConflict('id').ignore()
  await insert
  // A changed period or handler in the code wins over the stored one.
  for (const r of rows) await db.from('queue_schedules').where('id', r.id).whereNot('every_ms', r.every_ms).update({ every_ms: r.every_ms, name: r.name })
}

/** The jobs of the due periods this worker took (none when another worker took them first). */
export async function takeDueSchedules(at = Date.now()): Promise<NewJob[]> {
  const due = await db.from('queue_schedules').where('next_run_at', '<=', at)
  const taken: NewJob[] = []
  for (const schedule of due) {
    const every = Number(schedule.every_ms)
    const period = periodStart(at, every)
    const moved = await db.from('queue_schedules').where('id', schedule.id).where('next_run_at', schedule.next_run_at)
      .update({ next_run_at: period + every, last_run_at: at })
    if (!(Array.isArray(moved) ? moved.length : Number(moved))) continue
    taken.push({ name: schedule.name, key: `${schedule.id}:${period}`, payload: { ...JSON.parse(schedule.payload || '{}'), period: new Date(period).toISOString() } })
  }
  return taken
}
