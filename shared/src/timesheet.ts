/**
 * Timesheet weeks and hours (issue 43 §3), one rule for the screens and the API.
 *
 * Weeks run Monday to Sunday (ISO 8601) whatever the browser's locale, so the week shown is always
 * the one holding the day asked for — a Sunday-first locale's startOf('week') put a Sunday in the
 * next week. Dates are YYYY-MM-DD calendar days computed in UTC arithmetic, so no daylight-saving
 * change can shift or repeat a day.
 *
 * Hours are counted in hundredths (integers), as the columns store them (two decimals), so a week's
 * sum never drifts the way floats do.
 */

const DAY_MS = 86_400_000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

const utcOf = (iso: string) => {
  const m = ISO_DAY.exec(iso)
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${iso}`)
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  // Date.UTC rolls 2026-02-30 over into March: such a date is refused, not moved.
  if (new Date(time).toISOString().slice(0, 10) !== iso) throw new RangeError(`not a calendar date: ${iso}`)
  return time
}

const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10)

/** A Date's calendar day where the reader is (its local date), or a YYYY-MM-DD date as given. */
export function calendarDay(date: Date | string): string {
  if (typeof date === 'string') return isoOf(utcOf(date.slice(0, 10)))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A YYYY-MM-DD date moved by whole days. */
export const addDays = (iso: string, days: number) => isoOf(utcOf(iso) + days * DAY_MS)

/** The seven days (Monday first, Sunday last) of the ISO week holding a day. */
export function weekOf(date: Date | string): string[] {
  const day = utcOf(calendarDay(date))
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7
  const monday = day - sinceMonday * DAY_MS
  return Array.from({ length: 7 }, (_, i) => isoOf(monday + i * DAY_MS))
}

/** The weekday of a YYYY-MM-DD date, 0 = Sunday (as the weekend policies number them). */
export const weekdayOf = (iso: string) => new Date(utcOf(iso)).getUTCDay()

/** "HH:mm" → minutes since midnight, or null for anything else. */
export function clockMinutes(value: unknown): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(String(value ?? '').trim())
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

/** "7.5" → 750 hundredths; blank → 0; null for text that is not hours with at most two decimals. */
export function parseHours(value: unknown): number | null {
  const text = String(value ?? '').trim()
  if (!text) return 0
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** 750 → "7.50" (two decimals, as the columns store hours). */
export function formatHours(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : ''
  const abs = Math.abs(hundredths)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export type TimesheetHoursProblem = 'timesheet_end_before_start' | 'timesheet_absence_exceeds'

export interface TimesheetDayInput { start_time?: unknown; end_time?: unknown; absence_hours?: unknown }

/**
 * A day's total hours from its times (domain §3 Timesheet: start time, end time, total hours,
 * overtime, absence): end − start − absence, rounded to hundredths of an hour. The times are
 * optional (domain §5); without both, the total is not derived (`total: null`) and is the one the
 * person enters. A day ends by midnight (the catalogue's rule: end not before start), so a shift
 * over midnight is two days' rows. Overtime is part of the total, kept as entered.
 */
export function timesheetHours(day: TimesheetDayInput): { total: string | null; problem: TimesheetHoursProblem | null; field?: 'end_time' | 'absence_hours' } {
  const start = clockMinutes(day.start_time)
  const end = clockMinutes(day.end_time)
  if (start === null || end === null) return { total: null, problem: null }
  if (end < start) return { total: null, problem: 'timesheet_end_before_start', field: 'end_time' }
  // Minutes to hundredths of an hour: ×100/60 = ×5/3, never exactly half-way, so rounding is unambiguous.
  const span = Math.round(((end - start) * 5) / 3)
  const absence = parseHours(day.absence_hours)
  if (absence === null) return { total: null, problem: null }
  if (absence > span) return { total: null, problem: 'timesheet_absence_exceeds', field: 'absence_hours' }
  return { total: formatHours(span - absence), problem: null }
}

/** The sum of some days' total hours as "H.MM"; blank days count nothing, unreadable ones too. */
export function sumHours(values: readonly unknown[]): string {
  return formatHours(values.reduce<number>((sum, v) => sum + (parseHours(v) ?? 0), 0))
}
