import { meets, type AccessRecord } from '../access.js'
import type { RoleSubject } from '../roles.js'
import { matches, stateRefusal, type AnyWorkflow, type MoveDeclaration } from './define.js'

/** What the kernel decides of a request to move: the move to make, or why not (422: the machine; 403: the rule). */
export type Judgement = { move: MoveDeclaration } | { refusal: string; status: 403 | 422 }

/** The row is the acting user's own (their Person's): the `notSelf` rule's subject. */
export const isOwnRow = (user: RoleSubject, record: AccessRecord) =>
  user.person_id != null && record.person_id != null && Number(record.person_id) === Number(user.person_id)

/** Whether `user` may make `move` on the row (its rule, and never on their own row where it says so). */
export const mayMake = (user: RoleSubject, move: MoveDeclaration, record: AccessRecord) =>
  !(move.notSelf && isOwnRow(user, record)) && meets(user, move.who, record)

/**
 * The whole judgement of a request: the machine first (422), then the first matching move whose
 * rule the user meets; none met is 403, with the `own` refusal when a move was barred only because
 * the row is the user's own.
 */
export function judgeMove(wf: AnyWorkflow, from: string, asked: string, user: RoleSubject, record: AccessRecord): Judgement {
  const machine = judgeMachine(wf, from, asked, user, record)
  if (machine) return machine
  const candidates = wf.next[from].filter((m) => !m.system && matches(wf, m, asked) && !conditionRefusal(m, record))
  const move = candidates.find((m) => mayMake(user, m, record))
  if (move) return { move }
  const barredAsOwn = candidates.some((m) => m.notSelf) && isOwnRow(user, record)
  return { refusal: barredAsOwn && wf.refusals.own ? wf.refusals.own : (candidates.find((m) => m.forbidden)?.forbidden ?? wf.refusals.forbidden), status: 403 }
}

const truth = (v: unknown) => v === true || v === 1 || v === '1' || v === 't' || v === 'true'

/** The first of a move's conditions the row does not meet (its refusal), or null. */
export function conditionRefusal(move: MoveDeclaration, record: AccessRecord): string | null {
  for (const c of move.when ?? []) {
    const value = record[c.column]
    const equal = typeof c.is === 'boolean' ? truth(value) === c.is : (value ?? null) === c.is
    if (equal === !!c.not) return c.refusal
  }
  return null
}

/**
 * What needs no rule that depends on the row's people (judged on the row as read, before any lock,
 * and again as locked): a rule-first workflow's rule (403), the move's conditions and the machine (422).
 */
export function judgeMachine(wf: AnyWorkflow, from: string, asked: string, user: RoleSubject, record: AccessRecord): Exclude<Judgement, { move: MoveDeclaration }> | null {
  const named = wf.moves.filter((m) => !m.system && matches(wf, m, asked))
  if (wf.judge === 'rule-first' && named.length && !named.some((m) => mayMake(user, m, record))) {
    return { refusal: named.find((m) => m.forbidden)?.forbidden ?? wf.refusals.forbidden, status: 403 }
  }
  const refusal = machineRefusal(wf, from, asked, record)
  return refusal ? { refusal, status: 422 } : null
}

/** The machine alone on a row: the move's conditions on its columns, then its state (a locale key under messages., or null). */
export function machineRefusal(wf: AnyWorkflow, from: string, asked: string, record: AccessRecord): string | null {
  const named = wf.moves.filter((m) => !m.system && matches(wf, m, asked))
  // A condition that fails for every move so named answers before the state (a locked report says it is locked).
  if (named.length && named.every((m) => conditionRefusal(m, record))) return conditionRefusal(named[0], record)
  const refusal = stateRefusal(wf, from, asked)
  if (refusal) return refusal
  const here = wf.next[from].filter((m) => !m.system && matches(wf, m, asked))
  return here.every((m) => conditionRefusal(m, record)) ? conditionRefusal(here[0], record) : null
}

/** The moves the screens offer this user on a row in state `from`: allowed, not system, one per asked value. */
export function offeredMoves(wf: AnyWorkflow, from: string, user: RoleSubject, record: AccessRecord): MoveDeclaration[] {
  const out = Object.hasOwn(wf.next, from) ? wf.next[from] : []
  const seen = new Set<string>()
  return out.filter((m) => {
    const key = wf.ask.by === 'state' ? (m.asks ?? m.to)! : m.action
    if (m.system || m.offer === false || seen.has(key) || !mayMake(user, m, record) || conditionRefusal(m, record)) return false
    seen.add(key)
    return true
  })
}
