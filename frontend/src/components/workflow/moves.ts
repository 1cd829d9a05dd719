import { askOf, can, getResource, offeredMoves, workflowOf, type AccessRecord, type MoveDeclaration, type RoleSubject } from '@hr/shared'

type Row = { id?: unknown; person_id?: unknown; created_by?: unknown; [k: string]: unknown }

/**
 * The moves a user is offered on a row (pure, unit-tested): the workflow's own judgement
 * (shared/src/workflow) on what the user may reach, with the row's person's reporting manager from
 * the screen when it knows it, else from the user's own reports.
 */
export function movesFor(resource: string, user: RoleSubject | null | undefined, row: Row, reportingManagerId?: number | null): MoveDeclaration[] {
  const wf = workflowOf(resource)
  if (!wf || !user || row.id == null) return []
  const personId = row.person_id == null ? null : Number(row.person_id)
  const managed = personId !== null && (user.report_person_ids ?? []).includes(personId)
  const record: AccessRecord = {
    id: Number(row.id), person_id: personId, created_by: row.created_by == null ? null : Number(row.created_by),
    reporting_manager_id: reportingManagerId ?? (managed ? (user.person_id ?? null) : null),
  }
  const def = getResource(resource)
  if (!can(user, wf.reach, def, { ...row, ...record } as AccessRecord)) return []
  // The row's own columns too: a move's conditions read them (a report's lock).
  return offeredMoves(wf, String(row[wf.field]), user, { ...row, ...record } as AccessRecord)
}

/** The body a move is asked with: its ask under the workflow's key, notes, its input. */
export function moveBody(resource: string, move: MoveDeclaration, notes: string, input: Record<string, unknown>) {
  const wf = workflowOf(resource)!
  const trimmed = notes.trim()
  return { [wf.ask.key]: askOf(wf, move), ...(move.notes !== 'none' && trimmed ? { notes: trimmed } : {}), ...input }
}

/** Whether a move is asked in a dialog (confirmation, notes or input) rather than made at once. */
export const needsDialog = (move: MoveDeclaration) => !!move.confirm || move.notes !== 'none' || !!move.input?.length

/** A move that asks only for confirmation (no notes, no input): asked beside its button. */
export const confirmOnly = (move: MoveDeclaration) => !!move.confirm && move.notes === 'none' && !move.input?.length
