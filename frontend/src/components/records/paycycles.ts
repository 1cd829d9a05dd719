import type { PaycycleStage } from '@hr/shared'
import { apiGet, type ListEnvelope } from '../../providers/http-calls'
import { fmtPeriod } from '../formats'

/**
 * Payrolls and their paycycles as more than one area reads them: payroll runs them, expense
 * reports and the payroll setup pick or refresh them. The payroll area's own calls stay in its api.ts.
 */
export const PAYROLL_KEY = 'payroll'

export interface Payroll {
  id: number
  name: string
  iso_code: string | null
  frequency: string
  label: string | null
  currency: string
  pay_day_of_month: number | null
}

export interface Paycycle {
  id: number
  payroll_id: number
  name: string
  kind: 'regular' | 'off_cycle'
  period_start: string
  period_end: string
  cut_off_date: string | null
  change_data_due_date: string | null
  calculation_due_date: string | null
  approval_due_date: string | null
  funding_due_date: string | null
  payment_date: string | null
  pay_day: string | null
  stage: PaycycleStage
  approval_level: number | null
  notes: string | null
}

const list = (query: Record<string, string>) => new URLSearchParams({ 'external[page]': '1', 'external[per_page]': '1000', ...query }).toString()

export const listPayrolls = () => apiGet<ListEnvelope<Payroll>>('/payroll', list({ sort: 'name' }))
export const getPaycycle = (id: number) => apiGet<Paycycle>(`/paycycle/${id}`)
/** Every paycycle the user may read, newest period first (the report form's picker). */
export const listAllPaycycles = () => apiGet<ListEnvelope<Paycycle>>('/paycycle', list({ sort: '-period_start' }))

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
