import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { isolatedTest } from '#tests/helpers'
import { startLeaveYear } from '#areas/time_off/leave_jobs'
import { takeDueSchedules } from '#services/jobs/schedules'

/**
 * Issue 44: the leave year starts by itself. In January's first days the daily job grants every
 * company's default entitlements of the new year (and carries the old year's days over); a second
 * run in the window writes nothing; outside it the job does nothing. Its run is a task in /api/jobs.
 */
test.group('Scheduled leave year start (issue 44)', (group) => {
  group.each.setup(() => isolatedTest())

  test('in January the job grants the year once for every company; its task completes; other months nothing', async ({ assert }) => {
    const year = 2031
    const count = async () => Number((await db.from('leave_entitlements').where('year', year).count('* as n').first())?.n ?? 0)
    assert.equal(await count(), 0)
    const taskId = await startLeaveYear(new Date(Date.UTC(year, 0, 2, 1)))
    const granted = await count()
    assert.isAbove(granted, 0)
    const task = await db.from('background_jobs').where('id', taskId!).first()
    const customers = Number((await db.from('customers').whereNull('deleted_at').count('* as n').first())?.n)
    assert.include(task, { kind: 'leave_year_end', state: 'completed', total: customers, done: customers })
    // The ledger has one grant per entitlement, written by the platform (no user).
    const grants = await db.from('leave_ledger_entries').where({ year, kind: 'grant' })
    assert.lengthOf(grants, granted)
    assert.isTrue(grants.every((g) => g.created_by === null))
    // Run again in the window (the next day's run): nothing more.
    await startLeaveYear(new Date(Date.UTC(year, 0, 3, 1)))
    assert.equal(await count(), granted)
    assert.isNull(await startLeaveYear(new Date(Date.UTC(year, 1, 2, 1))))
    assert.isNull(await startLeaveYear(new Date(Date.UTC(year, 0, 20, 1))))
  })

  test('the daily schedules exist and a due period is taken once', async ({ assert }) => {
    const { ensureSchedules } = await import('#services/jobs/schedules')
    await ensureSchedules()
    const ids = (await db.from('queue_schedules').select('id')).map((s) => s.id)
    assert.includeMembers(ids, ['leave-expiry', 'leave-year-start', 'jobs-sweep'])
    await db.from('queue_schedules').whereIn('id', ['leave-expiry', 'leave-year-start']).update({ next_run_at: Date.now() - 1000 })
    const first = (await takeDueSchedules()).map((j) => j.name)
    assert.includeMembers(first, ['leave.expire', 'leave.year_start'])
    const again = (await takeDueSchedules()).map((j) => j.name)
    assert.notInclude(again, 'leave.expire')
    assert.notInclude(again, 'leave.year_start')
  })
})
