import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { afterRequest } from '#services/row_security'
import { getResource, weekendPolicy } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { requestLang, translate } from '#services/i18n'
import { holidayCountries, startHolidayImport } from '#services/holiday_import'
import { enqueueTask } from '#services/jobs/tasks'
import logger from '@adonisjs/core/services/logger'
import { countryOrFallback } from '#services/countries'
import { validationMessages } from '#resources/validator'
import { listPage } from '#resources/list_page'

const STALE_IMPORT_MS = 5 * 60 * 1000
export const countryValidator = vine.compile(vine.object({ country: vine.string().trim().toUpperCase().regex(/^[A-Z]{2}$/) }))

const shape = (r: any) => ({
  id: Number(r.id), country: r.country, name: countryOrFallback(r.country).code === r.country ? countryOrFallback(r.country).name : r.country,
  status: r.status, holiday_count: Number(r.holiday_count), imported_at: r.imported_at ?? null,
  weekend: weekendPolicy(r.country),
})

/**
 * Data-cloud country selection (domain §2 settings, issue 6): which countries the platform holds
 * reference data for, each with its weekend policy; selecting a new country imports its public
 * holidays (this year and next, states and regions included) while the country shows "importing".
 */
export default class DataCloudController {
  /** GET /api/data-cloud/countries — everyone signed in reads it (the vendor's view is read-only). */
  async countries(ctx: HttpContext) {
    await ctx.bouncer.authorize(resourceAction, 'list', getResource('public_holiday'))
    const rows = await db.from('data_cloud_countries').orderBy('country')
    return listPage(rows.map(shape))
  }

  /** POST /api/data-cloud/countries { country } → 202 with status "importing" */
  async select(ctx: HttpContext) {
    await ctx.bouncer.authorize(resourceAction, 'create', getResource('public_holiday'))
    const lang = requestLang(ctx)
    const { country } = await ctx.request.validateUsing(countryValidator, {
      messagesProvider: validationMessages(lang, { country: translate(lang, 'public_holiday.fields.country') }),
    })
    if (!holidayCountries().has(country)) {
      throw ApiError.unprocessable('data_cloud_country_unsupported', [{ field: 'country', rule: 'supported', message: 'data_cloud_country_unsupported' }])
    }
    const now = new Date().toISOString()
    const current = await db.from('data_cloud_countries').where('country', country).first()
    // An import that never finished (the server stopped mid-way) may be started again.
    const stale = current?.status === 'importing' && Date.now() - new Date(current.updated_at).getTime() > STALE_IMPORT_MS
    if (current && current.status !== 'failed' && !stale) {
      throw ApiError.conflict('data_cloud_country_exists', [{ field: 'country', rule: 'unique', message: 'data_cloud_country_exists' }])
    }
    // The selection and its audit entry land together or not at all.
    const jobId = await db.transaction(async (trx) => {
      if (current) await trx.from('data_cloud_countries').where('id', current.id).update({ status: 'importing', updated_at: now })
      else await trx.table('data_cloud_countries').insert({ country, status: 'importing', holiday_count: 0, created_at: now, updated_at: now })
      const row = await trx.from('data_cloud_countries').where('country', country).first()
      await trx.table('audit_logs').insert({
        customer_id: null, user_id: ctx.auth.getUserOrFail().id, entity_name: 'data_cloud_country', entity_id: Number(row.id),
        action: 'create', action_info: JSON.stringify({ country }), created_at: now, updated_at: now,
      })
      return startHolidayImport(trx, country, ctx.auth.getUserOrFail().id)
    })
    // The import reads a few hundred holidays: a queued job once this is committed; the page polls the status.
    afterRequest(() => enqueueTask(jobId).catch((error) => logger.warn({ err: error, country }, 'holiday import not enqueued yet')))
    ctx.response.status(202)
    return { ...shape(await db.from('data_cloud_countries').where('country', country).first()), message: translate(lang, 'messages.data_cloud_import_started'), job_id: jobId }
  }

  /**
   * DELETE /api/data-cloud/countries/:country — takes a country out of the data cloud with its
   * public holidays (superadmin only: the same right as deleting holidays). A running import is
   * refused, as it would write the holidays back once it finishes.
   */
  async remove(ctx: HttpContext) {
    await ctx.bouncer.authorize(resourceAction, 'delete', getResource('public_holiday'))
    const lang = requestLang(ctx)
    const country = String(ctx.params.country ?? '').toUpperCase()
    const current = /^[A-Z]{2}$/.test(country) ? await db.from('data_cloud_countries').where('country', country).first() : null
    if (!current) throw ApiError.notFound('record_not_found')
    const stale = current.status === 'importing' && Date.now() - new Date(current.updated_at).getTime() > STALE_IMPORT_MS
    if (current.status === 'importing' && !stale) throw ApiError.conflict('data_cloud_country_importing')
    const now = new Date().toISOString()
    const holidays = await db.transaction(async (trx) => {
      const removed = await trx.from('public_holidays').where('country', country).delete()
      await trx.from('data_cloud_countries').where('id', current.id).delete()
      await trx.table('audit_logs').insert({
        customer_id: null, user_id: ctx.auth.getUserOrFail().id, entity_name: 'data_cloud_country', entity_id: Number(current.id),
        action: 'delete', action_info: JSON.stringify({ country, holidays: removed }), created_at: now, updated_at: now,
      })
      return Number(removed)
    })
    return { message: translate(lang, 'messages.data_cloud_country_removed'), country, holidays }
  }
}
