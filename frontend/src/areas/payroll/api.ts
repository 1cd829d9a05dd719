import { API_URL, httpClient } from '../../providers/http'
import { apiGet, apiPost, type ListEnvelope } from '../../providers/http-calls'

/** The payroll API (issue 14 contract). Money is decimal text in the currency's major unit. */
export { getPaycycle, listAllPaycycles, listPayrolls, PAYROLL_KEY, type Paycycle, type Payroll } from '../../components/records/paycycles'
import type { Paycycle, Payroll } from '../../components/records/paycycles'

export interface HistoryEntry { action: string; from: string | null; to: string | null; level: number | null; notes: string | null; user_name: string | null; at: string }

export type ReportStatus = 'generated' | 'approval_requested' | 'approved' | 'rejected'
export interface PayrollReport {
  id: number
  paycycle_id: number
  name: string
  status: ReportStatus
  locked: boolean
  visibility: 'all' | 'specific'
  created_by: number | null
  register_version: number
  change_report_confirmed_at?: string | null
  notes: string | null
  source_files?: { file_name: string; file_type: string; file_url: string }[] | null
}

export type ItemKind = 'earning' | 'deduction' | 'employer' | 'info'
export interface RegisterItem { key: string; name: string; category: string; kind: ItemKind; amount: string; reference_only: boolean }
export interface RegisterTotals { gross: string; deductions: string; net: string; employer_contributions: string; employer_cost: string }
export interface RegisterRow extends RegisterTotals { person_id: number; person_name: string; items: RegisterItem[] }
export interface PayRegister {
  report_id: number
  version: number
  currency: string
  rates: Record<string, string>
  period: { start: string; end: string }
  editable: boolean
  rows: RegisterRow[]
  totals: RegisterTotals
}
export interface RegisterBody { rows: { person_id: number; items: { key: string; amount: string }[] }[] }

export interface CyclePayslip { person_id: number; person_name: string; net: string; currency: string; file_key: string | null; file_url: string | null; document_id: number | null }
export interface ChangeReport { ready: boolean; confirmed_at: string | null; items: Record<string, unknown>[] }
export interface VarianceRow { person_id: number; person_name: string; key: string; name: string; previous: string | null; current: string | null; change: string | null; change_pct: string | null }

export interface Payslip {
  id: number
  paycycle_id: number
  payroll_name: string
  period_start: string
  period_end: string
  pay_date: string | null
  currency: string
  net: string
  file_url: string | null
  file_name: string | null
}

export interface ExcelRowError { row: number; column: string; message: string }

const list = (query: Record<string, string>) => new URLSearchParams({ 'external[page]': '1', 'external[per_page]': '1000', ...query }).toString()

export const getPayroll = (id: number) => apiGet<Payroll>(`/payroll/${id}`)

/** A payroll's paycycles, optionally those starting in one year (the list's date range filter). */
export const listPaycycles = (payrollId: number, year?: number) =>
  apiGet<ListEnvelope<Paycycle>>('/paycycle', list({
    'filter[payroll_id]': String(payrollId), sort: 'period_start',
    ...(year ? { 'filter[period_start]': `${year}-01-01..${year}-12-31` } : {}),
  }))
export type NewPaycycle = Pick<Paycycle, 'payroll_id' | 'name' | 'kind' | 'period_start' | 'period_end'> & Partial<Pick<Paycycle, 'pay_day' | 'notes'>>
export const createPaycycle = (body: NewPaycycle) => apiPost<Paycycle>('/paycycle', body)
export const generatePaycycles = (payrollId: number, year: number) =>
  apiPost<{ year: number; created: number; message: string }>(`/payroll/${payrollId}/paycycles`, { year })
export const cycleHistory = (id: number) => apiGet<{ items: HistoryEntry[] }>(`/paycycle/${id}/history`)

export const listReports = (paycycleId?: number) =>
  apiGet<ListEnvelope<PayrollReport>>('/payroll-report', list({ ...(paycycleId ? { 'filter[paycycle_id]': String(paycycleId) } : {}) }))
export const getReport = (id: number) => apiGet<PayrollReport>(`/payroll-report/${id}`)
export interface NewReport { paycycle_id: number; name: string; notes?: string }
/** A new report (the server calculates its register afresh, version 1). */
export const createReport = (body: NewReport) => apiPost<PayrollReport>('/payroll-report', body)
/** Renaming and notes: the creator's, while the report is not locked (the API refuses otherwise, with its message). */
export const updateReport = (id: number, data: { name: string; notes: string | null }) => apiPost<PayrollReport>(`/payroll-report/${id}`, { update_data: data })
export const updateReportFiles = (id: number, files: NonNullable<PayrollReport['source_files']>) =>
  apiPost<PayrollReport>(`/payroll-report/${id}`, { update_data: { source_files: files } })

const central = <T>(what: string, paycycleId: number) => apiGet<T>(`/payroll-central/${what}`, new URLSearchParams({ pay_cycle_id: String(paycycleId) }).toString())
export const payRegister = (paycycleId: number) => central<PayRegister>('pay-register', paycycleId)
export const cyclePayslips = (paycycleId: number) => central<{ items: CyclePayslip[] }>('payslips', paycycleId)
export const changeReport = (paycycleId: number) => central<ChangeReport>('change-report', paycycleId)
/** previous_withheld: the reader may not read the previous cycle's report, so its figures are left out (message says so). */
export const varianceReport = (paycycleId: number) => central<{ rows: VarianceRow[]; previous_withheld?: boolean; message?: string }>('variance-report', paycycleId)

export async function saveRegister(reportId: number, body: RegisterBody) {
  const { data } = await httpClient.put<{ version?: number; message?: string }>(`${API_URL}/payroll-report/${reportId}/register`, body)
  return data
}

export const excelData = (reportId: number, lang: string) =>
  apiGet<{ payroll_doc_signed_url: string; excel_data: unknown }>(`/payroll-report/get/excel-data/${reportId}`, new URLSearchParams({ lang }).toString())

/**
 * The Excel import: a 422 with row errors is an answer to show, not a failure (the shared error
 * shape keeps only field errors), so it resolves; other refusals reject with the API's message.
 */
export async function uploadExcel(reportId: number, file: File) {
  const form = new FormData()
  form.append('file', file)
  const response = await httpClient.post<{ version?: number; message?: string; errors?: ExcelRowError[] }>(
    `${API_URL}/payroll-report/upload/excel/${reportId}`, form, { validateStatus: (s) => (s >= 200 && s < 300) || s === 422 },
  )
  return { ok: response.status < 300, ...response.data }
}

/** GET /api/payslip[?person_id=]: one's own payslips, or a person's for HR; newest period first. */
export const listPayslips = (personId?: number) =>
  apiGet<ListEnvelope<Payslip>>('/payslip', personId ? new URLSearchParams({ person_id: String(personId) }).toString() : '')
    .then((r) => ({ ...r, items: [...r.items].sort((a, b) => b.period_start.localeCompare(a.period_start)) }))

/** A payroll user's decision on a pay item a data manager added or changed (pending until then). */
export type PayItemDecision = 'approved' | 'rejected'
export const decidePayItem = (id: number, status: PayItemDecision, notes?: string) =>
  apiPost<{ message?: string }>(`/person-pay-item/${id}/approval`, { status, ...(notes ? { notes } : {}) })

/** In the vendor portal's partner page (its payroll-report tab). */
export interface PartnerPayrollReport {
  id: number; name: string; status: ReportStatus; locked: boolean; customer_id: number; customer_name: string
  paycycle_id: number; paycycle_name: string; created_by_name: string; created_at: string
}
/** A page of a list, as every list call answers it. */
export type Paged<T> = ListEnvelope<T>
