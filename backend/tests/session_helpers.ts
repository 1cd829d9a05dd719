import { request as httpRequest } from 'node:http'
import { http } from '#config/app'
import { trustedProxies } from '#services/trusted_proxies'

/**
 * Runs requests as if the server had booted with TRUSTED_PROXIES=`setting`: the test client
 * connects from 127.0.0.1, so 'loopback' makes it the proxy whose X-Forwarded-* headers count.
 * The server reads the trust function from this config object on every request for the client
 * address; for protocol and host see postFrom.
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

/**
 * A JSON POST sent from another loopback address than the test client's. The server remembers per
 * peer address whether it trusts that peer for X-Forwarded-Proto and -Host, so a test that trusts
 * its proxy for those must be the first to connect from its own address (127.0.0.0/8 is all loopback).
 */
export function postFrom(localAddress: string, path: string, headers: Record<string, string>, body: unknown) {
  const payload = JSON.stringify(body)
  return new Promise<{ status: number; setCookie: string[] }>((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1', port: Number(process.env.PORT), path, method: 'POST', localAddress,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode!, setCookie: res.headers['set-cookie'] ?? [] }))
    })
    req.on('error', reject)
    req.end(payload)
  })
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
