import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AnyWorkflow, MoveDeclaration, RoleSubject } from '@hr/shared'
import type { Tenancy } from '#services/tenancy'

type Row = Record<string, any>

/** The row's person, as the rules and the notices need them (rows of a person: leave, claims). */
export interface MovePerson { id: number; name: string | null; reporting_manager_id: number | null; user_id: number | null }

/**
 * What a move's effects see and share: the row as locked, the move, who makes it, its input, and
 * `set`, the columns written with the state (an effect's prepare adds to it).
 */
export interface MoveContext {
  trx: TransactionClientContract
  tenancy: Tenancy
  subject: RoleSubject
  lang: string
  workflow: AnyWorkflow
  move: MoveDeclaration
  /** the row as locked, as the resource reads it */
  row: Row
  from: string
  /** where the row lands (null: no state change) */
  to: string | null
  notes: string | null
  /** the move's declared input, validated */
  input: Row
  /** the request's body as sent (an area's own input beyond the declared fields, e.g. a list of users) */
  body: Row
  person: MovePerson | null
  /** the acting user's own row (their Person's) */
  own: boolean
  /** columns written with the move */
  set: Row
  /** what effects hand each other (the pieces counted before, the ledger entries written after) */
  state: Row
  /** the move is already made (a repeated request to cancel): it ends here, writing nothing, answering the row */
  settled?: boolean
  /** the audit entry's extra changes, or false to leave the entry to an effect */
  audit: Row | false
  /** what runs once the move's transaction is committed (enqueueing a job its worker must find written) */
  afterCommit: Array<() => void>
  /** the answer, where the area's clients read more than the moved row (set by an effect; runs in the transaction) */
  answer?: (row: Row) => Promise<Row> | Row
}

/**
 * One named effect of an area: `prepare` runs before the state is written (it may refuse, or add
 * columns to `set`), `apply` after, in the same transaction, in the declared order.
 */
export interface Effect {
  prepare?(ctx: MoveContext): Promise<void> | void
  apply?(ctx: MoveContext): Promise<void> | void
}

const registry = new Map<string, Record<string, Effect>>()

/** An area names its workflow's effects once (beside its declaration's `effects` names). */
export function defineEffects(resource: string, effects: Record<string, Effect>) {
  registry.set(resource, { ...registry.get(resource), ...effects })
}

/** The effects a move names, in order; a name nobody defined is a programming error, said at once. */
export function effectsOf(resource: string, names: readonly string[] = []): Effect[] {
  const defined = { ...COMMON, ...registry.get(resource) }
  return names.map((name) => {
    const effect = defined[name]
    if (!effect) throw new Error(`workflow ${resource}: effect ${name} is not defined`)
    return effect
  })
}

/** Effects several workflows share. */
const COMMON: Record<string, Effect> = {
  /** who decided, when and why, on the row: not when the person moves their own request (a withdrawal) */
  record_decision: {
    prepare(ctx) {
      if (ctx.own) return
      Object.assign(ctx.set, { decided_by: ctx.tenancy.user.id, decided_at: new Date().toISOString(), decision_notes: ctx.notes })
    },
  },
  /** the moment of signing (agreements, contracts) */
  signed_at: { prepare: (ctx) => void Object.assign(ctx.set, { signed_at: new Date().toISOString() }) },
}
