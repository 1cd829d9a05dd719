import type { Requirement } from './catalogue/types.js'
import { defineWorkflow, stateRefusal } from './workflow/define.js'

/**
 * Expenses and expense reports (issue 15, domain §4 "Expense"): one table of moves the API
 * enforces and the screens offer. A claim is decided by its person's reporting manager (or a
 * payroll-privileged user); after approval it moves only with its report (lock, confirm, unlock,
 * cancel, generate) and then with the payroll it was generated into (approval, payment).
 */
export const EXPENSE_STATUSES = [
  'submitted', 'approved', 'rejected', 'processing', 'confirmed', 'processed', 'pending_payment_confirmation', 'paid',
] as const
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number]

/** Domain §9: the pay item keys an allowance item is paid under. */
export const EXPENSE_PAY_ITEM_KEYS = [
  'other_bonus', 'transportation', 'travel', 'phone', 'housing', 'food', 'home_office', 'computer', 'health', 'fitness', 'other_taxed',
] as const
export type ExpensePayItemKey = (typeof EXPENSE_PAY_ITEM_KEYS)[number]
/** Keys paid as taxable earnings in full; the other allowances are reimbursed tax free except a claim's taxable part. */
export const TAXED_EXPENSE_KEYS: readonly ExpensePayItemKey[] = ['other_bonus', 'other_taxed']

export const EXPENSE_PAYMENT_TYPES = ['company_card', 'cash'] as const

/** Who makes a move: a decision on the claim, its report's workflow, or the payroll it was generated into. */
export type ExpenseMover = 'decision' | 'report' | 'payroll'

const DECIDER: Requirement = { anyOf: ['reports', { privilege: 'payroll' }] }
/** Moves the claim makes with its report (lock, confirm, unlock, cancel, generate): asked for on the claim, the answer says so. */
const withReport = { who: 'nobody', system: true, refusal: 'expense_moves_with_report' } as const
/** Moves the claim makes with the payroll it was generated into (its approval, payment, the approval withdrawn). */
const withPayroll = { who: 'nobody', system: true } as const

/**
 * The claim workflow on the kernel (issue 45, domain §4 "Expense"). A claim is decided by its
 * person's reporting manager or a payroll user, never the person; after approval it moves only
 * with its report and then with the payroll it was generated into.
 */
export const expenseWorkflow = defineWorkflow({
  resource: 'expense',
  field: 'status',
  states: EXPENSE_STATUSES,
  ask: { by: 'state', key: 'status' },
  endpoint: 'status',
  reach: 'show',
  refusals: { invalid: 'expense_transition_invalid', final: 'expense_status_final', forbidden: 'expense_decide_forbidden', own: 'expense_decide_own' },
  audit: { notesAs: 'decision_notes' },
  moves: [
    { action: 'approve', from: ['submitted'], to: 'approved', who: DECIDER, notSelf: true, effects: ['claim_limits', 'record_decision', 'notify_person'] },
    { action: 'reject', from: ['submitted'], to: 'rejected', who: DECIDER, notSelf: true, danger: true, effects: ['claim_limits', 'record_decision', 'notify_person'] },
    { action: 'lock', from: ['approved'], to: 'processing', ...withReport },
    { action: 'unlock', from: ['confirmed'], to: 'processing', ...withReport },
    { action: 'confirm', from: ['processing'], to: 'confirmed', ...withReport },
    { action: 'release', from: ['processing', 'confirmed'], to: 'approved', ...withReport },
    { action: 'generate', from: ['confirmed'], to: 'processed', ...withReport },
    { action: 'payroll_approved', from: ['processed'], to: 'pending_payment_confirmation', ...withPayroll },
    { action: 'payroll_paid', from: ['pending_payment_confirmation'], to: 'paid', ...withPayroll },
    { action: 'payroll_withdrawn', from: ['pending_payment_confirmation'], to: 'processed', ...withPayroll },
  ],
})

/** Which mover makes each move (derived from the declaration: decisions, the report's moves, the payroll's). */
export const EXPENSE_MOVES = Object.fromEntries(EXPENSE_STATUSES.map((from) => [from, Object.fromEntries(
  expenseWorkflow.next[from].map((m) => [m.to, m.system ? (m.refusal ? 'report' : 'payroll') : 'decision']),
)])) as Record<ExpenseStatus, Partial<Record<ExpenseStatus, ExpenseMover>>>

/** A claim is the person's to edit or delete only until it is decided (domain §4). */
export const expenseEditable = (status: unknown) => status === 'submitted'

/** Why `from → to` by `mover` is refused (a locale key under messages.), or null when it is allowed. */
export function expenseTransitionRefusal(from: string, to: string, mover: ExpenseMover = 'decision'): string | null {
  if (mover === 'decision') return stateRefusal(expenseWorkflow, from, to)
  const by = EXPENSE_MOVES[from as ExpenseStatus]?.[to as ExpenseStatus]
  if (!by) return stateRefusal(expenseWorkflow, from, to) ?? 'expense_transition_invalid'
  return by === mover ? null : by === 'report' ? 'expense_moves_with_report' : 'expense_transition_invalid'
}

export interface ExpenseDecider {
  personId: number | null
  hasPayrollPrivilege: boolean
}

/** Domain §6: the person's reporting manager approves; payroll users may too; nobody decides their own claim. */
export function mayDecideExpense(actor: ExpenseDecider, claim: { person_id: number; reporting_manager_id?: number | null }) {
  if (actor.personId !== null && actor.personId === claim.person_id) return false
  if (actor.personId !== null && claim.reporting_manager_id === actor.personId) return true
  return actor.hasPayrollPrivilege
}

export const EXPENSE_REPORT_STATUSES = ['report_generated', 'report_confirmed', 'processed', 'pending_payment_confirmation', 'paid', 'canceled'] as const
export type ExpenseReportStatus = (typeof EXPENSE_REPORT_STATUSES)[number]
export const EXPENSE_REPORT_ACTIONS = ['share', 'lock', 'unlock', 'confirm', 'cancel', 'generate'] as const
export type ExpenseReportAction = (typeof EXPENSE_REPORT_ACTIONS)[number]

export interface ExpenseReportState { status: string; locked: boolean }

/** Why an action is refused in this state (a locale key under messages.), or null. */
export function expenseReportActionRefusal(report: ExpenseReportState, action: ExpenseReportAction): string | null {
  const open = report.status === 'report_generated'
  switch (action) {
    case 'share': return open ? null : 'expense_report_not_open'
    case 'lock': return !open ? 'expense_report_not_open' : report.locked ? 'expense_report_locked' : null
    case 'confirm': return !open ? 'expense_report_not_open' : report.locked ? null : 'expense_report_not_locked'
    case 'unlock':
      return !report.locked ? 'expense_report_not_locked' : open || report.status === 'report_confirmed' ? null : 'expense_report_generated_already'
    case 'cancel': return open || report.status === 'report_confirmed' ? null : 'expense_report_generated_already'
    case 'generate': return report.status === 'report_confirmed' ? null : 'expense_report_not_confirmed'
  }
}

/**
 * What an action does to the report and its claims: the report's next status and locked flag, and
 * which claim statuses move to which. `confirm` moves only once every shared user has confirmed.
 */
export const EXPENSE_REPORT_EFFECTS: Record<ExpenseReportAction, { status?: ExpenseReportStatus; locked?: boolean; items?: { from: ExpenseStatus[]; to: ExpenseStatus } }> = {
  share: {},
  lock: { locked: true, items: { from: ['approved'], to: 'processing' } },
  unlock: { status: 'report_generated', locked: false, items: { from: ['confirmed'], to: 'processing' } },
  confirm: { status: 'report_confirmed', items: { from: ['processing'], to: 'confirmed' } },
  cancel: { status: 'canceled', locked: false, items: { from: ['approved', 'processing', 'confirmed'], to: 'approved' } },
  generate: { status: 'processed', items: { from: ['confirmed'], to: 'processed' } },
}

/** Who keeps expense reports (the resource's create, update and delete): payroll users. */
export const EXPENSE_REPORT_KEEPERS: Requirement = { privilege: 'payroll' }

/** The refusal of an action the report's state does not allow, by action (as expenseReportActionRefusal words it). */
const REPORT_STATE_REFUSAL: Record<string, string> = {
  share: 'expense_report_not_open', lock: 'expense_report_not_open', confirm: 'expense_report_not_open',
  unlock: 'expense_report_generated_already', cancel: 'expense_report_generated_already', generate: 'expense_report_not_confirmed',
}

/**
 * The expense report workflow on the kernel (issue 45), asked by action. Its state has two parts, the
 * status and `locked` (a guard: a move applies only to the report as read); the effects check the
 * lock and move the report's claims (EXPENSE_REPORT_EFFECTS). Payroll users keep the report; the
 * users it is shared with confirm it, and the last confirmation confirms it.
 */
export const expenseReportWorkflow = defineWorkflow({
  resource: 'expense_report',
  field: 'status',
  states: EXPENSE_REPORT_STATUSES,
  ask: { by: 'action', key: 'action' },
  endpoint: 'action',
  reach: 'show',
  guards: ['locked'],
  refusals: { invalid: 'expense_report_not_open', final: 'expense_report_generated_already', forbidden: 'forbidden' },
  explain: (_from, action) => REPORT_STATE_REFUSAL[action] ?? null,
  audit: { shape: 'move' },
  moves: [
    { action: 'share', from: ['report_generated'], to: null, who: EXPENSE_REPORT_KEEPERS, notes: 'none', effects: ['share'] },
    { action: 'lock', from: ['report_generated'], to: null, who: EXPENSE_REPORT_KEEPERS, notes: 'none', effects: ['lock'] },
    { action: 'unlock', from: ['report_generated', 'report_confirmed'], to: 'report_generated', who: EXPENSE_REPORT_KEEPERS, notes: 'none', effects: ['unlock'] },
    {
      action: 'confirm', from: ['report_generated'], to: null, who: 'expense_report_reader', forbidden: 'expense_report_confirm_forbidden',
      notes: 'none', effects: ['confirm'],
    },
    { action: 'cancel', from: ['report_generated', 'report_confirmed'], to: 'canceled', who: EXPENSE_REPORT_KEEPERS, notes: 'none', confirm: true, danger: true, effects: ['cancel'] },
    {
      action: 'generate', from: ['report_confirmed'], to: 'processed', who: EXPENSE_REPORT_KEEPERS, notes: 'none', effects: ['generate'],
      input: [{ name: 'paycycle_id', type: 'integer' }],
    },
  ],
})

/** The actions the screens offer: the allowed ones the user may fire (managers everything but confirm; shared users confirm). */
export function expenseReportActions(report: ExpenseReportState, who: { manages: boolean; confirmPending: boolean }): ExpenseReportAction[] {
  return EXPENSE_REPORT_ACTIONS.filter((a) => expenseReportActionRefusal(report, a) === null && (a === 'confirm' ? who.confirmPending : who.manages))
}
