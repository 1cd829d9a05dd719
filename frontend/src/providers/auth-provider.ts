import type { AuthProvider, HttpError } from '@refinedev/core'
import i18next from 'i18next'
import { API_URL, httpClient } from './http'
import { clearProfile, getProfile, setProfile, type Profile } from './profile'
import { clearToken, readToken, writeToken } from './token'

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
  if ('otp' in variables) return (await httpClient.post<LoginAnswer>(`${API_URL}/auth/platform-login/2fa`, variables)).data
  return (await httpClient.post<LoginAnswer>(`${API_URL}/auth/platform-login`, variables)).data
}

export const authProvider: AuthProvider = {
  login: async (variables: LoginVariables) => {
    try {
      const data = await loginCall(variables)
      if ('two_factor_required' in data) {
        // Not a failure: no error, so no toast; the login page shows the code step.
        return { success: false, twoFactor: { login: data.login, message: data.message } }
      }
      writeToken(data.auth_token)
      setProfile(data.user)
      // '/' is the dashboard (shell §2.1).
      return { success: true, redirectTo: '/' }
    } catch (e) {
      const error = asError(e)
      // Refine's antd notification shows `message` as the title and `name` as the text.
      return { success: false, error: { name: i18next.t('auth.login_failed'), message: error.message } }
    }
  },

  logout: async () => {
    // Forget the session locally first: requests still in flight must not reuse a revoked token.
    const token = readToken()
    clearToken()
    clearProfile()
    if (token) {
      await httpClient
        .post(`${API_URL}/auth/logout`, null, { headers: { Authorization: `Bearer ${token}` } })
        .catch(() => undefined)
    }
    // A full page load, not a client-side redirect: it drops every cached query of this user,
    // so the next user to log in on this tab cannot see them, and no stale request can answer
    // into the next session.
    window.location.replace(LOGIN_PATH)
    return { success: true }
  },

  check: async () => {
    if (!readToken()) return { authenticated: false, redirectTo: LOGIN_PATH }
    try {
      await getProfile()
      return { authenticated: true }
    } catch (e) {
      if (asError(e).statusCode === 401) {
        clearToken()
        return { authenticated: false, logout: true, redirectTo: LOGIN_PATH }
      }
      // The API being down is not a reason to throw the session away.
      return { authenticated: true }
    }
  },

  getIdentity: async () => (readToken() ? getProfile().catch(() => null) : null),

  getPermissions: async () => (readToken() ? (await getProfile().catch(() => null))?.permissions ?? null : null),

  onError: async (error) => {
    if (asError(error).statusCode === 401) {
      clearToken()
      clearProfile()
      return { logout: true, redirectTo: LOGIN_PATH, error }
    }
    return { error }
  },
}
