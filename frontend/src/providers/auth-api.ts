import { API_URL, apiFetch } from './api-fetch'
import type { Profile } from './profile'

/** The account calls that happen before there is a session (shell /reset, /join, SSO). */
export interface Session { auth_token: string; user: Profile }

export async function startSso(email: string): Promise<string> {
  return (await apiFetch<{ url: string }>('POST', `${API_URL}/auth/sso/start`, { email })).url
}

export async function finishSso(callbackUrl: string): Promise<Session> {
  return apiFetch<Session>('POST', `${API_URL}/auth/sso/callback`, { callback_url: callbackUrl })
}

export async function forgotPassword(email: string): Promise<string> {
  return (await apiFetch<{ message: string }>('POST', `${API_URL}/auth/forgot-password`, { email })).message
}

export async function checkPasswordToken(token: string) {
  return apiFetch<{ purpose: 'reset' | 'invite'; email: string; name: string }>(
    'GET', `${API_URL}/auth/password-token/${encodeURIComponent(token)}`,
  )
}

export async function setNewPassword(kind: 'reset' | 'join', body: { token: string; password: string; password_confirmation: string }) {
  return apiFetch<{ message: string } & Partial<Session>>(
    'POST', `${API_URL}/auth/${kind === 'reset' ? 'reset-password' : 'join'}`, body,
  )
}
