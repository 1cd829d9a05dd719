import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { PHONE_DEFAULT, getResource } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { recordChange } from '#services/audit'
import { resourceAction } from '#policies/abilities'
import { FALLBACK_COUNTRY, countryList, currencyList, isCountryCode, stateList } from '#services/countries'

export const rateValidator = vine.compile(vine.object({
  source: vine.string().trim().toUpperCase().regex(/^[A-Z]{3}$/),
  target: vine.string().trim().toUpperCase().regex(/^[A-Z]{3}(,[A-Z]{3})*$/).optional(),
}))
export const statesValidator = vine.compile(vine.object({ country: vine.string().trim().toUpperCase().regex(/^[A-Z]{2}$/) }))
export const bulkValidator = vine.compile(vine.object({ ids: vine.array(vine.number().withoutDecimals()).optional() }))

/** Reference-data calls beyond plain CRUD: countries, currencies, conversion lookups, bulk holiday removal. */
export default class ReferenceController {
  /** GET /api/countries — the static country list (code, name, zh_name, dialCode, lang, currency, local languages, guide link), the fallback country and the phone default. */
  async countries({ response }: HttpContext) {
    response.header('Cache-Control', 'public, max-age=86400')
    return { items: countryList(), fallback: FALLBACK_COUNTRY, phone_default: PHONE_DEFAULT }
  }

  /** GET /api/states?country=MY — the country's states and regions ({ code, name }); unknown countries 404. */
  async states(ctx: HttpContext) {
    const { country } = await ctx.request.validateUsing(statesValidator)
    if (!isCountryCode(country)) throw ApiError.notFound('record_not_found')
    ctx.response.header('Cache-Control', 'public, max-age=86400')
    return { country, items: stateList(country) }
  }

  /** GET /api/currencies — ISO 4217 codes with the minor-unit digits amounts are rounded to. */
  async currencies({ response }: HttpContext) {
    response.header('Cache-Control', 'public, max-age=86400')
    return { items: currencyList() }
  }

  /**
   * GET /api/get_currency_rate?source=USD&target=SGD,EUR → { from, to: [{ quotecurrency, mid }] },
   * the latest rate of each pair from the platform's own table (no outside service is called).
   */
  async currencyRate(ctx: HttpContext) {
    const { source, target } = await ctx.request.validateUsing(rateValidator)
    const q = db.from('exchange_rates').where('from_currency', source).orderBy('date', 'desc').orderBy('id', 'desc')
    if (target) q.whereIn('to_currency', target.split(','))
    const latest = new Map<string, string>()
    for (const r of await q) if (!latest.has(r.to_currency)) latest.set(r.to_currency, String(r.rate))
    if (target?.split(',').includes(source)) latest.set(source, '1')
    return { from: source, to: [...latest].map(([quotecurrency, mid]) => ({ quotecurrency, mid })) }
  }

  /** POST /api/public-holiday/bulk-delete { ids } */
  async deleteHolidays(ctx: HttpContext) {
    await ctx.bouncer.authorize(resourceAction, 'delete', getResource('public_holiday'))
    const { ids } = await ctx.request.validateUsing(bulkValidator)
    if (!ids?.length) throw ApiError.unprocessable('select_holiday', [{ field: 'ids', rule: 'required', message: 'select_holiday' }])
    const def = getResource('public_holiday')
    const deleted = await db.transaction(async (trx) => {
      const rows = await trx.from('public_holidays').whereIn('id', ids)
      await trx.from('public_holidays').whereIn('id', rows.map((r) => r.id)).delete()
      for (const row of rows) await recordChange(trx, def, ctx.tenancy, 'delete', row)
      return rows.length
    })
    return { deleted }
  }
}
