import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import { isSuperadmin, normaliseEmail } from '@hr/shared'
import User from '#models/user'
import { ApiError } from '#exceptions/api_error'
import { profileOf } from '#services/profile'
import { resolveTenancy } from '#services/tenancy'
import { inOneConnection } from '#services/row_security'
import { endSession, startSession } from '#services/session'
import { issueOtp, verifyOtp } from '#services/one_time_tokens'
import { sendLoginCode } from '#mail/messages'
import { requestLang, translate } from '#services/i18n'
import { validationMessages } from '#resources/validator'
import { otpValidator } from '#validators/account'
import db from '@adonisjs/lucid/services/db'

export const loginValidator = vine.compile(
  vine.object({ email: vine.string().trim().maxLength(255), password: vine.string().maxLength(255) }),
)

/** Customers can require an e-mailed one-time code at every login (customer.require_2fa). */
async function requiresSecondFactor(user: User) {
  if (!user.customerId) return false
  const customer = await db.from('customers').where('id', user.customerId).first()
  return !!customer && (customer.require_2fa === true || customer.require_2fa === 1)
}

/** No user has this id, so no code matches it. */
const NO_ACCOUNT = 0

export default class AuthController {
  /** POST /api/auth/platform-login → { auth_token, user } */
  async login(ctx: HttpContext) {
    const { email, password } = await ctx.request.validateUsing(loginValidator, { messagesProvider: validationMessages(requestLang(ctx)) })
    let user: User
    try {
      user = await User.verifyCredentials(normaliseEmail(email), password)
    } catch {
      throw new ApiError('incorrect_email_or_password', 401)
    }
    // A deactivated or deleted account gets the same answer as a wrong password: no account probing.
    if (!user.isActive || user.deletedAt) throw new ApiError('incorrect_email_or_password', 401)
    if (await requiresSecondFactor(user)) {
      await sendLoginCode(user.email, user.lang, user.name, await issueOtp(user.id))
      return { two_factor_required: true, login: user.email, message: translate(requestLang(ctx), 'messages.otp_sent') }
    }
    return startSession(ctx, user)
  }

  /** POST /api/auth/platform-login/2fa { login, otp } → { auth_token, user } */
  async verifySecondFactor(ctx: HttpContext) {
    const { login, otp } = await ctx.request.validateUsing(otpValidator, { messagesProvider: validationMessages(requestLang(ctx)) })
    const user = await User.query().where('email', normaliseEmail(login)).where('is_active', true).whereNull('deleted_at').first()
    // An unknown login goes down the same path as a known one without a live code (same queries,
    // same answer), so guessing tells nobody an account exists; a live code exists only after the
    // password step. The address and account limiters have already refused excess guesses, before
    // they could count against the owner's five tries.
    await verifyOtp(user?.id ?? NO_ACCOUNT, otp)
    return startSession(ctx, user!)
  }

  /** POST /api/auth/logout: revokes the token used for this request. */
  async logout(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    if (user.currentAccessToken) await User.accessTokens.delete(user, user.currentAccessToken.identifier)
    endSession(ctx)
    return { message: 'ok' }
  }

  /** GET /api/profile/me */
  async me(ctx: HttpContext) {
    // The customer an admin selected, as every other call reads it; a selection the tenancy refuses
    // (an inactive customer) must not break the profile, which the shell needs to say so.
    const user = ctx.auth.getUserOrFail()
    const tenancyOf = () => resolveTenancy(ctx).catch(() => null)
    // A superadmin's profile reads several rows: on one pool connection (row_security). Anyone
    // else's is one read once the tenancy is known, which a transaction would make three statements.
    if (isSuperadmin(user.roleSubject())) return inOneConnection(async () => profileOf(user, await tenancyOf()))
    const tenancy = await tenancyOf()
    return tenancy ? profileOf(user, tenancy) : inOneConnection(() => profileOf(user, null))
  }
}
