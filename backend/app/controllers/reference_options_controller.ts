import type { HttpContext } from '@adonisjs/core/http'
import { getResource, translatedText } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { optionsResource, referenceOptions } from '#services/reference_options'
import { requestLang, translate } from '#services/i18n'

const OWNER_TYPES = new Set(['customer', 'vendor'])

export default class ReferenceOptionsController {
  /**
   * GET /api/reference-options/:name?owner_type=customer|vendor → { items: [{ id, name }] }: a
   * reference picker's choices (FieldDef.reference.options), for whoever may list the resource.
   */
  async index(ctx: HttpContext) {
    const resource = optionsResource(String(ctx.params.name))
    if (!resource) throw ApiError.notFound('record_not_found')
    await ctx.bouncer.authorize(resourceAction, 'list', getResource(resource))
    const ownerType = String(ctx.request.input('owner_type', 'customer'))
    if (!OWNER_TYPES.has(ownerType)) {
      throw ApiError.unprocessable('validation_failed', [{ field: 'owner_type', rule: 'enum', message: translate(requestLang(ctx), 'validation.enum', { field: 'owner_type' }) }])
    }
    const personId = Number(ctx.request.input('person_id'))
    const options = await referenceOptions(String(ctx.params.name), ctx.tenancy, { owner_type: ownerType, ...(Number.isInteger(personId) && personId > 0 ? { person_id: personId } : {}) })
    // Reference data's names in the reader's language, English where none is stored (issue 43 §7).
    const lang = requestLang(ctx)
    return { items: options.map(({ id, name, translations }) => ({ id, name: translatedText(name, translations, lang) })) }
  }
}
