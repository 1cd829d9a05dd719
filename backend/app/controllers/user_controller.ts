import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { ACCESS_PRIVILEGES, accessFlag, getResource, hasAccess, hasAccessAdmin, normaliseEmail, type RoleSubject } from '@hr/shared'
import User from '#models/user'
import { ApiError } from '#exceptions/api_error'
import { requestLang, translate } from '#services/i18n'
import { kept, validationMessages } from '#resources/validator'
import { ResourceRepository } from '#resources/repository'
import { recordEvent } from '#services/audit'

/** Role flags the system tab sets; privileges are the access_<name> flags of domain §6. */
const ROLE_FLAGS = ['is_manager', 'is_employee', 'is_intern'] as const
const SYSTEM_KEYS: string[] = [...ROLE_FLAGS, ...ACCESS_PRIVILEGES.map((p) => accessFlag(p))]
/** access_view_people_list → accessViewPeopleList (the model's attribute). */
const attr = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
/** Who edits a colleague's staff info (name, country, local/foreigner): holders of the personal-info or info privilege. */
const mayEditStaffInfo = (subject: RoleSubject) => hasAccess(subject, 'personal_info') || hasAccess(subject, 'info')

/** What POST /api/user/{id} may change: the privacy agreement, the staff info and the system tab. */
const ACCOUNT_KEYS = ['agree_privacy_time', 'name', 'country', 'is_local', 'email', ...SYSTEM_KEYS]

export const updateValidator = vine.compile(vine.object({
  user_id: vine.number().withoutDecimals().optional(),
  update_data: vine.object({
    // Shell §7 sends YYYY/MM/DD HH:mm; the server records its own clock (UTC) as the agreement time.
    agree_privacy_time: vine.string().trim().regex(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/).optional(),
    // Left out, a field keeps its value; sent as null (or "") it answers 422 required: none may be emptied.
    name: kept(vine.string().trim().minLength(1).maxLength(255)),
    country: kept(vine.string().trim().toUpperCase().regex(/^[A-Z]{2}$/)),
    is_local: kept(vine.boolean()),
    email: kept(vine.string().trim().email().maxLength(255)),
    // The system tab (admin only): role flags and access privileges of the account.
    ...Object.fromEntries(ROLE_FLAGS.map((f) => [f, kept(vine.boolean())])),
    ...Object.fromEntries(ACCESS_PRIVILEGES.map((p) => [accessFlag(p), kept(vine.boolean())])),
  }),
}))

/**
 * POST /api/user/{id}: the privacy agreement (the user's own) and the edit-staff-info panel
 * (name, country, local/foreigner, and the account e-mail for access_admin holders) — shell §2.4, §5, §7.
 */
export default class UserController {
  /** GET /api/user?user_id= — the values the edit-staff-info panel opens with. */
  async show(ctx: HttpContext) {
    const actor = ctx.auth.getUserOrFail()
    const target = await this.target(ctx, Number(ctx.request.input('user_id') ?? actor.id))
    const subject = actor.roleSubject()
    const self = target.id === actor.id
    // A colleague's staff info is for those who may edit it (the panel's own rule); the account
    // e-mail for access_admin holders only. Anyone else learns nothing, not even that the account exists.
    if (!self && !mayEditStaffInfo(subject)) throw ApiError.notFound('record_not_found')
    const person = await db.from('people').where('user_id', target.id).whereNull('deleted_at').first()
    const base = {
      id: target.id, name: target.name,
      ...(self || hasAccessAdmin(subject) ? { email: target.email } : {}),
      country: person?.country ?? null, is_local: person ? person.is_local === true || person.is_local === 1 : true,
      person_id: person ? Number(person.id) : null,
    }
    // Role flags and privileges are shown to access_admin holders only (the system tab).
    if (!hasAccessAdmin(subject)) return base
    const t = target as unknown as Record<string, boolean>
    return {
      ...base,
      ...Object.fromEntries(ROLE_FLAGS.map((f) => [f, !!t[attr(f)]])),
      access: Object.fromEntries(ACCESS_PRIVILEGES.map((p) => [p, !!t[attr(accessFlag(p))]])),
    }
  }

  async update(ctx: HttpContext) {
    const lang = requestLang(ctx)
    const raw = ctx.request.input('update_data')
    const { update_data: data } = await ctx.request.validateUsing(updateValidator, {
      messagesProvider: validationMessages(lang, {
        name: translate(lang, 'people.fields.name'), country: translate(lang, 'people.fields.country'),
        email: translate(lang, 'auth.email'),
      }),
    })
    const actor = ctx.auth.getUserOrFail()
    const target = await this.target(ctx, Number(ctx.params.id))
    const self = target.id === actor.id
    if (self) this.refuseProtected(lang, raw)

    if (data.agree_privacy_time !== undefined) {
      if (!self) throw ApiError.forbidden('forbidden')
      target.agreePrivacyTime = DateTime.utc()
    }
    const system = SYSTEM_KEYS.filter((k) => (data as Record<string, unknown>)[k] !== undefined)
    if (system.length) {
      // An admin matter, and never one's own: no self-granted privileges, no admin locking themself out.
      if (!hasAccessAdmin(actor.roleSubject()) || self) throw ApiError.forbidden('forbidden')
      for (const k of system) (target as unknown as Record<string, boolean>)[attr(k)] = (data as Record<string, boolean>)[k]
    }
    const staffInfo = data.name !== undefined || data.country !== undefined || data.is_local !== undefined || data.email !== undefined
    if (staffInfo) {
      const subject = actor.roleSubject()
      if (!self && !mayEditStaffInfo(subject)) throw ApiError.forbidden('forbidden')
      // The account e-mail is an admin matter: the field is not offered, and not accepted, without access_admin.
      if (data.email !== undefined && !hasAccessAdmin(subject)) throw ApiError.forbidden('forbidden')
      if (data.email !== undefined) {
        const email = normaliseEmail(data.email)
        const taken = await User.query().where('email', email).whereNot('id', target.id).first()
        if (taken) throw ApiError.conflict('email_exists', [{ field: 'email', rule: 'unique', message: 'email_exists' }])
        target.email = email
      }
      if (data.name !== undefined) target.name = data.name
    }
    await db.transaction(async (trx) => {
      target.useTransaction(trx)
      await target.save()
      // Account changes (privileges, sign-in e-mail, name, the privacy agreement) are logged like any
      // other change, in the same transaction; the person's own fields log themselves below.
      const changes: Record<string, unknown> = Object.fromEntries(system.map((k) => [k, (data as Record<string, unknown>)[k]]))
      if (data.email !== undefined) changes.email = target.email
      if (data.name !== undefined) changes.name = data.name
      if (data.agree_privacy_time !== undefined) changes.agree_privacy_time = target.agreePrivacyTime?.toISO()
      if (Object.keys(changes).length) {
        await recordEvent(trx, {
          customerId: target.customerId, userId: actor.id, entityName: 'user', entityId: target.id, action: 'update',
          actionInfo: JSON.stringify({ changes }),
        })
      }
      const person = await trx.from('people').where('user_id', target.id).whereNull('deleted_at').first()
      if (person && staffInfo) {
        const changes: Record<string, unknown> = {}
        if (data.name !== undefined) changes.name = data.name
        if (data.country !== undefined) changes.country = data.country
        if (data.is_local !== undefined) changes.is_local = data.is_local
        if (data.email !== undefined) changes.work_email = target.email
        await new ResourceRepository(getResource('people'), ctx.tenancy, lang, trx).update(person.id, changes)
      }
    })
    return { message: translate(lang, 'messages.staff_info_updated'), id: target.id }
  }

  /**
   * On one's own account, anything beyond what the panel edits (id, customer_id, user_id, timestamps,
   * photo…) is refused with 403 naming each field, as on one's own person record — never dropped
   * while the answer says "updated".
   */
  private refuseProtected(lang: string, raw: unknown) {
    const sent = raw && typeof raw === 'object' && !Array.isArray(raw) ? Object.keys(raw) : []
    const refused = sent.filter((k) => !ACCOUNT_KEYS.includes(k))
    if (!refused.length) return
    throw new ApiError('self_edit_forbidden', 403, refused.map((field) => ({
      field: `update_data.${field}`, rule: 'self_editable', message: translate(lang, 'messages.self_edit_forbidden'),
    })))
  }

  /** The user must be the actor or belong to the customer the request acts for (404 otherwise). */
  private async target(ctx: HttpContext, id: number) {
    const actor = ctx.auth.getUserOrFail()
    if (!Number.isInteger(id) || id <= 0) throw ApiError.notFound('record_not_found')
    if (id === actor.id) return actor
    const user = await User.query().where('id', id).where('customer_id', ctx.tenancy.customerId ?? -1).whereNull('deleted_at').first()
    if (!user) throw ApiError.notFound('record_not_found')
    return user
  }
}
