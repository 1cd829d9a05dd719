import { countsAsLeave, type LeaveCalendar } from '../leave-days.js'

const DAY_MS = 86_400_000
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`)
const later = (a: string, b: string | null | undefined) => (b && b > a ? b : a)
const earlier = (a: string, b: string | null | undefined) => (b && b < a ? b : a)

// A register counts the same few windows for thousands of people: counted once per calendar.
const counted = new WeakMap<LeaveCalendar, Map<string, number>>()

/** Days that count (every day, or working days of the calendar) from `start` to `end` inclusive. */
export function countDays(start: string, end: string, calendar: LeaveCalendar): number {
  let memo = counted.get(calendar)
  if (!memo) counted.set(calendar, (memo = new Map()))
  const key = `${start}:${end}`
  const known = memo.get(key)
  if (known !== undefined) return known
  let n = 0
  for (let t = toTime(start); t <= toTime(end); t += DAY_MS) {
    if (countsAsLeave(new Date(t).toISOString().slice(0, 10), calendar)) n++
  }
  memo.set(key, n)
  return n
}

export interface Window { start: string; end: string }

/** The part of the period a line is in force: from the latest start to the earliest end, or null. */
export function windowIn(period: Window, ...bounds: { start?: string | null; end?: string | null }[]): Window | null {
  let start = period.start
  let end = period.end
  for (const b of bounds) {
    start = later(start, b.start)
    end = earlier(end, b.end)
  }
  return start <= end ? { start, end } : null
}

/**
 * The share of a period a window covers, as a fraction of counted days (calendar days, or working
 * days without the weekend and public holidays): [numerator, denominator]. The whole period is
 * exactly 1 (n/n), so a full-period item is never changed by proration.
 */
export function prorationOf(period: Window, window: Window | null, calendar: LeaveCalendar): [number, number] {
  const total = countDays(period.start, period.end, calendar)
  if (!window) return [0, Math.max(total, 1)]
  if (window.start === period.start && window.end === period.end) return [1, 1]
  if (total === 0) return [0, 1]
  return [countDays(window.start, window.end, calendar), total]
}
