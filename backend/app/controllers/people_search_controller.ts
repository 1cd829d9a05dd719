import type { HttpContext } from '@adonisjs/core/http'
import { DROPDOWN_PAGE_SIZE, getResource } from '@hr/shared'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { parseListQuery } from '#resources/query_parser'
import { requestLang } from '#services/i18n'
import { ApiError } from '#exceptions/api_error'

/**
 * POST /api/people/search (shell §7): the staff search popover. The same scoped list as
 * /api/people (so the same tenant rules), narrowed to staff and to the hit's id, name and pic.
 */
export default class PeopleSearchController {
  async search(ctx: HttpContext) {
    const people = getResource('people')
    await ctx.bouncer.authorize(resourceAction, 'list', people)
    const body = ctx.request.body()
    if (body.customer_id !== undefined && body.customer_id !== null && Number(body.customer_id) !== ctx.tenancy.customerId) {
      throw ApiError.forbidden('customer_inactive')
    }
    const external = typeof body.external === 'object' && body.external ? body.external : { page: 1, per_page: DROPDOWN_PAGE_SIZE }
    const query = parseListQuery(people, { query_string: body.query_string, external, filter: { type: 'staff' } })
    const result = await new ResourceRepository(people, ctx.tenancy, requestLang(ctx)).list(query)
    return { ...result, items: result.items.map((p) => ({ id: p.id, name: p.name, pic: null, job_title: p.job_title })) }
  }
}
