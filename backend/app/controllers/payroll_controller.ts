import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { getResource, hasAccess } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { recordEvent } from '#services/audit'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { requestLang, translate } from '#services/i18n'
import { generateYear } from '#services/payroll/paycycle_workflow'
import { payrollCurrencies } from '#services/customer_currency'

export const yearBody = vine.compile(vine.object({ year: vine.number().withoutDecimals().range([2000, 2100]) }))
export const approvalBody = vine.compile(vine.object({ status: vine.enum(['approved', 'rejected'] as const), notes: vine.string().trim().maxLength(2000).optional() }))

/**
 * Payroll beside the catalogue's own endpoints (issue 14): a year's paycycles and pay item decisions
 * (a paycycle's stage moves are the workflow kernel's). Which rows and who: the catalogue's rules (tenant scope, the shared can()).
 */
export default class PayrollController {
  /** POST /api/person-pay-item/:id/approval { status: approved | rejected, notes? }: a payroll user decides a data manager's change. */
  async payItemApproval(ctx: HttpContext) {
    const def = getResource('person_pay_item')
    const lang = requestLang(ctx)
    const repo = new ResourceRepository(def, ctx.tenancy, lang)
    const item = await repo.find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, 'update', def, item)
    if (!hasAccess(ctx.tenancy.user.roleSubject(), 'payroll')) throw ApiError.forbidden('forbidden')
    const { status, notes } = await ctx.request.validateUsing(approvalBody)
    if (item.approval_status !== 'pending') throw ApiError.conflict('pay_item_not_pending')
    await db.transaction(async (trx) => {
      // Judged on the item as locked: of concurrent decisions one applies, and an edit made
      // meanwhile (which asks for approval again) is what is decided.
      const locked = await repo.withClient(trx).findLocked(item.id)
      if (locked.approval_status !== 'pending') throw ApiError.conflict('pay_item_not_pending')
      await trx.from('person_pay_items').where('id', Number(item.id)).where('approval_status', 'pending').update({ approval_status: status, updated_at: new Date().toISOString() })
      await recordEvent(trx, { customerId: Number(item.customer_id), userId: ctx.tenancy.user.id, entityName: 'person_pay_item', entityId: Number(item.id), action: status, actionInfo: notes ? JSON.stringify({ notes }) : null })
    })
    return { ...(await repo.find(item.id)), message: translate(lang, `messages.pay_item_${status}`) }
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

  /** GET /api/payroll-currencies → { items, customer_currency }: what a payroll of the acting customer may be paid in. */
  async currencies(ctx: HttpContext) {
    await ctx.bouncer.authorize(resourceAction, 'list', getResource('payroll'))
    if (!ctx.tenancy.customerId) throw ApiError.forbidden('customer_inactive')
    return payrollCurrencies(ctx.tenancy.customerId)
  }
}
