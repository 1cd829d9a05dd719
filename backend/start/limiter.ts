import limiter from '@adonisjs/limiter/services/main'
import { normaliseEmail } from '@hr/shared'
import env from '#start/env'

/**
 * Credential guessing is throttled per client address and account, so one attacker cannot lock
 * out a user from elsewhere and one address cannot spray many accounts quickly.
 */
const account = (value: unknown) => (typeof value === 'string' ? normaliseEmail(value) : '')

// Configurable only because the browser suite signs the same demo accounts in dozens of times a
// minute from one address; the default (and the API suite, which tests the 429) keeps 10.
const loginAttempts = env.get('LOGIN_ATTEMPTS_PER_MINUTE', 10)

export const loginThrottle = limiter.define('login', ({ request }) =>
  limiter.allowRequests(loginAttempts).every('1 minute').usingKey(`login:${request.ip()}:${account(request.input('email'))}`),
)

export const otpThrottle = limiter.define('otp', ({ request }) =>
  limiter.allowRequests(10).every('1 minute').usingKey(`otp:${request.ip()}:${account(request.input('login'))}`),
)

export const passwordThrottle = limiter.define('password', ({ request }) =>
  limiter.allowRequests(30).every('1 minute').usingKey(`password:${request.ip()}`),
)
