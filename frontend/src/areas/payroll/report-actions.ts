import type { PayrollReport, ReportAction } from './model'

/**
 * The action buttons a payroll report offers (POST /api/payroll-report/:id/action), by its status,
 * its lock and whether the user created it (lock, unlock, share, request approval, recalculate and
 * updating the change report are the creator's). Approving and rejecting are offered while approval
 * is requested; the API decides whether this user is the approver of the current level.
 */
export const ACTION_ORDER: readonly ReportAction[] = [
  'request_approval', 'approve', 'reject', 'calculate', 'update_change_report', 'confirm_change_report', 'lock', 'unlock', 'share',
]

export function reportActions(report: Pick<PayrollReport, 'status' | 'locked' | 'created_by'>, userId: number | null | undefined): ReportAction[] {
  const creator = userId != null && report.created_by != null && Number(report.created_by) === Number(userId)
  const open = !report.locked
  const draft = report.status === 'generated' || report.status === 'rejected'
  const offered = new Set<ReportAction>()
  if (creator && open && draft) offered.add('request_approval').add('calculate')
  if (report.status === 'approval_requested') offered.add('approve').add('reject')
  if (open) offered.add('confirm_change_report')
  if (creator && open) offered.add('update_change_report')
  if (creator) offered.add(report.locked ? 'unlock' : 'lock').add('share')
  return ACTION_ORDER.filter((a) => offered.has(a))
}

/** What a button asks before it calls: notes (required to reject), the people to share with, or a confirmation. */
export type ActionInput = 'notes' | 'required_notes' | 'users' | 'confirm'
export const ACTION_INPUT: Record<ReportAction, ActionInput> = {
  request_approval: 'notes', approve: 'notes', reject: 'required_notes', share: 'users',
  calculate: 'confirm', lock: 'confirm', unlock: 'confirm', confirm_change_report: 'confirm', update_change_report: 'confirm',
}

export const REPORT_STATUS_COLOURS: Record<string, string> = { generated: 'blue', approval_requested: 'gold', approved: 'green', rejected: 'red' }
