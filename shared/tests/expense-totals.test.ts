import { describe, expect, it } from 'vitest'
import { claimsTotal, reportRateInto, type ClaimGroup } from '../src/expense-totals'

const digits = (c: string) => (c === 'JPY' ? 0 : c === 'KWD' ? 3 : 2)
const platformRates: Record<string, string> = { USD: '1.3412' }
const platform = (from: string) => (platformRates[from] ? { rate: platformRates[from], date: '2026-11-29' } : null)
const report = (rates: ClaimGroup['report'] extends infer R ? NonNullable<R>['rates'] : never, extra: Partial<NonNullable<ClaimGroup['report']>> = {}) =>
  ({ id: 12, name: 'R-12', currency: 'SGD', rates, converted: null, converted_count: 0, ...extra })

describe('the rate a claim total uses (issue 43 §6)', () => {
  it('a report\'s rate: the pair, else the inverse of the opposite pair, else none', () => {
    const rates = [{ from_currency: 'EUR', to_currency: 'SGD', rate: '1.45', rate_date: '2026-11-20' }, { from_currency: 'SGD', to_currency: 'USD', rate: '0.8' }]
    expect(reportRateInto(rates, 'EUR', 'SGD')).toEqual({ rate: '1.45', date: '2026-11-20' })
    expect(reportRateInto(rates, 'USD', 'SGD')).toEqual({ rate: '1.25', date: null })
    expect(reportRateInto(rates, 'GBP', 'SGD')).toBeNull()
    expect(reportRateInto([], 'SGD', 'SGD')?.rate).toBe('1')
  })

  it('a claim in a report uses the report\'s rate, one in no report the platform\'s; each source is named', () => {
    const groups: ClaimGroup[] = [
      { currency: 'SGD', amount: 2000, count: 1, report: null },
      { currency: 'EUR', amount: 10000, count: 1, report: report([{ from_currency: 'EUR', to_currency: 'SGD', rate: '1.45', rate_date: '2026-11-20' }]) },
      { currency: 'USD', amount: 4250, count: 1, report: null },
    ]
    const out = claimsTotal(groups, 'SGD', digits, platform)
    // 20.00 + 100.00 × 1.45 + 42.50 × 1.3412 (57.001 → 57.00)
    expect(out.total).toBe(2000n + 14500n + 5700n)
    expect(out.missing).toEqual([])
    expect(out.sources).toEqual([
      { kind: 'report', report_id: 12, report_name: 'R-12', from: 'EUR', to: 'SGD', rate: '1.45', date: '2026-11-20' },
      { kind: 'platform', from: 'USD', to: 'SGD', rate: '1.3412', date: '2026-11-29' },
    ])
  })

  it('the report\'s own rate wins over the platform\'s for its claims; without one the platform\'s is used', () => {
    const inReport: ClaimGroup = { currency: 'USD', amount: 10000, count: 2, report: report([{ from_currency: 'USD', to_currency: 'SGD', rate: '1.5' }]) }
    expect(claimsTotal([inReport], 'SGD', digits, platform).total).toBe(15000n)
    const noRate: ClaimGroup = { ...inReport, report: report([]) }
    const out = claimsTotal([noRate], 'SGD', digits, platform)
    expect(out.total).toBe(13412n)
    expect(out.sources.map((s) => s.kind)).toEqual(['platform'])
  })

  it('a report in the total\'s currency adds its stored lines, so both totals agree to the cent', () => {
    // Three claims of 0.01 EUR at 1.45: each line rounds to 0.01 SGD (0.03), the sum once would be 0.04.
    const g: ClaimGroup = { currency: 'EUR', amount: 3, count: 3, report: report([{ from_currency: 'EUR', to_currency: 'SGD', rate: '1.45' }], { converted: '3', converted_count: 3 }) }
    expect(claimsTotal([g], 'SGD', digits, platform).total).toBe(3n)
    // A line not yet converted: the group is converted once with the report's rate.
    expect(claimsTotal([{ ...g, report: { ...g.report!, converted_count: 2 } }], 'SGD', digits, platform).total).toBe(4n)
  })

  it('a currency without any rate is left out and named with the report its claims are in', () => {
    const groups: ClaimGroup[] = [
      { currency: 'EUR', amount: 500, count: 1, report: report([]) },
      { currency: 'EUR', amount: 700, count: 1, report: null },
      { currency: 'SGD', amount: 100, count: 1, report: null },
    ]
    const out = claimsTotal(groups, 'SGD', digits, platform)
    expect(out.total).toBe(100n)
    expect(out.missing).toEqual([
      { currency: 'EUR', report_id: 12, report_name: 'R-12' },
      { currency: 'EUR', report_id: null, report_name: null },
    ])
  })

  it('exact past 2^53 minor units and across minor digits', () => {
    const big: ClaimGroup = { currency: 'KWD', amount: '9999999999999991', count: 11, report: report([{ from_currency: 'KWD', to_currency: 'SGD', rate: '4.4' }]) }
    // 9,999,999,999,999.991 KWD × 4.4 = 43,999,999,999,999.9604 SGD → 4,399,999,999,999,996 cents
    expect(claimsTotal([big], 'SGD', digits, platform).total).toBe(4399999999999996n)
    const yen: ClaimGroup = { currency: 'JPY', amount: 1000, count: 1, report: report([{ from_currency: 'SGD', to_currency: 'JPY', rate: '115' }]) }
    // 1000 JPY ÷ 115 = 8.6956... SGD (inverse rate 0.0086956522) → 8.70
    expect(claimsTotal([yen], 'SGD', digits, platform).total).toBe(870n)
  })
})
