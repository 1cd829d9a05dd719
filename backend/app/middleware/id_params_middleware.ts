import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from '#exceptions/api_error'

/** PostgreSQL's integer, the type of every id column. */
const INT_MAX = 2_147_483_647

/**
 * A numeric path parameter past any id (…/bank-account/99999999999999999999) names no row: it
 * answers 404 here instead of reaching SQL, where PostgreSQL refuses the value outright.
 */
export default class IdParamsMiddleware {
  async handle({ params }: HttpContext, next: NextFn) {
    for (const value of Object.values(params ?? {})) {
      const text = String(value)
      if (/^\d+$/.test(text) && Number(text) > INT_MAX) throw ApiError.notFound('record_not_found')
    }
    return next()
  }
}
