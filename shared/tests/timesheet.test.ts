import { afterAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addDays, calendarDay, formatHours, parseHours, sumHours, timesheetHours, weekdayOf, weekOf } from '../src/index.js'

describe('weekOf: the ISO week (Monday..Sunday) holding a day (issue 43 §3)', () => {
  const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']

  it('every day of a week, Monday and Sunday included, gives that same week', () => {
    for (const day of week) expect(weekOf(day), day).toEqual(week)
  })

  it('a Sunday is the last day of its week, not the first of the next', () => {
    expect(weekOf('2026-11-29')[0]).toBe('2026-11-23')
    expect(weekOf('2026-11-29')[6]).toBe('2026-11-29')
    expect(weekOf('2026-11-30')[0]).toBe('2026-11-30')
  })

  it('crosses year boundaries', () => {
    expect(weekOf('2027-01-03')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'])
    expect(weekOf('2026-01-01')[0]).toBe('2025-12-29')
    expect(weekOf('2024-12-31')).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05'])
    // A leap day.
    expect(weekOf('2028-02-29')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04', '2028-03-05'])
  })

  it('refuses what is not a calendar date', () => {
    expect(() => weekOf('2026-02-30')).toThrow(RangeError)
    expect(() => weekOf('29/11/2026')).toThrow(RangeError)
  })

  it('any day: seven consecutive days, Monday first, the day inside', () => {
    fc.assert(fc.property(fc.integer({ min: -40_000, max: 40_000 }), (offset) => {
      const day = addDays('2000-01-01', offset)
      const days = weekOf(day)
      expect(days).toContain(day)
      expect(weekdayOf(days[0])).toBe(1)
      expect(weekdayOf(days[6])).toBe(0)
      days.forEach((d, i) => expect(d).toBe(addDays(days[0], i)))
    }))
  })

  describe('a Date is read as the reader\'s calendar day, across daylight-saving changes', () => {
    const tz = process.env.TZ
    afterAll(() => { process.env.TZ = tz })

    it.each([
      // Sundays of clock changes, and the Mondays after them, early and late in the day.
      ['Europe/Berlin', [2026, 2, 29, 0, 30], '2026-03-23'],
      ['Europe/Berlin', [2026, 2, 29, 23, 59], '2026-03-23'],
      ['Europe/Berlin', [2026, 9, 25, 2, 30], '2026-10-19'],
      ['Europe/Berlin', [2026, 9, 26, 0, 0], '2026-10-26'],
      ['America/New_York', [2026, 2, 8, 3, 0], '2026-03-02'],
      ['America/New_York', [2026, 10, 1, 23, 30], '2026-10-26'],
      ['Pacific/Auckland', [2026, 3, 5, 2, 30], '2026-03-30'],
      ['Asia/Tokyo', [2027, 0, 3, 23, 0], '2026-12-28'],
    ] as const)('%s %j → week of %s', (zone, parts, monday) => {
      process.env.TZ = zone
      const [y, mo, d, h, mi] = parts
      const date = new Date(y, mo, d, h, mi)
      expect(calendarDay(date)).toBe(`${y}-${String(mo + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`)
      expect(weekOf(date)[0]).toBe(monday)
      expect(weekOf(date)).toContain(calendarDay(date))
    })
  })
})

describe('timesheetHours: end − start − absence (issue 43 §3)', () => {
  it('a normal day', () => {
    expect(timesheetHours({ start_time: '09:00', end_time: '17:30' })).toEqual({ total: '8.50', problem: null })
    expect(timesheetHours({ start_time: '08:15', end_time: '16:45', absence_hours: '' })).toEqual({ total: '8.50', problem: null })
  })

  it('absence (a break, an hour at the doctor) is taken off', () => {
    expect(timesheetHours({ start_time: '09:00', end_time: '18:00', absence_hours: '1' }).total).toBe('8.00')
    expect(timesheetHours({ start_time: '09:00', end_time: '18:00', absence_hours: '0.75' }).total).toBe('8.25')
    expect(timesheetHours({ start_time: '09:00', end_time: '18:00', absence_hours: 1.5 }).total).toBe('7.50')
  })

  it('minutes round to hundredths of an hour', () => {
    expect(timesheetHours({ start_time: '09:00', end_time: '09:20' }).total).toBe('0.33')
    expect(timesheetHours({ start_time: '09:00', end_time: '09:40' }).total).toBe('0.67')
    expect(timesheetHours({ start_time: '00:00', end_time: '23:59' }).total).toBe('23.98')
  })

  it('zero: the same start and end, or all of it absent', () => {
    expect(timesheetHours({ start_time: '09:00', end_time: '09:00' }).total).toBe('0.00')
    expect(timesheetHours({ start_time: '09:00', end_time: '17:00', absence_hours: '8' }).total).toBe('0.00')
  })

  it('an end before the start is a problem of end_time (a day ends by midnight), not a negative total', () => {
    expect(timesheetHours({ start_time: '18:00', end_time: '09:00' })).toEqual({ total: null, problem: 'timesheet_end_before_start', field: 'end_time' })
    expect(timesheetHours({ start_time: '22:00', end_time: '06:00' }).problem).toBe('timesheet_end_before_start')
  })

  it('more absence than the hours worked is a problem of absence_hours', () => {
    expect(timesheetHours({ start_time: '09:00', end_time: '12:00', absence_hours: '3.5' })).toEqual({ total: null, problem: 'timesheet_absence_exceeds', field: 'absence_hours' })
  })

  it('without both times (they are optional) nothing is derived: the total is entered', () => {
    expect(timesheetHours({})).toEqual({ total: null, problem: null })
    expect(timesheetHours({ start_time: '09:00' })).toEqual({ total: null, problem: null })
    expect(timesheetHours({ start_time: '', end_time: '17:00' })).toEqual({ total: null, problem: null })
    expect(timesheetHours({ start_time: '9am', end_time: '17:00' })).toEqual({ total: null, problem: null })
    expect(timesheetHours({ start_time: '24:00', end_time: '25:00' })).toEqual({ total: null, problem: null })
  })

  it('hours text: two decimals at most, never a float sum', () => {
    expect(parseHours('7.5')).toBe(750)
    expect(parseHours('7.05')).toBe(705)
    expect(parseHours(' 8 ')).toBe(800)
    expect(parseHours('')).toBe(0)
    expect(parseHours(null)).toBe(0)
    expect(parseHours('7.555')).toBeNull()
    expect(parseHours('-1')).toBeNull()
    expect(parseHours('abc')).toBeNull()
    expect(formatHours(5)).toBe('0.05')
    expect(formatHours(4250)).toBe('42.50')
    expect(sumHours(['0.1', '0.2', null, '', '8.00', 7.5])).toBe('15.80')
    expect(sumHours([])).toBe('0.00')
  })
})
