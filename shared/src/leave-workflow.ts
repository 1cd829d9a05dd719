import type { Requirement } from './catalogue/types.js'
import { defineWorkflow, reachable, stateRefusal } from './workflow/define.js'

/**
 * The leave request workflow (domain §4 "Leave"): submitted → approved | rejected | canceled;
 * approved → canceled (the days come back) | processed (taken into a payroll) → paid. Declared
 * once so the API enforces and the screens offer exactly the same transitions.
 */
export const LEAVE_STATUSES = ['submitted', 'approved', 'rejected', 'canceled', 'processed', 'paid'] as const
export type LeaveStatus = (typeof LEAVE_STATUSES)[number]

export const LEAVE_SESSIONS = ['full_day', 'morning', 'afternoon'] as const
export type LeaveSession = (typeof LEAVE_SESSIONS)[number]

/** Who decides a request: the person's reporting manager or a holder of the time privilege (never the person, `notSelf`). */
const DECIDER: Requirement = { anyOf: ['reports', { privilege: 'time' }] }

/**
 * The leave workflow (issue 45: declared once on the kernel). A person withdraws their own submitted
 * request; an approved one they may only ask to cancel (the flag cancel_requested, for the decider);
 * the decider cancels it and the days come back. processed and paid are payroll's (time privilege).
 */
export const leaveWorkflow = defineWorkflow({
  resource: 'leave',
  field: 'status',
  states: LEAVE_STATUSES,
  ask: { by: 'state', key: 'status' },
  endpoint: 'status',
  reach: 'show',
  refusals: { invalid: 'leave_transition_invalid', final: 'leave_status_final', forbidden: 'leave_decide_forbidden', own: 'leave_decide_own' },
  audit: { notesAs: 'decision_notes' },
  moves: [
    { action: 'approve', from: ['submitted'], to: 'approved', who: DECIDER, notSelf: true, effects: ['take_days', 'record_decision', 'ledger', 'notify_person'] },
    { action: 'reject', from: ['submitted'], to: 'rejected', who: DECIDER, notSelf: true, danger: true, effects: ['record_decision', 'notify_person'] },
    { action: 'withdraw', from: ['submitted'], to: 'canceled', who: 'self', confirm: true, notes: 'none', effects: ['record_decision'] },
    { action: 'cancel', from: ['submitted', 'approved'], to: 'canceled', who: DECIDER, notSelf: true, confirm: true, danger: true, effects: ['record_decision', 'ledger', 'notify_person'] },
    { action: 'request_cancel', from: ['approved'], to: null, asks: 'canceled', who: 'self', confirm: true, notes: 'none', effects: ['request_cancel'] },
    { action: 'process', from: ['approved'], to: 'processed', who: { privilege: 'time' }, notSelf: true, offer: false, effects: ['record_decision', 'notify_person'] },
    { action: 'pay', from: ['processed'], to: 'paid', who: { privilege: 'time' }, notSelf: true, offer: false, effects: ['record_decision', 'notify_person'] },
  ],
})

/** The statuses each status may move to (derived from the declaration). */
export const LEAVE_NEXT = Object.fromEntries(LEAVE_STATUSES.map((s) => [s, reachable(leaveWorkflow, s)])) as unknown as Record<LeaveStatus, readonly LeaveStatus[]>

/** Statuses whose days count against the balance: pending while submitted, taken once approved. */
export const LEAVE_PENDING: readonly LeaveStatus[] = ['submitted']
export const LEAVE_TAKEN: readonly LeaveStatus[] = ['approved', 'processed', 'paid']

/** Why a transition is refused (a locale key under messages.), or null when it is allowed. */
export const leaveTransitionRefusal = (from: string, to: string): string | null => stateRefusal(leaveWorkflow, from, to)

/** A decision on someone's request (approve or reject), as opposed to the person withdrawing it. */
export const isLeaveDecision = (to: string) => to === 'approved' || to === 'rejected'

export interface LeaveDecider {
  /** the acting user's own person id, if they are staff */
  personId: number | null
  /** holds the time privilege (or is an admin, who passes every privilege) */
  hasTimePrivilege: boolean
}

/**
 * Who decides a request: the person's reporting manager, or a holder of the time privilege —
 * never the person themself (domain §6: nobody approves their own leave).
 */
export function mayDecideLeave(actor: LeaveDecider, request: { person_id: number; reporting_manager_id?: number | null }) {
  if (actor.personId !== null && actor.personId === request.person_id) return false
  if (actor.personId !== null && request.reporting_manager_id === actor.personId) return true
  return actor.hasTimePrivilege
}
