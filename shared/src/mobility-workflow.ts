import { defineWorkflow, reachable, stateRefusal } from './workflow/define.js'

/**
 * Global mobility (issue 16, domain §4 "Mobility or visa"): a visa case moves
 * information_collection → application_in_progress → approved | rejected → completed, and may be
 * canceled while it is open. One table the API enforces and the screens offer; every move is
 * recorded (who, when, notes) and shown as the case's timeline.
 */
export const MOBILITY_STATUSES = ['information_collection', 'application_in_progress', 'approved', 'rejected', 'completed', 'canceled'] as const
export type MobilityStatus = (typeof MOBILITY_STATUSES)[number]

/** Domain §9. */
export const VISA_TYPES = ['business', 'spouse', 'training', 'work'] as const
export type VisaType = (typeof VISA_TYPES)[number]

/**
 * The visa case workflow on the kernel (issue 45). Who keeps cases (the resource's `update`) makes
 * every move; a decided application is closed as completed (the person arrived, or the case was wound up).
 */
export const mobilityWorkflow = defineWorkflow({
  resource: 'mobility_case',
  field: 'status',
  states: MOBILITY_STATUSES,
  ask: { by: 'state', key: 'status' },
  endpoint: 'status',
  reach: 'update',
  refusals: { invalid: 'mobility_transition_invalid', final: 'mobility_case_closed', forbidden: 'forbidden' },
  moves: [
    { action: 'start_application', from: ['information_collection'], to: 'application_in_progress', who: 'authenticated', effects: ['timeline', 'notify_participants'] },
    { action: 'approve', from: ['application_in_progress'], to: 'approved', who: 'authenticated', effects: ['timeline', 'notify_participants'] },
    { action: 'reject', from: ['application_in_progress'], to: 'rejected', who: 'authenticated', danger: true, effects: ['timeline', 'notify_participants'] },
    { action: 'complete', from: ['approved', 'rejected'], to: 'completed', who: 'authenticated', effects: ['timeline', 'notify_participants'] },
    { action: 'cancel', from: ['information_collection', 'application_in_progress', 'approved', 'rejected'], to: 'canceled', who: 'authenticated', confirm: true, danger: true, effects: ['timeline', 'notify_participants'] },
  ],
})

export const MOBILITY_NEXT = Object.fromEntries(MOBILITY_STATUSES.map((s) => [s, reachable(mobilityWorkflow, s)])) as unknown as Record<MobilityStatus, readonly MobilityStatus[]>

/** The moves out of `status`; none for anything that is not a status (a lookup of '__proto__' must not reach Object.prototype). */
const nextOf = (status: unknown): readonly MobilityStatus[] | null =>
  typeof status === 'string' && Object.hasOwn(MOBILITY_NEXT, status) ? MOBILITY_NEXT[status as MobilityStatus] : null

/** Open: the case still moves and takes comments. */
export const mobilityCaseOpen = (status: unknown) => (nextOf(status)?.length ?? 0) > 0

/** Only a case still collecting information may be deleted; afterwards it is a record to keep. */
export const mobilityCaseDeletable = (status: unknown) => status === 'information_collection'

/** Why `from → to` is refused (a locale key under messages.), or null when it is allowed. */
export const mobilityTransitionRefusal = (from: string, to: string): string | null => stateRefusal(mobilityWorkflow, from, to)

/** The moves a case in `status` offers (the screens show exactly these). */
export const mobilityMoves = (status: string): readonly MobilityStatus[] => nextOf(status) ?? []

/** Minutes during which the author of a comment may still correct it; afterwards comments are append-only. */
export const MOBILITY_COMMENT_EDIT_MINUTES = 15

/** Whether a comment written at `createdAt` (ISO) may still be edited by its author at `now`. */
export function commentEditable(createdAt: string, now: Date = new Date()): boolean {
  const written = Date.parse(createdAt)
  if (Number.isNaN(written)) return false
  const age = now.getTime() - written
  return age >= 0 && age <= MOBILITY_COMMENT_EDIT_MINUTES * 60_000
}

/** The windows the case list's "visa expiring within" filter offers (days). */
export const VISA_EXPIRY_WINDOWS = [30, 60, 90] as const
/** What the dashboard's "visas expiring soon" card looks ahead (days). */
export const VISA_EXPIRY_SOON_DAYS = 90

/** The `from..to` date range of visas expiring within `days` of `today` (YYYY-MM-DD, inclusive). */
export function expiryRange(today: string, days: number): string {
  const end = new Date(`${today}T00:00:00Z`)
  end.setUTCDate(end.getUTCDate() + days)
  return `${today}..${end.toISOString().slice(0, 10)}`
}

/** Domain §3 "Insurance". */
export const INSURANCE_COVERAGES = ['in_patient', 'out_patient', 'term_life', 'maternity', 'accident', 'dental', 'vision'] as const
export type InsuranceCoverage = (typeof INSURANCE_COVERAGES)[number]
export const INSURANCE_PURCHASING_TYPES = ['company', 'personal'] as const
export const DEPENDENT_RELATIONSHIPS = ['spouse', 'child', 'parent', 'domestic_partner', 'other'] as const
