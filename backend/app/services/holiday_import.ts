import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Holidays from 'date-holidays'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { publicHolidaysOf } from '#database/reference_data'
import { defineJob, defineTaskKind } from '#services/jobs/registry'
import { createTask, recordProgress, taskFailed, taskOf } from '#services/jobs/tasks'

export interface HolidayRow { country: string; region: string | null; name: string; date: string }

/** Countries the maintained holiday data (date-holidays) covers. */
export function holidayCountries(): Set<string> {
  return new Set(Object.keys(new Holidays().getCountries()))
}

/**
 * A country's public holidays of one year from date-holidays: the national ones (region null), then
 * each state's or region's own ones (those not already national), keyed by the state code.
 */
export function holidaysWithRegions(country: string, year: number): HolidayRow[] {
  const national = publicHolidaysOf(country, year)
  const nationalKeys = new Set(national.map((h) => `${h.date}|${h.name}`))
  const regional: HolidayRow[] = []
  for (const state of Object.keys(new Holidays().getStates(country) ?? {})) {
    const seen = new Set<string>()
    for (const h of new Holidays(country, state).getHolidays(year)) {
      const key = `${h.date.slice(0, 10)}|${h.name.slice(0, 255)}`
      if (h.type !== 'public' || nationalKeys.has(key) || seen.has(key)) continue
      seen.add(key)
      regional.push({ country, region: state.slice(0, 20), name: h.name.slice(0, 255), date: h.date.slice(0, 10) })
    }
  }
  return [...national, ...regional]
}

/**
 * Imports this year's and next year's holidays of a newly selected data-cloud country, skipping
 * ones already stored, then marks the country ready. A queued job (issue 44): POST
 * /api/data-cloud/countries answers at once with its job; a failure is retried with backoff and,
 * after the last attempt, marks the country failed (it may be selected again).
 */
export async function importCountryHolidays(country: string, taskId: number | null = null) {
  const year = new Date().getUTCFullYear()
  const rows = [...holidaysWithRegions(country, year), ...holidaysWithRegions(country, year + 1)]
  const existing = new Set((await db.from('public_holidays').where('country', country).select('region', 'date', 'name'))
    .map((r) => `${r.region ?? ''}|${String(r.date instanceof Date ? r.date.toISOString() : r.date).slice(0, 10)}|${r.name}`))
  const now = new Date().toISOString()
  const fresh = rows.filter((r) => !existing.has(`${r.region ?? ''}|${r.date}|${r.name}`))
    .map((r) => ({ ...r, created_at: now, updated_at: now }))
  await db.transaction(async (trx) => {
    for (let i = 0; i < fresh.length; i += 200) await trx.table('public_holidays').multiInsert(fresh.slice(i, i + 200))
    const count = await trx.from('public_holidays').where('country', country).count('* as total').first()
    await trx.from('data_cloud_countries').where('country', country)
      .update({ status: 'ready', holiday_count: Number(count?.total ?? 0), imported_at: now, updated_at: now })
    if (taskId !== null) await recordProgress(trx, taskId, async () => 1)
  })
}

export const HOLIDAYS = 'holidays'
const JOB = 'holidays.import'

/** The import's task, in the transaction selecting the country; its job is enqueued once that is committed. */
export const startHolidayImport = (trx: TransactionClientContract, country: string, userId: number) =>
  createTask(trx, { kind: HOLIDAYS, customerId: null, userId, subject: null, total: 1, params: { country } })

defineTaskKind(HOLIDAYS, {
  async units(task) {
    return [{ name: JOB, key: `holidays:${task.params.country}:${task.id}`, payload: { task: Number(task.id), country: String(task.params.country) } }]
  },
})

defineJob(JOB, {
  maxAttempts: 3,
  async run(job) {
    const task = await taskOf(db, Number(job.payload.task))
    if (!task || !['queued', 'running'].includes(task.state)) return
    await importCountryHolidays(String(job.payload.country), Number(job.payload.task))
  },
  async failed(job, error) {
    logger.error({ err: error, country: job.payload.country }, 'holiday import failed')
    await db.from('data_cloud_countries').where('country', String(job.payload.country)).where('status', 'importing')
      .update({ status: 'failed', updated_at: new Date().toISOString() })
    await taskFailed(Number(job.payload.task), error)
  },
})
