import limiter from '@adonisjs/limiter/services/main'
import { normaliseEmail } from '@hr/shared'

/**
 * Credential guessing is throttled per client address and account, so one attacker cannot lock
 * out a user from elsewhere and one address cannot spray many accounts quickly.
 */
const account = (value: unknown) => (typeof value === 'string' ? normaliseEmail(value) : '')

export const loginThrottle = limiter.define('login', ({ request }) =>
  limiter.allowRequests(10).every('1 minute').usingKey(`login:${request.ip()}:${account(request.input('email'))}`),
)

export const otpThrottle = limiter.define('otp', ({ request }) =>
  limiter.allowRequests(10).every('1 minute').usingKey(`otp:${request.ip()}:${account(request.input('login'))}`),
)

export const passwordThrottle = limiter.define('password', ({ request }) =>
  limiter.allowRequests(30).every('1 minute').usingKey(`password:${request.ip()}`),
)
