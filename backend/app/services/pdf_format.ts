import { displayDate, shortMonths } from '@hr/shared'

/**
 * Formatting helpers for the PDFs (payslips, expense reports): money from integer minor units (string math, never a
 * float), 'YYYY-MM-DD' dates as 'DD MMM YYYY' (pure string work, so no timezone can shift a day),
 * and text made safe for pdf-lib's standard fonts (WinAnsi / Windows-1252).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Integer minor units → '1,234.50'. Shows the currency's `digits` decimals but at least 2
 * (JPY 1235 → '1,235.00', BHD 1234567 → '1,234.567'); with `currency`, 'SGD 1,234.50'.
 * Throws on a non-integer amount: a float here is a bug upstream, not something to round away.
 */
export function formatMoney(minor: number | bigint, digits: number, currency?: string | null): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) throw new TypeError(`Amount is not an integer count of minor units: ${minor}`)
  if (!Number.isInteger(digits) || digits < 0 || digits > 8) throw new RangeError(`Invalid currency digits: ${digits}`)
  const n = BigInt(minor)
  const negative = n < 0n
  const text = (negative ? -n : n).toString().padStart(digits + 1, '0')
  const whole = digits ? text.slice(0, -digits) : text
  const fraction = (digits ? text.slice(-digits) : '').padEnd(2, '0')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  const amount = `${negative ? '-' : ''}${grouped}.${fraction}`
  return currency ? `${currency} ${amount}` : amount
}

/**
 * '2026-11-05' → '05 Nov 2026', the month in `lang` when the standard fonts can draw it ('05 nov.
 * 2026' in French); with Unicode fonts embedded (`unicode`) the language's own date format
 * (issue 43 §7: '2026年11月5日' in Japanese), else in English.
 * Throws on anything that is not a real calendar date.
 */
export function formatDate(iso: string, lang = 'en', unicode = false): string {
  const m = ISO_DATE.exec(iso)
  const [year, month, day] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0]
  // Day 0 of the next month is the last day of this one (UTC, so no local-time effects).
  const lastDay = month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 0)).getUTCDate() : 0
  if (!m || day < 1 || day > lastDay) throw new RangeError(`Invalid date (expected YYYY-MM-DD): ${iso}`)
  if (unicode) return displayDate(iso, lang)
  const local = shortMonths(lang)[month - 1]
  return `${m[3]} ${safeText(local) === local ? local : MONTHS[month - 1]} ${m[1]}`
}

/*
 * The code points that pdf-lib's standard 14 fonts can encode (WinAnsi): printable ASCII,
 * Latin-1 from U+00A0, and the 27 Windows-1252 extras in 0x80–0x9F.
 */
const WIN_ANSI_EXTRAS = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
])
const encodable = (cp: number) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRAS.has(cp)
const ALL_ENCODABLE = /^[\x20-\x7e\xa0-\xff]*$/
const COMBINING_MARKS = /\p{M}/gu

/** Whether the standard fonts draw `text` as it is (every character in WinAnsi). */
export const winAnsi = (text: string | null | undefined): boolean => !text || ALL_ENCODABLE.test(text) || [...text].every((ch) => encodable(ch.codePointAt(0)!) || /[\s\p{Cc}]/u.test(ch))

/** Text for an embedded Unicode font: composed (NFC), with control characters and line breaks as spaces. */
export const plainText = (text: string | null | undefined): string => (text ? text.normalize('NFC').replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ') : '')

/**
 * Text that the standard fonts can draw: whitespace/control characters become a space, letters
 * with diacritics outside WinAnsi lose their marks ('ő' → 'o', 'ă' → 'a'), and anything else
 * (Chinese, Arabic, emoji…) becomes '?', one per character, instead of pdf-lib throwing
 * "WinAnsi cannot encode". This is a fallback: the production path for non-Latin names and
 * labels is embedding a Unicode font (@pdf-lib/fontkit + e.g. Noto Sans / Noto Sans CJK) and
 * drawing with it, which keeps every character.
 */
export function safeText(text: string | null | undefined): string {
  if (!text) return ''
  if (ALL_ENCODABLE.test(text)) return text
  let out = ''
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!
    if (encodable(cp)) out += ch
    else if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || /\s/u.test(ch)) out += ' '
    else {
      const base = ch.normalize('NFD').replace(COMBINING_MARKS, '')
      out += base && [...base].every((c) => encodable(c.codePointAt(0)!)) ? base : '?'
    }
  }
  return out
}
