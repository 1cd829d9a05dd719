import type { PayrollReport } from './model'
export { paycycleLabel, paycycleOptions } from '../../components/records/paycycles'

/**
 * The payroll report form (/payroll/reports/create, /clone/:id, /edit/:id): the paycycle picker's
 * options, the clone's prefill and the bodies the API takes. Creating (a clone too) makes a new
 * report whose register the server calculates afresh; editing changes only name and notes.
 */
export interface ReportFormValues { paycycle_id: number | null; name: string; notes: string }
/** POST /api/payroll-report: a new report (the server calculates its register afresh, version 1). */
export interface NewReport { paycycle_id: number; name: string; notes?: string }

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
