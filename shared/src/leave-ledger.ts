import type { LeavePiece } from './leave-days.js'
import { LEAVE_TAKEN, type LeaveStatus } from './leave-workflow.js'

/**
 * Leave as a ledger (issue 13): a balance is always the sum of its entries, never a stored counter.
 * Amounts are signed tenths of a day (leave-days.ts): grants, carry-ins and reversals add, taking
 * and expiry subtract, adjustments go either way.
 */
export const LEDGER_KINDS = ['grant', 'carry_in', 'expiry', 'taken', 'reversal', 'adjustment'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export interface LedgerEntry {
  kind: LedgerKind
  tenths: number
  /** the day the entry takes effect (YYYY-MM-DD) */
  effective_date: string
  /** carry-ins: the day their unused days expire */
  expires_on?: string | null
  /** taken and reversal entries: the request they belong to */
  leave_id?: number | null
  /** the leave year charged (taken and reversal entries of a request across the year have one each) */
  year?: number
}

/** A balance as the API answers it (GET /api/leave/balance): days as one-decimal text. */
export interface LeaveBalanceItem {
  leave_type_id: number
  name: string
  entitlement: string
  carried: string
  carried_expiry: string | null
  expired: string
  taken: string
  pending: string
  /** what a request can use: the ledger less what is pending, less the carried days that will expire unused */
  available: string
  /** carried days that expire unused on carried_expiry unless days up to then use them (in available only for those days) */
  expiring: string
}

export interface LeaveBalance {
  entitlement: number
  carried: number
  carried_expiry: string | null
  expired: number
  taken: number
  pending: number
  available: number
  expiring: number
}

const sum = (entries: readonly LedgerEntry[], kinds: readonly LedgerKind[]) =>
  entries.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + e.tenths, 0)

/**
 * A person's balance of one leave type: what the ledger holds, less the days of requests still
 * pending, less the carried days that will expire unused (`expiring`, carriedExpiring()): the same
 * available a request with no days up to the expiry is checked against (availableForRequest).
 */
export function leaveBalance(entries: readonly LedgerEntry[], pending = 0, expiring = 0): LeaveBalance {
  const carryIns = entries.filter((e) => e.kind === 'carry_in')
  const expiries = carryIns.map((e) => e.expires_on).filter((d): d is string => !!d).sort()
  return {
    entitlement: sum(entries, ['grant', 'adjustment']),
    carried: sum(entries, ['carry_in']),
    carried_expiry: expiries.at(-1) ?? null,
    expired: -sum(entries, ['expiry']),
    taken: -sum(entries, ['taken', 'reversal']),
    pending,
    available: sum(entries, LEDGER_KINDS) - pending - expiring,
    expiring,
  }
}

/**
 * The expiry entry due on the carry-in's expiry date (a leave year has one carry-in): carried days
 * are used before the year's own, so what expires is the carried amount not taken by then.
 */
export function expiryDue(entries: readonly LedgerEntry[], carryIn: LedgerEntry): number {
  if (carryIn.kind !== 'carry_in' || !carryIn.expires_on) return 0
  const until = carryIn.expires_on
  const takenBy = -entries.filter((e) => (e.kind === 'taken' || e.kind === 'reversal') && e.effective_date <= until)
    .reduce((t, e) => t + e.tenths, 0)
  return Math.max(0, carryIn.tenths - Math.max(0, takenBy))
}

/**
 * The further days to expire when a request is given back after the year's expiry entry was
 * written (issue 42 §2): its days up to the expiry had used carried days, which would have expired
 * without them, so they come back expired, not available. `entries` are the year's after the
 * reversal (split at the expiry); the answer is what expiryDue() says now less what the expiry
 * entries took already, so carried expired + carried used = carried in again. Zero before the
 * expiry is written (the expiry run counts the reversal itself).
 */
export function expiryCatchUp(entries: readonly LedgerEntry[], carryIn: LedgerEntry): number {
  const written = entries.filter((e) => e.kind === 'expiry')
  if (!written.length) return 0
  return Math.max(0, expiryDue(entries, carryIn) + written.reduce((t, e) => t + e.tenths, 0))
}

/**
 * The ledger entries a status change writes: approving takes the request's days, one entry per
 * piece (leavePieces(): per leave year and per side of a carried-days expiry); canceling an
 * approved request gives back what the ledger itself took for it (`own`: its entries so far),
 * piece by piece, never a count read from the request. Nothing else moves the balance. The state
 * machine refuses a repeated transition, so no entry is ever written twice for one request.
 */
export function ledgerEffect(from: LeaveStatus, to: LeaveStatus, request: { id: number; pieces: readonly LeavePiece[] }, own: readonly LedgerEntry[] = []): LedgerEntry[] {
  const wasTaken = LEAVE_TAKEN.includes(from)
  const isTaken = LEAVE_TAKEN.includes(to)
  if (!wasTaken && isTaken) {
    return request.pieces.map((p) => ({ kind: 'taken' as const, tenths: -p.tenths, effective_date: p.effective_date, year: p.year, leave_id: request.id }))
  }
  if (wasTaken && !isTaken) {
    const net = new Map<string, LedgerEntry>()
    for (const e of own) {
      if (e.leave_id !== request.id || (e.kind !== 'taken' && e.kind !== 'reversal')) continue
      const key = `${e.year}|${e.effective_date}`
      const slot = net.get(key) ?? { kind: 'reversal' as const, tenths: 0, effective_date: e.effective_date, year: e.year, leave_id: request.id }
      slot.tenths -= e.tenths
      net.set(key, slot)
    }
    return [...net.values()].filter((e) => e.tenths > 0)
  }
  return []
}

/** What a year's carried days became: used by days on or before their expiry (carried days go first), or expired. */
export function carriedDaysUse(entries: readonly LedgerEntry[], carryIn: LedgerEntry): { used: number; expired: number } {
  const expired = expiryDue(entries, carryIn)
  return { used: Math.max(0, carryIn.tenths) - expired, expired }
}

/** One person's leave type in one year, as the request check reads it. */
export interface YearLedger {
  /** every ledger entry of the year summed (an expiry only once written) */
  sum: number
  carried: number
  carried_expiry: string | null
  /** whether the year's expiry entry is written already */
  expiry_written: boolean
  /** net days taken on or before the carried expiry */
  taken_by_expiry: number
  /** other requests' pending days: all of the year's, and those on or before the carried expiry */
  pending: number
  pending_by_expiry: number
}

/**
 * The days available to a request in one year (issue 42 §2): the ledger less what is pending,
 * less the carried days that will have expired, counting the request's own days on or before the
 * expiry (`byExpiry`) as using them. A request after the expiry thus cannot use carried days
 * that expire unused; one before it can. The year ends at or above zero exactly when the request's
 * days in the year are at most this.
 */
export function availableForRequest(y: YearLedger, byExpiry: number): number {
  return y.sum - y.pending - carriedExpiring(y, byExpiry)
}

/**
 * The carried days of a year that will expire unused, its expiry not written yet: those not used by
 * the days taken or pending up to the expiry (and `byExpiry`, a request's own). The balance shows
 * them apart and leaves them out of available (byExpiry 0), as the request check does.
 */
export function carriedExpiring(y: YearLedger, byExpiry = 0): number {
  if (!y.carried_expiry || y.expiry_written) return 0
  return Math.max(0, y.carried - Math.max(0, y.taken_by_expiry + y.pending_by_expiry + byExpiry))
}
