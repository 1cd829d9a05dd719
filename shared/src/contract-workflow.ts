import { API_DATE_FORMAT, CONTRACT_STOP_NOTICE_MIN_DAYS } from './constants.js'

/**
 * The contractor contract workflow (domain §4 "Contract"): initiated → proposed → signed, then
 * stopped (with a notice date; restartable) or expired (final). Declared here so the API enforces
 * and the screens offer exactly the same transitions.
 */
export const CONTRACT_STATUSES = ['initiated', 'proposed', 'signed', 'stopped', 'expired'] as const
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]

/** Contract types of contractors (domain §9); employees use CONTRACT_TYPES. */
export const CONTRACTOR_CONTRACT_TYPES = ['fixed_fee', 'time_based', 'result_based'] as const

export const CONTRACT_NEXT: Record<ContractStatus, readonly ContractStatus[]> = {
  initiated: ['proposed'],
  proposed: ['signed'],
  signed: ['stopped', 'expired'],
  // A stopped contract is restarted by going back to signed (its signature still stands).
  stopped: ['signed', 'expired'],
  expired: [],
}

/** The agreed terms: changing any of them on a signed contract needs a new signature. */
export const CONTRACT_TERMS = ['title', 'contract_type', 'start_date', 'end_date', 'frequency', 'currency', 'rate', 'scope_of_work'] as const

/** Signed at least once: the terms were agreed, so the row is a record to keep, not a draft to delete. */
const SIGNED_ONCE = new Set<string>(['signed', 'stopped', 'expired'])

export const contractDeletable = (status: string) => !SIGNED_ONCE.has(status)

/** Stopped and expired contracts keep their terms; a signed one may change them (and is signed again). */
export const contractTermsEditable = (status: string) => status !== 'stopped' && status !== 'expired'

/**
 * Why a transition is refused (a locale key under messages.), or null when it is allowed
 * (staying put is refused too: there is nothing to confirm).
 */
export function contractTransitionRefusal(from: string, to: string): string | null {
  if (CONTRACT_NEXT[from as ContractStatus]?.includes(to as ContractStatus)) return null
  if (from === 'expired') return 'contract_expired_final'
  if (SIGNED_ONCE.has(from) && (to === 'initiated' || to === 'proposed')) return 'contract_signing_final'
  return 'contract_transition_invalid'
}

/** Today's calendar date in UTC, as dates travel (YYYY-MM-DD). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, API_DATE_FORMAT.length)

/** The earliest notice date a stop requested on `today` may name (domain §9: at least 7 days). */
export function earliestNoticeDate(today: string): string {
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + CONTRACT_STOP_NOTICE_MIN_DAYS)
  return d.toISOString().slice(0, 10)
}

/** ISO dates compare as text. */
export const noticeDateAllowed = (notice: string, today: string) => notice >= earliestNoticeDate(today)
