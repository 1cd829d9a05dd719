/**
 * The leave request workflow (domain §4 "Leave"): submitted → approved | rejected | canceled;
 * approved → canceled (the days come back) | processed (taken into a payroll) → paid. Declared
 * once so the API enforces and the screens offer exactly the same transitions.
 */
export const LEAVE_STATUSES = ['submitted', 'approved', 'rejected', 'canceled', 'processed', 'paid'] as const
export type LeaveStatus = (typeof LEAVE_STATUSES)[number]

export const LEAVE_SESSIONS = ['full_day', 'morning', 'afternoon'] as const
export type LeaveSession = (typeof LEAVE_SESSIONS)[number]

export const LEAVE_NEXT: Record<LeaveStatus, readonly LeaveStatus[]> = {
  submitted: ['approved', 'rejected', 'canceled'],
  approved: ['canceled', 'processed'],
  processed: ['paid'],
  rejected: [],
  canceled: [],
  paid: [],
}

/** Statuses whose days count against the balance: pending while submitted, taken once approved. */
export const LEAVE_PENDING: readonly LeaveStatus[] = ['submitted']
export const LEAVE_TAKEN: readonly LeaveStatus[] = ['approved', 'processed', 'paid']

/** Why a transition is refused (a locale key under messages.), or null when it is allowed. */
export function leaveTransitionRefusal(from: string, to: string): string | null {
  if (LEAVE_NEXT[from as LeaveStatus]?.includes(to as LeaveStatus)) return null
  if ((LEAVE_NEXT[from as LeaveStatus] ?? []).length === 0) return 'leave_status_final'
  return 'leave_transition_invalid'
}

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
