import { PAYCYCLE_STAGES, STAGE_WORKFLOW, stageCode, stageMoves, type PaycycleStage } from '@hr/shared'
import type { Paycycle } from './model'
export { cycleUrl } from '../../components/records/paycycles'

/**
 * The cycle page's four steps (domain §4): 1.1 change data (and the calculation), 2.x approval at
 * the current level, 3.1 payment, 4.1 post-pay — each with its due dates and whether it is done,
 * under way or to come, from the shared stage machine.
 */
export type StepKey = 'change_data' | 'approval' | 'payment' | 'post_pay'
export type DueField = 'change_data_due_date' | 'calculation_due_date' | 'approval_due_date' | 'funding_due_date' | 'payment_date' | 'pay_day'
export interface CycleStep {
  key: StepKey
  code: string
  status: 'wait' | 'process' | 'finish'
  dues: { field: DueField; date: string | null }[]
}

type CycleDates = Pick<Paycycle, 'stage' | 'approval_level' | DueField>

const STEPS: { key: StepKey; stage: PaycycleStage; dues: DueField[] }[] = [
  { key: 'change_data', stage: 'change_data', dues: ['change_data_due_date', 'calculation_due_date'] },
  { key: 'approval', stage: 'pending_approval', dues: ['approval_due_date'] },
  { key: 'payment', stage: 'payment', dues: ['funding_due_date', 'payment_date'] },
  { key: 'post_pay', stage: 'post_pay', dues: ['pay_day'] },
]

export const approvalLevel = (cycle: Pick<Paycycle, 'approval_level'>) => Math.max(1, Number(cycle.approval_level) || 1)

export function cycleSteps(cycle: CycleDates): CycleStep[] {
  const current = cycle.stage === 'completed' ? 5 : (STAGE_WORKFLOW[cycle.stage] ?? 0)
  return STEPS.map((step, i) => ({
    key: step.key,
    code: stageCode(step.stage, approvalLevel(cycle)) ?? '',
    status: i + 1 < current ? 'finish' : i + 1 === current ? 'process' : 'wait',
    dues: step.dues.map((field) => ({ field, date: cycle[field] ?? null })),
  }))
}

/** The index antd Steps marks as current: the step under way, past the end once completed. */
export function currentStepIndex(stage: PaycycleStage): number {
  if (stage === 'completed') return STEPS.length
  return Math.max(0, (STAGE_WORKFLOW[stage] ?? 1) - 1)
}

/** The stage tag's text parts: the cycle code where the stage has one (1.1, 2.2, 3.1, 4.1). */
export const stageTagCode = (cycle: Pick<Paycycle, 'stage' | 'approval_level'>) => stageCode(cycle.stage, approvalLevel(cycle))

export const STAGE_COLOURS: Record<PaycycleStage, string> = {
  not_started: 'default', change_data: 'blue', calculation: 'cyan', pending_approval: 'gold', payment: 'purple', post_pay: 'geekblue', completed: 'green',
}

/** The stage buttons a cycle offers: forward one step first, then back to each earlier step. */
export function stageMoveOptions(stage: PaycycleStage): { to: PaycycleStage; direction: 'forward' | 'back' }[] {
  const at = PAYCYCLE_STAGES.indexOf(stage)
  return stageMoves(stage)
    .map((to) => ({ to, direction: PAYCYCLE_STAGES.indexOf(to) > at ? 'forward' as const : 'back' as const }))
    .sort((a, b) => (a.direction === b.direction ? PAYCYCLE_STAGES.indexOf(b.to) - PAYCYCLE_STAGES.indexOf(a.to) : a.direction === 'forward' ? -1 : 1))
}

/** Shell §2.1: a regular cycle's page and an off-cycle run's page. */
export const reportUrl = (reportId: number) => `/payroll/reports/${reportId}`
