import db from '@adonisjs/lucid/services/db'
import { ledgerEffect, parseDays, type LeaveSession } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { countLeave } from '#areas/time_off/leave_rules'
import { expireCarriedDays, writeEntries, type NewEntry } from '#areas/time_off/ledger'
import type { DemoIds } from '#database/demo/ids'

const now = () => new Date().toISOString()
const DAY_MS = 86_400_000
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

/**
 * Demo time off (issue 13): this year's entitlements (Annual leave 14 days, Sick leave 14 days) for
 * every staff member of every demo company, some leave taken; Emma (employee@) has one request
 * waiting for Marcus (manager@) and one approved, and carried days from last year that expired at
 * the end of March. Written the way the API writes them: the shared day count and ledger effects.
 */
export async function seedDemoTimeOff(ids: DemoIds) {
  const year = new Date().getUTCFullYear()
  const types = new Map((await db.from('leave_types').select('id', 'name')).map((t) => [String(t.name), Number(t.id)]))
  const annual = types.get('Annual leave')!
  const sick = types.get('Sick leave')!
  const hr = await db.from('users').where('email', 'hr.admin@demo.test').first()
  const writer = hr ? { id: Number(hr.id), name: String(hr.name) } : null

  const people = await db.from('people').whereIn('customer_id', [ids.globex, ids.initech, ids.umbrella]).where('type', 'staff')
    .whereNull('deleted_at').whereNot('profile_type', 'manager_only').orderBy('id')
  const entitlements: Record<string, unknown>[] = []
  const grants: NewEntry[] = []
  for (const p of people) {
    for (const type of [annual, sick]) {
      entitlements.push({ customer_id: p.customer_id, person_id: p.id, leave_type_id: type, year, days: 140, created_at: now(), updated_at: now() })
      grants.push({ customer_id: Number(p.customer_id), person_id: Number(p.id), leave_type_id: type, year, kind: 'grant', tenths: 140, effective_date: `${year}-01-01` })
    }
  }
  for (let i = 0; i < entitlements.length; i += 200) await db.table('leave_entitlements').multiInsert(entitlements.slice(i, i + 200))
  for (let i = 0; i < grants.length; i += 200) await writeEntries(db, writer, grants.slice(i, i + 200))

  /** A request counted like the API counts it, starting on the first day from `from` that counts. */
  const request = async (p: Record<string, any>, type: number, from: string, days: number, session: LeaveSession, status: 'submitted' | 'approved', reason: string) => {
    let start = from
    for (let guard = 0; guard < 14; guard++, start = addDays(start, 1)) {
      const end = session === 'full_day' ? lastDay(start, days) : start
      // A start on a weekend or holiday is refused by the day count (or counts short): try the next day.
      const counted = await countLeave(db, 'en', { customer_id: Number(p.customer_id), person_id: Number(p.id), leave_type_id: type, start_date: start, end_date: end, session })
        .catch((error) => { if (error instanceof ApiError) return null; throw error })
      if (!counted || (session === 'full_day' && counted.tenths !== days * 10)) continue
      const tenths = counted.tenths
      const [row] = await db.table('leaves').insert({
        customer_id: p.customer_id, person_id: p.id, leave_type_id: type, start_date: start, end_date: end, session, total_days: tenths,
        reason, status, cancel_requested: false, decided_by: status === 'approved' ? writer?.id ?? null : null,
        decided_at: status === 'approved' ? now() : null, created_at: now(), updated_at: now(),
      }).returning('id')
      const id = Number(typeof row === 'object' ? row.id : row)
      const effects = ledgerEffect('submitted', status, { id, pieces: counted.pieces })
      await writeEntries(db, writer, effects.map((e) => ({ customer_id: Number(p.customer_id), person_id: Number(p.id), leave_type_id: type, year: e.year!, kind: e.kind, tenths: e.tenths, effective_date: e.effective_date, leave_id: id })))
      return
    }
  }
  const lastDay = (start: string, days: number) => addDays(start, days - 1)

  const globexStaff = people.filter((p) => Number(p.customer_id) === ids.globex)
  for (const [i, p] of globexStaff.entries()) {
    if (i % 3 === 0) await request(p, sick, `${year}-0${1 + (i % 9)}-1${i % 10}`, 1, 'full_day', 'approved', 'Flu')
  }
  // This month's leave, so the team calendar shows who is off: some approved, some waiting for HR.
  const thisMonth = new Date().toISOString().slice(0, 7)
  for (const [i, p] of globexStaff.entries()) {
    if (p.work_email === 'employee@demo.test') continue
    if (i % 4 === 1) await request(p, annual, `${thisMonth}-1${i % 8}`, 2, 'full_day', 'approved', 'Short break')
    else if (i % 5 === 2) await request(p, annual, `${thisMonth}-2${i % 6}`, 1, 'full_day', 'submitted', 'Personal errand')
  }
  for (const customer of [ids.initech, ids.umbrella]) {
    const first = people.find((p) => Number(p.customer_id) === customer)
    if (first) await request(first, annual, `${year}-05-11`, 2, 'full_day', 'approved', 'Family visit')
  }

  const emma = globexStaff.find((p) => p.work_email === 'employee@demo.test')
  if (!emma) return
  // Three days carried from last year, two of them taken in February, the rest expired on 31 March.
  await writeEntries(db, writer, [{ customer_id: Number(emma.customer_id), person_id: Number(emma.id), leave_type_id: annual, year, kind: 'carry_in', tenths: parseDays('3'), effective_date: `${year}-01-01`, expires_on: `${year}-03-31` }])
  await request(emma, annual, `${year}-02-09`, 2, 'full_day', 'approved', 'Lunar new year trip')
  await request(emma, annual, `${year}-12-07`, 3, 'full_day', 'approved', 'Year-end holiday')
  await request(emma, annual, `${year}-12-28`, 2, 'full_day', 'submitted', 'Family visit')
  // Once the end of March has passed, the ledger holds the expiry (before then a balance read writes it when due).
  await expireCarriedDays(db, { personIds: [Number(emma.id)] })
}
