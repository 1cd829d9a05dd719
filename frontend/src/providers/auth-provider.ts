import type { AuthProvider, HttpError } from '@refinedev/core'
import i18next from 'i18next'
import { FALLBACK_LANGUAGE, isSupportedLanguage } from '@hr/shared'
import { changeLanguage } from '../i18n'
import { API_URL, apiFetch, stopApiCalls } from './api-fetch'
import { clearProfile, getProfile, setProfile, type Profile } from './profile'

const LOGIN_PATH = '/login'

const asError = (e: unknown): HttpError =>
  e && typeof e === 'object' && 'statusCode' in e
    ? (e as HttpError)
    : { statusCode: 0, message: i18next.t('messages.error_occurred_contact_admin') }

/** The e-mailed-code step the API asks for when the company requires two-factor login. */
export interface TwoFactorChallenge { login: string; message: string }

/**
 * What login accepts: a password, the one-time code of the second step, or a session the API
 * already issued (SSO callback, accepting an invitation).
 */
export type LoginVariables =
  | { email: string; password: string }
  | { login: string; otp: string }
  | { session: { auth_token: string; user: Profile } }

type LoginAnswer = { auth_token: string; user: Profile } | { two_factor_required: true; login: string; message: string }

async function loginCall(variables: LoginVariables): Promise<LoginAnswer> {
  if ('session' in variables) return variables.session
  if ('otp' in variables) return apiFetch<LoginAnswer>('POST', `${API_URL}/auth/platform-login/2fa`, variables)
  return apiFetch<LoginAnswer>('POST', `${API_URL}/auth/platform-login`, variables)
}

/**
 * Issue 17: a language the user chose and saved (set-lang) follows them to a new browser at sign-in.
 * 'en' is also every account's default, so it does not undo a language picked on this device.
 */
async function adoptSavedLanguage(saved: string | null | undefined) {
  const lng = saved?.toLowerCase()
  if (!lng || lng === FALLBACK_LANGUAGE || lng === i18next.language || !isSupportedLanguage(lng)) return
  await changeLanguage(lng).catch(() => undefined)
}

export const authProvider: AuthProvider = {
  login: async (variables: LoginVariables) => {
    try {
      const data = await loginCall(variables)
      if ('two_factor_required' in data) {
        // Not a failure: no error, so no toast; the login page shows the code step.
        return { success: false, twoFactor: { login: data.login, message: data.message } }
      }
      // The server has set the session cookie; only the profile is kept here.
      setProfile(data.user)
      await adoptSavedLanguage(data.user.lang)
      // '/' is the dashboard (shell §2.1).
      return { success: true, redirectTo: '/' }
    } catch (e) {
      const error = asError(e)
      // Refine's antd notification shows `message` as the title and `name` as the text.
      return { success: false, error: { name: i18next.t('auth.login_failed'), message: error.message } }
    }
  },

  logout: async () => {
    // The server revokes the token and clears the httpOnly cookie (page script cannot).
    clearProfile()
    stopApiCalls()
    await apiFetch('POST', `${API_URL}/auth/logout`).catch(() => undefined)
    // A full page load, not a client-side redirect: it drops every cached query of this user,
    // so the next user to log in on this tab cannot see them, and no stale request can answer
    // into the next session.
    window.location.replace(LOGIN_PATH)
    return { success: true }
  },

  check: async () => {
    try {
      await getProfile()
      return { authenticated: true }
    } catch (e) {
      // No session (or a revoked one): nothing is kept client-side to clear, so no logout round trip.
      if (asError(e).statusCode === 401) return { authenticated: false, redirectTo: LOGIN_PATH }
      // The API being down is not a reason to throw the session away.
      return { authenticated: true }
    }
  },

  getIdentity: async () => getProfile().catch(() => null),

  getPermissions: async () => (await getProfile().catch(() => null))?.permissions ?? null,

  onError: async (error) => {
    if (asError(error).statusCode === 401) {
      clearProfile()
      return { logout: true, redirectTo: LOGIN_PATH, error }
    }
    return { error }
  },
}
