import { displayDate, formatDays, isoDay, leaveRangeProblem, LEAVE_MAX_DAYS, LEAVE_PENDING, LEAVE_TAKEN, LEAVE_YEAR_MAX, LEAVE_YEAR_MIN, type LeaveSession } from '@hr/shared'
import type { HookContext, ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import { notifyUser, userOfPerson } from '#services/notifications'
import { checkBalance, lockPerson, onPostgres, piecesOf } from './balance_check.js'
import { refuse } from '#exceptions/refuse'
import type { Client } from '#services/db_client'
import { leaveSettingsOf, leaveTypeRules } from './settings.js'

/**
 * The rules of a leave request the generic create, update and delete keep (issue 13): the server
 * counts total_days with the shared leavePieces() (what leaveDays() counts), refuses overlapping requests and requests beyond
 * the available balance (unless negative balances are allowed), and only a submitted request is
 * edited. Status changes are POST /api/leave/:id/status (leave_workflow.ts).
 */

/** Refuses dates outside the years 1900–2100 or a leave longer than 366 days, before anything is counted or read. */
export function refuseOutOfRange(lang: string, start: string, end: string) {
  if (end < start) return
  const range = leaveRangeProblem(start, end)
  if (range) refuse(lang, range.problem, range.field, 'range', { field: range.field, min: LEAVE_YEAR_MIN, max: LEAVE_YEAR_MAX, days: LEAVE_MAX_DAYS })
}

export interface LeaveInput { customer_id: number; person_id: number; leave_type_id: number; start_date: string; end_date: string; session: LeaveSession }

/**
 * The days a request takes (tenths), counted on the person's calendar, piece by piece (per leave year
 * and per side of a carried-days expiry); a problem is refused with its field.
 */
export async function countLeave(client: Client, lang: string, input: LeaveInput) {
  refuseOutOfRange(lang, input.start_date, input.end_date)
  if (input.end_date < input.start_date) refuse(lang, 'leave_dates_order', 'end_date', 'leave_dates_order')
  if (input.session !== 'full_day' && input.end_date !== input.start_date) refuse(lang, 'leave_half_day_single_date', 'session', 'leave_half_day_single_date')
  const person = await client.from('people').where('id', input.person_id).where('customer_id', input.customer_id).whereNull('deleted_at').first()
  if (!person) refuse(lang, 'record_not_found', 'person_id', 'exists')
  const settings = await leaveSettingsOf(client, input.customer_id)
  const type = await leaveTypeRules(client, input.leave_type_id, settings)
  if (!type) refuse(lang, 'record_not_found', 'leave_type_id', 'exists')
  const pieces = await piecesOf(client, lang, input)
  const tenths = pieces.reduce((t, p) => t + p.tenths, 0)
  if (tenths === 0) refuse(lang, 'leave_no_working_day', 'start_date', 'leave_no_working_day')
  return { tenths, pieces, person, type: type!, settings }
}

/** Two requests overlap unless they are the morning and the afternoon of the same single day. */
async function overlapping(client: Client, input: LeaveInput, selfId?: number) {
  const q = client.from('leaves').where('person_id', input.person_id).whereIn('status', [...LEAVE_PENDING, ...LEAVE_TAKEN])
    .where('start_date', '<=', input.end_date).where('end_date', '>=', input.start_date)
  if (selfId) q.whereNot('id', selfId)
  const rows = await q
  const halves = (a: string, b: string) => (a === 'morning' && b === 'afternoon') || (a === 'afternoon' && b === 'morning')
  return rows.find((r) => !(input.start_date === input.end_date && halves(input.session, r.session)))
}

/**
 * Checks a request as it will be stored and sets its total_days; the balance check excludes the
 * request's own pending days. The person's lock makes the overlap and balance checks atomic with
 * the write that follows in the same transaction: parallel requests are checked one after another.
 */
async function checkRequest(ctx: HookContext, input: LeaveInput, record: Record<string, unknown>, selfId?: number) {
  refuseOutOfRange(ctx.lang, input.start_date, input.end_date)
  await lockPerson(ctx.client, input.person_id)
  const { tenths, pieces, type } = await countLeave(ctx.client, ctx.lang, input)
  const clash = await overlapping(ctx.client, input, selfId)
  if (clash) refuse(ctx.lang, 'leave_overlap', 'start_date', 'overlap', { start: displayDate(isoDay(clash.start_date), ctx.lang), end: displayDate(isoDay(clash.end_date), ctx.lang) })
  if (!type.allowNegative) await checkBalance(ctx.client, ctx.lang, 'total_days', input, pieces, selfId)
  record.total_days = formatDays(tenths)
}

/** The request row as it is now, locked for the rest of the transaction (PostgreSQL; SQLite has one writer). */
export async function lockedLeave(client: Client, id: number) {
  const q = client.from('leaves').where('id', id)
  return onPostgres(client) ? q.forUpdate().first() : q.first()
}

const inputOf = (r: Record<string, unknown>): LeaveInput => ({
  customer_id: Number(r.customer_id), person_id: Number(r.person_id), leave_type_id: Number(r.leave_type_id),
  start_date: String(r.start_date), end_date: String(r.end_date), session: (r.session ?? 'full_day') as LeaveSession,
})

const validDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)

export const leaveHooks: ResourceHooks = {
  async beforeCreate(ctx, record) {
    record.status = 'submitted'
    record.cancel_requested = false
    // Field errors (a missing date, an unknown type) are the validator's and the reference check's to report.
    if (!validDate(record.start_date) || !validDate(record.end_date) || !record.leave_type_id || !record.person_id) return
    await checkRequest(ctx, inputOf(record), record)
  },
  async beforeUpdate(ctx, current, data) {
    // Read again under the row's lock: an approval racing this edit either sees the edit or refuses it.
    const locked = await lockedLeave(ctx.client, Number(current.id))
    if (!locked || locked.status !== 'submitted') refuse(ctx.lang, 'leave_not_editable', 'status', 'locked')
    const merged = { ...current, start_date: isoDay(locked.start_date), end_date: isoDay(locked.end_date), session: locked.session, leave_type_id: locked.leave_type_id, person_id: locked.person_id, ...data }
    if (!validDate(merged.start_date) || !validDate(merged.end_date)) return
    await checkRequest(ctx, inputOf(merged), data, Number(current.id))
  },
  async beforeDelete(ctx, current) {
    // Taken days are a record of the ledger: such a request is canceled (the days come back), never deleted.
    const locked = await lockedLeave(ctx.client, Number(current.id))
    if (LEAVE_TAKEN.includes((locked?.status ?? current.status) as never)) refuse(ctx.lang, 'leave_delete_taken', 'status', 'locked')
  },
  async afterCreate(ctx, created) {
    const person = await ctx.client.from('people').where('id', Number(created.person_id)).select('name', 'reporting_manager_id').first()
    if (!person?.reporting_manager_id || Number(person.reporting_manager_id) === ctx.tenancy.user.personId) return
    await notifyUser(ctx.client, await userOfPerson(ctx.client, Number(person.reporting_manager_id)), {
      kind: 'leave_requested', customerId: Number(created.customer_id), link: '/time-off',
      params: { person: person.name, start: isoDay(created.start_date), end: isoDay(created.end_date), days: created.total_days },
    })
  },
}

registerHooks('leave', leaveHooks)
