import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { arriving } from '#services/pool_order'

/** Marks when the request arrived: the pool serves the oldest waiting request first (services/pool_order). */
export default class ArrivalMiddleware {
  handle(_ctx: HttpContext, next: NextFn) {
    return arriving(next)
  }
}
