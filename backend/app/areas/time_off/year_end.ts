import { parseDays } from '@hr/shared'
import { balancesOf, writeEntries, type NewEntry, type Writer } from './ledger.js'
import type { Client } from '#services/db_client'
import { leaveSettingsOf } from './settings.js'

/**
 * The leave year's two bulk steps (issue 13), run by HR (POST /api/leave/year-start,
 * /api/leave/carry-over) or a scheduler (node ace leave:year-end): both idempotent, so a second
 * run writes nothing.
 */

const truthy = (v: unknown) => v === true || v === 1 || v === '1'
const tenthsOf = (v: unknown) => {
  try { return v === null || v === undefined || v === '' ? 0 : parseDays(String(v)) } catch { return 0 }
}

/**
 * Grants every staff member (not manager-only profiles, not contractors) the default entitlement of
 * each leave type the customer uses (default_entitlement > 0; of every country or of theirs) for
 * `year`, where they have none yet. Returns how many entitlements were granted.
 */
export async function grantYear(client: Client, writer: Writer | null, customerId: number, year: number) {
  const people = await client.from('people').where('customer_id', customerId).where('type', 'staff').whereNull('deleted_at')
    .whereNotIn('status', ['offboarded', 'terminated', 'resigned', 'separated', 'deleted'])
    .where((w) => w.whereNull('profile_type').orWhereNot('profile_type', 'manager_only')).select('id', 'country')
  const off = new Set((await client.from('company_data_type_choices').where({ customer_id: customerId, kind: 'leave_type' }).select('item_id', 'enabled'))
    .filter((c) => !truthy(c.enabled)).map((c) => Number(c.item_id)))
  // The data cloud's types the company uses and its own (never another company's).
  const types = (await client.from('leave_types').where((w) => w.whereNull('customer_id').orWhere('customer_id', customerId)).select('id', 'country', 'default_entitlement'))
    .filter((t) => !off.has(Number(t.id)) && tenthsOf(t.default_entitlement) > 0)
  const existing = new Set((await client.from('leave_entitlements').where({ customer_id: customerId, year }).select('person_id', 'leave_type_id'))
    .map((e) => `${e.person_id}:${e.leave_type_id}`))
  const now = new Date().toISOString()
  const rows: Record<string, unknown>[] = []
  for (const p of people) {
    for (const t of types) {
      if (t.country && String(t.country).toUpperCase() !== String(p.country ?? '').toUpperCase()) continue
      if (existing.has(`${p.id}:${t.id}`)) continue
      rows.push({ customer_id: customerId, person_id: Number(p.id), leave_type_id: Number(t.id), year, days: tenthsOf(t.default_entitlement), created_at: now, updated_at: now })
    }
  }
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200)
    await client.table('leave_entitlements').multiInsert(batch)
    await writeEntries(client, writer, batch.map((r) => ({
      customer_id: customerId, person_id: r.person_id as number, leave_type_id: r.leave_type_id as number, year,
      kind: 'grant' as const, tenths: r.days as number, effective_date: `${year}-01-01`,
    })))
  }
  return rows.length
}

/**
 * Carries what is left of `year` into the next (at most the customer's carry_over_max per type),
 * expiring on carry_over_expiry of the next year. Nothing is carried while the setting is 0, nor
 * from a negative balance. Returns how many carry-ins were written.
 */
export async function carryOver(client: Client, writer: Writer | null, customerId: number, year: number) {
  const settings = await leaveSettingsOf(client, customerId)
  if (settings.carry_over_max <= 0) return 0
  const balances = await balancesOf(client, customerId, null, year)
  const next = year + 1
  // Already carried: one carry-in per person, type and year (the database's unique rule says so too).
  const carried = new Set((await client.from('leave_ledger_entries').where({ customer_id: customerId, year: next, kind: 'carry_in' }).select('person_id', 'leave_type_id'))
    .map((e) => `${e.person_id}:${e.leave_type_id}`))
  const entries: NewEntry[] = []
  for (const [personId, items] of balances) {
    for (const item of items) {
      // Pending requests still count against the year they were asked in.
      const left = Math.min(parseDays(item.available), settings.carry_over_max)
      if (left <= 0 || carried.has(`${personId}:${item.leave_type_id}`)) continue
      entries.push({
        customer_id: customerId, person_id: personId, leave_type_id: item.leave_type_id, year: next, kind: 'carry_in',
        tenths: left, effective_date: `${next}-01-01`, expires_on: `${next}-${settings.carry_over_expiry}`,
      })
    }
  }
  for (let i = 0; i < entries.length; i += 200) await writeEntries(client, writer, entries.slice(i, i + 200))
  return entries.length
}

