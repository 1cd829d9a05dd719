import {
  availableForRequest, formatDays, isoDay, leavePieces, type LedgerEntry, type LeavePiece, type LeaveSession, type YearLedger,
} from '@hr/shared'
import db from '@adonisjs/lucid/services/db'
import { refuse } from '#exceptions/refuse'
import { calendarOf } from '#services/calendar'
import type { Client } from '#services/db_client'
import { leaveSettingsOf, leaveTypeRules } from './settings.js'

/**
 * The balance a request is checked against (issue 42 §2, §3): per leave year and per day. A
 * request is split into pieces (each year its own days; the days on or before the carried days'
 * expiry apart from those after it) and every year it touches must hold its piece, counting the
 * carried days that will have expired. The check runs under a per-person lock, so of parallel
 * requests and approvals each sees the others' days.
 */

export interface LeaveRow {
  id?: number
  customer_id: number
  person_id: number
  leave_type_id: number
  start_date: string
  end_date: string
  session: LeaveSession
}

const yearsOf = (row: { start_date: string; end_date: string }) => {
  const years: number[] = []
  for (let y = Number(row.start_date.slice(0, 4)); y <= Number(row.end_date.slice(0, 4)); y++) years.push(y)
  return years
}

/**
 * The day a year's carried days expire for a person and type: the carry-in's own date, or, before
 * one is written, the date the customer's settings would give it (so a leave approved before the
 * year-end run is split where its carry-in will expire).
 */
export async function carriedExpiries(client: Client, row: { customer_id: number; person_id: number; leave_type_id: number }, years: number[]) {
  const carryIns = await client.from('leave_ledger_entries')
    .where({ person_id: row.person_id, leave_type_id: row.leave_type_id, kind: 'carry_in' }).whereIn('year', years).select('year', 'expires_on')
  const written = new Map(carryIns.map((c) => [Number(c.year), c.expires_on ? isoDay(c.expires_on) : null]))
  const settings = await leaveSettingsOf(client, row.customer_id)
  return new Map(years.map((y) => [y, written.has(y) ? written.get(y)! : settings.carry_over_max > 0 ? `${y}-${settings.carry_over_expiry}` : null]))
}

/** A request's pieces, counted on the person's calendar with the carried expiries of its years as cuts. */
export async function piecesOf(client: Client, lang: string, row: LeaveRow, expiries?: Map<number, string | null>): Promise<LeavePiece[]> {
  const person = await client.from('people').where('id', row.person_id).first()
  if (!person) refuse(lang, 'record_not_found', 'person_id', 'exists')
  const type = await leaveTypeRules(client, row.leave_type_id, await leaveSettingsOf(client, row.customer_id))
  if (!type) refuse(lang, 'record_not_found', 'leave_type_id', 'exists')
  const calendar = await calendarOf(client, person, type!.dayType, row.start_date, row.end_date)
  const cuts = [...(expiries ?? (await carriedExpiries(client, row, yearsOf(row)))).values()].filter((d): d is string => !!d)
  return leavePieces(row.start_date, row.end_date, row.session, calendar, cuts)
}

/** A ledger row as the shared ledger rules read it. */
export const entryOf = (r: Record<string, any>): LedgerEntry => ({
  kind: r.kind, tenths: Number(r.days), effective_date: isoDay(r.effective_date), expires_on: r.expires_on ? isoDay(r.expires_on) : null,
  leave_id: r.leave_id === null || r.leave_id === undefined ? null : Number(r.leave_id), year: r.year === undefined ? undefined : Number(r.year),
})

const rowOf = (r: Record<string, any>): LeaveRow & { id: number; total_days: number } => ({
  id: Number(r.id), customer_id: Number(r.customer_id), person_id: Number(r.person_id), leave_type_id: Number(r.leave_type_id),
  start_date: isoDay(r.start_date), end_date: isoDay(r.end_date), session: (r.session ?? 'full_day') as LeaveSession, total_days: Number(r.total_days),
})

/**
 * The pending (submitted) days in a year per person and type, each request counted in the years its
 * days fall in; with `cut`, also those on or before it. A request inside the year and on one side
 * of the cut is its stored total; only one across them is counted on its calendar.
 */
export async function pendingIn(client: Client, scope: { customerId: number; personIds?: number[] | null; leaveTypeId?: number; excludeId?: number }, year: number, cut: string | null = null) {
  const q = client.from('leaves').where('customer_id', scope.customerId).where('status', 'submitted')
    .where('start_date', '<=', `${year}-12-31`).where('end_date', '>=', `${year}-01-01`)
    .select('id', 'customer_id', 'person_id', 'leave_type_id', 'start_date', 'end_date', 'session', 'total_days')
  if (scope.personIds) q.whereIn('person_id', scope.personIds)
  if (scope.leaveTypeId) q.where('leave_type_id', scope.leaveTypeId)
  if (scope.excludeId) q.whereNot('id', scope.excludeId)
  const result: { person_id: number; leave_type_id: number; tenths: number; by_cut: number }[] = []
  for (const raw of await q) {
    const row = rowOf(raw)
    const inside = row.start_date >= `${year}-01-01` && row.end_date <= `${year}-12-31`
    if (inside && (!cut || row.end_date <= cut || row.start_date > cut)) {
      result.push({ person_id: row.person_id, leave_type_id: row.leave_type_id, tenths: row.total_days, by_cut: cut && row.end_date <= cut ? row.total_days : 0 })
      continue
    }
    const pieces = (await piecesOf(client, 'en', row, new Map([[year, cut]]))).filter((p) => p.year === year)
    result.push({
      person_id: row.person_id, leave_type_id: row.leave_type_id, tenths: pieces.reduce((t, p) => t + p.tenths, 0),
      by_cut: cut ? pieces.filter((p) => p.effective_date <= cut).reduce((t, p) => t + p.tenths, 0) : 0,
    })
  }
  return result
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/**
 * A year's ledger entries with every request's days on either side of the carried expiry apart:
 * entries written whole across it (before a carry-in or its expiry date was known, or before
 * requests were charged per piece) are split on the person's calendar, so only the days on or
 * before the expiry count as using carried days. Entries already split pass unchanged.
 */
export async function splitAtExpiry(client: Client, entries: readonly LedgerEntry[], expiry: string, year: number): Promise<LedgerEntry[]> {
  const charged = (e: LedgerEntry) => (e.kind === 'taken' || e.kind === 'reversal') && !!e.leave_id
  const whole = new Set(entries.filter((e) => charged(e) && e.effective_date <= expiry).map((e) => e.leave_id!))
  for (const e of entries) if (charged(e) && e.effective_date > expiry) whole.delete(e.leave_id!)
  if (!whole.size) return [...entries]
  const before = new Map<number, number>()
  for (const raw of await client.from('leaves').whereIn('id', [...whole]).where('end_date', '>', expiry)) {
    const row = rowOf(raw)
    // A request whose person or type is gone keeps its entries as written.
    const pieces = (await piecesOf(client, 'en', row, new Map([[year, expiry]])).catch(() => [])).filter((p) => p.year === year)
    if (pieces.length) before.set(row.id, pieces.filter((p) => p.effective_date <= expiry).reduce((t, p) => t + p.tenths, 0))
  }
  return entries.flatMap((e) => {
    const by = e.leave_id ? before.get(e.leave_id) : undefined
    if (by === undefined || !charged(e) || e.effective_date > expiry) return [e]
    const part = Math.min(Math.abs(e.tenths), by)
    const sign = Math.sign(e.tenths)
    return [{ ...e, tenths: sign * part }, { ...e, tenths: sign * (Math.abs(e.tenths) - part), effective_date: dayAfter(expiry) }]
  })
}

/** One person's leave type in a year as the check reads it, other than one request's own pending days. */
export async function yearLedger(client: Client, row: Pick<LeaveRow, 'customer_id' | 'person_id' | 'leave_type_id'>, year: number, excludeId?: number): Promise<YearLedger> {
  const rows = await client.from('leave_ledger_entries')
    .where({ customer_id: row.customer_id, person_id: row.person_id, leave_type_id: row.leave_type_id, year }).select('kind', 'days', 'effective_date', 'expires_on', 'leave_id')
  const carryIn = rows.find((e) => e.kind === 'carry_in')
  const carriedExpiry = carryIn?.expires_on ? isoDay(carryIn.expires_on) : null
  const cut = carriedExpiry
  const entries = cut ? await splitAtExpiry(client, rows.map(entryOf), cut, year) : rows.map(entryOf)
  const pending = await pendingIn(client, { customerId: row.customer_id, personIds: [row.person_id], leaveTypeId: row.leave_type_id, excludeId }, year, carriedExpiry)
  return {
    sum: entries.reduce((t, e) => t + e.tenths, 0),
    carried: carryIn ? Number(carryIn.days) : 0,
    carried_expiry: carriedExpiry,
    expiry_written: entries.some((e) => e.kind === 'expiry'),
    taken_by_expiry: cut ? -entries.filter((e) => (e.kind === 'taken' || e.kind === 'reversal') && e.effective_date <= cut).reduce((t, e) => t + e.tenths, 0) : 0,
    pending: pending.reduce((t, p) => t + p.tenths, 0),
    pending_by_expiry: pending.reduce((t, p) => t + p.by_cut, 0),
  }
}

/**
 * Refuses a request whose pieces some year cannot hold (insufficient_leave_balance, on `field`),
 * naming the days that year has available for it. Call it under lockPerson().
 */
export async function checkBalance(client: Client, lang: string, field: string, row: LeaveRow, pieces: readonly LeavePiece[], excludeId?: number) {
  for (const year of new Set(pieces.map((p) => p.year))) {
    const mine = pieces.filter((p) => p.year === year)
    const ledger = await yearLedger(client, row, year, excludeId)
    const cut = ledger.carried_expiry
    const byExpiry = cut ? mine.filter((p) => p.effective_date <= cut).reduce((t, p) => t + p.tenths, 0) : 0
    const available = availableForRequest(ledger, byExpiry)
    const need = mine.reduce((t, p) => t + p.tenths, 0)
    if (available - need < 0) refuse(lang, 'insufficient_leave_balance', field, 'balance', { available: formatDays(available), year })
  }
}

/**
 * Serialises everything that checks a person's balance against its write (requests, edits,
 * approvals): on PostgreSQL a transaction-scoped advisory lock per person, held until the
 * request's transaction commits. SQLite runs one writer at a time already. Callers that also lock
 * a leave row take that first, so the order is always leave row → person.
 */
export async function lockPerson(client: Client, personId: number) {
  if (!onPostgres(client)) return
  await client.rawQuery('select pg_advisory_xact_lock(?, ?)', [LEAVE_BALANCE_LOCK, personId])
}

/** Whether the client writes to PostgreSQL (where row and advisory locks are taken). */
export const onPostgres = (client: Client) => ('dialect' in client ? client.dialect.name : db.connection().dialect.name) === 'postgres'

/** The advisory lock's first key, naming the leave balance among the database's advisory locks. */
const LEAVE_BALANCE_LOCK = 4201
