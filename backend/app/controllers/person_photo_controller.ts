import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'
import { getResource, profilePictureProblem } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { attachUploads } from '#services/file_access'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { recordChange } from '#services/audit'
import { requestLang, translate } from '#services/i18n'

export const photoValidator = vine.compile(vine.object({ photo: vine.string().trim().maxLength(500).nullable() }))

/**
 * POST /api/people/:id/photo { photo: file_key | null } — the profile picture (domain §9). The file
 * goes up through the shared upload route first; here the upload must be the tenant's, a JPG/PNG
 * by content (the upload route sniffed it) and at most 10 MB. The catalogue keeps `photo`
 * read-only, so the generic update cannot bypass these checks.
 */
export default class PersonPhotoController {
  async update(ctx: HttpContext) {
    const lang = requestLang(ctx)
    const people = getResource('people')
    const repo = new ResourceRepository(people, ctx.tenancy, lang)
    const person = await repo.find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, 'update', people, person)
    const { photo } = await ctx.request.validateUsing(photoValidator)

    if (photo) {
      const customerId = Number(person.customer_id)
      const upload = await db.from('uploads').where('file_key', photo)
        .where((w) => { w.where('user_id', ctx.tenancy.user.id).orWhere('customer_id', customerId) })
        .first()
      const refuse = (key: string, rule: string) =>
        ApiError.unprocessable(key, [{ field: 'photo', rule, message: translate(lang, key) }])
      if (!upload) throw refuse('people_ui.photo.wrong_type', 'exists')
      const problem = profilePictureProblem({ name: `x.${upload.file_type}`, size: Number(upload.size) })
      if (problem) throw refuse(`people_ui.photo.${problem}`, problem === 'too_large' ? 'size' : 'type')
    }

    await db.transaction(async (trx) => {
      await trx.from('people').where('id', person.id as number).update({ photo: photo ?? null, updated_at: new Date().toISOString() })
      // The photo is the person's company's file from now on (as any file a row points at).
      if (photo) await attachUploads(trx, ctx.tenancy.user, [photo], { owner_type: 'customer', customer_id: Number(person.customer_id), vendor_id: null })
      await recordChange(trx, people, ctx.tenancy, 'update', person, { photo: photo ?? null })
    })
    return repo.find(person.id)
  }
}
