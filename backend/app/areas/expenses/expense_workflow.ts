import db from '@adonisjs/lucid/services/db'
import { displayDate, expenseTransitionRefusal, hasAccess, mayDecideExpense, EXPENSE_STATUSES } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { recordEvent } from '#services/audit'
import { translate } from '#services/i18n'
import { notifyUser } from '#services/notifications'
import type { Tenancy } from '#services/tenancy'
import type { ResourceRepository } from '#resources/repository'
import { refuse } from '#exceptions/refuse'
import { claimLimits } from './expense_rules.js'

/**
 * POST /api/expense/:id/status { status, notes? } (issue 15): a decision on a submitted claim.
 * The shared table says which moves are decisions (the rest move with the claim's report or its
 * payroll); the person's reporting manager or a payroll user decides, never the person. The move
 * reads the claim under lock in its transaction, so of concurrent decisions exactly one applies.
 */
export async function decideExpense(repo: ResourceRepository, t: Tenancy, lang: string, current: Record<string, unknown>, input: { status?: unknown; notes?: unknown }) {
  const to = input.status
  if (to === undefined || to === null || to === '') {
    throw ApiError.unprocessable('validation_failed', [{ field: 'status', rule: 'required', message: translate(lang, 'validation.required', { field: 'status' }) }])
  }
  if (typeof to !== 'string' || !(EXPENSE_STATUSES as readonly string[]).includes(to)) {
    throw ApiError.unprocessable('validation_failed', [{ field: 'status', rule: 'enum', message: translate(lang, 'validation.enum', { field: 'status' }) }])
  }
  if (input.notes !== undefined && input.notes !== null && (typeof input.notes !== 'string' || input.notes.length > 2000)) {
    throw ApiError.unprocessable('validation_failed', [{ field: 'notes', rule: 'maxLength', message: translate(lang, 'validation.maxLength', { field: 'notes', max: 2000 }) }])
  }
  // A first judgement on the row as read, so a plain refusal costs no lock; the move itself judges the locked row.
  const refusal = expenseTransitionRefusal(String(current.status), to, 'decision')
  if (refusal) refuse(lang, refusal, 'status', 'transition')

  const person = await db.from('people').where('id', Number(current.person_id)).select('id', 'reporting_manager_id', 'user_id').first()
  const actor = { personId: t.user.personId, hasPayrollPrivilege: hasAccess(t.user.roleSubject(), 'payroll') }
  if (t.user.personId !== null && t.user.personId === Number(current.person_id)) throw ApiError.forbidden('expense_decide_own')
  if (!mayDecideExpense(actor, { person_id: Number(current.person_id), reporting_manager_id: person?.reporting_manager_id ? Number(person.reporting_manager_id) : null })) {
    throw ApiError.forbidden('expense_decide_forbidden')
  }
  const notes = typeof input.notes === 'string' && input.notes.trim() ? input.notes.trim() : null
  return db.transaction(async (trx) => {
    // The claim as locked: a concurrent edit has either landed (its amount is what is decided and
    // told) or waits and then finds the claim decided; of concurrent decisions the first applies
    // and the others meet the state machine's refusal.
    const claim = await repo.withClient(trx).findLocked(current.id)
    const from = String(claim.status)
    const lockedRefusal = expenseTransitionRefusal(from, to, 'decision')
    if (lockedRefusal) refuse(lang, lockedRefusal, 'status', 'transition')
    const now = new Date().toISOString()
    // The limits are judged now, over the month's claims as they stand, and kept with the decision.
    const limits = await claimLimits(trx, claim)
    await trx.from('expenses').where('id', Number(claim.id)).where('status', from)
      .update({ status: to, decided_by: t.user.id, decided_at: now, decision_notes: notes, updated_at: now, ...limits })
    await recordEvent(trx, {
      customerId: Number(claim.customer_id), userId: t.user.id, entityName: 'expense', entityId: Number(claim.id), action: 'update',
      actionInfo: JSON.stringify({ changes: { status: { from, to }, ...(notes ? { decision_notes: notes } : {}) } }),
    })
    if (person?.user_id) {
      await notifyUser(trx, Number(person.user_id), {
        kind: `expense_${to}`, customerId: Number(claim.customer_id), link: '/my-expense',
        params: { name: claim.name, amount: claim.amount, currency: claim.currency, date: displayDate(String(claim.transaction_date)), notes: notes ?? '' },
      })
    }
    return repo.withClient(trx).find(claim.id)
  })
}
