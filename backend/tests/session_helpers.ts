import { http } from '#config/app'
import { trustedProxies } from '#services/trusted_proxies'

/**
 * Runs requests as if the server had booted with TRUSTED_PROXIES=`setting`: the test client
 * connects from 127.0.0.1, so 'loopback' makes it the proxy whose X-Forwarded-* headers count.
 * The server reads the trust function from this config object on every request for the client
 * address.
 */
export async function behindTrustedProxies<T>(setting: string, run: () => Promise<T>): Promise<T> {
  const before = http.trustProxy
  http.trustProxy = trustedProxies(setting)
  try {
    return await run()
  } finally {
    http.trustProxy = before
  }
}

/** The auth_token Set-Cookie line of a response, split into value and attributes as a browser reads them. */
export function authCookie(setCookie: string | string[] | undefined) {
  const line = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith('auth_token='))
  if (!line) return null
  const [pair, ...attributes] = line.split(';').map((s) => s.trim())
  const attrs: Record<string, string | true> = Object.fromEntries(
    attributes.map((a) => { const [k, v] = a.split('='); return [k.toLowerCase(), v ?? true] }),
  )
  return { value: pair.slice('auth_token='.length), attrs }
}

/** What the SPA sends with every call, and a cross-site form cannot. */
export const SPA_HEADER = ['x-requested-with', 'XMLHttpRequest'] as const
