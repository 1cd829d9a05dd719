import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { getResource, hasAccess } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { attachUploads } from '#services/file_access'
import { resourceAction } from '#policies/abilities'
import { recordChange, recordEvent } from '#services/audit'
import { requestLang, translate } from '#services/i18n'
import { allowedCustomerIds } from '#services/tenancy'
import { validationMessages } from '#resources/validator'
import {
  actingVendorId, nowIso, ownUpload, partnerLinks, requireManager, superadmin,
} from '#services/vendor_portal'
import { parsePaging, whereSearch } from '#resources/query_parser'
import { listPage } from '#resources/list_page'
import { acrossTenants, followTenancy } from '#services/row_security'
import {
  createPartnerValidator, partnershipUpdateValidator, partnershipValidator, updatePartnerValidator,
} from '#validators/vendor_portal'

const vendorDef = getResource('vendor')
const PARTNER_RULE = 'partner_must_be_from_or_to'
const partnerRule = (field: string) => ApiError.unprocessable(PARTNER_RULE, [{ field, rule: 'partner', message: PARTNER_RULE }])
const insertedId = (r: any) => Number(typeof r === 'object' ? r.id : r)
const truthy = (v: unknown) => v === true || v === 1 || v === '1'
/** Partnerships share customers between vendors: every change to one is on the record. */
const logPartnership = (trx: TransactionClientContract, ctx: HttpContext, id: number, action: string, pair: Record<string, unknown>) =>
  recordEvent(trx, { customerId: null, userId: ctx.auth.getUserOrFail().id, entityName: 'vendor_partnership', entityId: id, action, actionInfo: JSON.stringify(pair) })

/** A vendor as the partner screens show it (shell §3 "Vendor or partner"). */
const partnerOut = (v: any, link: any, acting: number) => ({
  id: Number(v.id), name: v.name, logo: v.logo, domain: v.domain, deleted_at: v.deleted_at ?? null,
  vendor_id: acting, partner_vendor_id: Number(v.id),
  partnership_id: Number(link.id), from_vendor_id: Number(link.from_vendor_id), to_vendor_id: Number(link.to_vendor_id),
  managed: truthy(link.managed),
})

/**
 * Partner vendors of the acting vendor (shell §7 /vendor-portal/vendor, domain §5 "A partner vendor
 * must be the From or To vendor."). Anyone of the vendor reads them; vendor admins change them.
 */
export default class PartnersController {
  /** GET /api/vendor-portal/partner — query_string, external[page|per_page] → items, itemsTotal, nextPage. */
  async index(ctx: HttpContext) {
    await ctx.bouncer.authorize(resourceAction, 'list', vendorDef)
    const acting = actingVendorId(ctx)
    const p = parsePaging(ctx.request.qs())
    const q = partnerLinks(acting).join('vendors', (j) => {
      j.on((o) => o.on('vendors.id', '=', 'vendor_partnerships.to_vendor_id').andOnVal('vendor_partnerships.from_vendor_id', '=', acting))
        .orOn((o) => o.on('vendors.id', '=', 'vendor_partnerships.from_vendor_id').andOnVal('vendor_partnerships.to_vendor_id', '=', acting))
    }).whereNull('vendors.deleted_at')
    whereSearch(q, ['vendors.name'], p.search)
    const total = Number((await q.clone().count('* as total').first())?.total ?? 0)
    const rows = await q.select('vendors.*', 'vendor_partnerships.id as link_id', 'vendor_partnerships.from_vendor_id',
      'vendor_partnerships.to_vendor_id', 'vendor_partnerships.managed')
      .orderBy('vendors.name').limit(p.perPage).offset(p.offset)
    return listPage(rows.map((r) => partnerOut(r, { ...r, id: r.link_id }, acting)), { total, page: p.page, perPage: p.perPage })
  }

  /** GET /api/vendor-portal/vendor/:id — one partner of the acting vendor (404 for any other vendor). */
  async show(ctx: HttpContext) {
    await ctx.bouncer.authorize(resourceAction, 'show', vendorDef)
    const acting = actingVendorId(ctx)
    return this.partnerOf(acting, Number(ctx.params.id))
  }

  /**
   * GET /api/vendor-portal/vendor/:id/payroll-report — the payroll reports the partner's users made for
   * the customers the acting vendor serves (shell §2.1 /vendor/partner/:id/payroll-report), newest first.
   */
  async payrollReports(ctx: HttpContext) {
    await ctx.bouncer.authorize(resourceAction, 'show', vendorDef)
    const user = ctx.auth.getUserOrFail()
    if (!hasAccess(user.roleSubject(), 'payroll')) throw ApiError.forbidden('forbidden')
    const partner = await this.partnerOf(actingVendorId(ctx), Number(ctx.params.id))
    const customers = await allowedCustomerIds(user)
    const p = parsePaging(ctx.request.qs())
    const q = db.from('payroll_reports').join('users', 'users.id', 'payroll_reports.created_by')
      .join('customers', 'customers.id', 'payroll_reports.customer_id').join('paycycles', 'paycycles.id', 'payroll_reports.paycycle_id')
      .where('users.vendor_id', partner.id).whereNull('customers.deleted_at')
    if (customers) q.whereIn('payroll_reports.customer_id', customers)
    whereSearch(q, ['payroll_reports.name', 'customers.name'], p.search)
    const total = Number((await q.clone().count('* as total').first())?.total ?? 0)
    const rows = await q.select('payroll_reports.id', 'payroll_reports.name', 'payroll_reports.status', 'payroll_reports.locked', 'payroll_reports.customer_id',
      'payroll_reports.paycycle_id', 'payroll_reports.created_at', 'customers.name as customer_name', 'paycycles.name as paycycle_name', 'users.name as created_by_name')
      .orderBy('payroll_reports.id', 'desc').limit(p.perPage).offset(p.offset)
    const items = rows.map((r) => ({
      id: Number(r.id), name: r.name, status: r.status, locked: truthy(r.locked), customer_id: Number(r.customer_id), customer_name: r.customer_name,
      paycycle_id: Number(r.paycycle_id), paycycle_name: r.paycycle_name, created_by_name: r.created_by_name, created_at: new Date(r.created_at).toISOString(),
    }))
    return listPage(items, { total, page: p.page, perPage: p.perPage })
  }

  private async partnerOf(acting: number, id: number) {
    const link = await partnerLinks(acting).where((w) => w.where('from_vendor_id', id).orWhere('to_vendor_id', id)).first()
    const vendor = link && id !== acting ? await db.from('vendors').where('id', id).whereNull('deleted_at').first() : null
    if (!vendor) throw ApiError.notFound('record_not_found')
    return partnerOut(vendor, link, acting)
  }

  /** POST /api/vendor-portal/vendor { vendor_id, name, logo } — a new vendor, partner (To) of the acting vendor. */
  async store(ctx: HttpContext) {
    requireManager(ctx)
    const data = await ctx.request.validateUsing(createPartnerValidator, { messagesProvider: validationMessages(requestLang(ctx)) })
    const from = superadmin(ctx) && data.vendor_id ? data.vendor_id : actingVendorId(ctx)
    if (data.vendor_id && data.vendor_id !== from) throw partnerRule('vendor_id')
    if (!(await db.from('vendors').where('id', from).whereNull('deleted_at').first())) throw ApiError.notFound('record_not_found')
    const logo = data.logo ? (await ownUpload(ctx, data.logo, 'image', 'logo')).file_key : null
    const created = await db.transaction(async (trx) => {
      // A new tenant: written past the row security wall, as no one acts for it until it exists.
      const [row] = await acrossTenants(async () => trx.table('vendors').insert({ name: data.name, logo, created_at: nowIso(), updated_at: nowIso() }).returning('id'))
      const id = insertedId(row)
      await trx.table('vendor_partnerships').insert({
        from_vendor_id: from, to_vendor_id: id, managed: true, created_by: ctx.auth.user!.id, created_at: nowIso(), updated_at: nowIso(),
      })
      if (logo) await attachUploads(trx, ctx.auth.getUserOrFail(), [logo], { owner_type: 'vendor', customer_id: null, vendor_id: id })
      await recordChange(trx, vendorDef, ctx.tenancy, 'create', { id, name: data.name })
      return id
    })
    ctx.tenancy.vendorIds?.push(created)
    await followTenancy(ctx.tenancy)
    ctx.response.status(201)
    return { id: created, data: { id: created }, message: translate(requestLang(ctx), 'messages.partner_has_been_created') }
  }

  /** POST /api/vendor-portal/vendor/:id { vendor_id, partner_vendor_id, update_data: { name, logo } }. */
  async update(ctx: HttpContext) {
    requireManager(ctx)
    const data = await ctx.request.validateUsing(updatePartnerValidator, { messagesProvider: validationMessages(requestLang(ctx)) })
    const acting = actingVendorId(ctx)
    const id = Number(ctx.params.id)
    if (data.vendor_id && data.vendor_id !== acting) throw partnerRule('vendor_id')
    if (data.partner_vendor_id && data.partner_vendor_id !== id) throw partnerRule('partner_vendor_id')
    const partner = await this.partnerOf(acting, id)
    // Only the vendor that created a partner edits its name and logo; a linked vendor stays its own.
    if (!partner.managed || partner.from_vendor_id !== acting) throw ApiError.forbidden('forbidden')
    const changes: Record<string, unknown> = {}
    // Shell §5: the name is required (an emptied name is refused, not stored).
    if (data.update_data.name !== undefined && !data.update_data.name.trim()) {
      throw ApiError.unprocessable('validation_failed', [{ field: 'name', rule: 'required', message: translate(requestLang(ctx), 'validation.required', { field: 'name' }) }])
    }
    if (data.update_data.name !== undefined) changes.name = data.update_data.name
    // The form sends the logo back unchanged; only a new key must be the user's own image upload.
    if (data.update_data.logo !== undefined && data.update_data.logo !== partner.logo) {
      changes.logo = data.update_data.logo ? (await ownUpload(ctx, data.update_data.logo, 'image', 'logo')).file_key : null
    }
    await db.transaction(async (trx) => {
      if (Object.keys(changes).length) await trx.from('vendors').where('id', id).update({ ...changes, updated_at: nowIso() })
      if (typeof changes.logo === 'string') await attachUploads(trx, ctx.auth.getUserOrFail(), [changes.logo], { owner_type: 'vendor', customer_id: null, vendor_id: id })
      await recordChange(trx, vendorDef, ctx.tenancy, 'update', { id }, changes)
    })
    return { ...(await this.partnerOf(acting, id)), message: translate(requestLang(ctx), 'messages.partner_has_been_updated') }
  }

  /**
   * POST /api/vendor-portal/partnership { from_vendor_id, to_vendor_id } — links two existing vendors.
   * The From vendor shares its customers with the To vendor, so only the From side (or a superadmin)
   * may create it; a vendor in neither place is told the partner rule.
   */
  async link(ctx: HttpContext) {
    requireManager(ctx)
    const data = await ctx.request.validateUsing(partnershipValidator, { messagesProvider: validationMessages(requestLang(ctx)) })
    await this.checkPair(ctx, data.from_vendor_id, data.to_vendor_id)
    if (await db.from('vendor_partnerships').where(data).first()) throw ApiError.conflict('duplicate_record')
    const id = await db.transaction(async (trx) => {
      const [row] = await trx.table('vendor_partnerships').insert({
        ...data, managed: false, created_by: ctx.auth.user!.id, created_at: nowIso(), updated_at: nowIso(),
      }).returning('id')
      await logPartnership(trx, ctx, insertedId(row), 'create', data)
      return insertedId(row)
    })
    ctx.response.status(201)
    return { id, ...data }
  }

  /** POST /api/vendor-portal/partnership/:id { update_data: { from_vendor_id?, to_vendor_id? } }. */
  async relink(ctx: HttpContext) {
    requireManager(ctx)
    const current = await this.linkOf(ctx)
    const { update_data: changes } = await ctx.request.validateUsing(partnershipUpdateValidator, { messagesProvider: validationMessages(requestLang(ctx)) })
    const next = { from_vendor_id: changes.from_vendor_id ?? Number(current.from_vendor_id), to_vendor_id: changes.to_vendor_id ?? Number(current.to_vendor_id) }
    await this.checkPair(ctx, next.from_vendor_id, next.to_vendor_id)
    if (await db.from('vendor_partnerships').where(next).whereNot('id', current.id).first()) throw ApiError.conflict('duplicate_record')
    // "Managed" records that the From vendor created the To vendor, which lets its admins act for it.
    // Moved to other vendors the link joins existing vendors, which share customers only: kept
    // managed, a To side could turn the link round and take over its creator (or a From side reach
    // any vendor it names).
    const moved = next.from_vendor_id !== Number(current.from_vendor_id) || next.to_vendor_id !== Number(current.to_vendor_id)
    const managed = !moved && truthy(current.managed)
    await db.transaction(async (trx) => {
      await trx.from('vendor_partnerships').where('id', current.id).update({ ...next, managed, updated_at: nowIso() })
      await logPartnership(trx, ctx, Number(current.id), 'update', { ...next, managed })
    })
    return { id: Number(current.id), ...next, managed }
  }

  /** DELETE /api/vendor-portal/partnership/:id — either side may end a partnership. */
  async unlink(ctx: HttpContext) {
    requireManager(ctx)
    const current = await this.linkOf(ctx)
    await db.transaction(async (trx) => {
      await trx.from('vendor_partnerships').where('id', current.id).delete()
      await logPartnership(trx, ctx, Number(current.id), 'delete', { from_vendor_id: current.from_vendor_id, to_vendor_id: current.to_vendor_id })
    })
    return { id: Number(current.id) }
  }

  private async linkOf(ctx: HttpContext) {
    const q = db.from('vendor_partnerships').where('id', Number(ctx.params.id))
    if (!superadmin(ctx)) q.where((w) => w.where('from_vendor_id', actingVendorId(ctx)).orWhere('to_vendor_id', actingVendorId(ctx)))
    const row = await q.first()
    if (!row) throw ApiError.notFound('record_not_found')
    return row
  }

  private async checkPair(ctx: HttpContext, from: number, to: number) {
    if (from === to) throw partnerRule('to_vendor_id')
    if (!superadmin(ctx)) {
      const acting = actingVendorId(ctx)
      if (from !== acting && to !== acting) throw partnerRule('from_vendor_id')
      if (from !== acting) throw ApiError.forbidden('forbidden')
    }
    // Any vendor of the platform may be named: whether both exist is read past the row security wall.
    const found = await acrossTenants(async () => db.from('vendors').whereIn('id', [from, to]).whereNull('deleted_at').count('* as n').first())
    if (Number(found?.n) !== 2) throw ApiError.notFound('record_not_found')
  }
}
