import dayjs, { type Dayjs } from 'dayjs'
import { API_DATE_FORMAT } from '@hr/shared'
import type { Holiday, LeaveRow } from './types'

/** The days of a month as YYYY-MM-DD. */
export function monthDays(month: Dayjs): string[] {
  const first = month.startOf('month')
  return Array.from({ length: first.daysInMonth() }, (_, i) => first.add(i, 'day').format(API_DATE_FORMAT))
}

/** The requests covering a day (a request spans start_date..end_date inclusive). */
export const onDay = (rows: LeaveRow[], day: string) => rows.filter((r) => r.start_date <= day && r.end_date >= day)

/** Periods offered by the filters (issue 13): months 12 back and 12 forward, the last 10 years, the next 7 / 30 days. */
export function periodOptions(today: Dayjs = dayjs()) {
  const months = Array.from({ length: 25 }, (_, i) => today.startOf('month').add(i - 12, 'month'))
  const years = Array.from({ length: 10 }, (_, i) => today.year() - i)
  return { months, years }
}

export type Period = { kind: 'month'; month: string } | { kind: 'year'; year: number } | { kind: 'next'; days: 7 | 30 }

/** A period as the date range the list filters with. */
export function periodRange(p: Period, today: Dayjs = dayjs()): { from: string; to: string } {
  if (p.kind === 'month') {
    const m = dayjs(`${p.month}-01`)
    return { from: m.startOf('month').format(API_DATE_FORMAT), to: m.endOf('month').format(API_DATE_FORMAT) }
  }
  if (p.kind === 'year') return { from: `${p.year}-01-01`, to: `${p.year}-12-31` }
  return { from: today.format(API_DATE_FORMAT), to: today.add(p.days - 1, 'day').format(API_DATE_FORMAT) }
}

/** A person's holiday on a day: the country's national one, or their region's own. */
export function holidayIndex<H extends Pick<Holiday, 'country' | 'region' | 'date'>>(holidays: readonly H[]) {
  const map = new Map<string, H>()
  for (const h of holidays) map.set(`${h.country.toUpperCase()}:${h.region ?? ''}:${h.date}`, h)
  return (person: { country: string | null; region?: string | null }, date: string) => {
    if (!person.country) return undefined
    const country = person.country.toUpperCase()
    return map.get(`${country}::${date}`) ?? (person.region ? map.get(`${country}:${person.region}:${date}`) : undefined)
  }
}
