import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from '#exceptions/api_error'
import { AUTH_COOKIE, SAME_ORIGIN_HEADER } from '#services/session'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The browser's session cookie becomes the Bearer token the access-token guard reads, so the API
 * has one way to authenticate. An explicit Authorization header wins. A change made on the
 * strength of the cookie alone must come from our own page (the header above): SameSite=Lax already
 * keeps the cookie off cross-site POSTs, this closes same-site and older-browser gaps.
 */
export default class CookieTokenMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    const headers = request.request.headers
    const token = headers.authorization ? null : request.plainCookie(AUTH_COOKIE, { encoded: false })
    if (typeof token === 'string' && token) {
      if (!SAFE_METHODS.has(request.method()) && !request.header(SAME_ORIGIN_HEADER)) throw ApiError.forbidden('cross_site_request')
      headers.authorization = `Bearer ${token}`
    }
    return next()
  }
}
