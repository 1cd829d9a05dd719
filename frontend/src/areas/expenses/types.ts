import type { CrudFilter } from '@refinedev/core'
import type { allowanceItem, expense, expenseReport, FileDescriptor, RowOf } from '@hr/shared'

/**
 * The expenses area's rows and answers. A claim, an expense item and a report are catalogue rows
 * (their declarations' types); the rest are the answers of the area's own endpoints (a report's
 * lines, rates and shares, the claims' total, a claim's limits), which no declaration describes.
 * Money travels as decimal text ("12.50"), dates as YYYY-MM-DD.
 */
export type Expense = RowOf<typeof expense>
export type AllowanceItem = RowOf<typeof allowanceItem>
export type ExpenseReport = RowOf<typeof expenseReport>

export interface ExpenseFilters {
  personId?: number | null
  status?: string | null
  allowanceItemId?: number | null
  from?: string | null
  to?: string | null
}

/**
 * The claims list's filters in Refine's terms (the data provider writes them in the API's list
 * convention). Every field is always named, empty ones with no value: a permanent filter cleared
 * by the screen is then dropped rather than left over from the last one.
 */
export function claimFilters(f: ExpenseFilters): CrudFilter[] {
  return [
    { field: 'person_id', operator: 'eq', value: f.personId ?? undefined },
    { field: 'status', operator: 'eq', value: f.status ?? undefined },
    { field: 'allowance_item_id', operator: 'eq', value: f.allowanceItemId ?? undefined },
    { field: 'transaction_date', operator: 'between', value: f.from || f.to ? [f.from ?? null, f.to ?? null] : undefined },
  ]
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
/** One receipt split into several claims (POST /api/expense/split, all or nothing). */
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

/** A report's claim as GET /api/expense-report/:id/items answers it (its person's and item's names joined). */
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
