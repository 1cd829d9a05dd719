import { expenseEditable, hasAccess, mayDecideExpense, type RoleSubject } from '@hr/shared'
import { isDecimal, sumDecimals } from '../../components/decimal'
import type { ClaimLimits, RateSource, SplitBody, SplitPart } from './types'

/** The moves a user is offered on a claim (the API decides again). */
export type ExpenseAction = 'approve' | 'reject' | 'edit' | 'delete'

/**
 * Approve and reject: a submitted claim, for its person's reporting manager or a payroll user,
 * never one's own (mayDecideExpense, the API's rule). Edit and delete: while submitted, for the
 * person or a payroll user.
 */
export function expenseActions(user: RoleSubject, row: { person_id: number; status: string }, reportingManagerId: number | null = null): ExpenseAction[] {
  const own = !!user.person_id && user.person_id === row.person_id
  const payroll = hasAccess(user, 'payroll')
  const reports = user.report_person_ids ?? []
  const decider = mayDecideExpense(
    { personId: user.person_id ?? null, hasPayrollPrivilege: payroll },
    { person_id: row.person_id, reporting_manager_id: reportingManagerId ?? (reports.includes(row.person_id) ? user.person_id ?? null : null) },
  )
  const actions: ExpenseAction[] = []
  if (row.status === 'submitted' && decider) actions.push('approve', 'reject')
  if (expenseEditable(row.status) && (own || payroll)) actions.push('edit', 'delete')
  return actions
}

/** Items paid as travel or transport ask where from and where to. */
export const ROUTE_KEYS = ['travel', 'transportation'] as const
export const asksRoute = (payItemKey: string | null | undefined) => !!payItemKey && (ROUTE_KEYS as readonly string[]).includes(payItemKey)

/** The split form's running total: the parts' amounts summed exactly (blank or malformed ones skipped). */
export const splitTotal = (parts: readonly Pick<SplitPart, 'amount'>[]) => sumDecimals(parts.map((p) => String(p.amount ?? '').trim()))

/** Parts whose amount is not a decimal yet (the form marks them before sending). */
export const badAmounts = (parts: readonly Pick<SplitPart, 'amount'>[]) =>
  parts.flatMap((p, i) => (isDecimal(String(p.amount ?? '').trim()) ? [] : [i]))

/** The claim form's fields (what a person keeps on their own claim). */
export const CLAIM_FIELDS = ['name', 'allowance_item_id', 'amount', 'currency', 'transaction_date', 'payment_type', 'tax_included', 'taxable_amount',
  'tax_amount', 'tax_rate', 'invoice_number', 'paying_entity_id', 'paycycle_id', 'origin', 'destination', 'receipt', 'files', 'notes'] as const

/**
 * POST /api/expense (or its update_data): blank text sent as null; the route only for items that ask
 * for it. A new claim without a paying entity leaves it out, so the API applies the item's default.
 */
export function claimPayload(values: Record<string, unknown>, withRoute: boolean, creating = false) {
  const out: Record<string, unknown> = {}
  for (const key of CLAIM_FIELDS) {
    const v = values[key]
    out[key] = typeof v === 'string' ? (v.trim() || null) : v ?? null
  }
  out.tax_included = !!values.tax_included
  if (!withRoute) { out.origin = null; out.destination = null }
  if (creating && out.paying_entity_id == null) delete out.paying_entity_id
  return out
}

export interface SplitFormValues extends Omit<SplitBody, 'person_id' | 'parts'> { parts: SplitPart[] }

export const blankPart = (): SplitPart => ({ allowance_item_id: null, amount: '', taxable_amount: '', name: '', notes: '' })

/** POST /api/expense/split: text trimmed, blank optional fields left out; the route only when an item asks for it. */
export function splitBody(personId: number, v: SplitFormValues, withRoute: boolean): SplitBody {
  const text = (s: unknown) => (typeof s === 'string' && s.trim() ? s.trim() : undefined)
  const body: SplitBody = {
    person_id: personId,
    name: v.name?.trim() ?? '',
    currency: v.currency,
    transaction_date: v.transaction_date,
    payment_type: v.payment_type,
    receipt: v.receipt ?? [],
    parts: v.parts.map((p) => ({
      allowance_item_id: p.allowance_item_id,
      amount: String(p.amount ?? '').trim(),
      ...(text(p.taxable_amount) ? { taxable_amount: text(p.taxable_amount) } : {}),
      ...(text(p.name) ? { name: text(p.name) } : {}),
      ...(text(p.notes) ? { notes: text(p.notes) } : {}),
    })),
  }
  if (v.tax_included != null) body.tax_included = !!v.tax_included
  if (v.paying_entity_id) body.paying_entity_id = v.paying_entity_id
  if (v.files?.length) body.files = v.files
  if (text(v.notes)) body.notes = text(v.notes)
  if (withRoute) {
    if (text(v.origin)) body.origin = text(v.origin)
    if (text(v.destination)) body.destination = text(v.destination)
  }
  return body
}


export const EXPENSE_STATUS_COLOURS: Record<string, string> = {
  submitted: 'gold', approved: 'green', rejected: 'red', processing: 'cyan', confirmed: 'geekblue', processed: 'blue',
  pending_payment_confirmation: 'orange', paid: 'purple',
}
export const REPORT_STATUS_COLOURS: Record<string, string> = {
  report_generated: 'blue', report_confirmed: 'geekblue', processed: 'cyan', pending_payment_confirmation: 'orange', paid: 'purple', canceled: 'default',
}

/** The report page's URLs. */
export const EXPENSE_REPORTS_URL = '/expenses/reports'
export const expenseReportUrl = (id: number) => `${EXPENSE_REPORTS_URL}/${id}`

/** One line of what the decider reads beside the decision: a locale key, its amounts, and whether the claim is over that limit. */
export interface LimitLine { key: string; amounts: Record<string, string>; over: boolean }

/**
 * The claim against each limit its item has (expenses_ui.limits.*): per claim, the claim; per
 * month, the month's claims that count with this one. Amounts stay decimal text in `currency`,
 * formatted by the screen. A month with a claim that cannot be converted says only that.
 */
export function limitLines(l: ClaimLimits): LimitLine[] {
  if (l.flags.includes('no_rate')) return [{ key: 'expenses_ui.limits.no_rate', amounts: {}, over: false }]
  const lines: LimitLine[] = []
  if (l.limit_per_claim != null && l.claim_amount != null) {
    lines.push({ key: 'expenses_ui.limits.per_claim', amounts: { limit: l.limit_per_claim, amount: l.claim_amount }, over: l.flags.includes('per_claim') })
  }
  if (l.limit_per_month != null && l.month_total != null) {
    lines.push({ key: 'expenses_ui.limits.per_month', amounts: { limit: l.limit_per_month, total: l.month_total }, over: l.flags.includes('per_month') })
  }
  return lines
}

/** One rate of a total as the screen words it: a locale key of expenses_ui.rate_sources and its values. */
export interface SourceLine { key: string; values: Record<string, string> }

/**
 * "Rates: report R-12 (EUR→SGD 1.45), platform rate of 29 Nov 2026 (USD→SGD 1.3412)" as lines
 * (issue 43 §6): a report's rates first, then the platform's; `date` formats a stored date.
 */
export function sourceLines(sources: readonly RateSource[], date: (iso: string | null) => string): SourceLine[] {
  return sources.map((s) => {
    const pair = { from: s.from, to: s.to, rate: s.rate }
    return s.kind === 'report'
      ? { key: 'expenses_ui.rate_sources.report', values: { ...pair, report: s.report_name } }
      : { key: 'expenses_ui.rate_sources.platform', values: { ...pair, date: date(s.date) } }
  })
}

/** The report page that adds a missing rate: its rates form opens with the currency filled in. */
export const addRateUrl = (reportId: number, currency: string) => `${expenseReportUrl(reportId)}?add_rate=${encodeURIComponent(currency)}`
