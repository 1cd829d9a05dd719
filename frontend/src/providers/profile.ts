import { COOKIE_NAMES, type CrudAction, type DerivedRoles, type RoleSubject } from '@hr/shared'
import type { HttpError } from '@refinedev/core'
import { API_URL, apiFetch } from './api-fetch'
import { readCookie } from '../components/cookies'

/** GET /api/profile/me: the role fields the shared `can()` reads, plus roles and the permission matrix. */
export interface Profile extends RoleSubject {
  name: string
  email: string
  pic?: string | null
  title?: string | null
  lang?: string | null
  /** Empty until the user agrees to the privacy terms (shell §4). */
  agree_privacy_time?: string | null
  customer_list_active?: number[]
  /** The customer the API acts for while none is selected (an admin's first by name; a customer user's own). */
  default_customer_id?: number | null
  /** The country of the customer whose data is shown (its first business entity's); phone inputs default to it. */
  customer_country?: string | null
  /** The own person's engagement, which the onboarding summary names (staff/contractor, profile type, engagement type). */
  person_type?: string | null
  profile_type?: string | null
  engagement_type?: string | null
  platform_email?: string | null
  job_start_date?: string | null
  person_status?: string | null
  /** The user's own vendor (or the primary one); the vendor portal header shows its name. */
  vendor?: { id: number; name: string; logo?: string | null } | null
  platform_vendor_info?: {
    name: string
    if_marco_link: boolean
    platform_terms_info: { file_name: string; file_type: string; file_url: string } | null
  } | null
  roles: DerivedRoles
  permissions: Record<string, Record<CrudAction, boolean>>
}

/**
 * One profile request per session: identity, permissions and every access check read the same
 * promise, so a page with many guarded buttons does not refetch it.
 */
let cached: Promise<Profile> | null = null

/** What a call without a session answers: the same 401 the API would, without asking it. */
const SIGNED_OUT: HttpError = { statusCode: 401, message: '' }

/**
 * Whether the browser holds a session: the session cookie is httpOnly, so the page reads its
 * readable companion (COOKIE_NAMES.sessionHint) that the API sets and clears with it.
 */
export const hasSession = () => readCookie(COOKIE_NAMES.sessionHint) !== null

/** A session the API refused (revoked, expired): the page stops announcing it. */
function forgetSession() {
  if (typeof document !== 'undefined') document.cookie = `${COOKIE_NAMES.sessionHint}=; path=/; max-age=0; secure; samesite=lax`
}

export function getProfile(): Promise<Profile> {
  // Signed out: no profile call that could only fail (issue 43 §9: the login page logged a 401).
  if (!cached && !hasSession()) return Promise.reject(SIGNED_OUT)
  if (!cached) {
    cached = apiFetch<Profile>('GET', `${API_URL}/profile/me`)
    cached.catch((e: HttpError) => {
      cached = null
      if (e?.statusCode === 401) forgetSession()
    })
  }
  return cached
}

export function setProfile(profile: Profile) {
  cached = Promise.resolve(profile)
}

export function clearProfile() {
  cached = null
}
