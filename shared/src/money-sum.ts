import { Decimal } from './payroll/exact.js'

/**
 * Totals of money in integer minor units, exact whatever their size. A JavaScript number holds
 * integers exactly only up to 2^53 (9,007,199,254,740,992): ten claims of a trillion dinars (3
 * minor digits) already pass it, and a float sum would then be off by a unit. Amounts arrive as
 * the database gives them (a number, or a string for PostgreSQL's bigint and numeric sums) and are
 * summed as BigInt.
 */
export type MinorAmount = number | string | bigint

/** An amount of minor units as a BigInt; a number past 2^53 is refused rather than read wrong. */
export function toBigMinor(value: MinorAmount): bigint {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not an exact amount of minor units: ${value}`)
    return BigInt(value)
  }
  const text = value.trim()
  if (!/^-?\d+$/.test(text)) throw new RangeError(`not an amount of minor units: ${value}`)
  return BigInt(text)
}

/** The exact sum of amounts in minor units (null and undefined count as nothing). */
export function sumMinor(values: Iterable<MinorAmount | null | undefined>): bigint {
  let total = 0n
  for (const v of values) if (v !== null && v !== undefined) total += toBigMinor(v)
  return total
}

/**
 * convertMinor (payroll/currency.ts) for any size of amount: the same one half-up rounding to the
 * target's minor unit, on an exact amount, giving a BigInt.
 */
export function convertMinorExact(minor: MinorAmount, fromDigits: number, rate: string, toDigits: number): bigint {
  const exact = new Decimal(toBigMinor(minor).toString()).times(rate).times(new Decimal(10).pow(toDigits - fromDigits))
  return BigInt(exact.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0))
}
