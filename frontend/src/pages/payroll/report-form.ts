import type { NewReport, Paycycle, Payroll, PayrollReport } from './api'
import { fmtPeriod } from './format'

/**
 * The payroll report form (/payroll/reports/create, /clone/:id, /edit/:id): the paycycle picker's
 * options, the clone's prefill and the bodies the API takes. Creating (a clone too) makes a new
 * report whose register the server calculates afresh; editing changes only name and notes.
 */
export interface ReportFormValues { paycycle_id: number | null; name: string; notes: string }

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

/** `?paycycle_id=` as a preselected paycycle (anything but a positive whole number is ignored). */
export function preselectedPaycycle(param: string | null | undefined): number | null {
  const n = Number(param)
  return param && Number.isInteger(n) && n > 0 ? n : null
}

export const emptyReportForm = (paycycleId: number | null = null): ReportFormValues => ({ paycycle_id: paycycleId, name: '', notes: '' })

/** A clone starts from the report's paycycle, its name marked as a copy (the caller's translated text) and its notes. */
export function clonePrefill(report: Pick<PayrollReport, 'paycycle_id' | 'name' | 'notes'>, copyName: (name: string) => string): ReportFormValues {
  return { paycycle_id: report.paycycle_id, name: copyName(report.name), notes: report.notes ?? '' }
}

/** POST /api/payroll-report: text trimmed, empty notes left out (a missing paycycle or name is the API's to refuse). */
export function createBody(values: Partial<ReportFormValues>): NewReport {
  const notes = values.notes?.trim()
  return { paycycle_id: values.paycycle_id as number, name: values.name?.trim() ?? '', ...(notes ? { notes } : {}) }
}

/** POST /api/payroll-report/:id { update_data }: cleared notes sent as null so they are really cleared. */
export function updateBody(values: Partial<ReportFormValues>): { name: string; notes: string | null } {
  return { name: values.name?.trim() ?? '', notes: values.notes?.trim() || null }
}

export const REPORTS_URL = '/payroll/reports'
export const reportCreateUrl = (paycycleId?: number) => (paycycleId ? `${REPORTS_URL}/create?paycycle_id=${paycycleId}` : `${REPORTS_URL}/create`)
export const reportCloneUrl = (reportId: number) => `${REPORTS_URL}/clone/${reportId}`
export const reportEditUrl = (reportId: number) => `${REPORTS_URL}/edit/${reportId}`
