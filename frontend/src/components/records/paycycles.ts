import type { paycycle, payroll, RowOf } from '@hr/shared'
import { fmtPeriod } from '../formats'

/**
 * Payrolls and their paycycles as more than one area shows them: payroll runs them, expense
 * reports pick them. The rows are the declarations' (RowOf).
 */
export type Payroll = RowOf<typeof payroll>
export type Paycycle = RowOf<typeof paycycle>

/** A cycle's page in the payroll area (an off-cycle run has its own). */
export const cycleUrl = (cycle: Pick<Paycycle, 'id' | 'kind'>) =>
  (cycle.kind === 'off_cycle' ? `/payroll/off-pay-cycle/${cycle.id}` : `/payroll/pay-cycle/${cycle.id}`)

type CycleLabelled = Pick<Paycycle, 'payroll_id' | 'name' | 'kind' | 'period_start' | 'period_end'>

/** A paycycle as the picker shows it: its payroll's name and its period; an off-cycle run adds its own name. */
export function paycycleLabel(cycle: CycleLabelled, payrollName?: string | null): string {
  const parts = [payrollName || `#${cycle.payroll_id}`, fmtPeriod(cycle.period_start, cycle.period_end)]
  if (cycle.kind === 'off_cycle') parts.push(cycle.name)
  return parts.join(' · ')
}

/** The picker's options: newest period first, then by payroll name. */
export function paycycleOptions(cycles: (CycleLabelled & Pick<Paycycle, 'id'>)[], payrolls: Pick<Payroll, 'id' | 'name'>[]) {
  const names = new Map(payrolls.map((p) => [p.id, p.name]))
  return [...cycles]
    .sort((a, b) => b.period_start.localeCompare(a.period_start) || (names.get(a.payroll_id) ?? '').localeCompare(names.get(b.payroll_id) ?? '') || a.id - b.id)
    .map((c) => ({ value: c.id, label: paycycleLabel(c, names.get(c.payroll_id)) }))
}
