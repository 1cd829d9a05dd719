import { COOKIE_NAMES, ONE_YEAR_SECONDS } from '@hr/shared'

/**
 * The API token lives in a cookie (shell §3: path /, one year, secure, SameSite=Lax) so it
 * survives reloads and is shared by every tab. It is still sent as a Bearer header: the API
 * authenticates by header, the cookie is only storage.
 */
const NAME = COOKIE_NAMES.authToken

export function readToken(): string | null {
  if (typeof document === 'undefined') return null
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${NAME}=`))
  return entry ? decodeURIComponent(entry.slice(NAME.length + 1)) : null
}

export function writeToken(token: string) {
  document.cookie = `${NAME}=${encodeURIComponent(token)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax; Secure`
}

export function clearToken() {
  document.cookie = `${NAME}=; path=/; max-age=0; SameSite=Lax; Secure`
}
