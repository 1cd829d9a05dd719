import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { getResource, isAdmin } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { attachUploads } from '#services/file_access'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { recordChange } from '#services/audit'
import { requestLang } from '#services/i18n'
import { validationMessages } from '#resources/validator'
import { nowIso, ownUpload, requireManager } from '#services/vendor_portal'
import { customerFilesValidator, customerUsersValidator } from '#validators/vendor_portal'
import { listPage } from '#resources/list_page'

const customerDef = getResource('customer')

/**
 * Customer pieces the generic customer form does not carry: its logo and privacy document (checked
 * uploads) and the vendor users assigned to it. The customer itself comes through the tenant-scoped
 * repository, so another vendor's customer is a 404 here as everywhere.
 */
export default class VendorCustomersController {
  private async customer(ctx: HttpContext, action: 'show' | 'update') {
    const record = await new ResourceRepository(customerDef, ctx.tenancy, requestLang(ctx)).find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, action, customerDef, record)
    return { ...record, id: Number(record.id) }
  }

  /** POST /api/vendor-portal/customer/:id/files { logo?, privacy_doc? } — file keys from POST /api/aws-s3-upload. */
  async files(ctx: HttpContext) {
    const current = await this.customer(ctx, 'update')
    const data = await ctx.request.validateUsing(customerFilesValidator, { messagesProvider: validationMessages(requestLang(ctx)) })
    const changes: Record<string, unknown> = {}
    if (data.logo !== undefined) changes.logo = data.logo ? (await ownUpload(ctx, data.logo, 'image', 'logo')).file_key : null
    if (data.privacy_doc !== undefined) {
      const doc = data.privacy_doc ? await ownUpload(ctx, data.privacy_doc, 'pdf', 'privacy_doc') : null
      changes.privacy_doc = doc ? JSON.stringify({ file_name: doc.file_name, file_type: doc.file_type, file_url: doc.file_key }) : null
    }
    await db.transaction(async (trx) => {
      if (Object.keys(changes).length) await trx.from('customers').where('id', current.id).update({ ...changes, updated_at: nowIso() })
      // Files uploaded by an admin belong to no customer until attached; from now on to this one.
      const keys = [changes.logo, data.privacy_doc].filter((k): k is string => typeof k === 'string')
      await attachUploads(trx, ctx.auth.getUserOrFail(), keys, { owner_type: 'customer', customer_id: Number(current.id), vendor_id: null })
      await recordChange(trx, customerDef, ctx.tenancy, 'update', current, changes)
    })
    return new ResourceRepository(customerDef, ctx.tenancy, requestLang(ctx)).find(current.id)
  }

  /** GET /api/vendor-portal/customer/:id/users — vendor users assigned to the customer. */
  async users(ctx: HttpContext) {
    // The vendor side's list (vendor portal): the customer's own people, who also read the customer, get no
    // vendor accounts, and a partner sees only the accounts of the vendors it acts for — not its partner's.
    if (!isAdmin(ctx.auth.getUserOrFail().roleSubject())) throw ApiError.forbidden('forbidden')
    const current = await this.customer(ctx, 'show')
    const q = db.from('customer_user_assignments').join('users', 'users.id', 'customer_user_assignments.user_id')
      .where('customer_user_assignments.customer_id', current.id).whereNull('users.deleted_at')
    if (ctx.tenancy.vendorIds) q.whereIn('users.vendor_id', ctx.tenancy.vendorIds)
    const rows = await q.select('users.id', 'users.name', 'users.email').orderBy('users.name')
    return listPage(rows.map((r) => ({ id: Number(r.id), name: r.name, email: r.email })))
  }

  /** POST /api/vendor-portal/customer/:id/users { user_ids } — replaces the assignments (vendor admins only). */
  async assign(ctx: HttpContext) {
    requireManager(ctx)
    const current = await this.customer(ctx, 'update')
    const { user_ids: wanted } = await ctx.request.validateUsing(customerUsersValidator, { messagesProvider: validationMessages(requestLang(ctx)) })
    const manageable = db.from('users').where('role', 'vendor').whereNull('deleted_at')
    if (ctx.tenancy.vendorIds) manageable.whereIn('vendor_id', ctx.tenancy.vendorIds)
    const ids = (await manageable.clone().select('id')).map((r) => Number(r.id))
    const unique = [...new Set(wanted)]
    if (unique.some((id) => !ids.includes(id))) throw ApiError.unprocessable('record_not_found', [{ field: 'user_ids', rule: 'exists', message: 'record_not_found' }])
    await db.transaction(async (trx) => {
      // Assignments of users this admin does not manage (another vendor's) are left alone.
      await trx.from('customer_user_assignments').where('customer_id', current.id).whereIn('user_id', ids.length ? ids : [-1]).delete()
      if (unique.length) {
        await trx.table('customer_user_assignments').multiInsert(unique.map((user_id) => ({ customer_id: current.id, user_id, created_at: nowIso() })))
      }
      await recordChange(trx, customerDef, ctx.tenancy, 'update', current, { assigned_user_ids: unique })
    })
    return this.users(ctx)
  }
}
