import type { PayFrequency } from './frequency.js'

/**
 * A year's paycycles from a payroll's frequency (issue 14): consecutive periods that tile the year
 * exactly, each with its pay day and the due dates of the four steps before it (editable per cycle
 * afterwards). Dates are YYYY-MM-DD.
 */
export interface PaycycleDates {
  period_start: string
  period_end: string
  cut_off_date: string
  change_data_due_date: string
  calculation_due_date: string
  approval_due_date: string
  funding_due_date: string
  payment_date: string
  pay_day: string
}

export interface PaycycleRule {
  /** day of the month pay is made (monthly and longer periods; the period's last month); beyond the month's end: its last day */
  payDayOfMonth?: number
  /** days before the pay day each due date falls (defaults: cut-off 10, change data 10, calculation 7, approval 5, funding 3) */
  offsets?: Partial<Record<'cut_off' | 'change_data' | 'calculation' | 'approval' | 'funding', number>>
}

const DAY_MS = 86_400_000
const iso = (t: number) => new Date(t).toISOString().slice(0, 10)
const utc = (y: number, m: number, d: number) => Date.UTC(y, m, d)
const lastDayOf = (y: number, m: number) => new Date(utc(y, m + 1, 0)).getUTCDate()

const MONTHS_PER_PERIOD: Partial<Record<PayFrequency, number>> = { monthly: 1, quarterly: 3, half_yearly: 6, yearly: 12 }
const DAYS_PER_PERIOD: Partial<Record<PayFrequency, number>> = { weekly: 7, bi_weekly: 14 }
export const CYCLE_FREQUENCIES: PayFrequency[] = ['weekly', 'bi_weekly', 'semi_monthly', 'monthly', 'quarterly', 'half_yearly', 'yearly']

/** The periods of a year for a frequency: calendar months (and their multiples), halves of months, or 7/14-day runs from 1 January (the last one ends on 31 December). */
export function periodsOf(year: number, frequency: PayFrequency): { start: string; end: string }[] {
  const months = MONTHS_PER_PERIOD[frequency]
  if (months) {
    return Array.from({ length: 12 / months }, (_, i) => ({
      start: iso(utc(year, i * months, 1)),
      end: iso(utc(year, (i + 1) * months - 1, lastDayOf(year, (i + 1) * months - 1))),
    }))
  }
  if (frequency === 'semi_monthly') {
    return Array.from({ length: 24 }, (_, i) => {
      const m = Math.floor(i / 2)
      return i % 2 === 0
        ? { start: iso(utc(year, m, 1)), end: iso(utc(year, m, 15)) }
        : { start: iso(utc(year, m, 16)), end: iso(utc(year, m, lastDayOf(year, m))) }
    })
  }
  const days = DAYS_PER_PERIOD[frequency]
  if (!days) throw new RangeError(`no paycycles for ${frequency}`)
  const out: { start: string; end: string }[] = []
  const yearEnd = utc(year, 11, 31)
  for (let t = utc(year, 0, 1); t <= yearEnd; t += days * DAY_MS) out.push({ start: iso(t), end: iso(Math.min(t + (days - 1) * DAY_MS, yearEnd)) })
  return out
}

const DEFAULT_OFFSETS = { cut_off: 10, change_data: 10, calculation: 7, approval: 5, funding: 3 }

/** The paycycles of a year, with pay day and due dates (each due date kept within its period's start and the pay day). */
export function generatePaycycles(year: number, frequency: PayFrequency, rule: PaycycleRule = {}): PaycycleDates[] {
  const offsets = { ...DEFAULT_OFFSETS, ...rule.offsets }
  return periodsOf(year, frequency).map(({ start, end }) => {
    let pay = Date.parse(`${end}T00:00:00Z`)
    if (MONTHS_PER_PERIOD[frequency] && rule.payDayOfMonth) {
      const e = new Date(pay)
      pay = utc(e.getUTCFullYear(), e.getUTCMonth(), Math.min(rule.payDayOfMonth, lastDayOf(e.getUTCFullYear(), e.getUTCMonth())))
    }
    const from = Date.parse(`${start}T00:00:00Z`)
    const before = (days: number) => iso(Math.max(from, pay - Math.max(0, days) * DAY_MS))
    // Due dates never run backwards through the steps, whatever offsets are chosen.
    const dates = [before(offsets.cut_off), before(offsets.change_data), before(offsets.calculation), before(offsets.approval), before(offsets.funding)]
    for (let i = 1; i < dates.length; i++) if (dates[i] < dates[i - 1]) dates[i] = dates[i - 1]
    const payDay = iso(pay)
    return {
      period_start: start, period_end: end,
      cut_off_date: dates[0], change_data_due_date: dates[1], calculation_due_date: dates[2], approval_due_date: dates[3], funding_due_date: dates[4],
      payment_date: payDay, pay_day: payDay,
    }
  })
}
