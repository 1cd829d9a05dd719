import dayjs from 'dayjs'
import type { DerivedRoles } from '@hr/shared'

/** Shell §4 privacy agreement and onboarding gate, as pure rules (unit-tested). */
interface Subject { agree_privacy_time?: string | null; roles: Pick<DerivedRoles, 'admin'> }

/** Admins count as agreed; anyone else has not agreed while agree_privacy_time is empty. */
export const hasAgreedPrivacy = (u: Subject) => u.roles.admin || !!u.agree_privacy_time

/** `terms=true` in the query, case-insensitive (name and value), opens the privacy dialog. */
export function termsRequested(search: string): boolean {
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.toLowerCase() === 'terms' && value.toLowerCase() === 'true') return true
  }
  return false
}

export type GateDecision = 'show' | 'onboarding' | 'terms'

/** Default layout: a user who has not agreed goes to onboarding, unless the terms dialog was asked for. */
export function privacyGate(u: Subject, search: string): GateDecision {
  if (hasAgreedPrivacy(u)) return 'show'
  return termsRequested(search) ? 'terms' : 'onboarding'
}

/** The wire format of the agreement time (shell §7): YYYY/MM/DD HH:mm. */
export const agreementTime = (at: Date = new Date()) => dayjs(at).format('YYYY/MM/DD HH:mm')

export const ONBOARDING_PATH = '/onboarding/personal'
