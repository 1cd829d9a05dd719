import { hasAccess, LEAVE_NEXT, mayDecideLeave, type LeaveStatus, type RoleSubject } from '@hr/shared'
import type { LeaveRow } from './types'

export type LeaveAction = 'approve' | 'reject' | 'withdraw' | 'request_cancel' | 'cancel' | 'edit'

/**
 * The moves a user is offered on a request: the shared state machine's next statuses, filtered by
 * the same rule the API applies (mayDecideLeave: the reporting manager or the time privilege,
 * never one's own). `reportingManagerId` is the request's person's manager, when known.
 */
export function leaveActions(user: RoleSubject, row: LeaveRow, reportingManagerId: number | null): LeaveAction[] {
  const own = !!user.person_id && user.person_id === row.person_id
  const reports = user.report_person_ids ?? []
  const decider = mayDecideLeave(
    { personId: user.person_id ?? null, hasTimePrivilege: hasAccess(user, 'time') },
    { person_id: row.person_id, reporting_manager_id: reportingManagerId ?? (reports.includes(row.person_id) ? user.person_id : null) },
  )
  const next = LEAVE_NEXT[row.status as LeaveStatus] ?? []
  const actions: LeaveAction[] = []
  if (decider && next.includes('approved')) actions.push('approve')
  if (decider && next.includes('rejected')) actions.push('reject')
  if (row.status === 'submitted' && (own || hasAccess(user, 'time'))) actions.push('edit')
  if (own && row.status === 'submitted') actions.push('withdraw')
  if (row.status === 'approved' && decider) actions.push('cancel')
  else if (row.status === 'approved' && own && !row.cancel_requested) actions.push('request_cancel')
  return actions
}
