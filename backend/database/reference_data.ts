import db from '@adonisjs/lucid/services/db'
import Holidays from 'date-holidays'
import { seededTranslations } from '#database/reference_names'

/** Countries of the demo customers' people; their public holidays are seeded for this year and next. */
export const HOLIDAY_COUNTRIES = ['SG', 'HK', 'MY', 'TH', 'VN', 'PH', 'CN', 'JP', 'DE', 'FR', 'NL', 'ES', 'IT', 'PL', 'GB', 'US', 'CA']

/** Public holidays from the maintained `date-holidays` data, not typed by hand. */
export function publicHolidaysOf(country: string, year: number) {
  const seen = new Set<string>()
  return new Holidays(country)
    .getHolidays(year)
    .filter((h) => h.type === 'public')
    .map((h) => ({ country, region: null, name: h.name.slice(0, 255), date: h.date.slice(0, 10) }))
    .filter((h) => !seen.has(`${h.date}|${h.name}`) && seen.add(`${h.date}|${h.name}`))
}

export async function seedReferenceData() {
  const now = new Date().toISOString()
  const stamp = <T extends object>(rows: T[]) => rows.map((r) => ({ ...r, created_at: now, updated_at: now }))
  // Each seeded name in the 22 other interface languages too (issue 43 §7).
  const named = <T extends { name: string }>(rows: T[]) => rows.map((r) => ({ ...r, name_translations: seededTranslations(r.name) }))

  await db.table('leave_types').multiInsert(stamp(named([
    { name: 'Annual leave', day_type: 'working', allow_negative: false, is_paid: true, default_entitlement: '14' },
    { name: 'Sick leave', day_type: 'working', allow_negative: false, is_paid: true, default_entitlement: '14' },
    { name: 'Unpaid leave', day_type: 'working', allow_negative: true, is_paid: false, default_entitlement: '0' },
    { name: 'Maternity leave', day_type: 'calendar', allow_negative: false, is_paid: true, default_entitlement: '112' },
    { name: 'Childcare leave', country: 'SG', day_type: 'working', allow_negative: false, is_paid: true, default_entitlement: '6' },
  ])))

  const year = new Date().getUTCFullYear()
  const holidays = HOLIDAY_COUNTRIES.flatMap((c) => [...publicHolidaysOf(c, year), ...publicHolidaysOf(c, year + 1)])
  for (let i = 0; i < holidays.length; i += 200) await db.table('public_holidays').multiInsert(stamp(holidays.slice(i, i + 200)))

  // Illustrative mid rates so currency conversion works offline; production imports its own table.
  const today = now.slice(0, 10)
  const rates: [string, string, string][] = [
    ['USD', 'SGD', '1.3412'], ['USD', 'EUR', '0.9215'], ['USD', 'GBP', '0.7891'], ['USD', 'HKD', '7.7820'],
    ['USD', 'CNY', '7.2340'], ['USD', 'JPY', '151.20'], ['EUR', 'USD', '1.0852'], ['SGD', 'USD', '0.7456'],
  ]
  await db.table('exchange_rates').multiInsert(stamp(rates.map(([from, to, rate]) => ({
    from_currency: from, to_currency: to, rate, reference_rate: rate, date: today, source: 'demo',
  }))))
}
