import { convertMinorExact, toBigMinor, type MinorAmount } from './money-sum.js'
import { Decimal } from './payroll/exact.js'

/**
 * Which rate converts a claim into a total's currency (issue 43 §6), one rule for every total:
 * a claim in an expense report uses that report's own rate for its currency (the pair, else the
 * inverse of the opposite pair), else the platform's rate; a currency with neither is named, with
 * the report its claims are in, so the screen can offer to add the rate there. Amounts are minor
 * units, rates exact decimal text, sums BigInt: nothing here is a float.
 */

export interface RateRow { from_currency: string; to_currency: string; rate: string; rate_date?: string | null }
export interface PickedRate { rate: string; date: string | null }

/** The report's rate from `from` into `to`: the pair, else the inverse of the opposite pair (10 places); null when it has neither. */
export function reportRateInto(rates: readonly RateRow[], from: string, to: string): PickedRate | null {
  if (from === to) return { rate: '1', date: null }
  const direct = rates.find((r) => r.from_currency === from && r.to_currency === to)
  if (direct) return { rate: String(direct.rate), date: direct.rate_date ?? null }
  const inverse = rates.find((r) => r.from_currency === to && r.to_currency === from)
  if (inverse && !new Decimal(String(inverse.rate)).isZero()) {
    return { rate: new Decimal(1).dividedBy(String(inverse.rate)).toDecimalPlaces(10, Decimal.ROUND_HALF_UP).toString(), date: inverse.rate_date ?? null }
  }
  return null
}

/** The claims of one currency in one report (or in none), as the database sums them. */
export interface ClaimGroup {
  currency: string
  /** the claims' sum, minor units of `currency` */
  amount: MinorAmount
  count: number
  report: {
    id: number
    name: string
    currency: string
    rates: readonly RateRow[]
    /** the sum of the claims' stored conversions into the report's currency, and how many have one */
    converted: MinorAmount | null
    converted_count: number
  } | null
}

export type RateSource =
  | { kind: 'report'; report_id: number; report_name: string; from: string; to: string; rate: string; date: string | null }
  | { kind: 'platform'; from: string; to: string; rate: string; date: string | null }

export interface MissingRate { currency: string; report_id: number | null; report_name: string | null }

export interface ClaimsTotal { total: bigint; sources: RateSource[]; missing: MissingRate[] }

/**
 * The groups' total in `currency`: each group converted once, rounded half-up to the target's
 * minor unit. A report in the total's own currency whose claims all carry their conversion adds
 * those stored lines, so the total agrees with the report's to the cent. `platform` answers the
 * platform's rate of a currency into `currency` (null when there is none).
 */
export function claimsTotal(
  groups: readonly ClaimGroup[], currency: string, digitsOf: (currency: string) => number,
  platform: (from: string) => PickedRate | null,
): ClaimsTotal {
  const digits = digitsOf(currency)
  let total = 0n
  const sources = new Map<string, RateSource>()
  const missing = new Map<string, MissingRate>()
  for (const g of groups) {
    if (g.currency === currency) { total += toBigMinor(g.amount); continue }
    const fromReport = g.report ? reportRateInto(g.report.rates, g.currency, currency) : null
    if (g.report && fromReport) {
      const stored = g.report.currency === currency && g.report.converted !== null && g.report.converted_count === g.count
      total += stored ? toBigMinor(g.report.converted!) : convertMinorExact(g.amount, digitsOf(g.currency), fromReport.rate, digits)
      const source: RateSource = { kind: 'report', report_id: g.report.id, report_name: g.report.name, from: g.currency, to: currency, rate: fromReport.rate, date: fromReport.date }
      sources.set(`r:${g.report.id}:${g.currency}`, source)
      continue
    }
    const fromPlatform = platform(g.currency)
    if (fromPlatform) {
      total += convertMinorExact(g.amount, digitsOf(g.currency), fromPlatform.rate, digits)
      sources.set(`p:${g.currency}`, { kind: 'platform', from: g.currency, to: currency, rate: fromPlatform.rate, date: fromPlatform.date })
      continue
    }
    const key = `${g.currency}:${g.report?.id ?? ''}`
    missing.set(key, { currency: g.currency, report_id: g.report?.id ?? null, report_name: g.report?.name ?? null })
  }
  const order = (a: { from?: string; currency?: string }, b: { from?: string; currency?: string }) => String(a.from ?? a.currency).localeCompare(String(b.from ?? b.currency))
  return { total, sources: [...sources.values()].sort((a, b) => (a.kind === b.kind ? order(a, b) : a.kind === 'report' ? -1 : 1)), missing: [...missing.values()].sort(order) }
}
