import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { resolveTenancy, type Tenancy } from '#services/tenancy'

/** Resolves, once per request, which customer and vendor the request acts for (see services/tenancy). */
export default class TenantMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.tenancy = await resolveTenancy(ctx)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    tenancy: Tenancy
  }
}
