import { carriedExpiring, expiryCatchUp, expiryDue, formatDays, leaveBalance, todayUtc, translatedText, type LeaveBalanceItem, type LedgerEntry, type LedgerKind } from '@hr/shared'
import type { Tenancy } from '#services/tenancy'
import { entryOf, lockPerson, pendingIn, splitAtExpiry, yearLedger } from './balance_check.js'
import type { Client } from '#services/db_client'

/** Who writes an entry: the acting user, kept by name too so the history reads after they leave. */
export interface Writer { id: number; name: string }
export const writerOf = (t: Tenancy): Writer => ({ id: t.user.id, name: t.user.name ?? t.user.email })

export interface NewEntry {
  customer_id: number
  person_id: number
  leave_type_id: number
  year: number
  kind: LedgerKind
  tenths: number
  effective_date: string
  expires_on?: string | null
  leave_id?: number | null
}

export async function writeEntries(client: Client, writer: Writer | null, entries: NewEntry[]) {
  if (!entries.length) return
  const now = new Date().toISOString()
  await client.table('leave_ledger_entries').multiInsert(entries.map(({ tenths, ...e }) => ({
    ...e, days: tenths, expires_on: e.expires_on ?? null, leave_id: e.leave_id ?? null,
    created_by: writer?.id ?? null, created_by_name: writer?.name ?? null, created_at: now, updated_at: now,
  })))
}

const dateText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))

/**
 * Writes the expiry entries that have fallen due (carried days not used by their expiry date):
 * the ledger then holds them like any other entry. Idempotent: a carry-in with its expiry
 * written is skipped, and a race loses to the unique (person, type, year, kind) rule of expiries.
 */
export async function expireCarriedDays(client: Client, scope: { customerId?: number; personIds?: number[] }, today = todayUtc()) {
  const due = client.from('leave_ledger_entries as c').where('c.kind', 'carry_in').where('c.expires_on', '<', today)
    .whereNotExists((q) => q.from('leave_ledger_entries as e').whereRaw('e.person_id = c.person_id')
      .whereRaw('e.leave_type_id = c.leave_type_id').whereRaw('e.year = c.year').where('e.kind', 'expiry'))
    .select('c.*')
  if (scope.customerId) due.where('c.customer_id', scope.customerId)
  if (scope.personIds) due.whereIn('c.person_id', scope.personIds)
  for (const carry of await due) {
    try {
      // In a savepoint: inside the request's transaction a lost race would otherwise abort it (PostgreSQL).
      // Under the person's lock, so a cancellation reads the expiry as written or writes its reversal before it is counted.
      await client.transaction(async (trx) => {
        await lockPerson(trx, Number(carry.person_id))
        const rows = await trx.from('leave_ledger_entries').where({ person_id: carry.person_id, leave_type_id: carry.leave_type_id, year: carry.year })
        if (rows.some((r) => r.kind === 'expiry')) return
        const carryIn = entryOf(rows.find((r) => r.kind === 'carry_in'))
        // Only the days on or before the expiry used carried days: a request written whole across it is split first.
        const tenths = expiryDue(await splitAtExpiry(trx, rows.map(entryOf), carryIn.expires_on!, Number(carry.year)), carryIn)
        await writeEntries(trx, null, [{
          customer_id: Number(carry.customer_id), person_id: Number(carry.person_id), leave_type_id: Number(carry.leave_type_id),
          year: Number(carry.year), kind: 'expiry', tenths: -tenths, effective_date: carryIn.expires_on!,
        }])
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
}

/**
 * After a request was given back (under the person's lock, in the move's transaction): in each
 * year whose carried days' expiry is written already, the days of it that had used carried days
 * expire now rather than come back (expiryCatchUp), as an expiry entry of the request's own.
 */
export async function expireGivenBack(client: Client, writer: Writer, leave: { id: number; customer_id: number; person_id: number; leave_type_id: number }, years: number[]) {
  for (const year of new Set(years)) {
    const rows = await client.from('leave_ledger_entries').where({ person_id: leave.person_id, leave_type_id: leave.leave_type_id, year })
    const carry = rows.find((r) => r.kind === 'carry_in')
    if (!carry?.expires_on || !rows.some((r) => r.kind === 'expiry')) continue
    const carryIn = entryOf(carry)
    const tenths = expiryCatchUp(await splitAtExpiry(client, rows.map(entryOf), carryIn.expires_on!, year), carryIn)
    if (tenths > 0) {
      await writeEntries(client, writer, [{
        customer_id: leave.customer_id, person_id: leave.person_id, leave_type_id: leave.leave_type_id, year,
        kind: 'expiry', tenths: -tenths, effective_date: carryIn.expires_on!, leave_id: leave.id,
      }])
    }
  }
}

export const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String((error as Error)?.message ?? error))

/** The kinds summed together for a balance, under the kind leaveBalance() counts them as. */
const BALANCE_PARTS: Partial<Record<LedgerKind, LedgerKind[]>> = {
  grant: ['grant', 'adjustment'], carry_in: ['carry_in'], expiry: ['expiry'], taken: ['taken', 'reversal'],
}

export type BalanceItem = LeaveBalanceItem

/**
 * Balances of many people for a year in two queries: the ledger summed per person and type with
 * one column per kind (and the carry-in's expiry), and the pending requests; then the same
 * leaveBalance() the rules use, fed with one entry per kind. Returns per person the items of
 * every leave type that has an entry or a pending request.
 */
export async function balancesOf(client: Client, customerId: number, personIds: number[] | null, year: number, lang = 'en') {
  // One column per part of a balance: leaveBalance() reads grants and adjustments alike, takings and reversals alike.
  const parts = Object.entries(BALANCE_PARTS).map(([part, kinds]) => `sum(case when kind in (${kinds.map((k) => `'${k}'`).join(', ')}) then days else 0 end) as "${part}"`).join(', ')
  const sums = client.from('leave_ledger_entries').where('customer_id', customerId).where('year', year)
    .groupBy('person_id', 'leave_type_id')
    .select('person_id', 'leave_type_id', client.raw(parts), client.raw("max(case when kind = 'carry_in' then expires_on end) as carry_expires"),
      client.raw("sum(case when kind = 'expiry' then 1 else 0 end) as expiries"))
  if (personIds) sums.whereIn('person_id', personIds)
  // One after another: inside a request's transaction they share one connection, where pg (9 refuses it) queues them anyway.
  const sumRows = await sums
  // Pending days count in the year they fall in (a request across the new year in both).
  const pendingRows = await pendingIn(client, { customerId, personIds }, year)
  const types = await client.from('leave_types').select('id', 'name', 'name_translations')
  // Each type's name in the reader's language, English where none is stored (issue 43 §7).
  const names = new Map(types.map((t) => [Number(t.id), translatedText(String(t.name), t.name_translations, lang)]))

  // person → type → [entries, pending, carried days expiring unused]
  const byPerson = new Map<number, Map<number, { entries: LedgerEntry[]; pending: number; expiring: number }>>()
  const slot = (personId: number, typeId: number) => {
    let types = byPerson.get(personId)
    if (!types) byPerson.set(personId, (types = new Map()))
    let s = types.get(typeId)
    if (!s) types.set(typeId, (s = { entries: [], pending: 0, expiring: 0 }))
    return s
  }
  const effective = `${year}-01-01`
  for (const r of sumRows) {
    const entries = slot(Number(r.person_id), Number(r.leave_type_id)).entries
    const expires = r.carry_expires ? dateText(r.carry_expires) : null
    for (const kind of Object.keys(BALANCE_PARTS) as LedgerKind[]) {
      entries.push({ kind, tenths: Number(r[kind] ?? 0), effective_date: effective, expires_on: kind === 'carry_in' ? expires : null })
    }
  }
  for (const r of pendingRows) if (r.tenths) slot(r.person_id, r.leave_type_id).pending += r.tenths
  // Carried days not expired yet: what will expire unused is counted per day as the request check
  // counts it (yearLedger), only for the few balances that have such days.
  for (const r of sumRows) {
    if (!r.carry_expires || Number(r.expiries ?? 0) > 0) continue
    const ledger = await yearLedger(client, { customer_id: customerId, person_id: Number(r.person_id), leave_type_id: Number(r.leave_type_id) }, year)
    slot(Number(r.person_id), Number(r.leave_type_id)).expiring = carriedExpiring(ledger)
  }

  const result = new Map<number, BalanceItem[]>()
  for (const [personId, types] of byPerson) {
    const items: BalanceItem[] = []
    for (const [typeId, { entries, pending, expiring }] of types) {
      // A carry-in row exists only where one was written: an absent one has no expiry to show.
      const b = leaveBalance(entries.filter((e) => e.kind !== 'carry_in' || e.tenths !== 0 || e.expires_on), pending, expiring)
      items.push({
        leave_type_id: typeId, name: names.get(typeId) ?? '', entitlement: formatDays(b.entitlement), carried: formatDays(b.carried),
        carried_expiry: b.carried_expiry, expired: formatDays(b.expired), taken: formatDays(b.taken), pending: formatDays(b.pending), available: formatDays(b.available),
        expiring: formatDays(b.expiring),
      })
    }
    items.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    result.set(personId, items)
  }
  return result
}
