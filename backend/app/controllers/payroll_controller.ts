import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import { getResource } from '@hr/shared'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { requestLang, translate } from '#services/i18n'
import { generateYear, moveStage } from '#services/payroll/paycycle_workflow'

const yearBody = vine.compile(vine.object({ year: vine.number().withoutDecimals().range([2000, 2100]) }))

/**
 * Payroll beside the catalogue's own endpoints (issue 14): a paycycle's stage moves and a year's
 * paycycles. Which rows and who: the catalogue's rules (tenant scope, the shared can()).
 */
export default class PayrollController {
  /** POST /api/paycycle/:id/stage { to, notes? } */
  async stage(ctx: HttpContext) {
    const def = getResource('paycycle')
    const lang = requestLang(ctx)
    const repo = new ResourceRepository(def, ctx.tenancy, lang)
    const current = await repo.find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, 'update', def, current)
    return moveStage(repo, ctx.tenancy, lang, current, ctx.request.only(['to', 'notes']))
  }

  /** POST /api/payroll/:id/paycycles { year } → { year, created } */
  async paycycles(ctx: HttpContext) {
    const def = getResource('payroll')
    const lang = requestLang(ctx)
    const payroll = await new ResourceRepository(def, ctx.tenancy, lang).find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, 'update', def, payroll)
    await ctx.bouncer.authorize(resourceAction, 'create', getResource('paycycle'))
    const { year } = await ctx.request.validateUsing(yearBody)
    const created = await generateYear(ctx.tenancy, payroll, year)
    return { year, created, message: translate(lang, 'messages.paycycles_generated', { count: created, year }) }
  }
}
