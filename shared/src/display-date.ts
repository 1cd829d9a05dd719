import { DATE_FORMAT } from './constants.js'
import { displayLanguage, shortMonths } from './locale-format.js'

/**
 * A stored YYYY-MM-DD date as DATE_FORMAT, 'DD MMM YYYY', with the month named in the reader's
 * language (the SPA's shown language unless one is given: e-mails pass the recipient's). Pure text
 * work on the date itself, so no time zone can shift a day.
 */
export function displayDate(iso: string | null | undefined, lng: string = displayLanguage()): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(iso ?? ''))
  if (!m) return String(iso ?? '')
  return DATE_FORMAT.replace('DD', m[3]).replace('MMM', shortMonths(lng)[Number(m[2]) - 1]).replace('YYYY', m[1])
}

/** A date column's calendar day as 'YYYY-MM-DD', whether the driver answered text or a Date. */
export const isoDay = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').slice(0, 10))
