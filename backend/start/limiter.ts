import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { normaliseEmail } from '@hr/shared'
import env from '#start/env'

/**
 * Credential guessing is throttled twice: per account (many addresses cannot hammer one account)
 * and per client address (one address cannot spray many accounts). The address is the socket's
 * unless a TRUSTED_PROXIES proxy forwarded it, so a forged X-Forwarded-For buys nothing.
 */
const account = (value: unknown) => (typeof value === 'string' ? normaliseEmail(value) : '')

// Configurable only because the browser suite signs the same demo accounts in dozens of times a
// minute from one address; the default (and the API suite, which tests the 429) keeps 10.
const loginAttempts = env.get('LOGIN_ATTEMPTS_PER_MINUTE', 10)
/** An office behind one NAT address signs in many people at nine: the address budget is wider. */
export const ADDRESS_FACTOR = 3

function pair(name: string, perAccount: number, accountField: string) {
  const byAddress = limiter.define(`${name}-address`, ({ request }) =>
    limiter.allowRequests(perAccount * ADDRESS_FACTOR).every('1 minute').usingKey(`${name}:address:${request.ip()}`))
  const byAccount = limiter.define(`${name}-account`, ({ request }: HttpContext) => {
    const who = account(request.input(accountField))
    return who ? limiter.allowRequests(perAccount).every('1 minute').usingKey(`${name}:account:${who}`) : limiter.noLimit()
  })
  return [byAddress, byAccount]
}

export const loginThrottle = pair('login', loginAttempts, 'email')
export const otpThrottle = pair('otp', 10, 'login')
export const passwordThrottle = pair('password', 10, 'email')
