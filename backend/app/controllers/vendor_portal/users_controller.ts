import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#exceptions/api_error'
import User from '#models/user'
import { sendInvitation } from '#mail/messages'
import { issueToken } from '#services/one_time_tokens'
import { requestLang, translate } from '#services/i18n'
import { validationMessages } from '#resources/validator'
import { actingVendorId, nowIso, requireManager } from '#services/vendor_portal'
import { parsePaging, whereSearch } from '#resources/query_parser'
import { listPage } from '#resources/list_page'
import { createVendorUserValidator, updateVendorUserValidator } from '#validators/vendor_portal'

const truthy = (v: unknown) => v === true || v === 1 || v === '1'

/**
 * The vendor portal's Users tab (vendor admins only): accounts of the acting vendor and of the
 * partners it manages, their role (vendor admin = access_vendor_portal), customer assignments,
 * invitation by e-mail (the /join/:token flow), deactivation and deletion.
 */
export default class VendorUsersController {
  /** Vendors whose users the request may manage: the tenancy's own list (own + managed partners). */
  private vendorIds(ctx: HttpContext): number[] | null {
    requireManager(ctx)
    return ctx.tenancy.vendorIds
  }

  private async out(rows: any[]) {
    const ids = rows.map((r) => Number(r.id))
    const assignments = ids.length
      ? await db.from('customer_user_assignments').join('customers', 'customers.id', 'customer_user_assignments.customer_id')
        .whereIn('user_id', ids).whereNull('customers.deleted_at').select('user_id', 'customer_id', 'customers.name')
      : []
    return rows.map((r) => ({
      id: Number(r.id), name: r.name, email: r.email, vendor_id: Number(r.vendor_id), vendor_name: r.vendor_name ?? null,
      access_vendor_portal: truthy(r.access_vendor_portal), role: truthy(r.access_vendor_portal) ? 'vendor_admin' : 'vendor_user',
      is_active: truthy(r.is_active), invited: r.password === null, created_at: r.created_at,
      customers: assignments.filter((a) => Number(a.user_id) === Number(r.id)).map((a) => ({ id: Number(a.customer_id), name: a.name })),
      customer_ids: assignments.filter((a) => Number(a.user_id) === Number(r.id)).map((a) => Number(a.customer_id)),
    }))
  }

  private base(ctx: HttpContext) {
    const ids = this.vendorIds(ctx)
    const q = db.from('users').leftJoin('vendors', 'vendors.id', 'users.vendor_id')
      .where('users.role', 'vendor').whereNull('users.deleted_at')
    if (ids) q.whereIn('users.vendor_id', ids)
    return q
  }

  /** GET /api/vendor-portal/user — query_string, filter[vendor_id], external paging. */
  async index(ctx: HttpContext) {
    const qs = ctx.request.qs()
    const p = parsePaging(qs)
    const q = whereSearch(this.base(ctx), ['users.name', 'users.email'], p.search)
    const vendorFilter = Number(qs.filter?.vendor_id)
    if (vendorFilter) q.where('users.vendor_id', vendorFilter)
    const total = Number((await q.clone().count('* as total').first())?.total ?? 0)
    const rows = await q.select('users.*', 'vendors.name as vendor_name').orderBy('users.name').limit(p.perPage).offset(p.offset)
    return listPage(await this.out(rows), { total, page: p.page, perPage: p.perPage })
  }

  /** GET /api/vendor-portal/user/:id */
  async show(ctx: HttpContext) {
    return (await this.out([await this.find(ctx)]))[0]
  }

  private async find(ctx: HttpContext, id: number = Number(ctx.params.id)) {
    const row = await this.base(ctx).where('users.id', id).select('users.*', 'vendors.name as vendor_name').first()
    if (!row) throw ApiError.notFound('record_not_found')
    return row
  }

  /** POST /api/vendor-portal/user { name, email, vendor_id?, access_vendor_portal, customer_ids } — creates and invites. */
  async store(ctx: HttpContext) {
    const ids = this.vendorIds(ctx)
    const lang = requestLang(ctx)
    const data = await ctx.request.validateUsing(createVendorUserValidator, { messagesProvider: validationMessages(lang) })
    const vendorId = data.vendor_id ?? actingVendorId(ctx)
    if (ids && !ids.includes(vendorId)) throw ApiError.forbidden('vendor_not_allowed')
    if (await db.from('users').where('email', data.email).first()) {
      throw ApiError.conflict('email_exists', [{ field: 'email', rule: 'unique', message: translate(lang, 'messages.email_exists') }])
    }
    const id = await db.transaction(async (trx) => {
      const [row] = await trx.table('users').insert({
        email: data.email, name: data.name, role: 'vendor', vendor_id: vendorId, lang: data.lang ?? 'en',
        access_vendor_portal: !!data.access_vendor_portal, is_active: false, password: null, created_at: nowIso(), updated_at: nowIso(),
      }).returning('id')
      const userId = Number(typeof row === 'object' ? row.id : row)
      await this.assign(ctx, trx, userId, vendorId, data.customer_ids ?? [])
      await this.audit(trx, ctx, userId, 'create', { email: data.email, access_vendor_portal: !!data.access_vendor_portal })
      return userId
    })
    await this.invite(id)
    ctx.response.status(201)
    return { ...(await this.out([await this.find(ctx, id)]))[0], message: translate(lang, 'messages.invitation_sent') }
  }

  /** POST /api/vendor-portal/user/:id { update_data: { name, access_vendor_portal, is_active, customer_ids } }. */
  async update(ctx: HttpContext) {
    const current = await this.find(ctx)
    const { update_data: data } = await ctx.request.validateUsing(updateVendorUserValidator, { messagesProvider: validationMessages(requestLang(ctx)) })
    const self = Number(current.id) === ctx.auth.user!.id
    // An admin cannot lock themselves out of the Users tab by demoting or deactivating their own account.
    if (self && (data.access_vendor_portal === false || data.is_active === false)) {
      throw ApiError.unprocessable('vendor_cannot_change_own_account', [{ field: 'id', rule: 'self', message: 'vendor_cannot_change_own_account' }])
    }
    await db.transaction(async (trx) => {
      const changes: Record<string, unknown> = {}
      for (const k of ['name', 'access_vendor_portal', 'is_active'] as const) if (data[k] !== undefined) changes[k] = data[k]
      if (Object.keys(changes).length) await trx.from('users').where('id', current.id).update({ ...changes, updated_at: nowIso() })
      if (data.is_active === false) await trx.from('auth_access_tokens').where('tokenable_id', current.id).delete()
      if (data.customer_ids) await this.assign(ctx, trx, Number(current.id), Number(current.vendor_id), data.customer_ids)
      await this.audit(trx, ctx, Number(current.id), 'update', { ...changes, ...(data.customer_ids ? { customer_ids: data.customer_ids } : {}) })
    })
    return (await this.out([await this.find(ctx)]))[0]
  }

  /** POST /api/vendor-portal/user/:id/invite — sends the /join link again (a new single-use token). */
  async resendInvite(ctx: HttpContext) {
    const current = await this.find(ctx)
    await this.invite(Number(current.id))
    return { id: Number(current.id), message: translate(requestLang(ctx), 'messages.invitation_sent') }
  }

  /** DELETE /api/vendor-portal/user/:id — soft delete; the e-mail address is freed, sessions end. */
  async destroy(ctx: HttpContext) {
    const current = await this.find(ctx)
    if (Number(current.id) === ctx.auth.user!.id) {
      throw ApiError.unprocessable('vendor_cannot_change_own_account', [{ field: 'id', rule: 'self', message: 'vendor_cannot_change_own_account' }])
    }
    const now = nowIso()
    await db.transaction(async (trx) => {
      await trx.from('users').where('id', current.id).update({
        email: `deleted.${current.id}.${current.email}`.slice(0, 255), is_active: false, deleted_at: now, updated_at: now,
      })
      await trx.from('auth_access_tokens').where('tokenable_id', current.id).delete()
      await trx.from('customer_user_assignments').where('user_id', current.id).delete()
      await this.audit(trx, ctx, Number(current.id), 'delete', { email: current.email })
    })
    return { id: Number(current.id) }
  }

  /**
   * Replaces a user's customer assignments. Only customers the acting admin may act for, and of
   * the user's vendor (or shared with it), can be assigned.
   */
  private async assign(ctx: HttpContext, trx: TransactionClientContract, userId: number, vendorId: number, customerIds: number[]) {
    const wanted = [...new Set(customerIds)]
    const reachable = ctx.tenancy.customerIds
    const vendorReach = await trx.from('customers').whereNull('deleted_at').whereIn('id', wanted.length ? wanted : [-1])
      .where((w) => w.where('vendor_id', vendorId)
        .orWhereIn('vendor_id', trx.from('vendor_partnerships').where('to_vendor_id', vendorId).select('from_vendor_id')))
      .select('id')
    const ok = new Set(vendorReach.map((r) => Number(r.id)).filter((id) => !reachable || reachable.includes(id)))
    const bad = wanted.find((id) => !ok.has(id))
    if (bad !== undefined) throw ApiError.unprocessable('customer_inactive', [{ field: 'customer_ids', rule: 'exists', message: 'customer_inactive' }])
    await trx.from('customer_user_assignments').where('user_id', userId).delete()
    if (wanted.length) {
      await trx.table('customer_user_assignments').multiInsert(wanted.map((customer_id) => ({ customer_id, user_id: userId, created_at: nowIso() })))
    }
  }

  private async invite(userId: number) {
    const user = await User.findOrFail(userId)
    const vendor = await db.from('vendors').where('id', user.vendorId!).first()
    await sendInvitation(user.email, user.lang, user.name, vendor?.name ?? '', await issueToken(user.id, 'invite'))
  }

  private async audit(trx: TransactionClientContract, ctx: HttpContext, userId: number, action: 'create' | 'update' | 'delete', changes: Record<string, unknown>) {
    await trx.table('audit_logs').insert({
      customer_id: null, user_id: ctx.auth.user!.id, entity_name: 'vendor_user', entity_id: userId, action,
      action_info: JSON.stringify({ changes }), created_at: nowIso(), updated_at: nowIso(),
    })
  }
}
