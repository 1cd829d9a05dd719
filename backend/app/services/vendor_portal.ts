import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { canManageVendorPortal, isSuperadmin } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'

/**
 * Shared rules of the vendor portal's bespoke calls: who may manage (the shared requirement),
 * which vendor a call acts for, and which uploaded files a vendor may attach.
 */
export function requireManager(ctx: HttpContext) {
  if (!canManageVendorPortal(ctx.auth.getUserOrFail().roleSubject())) throw ApiError.forbidden('forbidden')
}

/** The vendor the request acts for; a superadmin must have selected one (vendor switcher). */
export function actingVendorId(ctx: HttpContext): number {
  const id = ctx.tenancy.vendorId
  if (id === null) throw ApiError.unprocessable('select_vendor', [{ field: 'vendor_id', rule: 'required', message: 'select_vendor' }])
  return id
}

export const superadmin = (ctx: HttpContext) => isSuperadmin(ctx.auth.getUserOrFail().roleSubject())

/** Vendors linked to `vendorId` by a partnership in either direction, with the link. */
export function partnerLinks(vendorId: number) {
  return db.from('vendor_partnerships')
    .where((w) => w.where('from_vendor_id', vendorId).orWhere('to_vendor_id', vendorId))
}

/**
 * A file key the acting user uploaded through POST /api/aws-s3-upload (content-checked there):
 * images for logos, PDFs for privacy documents (domain §5).
 */
export async function ownUpload(ctx: HttpContext, key: unknown, kind: 'image' | 'pdf', field: string) {
  const message = kind === 'image' ? 'upload_valid_image_file' : 'privacy_doc_pdf_only'
  const row = typeof key === 'string' ? await db.from('uploads').where('file_key', key).first() : null
  const user = ctx.auth.getUserOrFail()
  const mine = row && (Number(row.user_id) === user.id || superadmin(ctx))
  const typeOk = row && (kind === 'image' ? String(row.file_key).startsWith('img/') : row.file_type === 'pdf')
  if (!mine || !typeOk) throw ApiError.unprocessable(message, [{ field, rule: 'upload', message }])
  return row as { file_key: string; file_name: string; file_type: string }
}

export const nowIso = () => new Date().toISOString()

