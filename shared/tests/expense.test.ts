import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  EXPENSE_MOVES, EXPENSE_REPORT_ACTIONS, EXPENSE_REPORT_EFFECTS, EXPENSE_STATUSES, expenseEditable, expenseReportActionRefusal,
  expenseReportActions, expenseTransitionRefusal, mayDecideExpense, type ExpenseStatus,
} from '../src/index.js'
import { convertMinor, inverseRate, validRate } from '../src/payroll/index.js'

/** An independent oracle: the exact rational result with BigInt, rounded half away from zero. */
function oracle(minor: number, fromDigits: number, rate: string, toDigits: number): number {
  const [whole, fraction = ''] = rate.split('.')
  const num = BigInt(minor) * BigInt(whole + fraction) * 10n ** BigInt(toDigits)
  const den = 10n ** BigInt(fraction.length + fromDigits)
  const negative = num < 0n
  const abs = negative ? -num : num
  let q = abs / den
  if ((abs % den) * 2n >= den) q += 1n
  return Number(negative ? -q : q)
}

const arbRate = fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9_999_999 }))
  .map(([whole, places, digits]) => (places === 0 ? String(whole || 1) : `${whole}.${String(digits).padStart(places, '0').slice(0, places)}`))
  .filter((r) => validRate(r))
const arbDigits = fc.constantFrom(0, 2, 3)
const arbMinor = fc.integer({ min: -5_000_000_000, max: 5_000_000_000 })

describe('expense conversion', () => {
  it('converts exactly and rounds once, half away from zero, over random amounts, currencies and rates', () => {
    fc.assert(fc.property(arbMinor, arbDigits, arbRate, arbDigits, (minor, from, rate, to) => {
      expect(convertMinor(minor, from, rate, to)).toBe(oracle(minor, from, rate, to))
    }), { numRuns: 5000 })
  })

  it('a report total is the sum of its converted lines to the minor unit, and within half a unit per line of the exact sum', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 100_000_000 }), arbDigits), { minLength: 1, maxLength: 40 }), arbRate, arbDigits, (lines, rate, to) => {
      // Totals stay within what an integer count of minor units holds exactly (2^53; 90 trillion dollars).
      fc.pre(lines.reduce((t, [minor, from]) => t + BigInt(oracle(minor, from, rate, to)), 0n) < 2n ** 52n)
      const converted = lines.map(([minor, from]) => convertMinor(minor, from, rate, to))
      const total = converted.reduce((t, c) => t + c, 0)
      expect(total).toBe(lines.reduce((t, [minor, from]) => t + oracle(minor, from, rate, to), 0))
      // Exact sum in units of 10^-(to + 12) (truncated, so up to one such unit low per line): the rounding error is at most half a minor unit per line.
      const scale = 10n ** 12n
      const exact = lines.reduce((t, [minor, from]) => t + BigInt(oracleScaled(minor, from, rate, to, scale)), 0n)
      const diff = BigInt(total) * scale - exact
      expect((diff < 0n ? -diff : diff) <= BigInt(lines.length) * (scale / 2n + 1n)).toBe(true)
    }), { numRuns: 500 })
  })

  it('a rate of 1 between currencies of the same precision changes nothing; inverse rates keep 10 places', () => {
    fc.assert(fc.property(arbMinor, arbDigits, (minor, digits) => {
      expect(convertMinor(minor, digits, '1', digits)).toBe(minor)
    }))
    expect(inverseRate('1.3412')).toBe('0.7456009544')
    expect(validRate('0')).toBe(false)
    expect(validRate('1.12345678901')).toBe(false)
    expect(validRate('-1')).toBe(false)
    expect(validRate('151.2')).toBe(true)
  })
})

/** minor × rate × 10^to / 10^from, in units of 1/scale (truncated: an exact value up to that scale). */
function oracleScaled(minor: number, from: number, rate: string, to: number, scale: bigint) {
  const [whole, fraction = ''] = rate.split('.')
  return (BigInt(minor) * BigInt(whole + fraction) * 10n ** BigInt(to) * scale) / 10n ** BigInt(fraction.length + from)
}

describe('expense workflow', () => {
  it('decisions are the only moves a claim makes on its own, and only from submitted', () => {
    for (const from of EXPENSE_STATUSES) {
      for (const to of EXPENSE_STATUSES) {
        const allowed = expenseTransitionRefusal(from, to, 'decision') === null
        expect(allowed).toBe(from === 'submitted' && (to === 'approved' || to === 'rejected'))
      }
    }
    expect(expenseTransitionRefusal('approved', 'processing')).toBe('expense_moves_with_report')
    expect(expenseTransitionRefusal('paid', 'approved')).toBe('expense_status_final')
    expect(expenseEditable('submitted')).toBe(true)
    expect(expenseEditable('approved')).toBe(false)
  })

  it('nobody decides their own claim; the reporting manager does; payroll users do', () => {
    expect(mayDecideExpense({ personId: 1, hasPayrollPrivilege: true }, { person_id: 1, reporting_manager_id: 1 })).toBe(false)
    expect(mayDecideExpense({ personId: 2, hasPayrollPrivilege: false }, { person_id: 1, reporting_manager_id: 2 })).toBe(true)
    expect(mayDecideExpense({ personId: 3, hasPayrollPrivilege: false }, { person_id: 1, reporting_manager_id: 2 })).toBe(false)
    expect(mayDecideExpense({ personId: null, hasPayrollPrivilege: true }, { person_id: 1, reporting_manager_id: 2 })).toBe(true)
  })

  it('any sequence of report actions moves claims only along the claim table, and keeps report and claims in step', () => {
    const arbActions = fc.array(fc.constantFrom(...EXPENSE_REPORT_ACTIONS), { maxLength: 30 })
    fc.assert(fc.property(arbActions, fc.integer({ min: 1, max: 5 }), (actions, count) => {
      let report = { status: 'report_generated', locked: false }
      let items: ExpenseStatus[] = Array.from({ length: count }, () => 'approved')
      for (const action of actions) {
        const refusal = expenseReportActionRefusal(report, action)
        const offered = expenseReportActions(report, { manages: true, confirmPending: true }).includes(action)
        expect(offered).toBe(refusal === null)
        if (refusal) continue
        const effect = EXPENSE_REPORT_EFFECTS[action]
        if (effect.items) {
          items = items.map((s) => {
            if (!effect.items!.from.includes(s) || s === effect.items!.to) return s
            const to = effect.items!.to
            expect(EXPENSE_MOVES[s][to], `${s} → ${to} by ${action}`).toBe('report')
            return to
          })
        }
        report = { status: effect.status ?? report.status, locked: effect.locked ?? report.locked }
        const expected: Record<string, ExpenseStatus | null> = {
          report_confirmed: 'confirmed', processed: 'processed', canceled: 'approved',
          report_generated: report.locked ? 'processing' : null,
        }
        const want = expected[report.status]
        if (want) expect(new Set(items)).toEqual(new Set([want]))
        if (report.status === 'report_generated' && !report.locked) expect(items.every((s) => s === 'approved' || s === 'processing')).toBe(true)
      }
    }), { numRuns: 1000 })
  })
})
