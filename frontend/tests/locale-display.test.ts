import { afterEach, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import dayjs from 'dayjs'
import { dateFormat, setDisplayLanguage } from '@hr/shared'
import { formatDay, formatDayTime, formatMonth } from '../src/i18n/format'
import { BUTTON } from '../src/theme'

/**
 * Issue 43 §7: the screens show days, times and month headings through one helper that follows
 * the shown language (2026年11月29日 in Japanese, English exactly 'DD MMM YYYY'), and no screen
 * formats a date its own way any more (the way '29 11月 2026' came about).
 */
const SRC = fileURLToPath(new URL('../src', import.meta.url))
const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name)
  return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : []
})

describe('days and times in the shown language (issue 43 §7)', () => {
  afterEach(() => setDisplayLanguage('en'))

  it('keeps English as the spec writes it', () => {
    expect(formatDay('2026-11-29')).toBe('29 Nov 2026')
    expect(formatDay(dayjs('2026-01-05'))).toBe('05 Jan 2026')
    expect(formatDayTime(new Date(2026, 10, 29, 14, 5))).toBe('14:05, 29 Nov 2026')
    expect(formatMonth(dayjs('2026-11-01'))).toBe('Nov 2026')
    expect(formatDay(null)).toBe('')
  })

  it('writes Japanese, Korean and German days their way', () => {
    setDisplayLanguage('ja')
    expect(formatDay('2026-11-29')).toBe('2026年11月29日')
    expect(formatDayTime(new Date(2026, 10, 29, 14, 5))).toBe('2026年11月29日 14:05')
    expect(formatMonth(dayjs('2026-11-01'), true)).toBe('2026年11月')
    // The pickers show and read the same pattern (dayjs tokens).
    expect(dayjs('2026-11-29').format(dateFormat())).toBe('2026年11月29日')
    setDisplayLanguage('ko')
    expect(formatDay('2026-11-29')).toBe('2026년 11월 29일')
    setDisplayLanguage('de')
    expect(formatDay('2026-11-29')).toMatch(/^29 Nov\.? 2026$/)
  })

  it('leaves no screen formatting a date, a time or a number its own way', () => {
    const offenders = files(SRC).filter((path) => {
      // Code only: the comments may name the spec's pattern.
      const text = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
      return /\bDATE_(TIME_)?FORMAT\b|\.toLocale(Date|Time)?String\(|['"]DD MMM YYYY['"]/.test(text)
    }).map((path) => relative(SRC, path))
    expect(offenders).toEqual([])
  })

  it('turns off antd\'s space between two CJK characters of a button', () => {
    expect(BUTTON).toEqual({ autoInsertSpace: false })
    expect(readFileSync(join(SRC, 'Root.tsx'), 'utf8')).toMatch(/button=\{BUTTON\}/)
  })
})
