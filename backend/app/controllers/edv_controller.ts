import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { getResource } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { serializeRow } from '#resources/serializer'
import { requestLang } from '#services/i18n'
import { scopeQuery } from '#services/tenancy'

type Row = Record<string, any>

/**
 * GET /api/v2/user/edv-latest (customer_id, user_id, lang) → { cdt, edt, host_edt }, each with
 * items (domain §3, §7): the customer's company-specific items, the country-specific items of the
 * person's home country, and those of their host country while they are an expat. Each item has
 * its label and notes in `lang` (English, then any language, as fallback) and the person's value.
 */
export default class EdvController {
  latest = async (ctx: HttpContext) => {
    const qs = ctx.request.qs()
    if (qs.customer_id !== undefined && Number(qs.customer_id) !== ctx.tenancy.customerId) throw ApiError.forbidden('customer_inactive')
    const people = getResource('people')
    const q = db.from('people').whereNull('people.deleted_at')
    // user_id is the spec's key; person_id reaches people without an account yet.
    if (qs.user_id !== undefined) q.where('people.user_id', Number(qs.user_id) || -1)
    else if (qs.person_id !== undefined) q.where('people.id', Number(qs.person_id) || -1)
    else q.where('people.user_id', ctx.tenancy.user.id)
    scopeQuery(people, q, ctx.tenancy)
    const row = await q.select('people.*').first()
    if (!row) throw ApiError.notFound('record_not_found')
    const person = serializeRow(people, row)
    // The values are the person's data: the same rule as reading them one by one.
    await ctx.bouncer.authorize(resourceAction, 'list', getResource('data_value'), { person_id: person.id as number, customer_id: person.customer_id })
    const lang = String(qs.lang ?? requestLang(ctx)).toLowerCase()

    const itemDef = getResource('data_item')
    const items = (await db.from('data_items').where('customer_id', Number(person.customer_id)).orderBy('display_order').orderBy('id'))
      .map((r) => serializeRow(itemDef, r))
    const ids = items.map((i) => i.id as number)
    const entries = ids.length ? await db.from('data_item_entries').whereIn('data_item_id', ids).orderBy('id') : []
    const valueDef = getResource('data_value')
    const values = ids.length
      ? (await db.from('data_values').where('person_id', Number(person.id)).whereIn('data_item_id', ids)).map((r) => serializeRow(valueDef, r))
      : []

    const word = (itemId: number, key: string) => {
      const own = entries.filter((e: Row) => Number(e.data_item_id) === itemId && e.key === key)
      return (own.find((e: Row) => e.lang === lang) ?? own.find((e: Row) => e.lang === 'en') ?? own[0])?.value ?? null
    }
    const shape = (item: Row) => {
      const value = values.find((v) => v.data_item_id === item.id) ?? null
      return {
        ...item,
        data: word(item.id, 'data') ?? item.name,
        notes: word(item.id, 'notes'),
        dictionary: entries.filter((e: Row) => Number(e.data_item_id) === item.id).map((e: Row) => ({ key: e.key, lang: e.lang, value: e.value })),
        value_id: value?.id ?? null,
        text_value: value?.text_value ?? null,
        date_value: value?.date_value ?? null,
        doc_value: value?.doc_value ?? null,
      }
    }
    const ofCountry = (code: unknown) => (code ? items.filter((i) => i.kind === 'edt' && i.iso_code === code).map(shape) : [])
    return {
      person_id: person.id,
      cdt: { items: items.filter((i) => i.kind === 'cdt').map(shape) },
      edt: { iso_code: person.country ?? null, items: ofCountry(person.country) },
      host_edt: { iso_code: person.is_expat ? person.host_country : null, items: person.is_expat ? ofCountry(person.host_country) : [] },
    }
  }
}
