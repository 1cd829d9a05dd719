import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  boundProblem, convertMinorExact, currencyProblem, fieldProblem, isCurrencyCode, ISO_CURRENCIES, MONEY_LIMIT, sumMinor, toBigMinor,
  type FieldDef,
} from '../src/index.js'
import { convertMinor } from '../src/payroll/index.js'

const money = (extra: Partial<FieldDef> = {}): FieldDef => ({ name: 'amount', type: 'money', currencyField: 'currency', ...extra })

describe('ISO 4217 currencies (issue 42 §5)', () => {
  it('takes the codes in use and refuses three letters naming no currency', () => {
    for (const code of ['USD', 'EUR', 'SGD', 'JPY', 'KWD', 'IDR', 'VND', 'CHF']) expect(isCurrencyCode(code)).toBe(true)
    for (const code of ['ABC', 'QQQ', 'XXX', 'XTS', 'usd', 'US', 'USDD']) expect(isCurrencyCode(code)).toBe(false)
    expect(currencyProblem('ABC')).toEqual({ rule: 'currencyUnknown', params: { code: 'ABC' } })
    expect(currencyProblem('dollars')).toEqual({ rule: 'currency' })
    expect(fieldProblem({ name: 'currency', type: 'string', pattern: 'currency' }, 'abc')).toEqual({ rule: 'currencyUnknown', params: { code: 'ABC' } })
  })

  it('is a list of distinct upper-case codes, sorted, with the currencies of the world in it', () => {
    expect(new Set(ISO_CURRENCIES).size).toBe(ISO_CURRENCIES.length)
    expect([...ISO_CURRENCIES].sort()).toEqual(ISO_CURRENCIES)
    expect(ISO_CURRENCIES.filter((c) => !/^[A-Z]{3}$/.test(c))).toEqual([])
    expect(ISO_CURRENCIES.length).toBeGreaterThan(150)
  })
})

describe('money and decimal bounds (issue 42 §5)', () => {
  it('refuses negative amounts where the field says min 0, and hours past a day', () => {
    expect(fieldProblem(money({ min: '0' }), '-0.01')).toEqual({ rule: 'min', params: { min: '0' } })
    expect(fieldProblem(money({ min: '0' }), '0')).toBeNull()
    expect(fieldProblem(money(), '-5.00')).toBeNull()
    const hours: FieldDef = { name: 'total_hours', type: 'decimal', scale: 2, min: '0', max: '24' }
    expect(fieldProblem(hours, '24.01')).toEqual({ rule: 'range', params: { min: '0', max: '24' } })
    expect(fieldProblem(hours, '-1')).toEqual({ rule: 'range', params: { min: '0', max: '24' } })
    expect(fieldProblem(hours, '7.5')).toBeNull()
  })

  it('keeps every money amount within ±MONEY_LIMIT', () => {
    expect(boundProblem(money(), '1000000000000')).toEqual({ rule: 'max', params: { max: MONEY_LIMIT } })
    expect(boundProblem(money(), `-${MONEY_LIMIT}`)).toBeNull()
    expect(boundProblem(money(), '-1000000000000')).toEqual({ rule: 'min', params: { min: `-${MONEY_LIMIT}` } })
    // The largest amount of a 3-digit currency is below 10^15 minor units: 9 of them stay below 2^53.
    expect(9n * 999999999999999n < 2n ** 53n).toBe(true)
  })
})

describe('exact sums of minor units (issue 42 §5)', () => {
  it('does not lose the last unit past 2^53, where a float sum does', () => {
    const claims = [...Array(10).fill(999999999999999), 1]
    expect(BigInt(claims.reduce((a, b) => a + b, 0))).not.toBe(9999999999999991n)
    expect(sumMinor(claims)).toBe(9999999999999991n)
    expect(sumMinor(['9007199254740993', 1, null])).toBe(9007199254740994n)
    expect(() => toBigMinor(2 ** 53 + 2)).toThrow(RangeError)
  })

  it('sums exactly for any amounts within the money bound (property, 10,000 cases)', () => {
    const amount = fc.bigInt({ min: -999999999999999n, max: 999999999999999n })
    fc.assert(fc.property(fc.array(amount, { maxLength: 40 }), (list) => {
      const exact = list.reduce((a, b) => a + b, 0n)
      expect(sumMinor(list.map((v) => v.toString()))).toBe(exact)
    }), { numRuns: 10_000 })
  })

  it('converts like convertMinor where a number is exact, and exactly beyond', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom('1.3412', '0.0001', '3.25', '1'), (minor, rate) => {
      expect(convertMinorExact(minor, 2, rate, 2)).toBe(BigInt(convertMinor(minor, 2, rate, 2)))
    }), { numRuns: 10_000 })
    expect(convertMinorExact('9999999999999991', 3, '1', 3)).toBe(9999999999999991n)
    expect(convertMinorExact('9999999999999991', 3, '2.5', 2)).toBe(2499999999999998n)
  })
})
