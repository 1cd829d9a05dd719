/**
 * The four-step paycycle workflow (domain §4 "Payroll stages"): not started → change data (1.1) →
 * calculation in progress → pending approval (2.1 level 1, 2.2 level 2) → payment (3.1) → post-pay
 * activities (4.1) → completed. A cycle moves forward one step at a time and may go back to any
 * earlier step until it is paid (post-pay); completed is final. Declared once so the API enforces and the screens offer the
 * same moves.
 */
export const PAYCYCLE_STAGES = ['not_started', 'change_data', 'calculation', 'pending_approval', 'payment', 'post_pay', 'completed'] as const
export type PaycycleStage = (typeof PAYCYCLE_STAGES)[number]

/** Workflow numbers (domain §4): payroll_processing=1, approval=2, payment=3, post_pay=4. */
export const STAGE_WORKFLOW: Partial<Record<PaycycleStage, 1 | 2 | 3 | 4>> = {
  change_data: 1, calculation: 1, pending_approval: 2, payment: 3, post_pay: 4,
}

/** The cycle code a stage shows (1.1, 2.1 / 2.2 by approval level, 3.1, 4.1). */
export function stageCode(stage: PaycycleStage, approvalLevel = 1): string | null {
  switch (stage) {
    case 'change_data': return '1.1'
    case 'pending_approval': return `2.${approvalLevel}`
    case 'payment': return '3.1'
    case 'post_pay': return '4.1'
    default: return null
  }
}

/** The stages after the payment step is done (domain §4: payment, then post-pay activities, then completed). */
export const PAID_STAGES: readonly PaycycleStage[] = ['post_pay', 'completed']

const indexOf = (s: string) => PAYCYCLE_STAGES.indexOf(s as PaycycleStage)

/** Why a stage move is refused (a locale key under messages.), or null when it is allowed. */
export function stageRefusal(from: string, to: string): string | null {
  const a = indexOf(from)
  const b = indexOf(to)
  if (a < 0 || b < 0) return 'paycycle_stage_invalid'
  if (from === 'completed') return 'paycycle_completed'
  // Once paid (the payment step done: post-pay), the money is out and the payslips are with the people:
  // moving back would withdraw an approval they were paid on. A correction is a retro or off-cycle run.
  if (b < a && PAID_STAGES.includes(from as PaycycleStage)) return 'paycycle_paid'
  // Forward one step; back to any earlier step that has work in it (not to "not started").
  if (b === a + 1 || (b < a && b >= 1)) return null
  return 'paycycle_stage_invalid'
}

/**
 * Why a move by hand (POST /api/paycycle/:id/stage) is refused: besides the machine's rule, a cycle
 * enters and leaves approval forward only through its report (request approval, each level's approval).
 */
export function manualStageRefusal(from: string, to: string): string | null {
  const refusal = stageRefusal(from, to)
  if (refusal) return refusal
  if (to === 'pending_approval' || (from === 'pending_approval' && to === 'payment')) return 'paycycle_stage_needs_report'
  return null
}

/** The moves by hand a cycle in `stage` offers: the next step, then every earlier one. */
export function stageMoves(stage: PaycycleStage): PaycycleStage[] {
  return PAYCYCLE_STAGES.filter((to) => manualStageRefusal(stage, to) === null)
}

/** A move back before approval withdraws the cycle's requested or given approval: its reports are generated again. */
export const withdrawsApproval = (to: string) => PAYCYCLE_STAGES.indexOf(to as PaycycleStage) < PAYCYCLE_STAGES.indexOf('pending_approval')

export interface ApprovalState { stage: PaycycleStage; level: number }
export type ApprovalAction = 'request_approval' | 'approve' | 'reject'

/**
 * The approval step (2.1 → 2.2 → payment): a calculated cycle's report is submitted for approval
 * at the lowest level; each level's approval moves it to the next level that has approvers, the
 * last one's to payment; a rejection sends it back to calculation (with notes) to be resubmitted.
 * `levels` are the payroll's approver levels (e.g. [1, 2]).
 */
export function approvalStep(state: ApprovalState, action: ApprovalAction, levels: readonly number[]): ApprovalState | { refusal: string } {
  const ordered = [...new Set(levels)].sort((a, b) => a - b)
  if (!ordered.length) return { refusal: 'payroll_no_approvers' }
  if (action === 'request_approval') {
    return state.stage === 'calculation' ? { stage: 'pending_approval', level: ordered[0] } : { refusal: 'paycycle_stage_invalid' }
  }
  if (state.stage !== 'pending_approval') return { refusal: 'paycycle_stage_invalid' }
  if (action === 'reject') return { stage: 'calculation', level: 0 }
  const next = ordered.find((l) => l > state.level)
  return next === undefined ? { stage: 'payment', level: 0 } : { stage: 'pending_approval', level: next }
}
