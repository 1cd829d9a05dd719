import type { HttpContext } from '@adonisjs/core/http'
import { getResource, guardedFields, localizeRow, translatedFields, nameMatches, restrictedValueViolations, selfEditViolations, type CrudAction, type ResourceDef } from '@hr/shared'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { parseListQuery } from '#resources/query_parser'
import { requestLang, translate } from '#services/i18n'
import { errors as vineErrors } from '@vinejs/vine'
import { fieldLabel, fieldsThatPassed, messagesFor, resourceValidator, unsettableFields } from '#resources/validator'
import { ApiError } from '#exceptions/api_error'
import { withReferenceLabel } from '#resources/reference_labels'

/**
 * The one controller behind every plain catalogue resource: authorize, validate, call the
 * repository (which scopes to the tenant), respond. Bespoke workflows get their own controllers.
 */
export default class ResourceController {
  constructor(private def: ResourceDef) {}

  private repo(ctx: HttpContext) {
    return new ResourceRepository(this.def, ctx.tenancy, requestLang(ctx))
  }

  /**
   * A row as the reader reads it (issue 43 §7): reference data's names in their language, English
   * where none is stored. An editing screen asks for the stored names (header X-Stored-Names: 1),
   * so it edits the English name and the translations, not the name as one language reads it.
   */
  private localized<T extends Record<string, unknown>>(ctx: HttpContext, row: T): T {
    if (!translatedFields(this.def).length || ctx.request.header('x-stored-names') === '1') return row
    return localizeRow(this.def, row, requestLang(ctx))
  }

  private authorize(ctx: HttpContext, action: CrudAction, record?: Record<string, unknown>) {
    return ctx.bouncer.authorize(resourceAction, action, this.def, record)
  }

  /** Values of restricted enums (e.g. superadmin-only pay item categories) the actor may not choose: 403. */
  private refuseRestrictedValues(ctx: HttpContext, data: Record<string, unknown>) {
    const refused = restrictedValueViolations(ctx.auth.getUserOrFail().roleSubject(), this.def, data)
    if (!refused.length) return
    const lang = requestLang(ctx)
    throw new ApiError(refused[0].message, 403, refused.map((e) => ({ ...e, message: translate(lang, e.message) })))
  }

  /** Fields the actor may neither read nor set (a case's fees for anyone without the info privilege): 403, never dropped. */
  private refuseGuardedFields(ctx: HttpContext, record: Record<string, unknown>, sent: Record<string, unknown>) {
    const refused = guardedFields(ctx.auth.getUserOrFail().roleSubject(), this.def, record).filter((f) => sent[f] !== undefined)
    if (!refused.length) return
    const lang = requestLang(ctx)
    throw new ApiError('field_forbidden', 403, refused.map((field) => ({ field, rule: 'requires', message: translate(lang, 'messages.field_forbidden') })))
  }

  /**
   * A row owned through another (ResourceDef.ownerVia: a comment's case, a dependent's enrolment)
   * takes that row's person, so the owner's rules decide who may add it (the create check that
   * follows). An owner outside the actor's tenant does not exist for them.
   */
  private async inheritOwner(ctx: HttpContext, data: Record<string, unknown>) {
    const via = this.def.ownerVia
    if (!via || data[via] === undefined || data[via] === null) return data
    const ownerDef = getResource(this.def.fields.find((f) => f.name === via)!.reference!.resource)
    const lang = requestLang(ctx)
    const owner = await new ResourceRepository(ownerDef, ctx.tenancy, lang).find(data[via]).catch(() => null)
    if (!owner) {
      const label = translate(lang, `${this.def.name}.fields.${via}`)
      throw ApiError.unprocessable('validation_failed', [{ field: via, rule: 'exists', message: translate(lang, 'validation.exists', { field: label }) }])
    }
    return { ...data, person_id: owner.person_id }
  }

  private refuseSelfEdits(ctx: HttpContext, current: Record<string, unknown>, data: Record<string, unknown>) {
    const refused = selfEditViolations(ctx.auth.getUserOrFail().roleSubject(), this.def, current, data)
    if (!refused.length) return
    const lang = requestLang(ctx)
    throw new ApiError('self_edit_forbidden', 403, refused.map((e) => ({ ...e, message: translate(lang, e.message) })))
  }

  /** Fields only the server sets (id, tenant, timestamps, read-only fields), sent anyway: 422 naming each. */
  private refuseUnsettable(ctx: HttpContext, sent: Record<string, unknown>) {
    const refused = unsettableFields(this.def, sent)
    if (!refused.length) return
    const lang = requestLang(ctx)
    throw ApiError.unprocessable('validation_failed', refused.map((field) => ({
      field, rule: 'notSettable', message: translate(lang, 'validation.notSettable', { field: fieldLabel(this.def, field, lang) }),
    })))
  }

  private async validate(ctx: HttpContext, mode: 'create' | 'update', data: unknown, current?: Record<string, unknown>) {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      throw ApiError.unprocessable('validation_failed', [
        { field: mode === 'update' ? 'update_data' : '', rule: 'object', message: 'validation.object' },
      ])
    }
    // What null or "" means per kind of field (default, refused, emptied): `presence` in the validator.
    const lang = requestLang(ctx)
    try {
      return await resourceValidator(this.def, mode).validate(data, { messagesProvider: messagesFor(this.def, lang) }, { lang, current })
    } catch (error) {
      // One save names every problem: an unknown reference or a taken e-mail beside an empty name.
      if (error instanceof vineErrors.E_VALIDATION_ERROR) error.messages.push(...(await this.problemsBesides(ctx, mode, data, error.messages, current)))
      throw error
    }
  }

  /**
   * The record checks (references, uniqueness) of the fields a refused form got right. Only for a
   * write the actor could make with them: otherwise the answer stays the fields' own, and tells
   * nothing more (whether an e-mail is taken) than a valid form would.
   */
  private async problemsBesides(ctx: HttpContext, mode: 'create' | 'update', raw: object, reported: { field: string }[], current?: Record<string, unknown>) {
    const { passed, failing } = fieldsThatPassed(this.def, mode, raw, reported)
    try {
      const data = mode === 'create' ? await this.inheritOwner(ctx, passed) : passed
      const record = { ...current, ...data }
      if (!(await ctx.bouncer.allows(resourceAction, mode, this.def, record))) return []
      if (current) this.refuseSelfEdits(ctx, current, raw as Record<string, unknown>)
      this.refuseRestrictedValues(ctx, data)
      this.refuseGuardedFields(ctx, record, data)
      return await this.repo(ctx).problemsBesides(data, failing, current)
    } catch (error) {
      // An unknown owner (ownerVia) is one more field problem; a refusal (403) adds none.
      if (error instanceof ApiError) return error.status === 422 ? error.errors ?? [] : []
      throw error
    }
  }

  index = async (ctx: HttpContext) => {
    await this.authorize(ctx, 'list')
    const page = await this.repo(ctx).list(parseListQuery(this.def, ctx.request.qs()), { labels: true })
    page.items.forEach((row) => this.localized(ctx, row))
    return page
  }

  show = async (ctx: HttpContext) => {
    const record = await this.repo(ctx).find(ctx.params.id, { labels: true })
    await this.authorize(ctx, 'show', record)
    return this.localized(ctx, record)
  }

  store = async (ctx: HttpContext) => {
    await this.authorize(ctx, 'create')
    const data = await this.inheritOwner(ctx, await this.validate(ctx, 'create', ctx.request.body()))
    // Record-level rules ('self') also decide creation: an employee adds rows to their own person only.
    await this.authorize(ctx, 'create', data)
    this.refuseUnsettable(ctx, ctx.request.body())
    this.refuseRestrictedValues(ctx, data)
    this.refuseGuardedFields(ctx, data, data)
    const created = await this.repo(ctx).create(data)
    ctx.response.status(201)
    return this.localized(ctx, await withReferenceLabel(this.def, created, requestLang(ctx)))
  }

  update = async (ctx: HttpContext) => {
    const repo = this.repo(ctx)
    const current = await repo.find(ctx.params.id)
    await this.authorize(ctx, 'update', current)
    const raw = ctx.request.input('update_data')
    const data = await this.validate(ctx, 'update', raw, current)
    // Moving a row to another owner needs the right to the new owner too.
    await this.authorize(ctx, 'update', { ...current, ...data })
    // Judged on what was sent, not on what validation kept: a protected field (id, customer_id,
    // photo…) in a self-edit is refused, never silently dropped.
    this.refuseSelfEdits(ctx, current, raw as Record<string, unknown>)
    this.refuseUnsettable(ctx, raw as Record<string, unknown>)
    this.refuseRestrictedValues(ctx, data)
    this.refuseGuardedFields(ctx, { ...current, ...data }, data)
    return this.localized(ctx, await withReferenceLabel(this.def, await repo.update(current.id, data), requestLang(ctx)))
  }

  destroy = async (ctx: HttpContext) => {
    const repo = this.repo(ctx)
    const current = await repo.find(ctx.params.id)
    await this.authorize(ctx, 'delete', current)
    if (this.def.confirmDeleteMessage && !nameMatches(ctx.request.input('name'), current[this.def.titleField])) {
      throw ApiError.unprocessable(this.def.confirmDeleteMessage, [
        { field: 'name', rule: 'confirmed', message: translate(requestLang(ctx), `messages.${this.def.confirmDeleteMessage}`) },
      ])
    }
    await repo.delete(current.id)
    return { id: current.id }
  }
}
