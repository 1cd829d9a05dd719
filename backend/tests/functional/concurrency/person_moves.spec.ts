import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'

/**
 * The person workflows (set and stop expat) judge the person as locked (issue 42): of parallel
 * calls on committed rows exactly one moves the person and writes its record; the rest meet the
 * state's refusal. Emma's rows are put back afterwards.
 */
const PARALLEL = 10

test.group('Concurrency (issue 42): parallel person workflow moves, on real connections', (group) => {
  group.each.setup(() => limiter.clear(['memory']))

  test(`${PARALLEL} parallel set-expat, then ${PARALLEL} parallel stop-expat: each applies once`, async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const emma = await db.from('people').where('work_email', DEMO_EMAILS.employee).first()
    const info = await db.from('employment_infos').where('person_id', emma.id).first()
    const marks = {
      records: Number((await db.from('expat_records').max('id as id').first())?.id ?? 0),
      audit: Number((await db.from('audit_logs').max('id as id').first())?.id ?? 0),
    }
    try {
      // Different start dates, so no two calls are the same record (only the person's state can refuse them).
      const sets = await Promise.all(Array.from({ length: PARALLEL }, (_, i) =>
        client.post(`/api/people/${emma.id}/set-expat`).json({ host_country: 'JP', expat_start_date: `2026-01-${String(i + 1).padStart(2, '0')}` }).loginAs(hr)))
      const setCodes = sets.map((r) => r.status())
      assert.equal(setCodes.filter((c) => c === 201).length, 1, setCodes.join(','))
      for (const r of sets.filter((x) => x.status() !== 201)) assert.deepEqual(r.body().errors, [{ field: 'is_expat', rule: 'state', message: 'This person is already an expat.' }])
      assert.lengthOf(await db.from('expat_records').where('person_id', emma.id).where('id', '>', marks.records).where('action', 'set'), 1)

      const runOff = (await client.get(`/api/people/${emma.id}/run-off-paycycles`).loginAs(hr)).body().data.at(-1)?.name
      const stops = await Promise.all(Array.from({ length: PARALLEL }, (_, i) =>
        client.post(`/api/people/${emma.id}/stop-expat`).json({ expat_end_date: `2026-12-${String(i + 10).padStart(2, '0')}`, run_off_paycycle: runOff }).loginAs(hr)))
      const stopCodes = stops.map((r) => r.status())
      assert.equal(stopCodes.filter((c) => c === 201).length, 1, stopCodes.join(','))
      for (const r of stops.filter((x) => x.status() !== 201)) assert.equal(r.body().errors?.[0]?.field, 'is_expat', JSON.stringify(r.body()))
      assert.lengthOf(await db.from('expat_records').where('person_id', emma.id).where('id', '>', marks.records).where('action', 'stop'), 1)
      assert.isFalse(!!(await db.from('people').where('id', emma.id).first()).is_expat)
    } finally {
      await db.from('expat_records').where('id', '>', marks.records).delete()
      await db.from('audit_logs').where('id', '>', marks.audit).delete()
      await db.from('people').where('id', emma.id).update({ is_expat: emma.is_expat, host_country: emma.host_country, updated_at: emma.updated_at })
      if (info) await db.from('employment_infos').where('id', info.id).update({ expat_start_date: info.expat_start_date, expat_end_date: info.expat_end_date, updated_at: info.updated_at })
    }
  })
})
