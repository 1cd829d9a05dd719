import proxyAddr from 'proxy-addr'

/**
 * X-Forwarded-For and -Proto are believed only from the proxies named in TRUSTED_PROXIES (IPs,
 * CIDRs, or proxy-addr's loopback/linklocal/uniquelocal); by default from none, so a client
 * cannot forge its address past the rate limits.
 */
export function trustedProxies(setting: string | undefined): (address: string, distance: number) => boolean {
  const list = (setting ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  if (!list.length) return () => false
  try {
    return proxyAddr.compile(list)
  } catch (error) {
    // A typo must stop the boot with the variable's name, not silently trust nobody (or everybody).
    throw new Error(`TRUSTED_PROXIES: ${(error as Error).message}`)
  }
}
