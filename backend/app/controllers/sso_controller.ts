import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import * as oidc from 'openid-client'
import User from '#models/user'
import { ApiError } from '#exceptions/api_error'
import { ssoConfiguration, ssoSettings, ssoUserFor } from '#services/sso'
import { startSession } from '#services/session'
import { requestLang } from '#services/i18n'
import { validationMessages } from '#resources/validator'

const FLOW_COOKIE = 'sso_flow'
export const startValidator = vine.compile(vine.object({ email: vine.string().trim().email().maxLength(255) }))
export const callbackValidator = vine.compile(vine.object({ callback_url: vine.string().trim().maxLength(4000) }))

interface Flow { state: string; nonce: string; verifier: string; email: string }

export default class SsoController {
  /** POST /api/auth/sso/start { email } → { url } of the identity provider, after the eligibility checks. */
  async start(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(startValidator, {
      messagesProvider: validationMessages(requestLang(ctx), {}, { email: 'messages.incorrect_email' }),
    })
    const user = await ssoUserFor(email)
    const config = await ssoConfiguration()
    const flow: Flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier(), email: user.email }
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: ssoSettings().redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      login_hint: user.email,
    })
    // The flow's secrets stay server-side in an encrypted, short-lived cookie bound to this browser.
    ctx.response.encryptedCookie(FLOW_COOKIE, flow, { maxAge: '10m', httpOnly: true, sameSite: 'lax', path: '/api/auth/sso' })
    return { url: url.href }
  }

  /** POST /api/auth/sso/callback { callback_url } (the /microsoft/auth/callback URL the provider sent the browser to) */
  async callback(ctx: HttpContext) {
    const { callback_url: callbackUrl } = await ctx.request.validateUsing(callbackValidator)
    const flow = ctx.request.encryptedCookie(FLOW_COOKIE) as Flow | undefined
    ctx.response.clearCookie(FLOW_COOKIE, { path: '/api/auth/sso' })
    if (!flow?.state) throw ApiError.unprocessable('sso_session_expired')
    const config = await ssoConfiguration()
    let claims: Record<string, unknown> | undefined
    try {
      const tokens = await oidc.authorizationCodeGrant(config, new URL(callbackUrl), {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      })
      claims = tokens.claims()
      // Providers may keep the address out of the ID token; the UserInfo endpoint then has it.
      if (claims && !claims.email && !claims.preferred_username) {
        claims = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))) }
      }
    } catch (error) {
      ctx.logger.warn({ err: error }, 'SSO code exchange failed')
      throw ApiError.unprocessable('sso_failed')
    }
    // Entra ID puts the sign-in address in `email` or `preferred_username`.
    const email = String(claims?.email ?? claims?.preferred_username ?? '')
    const user: User = await ssoUserFor(email)
    if (user.email !== flow.email) throw ApiError.forbidden('sso_not_available')
    return startSession(ctx, user)
  }
}
