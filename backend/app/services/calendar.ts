import { weekendOf, type DayType, type LeaveCalendar } from '@hr/shared'
import type { Client } from '#services/db_client'

const dateText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))

/**
 * The calendar a person's days are counted on (their leave; a payroll's unpaid days): the weekend of their country and its public
 * holidays (country-wide ones; the people data holds no region yet) between two dates.
 */
export async function calendarOf(client: Client, person: { country?: string | null; region?: string | null }, dayType: DayType, from: string, to: string): Promise<LeaveCalendar> {
  const country = person.country ? String(person.country).toUpperCase() : null
  const region = person.region ? String(person.region) : null
  const holidays = country
    ? (await client.from('public_holidays').where('country', country).whereBetween('date', [from, to])
      .where((w) => (region ? w.whereNull('region').orWhere('region', region) : w.whereNull('region'))).select('date')).map((r) => dateText(r.date))
    : []
  return { dayType, weekend: weekendOf(country), holidays: new Set(holidays) }
}
