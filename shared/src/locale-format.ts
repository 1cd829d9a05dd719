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
const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/
function numberFormat(lng: string, digits: number, style: 'decimal' | 'percent' = 'decimal'): Intl.NumberFormat {
  const key = `${lng}:${digits}:${style}`
  let format = numberFormats.get(key)
  if (!format) {
    // Latin digits in every language (Arabic and Hindi included), as the dates and the data show them.
    format = new Intl.NumberFormat(intlLocale(lng), { style, minimumFractionDigits: digits, maximumFractionDigits: digits, numberingSystem: 'latn' })
    numberFormats.set(key, format)
  }
  return format
}

/**
 * A number as the language writes it (issue 43 §7: days, hours, counts — '1.5' is '1,5' in
 * German), keeping exactly the decimals it has ('1.0' stays one decimal), or at least
 * `minDecimals`. Formats the text itself, never a float, so no digit is lost; text that is not a
 * plain number comes back unchanged.
 */
export function formatNumber(value: string | number | bigint, lng: string = shown, minDecimals = 0): string {
  const text = String(value).trim()
  const m = DECIMAL_TEXT.exec(text)
  if (!m) return text
  // Intl formats a numeric string exactly (ES2023); the cast is for older lib typings.
  return numberFormat(lng, Math.max(minDecimals, m[3]?.length ?? 0)).format(text as unknown as number)
}

/**
 * A decimal amount ('1234.5', the API's exact text) grouped and pointed the language's way, with
 * at least two decimals and never fewer than it has ('1,234.50'; '1.234,50' in German).
 */
export const formatDecimal = (amount: string | number | bigint, lng: string = shown): string => formatNumber(amount, lng, 2)

/**
 * A percentage given in percent ('12.5' → '12.5%', '12,5 %' in German, '%12,5' in Turkish), its
 * decimals kept. The point is moved in the text (never a float) for Intl's percent style.
 */
export function formatPercent(value: string | number, lng: string = shown): string {
  const text = String(value).trim()
  const m = DECIMAL_TEXT.exec(text)
  if (!m) return text
  const whole = m[2].padStart(3, '0')
  const fraction = m[3] ?? ''
  return numberFormat(lng, fraction.length, 'percent').format(`${m[1]}${whole.slice(0, -2)}.${whole.slice(-2)}${fraction}` as unknown as number)
}
