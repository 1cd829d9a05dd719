import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { getResource, writableFields, type FieldDef, type ResourceDef } from '@hr/shared'

/**
 * The catalogue's row factory: valid rows and create bodies for any catalogue resource, derived from
 * its fields alone (types, enums, defaults, requiredWhen rules, references, tenant column). The
 * security matrices, the bad-input suite and the demo data of plain resources use it, so a new
 * resource needs no per-resource test or seed code. A required reference gets a fresh row of the
 * referenced resource in the same tenant (a person for person_id, an entity for an agreement…), so
 * one-per-person and unique pairs never collide.
 *
 * A new spec makes its own rows with it rather than leaning on the demo users' rows, e.g. a person
 * and a leave of theirs in a tenant (any customer and its vendor):
 *
 *   const tenant = { customerId, vendorId }
 *   const personId = await insertFactoryRow(getResource('people'), tenant)
 *   const leaveId = await insertFactoryRow(getResource('leave'), tenant, { ...WORKFLOW_ROWS.leave, values: { person_id: personId } })
 *
 * (WORKFLOW_ROWS.leave: a leave type that no balance or weekend refuses.) `factoryCreateBody` gives the
 * body POST /api/<resource> accepts for the same; `values` overrides any field.
 */
export interface FactoryTenant { customerId: number; vendorId: number }

export interface FactoryOptions {
  /** makes values unique per call (names, domains, dates) */
  n?: number
  /** values that win over the derived ones (a resource's unusual rule) */
  values?: Record<string, unknown>
  /** values for the rows made for required references, by referenced resource */
  references?: Record<string, Record<string, unknown>>
  /**
   * Required references point at existing rows of the tenant where there are some (demo data: a
   * new resource's rows belong to the demo people, not to people made for them); otherwise, and by
   * default, at fresh rows.
   */
  reuseReferences?: boolean
  /** optional fields to fill as well (e.g. the person a document belongs to) */
  fill?: string[]
  /** who owns company data (customer_or_vendor): by default the first owner type the field allows */
  owner?: 'customer' | 'vendor'
  client?: QueryClientContract
}

/** A plausible value of a field's type, unique per `n` where it must be (e-mails, domains). */
function sample(f: FieldDef, n: number): unknown {
  switch (f.type) {
    case 'email': return `matrix.${n}.${Date.now()}@leak.test`
    case 'enum': return f.enum![0]
    case 'boolean': return false
    case 'date': return '2020-01-01'
    case 'country': return 'SG'
    case 'integer': return 1
    default: return f.pattern === 'domain' ? `matrix${n}.leak.test` : `Matrix ${n}`
  }
}

/**
 * A create body with every required field but references, synchronously (the bad-input suite's base
 * body); rows and bodies with their references are insertFactoryRow's and factoryCreateBody's.
 */
export function createPayload(def: ResourceDef, n: number) {
  return Object.fromEntries(writableFields(def).filter((f) => f.required && f.type !== 'reference').map((f) => [f.name, sample(f, n)]))
}

/**
 * Factory options for rows a workflow checks beyond their fields: leave of a type counted in
 * calendar days that may go negative, expenses of an item without a receipt requirement, dependents
 * covered within their plan, so suites about access and bad input are not refused for a balance, a
 * weekend, a missing receipt or a cover date.
 */
export const WORKFLOW_ROWS: Record<string, FactoryOptions> = {
  leave: { references: { leave_type: { allow_negative: true, day_type: 'calendar' } } },
  leave_entitlement: { values: { year: 2031 }, references: { leave_type: { allow_negative: true } } },
  expense: { references: { allowance_item: { receipt_required: false, is_active: true } } },
  // Covered after its enrolment's start (factory dates are in 2031; the enrolment has no end).
  insurance_dependent: { values: { covered_from: '2032-01-01' } },
  // A fresh comment (the demo's are past their edit window) on a fresh, open case.
  mobility_comment: {},
}

type Mode = 'row' | 'body'
const COMMON = new Set(['id', 'created_at', 'updated_at', 'deleted_at'])
const CURRENCIES = ['USD', 'EUR', 'SGD', 'MYR']
let counter = 0
const nextN = () => (Date.now() % 100_000) * 100 + (counter++ % 100)

/** A valid row inserted straight into the resource's table; returns its id. */
export async function insertFactoryRow(def: ResourceDef, tenant: FactoryTenant, options: FactoryOptions = {}): Promise<number> {
  if (def.tenantColumn === 'id' && def.scope === 'customer') return tenant.customerId
  if (def.tenantColumn === 'id' && def.scope === 'vendor') return tenant.vendorId
  const client = options.client ?? db
  const now = new Date().toISOString()
  const row = { ...(await valuesFor(def, tenant, 'row', options)), created_at: now, updated_at: now }
  const [r] = await client.insertQuery().table(def.table).insert(row).returning('id')
  return Number(typeof r === 'object' ? r.id : r)
}

/** A create body the API accepts from an admin of the tenant: every required field, references to fresh rows. */
export function factoryCreateBody(def: ResourceDef, tenant: FactoryTenant, options: FactoryOptions = {}) {
  return valuesFor(def, tenant, 'body', options)
}

async function valuesFor(def: ResourceDef, tenant: FactoryTenant, mode: Mode, options: FactoryOptions) {
  const n = options.n ?? nextN()
  const owner = ownerOf(def, options)
  const candidates = mode === 'body' ? writableFields(def) : def.fields.filter((f) => !COMMON.has(f.name))
  const values: Record<string, unknown> = {}
  const wanted = (f: FieldDef) =>
    f.required || (f.default !== undefined && f.default !== null) || f.name === def.titleField || !!options.fill?.includes(f.name)
  for (const f of candidates) {
    if (f.name in (options.values ?? {})) continue
    const tenantValue = mode === 'row' ? tenantColumnValue(def, f, tenant, owner) : undefined
    if (tenantValue !== undefined) values[f.name] = tenantValue
    else if (f.name === 'owner_type' && owner) values[f.name] = owner
    else if (wanted(f)) values[f.name] = await valueOf(def, f, tenant, mode, n, options, owner)
  }
  // Fields a rule requires given the values chosen so far (a fixed fee for a fixed-fee pricebook…).
  for (const f of candidates) {
    if (values[f.name] !== undefined || f.name in (options.values ?? {})) continue
    const rule = f.rules?.find((r) => r.kind === 'requiredWhen' && holds(r.when, { ...values, ...options.values }))
    if (rule) values[f.name] = await valueOf(def, f, tenant, mode, n, options, owner)
  }
  // A row owned through another (a comment's case): stored with that row's person, as the API does.
  if (mode === 'row' && def.ownerVia && values[def.ownerVia] !== undefined && !('person_id' in (options.values ?? {}))) {
    const via = def.fields.find((f) => f.name === def.ownerVia)!
    const parent = await (options.client ?? db).from(getResource(via.reference!.resource).table).where('id', Number(values[def.ownerVia])).select('person_id').first()
    values.person_id = parent?.person_id ?? null
  }
  return { ...values, ...options.values }
}

function ownerOf(def: ResourceDef, options: FactoryOptions) {
  if (def.scope !== 'customer_or_vendor') return undefined
  const allowed = def.fields.find((f) => f.name === 'owner_type')?.enum ?? ['customer']
  return (options.owner && allowed.includes(options.owner) ? options.owner : allowed[0]) as 'customer' | 'vendor'
}

/** The tenant's own columns of a stored row: its tenant column, and the customer/vendor it names. */
function tenantColumnValue(def: ResourceDef, f: FieldDef, tenant: FactoryTenant, owner?: string) {
  if (def.scope === 'customer_or_vendor') {
    if (f.name === 'customer_id') return owner === 'customer' ? tenant.customerId : undefined
    if (f.name === 'vendor_id') return owner === 'vendor' ? tenant.vendorId : undefined
  }
  if (f.name === def.tenantColumn) return def.scope === 'vendor' ? tenant.vendorId : tenant.customerId
  if (f.type === 'reference' && f.readOnly && f.reference!.resource === 'customer') return tenant.customerId
  if (f.type === 'reference' && f.readOnly && f.reference!.resource === 'vendor') return tenant.vendorId
  return undefined
}

const holds = (when: Record<string, unknown>, values: Record<string, unknown>) =>
  Object.entries(when).every(([k, v]) => (Array.isArray(v) ? v.includes(values[k] ?? null) || (values[k] === undefined && v.includes(undefined)) : values[k] === v))

async function valueOf(def: ResourceDef, f: FieldDef, tenant: FactoryTenant, mode: Mode, n: number, options: FactoryOptions, owner?: string): Promise<unknown> {
  if (f.default !== undefined && f.default !== null) return f.default
  const text = (s: string) => (f.lowercase ? s.toLowerCase() : s).slice(0, f.maxLength ?? 255)
  switch (f.type) {
    case 'reference': {
      const target = getResource(f.reference!.resource)
      if (options.reuseReferences) {
        const existing = await existingRow(target, tenant, n, options, owner)
        if (existing !== null) return existing
      }
      const values = options.references?.[target.name]
      return insertFactoryRow(target, tenant, { n: n + 1, client: options.client, owner: owner as FactoryOptions['owner'], values, references: options.references })
    }
    case 'enum': return f.enum![0]
    case 'boolean': return false
    case 'integer': return 1
    case 'decimal': return mode === 'row' ? '1' : '1.5'
    case 'money': return mode === 'row' ? 10000 : '100.00'
    case 'date': return dateFor(n)
    case 'datetime': return new Date().toISOString()
    case 'country': return 'SG'
    case 'email': return `factory.${n}@factory.test`
    case 'phone': return '+6591234567'
    case 'file': return { file_name: 'Factory.pdf', file_type: 'pdf', file_url: await uploadKey(tenant, n, owner, options) }
    case 'files': return []
    case 'translations': return null
    case 'image': return await uploadKey(tenant, n, owner, options, 'png')
    case 'text': return `Factory text ${n}`
    default: break
  }
  switch (f.pattern) {
    case 'currency': return CURRENCIES[def.fields.filter((c) => c.pattern === 'currency').indexOf(f) % CURRENCIES.length]
    case 'domain': return `f${n}.factory.test`
    case 'upload': return uploadKey(tenant, n, owner, options)
    case 'iban': return 'GB82 WEST 1234 5698 7654 32'
    case 'bic': return 'DEUTDEFF'
    case 'time': return '09:00'
    default: return text(`Factory ${n}`)
  }
}

/** An existing row of the referenced resource in the tenant, picked by `n` so rows spread over them. */
async function existingRow(def: ResourceDef, tenant: FactoryTenant, n: number, options: FactoryOptions, owner?: string) {
  if (def.tenantColumn === 'id') return def.scope === 'vendor' ? tenant.vendorId : tenant.customerId
  const query = (options.client ?? db).from(def.table).select('id').orderBy('id')
  if (def.scope === 'customer_or_vendor') {
    if (owner === 'vendor') query.where('vendor_id', tenant.vendorId)
    else query.where('customer_id', tenant.customerId)
  } else if (def.scope === 'customer') query.where(def.tenantColumn, tenant.customerId)
  else if (def.scope === 'vendor') query.where(def.tenantColumn, tenant.vendorId)
  if (def.softDelete) query.whereNull('deleted_at')
  const rows = await query.limit(50)
  return rows.length ? Number(rows[n % rows.length].id) : null
}

/** A day of 2031 that differs per call, so rows dated by their key (holidays, timesheets) do not collide. */
function dateFor(n: number) {
  const day = new Date(Date.UTC(2031, 0, 1) + (n % 360) * 86_400_000)
  return day.toISOString().slice(0, 10)
}

/** An upload owned by the tenant (a real row of `uploads`), for fields that name a stored file. */
async function uploadKey(tenant: FactoryTenant, n: number, owner: string | undefined, options: FactoryOptions, type = 'pdf') {
  const key = `factory/${n}-${counter++}.${type}`
  const byVendor = owner === 'vendor'
  await (options.client ?? db).insertQuery().table('uploads').insert({
    file_key: key, file_name: `Factory.${type}`, file_type: type, mime_type: type === 'pdf' ? 'application/pdf' : 'image/png', size: 1,
    owner_type: byVendor ? 'vendor' : 'customer', customer_id: byVendor ? null : tenant.customerId, vendor_id: byVendor ? tenant.vendorId : null,
    created_at: new Date().toISOString(),
  })
  return key
}
