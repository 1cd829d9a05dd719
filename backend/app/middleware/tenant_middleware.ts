import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { resolveTenancy, type Tenancy } from '#services/tenancy'
import { withRowSecurity } from '#services/row_security'

/**
 * Resolves, once per request, which customer and vendor the request acts for (see services/tenancy),
 * then runs the request behind the database's own wall for those tenants (services/row_security).
 */
export default class TenantMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.tenancy = await resolveTenancy(ctx)
    return withRowSecurity(ctx.tenancy, next)
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    tenancy: Tenancy
  }
}
