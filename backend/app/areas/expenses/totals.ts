import db from '@adonisjs/lucid/services/db'
import { claimsTotal, getResource, type ClaimGroup, type PickedRate } from '@hr/shared'
import { customerCurrency } from '#services/customer_currency'
import { fromMinor, minorDigits } from '#services/money'
import { scopeQuery, scopeRows, type Tenancy } from '#services/tenancy'
import { platformRate } from './rates.js'
import { reportRates, today } from './report_lines.js'

export interface TotalFilters { person_id?: number; status?: string; from?: string; to?: string; allowance_item_id?: number }

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v ? String(v).slice(0, 10) : null)

/**
 * GET /api/expense-total: the claims the user may list (the catalogue's scoping and row rules),
 * filtered as the /expenses screen is, summed per currency and in the customer's currency. Which
 * rate converts them is the shared rule (claimsTotal, issue 43 §6): a claim in an expense report at
 * that report's rate, any other at the platform's rate of today; the answer names every rate used
 * (`sources`) and every currency left out with the report its claims are in (`missing`), so the
 * screen says where the total comes from and where a missing rate is added. Sums are exact past
 * 2^53 minor units: the database's sums are read as text and added as BigInt.
 */
export async function expenseTotals(t: Tenancy, customerId: number, filters: TotalFilters) {
  const def = getResource('expense')
  const q = scopeRows(def, 'list', scopeQuery(def, db.from('expenses'), t), t)
  if (filters.person_id) q.where('expenses.person_id', filters.person_id)
  if (filters.status) q.where('expenses.status', filters.status)
  if (filters.allowance_item_id) q.where('expenses.allowance_item_id', filters.allowance_item_id)
  if (filters.from) q.where('expenses.transaction_date', '>=', filters.from)
  if (filters.to) q.where('expenses.transaction_date', '<=', filters.to)
  const sums = await q.groupBy('expenses.currency', 'expenses.expense_report_id')
    .select('expenses.currency', 'expenses.expense_report_id')
    .select(db.raw('CAST(SUM(expenses.amount) AS TEXT) as total'))
    .select(db.raw('CAST(SUM(expenses.converted_amount) AS TEXT) as converted'))
    .select(db.raw('COUNT(expenses.converted_amount) as converted_count'))
    .count('* as n').orderBy('expenses.currency')
  const currency = await customerCurrency(customerId)
  const digits = minorDigits(currency)

  const reportIds = [...new Set(sums.map((s) => s.expense_report_id).filter((id) => id !== null).map(Number))]
  const reports = new Map<number, NonNullable<ClaimGroup['report']>>()
  if (reportIds.length) {
    for (const r of await db.from('expense_reports').whereIn('id', reportIds).select('id', 'name', 'currency')) {
      const rates = (await reportRates(db, Number(r.id))).map((x) => ({ from_currency: x.from_currency, to_currency: x.to_currency, rate: String(x.rate), rate_date: day(x.rate_date) }))
      reports.set(Number(r.id), { id: Number(r.id), name: String(r.name), currency: String(r.currency), rates, converted: null, converted_count: 0 })
    }
  }
  const groups: ClaimGroup[] = sums.map((s) => {
    const report = s.expense_report_id === null ? undefined : reports.get(Number(s.expense_report_id))
    return {
      currency: String(s.currency), amount: String(s.total ?? 0), count: Number(s.n),
      report: report ? { ...report, converted: s.converted === null ? null : String(s.converted), converted_count: Number(s.converted_count) } : null,
    }
  })
  // The platform's rates are looked up once per currency that needs one.
  const platform = new Map<string, PickedRate | null>()
  for (const g of groups) {
    if (g.currency !== currency && !platform.has(g.currency)) platform.set(g.currency, await platformRate(db, g.currency, currency, today()))
  }
  const result = claimsTotal(groups, currency, minorDigits, (from) => platform.get(from) ?? null)

  const byCurrency = new Map<string, { currency: string; total: bigint; count: number }>()
  for (const g of groups) {
    const entry = byCurrency.get(g.currency) ?? { currency: g.currency, total: 0n, count: 0 }
    entry.total += BigInt(String(g.amount))
    entry.count += g.count
    byCurrency.set(g.currency, entry)
  }
  return {
    currency, total: fromMinor(result.total, digits),
    unconverted: [...new Set(result.missing.map((m) => m.currency))],
    sources: result.sources, missing: result.missing,
    by_currency: [...byCurrency.values()].map((c) => ({ currency: c.currency, total: fromMinor(c.total, minorDigits(c.currency)), count: c.count })),
  }
}
