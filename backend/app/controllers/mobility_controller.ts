import type { HttpContext } from '@adonisjs/core/http'
import { getResource } from '@hr/shared'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { requestLang } from '#services/i18n'
import { timeline } from '#services/mobility/case_workflow'

/**
 * Visa cases beside the catalogue's /api/mobility-case endpoints (issue 16): a move of the case's
 * workflow (those who keep cases make it) and its timeline (whoever reads the case reads it).
 */
export default class MobilityController {
  private async kase(ctx: HttpContext, action: 'show') {
    const def = getResource('mobility_case')
    const repo = new ResourceRepository(def, ctx.tenancy, requestLang(ctx))
    const current = await repo.find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, action, def, current)
    return { repo, current }
  }

  /** GET /api/mobility-case/:id/timeline: every move, oldest first, with who made it and when. */
  async timeline(ctx: HttpContext) {
    const { current } = await this.kase(ctx, 'show')
    return { data: await timeline(Number(current.id)) }
  }
}
