import { Decimal } from './exact.js'

/**
 * Currency conversion of money in integer minor units (issue 15, processes.md "Money"): an exact
 * decimal rate, one rounding per line (half-up, away from zero, to the target's minor unit), so a
 * total of converted lines is the sum of those lines and nothing else.
 */
export function convertMinor(minor: number, fromDigits: number, rate: string, toDigits: number): number {
  const exact = new Decimal(minor).times(rate).times(new Decimal(10).pow(toDigits - fromDigits))
  const minorUnits = exact.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber()
  // A negative amount rounding to nothing is 0, not -0.
  return minorUnits === 0 ? 0 : minorUnits
}

/** A usable rate: a positive decimal of at most 10 places (the exchange rate column's scale). */
export function validRate(rate: unknown): rate is string {
  if (typeof rate !== 'string' || !/^\d{1,10}(\.\d{1,10})?$/.test(rate.trim())) return false
  return new Decimal(rate.trim()).greaterThan(0)
}

/** The inverse of a rate when only the opposite pair is recorded (10 places, the rate column's scale). */
export const inverseRate = (rate: string) => new Decimal(1).dividedBy(rate).toDecimalPlaces(10, Decimal.ROUND_HALF_UP).toString()
