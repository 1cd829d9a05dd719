import * as oidc from 'openid-client'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import env from '#start/env'
import { emailDomain, isAdmin, isVendor, normaliseEmail } from '@hr/shared'
import User from '#models/user'
import { ApiError } from '#exceptions/api_error'
import type { ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import { translate } from '#services/i18n'
import { acrossTenants } from '#services/row_security'

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

type Client = TransactionClientContract | typeof db

/**
 * The company an SSO e-mail domain belongs to: a customer (customer_sso_domains) or a vendor
 * (vendor_sso_domains). A domain is unique across both tables (domain §5 "Email domain already
 * exists."), so at most one owner answers. `enabledOnly` keeps owners with SSO switched on.
 */
export async function ssoDomainOwner(domain: string, options: { enabledOnly?: boolean; client?: Client } = {}) {
  // Whoever asks, the answer covers every company (row security would hide the others').
  return acrossTenants(() => domainOwner(domain, options))
}

async function domainOwner(domain: string, options: { enabledOnly?: boolean; client?: Client }) {
  const client = options.client ?? db
  const customer = client.from('customer_sso_domains')
    .join('customers', 'customers.id', 'customer_sso_domains.customer_id')
    .where('customer_sso_domains.domain', domain.toLowerCase())
    .whereNull('customers.deleted_at')
    .select('customer_sso_domains.customer_id')
  if (options.enabledOnly) customer.where('customers.sso_enabled', true)
  const c = await customer.first()
  if (c) return { kind: 'customer' as const, id: Number(c.customer_id) }
  const vendor = client.from('vendor_sso_domains')
    .join('vendors', 'vendors.id', 'vendor_sso_domains.vendor_id')
    .where('vendor_sso_domains.domain', domain.toLowerCase())
    .whereNull('vendors.deleted_at')
    .select('vendor_sso_domains.vendor_id')
  if (options.enabledOnly) {
    vendor.whereIn('vendor_sso_domains.vendor_id', client.from('vendor_settings').where('sso_enabled', true).select('vendor_id'))
  }
  const v = await vendor.first()
  return v ? { kind: 'vendor' as const, id: Number(v.vendor_id) } : null
}

/**
 * Who may use SSO, in the order the spec's messages tell it: the e-mail's domain must be
 * whitelisted by a customer or a vendor with SSO on, the e-mail must be a user, and that user
 * must be an active account of that company (a customer's users; a vendor's admins and users).
 * Superadmins always sign in with a password.
 */
export async function ssoUserFor(email: string): Promise<User> {
  const address = normaliseEmail(email)
  const owner = await ssoDomainOwner(emailDomain(address), { enabledOnly: true })
  if (!owner) throw ApiError.unprocessable('sso_domain_not_whitelisted', [{ field: 'email', rule: 'sso', message: 'sso_domain_not_whitelisted' }])
  const user = await User.query().where('email', address).whereNull('deleted_at').first()
  if (!user) throw ApiError.unprocessable('email_not_registered', [{ field: 'email', rule: 'sso', message: 'email_not_registered' }])
  const subject = user.roleSubject()
  const belongs = owner.kind === 'customer'
    ? !isAdmin(subject) && user.customerId === owner.id
    : isVendor(subject) && Number(user.vendorId) === owner.id
  if (!user.isActive || !belongs) throw ApiError.forbidden('sso_not_available')
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

/**
 * A customer may not whitelist a domain a vendor whitelists (another customer's is the catalogue's
 * unique rule on customer_sso_domains.domain): "Email domain already exists."
 */
export const ssoDomainHooks: ResourceHooks = {
  async beforeCreate(ctx, data) {
    await refuseVendorDomain(ctx.client, ctx.lang, data.domain)
  },
  async beforeUpdate(ctx, _current, data) {
    await refuseVendorDomain(ctx.client, ctx.lang, data.domain)
  },
}

async function refuseVendorDomain(client: Client, lang: string, domain: unknown) {
  if (typeof domain !== 'string' || !domain) return
  if (!(await acrossTenants(() => client.from('vendor_sso_domains').where('domain', domain.toLowerCase()).first()))) return
  const message = translate(lang, 'messages.email_domain_exists')
  throw ApiError.conflict(message, [{ field: 'domain', rule: 'unique', message }])
}

registerHooks('sso_domain', ssoDomainHooks)
