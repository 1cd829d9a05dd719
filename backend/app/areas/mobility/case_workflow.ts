import db from '@adonisjs/lucid/services/db'
import { MOBILITY_STATUSES, mobilityTransitionRefusal } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { recordEvent } from '#services/audit'
import { translate } from '#services/i18n'
import type { ResourceRepository } from '#resources/repository'
import type { Tenancy } from '#services/tenancy'
import { refuse } from '#exceptions/refuse'
import type { Client } from '#services/db_client'
import { notifyParticipants } from './participants.js'

type Row = Record<string, any>
const NOTES_MAX = 2000

/** One entry of a case's timeline: the move, who made it and when (the case's opening has no `from`). */
export async function recordMove(client: Client, kase: Row, from: string | null, to: string, actor: { id: number; name?: string | null; email?: string }, notes: string | null) {
  await client.table('mobility_case_events').insert({
    customer_id: Number(kase.customer_id), case_id: Number(kase.id), from_status: from, to_status: to, notes,
    actor_id: actor.id, actor_name: actor.name ?? actor.email ?? null, created_at: new Date().toISOString(),
  })
}

/** The case's moves, oldest first, as the timeline shows them. */
export async function timeline(caseId: number) {
  const rows = await db.from('mobility_case_events').where('case_id', caseId).orderBy('id', 'asc')
  return rows.map((r) => ({
    id: Number(r.id), from_status: r.from_status ?? null, to_status: r.to_status, notes: r.notes ?? null,
    actor_id: r.actor_id === null ? null : Number(r.actor_id), actor_name: r.actor_name ?? null,
    created_at: new Date(r.created_at).toISOString(),
  }))
}

/**
 * POST /api/mobility-case/:id/status { status, notes? } (issue 16): a move of the shared table,
 * else 422. Judged on the case as locked in the move's transaction; the move joins the timeline and the audit log, and the case's participants are told.
 */
export async function moveCase(repo: ResourceRepository, t: Tenancy, lang: string, current: Row, input: { status?: unknown; notes?: unknown }) {
  const to = input.status
  if (to === undefined || to === null || to === '') {
    throw ApiError.unprocessable('validation_failed', [{ field: 'status', rule: 'required', message: translate(lang, 'validation.required', { field: translate(lang, 'mobility_case.fields.status') }) }])
  }
  if (typeof to !== 'string' || !(MOBILITY_STATUSES as readonly string[]).includes(to)) {
    throw ApiError.unprocessable('validation_failed', [{ field: 'status', rule: 'enum', message: translate(lang, 'validation.enum', { field: translate(lang, 'mobility_case.fields.status') }) }])
  }
  if (input.notes !== undefined && input.notes !== null && (typeof input.notes !== 'string' || input.notes.length > NOTES_MAX)) {
    throw ApiError.unprocessable('validation_failed', [{ field: 'notes', rule: 'maxLength', message: translate(lang, 'validation.maxLength', { field: translate(lang, 'mobility_case.fields.notes'), max: NOTES_MAX }) }])
  }
  const refusal = mobilityTransitionRefusal(String(current.status), to)
  if (refusal) refuse(lang, refusal, 'status', 'transition')
  const notes = typeof input.notes === 'string' && input.notes.trim() ? input.notes.trim() : null
  return db.transaction(async (trx) => {
    // Judged again on the case as locked: of concurrent moves the first applies, the others meet
    // the state machine's refusal; the timeline and notices are the locked case's.
    const kase = await repo.withClient(trx).findLocked(current.id)
    const from = String(kase.status)
    const lockedRefusal = mobilityTransitionRefusal(from, to)
    if (lockedRefusal) refuse(lang, lockedRefusal, 'status', 'transition')
    const now = new Date().toISOString()
    const changed = await trx.from('mobility_cases').where('id', Number(kase.id)).where('status', from)
      .update({ status: to, status_changed_at: now, updated_at: now })
    if (!(Array.isArray(changed) ? changed.length : Number(changed))) refuse(lang, 'mobility_case_changed', 'status', 'transition')
    await recordMove(trx, kase, from, to, t.user, notes)
    await recordEvent(trx, {
      customerId: Number(kase.customer_id), userId: t.user.id, entityName: 'mobility_case', entityId: Number(kase.id), action: 'update',
      actionInfo: JSON.stringify({ changes: { status: { from, to } } }),
    })
    await notifyParticipants(trx, kase, t.user.id, `mobility_${to}`, { notes: notes ?? '' })
    return repo.withClient(trx).find(kase.id)
  })
}
