import { formatDays, isoDay, ledgerEffect, LEAVE_TAKEN, type LeavePiece, type LeaveSession, type LeaveStatus } from '@hr/shared'
import { recordEvent } from '#services/audit'
import { notifyUser, userOfPerson } from '#services/notifications'
import { defineEffects, type MoveContext } from '#workflow/effects'
import { checkBalance, lockPerson, piecesOf } from './balance_check.js'
import { expireGivenBack, writeEntries, writerOf } from './ledger.js'
import { leaveSettingsOf, leaveTypeRules } from './settings.js'
import { refuse } from './refuse.js'

/**
 * The leave workflow's effects (declared in shared leave-workflow.ts; run by the kernel,
 * app/workflow/run_move.ts, for POST /api/leave/:id/status). Taking days derives the ledger entries
 * from the request as locked; giving back undoes the ledger's own entries for it.
 */
interface LeaveState {
  leave: { id: number; customer_id: number; person_id: number; leave_type_id: number; start_date: string; end_date: string; session: LeaveSession }
  /** the days as stored before the move (tenths) */
  tenths: number
  pieces: LeavePiece[]
  takes: boolean
  gives: boolean
  ownEntries: Record<string, any>[]
}

/** The request as the database holds it (day counts in tenths), read once per move under its lock. */
async function leaveOf(ctx: MoveContext): Promise<LeaveState> {
  if (ctx.state.leave) return ctx.state as LeaveState
  const raw = await ctx.trx.from('leaves').where('id', Number(ctx.row.id)).first()
  const to = ctx.to as LeaveStatus | null
  const from = ctx.from as LeaveStatus
  Object.assign(ctx.state, {
    leave: {
      id: Number(raw.id), customer_id: Number(raw.customer_id), person_id: Number(raw.person_id), leave_type_id: Number(raw.leave_type_id),
      start_date: isoDay(raw.start_date), end_date: isoDay(raw.end_date), session: (raw.session ?? 'full_day') as LeaveSession,
    },
    tenths: Number(raw.total_days),
    pieces: [],
    takes: to !== null && !LEAVE_TAKEN.includes(from) && LEAVE_TAKEN.includes(to),
    gives: to !== null && LEAVE_TAKEN.includes(from) && !LEAVE_TAKEN.includes(to),
    ownEntries: [],
    cancelRequested: raw.cancel_requested === true || raw.cancel_requested === 1 || raw.cancel_requested === '1',
  })
  return ctx.state as LeaveState
}

defineEffects('leave', {
  /** The days counted now (holidays may have changed since the request), against the balance unless the type may go negative. */
  take_days: {
    async prepare(ctx) {
      const s = await leaveOf(ctx)
      if (!s.takes) return
      // Serialised with the person's other requests and approvals: the balance read is the one written against.
      await lockPerson(ctx.trx, s.leave.person_id)
      s.pieces = await piecesOf(ctx.trx, ctx.lang, s.leave)
      if (!s.pieces.length) refuse(ctx.lang, 'leave_no_working_day', 'start_date', 'leave_no_working_day')
      // A request beyond the balance stays blocked until the entitlement is adjusted or it is canceled (domain §4).
      const type = await leaveTypeRules(ctx.trx, s.leave.leave_type_id, await leaveSettingsOf(ctx.trx, s.leave.customer_id))
      if (!type?.allowNegative) await checkBalance(ctx.trx, ctx.lang, 'status', s.leave, s.pieces, s.leave.id)
      ctx.set.total_days = s.pieces.reduce((total, p) => total + p.tenths, 0)
    },
  },
  /** The ledger follows the status: days taken on approval, given back on cancellation; a pending cancel request is settled. */
  ledger: {
    async prepare(ctx) {
      const s = await leaveOf(ctx)
      ctx.set.cancel_requested = false
      if (!s.gives) return
      // Giving back is serialised with the expiry run too: the expiry it reads is the one written.
      await lockPerson(ctx.trx, s.leave.person_id)
      s.ownEntries = await ctx.trx.from('leave_ledger_entries').where('leave_id', s.leave.id).whereIn('kind', ['taken', 'reversal'])
    },
    async apply(ctx) {
      const s = await leaveOf(ctx)
      const effect = ledgerEffect(ctx.from as LeaveStatus, ctx.to as LeaveStatus, { id: s.leave.id, pieces: s.pieces }, s.ownEntries.map((e) => ({
        kind: e.kind, tenths: Number(e.days), effective_date: isoDay(e.effective_date), year: Number(e.year), leave_id: Number(e.leave_id),
      })))
      await writeEntries(ctx.trx, writerOf(ctx.tenancy), effect.map((e) => ({
        customer_id: s.leave.customer_id, person_id: s.leave.person_id, leave_type_id: s.leave.leave_type_id,
        year: e.year!, kind: e.kind, tenths: e.tenths, effective_date: e.effective_date, leave_id: e.leave_id,
      })))
      // Days given back after their carried days' expiry was written come back expired where they had used carried days.
      if (s.gives) await expireGivenBack(ctx.trx, writerOf(ctx.tenancy), s.leave, effect.map((e) => e.year!))
    },
  },
  /** The person hears of a decision on their request (not of their own withdrawal). */
  notify_person: {
    async apply(ctx) {
      if (ctx.own || !ctx.person?.user_id) return
      const s = await leaveOf(ctx)
      await notifyUser(ctx.trx, ctx.person.user_id, {
        kind: `leave_${ctx.to}`, customerId: s.leave.customer_id, link: '/my-time-off',
        params: { start: s.leave.start_date, end: s.leave.end_date, days: formatDays(Number(ctx.set.total_days ?? s.tenths)), notes: ctx.notes ?? '' },
      })
    },
  },
  /**
   * The person withdrawing an approved request asks; the approver decides (domain §4). A
   * server-managed flag, not an edit of the request (which the generic update refuses once approved).
   */
  request_cancel: {
    async prepare(ctx) {
      await leaveOf(ctx)
      // Asked again: already with the decider, nothing more to write or tell.
      if ((ctx.state as { cancelRequested?: boolean }).cancelRequested) ctx.settled = true
      ctx.set.cancel_requested = true
      ctx.audit = false
    },
    async apply(ctx) {
      const s = await leaveOf(ctx)
      await recordEvent(ctx.trx, {
        customerId: s.leave.customer_id, userId: ctx.tenancy.user.id, entityName: 'leave', entityId: s.leave.id, action: 'update',
        actionInfo: JSON.stringify({ changes: { cancel_requested: true } }),
      })
      await notifyUser(ctx.trx, await userOfPerson(ctx.trx, ctx.person?.reporting_manager_id), {
        kind: 'leave_cancel_requested', customerId: s.leave.customer_id, link: '/time-off',
        params: { person: ctx.person?.name, start: s.leave.start_date, end: s.leave.end_date, days: formatDays(s.tenths) },
      })
    },
  },
})
