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
  available: string
}

export interface LeaveBalance {
  entitlement: number
  carried: number
  carried_expiry: string | null
  expired: number
  taken: number
  pending: number
  available: number
}

const sum = (entries: readonly LedgerEntry[], kinds: readonly LedgerKind[]) =>
  entries.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + e.tenths, 0)

/** A person's balance of one leave type: what the ledger holds, less the days of requests still pending. */
export function leaveBalance(entries: readonly LedgerEntry[], pending = 0): LeaveBalance {
  const carryIns = entries.filter((e) => e.kind === 'carry_in')
  const expiries = carryIns.map((e) => e.expires_on).filter((d): d is string => !!d).sort()
  return {
    entitlement: sum(entries, ['grant', 'adjustment']),
    carried: sum(entries, ['carry_in']),
    carried_expiry: expiries.at(-1) ?? null,
    expired: -sum(entries, ['expiry']),
    taken: -sum(entries, ['taken', 'reversal']),
    pending,
    available: sum(entries, LEDGER_KINDS) - pending,
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
 * The ledger entries a status change writes for a request of `tenths` days: approving takes the
 * days, canceling an approved request gives them back; nothing else moves the balance. The state
 * machine refuses a repeated transition, so no entry is ever written twice for one request.
 */
export function ledgerEffect(from: LeaveStatus, to: LeaveStatus, request: { id: number; tenths: number; start_date: string }): LedgerEntry[] {
  const wasTaken = LEAVE_TAKEN.includes(from)
  const isTaken = LEAVE_TAKEN.includes(to)
  if (!wasTaken && isTaken) return [{ kind: 'taken', tenths: -request.tenths, effective_date: request.start_date, leave_id: request.id }]
  if (wasTaken && !isTaken) return [{ kind: 'reversal', tenths: request.tenths, effective_date: request.start_date, leave_id: request.id }]
  return []
}
