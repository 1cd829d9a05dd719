import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { getResource, readTranslations, translatedText } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { requestLang, translate } from '#services/i18n'
import { listPage } from '#resources/list_page'

/** The data cloud's table and the customer's own resource behind each company data type page. */
const KINDS = {
  'leave-type': { table: 'leave_types', kind: 'leave_type', own: 'company_leave_type' },
  'pay-items': { table: 'pay_items', kind: 'pay_item', own: 'company_pay_item' },
} as const
type Kind = keyof typeof KINDS
/** The data cloud's rows (leave_types also holds companies' own types, owned by a customer). */
const cloudRows = (table: string) => (table === 'leave_types' ? db.from(table).whereNull('customer_id') : db.from(table))

export const toggleValidator = vine.compile(vine.object({ enabled: vine.boolean() }))
const truthy = (v: unknown) => v === true || v === 1 || v === '1'

/**
 * Admin settings, company data type (shell §2.1 /admin-setting/company-data-type/...): the customer's
 * choice among the data cloud's leave types and pay items. Items are on unless the customer switched
 * them off, so a new data-cloud item reaches every customer. The customer's own items are the
 * company_leave_type / company_pay_item catalogue resources.
 */
export default class CompanyDataTypeController {
  /** GET /api/company-data-type/:kind → { items: [...data-cloud item, enabled] } for the acting customer */
  async index(ctx: HttpContext) {
    const { config, customerId } = await this.context(ctx, 'list')
    const off = new Set((await db.from('company_data_type_choices').where({ customer_id: customerId, kind: config.kind })
      .select('item_id', 'enabled')).filter((c) => !truthy(c.enabled)).map((c) => Number(c.item_id)))
    const rows = await cloudRows(config.table).orderBy('name').orderBy('id')
    const lang = requestLang(ctx)
    const items = rows.map((r) => ({
      // The name in the reader's language (issue 43 §7); the company's choice follows the item, translations and all.
      id: Number(r.id), name: translatedText(String(r.name), r.name_translations, lang), name_translations: readTranslations(r.name_translations),
      country: r.country ?? null, enabled: !off.has(Number(r.id)),
      ...(config.kind === 'pay_item'
        ? { category: r.category, frequency: r.frequency, gross_type: r.gross_type, is_reference_only: truthy(r.is_reference_only) }
        : { day_type: r.day_type, is_paid: truthy(r.is_paid), allow_negative: truthy(r.allow_negative), default_entitlement: r.default_entitlement }),
    }))
    return listPage(items)
  }

  /** POST /api/company-data-type/:kind/:id { enabled } */
  async toggle(ctx: HttpContext) {
    const { config, customerId } = await this.context(ctx, 'update')
    const { enabled } = await ctx.request.validateUsing(toggleValidator)
    const itemId = Number(ctx.params.id)
    const item = Number.isInteger(itemId) ? await cloudRows(config.table).where('id', itemId).first() : null
    if (!item) throw ApiError.notFound('record_not_found')
    const now = new Date().toISOString()
    await db.transaction(async (trx) => {
      const current = await trx.from('company_data_type_choices').where({ customer_id: customerId, kind: config.kind, item_id: itemId }).first()
      if (current) await trx.from('company_data_type_choices').where('id', current.id).update({ enabled, updated_at: now })
      else await trx.table('company_data_type_choices').insert({ customer_id: customerId, kind: config.kind, item_id: itemId, enabled, created_at: now, updated_at: now })
      await trx.table('audit_logs').insert({
        customer_id: customerId, user_id: ctx.auth.getUserOrFail().id, entity_name: `company_${config.kind}_choice`, entity_id: itemId,
        action: 'update', action_info: JSON.stringify({ changes: { enabled } }), created_at: now, updated_at: now,
      })
    })
    return { id: itemId, enabled, message: translate(requestLang(ctx), 'common.saved') }
  }

  private async context(ctx: HttpContext, action: 'list' | 'update') {
    const config = KINDS[ctx.params.kind as Kind]
    if (!config) throw ApiError.notFound('page_not_found')
    await ctx.bouncer.authorize(resourceAction, action, getResource(config.own))
    const customerId = ctx.tenancy.customerId
    if (!customerId) throw ApiError.forbidden('customer_inactive')
    return { config, customerId }
  }
}
