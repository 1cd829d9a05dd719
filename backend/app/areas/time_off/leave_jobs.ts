import db from '@adonisjs/lucid/services/db'
import { recordEvent } from '#services/audit'
import { defineJob, defineRecurring } from '#services/jobs/registry'
import { createTask, recordProgress, taskFailed } from '#services/jobs/tasks'
import { expireCarriedDays } from './ledger.js'
import { carryOver, grantYear } from './year_end.js'

/**
 * The leave year's scheduled steps (issue 44), recurring jobs run once a day whatever the number
 * of workers (jobs/schedules.ts): carried days past their expiry expire, and in the first days of
 * January every company's remaining days are carried over and the new year's entitlements granted
 * (both idempotent, so the daily runs of that window write each once). HR may still run either
 * step at once (POST /api/leave/carry-over, /api/leave/year-start).
 */
const DAY_MS = 24 * 60 * 60 * 1000
/** January's first days: a worker down on the 1st still starts the year when it comes back. */
export const YEAR_START_WINDOW_DAYS = 14
export const LEAVE_YEAR_END = 'leave_year_end'

defineJob('leave.expire', {
  async run() {
    await expireCarriedDays(db, {})
  },
})
defineRecurring({ id: 'leave-expiry', name: 'leave.expire', everyMs: DAY_MS })

export async function startLeaveYear(today = new Date()) {
  const year = today.getUTCFullYear()
  if (today.getUTCMonth() !== 0 || today.getUTCDate() > YEAR_START_WINDOW_DAYS) return null
  const customers = (await db.from('customers').whereNull('deleted_at').select('id').orderBy('id')).map((c) => Number(c.id))
  const taskId = await createTask(db, { kind: LEAVE_YEAR_END, customerId: null, userId: null, subject: null, total: customers.length, params: { year } })
  try {
    for (const [index, customerId] of customers.entries()) {
      await db.transaction(async (trx) => {
        const carried = await carryOver(trx, null, customerId, year - 1)
        const granted = await grantYear(trx, null, customerId, year)
        if (carried || granted) {
          await recordEvent(trx, { customerId, userId: null, entityName: 'leave_setting', entityId: customerId, action: 'year_start', actionInfo: JSON.stringify({ year, carried, granted, scheduled: true }) })
        }
        await recordProgress(trx, taskId, async () => index + 1)
      })
    }
  } catch (error) {
    await taskFailed(taskId, error)
    throw error
  }
  return taskId
}

defineJob('leave.year_start', {
  async run() {
    await startLeaveYear()
  },
})
defineRecurring({ id: 'leave-year-start', name: 'leave.year_start', everyMs: DAY_MS })
