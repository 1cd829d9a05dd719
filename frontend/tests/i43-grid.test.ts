import { describe, expect, it } from 'vitest'
import { t } from './english'
import { getResource } from '@hr/shared'
import { catalogueChecks } from '../src/screens/generic/catalogue-checks'
import { addRateUrl, sourceLines } from '../src/areas/expenses/expense-logic'
import { fmtDate } from '../src/components/formats'

async function answer(resource: string, field: string, value: unknown) {
  const { rules } = catalogueChecks(t, getResource(resource), field)
  try {
    await (rules[0] as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('bespoke forms check their catalogue fields in the browser (issue 43 §8)', () => {
  it('marks and refuses a blank required field in the API\'s words, before any request', async () => {
    expect(catalogueChecks(t, getResource('expense_report'), 'period_start').required).toBe(true)
    expect(catalogueChecks(t, getResource('expense_report'), 'report_date').required).toBe(false)
    expect(await answer('expense_report', 'period_start', null)).toMatch(/required/)
    expect(await answer('expense_report', 'period_start', '2026-11-01')).toBeNull()
    expect(await answer('expense', 'amount', 'abc')).not.toBeNull()
    expect(await answer('expense', 'amount', '42.50')).toBeNull()
    expect(await answer('payroll_report', 'name', '  ')).toMatch(/required/)
  })

  it('a field the catalogue lacks is a programming error, not a silent pass', () => {
    expect(() => catalogueChecks(t, getResource('expense'), 'nonsense')).toThrow(/no field nonsense/)
  })
})

describe('a total says where its rates come from (issue 43 §6)', () => {
  it('report rates and platform rates, each with its pair and rate, the platform\'s with its date', () => {
    const lines = sourceLines([
      { kind: 'report', report_id: 12, report_name: 'R-12', from: 'EUR', to: 'SGD', rate: '1.45', date: '2026-11-20' },
      { kind: 'platform', from: 'USD', to: 'SGD', rate: '1.3412', date: '2026-11-29' },
    ], fmtDate)
    const text = t('expenses_ui.rate_sources.rates', { sources: lines.map((l) => t(l.key, l.values)).join(', ') })
    expect(text).toBe('Rates: report R-12 (EUR→SGD 1.45), platform rate of 29 Nov 2026 (USD→SGD 1.3412)')
  })

  it('a missing rate is added on its report\'s page, the currency filled in', () => {
    expect(addRateUrl(12, 'EUR')).toBe('/expenses/reports/12?add_rate=EUR')
  })
})
