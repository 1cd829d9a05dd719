import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { can, catalogue, isSuperadmin, mayReadPayslips, type FieldDef } from '@hr/shared'
import { ownerAdmits, type UploadHolder, type UploadRow } from '#services/file_access'
import { ResourceRepository } from '#resources/repository'
import type { Tenancy } from '#services/tenancy'
import { afterRequest } from '#services/row_security'

/**
 * Who may read a company's file (issue 42 item 7): those who may read a row that holds it. The
 * holder is recorded on the upload (holder_resource, holder_id) when a row takes the file, or when
 * a process makes it (a payslip, a register export); rows naming the key in a file field hold it
 * too. A file no readable row holds is its uploader's alone.
 */

/** Holders that are no catalogue resource: a payslip's row (the person, payroll users, the person's data managers). */
export const PAYSLIP_HOLDER = 'payslip'

const isFileField = (f: FieldDef) => f.type === 'image' || f.type === 'file' || f.type === 'files' || f.pattern === 'upload'

/** Company rows with fields naming files, searched for the rows holding a key. */
const COMPANY_FILE_ROWS = catalogue
  .filter((d) => d.scope === 'customer' || d.scope === 'customer_or_vendor')
  .map((def) => ({ def, fields: def.fields.filter(isFileField).map((f) => f.name) }))
  .filter((s) => s.fields.length > 0)

/** The rows naming this key in one of their file fields (text match; the caller's read rule decides). */
async function rowsNaming(key: string, customerId: number): Promise<UploadHolder[]> {
  const found: UploadHolder[] = []
  for (const { def, fields } of COMPANY_FILE_ROWS) {
    const query = db.from(def.table).select('id').where(def.scope === 'customer' ? def.tenantColumn : 'customer_id', customerId)
    query.where((w) => { for (const f of fields) w.orWhere(f, key).orWhere(f, 'like', `%${key}%`) })
    for (const row of await query) found.push({ holder_resource: def.name, holder_id: Number(row.id) })
  }
  for (const row of await db.from('payslips').where('file_key', key).where('customer_id', customerId).select('id')) {
    found.push({ holder_resource: PAYSLIP_HOLDER, holder_id: Number(row.id) })
  }
  return found
}

/** Whether the request may read the row that holds the file. */
async function mayReadHolder(holder: UploadHolder, t: Tenancy): Promise<boolean> {
  const subject = t.user.roleSubject()
  if (holder.holder_resource === PAYSLIP_HOLDER) {
    const slip = await db.from('payslips').where('id', holder.holder_id).first()
    if (!slip || (t.customerIds && !t.customerIds.includes(Number(slip.customer_id)))) return false
    return mayReadPayslips(subject, Number(slip.person_id))
  }
  const def = catalogue.find((d) => d.name === holder.holder_resource)
  if (!def) return false
  // The company's own row (its logo, its privacy document): every user acting for the company reads its files.
  if (def.tenantColumn === 'id') return !t.customerIds || t.customerIds.includes(holder.holder_id)
  try {
    const row = await new ResourceRepository(def, t, 'en').find(holder.holder_id)
    return can(subject, 'show', def.name, row)
  } catch {
    return false
  }
}

/**
 * Whether the request may read a stored file (GET /api/aws-s3-signedurl, a file's audit trail):
 * its owner admits the user (services/file_access); a company's file also needs a readable row
 * holding it, unless the user uploaded it (or is a superadmin).
 */
export async function mayReadUpload(row: UploadRow, t: Tenancy): Promise<boolean> {
  if (!(await ownerAdmits(row, t))) return false
  if (row.owner_type !== 'customer') return true
  if ((row.user_id !== null && Number(row.user_id) === t.user.id) || isSuperadmin(t.user.roleSubject())) return true
  return mayReadCompanyFile({ ...row, customer_id: Number(row.customer_id) }, t)
}

/** A company file: readable when a row holding it (recorded or naming it) is readable by the request. */
async function mayReadCompanyFile(upload: { file_key: string; customer_id: number; holder_resource?: string | null; holder_id?: number | null }, t: Tenancy) {
  const recorded = upload.holder_resource && upload.holder_id != null
    ? [{ holder_resource: upload.holder_resource, holder_id: Number(upload.holder_id) }] : []
  for (const holder of recorded) if (await mayReadHolder(holder, t)) return true
  for (const holder of await rowsNaming(upload.file_key, Number(upload.customer_id))) {
    if (await mayReadHolder(holder, t)) return true
  }
  return false
}

/**
 * Files no row holds any more (a re-issued payslip's old PDF): their upload rows go with the
 * transaction, so no signed URL is issued or served for them; their bytes leave Drive once it commits.
 */
export async function retireFiles(client: QueryClientContract | typeof db, keys: (string | null | undefined)[]) {
  const stale = [...new Set(keys.filter((k): k is string => typeof k === 'string' && k.length > 0))]
  if (!stale.length) return
  await client.from('uploads').whereIn('file_key', stale).delete()
  const removeBytes = async () => { for (const key of stale) await drive.use().delete(key).catch(() => undefined) }
  // After the request's own transaction too: inside a request a transaction is a savepoint of it.
  if ('isTransaction' in client && client.isTransaction) (client as TransactionClientContract).after('commit', () => afterRequest(removeBytes))
  else afterRequest(removeBytes)
}
