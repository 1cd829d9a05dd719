import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  LEAVE_STATUSES, LEAVE_TAKEN, LEDGER_KINDS, availableForRequest, carriedDaysUse, carriedExpiring, countsAsLeave, expiryCatchUp, expiryDue, formatDays,
  leaveBalance, leaveDays, leavePieces, leaveRangeProblem, ledgerEffect, leaveTransitionRefusal, mayDecideLeave, parseDays, weekendOf, type LeaveCalendar, type LeaveStatus, type LedgerEntry,
} from '../src/index.js'

const DAY = 86_400_000
const BASE = Date.UTC(2026, 0, 1)
const dateOf = (offset: number) => new Date(BASE + offset * DAY).toISOString().slice(0, 10)

const arbCalendar = fc.record({
  dayType: fc.constantFrom('working' as const, 'calendar' as const),
  weekend: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
  holidays: fc.uniqueArray(fc.integer({ min: 0, max: 800 }), { maxLength: 40 }).map((ds) => new Set(ds.map(dateOf))),
})

const arbEntry: fc.Arbitrary<LedgerEntry> = fc.record({
  kind: fc.constantFrom(...LEDGER_KINDS),
  tenths: fc.integer({ min: -400, max: 400 }),
  effective_date: fc.integer({ min: 0, max: 365 }).map(dateOf),
})

describe('leave days', () => {
  it('counts exactly the days a day-by-day walk counts, over random ranges, weekends and holidays', () => {
    fc.assert(fc.property(arbCalendar, fc.integer({ min: 0, max: 700 }), fc.integer({ min: 0, max: 120 }), (calendar, start, length) => {
      const from = dateOf(start)
      const to = dateOf(start + length)
      let brute = 0
      for (let d = start; d <= start + length; d++) {
        const date = dateOf(d)
        const weekday = new Date(BASE + d * DAY).getUTCDay()
        if (calendar.dayType === 'calendar' || (!calendar.weekend.includes(weekday) && !calendar.holidays.has(date))) brute++
      }
      const result = leaveDays(from, to, 'full_day', calendar)
      if (brute === 0) expect(result).toEqual({ problem: 'leave_no_working_day' })
      else expect(result).toEqual({ tenths: brute * 10 })
    }), { numRuns: 4000 })
  }, 120_000) // property runs are CPU-bound: CI's loaded cores stretch them past vitest's 5 s default

  it('a half-day session is half a day, and only on a single date', () => {
    const calendar: LeaveCalendar = { dayType: 'working', weekend: weekendOf('SG'), holidays: new Set(['2026-01-01']) }
    expect(leaveDays('2026-01-05', '2026-01-05', 'morning', calendar)).toEqual({ tenths: 5 })
    expect(leaveDays('2026-01-05', '2026-01-06', 'afternoon', calendar)).toEqual({ problem: 'leave_half_day_single_date' })
    expect(leaveDays('2026-01-06', '2026-01-05', 'full_day', calendar)).toEqual({ problem: 'leave_dates_order' })
    // Thursday 1 Jan (holiday) to Monday 5 Jan: Friday and Monday.
    expect(leaveDays('2026-01-01', '2026-01-05', 'full_day', calendar)).toEqual({ tenths: 20 })
    expect(leaveDays('2026-01-03', '2026-01-04', 'full_day', calendar)).toEqual({ problem: 'leave_no_working_day' })
  })

  it('uses the country weekend of domain §9', () => {
    expect(weekendOf('SG')).toEqual([6, 0])
    expect(weekendOf('SA')).toEqual([5, 6])
    const saudi: LeaveCalendar = { dayType: 'working', weekend: weekendOf('SA'), holidays: new Set() }
    expect(countsAsLeave('2026-01-02', saudi)).toBe(false) // a Friday
    expect(countsAsLeave('2026-01-04', saudi)).toBe(true) // a Sunday
  })

  it('parses and prints day counts with one decimal place, without float drift', () => {
    fc.assert(fc.property(fc.integer({ min: -100_000, max: 100_000 }), (tenths) => {
      expect(parseDays(formatDays(tenths))).toBe(tenths)
    }), { numRuns: 1000 })
    expect(formatDays(145)).toBe('14.5')
    expect(formatDays(-5)).toBe('-0.5')
    expect(() => parseDays('1.25')).toThrow(RangeError)
    // Ten tenths added one by one are exactly one day (0.1 + … in floats is 0.9999999999999999).
    expect(formatDays(Array.from({ length: 10 }, () => parseDays('0.1')).reduce((a, b) => a + b, 0))).toBe('1.0')
  })
})

describe('leave ledger', () => {
  it('the available balance is the sum of the ledger less what is pending, whatever the entries', () => {
    fc.assert(fc.property(fc.array(arbEntry, { maxLength: 60 }), fc.integer({ min: 0, max: 300 }), (entries, pending) => {
      const b = leaveBalance(entries, pending)
      expect(b.available).toBe(entries.reduce((t, e) => t + e.tenths, 0) - pending)
      expect(b.entitlement + b.carried - b.expired - b.taken - b.pending).toBe(b.available)
    }), { numRuns: 2000 })
  })

  it('approve / cancel / approve sequences move a balance at most once per request', () => {
    const arbAttempts = fc.array(fc.constantFrom<LeaveStatus>(...LEAVE_STATUSES), { maxLength: 12 })
    fc.assert(fc.property(fc.integer({ min: 5, max: 200 }), arbAttempts, (tenths, attempts) => {
      const request = { id: 1, pieces: [{ year: 2026, effective_date: '2026-03-02', tenths }] }
      const entries: LedgerEntry[] = [{ kind: 'grant', tenths: 140, effective_date: '2026-01-01' }]
      let status: LeaveStatus = 'submitted'
      for (const to of attempts) {
        if (leaveTransitionRefusal(status, to) !== null) continue
        entries.push(...ledgerEffect(status, to, request, entries))
        status = to
      }
      const expected = 140 - (LEAVE_TAKEN.includes(status) ? tenths : 0)
      expect(leaveBalance(entries).available).toBe(expected)
      expect(entries.filter((e) => e.kind === 'taken').length - entries.filter((e) => e.kind === 'reversal').length).toBe(LEAVE_TAKEN.includes(status) ? 1 : 0)
    }), { numRuns: 3000 })
  })

  it('carried days are used first: what expires is the carry-in not taken by its expiry date', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), fc.array(fc.record({ tenths: fc.integer({ min: 5, max: 50 }), day: fc.integer({ min: 0, max: 180 }) }), { maxLength: 10 }), (carried, takings) => {
      const carryIn: LedgerEntry = { kind: 'carry_in', tenths: carried, effective_date: dateOf(0), expires_on: dateOf(89) }
      const entries: LedgerEntry[] = [carryIn, ...takings.map((t) => ({ kind: 'taken' as const, tenths: -t.tenths, effective_date: dateOf(t.day) }))]
      const takenBefore = takings.filter((t) => t.day <= 89).reduce((s, t) => s + t.tenths, 0)
      expect(expiryDue(entries, carryIn)).toBe(Math.max(0, carried - takenBefore))
    }), { numRuns: 1000 })
  })
})

/** The days of a leave on or before a date, counted one by one: the reference the ledger's pieces must agree with. */
const daysUpTo = (start: number, end: number, until: number, calendar: LeaveCalendar) => {
  let tenths = 0
  for (let d = start; d <= Math.min(end, until); d++) if (countsAsLeave(dateOf(d), calendar)) tenths += 10
  return tenths
}

describe('leave ledger per day (issue 42 §2)', () => {
  const arbLeaves = fc.array(fc.record({ start: fc.integer({ min: 0, max: 200 }), length: fc.integer({ min: 0, max: 60 }), canceled: fc.boolean() }), { maxLength: 8 })

  it('carried days expired + carried days used = carried in, and only days up to the expiry use them', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 200 }), arbLeaves, arbCalendar, (carried, expiryDay, leaves, calendar) => {
      const expiry = dateOf(expiryDay)
      const carryIn: LedgerEntry = { kind: 'carry_in', tenths: carried, effective_date: dateOf(0), expires_on: expiry }
      const entries: LedgerEntry[] = [carryIn]
      let usedByDays = 0
      leaves.forEach((leave, id) => {
        const end = Math.min(leave.start + leave.length, 364)
        const pieces = leavePieces(dateOf(leave.start), dateOf(end), 'full_day', calendar, [expiry])
        const taken = ledgerEffect('submitted', 'approved', { id, pieces })
        entries.push(...taken)
        if (leave.canceled) entries.push(...ledgerEffect('approved', 'canceled', { id, pieces: [] }, entries))
        else usedByDays += daysUpTo(leave.start, end, expiryDay, calendar)
      })
      const { used, expired } = carriedDaysUse(entries, carryIn)
      expect(used + expired).toBe(carried)
      expect(used).toBe(Math.min(carried, usedByDays))
    }), { numRuns: 10_000 })
  }, 120_000) // property runs are CPU-bound: CI's loaded cores stretch them past vitest's 5 s default

  it('cancellations before and after the expiry is written: the ledger\'s expired + carried used = carried in, and only kept days up to the expiry use them', () => {
    const arbCancel = fc.array(fc.record({
      start: fc.integer({ min: 0, max: 200 }), length: fc.integer({ min: 0, max: 60 }), canceled: fc.constantFrom('no' as const, 'before' as const, 'after' as const),
    }), { maxLength: 8 })
    fc.assert(fc.property(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 200 }), arbCancel, arbCalendar, (carried, expiryDay, leaves, calendar) => {
      const expiry = dateOf(expiryDay)
      const carryIn: LedgerEntry = { kind: 'carry_in', tenths: carried, effective_date: dateOf(0), expires_on: expiry }
      const entries: LedgerEntry[] = [carryIn]
      const cancel = (id: number) => entries.push(...ledgerEffect('approved', 'canceled', { id, pieces: [] }, entries))
      let usedByDays = 0
      leaves.forEach((leave, id) => {
        const end = Math.min(leave.start + leave.length, 364)
        entries.push(...ledgerEffect('submitted', 'approved', { id, pieces: leavePieces(dateOf(leave.start), dateOf(end), 'full_day', calendar, [expiry]) }))
        if (leave.canceled === 'before') cancel(id)
        if (leave.canceled === 'no') usedByDays += daysUpTo(leave.start, end, expiryDay, calendar)
      })
      // The expiry run, then the cancellations after it, each with the expiry it makes due.
      expect(expiryCatchUp(entries, carryIn)).toBe(0)
      entries.push({ kind: 'expiry', tenths: -expiryDue(entries, carryIn), effective_date: expiry })
      leaves.forEach((leave, id) => {
        if (leave.canceled !== 'after') return
        cancel(id)
        const more = expiryCatchUp(entries, carryIn)
        if (more) entries.push({ kind: 'expiry', tenths: -more, effective_date: expiry, leave_id: id })
      })
      const expired = entries.filter((e) => e.kind === 'expiry').reduce((t, e) => t - e.tenths, 0)
      const used = Math.min(carried, usedByDays)
      expect(expired + used).toBe(carried)
      expect(carriedDaysUse(entries, carryIn)).toEqual({ used, expired })
      expect(leaveBalance(entries).expired + 0).toBe(expired)
    }), { numRuns: 10_000 })
  }, 120_000) // property runs are CPU-bound: CI's loaded cores stretch them past vitest's 5 s default

  it('the balance leaves out the carried days that will expire unused, as the request check does for days after the expiry', () => {
    fc.assert(fc.property(fc.integer({ min: -100, max: 300 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 100 }), fc.boolean(),
      (sum, carried, taken, pending, pendingBy, written) => {
        const year = { sum, carried, carried_expiry: '2026-03-31', expiry_written: written, taken_by_expiry: taken, pending: pending + pendingBy, pending_by_expiry: pendingBy }
        const expiring = carriedExpiring(year)
        expect(expiring).toBe(written ? 0 : Math.max(0, carried - taken - pendingBy))
        const balance = leaveBalance([{ kind: 'grant', tenths: sum, effective_date: '2026-01-01' }], year.pending, expiring)
        expect(balance.available).toBe(availableForRequest(year, 0))
        expect(balance.expiring).toBe(expiring)
      }))
  })

  it('a leave straddling the expiry: only its days up to the expiry use carried days, the rest of them expire', () => {
    const calendar: LeaveCalendar = { dayType: 'calendar', weekend: [], holidays: new Set() }
    const pieces = leavePieces('2026-03-28', '2026-04-06', 'full_day', calendar, ['2026-03-31'])
    expect(pieces).toEqual([{ year: 2026, effective_date: '2026-03-28', tenths: 40 }, { year: 2026, effective_date: '2026-04-01', tenths: 60 }])
    const carryIn: LedgerEntry = { kind: 'carry_in', tenths: 50, effective_date: '2026-01-01', expires_on: '2026-03-31' }
    const entries = [carryIn, ...ledgerEffect('submitted', 'approved', { id: 1, pieces })]
    expect(carriedDaysUse(entries, carryIn)).toEqual({ used: 40, expired: 10 })
  })

  it('a request across the new year is charged to each year, and cancelling gives back each year its own days', () => {
    const calendar: LeaveCalendar = { dayType: 'working', weekend: weekendOf('DE'), holidays: new Set(['2027-01-01']) }
    const pieces = leavePieces('2026-12-28', '2027-01-05', 'full_day', calendar)
    expect(pieces).toEqual([{ year: 2026, effective_date: '2026-12-28', tenths: 40 }, { year: 2027, effective_date: '2027-01-01', tenths: 20 }])
    const taken = ledgerEffect('submitted', 'approved', { id: 9, pieces })
    expect(taken.map((e) => [e.year, e.tenths])).toEqual([[2026, -40], [2027, -20]])
    expect(ledgerEffect('approved', 'canceled', { id: 9, pieces: [] }, taken).map((e) => [e.year, e.effective_date, e.tenths]))
      .toEqual([[2026, '2026-12-28', 40], [2027, '2027-01-01', 20]])
  })

  it('the request check: days after the expiry cannot use carried days that expire unused', () => {
    const year = { sum: 150, carried: 50, carried_expiry: '2026-03-31', expiry_written: false, taken_by_expiry: 0, pending: 0, pending_by_expiry: 0 }
    expect(availableForRequest(year, 0)).toBe(100)
    expect(availableForRequest(year, 30)).toBe(130)
    expect(availableForRequest(year, 80)).toBe(150)
    expect(availableForRequest({ ...year, sum: 100, expiry_written: true }, 0)).toBe(100)
  })

  it('bounds a leave: years 1900–2100, at most 366 days', () => {
    expect(leaveRangeProblem('2026-01-01', '2026-12-31')).toBeNull()
    expect(leaveRangeProblem('9999-01-01', '9999-01-02')).toEqual({ field: 'start_date', problem: 'leave_date_out_of_range' })
    expect(leaveRangeProblem('2026-01-01', '2031-01-01')).toEqual({ field: 'end_date', problem: 'leave_too_long' })
    expect(leaveDays('2026-01-01', '2099-01-01', 'full_day', { dayType: 'calendar', weekend: [], holidays: new Set() })).toEqual({ problem: 'leave_too_long' })
  })
})

describe('leave workflow', () => {
  it('allows exactly the transitions of domain §4 and names why others are refused', () => {
    expect(leaveTransitionRefusal('submitted', 'approved')).toBeNull()
    expect(leaveTransitionRefusal('approved', 'canceled')).toBeNull()
    expect(leaveTransitionRefusal('processed', 'paid')).toBeNull()
    expect(leaveTransitionRefusal('approved', 'approved')).toBe('leave_transition_invalid')
    expect(leaveTransitionRefusal('rejected', 'approved')).toBe('leave_status_final')
    expect(leaveTransitionRefusal('paid', 'canceled')).toBe('leave_status_final')
  })

  it('the reporting manager or a time-privilege holder decides, never the person themself', () => {
    const request = { person_id: 7, reporting_manager_id: 3 }
    expect(mayDecideLeave({ personId: 3, hasTimePrivilege: false }, request)).toBe(true)
    expect(mayDecideLeave({ personId: 9, hasTimePrivilege: false }, request)).toBe(false)
    expect(mayDecideLeave({ personId: 9, hasTimePrivilege: true }, request)).toBe(true)
    expect(mayDecideLeave({ personId: null, hasTimePrivilege: true }, request)).toBe(true)
    expect(mayDecideLeave({ personId: 7, hasTimePrivilege: true }, request)).toBe(false)
  })
})

describe('leave messages', () => {
  it('every refusal the leave code can answer has its English message', () => {
    const messages = JSON.parse(readFileSync(new URL('../../locales/en/time_off.json', import.meta.url), 'utf8')).messages
    for (const key of ['leave_transition_invalid', 'leave_status_final', 'leave_dates_order', 'leave_half_day_single_date', 'leave_no_working_day']) {
      expect(messages[key], key).toMatch(/\.$/)
    }
  })
})
