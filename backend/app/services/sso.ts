import * as oidc from 'openid-client'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { emailDomain, isAdmin, normaliseEmail } from '@hr/shared'
import User from '#models/user'
import { ApiError } from '#exceptions/api_error'

/**
 * Single sign-on with the workplace identity provider (Microsoft Entra ID by default) over
 * OpenID Connect, through the maintained `openid-client`. The issuer is configuration, so tests
 * and the e2e suite point it at a real OpenID provider on loopback.
 */
export function ssoSettings() {
  const appUrl = (env.get('APP_URL') ?? `http://localhost:${env.get('PORT', 3333)}`).replace(/\/$/, '')
  return {
    issuer: env.get('SSO_ISSUER', 'https://login.microsoftonline.com/common/v2.0'),
    clientId: env.get('SSO_CLIENT_ID', ''),
    clientSecret: env.get('SSO_CLIENT_SECRET', ''),
    redirectUri: env.get('SSO_REDIRECT_URI') ?? `${appUrl}/microsoft/auth/callback`,
  }
}

let cached: { key: string; config: Promise<oidc.Configuration> } | undefined

/** Discovery once per issuer/client; a failed discovery is retried on the next request. */
export function ssoConfiguration(): Promise<oidc.Configuration> {
  const s = ssoSettings()
  if (!s.clientId) throw ApiError.forbidden('sso_not_available')
  const key = `${s.issuer}|${s.clientId}`
  if (!cached || cached.key !== key) {
    const url = new URL(s.issuer)
    // Plain http is only ever accepted for an issuer on this machine (development and tests).
    const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
    const config = oidc.discovery(url, s.clientId, s.clientSecret, undefined, local ? { execute: [oidc.allowInsecureRequests] } : undefined)
    config.catch(() => { cached = undefined })
    cached = { key, config }
  }
  return cached.config
}

/**
 * Who may use SSO, in the order the spec's messages tell it: the e-mail's domain must be
 * whitelisted by a customer with SSO on, the e-mail must be a user, and that user must belong to
 * that customer (platform and vendor accounts sign in with a password).
 */
export async function ssoUserFor(email: string): Promise<User> {
  const address = normaliseEmail(email)
  const domain = await db.from('customer_sso_domains')
    .join('customers', 'customers.id', 'customer_sso_domains.customer_id')
    .where('customer_sso_domains.domain', emailDomain(address))
    .where('customers.sso_enabled', true)
    .whereNull('customers.deleted_at')
    .select('customer_sso_domains.customer_id')
    .first()
  if (!domain) throw ApiError.unprocessable('sso_domain_not_whitelisted', [{ field: 'email', rule: 'sso', message: 'sso_domain_not_whitelisted' }])
  const user = await User.query().where('email', address).whereNull('deleted_at').first()
  if (!user) throw ApiError.unprocessable('email_not_registered', [{ field: 'email', rule: 'sso', message: 'email_not_registered' }])
  if (!user.isActive || isAdmin(user.roleSubject()) || user.customerId !== Number(domain.customer_id)) {
    throw ApiError.forbidden('sso_not_available')
  }
  return user
}

/** Accounts that sign in through SSO cannot set a password here (their identity provider owns it). */
export async function usesSso(user: User): Promise<boolean> {
  try {
    await ssoUserFor(user.email)
    return true
  } catch {
    return false
  }
}
