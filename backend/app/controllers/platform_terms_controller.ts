import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { getResource } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { attachUploads } from '#services/file_access'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { requestLang, translate } from '#services/i18n'

export const termsValidator = vine.compile(vine.object({ file_key: vine.string().trim().maxLength(255) }))

/**
 * A platform vendor's terms PDF (`platform_terms_info` of profile/me, step 2 of the privacy dialog).
 * The PDF is uploaded through POST /api/aws-s3-upload first; this attaches the stored file.
 */
export default class PlatformTermsController {
  /** POST /api/superadmin/platform-vendor/:id/platform-terms { file_key } */
  async attach(ctx: HttpContext) {
    const def = getResource('vendor')
    const lang = requestLang(ctx)
    const repo = new ResourceRepository(def, ctx.tenancy, lang)
    const vendor = await repo.find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, 'update', def, vendor)
    const { file_key: key } = await ctx.request.validateUsing(termsValidator)
    const upload = await db.from('uploads').where('file_key', key).where('user_id', ctx.auth.getUserOrFail().id).first()
    // Privacy and terms documents must be PDF (domain §5).
    if (!upload || upload.file_type !== 'pdf') {
      throw ApiError.unprocessable('platform_terms_pdf_only', [{ field: 'platform_terms', rule: 'pdf', message: 'platform_terms_pdf_only' }])
    }
    const now = new Date().toISOString()
    const terms = { file_name: upload.file_name, file_type: 'pdf', file_url: upload.file_key }
    await db.transaction(async (trx) => {
      await trx.from('vendors').where('id', vendor.id as number).update({ platform_terms: JSON.stringify(terms), updated_at: now })
      // The vendor's customers read its terms in the privacy dialog: the file is the vendor's now.
      await attachUploads(trx, ctx.auth.getUserOrFail(), [upload.file_key], { owner_type: 'vendor', customer_id: null, vendor_id: Number(vendor.id) })
      await trx.table('audit_logs').insert({
        customer_id: null, user_id: ctx.auth.getUserOrFail().id, entity_name: 'vendor', entity_id: vendor.id,
        action: 'update', action_info: JSON.stringify({ changes: { platform_terms: terms.file_name } }), created_at: now, updated_at: now,
      })
    })
    return { id: vendor.id, platform_terms: terms, message: translate(lang, 'common.saved') }
  }
}
