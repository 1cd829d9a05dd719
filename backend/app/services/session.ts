import type { HttpContext } from '@adonisjs/core/http'
import { COOKIE_NAMES, ONE_YEAR_SECONDS } from '@hr/shared'
import User from '#models/user'
import { profileOf } from '#services/profile'
import { inOneConnection } from '#services/row_security'

/**
 * A signed-in session: a revocable API token, kept by the browser in an httpOnly cookie (shell §3:
 * auth_token, path /, one year, Secure, SameSite=Lax) that page script — including script in a file
 * someone managed to get onto our origin — cannot read. The body still carries the token for API
 * clients that authenticate with a Bearer header.
 */
export const AUTH_COOKIE = COOKIE_NAMES.authToken

/**
 * Its readable companion, set and cleared with it and holding no secret: the page learns that a
 * session exists without asking the API, so a signed-out visit to the login page makes no
 * profile call that can only answer 401 (issue 43 §9).
 */
export const SESSION_HINT_COOKIE = COOKIE_NAMES.sessionHint

/** A header only our own scripts send: a cross-site form or image cannot set it. */
export const SAME_ORIGIN_HEADER = 'x-requested-with'

/** Shell §3: cookies are secure and sameSite lax (browsers also keep Secure cookies of http://localhost). */
const cookieOptions = { httpOnly: true, path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' as const, secure: true, encode: false }
const hintOptions = { ...cookieOptions, httpOnly: false }

export async function startSession(ctx: HttpContext, user: User) {
  // The token and the profile's reads: one connection taken from the pool, not one per statement.
  const { token, profile } = await inOneConnection(async () => {
    const created = (await User.accessTokens.create(user)).value!.release()
    return { token: created, profile: await profileOf(user) }
  })
  // Only our own page gets the cookie: an API client keeps the token from the body, and a
  // cross-site form posting someone else's credentials cannot plant a session (login CSRF).
  if (ctx.request.header(SAME_ORIGIN_HEADER)) {
    ctx.response.plainCookie(AUTH_COOKIE, token, cookieOptions)
    ctx.response.plainCookie(SESSION_HINT_COOKIE, '1', hintOptions)
  }
  return { auth_token: token, user: profile }
}

export function endSession(ctx: HttpContext) {
  ctx.response.clearCookie(AUTH_COOKIE, cookieOptions)
  ctx.response.clearCookie(SESSION_HINT_COOKIE, hintOptions)
}
