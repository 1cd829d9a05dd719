import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Decimal } from 'decimal.js'
import { countsAsLeave, weekendOf, type LeaveCalendar } from '../src/index.js'
import { payslipOf, roundMinor, type EngineInput, type EngineItem, type EnginePerson, type PayLine, type UnpaidLeave } from '../src/payroll/index.js'

/**
 * Unpaid leave as dated days (issue 42): a leave's money follows its days. For each cycle the
 * deduction is round(days of the leave in the cycle × the period amount / the period's counted
 * days), the days are counted on the payroll calendar and clipped to the employment window, and
 * what unpaid days take off an earning never exceeds it.
 */
const DAY_MS = 86_400_000
const toTime = (d: string) => Date.parse(`${d}T00:00:00Z`)
const dateOf = (t: number) => new Date(t).toISOString().slice(0, 10)
const addDays = (d: string, n: number) => dateOf(toTime(d) + n * DAY_MS)
const monthEnd = (d: string) => dateOf(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)), 0))
const later = (a: string, b: string) => (a > b ? a : b)
const earlier = (a: string, b: string) => (a < b ? a : b)

/** Counted days from start to end, day by day (the test's own count, not the engine's). */
function counted(start: string, end: string, calendar: LeaveCalendar) {
  let n = 0
  for (let t = toTime(start); t <= toTime(end); t += DAY_MS) if (countsAsLeave(dateOf(t), calendar)) n++
  return n
}

const YEAR_START = toTime('2026-01-01')
const date2026 = fc.integer({ min: 0, max: 364 }).map((d) => dateOf(YEAR_START + d * DAY_MS))
const august = fc.integer({ min: 0, max: 30 }).map((d) => `2026-08-${String(d + 1).padStart(2, '0')}`)
const holidays = fc.uniqueArray(date2026, { maxLength: 20 }).map((ds) => new Set(ds))
const calendar: fc.Arbitrary<LeaveCalendar> = fc.record({
  dayType: fc.constantFrom('working' as const, 'calendar' as const),
  weekend: fc.constantFrom(weekendOf('SG'), weekendOf('SA')),
  holidays,
})
const salary = fc.integer({ min: 0, max: 50_000_000 }).map((cents) => new Decimal(cents).dividedBy(100).toString())
const item = (over: Partial<EngineItem>): EngineItem => ({
  key: 'salary', name: 'Salary', category: 'salary', frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible', currency: 'SGD', amount: '5000', ...over,
})
const input = (period: { start: string; end: string }, cal: LeaveCalendar, people: EnginePerson[] = []): EngineInput => ({
  period, frequency: 'monthly', currency: 'SGD', digits: 2, rates: {}, calendar: cal, people,
})
const unpaidOf = (lines: PayLine[]) => lines.find((l) => l.key === 'unpaid_leave')?.amount ?? 0

describe('unpaid leave as dated days', () => {
  it('over consecutive cycles: each cycle deducts its own days at its own daily rate, and the days add up to the leave\'s', () => {
    fc.assert(fc.property(date2026, fc.integer({ min: 0, max: 120 }), salary, calendar, (start, length, amount, cal) => {
      const leave: UnpaidLeave = { start_date: start, end_date: addDays(start, length), session: 'full_day' }
      let days = 0
      for (let from = `${start.slice(0, 7)}-01`; from <= leave.end_date; from = addDays(monthEnd(from), 1)) {
        const period = { start: from, end: monthEnd(from) }
        const slip = payslipOf(input(period, cal), { person_id: 1, unpaid_leave: [leave], items: [item({ amount })] })
        const inCycle = counted(later(leave.start_date, period.start), earlier(leave.end_date, period.end), cal)
        const periodDays = counted(period.start, period.end, cal)
        const expected = periodDays ? roundMinor(new Decimal(inCycle).times(amount).dividedBy(periodDays), 2) : 0
        expect(unpaidOf(slip.lines)).toBe(expected)
        expect(slip.gross).toBe(roundMinor(new Decimal(amount), 2) - expected)
        days += inCycle
      }
      expect(days).toBe(counted(leave.start_date, leave.end_date, cal))
    }), { numRuns: 10_000 })
  }, 120_000)

  it('an unpaid day outside the employment window never deducts; one inside costs the full period\'s daily rate', () => {
    const period = { start: '2026-08-01', end: '2026-08-31' }
    fc.assert(fc.property(august, august, august, august, salary, calendar, (s, e, a, b, amount, cal) => {
      const window = { start: earlier(s, e), end: later(s, e) }
      const leave: UnpaidLeave = { start_date: earlier(a, b), end_date: later(a, b) }
      const person = { person_id: 1, start_date: window.start, end_date: window.end, items: [item({ amount }), item({ key: 'cpf', category: 'ee_contribution', amount: null, rate: '20' })] }
      const without = payslipOf(input(period, cal), person)
      const withLeave = payslipOf(input(period, cal), { ...person, unpaid_leave: [leave] })
      const from = later(leave.start_date, window.start)
      const to = earlier(leave.end_date, window.end)
      const inside = from <= to ? counted(from, to, cal) : 0
      const periodDays = counted(period.start, period.end, cal)
      if (inside === 0) expect(withLeave).toEqual(without)
      else expect(unpaidOf(withLeave.lines)).toBe(roundMinor(new Decimal(inside).times(amount).dividedBy(periodDays), 2))
    }), { numRuns: 10_000 })
  }, 120_000)

  it('what unpaid days take off never exceeds the earning it reduces, and percentages are on the reduced earnings', () => {
    const period = { start: '2026-08-01', end: '2026-08-31' }
    const earning = fc.record({
      key: fc.constantFrom('salary', 'housing', 'transport', 'bonus', 'claim'),
      category: fc.constantFrom('salary' as const, 'allowance' as const, 'bonus' as const),
      frequency: fc.constantFrom('monthly' as const, 'yearly' as const, 'weekly' as const, 'daily' as const, 'one_time' as const),
      amount: salary, effective_date: fc.option(august, { nil: null }), end_date: fc.option(august, { nil: null }),
      reduced_by_unpaid_leave: fc.option(fc.boolean(), { nil: null }),
    }).map((r) => item({ ...r, name: r.key }))
    const leaves = fc.array(fc.tuple(august, august, fc.constantFrom('full_day' as const, 'afternoon' as const)).map(([a, b, session]) => ({ start_date: earlier(a, b), end_date: later(a, b), session })), { maxLength: 4 })
    fc.assert(fc.property(fc.array(earning, { minLength: 1, maxLength: 5 }), leaves, fc.option(august, { nil: null }), fc.option(august, { nil: null }), calendar, (items, unpaid, s, e, cal) => {
      const contribution = item({ key: 'cpf', category: 'ee_contribution', amount: null, rate: '20' })
      // A flat deduction is not paid per day worked, even flagged.
      const loan = item({ key: 'loan', category: 'deduction', amount: '150', reduced_by_unpaid_leave: true })
      const person = { person_id: 1, start_date: s, end_date: e, items: [...items, contribution, loan] }
      const full = payslipOf(input(period, cal), person)
      const reduced = payslipOf(input(period, cal), { ...person, unpaid_leave: unpaid })
      const earnings = (slip: typeof full) => slip.lines.filter((l) => l.kind === 'earning')
      expect(earnings(reduced).map((l) => l.key)).toEqual(earnings(full).map((l) => l.key))
      let taken = 0
      earnings(reduced).forEach((l, i) => {
        const before = earnings(full)[i].amount
        expect(l.amount).toBeGreaterThanOrEqual(0)
        expect(l.amount).toBeLessThanOrEqual(before)
        taken += before - l.amount
      })
      expect(unpaidOf(reduced.lines)).toBe(taken)
      expect(reduced.lines.find((l) => l.key === 'loan')?.amount).toBe(full.lines.find((l) => l.key === 'loan')?.amount)
      expect(reduced.gross).toBe(full.gross - taken)
      const cpf = reduced.lines.find((l) => l.key === 'cpf')!
      expect(cpf.amount).toBe(roundMinor(new Decimal(reduced.gross).times(20).dividedBy(100), 0))
    }), { numRuns: 10_000 })
  }, 120_000)
})

describe('an off-cycle run beside the regular cycle of its month', () => {
  it('deducts no unpaid day and pays only one-offs: the two runs together pay each item and deduct each unpaid day once', () => {
    const period = { start: '2026-08-01', end: '2026-08-31' }
    const oneOff = fc.record({ amount: salary, effective_date: august }).map((r) => item({ ...r, key: `bonus-${r.effective_date}`, category: 'bonus', frequency: 'one_time' }))
    const leaves = fc.array(fc.tuple(august, august).map(([a, b]) => ({ start_date: earlier(a, b), end_date: later(a, b) })), { maxLength: 3 })
    fc.assert(fc.property(salary, fc.array(oneOff, { maxLength: 3 }), leaves, calendar, (amount, bonuses, unpaid, cal) => {
      const contribution = item({ key: 'cpf', category: 'ee_contribution', amount: null, rate: '20' })
      const person = { person_id: 1, unpaid_leave: unpaid, items: [item({ amount }), ...bonuses, contribution] }
      const run = payslipOf({ ...input(period, cal), kind: 'off_cycle' }, person)
      // Only the one-offs, whole, and the contribution on them.
      expect(unpaidOf(run.lines)).toBe(0)
      expect(run.lines.filter((l) => l.kind === 'earning').map((l) => l.key)).toEqual(bonuses.map((b) => b.key))
      expect(run.gross).toBe(bonuses.reduce((t, b) => t + roundMinor(new Decimal(b.amount!), 2), 0))
      expect(run.lines.find((l) => l.key === 'cpf')!.amount).toBe(roundMinor(new Decimal(run.gross).times(20).dividedBy(100), 0))
      // The regular cycle without the run's one-offs (the register passes each to one run) deducts the days alone.
      const regular = payslipOf(input(period, cal), { ...person, items: [item({ amount }), contribution] })
      const alone = payslipOf(input(period, cal), { ...person, items: [item({ amount })] })
      expect(unpaidOf(regular.lines)).toBe(unpaidOf(alone.lines))
    }), { numRuns: 2_000 })
  }, 60_000)
})
