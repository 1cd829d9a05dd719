import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Decimal } from 'decimal.js'
import { weekendOf, type LeaveCalendar } from '../src/index.js'
import {
  calculateRegister, grossUp, mergeLines, payslipOf, perCycle, prorationOf, recomputePercentages, roundMinor,
  type EngineInput, type EngineItem, type EnginePerson, type PayItemCategory, type Register,
} from '../src/payroll/index.js'

const SG: LeaveCalendar = { dayType: 'working', weekend: weekendOf('SG'), holidays: new Set(['2026-08-10']) }
const PERIOD = { start: '2026-08-01', end: '2026-08-31' }
const base = (people: EnginePerson[], over: Partial<EngineInput> = {}): EngineInput => ({
  period: PERIOD, frequency: 'monthly', currency: 'SGD', digits: 2, rates: { USD: '1.3412', JPY: '0.0091' }, calendar: SG, people, ...over,
})
const item = (over: Partial<EngineItem>): EngineItem => ({
  key: 'salary', name: 'Salary', category: 'salary', frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible', currency: 'SGD', amount: '5000', ...over,
})

const amount = fc.integer({ min: 0, max: 5_000_000 }).map((cents) => new Decimal(cents).dividedBy(100).toString())
const rate = fc.integer({ min: 0, max: 3000 }).map((bp) => new Decimal(bp).dividedBy(100).toString()) // 0–30%
const day = fc.integer({ min: 0, max: 30 }).map((d) => `2026-08-${String(d + 1).padStart(2, '0')}`)
const earningCategory = fc.constantFrom<PayItemCategory>('salary', 'bonus', 'allowance', 'contractor_pay')
const arbItem: fc.Arbitrary<EngineItem> = fc.oneof(
  fc.record({
    key: fc.constantFrom('salary', 'housing', 'bonus', 'phone'), name: fc.constant('Item'), category: earningCategory,
    frequency: fc.constantFrom('monthly' as const, 'yearly' as const, 'semi_monthly' as const, 'one_time' as const, 'weekly' as const),
    gross_type: fc.constant('gross' as const), pay_option: fc.constant('non_deductible' as const), amount, currency: fc.constantFrom('SGD', 'USD', 'JPY'),
    effective_date: fc.option(day, { nil: null }), end_date: fc.option(day, { nil: null }), reference_only: fc.boolean(),
  }),
  fc.record({
    key: fc.constantFrom('cpf_ee', 'tax', 'cpf_er', 'levy'), name: fc.constant('Contribution'),
    category: fc.constantFrom<PayItemCategory>('ee_contribution', 'ee_tax', 'er_contribution', 'other_cost', 'deduction'),
    frequency: fc.constant('monthly' as const), gross_type: fc.constant('gross' as const), pay_option: fc.constant('deductible' as const),
    rate, currency: fc.constant('SGD'),
  }),
)
const arbPerson = (id: number): fc.Arbitrary<EnginePerson> => fc.record({
  person_id: fc.constant(id), start_date: fc.option(day, { nil: null }), end_date: fc.option(day, { nil: null }),
  items: fc.array(arbItem, { maxLength: 8 }),
  unpaid_leave: fc.option(fc.array(fc.tuple(day, day, fc.constantFrom('full_day' as const, 'morning' as const)).map(([a, b, session]) => ({ start_date: a < b ? a : b, end_date: a < b ? b : a, session })), { maxLength: 3 }), { nil: null }),
})
const arbPeople = fc.array(fc.nat({ max: 0 }), { minLength: 1, maxLength: 12 }).chain((xs) => fc.tuple(...xs.map((_, i) => arbPerson(i + 1))))

/** Every amount on a register is an integer count of minor units: no float ever reaches it. */
function assertIntegers(register: Register) {
  const all = [...Object.values(register.totals), ...register.rows.flatMap((r) => [r.gross, r.deductions, r.net, r.employer_contributions, r.employer_cost, ...r.lines.map((l) => l.amount)])]
  for (const n of all) expect(Number.isSafeInteger(n), `${n} is not an integer minor amount`).toBe(true)
}

describe('payroll engine', () => {
  it('register totals are the sums of the payslips, every payslip balances, and every amount is integer minor units', () => {
    fc.assert(fc.property(arbPeople, (people) => {
      const register = calculateRegister(base(people))
      assertIntegers(register)
      const sum = (k: keyof Register['totals']) => register.rows.reduce((t, r) => t + r[k], 0)
      for (const k of ['gross', 'deductions', 'net', 'employer_contributions', 'employer_cost'] as const) expect(register.totals[k]).toBe(sum(k))
      for (const r of register.rows) {
        expect(r.net).toBe(r.gross - r.deductions)
        expect(r.employer_cost).toBe(r.gross + r.employer_contributions)
        const counted = r.lines.filter((l) => !l.reference_only)
        expect(r.gross).toBe(counted.filter((l) => l.kind === 'earning').reduce((t, l) => t + l.amount, 0))
      }
      // Each run is a whole register of up to 12 people (about 3.5 ms): 2,000 registers, up to 24,000
      // payslips, every run; 10,000 cost CI 35 s of one core for this test alone.
    }), { numRuns: 2_000 })
  }, 120_000)

  it('a full period is never prorated: the amount converted to the cycle, exactly', () => {
    fc.assert(fc.property(amount, fc.constantFrom('monthly' as const, 'yearly' as const, 'quarterly' as const, 'semi_monthly' as const), fc.boolean(), (value, frequency, calendarDays) => {
      const calendar: LeaveCalendar = calendarDays ? { ...SG, dayType: 'calendar' } : SG
      const slip = payslipOf(base([{ person_id: 1, items: [] }], { calendar }), { person_id: 1, items: [item({ amount: value, frequency })] })
      expect(slip.gross).toBe(roundMinor(perCycle(value, frequency, 'monthly'), 2))
      expect(prorationOf(PERIOD, PERIOD, calendar)).toEqual([1, 1])
    }), { numRuns: 10_000 })
  }, 120_000)

  it('a joiner or leaver is paid the share of counted days in force, never more than the full amount', () => {
    fc.assert(fc.property(amount, day, day, (value, start, end) => {
      const full = payslipOf(base([]), { person_id: 1, items: [item({ amount: value })] }).gross
      const part = payslipOf(base([]), { person_id: 1, start_date: start, end_date: end, items: [item({ amount: value })] }).gross
      expect(part).toBeGreaterThanOrEqual(0)
      expect(part).toBeLessThanOrEqual(full)
      if (start > end) expect(part).toBe(0)
    }), { numRuns: 2000 })
  })

  it('a grossed-up net item leaves the person exactly the net amount after the deductions that apply', () => {
    // Up to three deductions of at most 30% each: always less than the whole amount.
    fc.assert(fc.property(amount, amount, fc.array(rate, { minLength: 0, maxLength: 3 }), (salary, net, rates) => {
      const deductions = rates.map((r, i) => item({ key: `ee${i}`, name: 'EE', category: 'ee_contribution', amount: null, rate: r, pay_option: 'deductible' }))
      const without = payslipOf(base([]), { person_id: 1, items: [item({ amount: salary }), ...deductions] })
      const withBonus = payslipOf(base([]), { person_id: 1, items: [item({ amount: salary }), ...deductions, item({ key: 'bonus', name: 'Net bonus', category: 'bonus', gross_type: 'net', pay_option: 'gross_up', amount: net, frequency: 'one_time' })] })
      expect(withBonus.net - without.net).toBe(roundMinor(new Decimal(net), 2))
      const bonus = withBonus.lines.find((l) => l.key === 'bonus')!
      expect(bonus.amount).toBeGreaterThanOrEqual(roundMinor(new Decimal(net), 2))
    }), { numRuns: 10_000 })
  }, 120_000)

  it('frequencies convert exactly; rates, hourly items and unknown currencies are explicit', () => {
    expect(perCycle('120000', 'yearly', 'monthly').toString()).toBe('10000')
    expect(perCycle('1000', 'monthly', 'semi_monthly').toString()).toBe('500')
    const slip = payslipOf(base([]), {
      person_id: 1,
      items: [
        item({ amount: '5000' }),
        item({ key: 'hours', name: 'Overtime', category: 'allowance', frequency: 'hourly', amount: '25.50', quantity: '10' }),
        item({ key: 'usd', name: 'USD allowance', category: 'allowance', currency: 'USD', amount: '100' }),
        item({ key: 'cpf_ee', name: 'CPF employee', category: 'ee_contribution', amount: null, rate: '20', base: ['salary'] }),
        item({ key: 'cpf_er', name: 'CPF employer', category: 'er_contribution', amount: null, rate: '17', base: ['salary'] }),
        item({ key: 'eur', name: 'EUR item', category: 'allowance', currency: 'EUR', amount: '1' }),
      ],
    })
    expect(slip.lines.map((l) => [l.key, l.amount])).toEqual([['salary', 500000], ['hours', 25500], ['usd', 13412], ['cpf_ee', 100000], ['cpf_er', 85000]])
    expect(slip).toMatchObject({ gross: 538912, deductions: 100000, net: 438912, employer_contributions: 85000, employer_cost: 623912 })
    const register = calculateRegister(base([{ person_id: 1, items: [item({ currency: 'EUR' }), item({ key: 'h', frequency: 'hourly' })] }]))
    expect(register.warnings).toEqual([{ person_id: 1, key: 'salary', problem: 'missing_rate' }, { person_id: 1, key: 'h', problem: 'missing_quantity' }])
  })

  it('unpaid leave takes the salary of the days not worked; half-up rounding happens once per line', () => {
    // August 2026 on this calendar: 21 weekdays less the 10 August holiday = 20 counted days; 2.5 of them unpaid
    // (Friday 7th, the weekend, the holiday on Monday 10th, Tuesday 11th, and the morning of Wednesday 12th).
    const unpaid_leave = [{ start_date: '2026-08-07', end_date: '2026-08-11' }, { start_date: '2026-08-12', end_date: '2026-08-12', session: 'morning' as const }]
    const slip = payslipOf(base([]), { person_id: 1, unpaid_leave, items: [item({ amount: '4200' })] })
    expect(slip.lines.map((l) => [l.key, l.kind, l.amount])).toEqual([['salary', 'earning', 420000 - 52500], ['unpaid_leave', 'info', 52500]])
    expect(slip.net).toBe(420000 - 52500)
    expect(roundMinor(new Decimal('0.005'), 2)).toBe(1)
    expect(roundMinor(new Decimal('0.0049'), 2)).toBe(0)
    expect(roundMinor(new Decimal('12.5'), 0)).toBe(13)
    expect(grossUp(1000, [new Decimal('1')], (g) => g)).toBeNull()
  })
})

describe('an edited register', () => {
  const person = (salary: string, allowance: string, bonusRate: string, eeRate: string, erRate: string): EnginePerson => ({
    person_id: 1,
    items: [
      item({ amount: salary }),
      item({ key: 'allowance', name: 'Allowance', category: 'allowance', amount: allowance }),
      item({ key: 'bonus', name: 'Bonus', category: 'bonus', amount: null, rate: bonusRate, base: ['salary'] }),
      item({ key: 'ee', name: 'EE', category: 'ee_contribution', amount: null, rate: eeRate }),
      item({ key: 'er', name: 'ER', category: 'er_contribution', amount: null, rate: erRate, base: ['salary', 'bonus'] }),
    ],
  })

  it('recomputing the engine\'s own lines changes nothing, and an edited salary gives what the engine gives for that salary', () => {
    fc.assert(fc.property(amount, amount, amount, rate, rate, rate, (salary, allowance, edited, bonusRate, eeRate, erRate) => {
      const lines = mergeLines(payslipOf(base([]), person(salary, allowance, bonusRate, eeRate, erRate)).lines)
      expect(recomputePercentages(lines, new Set())).toEqual(lines)
      const editedLines = lines.map((l) => (l.key === 'salary' ? { ...l, amount: roundMinor(new Decimal(edited), 2) } : l))
      const engine = mergeLines(payslipOf(base([]), person(edited, allowance, bonusRate, eeRate, erRate)).lines)
      expect(recomputePercentages(editedLines, new Set(['salary']))).toEqual(engine)
    }), { numRuns: 300 })
  })

  it('a percentage line changed by hand keeps its amount', () => {
    const lines = mergeLines(payslipOf(base([]), person('5000', '300', '10', '20', '17')).lines)
    const edited = lines.map((l) => (l.key === 'ee' ? { ...l, amount: 12345 } : l.key === 'salary' ? { ...l, amount: 600000 } : l))
    const out = recomputePercentages(edited, new Set(['ee', 'salary']))
    expect(out.find((l) => l.key === 'ee')!.amount).toBe(12345)
    // Bonus 10% of 6,000; employer 17% of salary and bonus (6,600).
    expect(out.find((l) => l.key === 'bonus')!.amount).toBe(60000)
    expect(out.find((l) => l.key === 'er')!.amount).toBe(112200)
  })
})
