import { API_DATE_FORMAT, CONTRACT_STOP_NOTICE_MIN_DAYS } from './constants.js'
import { defineWorkflow, reachable, stateRefusal } from './workflow/define.js'

/**
 * The contractor contract workflow (domain §4 "Contract"): initiated → proposed → signed, then
 * stopped (with a notice date; restartable) or expired (final). Declared here so the API enforces
 * and the screens offer exactly the same transitions.
 */
export const CONTRACT_STATUSES = ['initiated', 'proposed', 'signed', 'stopped', 'expired'] as const
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]

/** Contract types of contractors (domain §9); employees use CONTRACT_TYPES. */
export const CONTRACTOR_CONTRACT_TYPES = ['fixed_fee', 'time_based', 'result_based'] as const

/** Signed at least once: the terms were agreed, so the row is a record to keep, not a draft to delete. */
const SIGNED_ONCE = new Set<string>(['signed', 'stopped', 'expired'])

/**
 * The contract workflow on the kernel (issue 45): who keeps contracts (the resource's `update`) moves
 * them. A stop names its notice date (at least CONTRACT_STOP_NOTICE_MIN_DAYS ahead); a stopped
 * contract is restarted by going back to signed (its signature still stands); expiry is final.
 */
export const contractWorkflow = defineWorkflow({
  resource: 'contractor_contract',
  field: 'status',
  states: CONTRACT_STATUSES,
  ask: { by: 'state', key: 'status' },
  endpoint: 'status',
  reach: 'update',
  refusals: { invalid: 'contract_transition_invalid', final: 'contract_expired_final', forbidden: 'forbidden' },
  // Signing cannot be undone: a signed contract never goes back to a draft.
  explain: (from, to) => (from !== 'expired' && SIGNED_ONCE.has(from) && (to === 'initiated' || to === 'proposed') ? 'contract_signing_final' : null),
  moves: [
    { action: 'propose', from: ['initiated'], to: 'proposed', who: 'authenticated', notes: 'none' },
    { action: 'sign', from: ['proposed'], to: 'signed', who: 'authenticated', notes: 'none', effects: ['signed_at'] },
    {
      action: 'stop', from: ['signed'], to: 'stopped', who: 'authenticated', notes: 'none', confirm: true, danger: true, effects: ['stop'],
      input: [{ name: 'notice_date', type: 'date', required: true, messages: { required: 'messages.contract_notice_required', invalid: 'messages.contract_notice_invalid' } }],
    },
    { action: 'restart', from: ['stopped'], to: 'signed', who: 'authenticated', notes: 'none', effects: ['restart'] },
    { action: 'expire', from: ['signed', 'stopped'], to: 'expired', who: 'authenticated', notes: 'none', confirm: true, danger: true },
  ],
})

export const CONTRACT_NEXT = Object.fromEntries(CONTRACT_STATUSES.map((s) => [s, reachable(contractWorkflow, s)])) as unknown as Record<ContractStatus, readonly ContractStatus[]>

/** The agreed terms: changing any of them on a signed contract needs a new signature. */
export const CONTRACT_TERMS = ['title', 'contract_type', 'start_date', 'end_date', 'frequency', 'currency', 'rate', 'scope_of_work'] as const

export const contractDeletable = (status: string) => !SIGNED_ONCE.has(status)

/** Stopped and expired contracts keep their terms; a signed one may change them (and is signed again). */
export const contractTermsEditable = (status: string) => status !== 'stopped' && status !== 'expired'

/**
 * Why a transition is refused (a locale key under messages.), or null when it is allowed
 * (staying put is refused too: there is nothing to confirm).
 */
export const contractTransitionRefusal = (from: string, to: string): string | null => stateRefusal(contractWorkflow, from, to)

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
