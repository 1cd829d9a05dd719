import type { CrudAction, Declared, FieldDef, Requirement, ResourceDeclaration, ResourceDef, TenantScope } from './types.js'

/** Columns every resource table has; declared once so the catalogue entries stay about their domain. */
const COMMON_FIELDS: FieldDef[] = [
  { name: 'id', type: 'integer', readOnly: true, form: false, sort: true },
  { name: 'created_at', type: 'datetime', readOnly: true, form: false, sort: true },
  { name: 'updated_at', type: 'datetime', readOnly: true, form: false },
]

/** English plural of a snake_case name's last word: policy → policies, address → addresses, course → courses. */
export const pluralName = (name: string) =>
  /[^aeiou]y$/.test(name) ? `${name.slice(0, -1)}ies` : /(s|x|z|ch|sh)$/.test(name) ? `${name}es` : `${name}s`

const TENANT_COLUMN: Record<TenantScope, string> = { platform: 'id', vendor: 'vendor_id', customer: 'customer_id', customer_or_vendor: 'customer_id' }

/** The names a declaration leaves out, derived from its name and scope. */
export const derivedNames = (name: string, scope: TenantScope) =>
  ({ path: name.replace(/_/g, '-'), table: pluralName(name), tenantColumn: TENANT_COLUMN[scope] })

/** Route prefixes of the sections a resource can be placed in (shared/src/navigation.ts holds their tabs). */
const PLACEMENT_PREFIX = { 'admin-setting': '/admin-setting', 'data-cloud': '/superadmin/data-cloud', 'vendor-setting': '/vendor/setting' } as const

/** What defineResource made: how the catalogue tells declarations from the helpers a resource file also exports. */
const declarations = new WeakSet<object>()
export const isResourceDef = (value: unknown): value is ResourceDef =>
  typeof value === 'object' && value !== null && declarations.has(value)

/**
 * The declaration's literal types (field names, types, enum values) ride along on the definition,
 * type-only, so row types derive from it (row-types.ts: RowOf<typeof people>) instead of being
 * written by hand per screen. The runtime value is the plain ResourceDef every consumer reads.
 */
export function defineResource<const D extends ResourceDeclaration>(declaration: D): Declared<D> {
  const def: ResourceDef = { ...derivedNames(declaration.name, declaration.scope), ...declaration }
  const declared = new Set(def.fields.map((f) => f.name))
  const fields = [
    ...COMMON_FIELDS.filter((f) => !declared.has(f.name)),
    ...def.fields.map((f) => ({ form: !f.readOnly, ...f })),
  ]
  if (def.softDelete && !declared.has('deleted_at')) {
    fields.push({ name: 'deleted_at', type: 'datetime', readOnly: true, form: false, list: false })
  }
  for (const f of fields) {
    if (f.type === 'enum' && !f.enum?.length) throw new Error(`${def.name}.${f.name}: enum field without values`)
    if (f.type === 'reference' && !f.reference) throw new Error(`${def.name}.${f.name}: reference without target`)
    if (f.type === 'money' && !fields.some((c) => c.name === f.currencyField)) throw new Error(`${def.name}.${f.name}: money without its currency field`)
  }
  if (!fields.some((f) => f.name === def.titleField)) {
    throw new Error(`${def.name}: titleField ${def.titleField} is not a field`)
  }
  // A resource placed in a section lives under the section's path (shell §2.1, e.g. /admin-setting/<tab>).
  const base = def.placement && def.placement !== 'menu' ? `${PLACEMENT_PREFIX[def.placement]}/${def.path}` : `/${def.name}`
  const all = { list: base, create: `${base}/create`, show: `${base}/:id`, edit: `${base}/:id/edit`, ...def.routes }
  const screens = (def.screens ?? (Object.keys(all) as (keyof typeof all)[]))
    .filter((s) => !(s === 'create' && def.access.create === 'nobody') && !(s === 'edit' && def.access.update === 'nobody'))
  // A screen that does not exist has no route, so neither the router nor a Create/Edit button offers it.
  const routes = Object.fromEntries(screens.map((s) => [s, all[s]]))
  const result: ResourceDef = { defaultSort: 'id', ...def, routes, fields }
  declarations.add(result)
  return result as Declared<D>
}

/** The same requirement for every action (e.g. admin-only assignments). */
export const everyAction = (req: Requirement): Record<CrudAction, Requirement> =>
  ({ list: req, show: req, create: req, update: req, delete: req })

/** A company's own list: its users read it, its admins (access_admin) manage it (make:resource's customer default). */
export const customerAdminManaged: Record<CrudAction, Requirement> =
  { list: 'authenticated', show: 'authenticated', create: { privilege: 'admin' }, update: { privilege: 'admin' }, delete: { privilege: 'admin' } }

/** A vendor's own list: its users read it, its admins manage it (make:resource's vendor default). */
export const vendorAdminManaged: Record<CrudAction, Requirement> =
  { list: 'admin', show: 'admin', create: { anyOf: ['superadmin', 'owning_vendor_admin'] }, update: { anyOf: ['superadmin', 'owning_vendor_admin'] }, delete: { anyOf: ['superadmin', 'owning_vendor_admin'] } }

/** Payroll data (issue 14): the payroll privilege reads and keeps it (admins pass every privilege). */
export const payrollManaged: Record<CrudAction, Requirement> =
  { list: { privilege: 'payroll' }, show: { privilege: 'payroll' }, create: { privilege: 'payroll' }, update: { privilege: 'payroll' }, delete: { privilege: 'payroll' } }

/**
 * A person's HR data (employment terms, insurance): the info privilege keeps it; the person and
 * their data managers read it. Reporting managers are not listed: it is not part of what a
 * manager approves.
 */
export const infoManaged: Record<CrudAction, Requirement> = {
  list: { anyOf: ['self', 'data_manager', { privilege: 'info' }] },
  show: { anyOf: ['self', 'data_manager', { privilege: 'info' }] },
  create: { privilege: 'info' }, update: { privilege: 'info' }, delete: { privilege: 'info' },
}

/** Reference data: everyone signed in reads it, only superadmins change it. */
export const readableBySuperadminManaged: Record<CrudAction, Requirement> =
  { list: 'authenticated', show: 'authenticated', create: 'superadmin', update: 'superadmin', delete: 'superadmin' }

export const fieldLabelKey = (resource: string, field: FieldDef) => field.label ?? `${resource}.fields.${field.name}`
export const writableFields = (def: ResourceDef) => def.fields.filter((f) => !f.readOnly && f.form !== false)
export const searchableFields = (def: ResourceDef) => def.fields.filter((f) => f.search)
export const filterableFields = (def: ResourceDef) => def.fields.filter((f) => f.filter)
export const sortableFields = (def: ResourceDef) => def.fields.filter((f) => f.sort)
