import db from '@adonisjs/lucid/services/db'
import {
  formatDays, isoDay, hasAccess, isLeaveDecision, ledgerEffect, leaveTransitionRefusal, mayDecideLeave,
  LEAVE_STATUSES, LEAVE_TAKEN, type LeavePiece, type LeaveSession, type LeaveStatus,
} from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { recordEvent } from '#services/audit'
import { translate } from '#services/i18n'
import { notifyUser, userOfPerson } from '#services/notifications'
import type { Tenancy } from '#services/tenancy'
import type { ResourceRepository } from '#resources/repository'
import { checkBalance, lockPerson, piecesOf } from './balance_check.js'
import { expireGivenBack, writeEntries, writerOf } from './ledger.js'
import { leaveSettingsOf, leaveTypeRules } from './settings.js'
import { lockedLeave } from './leave_rules.js'
import { refuse } from '#exceptions/refuse'

/**
 * POST /api/leave/:id/status (issue 13): the shared state machine decides which moves exist;
 * who may make them is decided here:
 *  - approve / reject: the person's reporting manager or a holder of the time privilege, never the person;
 *  - cancel a submitted request: the person or a decider; an approved one: a decider (the days come
 *    back), while the person asking marks it cancel_requested for the decider;
 *  - processed / paid: payroll's, i.e. the time privilege.
 * The move locks the row inside its transaction and reads it again (PostgreSQL; SQLite has one
 * writer), so an edit or another move racing it lands wholly before or after it; the update stays
 * conditional (where status = the status read) as a second guard. Taking derives the ledger entries
 * from the row as locked; giving back undoes the ledger's own entries for the request.
 */
export async function transitionLeave(repo: ResourceRepository, t: Tenancy, lang: string, current: Record<string, unknown>, input: { status?: unknown; notes?: unknown }) {
  const to = input.status
  if (to === undefined || to === null || to === '') {
    throw ApiError.unprocessable('validation_failed', [{ field: 'status', rule: 'required', message: translate(lang, 'validation.required', { field: 'status' }) }])
  }
  if (typeof to !== 'string' || !(LEAVE_STATUSES as readonly string[]).includes(to)) {
    throw ApiError.unprocessable('validation_failed', [{ field: 'status', rule: 'enum', message: translate(lang, 'validation.enum', { field: 'status' }) }])
  }
  if (input.notes !== undefined && input.notes !== null && (typeof input.notes !== 'string' || input.notes.length > 2000)) {
    throw ApiError.unprocessable('validation_failed', [{ field: 'notes', rule: 'maxLength', message: translate(lang, 'validation.maxLength', { field: 'notes', max: 2000 }) }])
  }
  return db.transaction(async (trx) => {
    // The row as it is now, locked until the move commits: the checks and the ledger entries derive
    // from it, never from the read the request started with (an edit or another move may have landed).
    const row = await lockedLeave(trx, Number(current.id))
    if (!row) refuse(lang, 'leave_transition_invalid', 'status', 'transition')
    const from = String(row.status) as LeaveStatus
    const refusal = leaveTransitionRefusal(from, to)
    if (refusal) refuse(lang, refusal, 'status', 'transition')
    const leave = {
      id: Number(row.id), customer_id: Number(row.customer_id), person_id: Number(row.person_id), leave_type_id: Number(row.leave_type_id),
      start_date: isoDay(row.start_date), end_date: isoDay(row.end_date), session: (row.session ?? 'full_day') as LeaveSession,
    }
    const days = formatDays(Number(row.total_days))

    const subject = t.user.roleSubject()
    const person = await trx.from('people').where('id', leave.person_id).select('id', 'name', 'reporting_manager_id', 'user_id').first()
    const decider = mayDecideLeave({ personId: t.user.personId, hasTimePrivilege: hasAccess(subject, 'time') }, { person_id: leave.person_id, reporting_manager_id: person?.reporting_manager_id ? Number(person.reporting_manager_id) : null })
    const own = t.user.personId !== null && t.user.personId === leave.person_id

    if (isLeaveDecision(to) || to === 'processed' || to === 'paid') {
      if (own) throw ApiError.forbidden('leave_decide_own')
      if (!decider || ((to === 'processed' || to === 'paid') && !hasAccess(subject, 'time'))) throw ApiError.forbidden('leave_decide_forbidden')
    } else if (to === 'canceled' && !own && !decider) {
      throw ApiError.forbidden('leave_decide_forbidden')
    }

    // The person withdrawing an approved request asks; the approver decides (domain §4).
    if (to === 'canceled' && from === 'approved' && !decider) {
      if (truthy(row.cancel_requested)) return repo.withClient(trx).find(leave.id)
      // A server-managed flag, not an edit of the request (which the generic update refuses once approved).
      await trx.from('leaves').where('id', leave.id).where('status', 'approved').update({ cancel_requested: true, updated_at: new Date().toISOString() })
      await recordEvent(trx, { customerId: leave.customer_id, userId: t.user.id, entityName: 'leave', entityId: leave.id, action: 'update', actionInfo: JSON.stringify({ changes: { cancel_requested: true } }) })
      await notifyUser(trx, await userOfPerson(trx, person?.reporting_manager_id), {
        kind: 'leave_cancel_requested', customerId: leave.customer_id, link: '/time-off',
        params: { person: person?.name, start: leave.start_date, end: leave.end_date, days },
      })
      return repo.withClient(trx).find(leave.id)
    }

    const notes = typeof input.notes === 'string' && input.notes.trim() ? input.notes.trim() : null
    const takes = !LEAVE_TAKEN.includes(from) && LEAVE_TAKEN.includes(to as LeaveStatus)
    const gives = LEAVE_TAKEN.includes(from) && !LEAVE_TAKEN.includes(to as LeaveStatus)
    let pieces: LeavePiece[] = []
    if (takes) {
      // Serialised with the person's other requests and approvals: the balance read is the one written against.
      await lockPerson(trx, leave.person_id)
      pieces = await piecesOf(trx, lang, leave)
      if (!pieces.length) refuse(lang, 'leave_no_working_day', 'start_date', 'leave_no_working_day')
      // A request beyond the balance stays blocked until the entitlement is adjusted or it is canceled (domain §4).
      const type = await leaveTypeRules(trx, leave.leave_type_id, await leaveSettingsOf(trx, leave.customer_id))
      if (!type?.allowNegative) await checkBalance(trx, lang, 'status', leave, pieces, leave.id)
    }
    // Giving back is serialised with the expiry run too: the expiry it reads is the one written.
    if (gives) await lockPerson(trx, leave.person_id)
    const ownEntries = gives ? await trx.from('leave_ledger_entries').where('leave_id', leave.id).whereIn('kind', ['taken', 'reversal']) : []
    const now = new Date().toISOString()
    const decision = own ? {} : { decided_by: t.user.id, decided_at: now, decision_notes: notes }
    // The days taken are the ones counted now (holidays may have changed since the request): row and ledger agree.
    const counted = takes ? { total_days: pieces.reduce((total, p) => total + p.tenths, 0) } : {}
    const changed = await trx.from('leaves').where('id', leave.id).where('status', from)
      .update({ status: to, cancel_requested: false, ...decision, ...counted, updated_at: now })
    const count = Array.isArray(changed) ? changed.length : Number(changed)
    if (!count) refuse(lang, 'leave_transition_invalid', 'status', 'transition')
    const effect = ledgerEffect(from, to as LeaveStatus, { id: leave.id, pieces }, ownEntries.map((e) => ({
      kind: e.kind, tenths: Number(e.days), effective_date: isoDay(e.effective_date), year: Number(e.year), leave_id: Number(e.leave_id),
    })))
    await writeEntries(trx, writerOf(t), effect.map((e) => ({
      customer_id: leave.customer_id, person_id: leave.person_id, leave_type_id: leave.leave_type_id,
      year: e.year!, kind: e.kind, tenths: e.tenths, effective_date: e.effective_date, leave_id: e.leave_id,
    })))
    // Days given back after their carried days' expiry was written come back expired where they had used carried days.
    if (gives) await expireGivenBack(trx, writerOf(t), leave, effect.map((e) => e.year!))
    await recordEvent(trx, {
      customerId: leave.customer_id, userId: t.user.id, entityName: 'leave', entityId: leave.id, action: 'update',
      actionInfo: JSON.stringify({ changes: { status: { from, to }, ...(notes ? { decision_notes: notes } : {}) } }),
    })
    if (!own && person?.user_id) {
      await notifyUser(trx, Number(person.user_id), {
        kind: `leave_${to}`, customerId: leave.customer_id, link: '/my-time-off',
        params: { start: leave.start_date, end: leave.end_date, days: takes ? formatDays(counted.total_days!) : days, notes: notes ?? '' },
      })
    }
    return repo.withClient(trx).find(leave.id)
  })
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1'
