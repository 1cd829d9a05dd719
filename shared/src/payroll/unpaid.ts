import { countsAsLeave, HALF_DAY, TENTHS_PER_DAY, type LeaveCalendar } from '../leave-days.js'
import type { LeaveSession } from '../leave-workflow.js'
import type { PAY_ITEM_CATEGORIES } from '../reference.js'
import { isRecurring, type PayFrequency } from './frequency.js'
import type { Window } from './proration.js'

/**
 * Unpaid leave in the engine (issue 42): a leave comes in with its dates, never as a day count, so
 * each cycle counts only its own days of it, on the payroll calendar the person is paid on (the
 * payroll's day type, the person's country and region holidays), and only the days the person
 * was employed: a leave across two cycles costs each cycle its own days, and a day after a leaver's
 * last day or before a joiner's first costs nothing.
 */
export interface UnpaidLeave {
  start_date: string
  end_date: string
  /** a morning or afternoon (single-day leave) is half a day */
  session?: LeaveSession | null
}

const DAY_MS = 86_400_000
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`)

/**
 * The unpaid tenths of a day within `window` (already clipped to the period and the employment
 * window): every day of a leave that counts on the calendar, half for a session; a day two leaves
 * overlap on is one day at most, so the days can never exceed the window's.
 */
export function unpaidTenths(leaves: readonly UnpaidLeave[] | null | undefined, window: Window | null, calendar: LeaveCalendar): number {
  if (!window || !leaves?.length) return 0
  const byDay = new Map<string, number>()
  for (const leave of leaves) {
    const from = Math.max(toTime(leave.start_date), toTime(window.start))
    const to = Math.min(toTime(leave.end_date), toTime(window.end))
    const share = !leave.session || leave.session === 'full_day' ? TENTHS_PER_DAY : HALF_DAY
    for (let t = from; t <= to; t += DAY_MS) {
      const date = new Date(t).toISOString().slice(0, 10)
      if (countsAsLeave(date, calendar)) byDay.set(date, Math.min(TENTHS_PER_DAY, Math.max(byDay.get(date) ?? 0, share)))
    }
  }
  let tenths = 0
  for (const v of byDay.values()) tenths += v
  return tenths
}

/**
 * Whether an item is paid per day worked, so unpaid days reduce it: the item's own flag (its pay
 * item definition's `reduced_by_unpaid_leave`) where set, else on for salary and recurring
 * allowances and off for everything else (one-offs, bonuses, reimbursements, contributions).
 */
export function reducedByUnpaidLeave(item: { category: (typeof PAY_ITEM_CATEGORIES)[number]; frequency: PayFrequency; reduced_by_unpaid_leave?: boolean | null }) {
  if (item.reduced_by_unpaid_leave === true || item.reduced_by_unpaid_leave === false) return item.reduced_by_unpaid_leave
  return (item.category === 'salary' || item.category === 'allowance') && (isRecurring(item.frequency) || item.frequency === 'daily')
}
