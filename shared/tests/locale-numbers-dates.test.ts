import { afterEach, describe, expect, it } from 'vitest'
import {
  DATE_FORMAT, SUPPORTED_LANGUAGES, dateFormat, dateTimeFormat, displayDate, displayDateTime, formatDecimal, formatNumber, formatPercent,
  localizeParams, monthFormat, setDisplayLanguage, shortMonths,
} from '../src/index.js'

/**
 * Issue 43 §7: every language writes the spec's 'DD MMM YYYY' its own way (2026年11月29日 in Japanese,
 * not '29 11月 2026') and every number — days, hours, money — with its own decimal point and
 * grouping, Latin digits in all of them (Arabic too, as the dates' digits are).
 */
const CJK: Record<string, { date: string; time: string }> = {
  ja: { date: '2026年11月29日', time: '2026年3月5日 14:07' },
  zh: { date: '2026年11月29日', time: '2026年3月5日 14:07' },
  'zh-tw': { date: '2026年11月29日', time: '2026年3月5日 14:07' },
  ko: { date: '2026년 11월 29일', time: '2026년 3월 5일 14:07' },
}
/** Languages that point decimals with a comma ('1,5' days, '42,50' money). */
const COMMA = new Set(['vi', 'id', 'fr', 'de', 'es', 'pt', 'it', 'nl', 'pl', 'ru', 'tr', 'sv'])
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('dates in all 23 languages (issue 43 §7)', () => {
  afterEach(() => setDisplayLanguage('en'))

  for (const lng of SUPPORTED_LANGUAGES) {
    it(`${lng}: a day and a time as the language writes them`, () => {
      const month = shortMonths(lng)
      if (CJK[lng]) {
        expect(displayDate('2026-11-29', lng)).toBe(CJK[lng].date)
        expect(displayDateTime('2026-03-05T14:07', lng)).toBe(CJK[lng].time)
        expect(displayDate('2026-01-01', lng)).toMatch(/^2026\D+1\D+1\D+$/)
      } else {
        expect(dateFormat(lng)).toBe(DATE_FORMAT)
        expect(displayDate('2026-11-29', lng)).toBe(`29 ${month[10]} 2026`)
        expect(displayDate('2026-01-05', lng)).toMatch(new RegExp(`^05 ${escape(month[0])} 2026$`))
        expect(displayDateTime('2026-03-05T14:07', lng)).toBe(`14:07, 05 ${month[2]} 2026`)
        // The month is a word of the language, never a bare number as in '29 11 2026'.
        expect(month[10]).not.toMatch(/^\d+$/)
      }
      // The shown language is the default, as the SPA calls them.
      setDisplayLanguage(lng)
      expect(displayDate('2026-11-29')).toBe(displayDate('2026-11-29', lng))
      expect(dateTimeFormat()).toBe(dateTimeFormat(lng))
      // Only Latin digits: the day, the year and the time read as written.
      expect(displayDateTime('2026-11-29T09:30', lng)).toMatch(/09:30/)
      expect(displayDate('2026-11-29', lng)).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/)
    })
  }

  it('keeps English exactly as the spec writes it, and text that is not a date unchanged', () => {
    expect(displayDate('2026-11-29', 'en')).toBe('29 Nov 2026')
    expect(displayDateTime('2026-11-29T08:05:00Z', 'en')).toBe('08:05, 29 Nov 2026')
    expect(displayDate('soon', 'ja')).toBe('soon')
    expect(displayDateTime(null, 'ja')).toBe('')
    expect(monthFormat('ja')).toBe('YYYY年M月')
    expect(monthFormat('en', true)).toBe('MMMM YYYY')
  })
})

describe('numbers in all 23 languages (issue 43 §7)', () => {
  for (const lng of SUPPORTED_LANGUAGES) {
    it(`${lng}: days, hours, counts, percentages and money with one decimal point`, () => {
      const point = COMMA.has(lng) ? ',' : '.'
      expect(formatNumber('1.5', lng)).toBe(`1${point}5`)
      // A day count keeps its one decimal ('1.0', not '1' or '1.00'), and a whole count has none.
      expect(formatNumber('1.0', lng)).toBe(`1${point}0`)
      expect(formatNumber('7', lng)).toBe('7')
      expect(formatDecimal('42.5', lng)).toBe(`42${point}50`)
      expect(formatDecimal('-3', lng)).toMatch(new RegExp(`^\\D*3${escape(point)}00\\D*$`))
      expect(formatPercent('12.5', lng)).toMatch(new RegExp(`^\\D*12${escape(point)}5\\D*$`))
      // Latin digits only (Arabic and Hindi included), so numbers read like the dates beside them.
      expect(formatDecimal('1234567.89', lng)).toMatch(/^[0-9.,\s\u00a0\u202f']+$/)
      // Grouped, yet exact: only the digits' order of the amount, with nothing lost or rounded.
      const big = '98765432109876543210.123456789'
      const shown = formatDecimal(big, lng)
      expect(shown.replace(/\D/g, '')).toBe(big.replace(/\D/g, ''))
      expect(shown.endsWith(`${point}123456789`)).toBe(true)
    })
  }

  it('German days and money alike ("1,5" and "42,50"), and English as before', () => {
    expect(formatNumber('1.5', 'de')).toBe('1,5')
    expect(formatDecimal('42.5', 'de')).toBe('42,50')
    expect(formatDecimal('1234567.5', 'de')).toBe('1.234.567,50')
    expect(formatNumber('14.5', 'en')).toBe('14.5')
    expect(formatDecimal('1234.5', 'en')).toBe('1,234.50')
    expect(formatPercent('-12.5', 'en')).toBe('-12.5%')
    expect(formatPercent('0.25', 'de')).toBe('0,25\u00a0%')
    expect(formatNumber('not a number', 'de')).toBe('not a number')
  })

  it('formats the counts of a server message too (days "1,5" in German), and leaves years alone', () => {
    expect(localizeParams({ available: '1.5', days: 2.5, year: 2026 }, 'de')).toEqual({ available: '1,5', days: '2,5', year: 2026 })
    expect(localizeParams({ start: '2026-11-29' }, 'ja')).toEqual({ start: '2026年11月29日' })
  })
})
