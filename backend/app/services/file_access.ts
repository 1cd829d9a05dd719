import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { catalogue, isSuperadmin, isVendor, type FieldDef, type ResourceDef } from '@hr/shared'
import type User from '#models/user'
import type { Tenancy } from '#services/tenancy'

/**
 * Who owns a stored file, and so who may get a signed URL for it:
 * - customer: users who may act for that customer and may read a row holding the file (services/file_readers:
 *   a payslip's person and payroll users, a register export's report readers, a document's readers…)
 * - vendor: that vendor's users (and the vendor managing it), superadmins; users acting for one of
 *   its customers only the files of what the vendor shares with them (its logo and platform terms,
 *   the documents of its business entities) — never its own agreements or company documents
 * - platform: superadmins (files a superadmin uploaded that no tenant row has taken over yet)
 * The uploader may always read their own file. A file becomes its row's when a row points at it.
 */
export interface UploadOwner { owner_type: 'customer' | 'vendor' | 'platform'; customer_id: number | null; vendor_id: number | null }
export interface UploadRow extends UploadOwner { id: number; file_key: string; user_id: number | null; holder_resource?: string | null; holder_id?: number | null }

export function uploaderOwner(user: User): UploadOwner {
  const subject = user.roleSubject()
  if (isSuperadmin(subject)) return { owner_type: 'platform', customer_id: null, vendor_id: null }
  if (isVendor(subject)) return { owner_type: 'vendor', customer_id: null, vendor_id: user.vendorId }
  return { owner_type: 'customer', customer_id: user.customerId, vendor_id: null }
}

/**
 * Whether the file's owner lets this user near it (the tenant rule). A company's file needs more:
 * a row holding it that the user may read (services/file_readers `mayReadUpload`, the full rule).
 */
export async function ownerAdmits(row: UploadRow, t: Tenancy): Promise<boolean> {
  if (row.user_id !== null && Number(row.user_id) === t.user.id) return true
  if (isSuperadmin(t.user.roleSubject())) return true
  if (row.owner_type === 'customer') return row.customer_id !== null && (!t.customerIds || t.customerIds.includes(Number(row.customer_id)))
  if (row.owner_type !== 'vendor' || row.vendor_id === null) return false
  const vendor = Number(row.vendor_id)
  if (t.vendorIds?.includes(vendor)) return true
  if (!t.customerIds?.length) return false
  if (!(await db.from('customers').where('vendor_id', vendor).whereIn('id', t.customerIds).first())) return false
  return sharedByVendor(row.file_key, vendor)
}

const isFileField = (f: FieldDef) => f.type === 'image' || f.type === 'file' || f.type === 'files' || f.pattern === 'upload'

/** Vendor rows its customers read, and their fields naming files: the vendor itself, and company data it shares. */
const SHARED_VENDOR_ROWS = catalogue
  .filter((d) => (d.scope === 'vendor' && d.tenantColumn === 'id') || (d.scope === 'customer_or_vendor' && d.sharedWithCustomers))
  .map((def) => ({ def, fields: def.fields.filter(isFileField).map((f) => f.name) }))
  .filter((s) => s.fields.length > 0)

/** Whether a row the vendor shares with its customers names this file (found by text, confirmed by parsing the row's fields). */
async function sharedByVendor(key: string, vendorId: number) {
  for (const { def, fields } of SHARED_VENDOR_ROWS) {
    const query = db.from(def.table).select(fields)
    if (def.scope === 'customer_or_vendor') query.where('owner_type', 'vendor').where('vendor_id', vendorId)
    else query.where(def.tenantColumn, vendorId)
    if (def.softDelete) query.whereNull('deleted_at')
    query.where((w) => { for (const f of fields) w.orWhere(f, key).orWhere(f, 'like', `%${key}%`) })
    for (const candidate of await query) if (fileKeysOf(def, candidate).includes(key)) return true
  }
  return false
}

/**
 * The owner a row gives the files it points at: its tenant, and the row itself as their holder
 * (whose readers read them). Platform rows (reference data) leave them as they are.
 */
export function ownerOfRow(def: ResourceDef, row: Record<string, unknown>): (UploadOwner & Partial<UploadHolder>) | null {
  const owner = tenantOfRow(def, row)
  return owner && { ...owner, ...holderOfRow(def, row) }
}

function tenantOfRow(def: ResourceDef, row: Record<string, unknown>): UploadOwner | null {
  const id = (column: string) => (row[column] === null || row[column] === undefined ? null : Number(row[column]))
  if (def.scope === 'vendor') return { owner_type: 'vendor', customer_id: null, vendor_id: id(def.tenantColumn) }
  if (def.scope === 'customer') return { owner_type: 'customer', customer_id: id(def.tenantColumn), vendor_id: null }
  if (def.scope === 'customer_or_vendor') {
    return row.owner_type === 'vendor'
      ? { owner_type: 'vendor', customer_id: null, vendor_id: id('vendor_id') }
      : { owner_type: 'customer', customer_id: id('customer_id'), vendor_id: null }
  }
  return null
}

/** The row a file is held by (its readers read the file): recorded on the upload when the row takes it. */
export interface UploadHolder { holder_resource: string; holder_id: number }

/** The holder a row gives the files it takes: the row itself, when it has an id. */
export function holderOfRow(def: ResourceDef, row: Record<string, unknown>): UploadHolder | null {
  const id = Number(row.id)
  return Number.isInteger(id) && id > 0 ? { holder_resource: def.name, holder_id: id } : null
}

/** The upload keys a row's file fields name: an image key, a file descriptor's file_url, each of a files list. */
export function fileKeysOf(def: ResourceDef, data: Record<string, unknown>): string[] {
  const keys: unknown[] = []
  for (const f of def.fields) {
    const value = parsed(data[f.name])
    if (value === null || value === undefined) continue
    if (f.type === 'image' || (f.pattern === 'upload' && typeof value === 'string')) keys.push(value)
    else if (f.type === 'file') keys.push((value as { file_url?: unknown }).file_url)
    else if (f.type === 'files' && Array.isArray(value)) keys.push(...value.map((v) => (v as { file_url?: unknown })?.file_url))
  }
  return keys.filter((k): k is string => typeof k === 'string' && k.length > 0)
}

const parsed = (value: unknown) => {
  if (typeof value !== 'string' || !/^[[{]/.test(value)) return value
  try { return JSON.parse(value) } catch { return value }
}

/**
 * The files a row now points at become its owner's — only the writer's own uploads: pointing a row
 * at someone else's file never moves that file into the writer's reach.
 */
export async function attachUploads(client: QueryClientContract | typeof db, writer: User, keys: string[], owner: (UploadOwner & Partial<UploadHolder>) | null) {
  if (!owner || !keys.length || (owner.customer_id === null && owner.vendor_id === null)) return
  await client.from('uploads').whereIn('file_key', [...new Set(keys)]).where('user_id', writer.id).update(owner)
}
