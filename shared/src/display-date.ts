import { DATE_FORMAT, DATE_TIME_FORMAT } from './constants.js'
import { displayLanguage, shortMonths } from './locale-format.js'

/**
 * The spec's DATE_FORMAT ('DD MMM YYYY') as each language writes a day (issue 43 §7): Chinese,
 * Japanese and Korean read year, month and day in that order with their own signs ('29 11月 2026'
 * reads wrong; 2026年11月29日 is right); every other language keeps DD MMM YYYY with its month name.
 * dayjs tokens, so antd's DatePicker can show and parse the same pattern.
 */
const OWN_DATE: Record<string, string> = { ja: 'YYYY年M月D日', zh: 'YYYY年M月D日', 'zh-tw': 'YYYY年M月D日', ko: 'YYYY년 M월 D일' }
export const dateFormat = (lng: string = displayLanguage()): string => OWN_DATE[lng] ?? DATE_FORMAT
/** DATE_TIME_FORMAT ('HH:mm, DD MMM YYYY') likewise: the languages with their own day order put the time after it. */
export const dateTimeFormat = (lng: string = displayLanguage()): string => (OWN_DATE[lng] ? `${OWN_DATE[lng]} HH:mm` : DATE_TIME_FORMAT)
const OWN_MONTH: Record<string, string> = { ja: 'YYYY年M月', zh: 'YYYY年M月', 'zh-tw': 'YYYY年M月', ko: 'YYYY년 M월' }
/** A month heading ('Nov 2026', 'November 2026' when `long`; 2026年11月). */
export const monthFormat = (lng: string = displayLanguage(), long = false): string => OWN_MONTH[lng] ?? (long ? 'MMMM YYYY' : 'MMM YYYY')
const OWN_WEEKDAY_DAY: Record<string, string> = { ja: 'M月D日(ddd)', zh: 'M月D日 ddd', 'zh-tw': 'M月D日 ddd', ko: 'M월 D일 (ddd)' }
/** A day of a week's row ('Mon, 30 Nov'; 11月30日(月)). */
export const weekdayDayFormat = (lng: string = displayLanguage()): string => OWN_WEEKDAY_DAY[lng] ?? 'ddd, DD MMM'

const TOKENS = /YYYY|MMM|MM|M|DD|D|HH|mm/g
type Parts = [year: string, month: string, day: string, hour?: string, minute?: string]
/** One pass over the pattern, so a month name's letters are never read as tokens. */
function fill(pattern: string, [year, month, day, hour = '00', minute = '00']: Parts, lng: string): string {
  const values: Record<string, string> = {
    YYYY: year, MMM: shortMonths(lng)[Number(month) - 1], MM: month, M: String(Number(month)),
    DD: day, D: String(Number(day)), HH: hour, mm: minute,
  }
  return pattern.replace(TOKENS, (token) => values[token])
}

/**
 * A stored YYYY-MM-DD date as the reader's dateFormat (DD MMM YYYY in English), the month named in
 * the reader's language (the SPA's shown language unless one is given: e-mails pass the
 * recipient's). Pure text work on the date itself, so no time zone can shift a day.
 */
export function displayDate(iso: string | null | undefined, lng: string = displayLanguage()): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(iso ?? ''))
  if (!m) return String(iso ?? '')
  return fill(dateFormat(lng), [m[1], m[2], m[3]], lng)
}

/**
 * A wall-clock 'YYYY-MM-DDTHH:mm' (the SPA passes the local time it computed) as the reader's
 * dateTimeFormat ('HH:mm, DD MMM YYYY' in English). Text that is not one comes back unchanged.
 */
export function displayDateTime(local: string | null | undefined, lng: string = displayLanguage()): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(String(local ?? ''))
  if (!m) return String(local ?? '')
  return fill(dateTimeFormat(lng), [m[1], m[2], m[3], m[4], m[5]], lng)
}

/** A date column's calendar day as 'YYYY-MM-DD', whether the driver answered text or a Date. */
export const isoDay = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').slice(0, 10))
