import type { FieldDef, Requirement } from '../catalogue/types.js'

/**
 * One workflow kernel (issue 45 §1): every process area's state machine is a declaration of its
 * states and named moves — from where, to where, who may make each (in access.ts's vocabulary), what
 * input it takes and which of the area's effects it runs. The API runs every move through one path
 * (backend/app/workflow/run_move.ts) and the screens offer exactly the moves the declaration allows
 * this user on this row (frontend <WorkflowActions>), so the two can no longer disagree.
 */
export interface MoveDeclaration<S extends string = string> {
  /** the move's name: its button label (workflow.actions.<action>), and the body's value when the workflow is asked by action */
  action: string
  /** the states it starts from */
  from: readonly S[]
  /**
   * Where the row lands; null when the move changes no state (lock, share, a request to cancel), or
   * when an effect decides the state (a payroll approval: the next level or payment).
   */
  to: S | null
  /** the state a client names to ask for this move when it is not `to` (a person asking to cancel an approved request names 'canceled') */
  asks?: S
  /** who may make it, as access rules: 'reports' (the row's person's reporting manager), 'self', 'creator', { privilege }, { anyOf } */
  who: Requirement
  /** never the row's own person (domain §6: nobody decides their own leave or claim) */
  notSelf?: boolean
  /** the move's input beyond notes, as catalogue fields: the API's validation and the dialog's form derive from them */
  input?: readonly MoveInputField[]
  /** notes: optional by default; 'required' refuses an empty one; 'none' takes none */
  notes?: 'optional' | 'required' | 'none'
  /** the screens ask before making it */
  confirm?: boolean
  /** the area's named effects, run in the move's transaction in this order */
  effects?: readonly string[]
  /**
   * Made by another workflow or the system (an approved claim locked with its report, leave taken
   * into a payroll): never offered, and asked for through the endpoint it is refused with `refusal`.
   */
  system?: boolean
  /** locale key (under messages.) answering a client who asks for a system move (default: the workflow's invalid) */
  refusal?: string
  /** made through the endpoint but offered on no screen of the row's own (leave taken into a payroll is the payroll's screens' doing) */
  offer?: false
  /** locale key (under messages.) of the 403 when the rule is not met, where the workflow's own would not say it */
  forbidden?: string
  /** the button is the dangerous kind (reject, cancel) */
  danger?: boolean
  /**
   * Conditions on the row's other columns (its `guards`) the move needs besides its state, each
   * with its own refusal: a payroll report is recalculated only while unlocked, locked only once.
   */
  when?: readonly MoveCondition[]
}

/**
 * A column's value a move needs (booleans compare by truth: SQLite answers 0/1), or with `not` any
 * other value (a staff member is any person not a contractor), else `refusal` (422).
 */
export interface MoveCondition { column: string; is: boolean | string | number | null; not?: true; refusal: string }

/** A field a move takes; `messages` word its refusals (locale keys) where the generic validation sentence would not do. */
export type MoveInputField = FieldDef & { messages?: { required?: string; invalid?: string } }

export interface WorkflowDeclaration<S extends string = string> {
  /** the catalogue resource whose rows move */
  resource: string
  /** the column holding the state */
  field: string
  states: readonly S[]
  /** how a client names the move in the body: the target state under `key` (status, to) or the action's name */
  ask: { by: 'state' | 'action'; key: string }
  /**
   * the endpoint: POST /api/<resource path>/:id/<endpoint>; none where the state is a field of the
   * resource's own update, judged there by the declaration (a person's status)
   */
  endpoint?: string
  /**
   * Columns besides the state that a move is judged on (an expense report's `locked`): the move's
   * conditional update matches them as read too, so a concurrent change to them refuses it.
   */
  guards?: readonly string[]
  /** the CRUD action on the resource a user needs to reach the row at all, before the move's own rule */
  reach: 'show' | 'update'
  moves: readonly MoveDeclaration<S>[]
  /**
   * The order of judgement: the machine first (a move the state does not allow is 422 whoever asks),
   * or the rule first where the move is someone's alone whatever the state (a payroll report's
   * creator-only actions answer 403 to anyone else).
   */
  judge?: 'machine-first' | 'rule-first'
  /**
   * locale keys under messages. of the refusals: no such move from here, nothing moves from here, rule
   * not met, own row; `unreachable`: the row is not the user's to reach (else the generic forbidden);
   * `stateParam`: the state's refusals name the state, as the parameter `name`, labelled by `labels.<state>`.
   */
  refusals: { invalid: string; final: string; forbidden: string; own?: string; unreachable?: string; stateParam?: { name: string; labels: string } }
  /**
   * A more precise answer than `invalid` or `final` when no move matches (e.g. a paid paycycle going
   * back: 'paycycle_paid'; an action by the report's state), or null to keep them.
   */
  explain?: (from: S, asked: string) => string | null
  /** the generic path's audit entry: field changes (the default), or the move itself under its own action name */
  audit?: { action?: string; shape?: 'changes' | 'move'; notesAs?: string }
}

export type WorkflowDef<S extends string = string> = WorkflowDeclaration<S> & {
  /** the moves out of each state, in declaration order */
  readonly next: Readonly<Record<S, readonly MoveDeclaration<S>[]>>
}

/** Any declared workflow, whatever its states (what the kernel's functions take). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWorkflow = WorkflowDef<any>

const workflows = new Map<string, AnyWorkflow>()

export function defineWorkflow<const S extends string>(declaration: WorkflowDeclaration<S>): WorkflowDef<S> {
  const states = new Set<string>(declaration.states)
  for (const move of declaration.moves) {
    for (const state of [...move.from, move.to, move.asks]) {
      if (state != null && !states.has(state)) throw new Error(`${declaration.resource}.${move.action}: ${state} is not a state`)
    }
    if (declaration.ask.by === 'state' && move.to === null && move.asks === undefined) {
      throw new Error(`${declaration.resource}.${move.action}: a move asked by state needs to or asks`)
    }
  }
  const next = Object.fromEntries(declaration.states.map((s) => [s, declaration.moves.filter((m) => m.from.includes(s))])) as Record<S, MoveDeclaration<S>[]>
  const def: WorkflowDef<S> = { ...declaration, next }
  workflows.set(declaration.resource, def)
  return def
}

/** The workflow declared for a resource, if any (the generic endpoint and <WorkflowActions> look it up). */
export const workflowOf = (resource: string): AnyWorkflow | undefined => workflows.get(resource)
export const allWorkflows = (): AnyWorkflow[] => [...workflows.values()]

/** The state names a client may ask for, or the actions: what the body's key must be one of. */
export const askValues = (wf: AnyWorkflow): readonly string[] =>
  wf.ask.by === 'state' ? wf.states : [...new Set(wf.moves.map((m) => m.action))]

/** The value a client sends to ask for a move. */
export const askOf = (wf: AnyWorkflow, move: MoveDeclaration): string =>
  wf.ask.by === 'state' ? (move.asks ?? move.to)! : move.action

export const matches = (wf: AnyWorkflow, move: MoveDeclaration, asked: string) =>
  wf.ask.by === 'state' ? (move.asks ?? move.to) === asked : move.action === asked

/**
 * The machine alone: why `asked` cannot be made from `from` by anyone (a locale key under
 * messages.), or null. Nothing out of a final state; a system move only through its own path.
 */
export function stateRefusal(wf: AnyWorkflow, from: string, asked: string): string | null {
  const out = Object.hasOwn(wf.next, from) ? wf.next[from] : undefined
  if (!out) return wf.refusals.invalid
  const candidates = out.filter((m) => matches(wf, m, asked))
  if (!candidates.length) return wf.explain?.(from, asked) ?? (out.length === 0 ? wf.refusals.final : wf.refusals.invalid)
  if (candidates.every((m) => m.system)) return candidates[0].refusal ?? wf.refusals.invalid
  return null
}

/** Every state a row can reach from `from` by some move (the property tests walk these). */
export const reachable = (wf: AnyWorkflow, from: string): string[] =>
  [...new Set((Object.hasOwn(wf.next, from) ? wf.next[from] : []).map((m) => m.to).filter((s): s is string => s !== null))]
