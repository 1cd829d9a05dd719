import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { isOwnRow, judgeMachine, judgeMove, workflowOf, type AccessRecord, type AnyWorkflow, type ResourceDef } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import type { ResourceRepository } from '#resources/repository'
import { recordChange, recordEvent } from '#services/audit'
import type { Tenancy } from '#services/tenancy'
import { refuse } from '#exceptions/refuse'
import { translate } from '#services/i18n'
import { effectsOf, type MoveContext, type MovePerson } from './effects.js'
import { parseAsk, parseMoveInput, parseNotes } from './move_input.js'

type Row = Record<string, any>

async function personOf(trx: TransactionClientContract, def: ResourceDef, row: Row): Promise<MovePerson | null> {
  if (!def.fields.some((f) => f.name === 'person_id') || row.person_id == null) return null
  const p = await trx.from('people').where('id', Number(row.person_id)).select('id', 'name', 'reporting_manager_id', 'user_id').first()
  if (!p) return null
  return {
    id: Number(p.id), name: p.name ?? null,
    reporting_manager_id: p.reporting_manager_id == null ? null : Number(p.reporting_manager_id),
    user_id: p.user_id == null ? null : Number(p.user_id),
  }
}

/**
 * Every workflow move through one path (issue 45): the body is checked (the ask, notes, the move's
 * declared input) before anything is judged; the row is locked in the move's transaction and judged
 * as locked — the machine (422), then the move's rule (403) — so of concurrent or repeated moves one
 * applies and the others meet the machine's refusal; the area's named effects run around a
 * conditional update (where the state is still the one judged); then the audit entry. The answer is
 * the row as the user reads it.
 */
export async function runMove(repo: ResourceRepository, def: ResourceDef, tenancy: Tenancy, lang: string, current: Row, body: Row) {
  const wf = workflowOf(def.name)
  if (!wf) throw ApiError.notFound('page_not_found')
  const asked = parseAsk(wf, lang, body)
  const notes = parseNotes(wf, lang, body)
  const subject = tenancy.user.roleSubject()
  const refused = (judged: { refusal: string; status: 403 | 422 }, from: string): never => {
    if (judged.status === 403) throw ApiError.forbidden(judged.refusal)
    return refuse(lang, judged.refusal, wf.ask.key, 'transition', stateParams(wf, lang, from))
  }
  // The machine on the row as read: a plain refusal costs no lock (it is judged again as locked).
  const early = judgeMachine(wf, String(current[wf.field]), asked, subject, { ...current, created_by: current.created_by ?? null })
  if (early) refused(early, String(current[wf.field]))
  const afterCommit: Array<() => void> = []

  const answer = await db.transaction(async (trx) => {
    const scoped = repo.withClient(trx)
    const row: Row = await scoped.findLocked(current.id)
    const from = String(row[wf.field])
    const person = await personOf(trx, def, row)
    const record: AccessRecord = {
      ...row, id: Number(row.id), person_id: row.person_id == null ? null : Number(row.person_id),
      reporting_manager_id: person?.reporting_manager_id ?? null, created_by: row.created_by ?? null,
    }
    const judged = judgeMove(wf, from, asked, subject, record)
    if ('refusal' in judged) refused(judged, from)
    const move = (judged as { move: MoveContext['move'] }).move
    const input = parseMoveInput(wf, move, lang, body, notes)
    const ctx: MoveContext = {
      trx, tenancy, subject, lang, workflow: wf, move, row, from, to: move.to, notes: move.notes === 'none' ? null : notes,
      input, body, person, own: isOwnRow(subject, record), set: {}, state: {}, audit: {}, afterCommit,
    }
    const effects = effectsOf(def.name, move.effects)
    for (const effect of effects) {
      await effect.prepare?.(ctx)
      if (ctx.settled) return scoped.find(row.id)
    }
    const now = new Date().toISOString()
    const written = { ...(move.to !== null ? { [wf.field]: move.to } : {}), ...ctx.set }
    if (Object.keys(written).length) {
      const guarded = (wf.guards ?? []).reduce((q, column) => q.where(column, row[column] ?? null), trx.from(def.table).where('id', Number(row.id)).where(wf.field, from))
      const changed = await guarded.update({ ...written, updated_at: now })
      if (!(Array.isArray(changed) ? changed.length : Number(changed))) refuse(lang, wf.refusals.invalid, wf.ask.key, 'transition', stateParams(wf, lang, from))
    }
    for (const effect of effects) await effect.apply?.(ctx)
    if (ctx.audit !== false) await audit(trx, def, tenancy, ctx)
    const moved = await scoped.find(row.id)
    // An area may answer more than the row (a payroll approval: the cycle, its message, the payslip job).
    return ctx.answer ? ctx.answer(moved) : moved
  })
  // What must wait for the commit (a job's enqueueing: its worker reads what this transaction wrote).
  for (const run of afterCommit) run()
  return answer
}

/** The refusal's naming of the state the row is in, where the workflow's messages say it ("…while the report is approved"). */
function stateParams(wf: AnyWorkflow, lang: string, from: string): Record<string, unknown> {
  const named = wf.refusals.stateParam
  return named ? { [named.name]: translate(lang, `${named.labels}.${from}`) } : {}
}

/** The move's audit entry: the state's change (with the notes under the workflow's name for them), or the move itself. */
async function audit(trx: TransactionClientContract, def: ResourceDef, tenancy: Tenancy, ctx: MoveContext) {
  const { workflow: wf, from, to, notes } = ctx
  const withNotes = (key: string) => (notes ? { [key]: notes } : {})
  if (wf.audit?.shape === 'move') {
    await recordEvent(trx, {
      customerId: ctx.row.customer_id == null ? null : Number(ctx.row.customer_id), userId: tenancy.user.id, entityName: def.name,
      entityId: Number(ctx.row.id), action: wf.audit.action ?? ctx.move.action, actionInfo: JSON.stringify({ from, to, ...withNotes('notes'), ...ctx.audit }),
    })
    return
  }
  const changes = { ...(to !== null ? { [wf.field]: { from, to } } : {}), ...(wf.audit?.notesAs ? withNotes(wf.audit.notesAs) : {}), ...ctx.audit }
  await recordChange(trx, def, tenancy, 'update', ctx.row, changes)
}
