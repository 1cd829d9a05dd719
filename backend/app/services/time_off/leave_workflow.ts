import db from '@adonisjs/lucid/services/db'
import {
  formatDays, isoDay, hasAccess, isLeaveDecision, ledgerEffect, leaveTransitionRefusal, mayDecideLeave, parseDays,
  LEAVE_STATUSES, type LeaveStatus,
} from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { recordEvent } from '#services/audit'
import { translate } from '#services/i18n'
import { notifyUser, userOfPerson } from '#services/notifications'
import type { Tenancy } from '#services/tenancy'
import type { ResourceRepository } from '#resources/repository'
import { availableTenths, writeEntries, writerOf } from './ledger.js'
import { leaveSettingsOf, leaveTypeRules } from './settings.js'
import { refuse } from './leave_rules.js'

/**
 * POST /api/leave/:id/status (issue 13): the shared state machine decides which moves exist;
 * who may make them is decided here:
 *  - approve / reject: the person's reporting manager or a holder of the time privilege, never the person;
 *  - cancel a submitted request: the person or a decider; an approved one: a decider (the days come
 *    back), while the person asking marks it cancel_requested for the decider;
 *  - processed / paid: payroll's, i.e. the time privilege.
 * The move is a conditional update (where status = the status read), so of concurrent identical
 * moves exactly one is applied and writes its ledger entries; the others are refused.
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
  const from = String(current.status) as LeaveStatus
  const refusal = leaveTransitionRefusal(from, to)
  if (refusal) refuse(lang, refusal, 'status', 'transition')

  const subject = t.user.roleSubject()
  const person = await db.from('people').where('id', Number(current.person_id)).select('id', 'name', 'reporting_manager_id', 'user_id').first()
  const decider = mayDecideLeave({ personId: t.user.personId, hasTimePrivilege: hasAccess(subject, 'time') }, { person_id: Number(current.person_id), reporting_manager_id: person?.reporting_manager_id ? Number(person.reporting_manager_id) : null })
  const own = t.user.personId !== null && t.user.personId === Number(current.person_id)

  if (isLeaveDecision(to) || to === 'processed' || to === 'paid') {
    if (own) throw ApiError.forbidden('leave_decide_own')
    if (!decider || ((to === 'processed' || to === 'paid') && !hasAccess(subject, 'time'))) throw ApiError.forbidden('leave_decide_forbidden')
  } else if (to === 'canceled' && !own && !decider) {
    throw ApiError.forbidden('leave_decide_forbidden')
  }

  // The person withdrawing an approved request asks; the approver decides (domain §4).
  if (to === 'canceled' && from === 'approved' && !decider) {
    if (current.cancel_requested) return current
    // A server-managed flag, not an edit of the request (which the generic update refuses once approved).
    await db.transaction(async (trx) => {
      await trx.from('leaves').where('id', Number(current.id)).where('status', 'approved').update({ cancel_requested: true, updated_at: new Date().toISOString() })
      await recordEvent(trx, { customerId: Number(current.customer_id), userId: t.user.id, entityName: 'leave', entityId: Number(current.id), action: 'update', actionInfo: JSON.stringify({ changes: { cancel_requested: true } }) })
    })
    const updated = await repo.find(current.id)
    await notifyUser(db, await userOfPerson(db, person?.reporting_manager_id), {
      kind: 'leave_cancel_requested', customerId: Number(current.customer_id), link: '/time-off',
      params: { person: person?.name, start: isoDay(current.start_date), end: isoDay(current.end_date), days: current.total_days },
    })
    return updated
  }

  const notes = typeof input.notes === 'string' && input.notes.trim() ? input.notes.trim() : null
  const tenths = parseDays(String(current.total_days))
  const year = Number(String(current.start_date).slice(0, 4))
  return db.transaction(async (trx) => {
    if (to === 'approved') {
      // A request beyond the balance stays blocked until the entitlement is adjusted or it is canceled (domain §4).
      const type = await leaveTypeRules(trx, Number(current.leave_type_id), await leaveSettingsOf(trx, Number(current.customer_id)))
      const available = await availableTenths(trx, Number(current.customer_id), Number(current.person_id), Number(current.leave_type_id), year, Number(current.id))
      if (!type?.allowNegative && available - tenths < 0) refuse(lang, 'insufficient_leave_balance', 'status', 'balance', { available: formatDays(available) })
    }
    const now = new Date().toISOString()
    const decision = own ? {} : { decided_by: t.user.id, decided_at: now, decision_notes: notes }
    const changed = await trx.from('leaves').where('id', Number(current.id)).where('status', from)
      .update({ status: to, cancel_requested: false, ...decision, updated_at: now })
    const count = Array.isArray(changed) ? changed.length : Number(changed)
    // Another request moved it first: this one is the repeat the state machine refuses.
    if (!count) refuse(lang, 'leave_transition_invalid', 'status', 'transition')
    const effect = ledgerEffect(from, to as LeaveStatus, { id: Number(current.id), tenths, start_date: String(current.start_date) })
    await writeEntries(trx, writerOf(t), effect.map((e) => ({
      customer_id: Number(current.customer_id), person_id: Number(current.person_id), leave_type_id: Number(current.leave_type_id),
      year, kind: e.kind, tenths: e.tenths, effective_date: e.effective_date, leave_id: e.leave_id,
    })))
    await recordEvent(trx, {
      customerId: Number(current.customer_id), userId: t.user.id, entityName: 'leave', entityId: Number(current.id), action: 'update',
      actionInfo: JSON.stringify({ changes: { status: { from, to }, ...(notes ? { decision_notes: notes } : {}) } }),
    })
    if (!own && person?.user_id) {
      await notifyUser(trx, Number(person.user_id), {
        kind: `leave_${to}`, customerId: Number(current.customer_id), link: '/my-time-off',
        params: { start: isoDay(current.start_date), end: isoDay(current.end_date), days: current.total_days, notes: notes ?? '' },
      })
    }
    return repo.withClient(trx).find(current.id)
  })
}
