import { afterEach, describe, expect, it } from 'vitest'
import { displayDate, formatDecimal, intlLocale, setDisplayLanguage, shortMonths, textDirection } from '../src/index.js'

describe('locale formats (issue 17)', () => {
  afterEach(() => setDisplayLanguage('en'))

  it('writes DD MMM YYYY with the month in the reader language', () => {
    expect(displayDate('2026-09-05')).toBe('05 Sep 2026')
    expect(displayDate('2026-10-05', 'de')).toBe('05 Okt 2026')
    expect(displayDate('2026-11-05', 'ja')).toBe('2026年11月5日')
    setDisplayLanguage('fr')
    expect(displayDate('2026-02-28')).toBe('28 févr. 2026')
    expect(displayDate('not a date')).toBe('not a date')
  })

  it('has twelve distinct month names in every language', () => {
    for (const lng of ['en', 'zh', 'zh-tw', 'th', 'ar', 'he', 'ru', 'sv']) expect(new Set(shortMonths(lng)).size).toBe(12)
  })

  it('groups and points decimals the language way, exactly, with at least two decimals', () => {
    expect(formatDecimal('1234.5')).toBe('1,234.50')
    expect(formatDecimal('-1234.5', 'de')).toBe('-1.234,50')
    expect(formatDecimal('12345678901234567.891', 'en')).toBe('12,345,678,901,234,567.891')
    expect(formatDecimal('1234567.5', 'hi')).toBe('12,34,567.50')
    expect(formatDecimal('0.1', 'ar')).toMatch(/^0.10$/)
    expect(formatDecimal('abc')).toBe('abc')
  })

  it('knows the Intl tag and direction of each language', () => {
    expect(intlLocale('zh-tw')).toBe('zh-TW')
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('he')).toBe('rtl')
    expect(textDirection('fr')).toBe('ltr')
  })
})

describe('message values in the reader language (issue 17)', () => {
  it('dates and amounts follow the language; names, counts and codes do not', async () => {
    const { localizeParams } = await import('../src/index.js')
    const params = { person: 'Emma Employee', start: '2026-03-02', amount: '1234.5', currency: 'SGD', count: 3, note: '2026 plan' }
    expect(localizeParams(params, 'en')).toEqual({ ...params, start: '02 Mar 2026', amount: '1,234.50' })
    expect(localizeParams(params, 'de')).toEqual({ ...params, start: '02 Mär 2026', amount: '1.234,50' })
    expect(localizeParams({ total_amount: 10, start: 'soon' }, 'fr')).toEqual({ total_amount: '10,00', start: 'soon' })
  })
})
