import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { accountRole, type UserRole } from '@hr/shared'
import User from '#models/user'
import { ApiError } from '#exceptions/api_error'
import { manageUsers } from '#policies/abilities'
import { requestLang, translate } from '#services/i18n'
import { listPage } from '#resources/list_page'
import { parsePaging, whereSearch } from '#resources/query_parser'

/** Role filter values of the manage-user list, as the role columns express them. */
export const MANAGED_ROLES = ['superadmin', 'vendor_admin', 'vendor_user', 'staff', 'contractor'] as const
type ManagedRole = (typeof MANAGED_ROLES)[number]

const truthy = (v: unknown) => v === true || v === 1 || v === '1'
const roleOf = (r: { role: string; access_vendor_portal: unknown }): ManagedRole =>
  r.role === 'vendor' ? (truthy(r.access_vendor_portal) ? 'vendor_admin' : 'vendor_user') : (r.role as ManagedRole)

/**
 * Superadmin portal, manage user (shell §2.1 /superadmin/manage-user): every account on the platform.
 * Deleting an account is a soft delete: the account can no longer sign in and its e-mail is released,
 * while its Person (people row, linked by people.user_id) and all HR history stay untouched.
 */
export default class ManageUsersController {
  /** GET /api/manage-user?query_string=&filter[role]=&filter[is_active]=&external[page]=&external[per_page]= */
  async index(ctx: HttpContext) {
    await ctx.bouncer.authorize(manageUsers)
    const qs = ctx.request.qs()
    const { page, perPage, search } = parsePaging(qs)
    const q = db.from('users')
      .leftJoin('customers', 'customers.id', 'users.customer_id')
      .leftJoin('vendors', 'vendors.id', 'users.vendor_id')
      .whereNull('users.deleted_at')
    whereSearch(q, ['users.name', 'users.email'], search)
    const roles = String(qs.filter?.role ?? '').split(',').map((s) => s.trim()).filter((r): r is ManagedRole => (MANAGED_ROLES as readonly string[]).includes(r))
    if (roles.length) {
      q.where((w) => {
        for (const r of roles) {
          if (r === 'vendor_admin') w.orWhere((x) => x.where('users.role', 'vendor').where('users.access_vendor_portal', true))
          else if (r === 'vendor_user') w.orWhere((x) => x.where('users.role', 'vendor').where('users.access_vendor_portal', false))
          else w.orWhere('users.role', r)
        }
      })
    }
    const active = qs.filter?.is_active
    if (active === 'true' || active === 'false') q.where('users.is_active', active === 'true')
    const total = Number((await q.clone().count('* as total').first())?.total ?? 0)
    const rows = await q
      .select('users.id', 'users.name', 'users.email', 'users.role', 'users.access_vendor_portal', 'users.is_active',
        'users.is_manager', 'users.is_employee', 'users.is_intern',
        'users.created_at', 'customers.name as customer_name', 'vendors.name as vendor_name')
      .orderBy('users.name').orderBy('users.id').limit(perPage).offset((page - 1) * perPage)
    return listPage(rows.map((r) => ({
      id: Number(r.id), name: r.name, email: r.email, role: roleOf(r), is_active: truthy(r.is_active),
      // The role in plain words' key ("Manager and staff", not "staff"): the shared derivation the profile uses.
      account_role: accountRole({
        id: Number(r.id), role: r.role as UserRole, access_vendor_portal: truthy(r.access_vendor_portal),
        is_manager: truthy(r.is_manager), is_employee: truthy(r.is_employee), is_intern: truthy(r.is_intern),
      }),
      customer_name: r.customer_name ?? null, vendor_name: r.vendor_name ?? null, created_at: r.created_at,
    })), { total, page, perPage })
  }

  /** POST /api/manage-user/:id/activate */
  async activate(ctx: HttpContext) {
    const user = await this.target(ctx, 'activate')
    await db.transaction(async (trx) => {
      await trx.from('users').where('id', user.id).update({ is_active: true, updated_at: new Date().toISOString() })
      await audit(trx, ctx, user, 'update', { is_active: true })
    })
    return { id: user.id, is_active: true, message: translate(requestLang(ctx), 'messages.user_activated') }
  }

  /** POST /api/manage-user/:id/deactivate: the account stops signing in and its open sessions end. */
  async deactivate(ctx: HttpContext) {
    const user = await this.target(ctx, 'deactivate')
    await db.transaction(async (trx) => {
      await trx.from('users').where('id', user.id).update({ is_active: false, updated_at: new Date().toISOString() })
      await trx.from('auth_access_tokens').where('tokenable_id', user.id).delete()
      await audit(trx, ctx, user, 'update', { is_active: false })
    })
    return { id: user.id, is_active: false, message: translate(requestLang(ctx), 'messages.user_deactivated') }
  }

  /** POST /api/manage-user/:id/reset-2fa: outstanding login codes are voided and the attempt count starts over. */
  async resetSecondFactor(ctx: HttpContext) {
    const user = await this.target(ctx, 'reset')
    await db.transaction(async (trx) => {
      await trx.from('login_otps').where('user_id', user.id).delete()
      await audit(trx, ctx, user, 'update', { two_factor: 'reset' })
    })
    return { id: user.id, message: translate(requestLang(ctx), 'messages.user_2fa_reset') }
  }

  /** DELETE /api/user/:id (domain §7) */
  async destroy(ctx: HttpContext) {
    const user = await this.target(ctx, 'delete')
    const now = new Date().toISOString()
    await db.transaction(async (trx) => {
      await trx.from('users').where('id', user.id).update({
        // The address is freed for a new account; the original stays readable for the audit trail.
        email: `deleted.${user.id}.${user.email}`.slice(0, 255), is_active: false, deleted_at: now, updated_at: now,
      })
      await trx.from('auth_access_tokens').where('tokenable_id', user.id).delete()
      await trx.from('user_tokens').where('user_id', user.id).delete()
      await audit(trx, ctx, user, 'delete', { email: user.email })
    })
    return { id: user.id, message: translate(requestLang(ctx), 'messages.user_deleted') }
  }

  /** The account acted on; no one deactivates, resets or deletes their own account from here. */
  private async target(ctx: HttpContext, action: 'activate' | 'deactivate' | 'reset' | 'delete') {
    await ctx.bouncer.authorize(manageUsers)
    const id = Number(ctx.params.id)
    const user = Number.isInteger(id) && id > 0 ? await User.query().where('id', id).whereNull('deleted_at').first() : null
    if (!user) throw ApiError.notFound('record_not_found')
    if (user.id === ctx.auth.getUserOrFail().id && action !== 'activate') {
      const key = action === 'delete' ? 'cannot_delete_self' : 'cannot_change_own_account'
      throw ApiError.unprocessable(key, [{ field: 'id', rule: 'self', message: key }])
    }
    return user
  }
}

async function audit(trx: TransactionClientContract, ctx: HttpContext, user: User, action: 'update' | 'delete', changes: Record<string, unknown>) {
  const now = new Date().toISOString()
  await trx.table('audit_logs').insert({
    customer_id: user.customerId, user_id: ctx.auth.getUserOrFail().id, entity_name: 'user', entity_id: user.id,
    action, action_info: JSON.stringify({ changes }), created_at: now, updated_at: now,
  })
}
