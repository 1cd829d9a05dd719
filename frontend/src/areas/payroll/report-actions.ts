/**
 * The order the report page shows its moves in (the declaration's own order is the machine's):
 * the approval steps first, then the register's, then the lock and sharing.
 */
export const ACTION_ORDER = [
  'request_approval', 'approve', 'reject', 'calculate', 'update_change_report', 'confirm_change_report', 'lock', 'unlock', 'share',
] as const

export const REPORT_STATUS_COLOURS: Record<string, string> = { generated: 'blue', approval_requested: 'gold', approved: 'green', rejected: 'red' }
