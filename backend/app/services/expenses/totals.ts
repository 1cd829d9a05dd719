import db from '@adonisjs/lucid/services/db'
import { convertMinorExact, getResource } from '@hr/shared'
import { customerCurrency } from '#services/customer_currency'
import { fromMinor, minorDigits } from '#services/money'
import { scopeQuery, scopeRows, type Tenancy } from '#services/tenancy'
import { platformRate } from './rates.js'
import { today } from './report_lines.js'

export interface TotalFilters { person_id?: number; status?: string; from?: string; to?: string; allowance_item_id?: number }

/**
 * GET /api/expense-total: the claims the user may list (the catalogue's scoping and row rules),
 * filtered as the /expenses screen is, summed per currency and in the customer's currency at
 * today's platform rates (each currency's sum converted once). Currencies without a rate are named.
 * Sums are exact past 2^53 minor units: the database's sum is read as text (a number would round
 * it) and the conversions are added as BigInt.
 */
export async function expenseTotals(t: Tenancy, customerId: number, filters: TotalFilters) {
  const def = getResource('expense')
  const q = scopeRows(def, 'list', scopeQuery(def, db.from('expenses'), t), t)
  if (filters.person_id) q.where('expenses.person_id', filters.person_id)
  if (filters.status) q.where('expenses.status', filters.status)
  if (filters.allowance_item_id) q.where('expenses.allowance_item_id', filters.allowance_item_id)
  if (filters.from) q.where('expenses.transaction_date', '>=', filters.from)
  if (filters.to) q.where('expenses.transaction_date', '<=', filters.to)
  const sums = await q.groupBy('expenses.currency').select('expenses.currency').select(db.raw('CAST(SUM(expenses.amount) AS TEXT) as total')).count('* as n').orderBy('expenses.currency')
  const currency = await customerCurrency(customerId)
  const digits = minorDigits(currency)
  let total = 0n
  const unconverted: string[] = []
  for (const s of sums) {
    const rate = await platformRate(db, String(s.currency), currency, today())
    if (rate) total += convertMinorExact(String(s.total ?? 0), minorDigits(s.currency), rate.rate, digits)
    else unconverted.push(String(s.currency))
  }
  return {
    currency, total: fromMinor(total, digits), unconverted,
    by_currency: sums.map((s) => ({ currency: String(s.currency), total: fromMinor(String(s.total ?? 0), minorDigits(s.currency)), count: Number(s.n) })),
  }
}
