import { defineWorkflow, stateRefusal } from '../workflow/define.js'

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

/**
 * The stage machine on the kernel (issue 45): forward one step, or back to any earlier step that
 * has work in it until the cycle is paid. A cycle enters approval and leaves it forward only through
 * its report (request approval, each level's approval: POST /api/payroll-report/:id/action), so
 * those moves are the system's here. Who keeps paycycles (the resource's `update`) moves by hand.
 */
export const paycycleWorkflow = defineWorkflow({
  resource: 'paycycle',
  field: 'stage',
  states: PAYCYCLE_STAGES,
  ask: { by: 'state', key: 'to' },
  endpoint: 'stage',
  reach: 'update',
  refusals: { invalid: 'paycycle_stage_invalid', final: 'paycycle_completed', forbidden: 'forbidden' },
  // Once paid (post-pay), the money is out and the payslips are with the people: moving back would
  // withdraw an approval they were paid on. A correction is a retro or off-cycle run.
  explain: (from, to) => (from !== 'completed' && indexOf(to) >= 0 && indexOf(to) < indexOf(from) && PAID_STAGES.includes(from) ? 'paycycle_paid' : null),
  audit: { action: 'stage', shape: 'move' },
  moves: PAYCYCLE_STAGES.flatMap((from, a) => PAYCYCLE_STAGES.flatMap((to, b) => {
    const forward = b === a + 1
    const back = b < a && b >= 1 && !PAID_STAGES.includes(from)
    if (from === 'completed' || !(forward || back)) return []
    const byReport = to === 'pending_approval' || (from === 'pending_approval' && to === 'payment')
    return [{
      action: forward ? `advance_to_${to}` : `back_to_${to}`, from: [from], to, who: 'authenticated' as const,
      ...(byReport ? { system: true, refusal: 'paycycle_stage_needs_report' } : {}),
      ...(back ? { confirm: true, danger: b < indexOf('pending_approval') } : {}),
      // Before approval the cycle's requested or given approval is withdrawn (its reports are generated again); paying pays what it took in.
      effects: ['approval_level', ...(b < indexOf('pending_approval') ? ['withdraw_approval'] : []), ...(from === 'payment' && to === 'post_pay' ? ['paid'] : [])],
    }]
  })),
})

/** Why a stage move is refused by the machine alone (a locale key under messages.), or null. */
export function stageRefusal(from: string, to: string): string | null {
  const refusal = manualStageRefusal(from, to)
  return refusal === 'paycycle_stage_needs_report' ? null : refusal
}

/** Why a move by hand (POST /api/paycycle/:id/stage) is refused: the machine's rule, or that the report makes it. */
export const manualStageRefusal = (from: string, to: string): string | null =>
  indexOf(from) < 0 || indexOf(to) < 0 ? 'paycycle_stage_invalid' : stateRefusal(paycycleWorkflow, from, to)

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
