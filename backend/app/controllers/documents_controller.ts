import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { getResource, selfCreateViolations } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { messagesFor, resourceValidator } from '#resources/validator'
import { requestLang, translate } from '#services/i18n'
import { errors as vineErrors } from '@vinejs/vine'

/**
 * POST /api/doc-multiple { doc_list: [...] } → { data: ids } (domain §7): several uploaded files
 * filed at once, all or none; each entry passes the document's catalogue rules and access rules.
 */
export default class DocumentsController {
  async createMany(ctx: HttpContext) {
    const def = getResource('doc')
    await ctx.bouncer.authorize(resourceAction, 'create', def)
    const list = ctx.request.input('doc_list')
    if (!Array.isArray(list) || list.length === 0) {
      throw ApiError.unprocessable('select_files', [{ field: 'doc_list', rule: 'required', message: 'select_files' }])
    }
    if (list.length > 100) throw ApiError.unprocessable('validation_failed', [{ field: 'doc_list', rule: 'max', message: 'validation_failed' }])
    const lang = requestLang(ctx)
    const validator = resourceValidator(def, 'create')
    const entries: Record<string, unknown>[] = []
    for (const [i, item] of list.entries()) {
      try {
        entries.push((await validator.validate(item, { messagesProvider: messagesFor(def, lang) })) as Record<string, unknown>)
      } catch (error) {
        if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
        throw ApiError.unprocessable('validation_failed', (error.messages as any[]).map((e) => ({ ...e, field: `doc_list.${i}.${e.field}` })))
      }
    }
    // Each document is judged with its row, as POST /api/doc judges one: a person files for themselves
    // only, and only what a person may file (ResourceDef.selfCreate), each refusal naming its entry's field.
    const subject = ctx.auth.getUserOrFail().roleSubject()
    const defaults = Object.fromEntries(def.fields.filter((f) => f.default !== undefined && !f.readOnly).map((f) => [f.name, f.default]))
    for (const [i, entry] of entries.entries()) {
      await ctx.bouncer.authorize(resourceAction, 'create', def, entry)
      const refused = selfCreateViolations(subject, def, { ...defaults, ...entry })
      if (refused.length) {
        throw ApiError.unprocessable(refused[0].message, refused.map((e) => ({ ...e, field: `doc_list.${i}.${e.field}`, message: translate(lang, e.message) })))
      }
    }
    const ids = await db.transaction(async (trx) => {
      const repo = new ResourceRepository(def, ctx.tenancy, lang, trx)
      const created = []
      for (const entry of entries) created.push((await repo.create(entry)).id)
      return created
    })
    ctx.response.status(201)
    return { data: ids }
  }
}
