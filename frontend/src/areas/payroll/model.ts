import type { paycycle, payroll, payrollReport, RowOf } from '@hr/shared'

/**
 * The payroll area's rows and answers (issue 14 contract). Catalogue rows are their declarations'
 * (RowOf); the rest are the API's own payroll endpoints' answers. Money is decimal text in the
 * currency's major unit. Every call goes through Refine's data provider.
 */
export type Payroll = RowOf<typeof payroll>
/**
 * Its `payroll_id` is a field constant shared by the payroll declarations and typed wide (FieldDef),
 * which RowOf cannot name as a column: it is added here, as the declaration gives it (required reference).
 */
export type Paycycle = RowOf<typeof paycycle>
export type PayrollReport = RowOf<typeof payrollReport>
export type ReportStatus = PayrollReport['status']

/** The list envelope of the API's own list calls (GET /api/payslip, a partner's reports). */
export interface Paged<T> { items: T[]; itemsTotal: number; nextPage: number | null }

export interface HistoryEntry { action: string; from: string | null; to: string | null; level: number | null; notes: string | null; user_name: string | null; at: string }

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
/** previous_withheld: the reader may not read the previous cycle's report, so its figures are left out (message says so). */
export interface VarianceReport { rows: VarianceRow[]; previous_withheld?: boolean; message?: string }

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

/** A payroll user's decision on a pay item a data manager added or changed (pending until then). */
export type PayItemDecision = 'approved' | 'rejected'

/** In the vendor portal's partner page (its payroll-report tab). */
export interface PartnerPayrollReport {
  id: number; name: string; status: ReportStatus; locked: boolean; customer_id: number; customer_name: string
  paycycle_id: number; paycycle_name: string; created_by_name: string; created_at: string
}

/** The payroll-central reports of one cycle (GET /api/payroll-central/<kind>?pay_cycle_id=). */
export const centralPath = (kind: 'pay-register' | 'payslips' | 'change-report' | 'variance-report') => `/payroll-central/${kind}`
export const cycleQuery = (paycycleId: number) => ({ pay_cycle_id: paycycleId })

/** Successes and refusals are worded by the screens themselves: Refine's own toasts stay off. */
export const QUIET = { successNotification: false as const, errorNotification: false as const }
