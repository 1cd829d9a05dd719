import i18next from 'i18next'
import { SAME_ORIGIN_HEADERS } from './token'
import { toHttpError } from './errors'

/** The API's base path (http.ts re-exports it for the axios client). */
export const API_URL = '/api'

let leaving = false
/**
 * Signing out: from here until the page reloads onto the login page, the app's data calls
 * (httpClient) stay in the page; only the session's own calls (this file) still go. A refetch
 * racing the logout (the header bell's poll, a focus refetch) would otherwise reach the API
 * without a session and log a 401 (issue 43 §9).
 */
export const stopApiCalls = () => { leaving = true }
export const apiCallsStopped = () => leaving

/**
 * The session's own calls (sign-in, profile, logout) and the public pages' (password links, SSO)
 * through the browser's fetch: the same headers, cookie and error shape as httpClient (http.ts),
 * without axios in the login route's JS (docs/benchmarks.md).
 */
export async function apiFetch<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...SAME_ORIGIN_HEADERS }
  // The API answers in the user's saved language, else this one (spec: Accept-Language).
  if (i18next.language) headers['Accept-Language'] = i18next.language
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const fallback = () => i18next.t('messages.error_occurred_contact_admin')
  let res: Response
  try {
    res = await fetch(url, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) })
  } catch {
    // No answer at all (offline, server down): like axios, no status.
    throw toHttpError(undefined, undefined, fallback())
  }
  const text = await res.text().catch(() => '')
  let data: unknown = text
  try { data = text ? JSON.parse(text) : text } catch { /* not JSON: the text itself */ }
  if (!res.ok) throw toHttpError(res.status, data, fallback())
  return data as T
}
