import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * API callers always get JSON (errors included); the same server also serves the SPA, whose
 * routes must keep answering HTML, so this applies under /api only.
 */
export default class ApiJsonMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    if (request.url().startsWith('/api')) {
      const headers = request.headers()
      headers.accept = 'application/json'
    }
    return next()
  }
}
