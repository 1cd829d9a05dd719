import { convertMinor, inverseRate } from '@hr/shared/payroll'
import { Decimal } from 'decimal.js'
import { fromMinor, minorDigits } from '#services/money'
import type { Client } from '#services/db_client'
import { platformRate } from './rates.js'

/**
 * The claims of an expense report and their conversion (issue 15): each claim is converted into
 * the report's currency with the report's own rate for its currency (the pair, else the inverse of
 * the opposite pair), rounded once; the report's total is the sum of its converted lines.
 */
type Row = Record<string, any>
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))
export const today = () => new Date().toISOString().slice(0, 10)

export const reportRates = (client: Client, reportId: number) =>
  client.from('expense_report_rates').where('report_id', reportId).orderBy('from_currency').orderBy('to_currency')

/** The report's rate from `from` into `to`, or null when it has none. */
export function rateInto(rates: Row[], from: string, to: string): { rate: string; date: string } | null {
  if (from === to) return { rate: '1', date: '' }
  const direct = rates.find((r) => r.from_currency === from && r.to_currency === to)
  if (direct) return { rate: String(direct.rate), date: day(direct.rate_date) }
  const inverse = rates.find((r) => r.from_currency === to && r.to_currency === from)
  if (inverse && !new Decimal(String(inverse.rate)).isZero()) {
    return { rate: inverseRate(String(inverse.rate)), date: day(inverse.rate_date) }
  }
  return null
}

/** Approved claims of the report's period, in no other report, join it. */
export async function gatherClaims(client: Client, report: Row) {
  await client.from('expenses').where({ customer_id: Number(report.customer_id), status: 'approved' }).whereNull('expense_report_id')
    .whereBetween('transaction_date', [day(report.period_start), day(report.period_end)])
    .update({ expense_report_id: Number(report.id), updated_at: new Date().toISOString() })
}

/** Every currency of the report's claims without a rate gets the platform's rate of the report date. */
export async function defaultRates(client: Client, report: Row, userId: number | null) {
  const currencies = (await client.from('expenses').where('expense_report_id', Number(report.id)).distinct('currency')).map((r) => String(r.currency))
  const rates = await reportRates(client, Number(report.id))
  const on = report.report_date ? day(report.report_date) : today()
  for (const currency of currencies) {
    if (rateInto(rates, currency, String(report.currency))) continue
    const found = await platformRate(client, currency, String(report.currency), on)
    if (!found) continue
    await client.table('expense_report_rates').insert({
      report_id: Number(report.id), from_currency: currency, to_currency: String(report.currency), rate: found.rate,
      rate_date: found.date, source: 'platform', created_by: userId, created_at: new Date().toISOString(),
    })
  }
}

/**
 * Converts every claim of the report with its current rates and stores the total; returns the
 * currencies without a rate. The total is a BigInt sum, exact past 2^53 minor units.
 */
export async function convertReport(client: Client, report: Row) {
  const currency = String(report.currency)
  const digits = minorDigits(currency)
  const rates = await reportRates(client, Number(report.id))
  const claims = await client.from('expenses').where('expense_report_id', Number(report.id)).select('id', 'amount', 'currency', 'converted_amount', 'exchange_rate', 'report_currency')
  const missing = new Set<string>()
  let total = 0n
  const now = new Date().toISOString()
  for (const claim of claims) {
    const rate = rateInto(rates, String(claim.currency), currency)
    if (!rate) missing.add(String(claim.currency))
    const converted = rate ? convertMinor(Number(claim.amount), minorDigits(claim.currency), rate.rate, digits) : null
    total += BigInt(converted ?? 0)
    const next = { report_currency: currency, converted_amount: converted, exchange_rate: rate?.rate ?? null, rate_date: rate ? rate.date || today() : null }
    if (claim.converted_amount !== null && Number(claim.converted_amount) === converted && claim.exchange_rate === next.exchange_rate && claim.report_currency === currency) continue
    await client.from('expenses').where('id', Number(claim.id)).update({ ...next, updated_at: now })
  }
  await client.from('expense_reports').where('id', Number(report.id)).update({ total: total.toString(), item_count: claims.length, updated_at: now })
  return { total: fromMinor(total, digits), item_count: claims.length, missing: [...missing].sort() }
}

/** The report lets its claims go: back to approved, without a report or a conversion. */
export async function releaseClaims(client: Client, reportId: number, statuses: string[]) {
  await client.from('expenses').where('expense_report_id', reportId).whereIn('status', statuses)
    .update({ status: 'approved', expense_report_id: null, report_currency: null, converted_amount: null, exchange_rate: null, rate_date: null, updated_at: new Date().toISOString() })
}
