import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  MOBILITY_COMMENT_EDIT_MINUTES, MOBILITY_NEXT, MOBILITY_STATUSES, commentEditable, expiryRange, mobilityCaseDeletable,
  mobilityCaseOpen, mobilityMoves, mobilityTransitionRefusal, type MobilityStatus,
} from '../src/index.js'

/** The lifecycle as the issue states it, written independently of the table under test. */
const OPEN = new Set(['information_collection', 'application_in_progress', 'approved', 'rejected'])
function oracle(from: string, to: string): boolean {
  if (!OPEN.has(from)) return false
  if (to === 'canceled') return true
  return (from === 'information_collection' && to === 'application_in_progress')
    || (from === 'application_in_progress' && (to === 'approved' || to === 'rejected'))
    || ((from === 'approved' || from === 'rejected') && to === 'completed')
}

const arbStatus = fc.constantFrom(...MOBILITY_STATUSES)
const arbAny = fc.oneof(arbStatus, fc.string({ maxLength: 30 }))

describe('visa case workflow', () => {
  it('allows exactly the moves of the lifecycle (every pair, and arbitrary strings)', () => {
    fc.assert(fc.property(arbAny, arbAny, (from, to) => {
      expect(mobilityTransitionRefusal(from, to) === null).toBe(oracle(from, to))
    }), { numRuns: 10_000 })
  })

  it('any walk of allowed moves from information_collection ends closed or open, never leaves the states, and closed is final', () => {
    fc.assert(fc.property(fc.array(arbStatus, { maxLength: 12 }), (attempts) => {
      let state: MobilityStatus = 'information_collection'
      const seen: MobilityStatus[] = [state]
      for (const to of attempts) {
        if (mobilityTransitionRefusal(state, to) === null) { state = to; seen.push(state) }
      }
      expect(MOBILITY_STATUSES).toContain(state)
      // Once completed or canceled, nothing moves (the walk records it last).
      const closedAt = seen.findIndex((s) => !mobilityCaseOpen(s))
      if (closedAt >= 0) expect(closedAt).toBe(seen.length - 1)
      // Deletable only before anything happened.
      expect(mobilityCaseDeletable(state)).toBe(state === 'information_collection')
    }), { numRuns: 10_000 })
  })

  it('the screens offer exactly the allowed moves; closed cases offer none', () => {
    for (const from of MOBILITY_STATUSES) {
      expect([...mobilityMoves(from)].sort()).toEqual(MOBILITY_STATUSES.filter((to) => oracle(from, to)).sort())
      expect(mobilityCaseOpen(from)).toBe(MOBILITY_NEXT[from].length > 0)
    }
    expect(mobilityTransitionRefusal('completed', 'canceled')).toBe('mobility_case_closed')
    expect(mobilityTransitionRefusal('information_collection', 'approved')).toBe('mobility_transition_invalid')
  })
})

describe('comment edit window', () => {
  it('is open from posting until 15 minutes after, and closed before posting or after', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    fc.assert(fc.property(fc.integer({ min: -3_600_000, max: 7_200_000 }), (ageMs) => {
      const written = new Date(now.getTime() - ageMs).toISOString()
      expect(commentEditable(written, now)).toBe(ageMs >= 0 && ageMs <= MOBILITY_COMMENT_EDIT_MINUTES * 60_000)
    }), { numRuns: 5000 })
    expect(commentEditable('not a date', now)).toBe(false)
  })
})

describe('visa expiry windows', () => {
  it('spans today to today + N days, across month and year ends', () => {
    expect(expiryRange('2026-12-15', 30)).toBe('2026-12-15..2027-01-14')
    expect(expiryRange('2028-02-01', 30)).toBe('2028-02-01..2028-03-02')
    fc.assert(fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.constantFrom(30, 60, 90), (d, n) => {
      const today = d.toISOString().slice(0, 10)
      const [from, to] = expiryRange(today, n).split('..')
      expect(from).toBe(today)
      expect((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000).toBe(n)
    }), { numRuns: 2000 })
  })
})
