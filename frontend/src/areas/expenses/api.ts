import i18next from 'i18next'
import { API_URL, httpClient } from '../../providers/http'
import { toHttpError } from '../../providers/errors'
import { apiDelete, apiGet, apiPost, type ListEnvelope } from '../../providers/http-calls'
import { fileNameOf, saveBlob } from '../../components/download'
import type { FileDescriptor } from '../../components/upload/FilesInput'
import type { ExpenseReportAction } from '@hr/shared'

/** The expenses API (issue 15). Money travels as decimal text ("12.50"), dates as YYYY-MM-DD. */
export const EXPENSES_KEY = 'expenses'

export interface Expense {
  id: number
  person_id: number
  name: string
  allowance_item_id: number
  amount: string
  currency: string
  transaction_date: string
  payment_type: 'company_card' | 'cash'
  tax_included: boolean
  taxable_amount: string | null
  tax_amount: string | null
  tax_rate: string | null
  invoice_number: string | null
  paying_entity_id: number | null
  paycycle_id: number | null
  origin: string | null
  destination: string | null
  receipt: FileDescriptor[] | null
  files: FileDescriptor[] | null
  notes: string | null
  status: string
  over_limit: boolean
  limit_flags: string | null
  split_group: string | null
  decision_notes: string | null
  decided_by: number | null
  decided_at: string | null
  expense_report_id: number | null
  report_currency: string | null
  converted_amount: string | null
  exchange_rate: string | null
  rate_date: string | null
  created_at: string | null
  [k: string]: unknown
}

export interface AllowanceItem { id: number; name: string; pay_item_key: string; currency: string | null; is_active: boolean; receipt_required: boolean; paying_entity_id: number | null }

export interface ExpenseFilters {
  personId?: number | null
  status?: string | null
  allowanceItemId?: number | null
  from?: string | null
  to?: string | null
}

const page = (perPage = 500) => ({ 'external[page]': '1', 'external[per_page]': String(perPage) })

/** Claims by the list convention, newest transaction first. */
export function listExpenses(f: ExpenseFilters = {}) {
  const qs = new URLSearchParams({ ...page(), sort: '-transaction_date' })
  if (f.personId) qs.set('filter[person_id]', String(f.personId))
  if (f.status) qs.set('filter[status]', f.status)
  if (f.allowanceItemId) qs.set('filter[allowance_item_id]', String(f.allowanceItemId))
  if (f.from || f.to) qs.set('filter[transaction_date]', `${f.from ?? ''}..${f.to ?? ''}`)
  return apiGet<ListEnvelope<Expense>>('/expense', qs.toString())
}

/** Where a total's rate came from: a report's own rate, or the platform's (GET /api/expense-total, issue 43 §6). */
export type RateSource =
  | { kind: 'report'; report_id: number; report_name: string; from: string; to: string; rate: string; date: string | null }
  | { kind: 'platform'; from: string; to: string; rate: string; date: string | null }
/** A currency left out of a total, with the report its claims are in (null: in none). */
export interface MissingRate { currency: string; report_id: number | null; report_name: string | null }
export interface ExpenseTotal {
  currency: string; total: string; by_currency: { currency: string; total: string }[]; unconverted: string[]
  sources: RateSource[]; missing: MissingRate[]
}

/** The query of GET /api/expense-total for the claims screen's filters. */
export function totalQuery(f: ExpenseFilters = {}): Record<string, string> {
  const q: Record<string, string> = {}
  if (f.personId) q.person_id = String(f.personId)
  if (f.status) q.status = f.status
  if (f.allowanceItemId) q.allowance_item_id = String(f.allowanceItemId)
  if (f.from) q.from = f.from
  if (f.to) q.to = f.to
  return q
}

export const createExpense = (body: Record<string, unknown>) => apiPost<Expense>('/expense', body)
export const updateExpense = (id: number, data: Record<string, unknown>) => apiPost<Expense>(`/expense/${id}`, { update_data: data })
export const deleteExpense = (id: number) => apiDelete(`/expense/${id}`)

/** A claim against its item's limits, judged now over the month's claims that count (GET /api/expense/:id/limits). */
export interface ClaimLimits {
  currency: string
  /** YYYY-MM */
  month: string
  limit_per_claim: string | null
  limit_per_month: string | null
  claim_amount: string | null
  /** the month's positive, not rejected claims on the item, this one included */
  month_total: string | null
  flags: string[]
  over_limit: boolean
}
export interface SplitPart { allowance_item_id: number | null; amount: string; taxable_amount?: string | null; name?: string | null; notes?: string | null }
export interface SplitBody {
  person_id: number
  name: string
  currency: string
  transaction_date: string
  payment_type: string
  tax_included?: boolean
  paying_entity_id?: number | null
  paycycle_id?: number | null
  origin?: string | null
  destination?: string | null
  receipt: FileDescriptor[]
  files?: FileDescriptor[]
  notes?: string | null
  parts: SplitPart[]
}
/** One receipt split into several claims (all or nothing). */
export const splitExpense = (body: SplitBody) => apiPost<{ split_group: string; items: Expense[] }>('/expense/split', body)

/** The company's expense items (allowance items), by name; `active` only those still offered. */
export const listAllowanceItems = (active = false) =>
  apiGet<ListEnvelope<AllowanceItem>>('/allowance-item', new URLSearchParams({ ...page(1000), ...(active ? { 'filter[is_active]': 'true' } : {}), sort: 'name' }).toString())

// ---- Expense reports ----

export interface ExpenseReport {
  id: number
  name: string
  period_start: string
  period_end: string
  currency: string
  report_date: string | null
  paycycle_id: number | null
  notes: string | null
  status: string
  locked: boolean
  total: string | null
  item_count: number
  created_by: number | null
}

export interface ReportLine {
  id: number
  person_id: number
  person_name: string
  name: string
  allowance_item_name: string
  pay_item_key: string
  amount: string
  currency: string
  converted_amount: string | null
  exchange_rate: string | null
  rate_date: string | null
  status: string
}
export interface ReportLines { items: ReportLine[]; currency: string; total: string; missing_rates: string[] }
export interface ReportRate { id: number; from_currency: string; to_currency: string; rate: string; rate_date: string | null; source: string | null }
export interface ReportShare { user_id: number; name: string; email: string | null; confirmed_at: string | null }
export interface ReportShares { items: ReportShare[]; confirm_pending: boolean; manages: boolean }
export type NewExpenseReport = Pick<ExpenseReport, 'name' | 'period_start' | 'period_end' | 'currency'> & Partial<Pick<ExpenseReport, 'report_date' | 'paycycle_id' | 'notes'>>

export const listExpenseReports = () => apiGet<ListEnvelope<ExpenseReport>>('/expense-report', new URLSearchParams({ ...page(1000), sort: '-id' }).toString())
export const getExpenseReport = (id: number) => apiGet<ExpenseReport>(`/expense-report/${id}`)
export const createExpenseReport = (body: NewExpenseReport) => apiPost<ExpenseReport>('/expense-report', body)
export const reportLines = (id: number) => apiGet<ReportLines>(`/expense-report/${id}/items`)
export const reportRates = (id: number) => apiGet<{ items: ReportRate[] }>(`/expense-report/${id}/rates`)
export const addReportRate = (id: number, body: { from: string; to: string; rate: string }) => apiPost<ReportRate>(`/expense-report/${id}/rates`, body)
export const deleteReportRate = (id: number, rateId: number) => apiDelete(`/expense-report/${id}/rates/${rateId}`)
export const reportShares = (id: number) => apiGet<ReportShares>(`/expense-report/${id}/shares`)
export const expenseReportAction = (id: number, action: ExpenseReportAction, extra: { user_ids?: number[]; paycycle_id?: number } = {}) =>
  apiPost<ExpenseReport>(`/expense-report/${id}/action`, { action, ...extra })

const parseJson = (text: string): unknown => {
  try { return JSON.parse(text) } catch { return null }
}

/** Saves the report as Excel or PDF through the API client (same-origin header, the API's error message). */
export async function downloadReport(id: number, format: 'xlsx' | 'pdf', fallbackName: string) {
  const res = await httpClient.get(`${API_URL}/expense-report/${id}/export`, { params: { format }, responseType: 'blob', validateStatus: () => true })
  if (res.status >= 300) {
    // A refusal comes back as a blob too: its JSON carries the API's message.
    const body = await (res.data as Blob).text().then(parseJson, () => null)
    throw toHttpError(res.status, body, i18next.t('messages.error_occurred_contact_admin'))
  }
  saveBlob(res.data as Blob, fileNameOf(res.headers['content-disposition'] as string | undefined, fallbackName))
}

