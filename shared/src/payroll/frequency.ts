import { Decimal } from './exact.js'
import type { PAY_FREQUENCIES } from '../reference.js'

export type PayFrequency = (typeof PAY_FREQUENCIES)[number]

/**
 * Periods per year of the recurring frequencies (domain §9). Hourly and daily amounts are paid per
 * hour or day worked (a quantity), one-time amounts once: neither converts by a ratio.
 */
export const PERIODS_PER_YEAR: Partial<Record<PayFrequency, number>> = {
  weekly: 52, bi_weekly: 26, semi_monthly: 24, monthly: 12, quarterly: 4, half_yearly: 2, yearly: 1,
}

/** Whether an amount of this frequency converts to a cycle by ratio (not per hour/day, not one-off). */
export const isRecurring = (f: PayFrequency) => PERIODS_PER_YEAR[f] !== undefined

/**
 * An amount of frequency `from` as an amount per cycle of frequency `to`, exactly (a Decimal, not
 * rounded): 120,000 yearly is 10,000 monthly; 1,000 monthly is 500 semi-monthly.
 */
export function perCycle(amount: Decimal.Value, from: PayFrequency, to: PayFrequency): Decimal {
  const a = PERIODS_PER_YEAR[from]
  const b = PERIODS_PER_YEAR[to]
  if (a === undefined || b === undefined) throw new RangeError(`${from} → ${to} does not convert by ratio`)
  return new Decimal(amount).times(a).dividedBy(b)
}
