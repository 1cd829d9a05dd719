import { weekendPolicy } from './reference.js'
import type { LeaveSession } from './leave-workflow.js'

/**
 * Leave amounts in tenths of a day (integers): a half day is 5, a day 10, an entitlement of 14.5
 * days 145. Balances are sums of such integers, so they never drift the way floats do; the API
 * and the screens show them with one decimal place.
 */
export const TENTHS_PER_DAY = 10
export const HALF_DAY = TENTHS_PER_DAY / 2

/** "14.5" → 145; refuses anything that is not a day count with at most one decimal. */
export function parseDays(value: string | number): number {
  const text = String(value).trim()
  if (!/^-?\d+(\.\d)?$/.test(text)) throw new RangeError(`not a day count with one decimal place: ${text}`)
  const negative = text.startsWith('-')
  const [whole, tenth = '0'] = text.replace('-', '').split('.')
  const tenths = Number(whole) * TENTHS_PER_DAY + Number(tenth)
  return negative ? -tenths : tenths
}

/** 145 → "14.5", -5 → "-0.5" (always one decimal place). */
export function formatDays(tenths: number): string {
  const sign = tenths < 0 ? '-' : ''
  const abs = Math.abs(tenths)
  return `${sign}${Math.floor(abs / TENTHS_PER_DAY)}.${abs % TENTHS_PER_DAY}`
}

export type DayType = 'working' | 'calendar'

export interface LeaveCalendar {
  /** working: weekends and public holidays are skipped; calendar: every day counts */
  dayType: DayType
  /** weekday numbers off (0 = Sunday), e.g. [6, 0]; from the person's country by default */
  weekend: readonly number[]
  /** public holidays of the person's country and region, as YYYY-MM-DD */
  holidays: ReadonlySet<string>
}

/** The weekend of a country (domain §9: Sat+Sun, Fri+Sat for BH, DZ, KW, OM, QA, SA, SD, YE). */
export const weekendOf = (country: string | null | undefined) => weekendPolicy(country ?? '').split(',').map(Number)

const DAY_MS = 86_400_000
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`)

/** Whether a day counts as leave under the calendar (a working day, or any day for calendar days). */
export function countsAsLeave(date: string, calendar: LeaveCalendar) {
  if (calendar.dayType === 'calendar') return true
  return !calendar.weekend.includes(new Date(toTime(date)).getUTCDay()) && !calendar.holidays.has(date)
}

export type LeaveDaysProblem = 'leave_dates_order' | 'leave_half_day_single_date' | 'leave_no_working_day'

/**
 * The days a request takes, in tenths: every day from start to end that counts under the calendar;
 * a morning or afternoon session (single-day requests only) is half a day. The API computes a
 * request's total_days with it, and GET /api/leave/days answers the form with it.
 */
export function leaveDays(start: string, end: string, session: LeaveSession, calendar: LeaveCalendar): { tenths: number } | { problem: LeaveDaysProblem } {
  const from = toTime(start)
  const to = toTime(end)
  if (!(to >= from)) return { problem: 'leave_dates_order' }
  if (session !== 'full_day' && to !== from) return { problem: 'leave_half_day_single_date' }
  let days = 0
  const span = Math.round((to - from) / DAY_MS) + 1
  for (let i = 0; i < span; i++) {
    const date = new Date(from + i * DAY_MS).toISOString().slice(0, 10)
    if (countsAsLeave(date, calendar)) days++
  }
  if (days === 0) return { problem: 'leave_no_working_day' }
  return { tenths: session === 'full_day' ? days * TENTHS_PER_DAY : HALF_DAY }
}
