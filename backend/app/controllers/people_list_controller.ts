import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { DEFAULT_CONTRACTOR_LIST_STATUSES, DEFAULT_STAFF_LIST_STATUSES, getResource } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { parseListQuery } from '#resources/query_parser'
import { requestLang } from '#services/i18n'
import { scopeQuery } from '#services/tenancy'
import { listPage } from '#resources/list_page'

/**
 * The people list tabs of domain §2/§9 over the generic people list (same scoping, privileges and
 * envelope): staff (default statuses Onboarding, Probation, Regular), contractors (Active), and
 * the managers a person can report to.
 */
export default class PeopleListController {
  private async list(ctx: HttpContext, type: 'staff' | 'contractor', defaults: readonly string[]) {
    const people = getResource('people')
    await ctx.bouncer.authorize(resourceAction, 'list', people)
    const qs = ctx.request.qs()
    if (qs.company_id !== undefined && Number(qs.company_id) !== ctx.tenancy.customerId) throw ApiError.forbidden('customer_inactive')
    const filter = { ...(typeof qs.filter === 'object' && qs.filter ? qs.filter : {}), type }
    if (!filter.status) filter.status = defaults.join(',')
    return new ResourceRepository(people, ctx.tenancy, requestLang(ctx)).list(parseListQuery(people, { ...qs, filter }))
  }

  /** GET /api/people/staff-list (company_id, query_string, external, filter; filter[engagement_type]=eor for the EOR tab) */
  staff = (ctx: HttpContext) => this.list(ctx, 'staff', DEFAULT_STAFF_LIST_STATUSES)

  /** GET /api/people/contractor-list */
  contractors = (ctx: HttpContext) => this.list(ctx, 'contractor', DEFAULT_CONTRACTOR_LIST_STATUSES)

  /** GET /api/people/managers — people of the acting customer whose account manages others. */
  async managers(ctx: HttpContext) {
    const people = getResource('people')
    await ctx.bouncer.authorize(resourceAction, 'list', people)
    const q = db.from('people').join('users', 'users.id', 'people.user_id')
      .where('users.is_manager', true).whereNull('people.deleted_at').whereNull('users.deleted_at')
      .orderBy('people.name').select('people.id', 'people.name', 'people.user_id', 'people.job_title')
    scopeQuery(people, q, ctx.tenancy)
    const items = (await q).map((r) => ({ id: Number(r.id), name: r.name, user_id: Number(r.user_id), job_title: r.job_title }))
    return listPage(items)
  }
}
