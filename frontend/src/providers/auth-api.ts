import { API_URL, httpClient } from './http'
import type { Profile } from './profile'

/** The account calls that happen before there is a session (shell /reset, /join, SSO). */
export interface Session { auth_token: string; user: Profile }

export async function startSso(email: string): Promise<string> {
  const { data } = await httpClient.post<{ url: string }>(`${API_URL}/auth/sso/start`, { email })
  return data.url
}

export async function finishSso(callbackUrl: string): Promise<Session> {
  const { data } = await httpClient.post<Session>(`${API_URL}/auth/sso/callback`, { callback_url: callbackUrl })
  return data
}

export async function forgotPassword(email: string): Promise<string> {
  const { data } = await httpClient.post<{ message: string }>(`${API_URL}/auth/forgot-password`, { email })
  return data.message
}

export async function checkPasswordToken(token: string) {
  const { data } = await httpClient.get<{ purpose: 'reset' | 'invite'; email: string; name: string }>(
    `${API_URL}/auth/password-token/${encodeURIComponent(token)}`,
  )
  return data
}

export async function setNewPassword(kind: 'reset' | 'join', body: { token: string; password: string; password_confirmation: string }) {
  const { data } = await httpClient.post<{ message: string } & Partial<Session>>(
    `${API_URL}/auth/${kind === 'reset' ? 'reset-password' : 'join'}`, body,
  )
  return data
}
