import { FALLBACK_LANGUAGE, intlLocale } from './constants.js'

/**
 * Dates and numbers in the reader's language (issue 17), one set of helpers for the SPA and for
 * what the API writes (e-mails, exports). The SPA sets the language it shows with
 * setDisplayLanguage; the API passes the recipient's language explicitly.
 */
let shown: string = FALLBACK_LANGUAGE
export const setDisplayLanguage = (lng: string) => { shown = lng }
export const displayLanguage = () => shown

const monthNames = new Map<string, string[]>()
/** The twelve short month names ('Jan' … in English, '1月' … in Japanese). */
export function shortMonths(lng: string = shown): string[] {
  let names = monthNames.get(lng)
  if (!names) {
    const format = new Intl.DateTimeFormat(intlLocale(lng), { month: 'short', timeZone: 'UTC' })
    names = Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2001, m, 15)))
    monthNames.set(lng, names)
  }
  return names
}

const numberFormats = new Map<string, Intl.NumberFormat>()
/**
 * A decimal amount ('1234.5', the API's exact text) grouped and pointed the language's way, with
 * at least two decimals and never fewer than it has ('1,234.50'; '1.234,50' in German). Formats the
 * text itself, never a float, so no digit is lost; text that is not a number comes back unchanged.
 */
export function formatDecimal(amount: string | number | bigint, lng: string = shown): string {
  const text = String(amount).trim()
  const m = /^-?\d+(?:\.(\d+))?$/.exec(text)
  if (!m) return text
  const digits = Math.max(2, m[1]?.length ?? 0)
  const key = `${lng}:${digits}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lng), { minimumFractionDigits: digits, maximumFractionDigits: digits, numberingSystem: 'latn' })
    numberFormats.set(key, format)
  }
  // Intl formats a numeric string exactly (ES2023); the cast is for older lib typings.
  return format.format(text as unknown as number)
}
