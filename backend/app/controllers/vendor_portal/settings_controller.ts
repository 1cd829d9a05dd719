import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { getResource, nameMatches } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { attachUploads } from '#services/file_access'
import { recordChange } from '#services/audit'
import { ssoDomainOwner } from '#services/sso'
import { requestLang, translate } from '#services/i18n'
import { validationMessages } from '#resources/validator'
import { actingVendorId, nowIso, ownUpload, requireManager } from '#services/vendor_portal'
import { confirmNameValidator, vendorSettingsValidator } from '#validators/vendor_portal'

const vendorDef = getResource('vendor')
const truthy = (v: unknown) => v === true || v === 1 || v === '1'
const list = (v: unknown): string[] => {
  try { return Array.isArray(JSON.parse(String(v))) ? JSON.parse(String(v)) : [] } catch { return [] }
}
const SETTINGS = ['countries', 'sso_enabled', 'bi_workspace_id', 'bi_report_id', 'bi_dataset_id'] as const
const VENDOR = ['name', 'domain', 'logo', 'if_marco_link'] as const

/**
 * The acting vendor's settings (vendor admins only): vendor-info (the primary flag stays read-only),
 * country-list, sso-settings and bi-settings; deleting the vendor needs its name retyped.
 */
export default class VendorSettingsController {
  private async load(vendorId: number) {
    const vendor = await db.from('vendors').where('id', vendorId).whereNull('deleted_at').first()
    if (!vendor) throw ApiError.notFound('record_not_found')
    const s = (await db.from('vendor_settings').where('vendor_id', vendorId).first()) ?? {}
    const domains = await db.from('vendor_sso_domains').where('vendor_id', vendorId).orderBy('id').select('domain')
    return {
      id: Number(vendor.id), name: vendor.name, domain: vendor.domain, logo: vendor.logo,
      if_marco_link: truthy(vendor.if_marco_link), is_primary: truthy(vendor.is_primary),
      countries: list(s.countries), sso_enabled: truthy(s.sso_enabled), sso_domains: domains.map((d) => String(d.domain)),
      bi_workspace_id: s.bi_workspace_id ?? null, bi_report_id: s.bi_report_id ?? null, bi_dataset_id: s.bi_dataset_id ?? null,
    }
  }

  private async domainsTakenElsewhere(vendorId: number, domains: string[]) {
    for (const domain of domains) {
      const owner = await ssoDomainOwner(domain)
      if (owner && !(owner.kind === 'vendor' && owner.id === vendorId)) return true
    }
    return false
  }

  /** The vendor's whitelist becomes exactly `domains` (rows kept for domains that stay). */
  private async replaceDomains(trx: TransactionClientContract, vendorId: number, domains: string[]) {
    await trx.from('vendor_sso_domains').where('vendor_id', vendorId).whereNotIn('domain', domains.length ? domains : ['']).delete()
    const kept = new Set((await trx.from('vendor_sso_domains').where('vendor_id', vendorId).select('domain')).map((r) => String(r.domain)))
    const added = domains.filter((d) => !kept.has(d))
    if (added.length) {
      await trx.table('vendor_sso_domains').multiInsert(added.map((domain) => ({ vendor_id: vendorId, domain, created_at: nowIso(), updated_at: nowIso() })))
    }
  }

  /** GET /api/vendor-portal/setting */
  async show(ctx: HttpContext) {
    requireManager(ctx)
    return this.load(actingVendorId(ctx))
  }

  /** POST /api/vendor-portal/setting { update_data } */
  async update(ctx: HttpContext) {
    requireManager(ctx)
    const vendorId = actingVendorId(ctx)
    const current = await this.load(vendorId)
    const lang = requestLang(ctx)
    const { update_data: data } = await ctx.request.validateUsing(vendorSettingsValidator, { messagesProvider: validationMessages(lang) })
    const rawName = ctx.request.input('update_data')?.name
    if (rawName !== undefined && (typeof rawName !== 'string' || !rawName.trim())) {
      throw ApiError.unprocessable('validation_failed', [{ field: 'name', rule: 'required', message: translate(lang, 'validation.required', { field: 'name' }) }])
    }
    const domains = data.sso_domains ?? current.sso_domains
    // Domain §5: SSO needs at least one whitelisted e-mail domain, and domains are unique.
    if ((data.sso_enabled ?? current.sso_enabled) && domains.length === 0) {
      throw ApiError.unprocessable('validation_failed', [{ field: 'sso_domains', rule: 'required', message: translate(lang, 'validation.sso_needs_domain') }])
    }
    // Domains are unique across the platform: not listed twice, nor by a customer or another vendor.
    const taken = new Set(domains).size !== domains.length || (await this.domainsTakenElsewhere(vendorId, domains))
    if (taken) {
      throw ApiError.conflict('email_domain_exists', [{ field: 'sso_domains', rule: 'unique', message: translate(lang, 'messages.email_domain_exists') }])
    }
    const vendorChanges: Record<string, unknown> = {}
    for (const k of VENDOR) if (data[k] !== undefined) vendorChanges[k] = data[k]
    if (data.logo && data.logo !== current.logo) vendorChanges.logo = (await ownUpload(ctx, data.logo, 'image', 'logo')).file_key
    const settingChanges: Record<string, unknown> = {}
    for (const k of SETTINGS) {
      if (data[k] !== undefined) settingChanges[k] = Array.isArray(data[k]) ? JSON.stringify(data[k]) : data[k]
    }
    await db.transaction(async (trx) => {
      if (Object.keys(vendorChanges).length) await trx.from('vendors').where('id', vendorId).update({ ...vendorChanges, updated_at: nowIso() })
      if (typeof vendorChanges.logo === 'string') await attachUploads(trx, ctx.auth.getUserOrFail(), [vendorChanges.logo], { owner_type: 'vendor', customer_id: null, vendor_id: vendorId })
      if (Object.keys(settingChanges).length) {
        const exists = await trx.from('vendor_settings').where('vendor_id', vendorId).first()
        if (exists) await trx.from('vendor_settings').where('vendor_id', vendorId).update({ ...settingChanges, updated_at: nowIso() })
        else await trx.table('vendor_settings').insert({ vendor_id: vendorId, ...settingChanges, created_at: nowIso(), updated_at: nowIso() })
      }
      if (data.sso_domains !== undefined) await this.replaceDomains(trx, vendorId, data.sso_domains)
      const audited = data.sso_domains !== undefined ? { sso_domains: data.sso_domains } : {}
      await recordChange(trx, vendorDef, ctx.tenancy, 'update', { id: vendorId }, { ...vendorChanges, ...settingChanges, ...audited })
    })
    return { ...(await this.load(vendorId)), message: translate(lang, 'messages.vendor_settings_saved') }
  }

  /** DELETE /api/vendor-portal/setting { name } — "Vendor name not matched." unless the name is retyped. */
  async destroy(ctx: HttpContext) {
    requireManager(ctx)
    const vendorId = actingVendorId(ctx)
    const current = await this.load(vendorId)
    const { name } = await ctx.request.validateUsing(confirmNameValidator)
    if (!nameMatches(name, current.name)) {
      throw ApiError.unprocessable('vendor_name_not_matched', [
        { field: 'name', rule: 'confirmed', message: translate(requestLang(ctx), 'messages.vendor_name_not_matched') },
      ])
    }
    await db.transaction(async (trx) => {
      await trx.from('vendors').where('id', vendorId).update({ deleted_at: nowIso(), updated_at: nowIso() })
      await recordChange(trx, vendorDef, ctx.tenancy, 'delete', { id: vendorId, name: current.name })
    })
    return { id: vendorId }
  }
}
