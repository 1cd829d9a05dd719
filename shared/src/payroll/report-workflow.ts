import { defineWorkflow, type MoveCondition } from '../workflow/define.js'

export const PAYROLL_REPORT_STATUSES = ['generated', 'approval_requested', 'approved', 'rejected'] as const
export const PAYROLL_REPORT_ACTIONS = [
  'request_approval', 'approve', 'reject', 'lock', 'unlock', 'share', 'confirm_change_report', 'update_change_report', 'calculate',
] as const
export type PayrollReportAction = (typeof PAYROLL_REPORT_ACTIONS)[number]

/** Drafts: a report whose register is still its creator's to calculate and send for approval. */
const DRAFT = ['generated', 'rejected'] as const
const open: MoveCondition = { column: 'locked', is: false, refusal: 'payroll_report_locked' }

/**
 * The payroll report's workflow on the kernel (domain §4 "Payroll report", issue 14), asked by action
 * at POST /api/payroll-report/:id/action. Its state has three parts: the report's status (the field),
 * its lock (a guard and the moves' conditions) and its paycycle's approval step, which the effects
 * move with the shared approvalStep (backend areas/payroll/report_workflow.ts). Lock, unlock, share,
 * calculate, request approval and the change report's update are the creator's whatever the state,
 * so the rule is judged first; the approver of the current level is checked by the approval effects.
 */
export const payrollReportWorkflow = defineWorkflow({
  resource: 'payroll_report',
  field: 'status',
  states: PAYROLL_REPORT_STATUSES,
  ask: { by: 'action', key: 'action' },
  endpoint: 'action',
  reach: 'show',
  judge: 'rule-first',
  guards: ['locked'],
  refusals: {
    invalid: 'payroll_report_status_invalid', final: 'payroll_report_status_invalid', forbidden: 'payroll_creator_only',
    unreachable: 'no_permission_report', stateParam: { name: 'status', labels: 'enums.report_status' },
  },
  moves: [
    { action: 'request_approval', from: DRAFT, to: 'approval_requested', who: 'creator', when: [open], effects: ['request_approval'] },
    { action: 'approve', from: ['approval_requested'], to: null, who: 'authenticated', forbidden: 'payroll_report_not_approver', effects: ['decide'] },
    { action: 'reject', from: ['approval_requested'], to: 'rejected', who: 'authenticated', notes: 'required', danger: true, effects: ['decide'] },
    { action: 'calculate', from: DRAFT, to: null, who: 'creator', when: [open], notes: 'none', confirm: true, effects: ['calculate'] },
    { action: 'update_change_report', from: PAYROLL_REPORT_STATUSES, to: null, who: 'creator', when: [open], notes: 'none', confirm: true, effects: ['update_change_report'] },
    { action: 'confirm_change_report', from: PAYROLL_REPORT_STATUSES, to: null, who: 'authenticated', when: [open], notes: 'none', confirm: true, effects: ['confirm_change_report'] },
    {
      action: 'lock', from: PAYROLL_REPORT_STATUSES, to: null, who: 'creator', notes: 'none', confirm: true,
      when: [{ column: 'locked', is: false, refusal: 'payroll_report_already_locked' }], effects: ['lock'],
    },
    {
      action: 'unlock', from: PAYROLL_REPORT_STATUSES, to: null, who: 'creator', notes: 'none', confirm: true,
      when: [{ column: 'locked', is: true, refusal: 'payroll_report_not_locked' }], effects: ['lock'],
    },
    { action: 'share', from: PAYROLL_REPORT_STATUSES, to: null, who: 'creator', notes: 'none', effects: ['share'] },
  ],
})
