import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { getResource, hasAccessAdmin, normaliseEmail, personAccountRole } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { validationMessages } from '#resources/validator'
import { requestLang, translate } from '#services/i18n'
import { issueToken } from '#services/one_time_tokens'
import { sendInvitation } from '#mail/messages'

export const accountValidator = vine.compile(vine.object({
  email: vine.string().trim().email().maxLength(255).optional(),
  send_invite: vine.boolean().optional(),
}))

/**
 * A person added by HR (by hand or by import) has no platform account. The system tab creates it
 * from the person's own data (role and flags from the person's type and profile type, see
 * `personAccountRole`) and, by default, e-mails the invitation so the person can set a password
 * and go through onboarding.
 */
export default class PersonAccountController {
  /** POST /api/people/:id/account { email?, send_invite? } */
  async store(ctx: HttpContext) {
    const lang = requestLang(ctx)
    const body = await ctx.request.validateUsing(accountValidator, { messagesProvider: validationMessages(lang, { email: translate(lang, 'auth.email') }) })
    const people = getResource('people')
    const person = await new ResourceRepository(people, ctx.tenancy, lang, db).find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, 'update', people, person)
    // Accounts carry role flags and privileges: the same admin matter as the rest of the system tab.
    if (!hasAccessAdmin(ctx.auth.getUserOrFail().roleSubject())) throw ApiError.forbidden('forbidden')
    if (person.user_id) {
      throw ApiError.conflict('person_has_account', [{ field: 'email', rule: 'unique', message: translate(lang, 'messages.person_has_account') }])
    }
    const raw = body.email ?? (person.work_email as string | null)
    if (!raw) {
      throw ApiError.unprocessable('validation_failed', [{ field: 'email', rule: 'required', message: translate(lang, 'validation.required', { field: translate(lang, 'auth.email') }) }])
    }
    const email = normaliseEmail(raw)
    if (await db.from('users').where('email', email).first()) {
      throw ApiError.conflict('email_exists', [{ field: 'email', rule: 'unique', message: translate(lang, 'messages.email_exists') }])
    }
    const customerId = Number(person.customer_id)
    const actor = ctx.auth.getUserOrFail()
    const userId = await db.transaction(async (trx) => {
      const now = new Date().toISOString()
      // No password until the invitation is accepted; /join activates the account.
      const [row] = await trx.table('users').insert({
        email, name: person.name, lang: 'en', customer_id: customerId, title: person.job_title ?? null,
        ...personAccountRole(person as { type: string; profile_type?: string | null }),
        is_active: false, password: null, created_at: now, updated_at: now,
      }).returning('id')
      const id = Number(typeof row === 'object' ? row.id : row)
      await trx.from('people').where('id', Number(person.id)).update({ user_id: id, ...(person.work_email ? {} : { work_email: email }), updated_at: now })
      await trx.table('audit_logs').insert({
        customer_id: customerId, user_id: actor.id, entity_name: 'user', entity_id: id, action: 'create',
        action_info: JSON.stringify({ person_id: person.id, email }), created_at: now, updated_at: now,
      })
      return id
    })
    const invite = body.send_invite !== false
    if (invite) {
      const company = await db.from('customers').where('id', customerId).first()
      await sendInvitation(email, 'en', String(person.name), company.name, await issueToken(userId, 'invite'), {
        name: company.sender_name, email: company.sender_email,
      })
    }
    ctx.response.status(201)
    return { user_id: userId, message: translate(lang, invite ? 'messages.invitation_sent' : 'messages.account_created') }
  }
}
