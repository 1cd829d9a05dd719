import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { normaliseEmail } from '@hr/shared'
import User from '#models/user'
import { ApiError } from '#exceptions/api_error'
import { requestLang, translate } from '#services/i18n'
import { validationMessages } from '#resources/validator'
import { consumeToken, findValidToken, issueToken } from '#services/one_time_tokens'
import { sendInvitation, sendPasswordReset } from '#mail/messages'
import { startSession } from '#services/session'
import { recordEvent } from '#services/audit'
import { usesSso } from '#services/sso'
import { ResourceRepository } from '#resources/repository'
import { resourceAction } from '#policies/abilities'
import { getResource } from '@hr/shared'
import {
  changePhoneValidator, forgotPasswordValidator, resetPasswordValidator, sendInviteValidator, setLangValidator,
} from '#validators/account'

const ok = (ctx: HttpContext, key: string) => ({ message: translate(requestLang(ctx), `messages.${key}`) })

/** Password reset, invitation (create password), language and phone: the account's own flows. */
export default class AccountController {
  /** POST /api/auth/forgot-password — same answer whether or not the e-mail exists (no account probing). */
  async forgotPassword(ctx: HttpContext) {
    const lang = requestLang(ctx)
    const { email } = await ctx.request.validateUsing(forgotPasswordValidator, {
      messagesProvider: validationMessages(lang, {}, { email: 'messages.incorrect_email' }),
    })
    const user = await User.query().where('email', normaliseEmail(email)).whereNull('deleted_at').first()
    if (user && (await usesSso(user))) throw ApiError.forbidden('sso_password_locked')
    if (user && user.isActive) {
      await sendPasswordReset(user.email, user.lang ?? lang, user.name, await issueToken(user.id, 'reset'))
    }
    return ok(ctx, 'password_reset_sent')
  }

  /** GET /api/auth/password-token/:token — lets /reset and /join tell a dead link before the form is filled. */
  async checkToken(ctx: HttpContext) {
    const row = await findValidToken(ctx.params.token, ['reset', 'invite'])
    const user = await User.findOrFail(row.user_id)
    return { valid: true, purpose: row.purpose, email: user.email, name: user.name }
  }

  /** POST /api/auth/reset-password — a new password from a reset link; every session is signed out. */
  async resetPassword(ctx: HttpContext) {
    return this.setPassword(ctx, ['reset'])
  }

  /** POST /api/auth/join — the invitation's create-password step; activates the account and signs in. */
  async join(ctx: HttpContext) {
    return this.setPassword(ctx, ['invite'])
  }

  private async setPassword(ctx: HttpContext, purposes: ('reset' | 'invite')[]) {
    const lang = requestLang(ctx)
    const data = await ctx.request.validateUsing(resetPasswordValidator, { messagesProvider: validationMessages(lang) })
    const row = await findValidToken(data.token, purposes)
    const user = await User.findOrFail(row.user_id)
    if (await usesSso(user)) throw ApiError.forbidden('sso_password_locked')
    await db.transaction(async (trx) => {
      await consumeToken(trx, row.id)
      user.useTransaction(trx)
      user.password = data.password
      if (row.purpose === 'invite') user.isActive = true
      await user.save()
      // A reset means the old password may be known to someone else: end every session.
      await trx.from('auth_access_tokens').where('tokenable_id', user.id).delete()
      // Who set a password when, and through which link (never the password itself).
      await recordEvent(trx, {
        customerId: user.customerId, userId: user.id, entityName: 'user', entityId: user.id, action: 'update',
        actionInfo: JSON.stringify({ changes: { password: 'set', ...(row.purpose === 'invite' ? { is_active: true } : {}) }, via: row.purpose }),
      })
    })
    if (row.purpose === 'invite') {
      return { ...ok(ctx, 'password_updated'), ...(await startSession(ctx, user)) }
    }
    return ok(ctx, 'password_updated')
  }

  /** POST /api/people/send-invite { user_id, customer_id } — e-mails a /join link to a person of the acting customer. */
  async sendInvite(ctx: HttpContext) {
    const { user_id: userId, customer_id: customerId } = await ctx.request.validateUsing(sendInviteValidator, {
      messagesProvider: validationMessages(requestLang(ctx)),
    })
    const people = getResource('people')
    await ctx.bouncer.authorize(resourceAction, 'create', people)
    const customer = customerId ?? ctx.tenancy.customerId
    if (ctx.tenancy.customerIds && !ctx.tenancy.customerIds.includes(Number(customer))) throw ApiError.forbidden('customer_inactive')
    const invitee = await User.query().where('id', userId).where('customer_id', customer!).whereNull('deleted_at').first()
    if (!invitee) throw ApiError.notFound('user_not_in_customer')
    const company = await db.from('customers').where('id', customer!).first()
    await sendInvitation(invitee.email, invitee.lang, invitee.name, company.name, await issueToken(invitee.id, 'invite'), {
      name: company.sender_name, email: company.sender_email,
    })
    return ok(ctx, 'invitation_sent')
  }

  /** POST /api/profile/set-lang { lang } — the client sends the upper-case code; stored lower-case. */
  async setLang(ctx: HttpContext) {
    const lang = requestLang(ctx)
    const data = await ctx.request.validateUsing(setLangValidator, {
      messagesProvider: validationMessages(lang, {}, { in: 'validation.language' }),
    })
    const user = ctx.auth.getUserOrFail()
    const before = user.lang
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.lang = data.lang
      await user.save()
      await recordEvent(trx, {
        customerId: user.customerId, userId: user.id, entityName: 'user', entityId: user.id, action: 'update',
        actionInfo: JSON.stringify({ changes: { lang: { from: before, to: data.lang } } }),
      })
    })
    return { ...ok(ctx, 'language_saved'), lang: user.lang }
  }

  /** POST /api/profile/change-phone — the current number must match before it can be replaced. */
  async changePhone(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(changePhoneValidator, { messagesProvider: validationMessages(requestLang(ctx)) })
    const user = ctx.auth.getUserOrFail()
    const person = await db.from('people').where('user_id', user.id).whereNull('deleted_at').first()
    if (!person) throw ApiError.notFound('record_not_found')
    const digits = (v: unknown) => String(v ?? '').replace(/\D/g, '')
    if (digits(person.phone) !== digits(data.current_phone)) {
      throw ApiError.unprocessable('phone_not_matched', [{ field: 'current_phone', rule: 'matches', message: 'phone_not_matched' }])
    }
    await new ResourceRepository(getResource('people'), ctx.tenancy, requestLang(ctx)).update(person.id, { phone: data.new_phone })
    return ok(ctx, 'phone_updated')
  }
}
