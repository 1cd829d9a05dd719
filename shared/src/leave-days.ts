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

export type LeaveDaysProblem = 'leave_dates_order' | 'leave_half_day_single_date' | 'leave_no_working_day' | LeaveRangeProblem

/**
 * Bounds of a leave (issue 42 §5): its dates lie in the years 1900–2100 and it is at most 366 days
 * long, so counting it day by day is bounded work; a range outside them is refused before any.
 */
export const LEAVE_YEAR_MIN = 1900
export const LEAVE_YEAR_MAX = 2100
export const LEAVE_MAX_DAYS = 366
export type LeaveRangeProblem = 'leave_date_out_of_range' | 'leave_too_long'

const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(toTime(date)).toISOString().slice(0, 10) === date

/** Why a leave's dates are out of bounds, and which field says so; null when they are within them. */
export function leaveRangeProblem(start: string, end: string): { field: 'start_date' | 'end_date'; problem: LeaveRangeProblem } | null {
  for (const [field, date] of [['start_date', start], ['end_date', end]] as const) {
    const year = Number(String(date).slice(0, 4))
    if (!isDay(String(date)) || year < LEAVE_YEAR_MIN || year > LEAVE_YEAR_MAX) return { field, problem: 'leave_date_out_of_range' }
  }
  if (Math.round((toTime(end) - toTime(start)) / DAY_MS) + 1 > LEAVE_MAX_DAYS) return { field: 'end_date', problem: 'leave_too_long' }
  return null
}

/**
 * The days a request takes, in tenths: every day from start to end that counts under the calendar;
 * a morning or afternoon session (single-day requests only) is half a day. The API computes a
 * request's total_days with it, and GET /api/leave/days answers the form with it.
 */
export function leaveDays(start: string, end: string, session: LeaveSession, calendar: LeaveCalendar): { tenths: number } | { problem: LeaveDaysProblem } {
  const from = toTime(start)
  const to = toTime(end)
  if (!(to >= from)) return { problem: 'leave_dates_order' }
  const range = leaveRangeProblem(start, end)
  if (range) return { problem: range.problem }
  if (session !== 'full_day' && to !== from) return { problem: 'leave_half_day_single_date' }
  const tenths = leavePieces(start, end, session, calendar).reduce((t, p) => t + p.tenths, 0)
  if (tenths === 0) return { problem: 'leave_no_working_day' }
  return { tenths }
}

/** A part of a leave the ledger charges on its own: the days of one leave year, on one side of a carried-days expiry. */
export interface LeavePiece {
  year: number
  /** the piece's first day: the ledger entry's effective date */
  effective_date: string
  tenths: number
}

/**
 * A leave's days split where the ledger needs them apart (issue 42 §2): at each new year (every
 * year charges its own days) and after each cut date (a carried-days expiry: only the days on or
 * before it use carried days). Pieces without a day that counts are left out; the pieces' sum is
 * what leaveDays() counts. Dates are assumed within leaveRangeProblem()'s bounds.
 */
export function leavePieces(start: string, end: string, session: LeaveSession, calendar: LeaveCalendar, cuts: readonly string[] = []): LeavePiece[] {
  const from = toTime(start)
  const span = Math.min(Math.round((toTime(end) - from) / DAY_MS) + 1, LEAVE_MAX_DAYS + 1)
  const perDay = session === 'full_day' ? TENTHS_PER_DAY : HALF_DAY
  const pieces: LeavePiece[] = []
  let piece: LeavePiece | null = null
  for (let i = 0; i < span; i++) {
    const date = new Date(from + i * DAY_MS).toISOString().slice(0, 10)
    const previous = new Date(from + (i - 1) * DAY_MS).toISOString().slice(0, 10)
    if (!piece || date.endsWith('-01-01') || cuts.includes(previous)) {
      if (piece?.tenths) pieces.push(piece)
      piece = { year: Number(date.slice(0, 4)), effective_date: date, tenths: 0 }
    }
    if (countsAsLeave(date, calendar)) piece.tenths += perDay
  }
  if (piece?.tenths) pieces.push(piece)
  return pieces
}
