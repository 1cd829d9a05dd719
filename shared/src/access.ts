import type { CrudAction, FieldDef, Requirement, ResourceDef } from './catalogue/types.js'
import { getResource, writableFields } from './catalogue/index.js'
import { hasAccess, isAdmin, isManager, isSuperadmin, isVendor, isVendorAdmin, staffSubRole, type RoleSubject } from './roles.js'

export type AccessRecord = { id?: number; user_id?: number | null; person_id?: number | null; reporting_manager_id?: number | null; [k: string]: unknown }

function isSelf(user: RoleSubject, record?: AccessRecord): boolean {
  if (!record) return false
  if (record.user_id != null) return record.user_id === user.id
  // Rows of a person (bank accounts, passports, contacts) are the user's own through their Person.
  return record.person_id != null && !!user.person_id && Number(record.person_id) === user.person_id
}

/** The column that ties a row to its owner for 'self': the person for person-owned rows, else the account. */
const selfColumn = (def: ResourceDef) => (def.fields.some((f) => f.name === 'person_id') ? 'person_id' : 'user_id')

/**
 * A reporting manager sees their reports' records (domain §6): a person whose reporting manager
 * they are, and the rows of such a person (leave, expenses) through its person_id.
 */
function isMyReport(user: RoleSubject, record?: AccessRecord, def?: ResourceDef): boolean {
  if (!record || !user.person_id) return false
  if (def && def.name !== 'people' && selfColumn(def) === 'person_id') {
    return record.person_id != null && !!user.report_person_ids?.includes(Number(record.person_id))
  }
  return record.reporting_manager_id != null && Number(record.reporting_manager_id) === user.person_id
}

/** Data managers manage the staff assigned to them (domain §6). */
function isManagedByMe(user: RoleSubject, record: AccessRecord | undefined, def: ResourceDef): boolean {
  if (!record || !user.managed_person_ids?.length) return false
  const personId = selfColumn(def) === 'person_id' ? record.person_id : def.name === 'people' ? record.id : null
  return personId != null && user.managed_person_ids.includes(Number(personId))
}

/**
 * Domain §6: reports are visible to all (payroll users) or to specific people; approvers gain
 * access only once approval is requested (the API then adds them to the report's readers).
 */
function isReportReader(user: RoleSubject, record?: AccessRecord): boolean {
  if (!record) return false
  if (record.created_by != null && Number(record.created_by) === user.id) return true
  if (record.visibility === 'all' && hasAccess(user, 'payroll')) return true
  return record.id != null && !!user.readable_report_ids?.includes(Number(record.id))
}

/**
 * Who reads a person's payslips (GET /api/payslip?person_id=): the person, the payroll privilege,
 * and the person's data managers — the API's rule, so the person page offers them to no one else.
 */
export function mayReadPayslips(user: RoleSubject, personId: number): boolean {
  return personId === user.person_id || hasAccess(user, 'payroll') || !!user.managed_person_ids?.includes(personId)
}

/** Domain §6: a manager-only profile cannot view or edit its own HR data. */
const ownDataBarred = (user: RoleSubject, def: ResourceDef) => !!def.personalData && staffSubRole(user) === 'manager_only'

/**
 * A row being created (no id yet) is judged on a field its resource's selfCreate rules by those
 * rules, which name the field in a 422, instead of an anonymous refusal here.
 */
const selfAllowed = (record: AccessRecord, def?: ResourceDef) =>
  Object.entries(def?.selfRequires ?? {}).every(([k, v]) => record[k] === v || (record.id == null && def?.selfCreate?.[k] !== undefined))

/**
 * A row of a resource people file for themselves (selfCreate) stays its creator's only while it holds
 * values a person may set: one HR has since re-filed (as a payslip, kept from the person) is HR's.
 */
const stillOwnFiling = (record: AccessRecord, def?: ResourceDef) =>
  Object.entries(def?.selfCreate ?? {}).every(([field, rule]) => rule.values.includes(String(record[field])))

/**
 * The row belongs to the user's own vendor (or one it manages). Without a row, or for a row being
 * created (no id: the server stamps its owner from the acting vendor), it may; the API checks the row.
 * Reading a vendor's shared rows never makes a partner or a customer their owner.
 */
const ownsByVendor = (user: RoleSubject, record?: AccessRecord) => {
  if (!record || record.id == null) return true
  if (record.vendor_id == null) return false
  const vendor = Number(record.vendor_id)
  return vendor === user.vendor_id || !!user.managed_vendor_ids?.includes(vendor)
}

export function meets(user: RoleSubject, req: Requirement, record?: AccessRecord, def?: ResourceDef): boolean {
  if (typeof req === 'string') {
    switch (req) {
      case 'nobody': return false
      case 'authenticated': return true
      case 'admin': return isAdmin(user)
      case 'superadmin': return isSuperadmin(user)
      case 'vendor_admin': return isVendorAdmin(user)
      case 'self': return isSelf(user, record) && selfAllowed(record!, def)
      case 'reports': return isMyReport(user, record, def)
      case 'data_manager': return !!def && isManagedByMe(user, record, def)
      case 'owning_vendor': return isVendor(user) && ownsByVendor(user, record)
      case 'owning_vendor_admin': return isVendorAdmin(user) && ownsByVendor(user, record)
      case 'creator': return !!record && record.created_by != null && Number(record.created_by) === user.id && stillOwnFiling(record, def)
      case 'report_reader': return isReportReader(user, record)
      case 'expense_report_reader': return !!record && record.id != null && !!user.shared_expense_report_ids?.includes(Number(record.id))
    }
  }
  if ('anyOf' in req) return req.anyOf.some((r) => meets(user, r, record, def))
  if ('byOwner' in req) {
    // Without a row (menus, list buttons, the first check of a create) either owner's rule may apply.
    if (!record) return meets(user, req.byOwner.customer, record, def) || meets(user, req.byOwner.vendor, record, def)
    return meets(user, record.owner_type === 'vendor' ? req.byOwner.vendor : req.byOwner.customer, record, def)
  }
  return hasAccess(user, req.privilege)
}

/**
 * Whether `user` may perform `action` on `resource` (and, for record-level rules, on `record`).
 * Without a record, a requirement that can only be met by a record ('self') counts as possible,
 * so list screens and buttons are offered; the API then checks again with the row.
 * Tenant scoping is separate: this answers "may this role do it at all", scoping answers "to which rows".
 */
export function can(user: RoleSubject | null | undefined, action: CrudAction, resource: string | ResourceDef, record?: AccessRecord): boolean {
  if (!user) return false
  const def = typeof resource === 'string' ? getResource(resource) : resource
  if (record) {
    if (ownDataBarred(user, def) && isSelf(user, record)) return false
    return meets(user, def.access[action], record, def)
  }
  return rowFilter(user, action, def) !== 'deny'
}

/** A condition on a row's column, as the API's query layer applies it. */
export interface RowCondition { column: string; value?: number | string | boolean; values?: number[]; and?: { column: string; value: string | number | boolean }[] }

/**
 * Which rows of `def` the user may `action` when only record-level rules grant it:
 * - null: every row in the tenant (a role or privilege grants it outright)
 * - { anyOf, exclude }: only rows matching one of `anyOf` (own record, my reports), never `exclude`
 * - 'deny': none
 * The API applies this to lists (one place, beside tenant scoping); show/update/delete check the row itself.
 */
export function rowFilter(user: RoleSubject, action: CrudAction, def: ResourceDef): { anyOf: RowCondition[] | null; exclude: RowCondition[] } | null | 'deny' {
  const req = def.access[action]
  const own = selfColumn(def) === 'user_id' ? user.id : user.person_id
  const exclude = ownDataBarred(user, def) && own ? [{ column: selfColumn(def), value: own }] : []
  if (meets(user, req)) return exclude.length ? { anyOf: null, exclude } : null
  const anyOf: RowCondition[] = []
  const collect = (r: Requirement) => {
    if (r === 'self' && !ownDataBarred(user, def)) {
      const column = selfColumn(def)
      const and = Object.entries(def.selfRequires ?? {}).map(([c, value]) => ({ column: c, value }))
      if (column === 'user_id') anyOf.push({ column, value: user.id, and })
      else if (user.person_id) anyOf.push({ column, value: user.person_id, and })
    }
    else if (r === 'reports' && isManager(user) && user.person_id) {
      if (def.name !== 'people' && selfColumn(def) === 'person_id') {
        if (user.report_person_ids?.length) anyOf.push({ column: 'person_id', values: user.report_person_ids })
      } else anyOf.push({ column: 'reporting_manager_id', value: user.person_id })
    }
    else if (r === 'data_manager' && user.managed_person_ids?.length) {
      anyOf.push({ column: selfColumn(def) === 'person_id' ? 'person_id' : 'id', values: user.managed_person_ids })
    }
    else if (r === 'creator' || r === 'report_reader') {
      // Only payroll users create reports; others read the ones shared with them or awaiting their approval.
      if (hasAccess(user, 'payroll')) anyOf.push({ column: 'created_by', value: user.id })
      if (r === 'report_reader') {
        if (hasAccess(user, 'payroll')) anyOf.push({ column: 'visibility', value: 'all' })
        if (user.readable_report_ids?.length) anyOf.push({ column: 'id', values: user.readable_report_ids })
      }
    }
    else if (r === 'expense_report_reader' && user.shared_expense_report_ids?.length) {
      anyOf.push({ column: 'id', values: user.shared_expense_report_ids })
    }
    else if (typeof r === 'object' && 'anyOf' in r) r.anyOf.forEach(collect)
  }
  collect(req)
  return anyOf.length ? { anyOf, exclude } : 'deny'
}

export type PermissionMatrix = Readonly<Record<string, Readonly<Record<CrudAction, boolean>>>>

/** The permission matrix for GET /api/profile/me: resource → action → allowed (without a record). */
export function computePermissionMatrix(user: RoleSubject, resources: readonly ResourceDef[]): PermissionMatrix {
  const actions: CrudAction[] = ['list', 'show', 'create', 'update', 'delete']
  return Object.fromEntries(
    resources.map((r) => [r.name, Object.fromEntries(actions.map((a) => [a, can(user, a, r)]))]),
  ) as Record<string, Record<CrudAction, boolean>>
}

const MATRICES_KEPT = 1000
const matrices = new WeakMap<readonly ResourceDef[], Map<string, PermissionMatrix>>()

/**
 * computePermissionMatrix, kept per subject: every profile read built it again over the whole
 * catalogue (a sixth of GET /api/profile/me's CPU under load). can() is a function of the subject's
 * own fields and the catalogue alone, so the key is the whole subject as it is at the call (a list
 * grown since, a privilege changed, is another key). The answer is frozen: it is shared.
 */
export function permissionMatrix(user: RoleSubject, resources: readonly ResourceDef[]): PermissionMatrix {
  let kept = matrices.get(resources)
  if (!kept) matrices.set(resources, (kept = new Map()))
  const key = JSON.stringify(user)
  const known = kept.get(key)
  if (known) return known
  const matrix = computePermissionMatrix(user, resources)
  for (const actions of Object.values(matrix)) Object.freeze(actions)
  if (kept.size >= MATRICES_KEPT) kept.clear()
  kept.set(key, Object.freeze(matrix))
  return matrix
}

/** Whether `user` may pick `value` for a field whose values are partly restricted (e.g. pay item categories). */
export function mayChooseValue(user: RoleSubject | null | undefined, field: FieldDef, value: unknown): boolean {
  const restricted = field.restrictedValues
  if (!restricted || !restricted.values.includes(String(value))) return true
  return !!user && meets(user, restricted.requirement)
}

/** The restricted values in `data` the user may not choose, as field errors (message = locale key). */
export function restrictedValueViolations(user: RoleSubject, def: ResourceDef, data: Record<string, unknown>) {
  return def.fields
    .filter((f) => f.restrictedValues && data[f.name] != null && !mayChooseValue(user, f, data[f.name]))
    .map((f) => ({ field: f.name, rule: 'restricted', message: f.restrictedValues!.message }))
}

/** Fields of `def` the user may not read or set on `record` (their `requires` is not met): left out of answers, refused in requests. */
export function guardedFields(user: RoleSubject, def: ResourceDef, record?: AccessRecord): string[] {
  return def.fields.filter((f) => f.requires && !meets(user, f.requires, record, def)).map((f) => f.name)
}

/** Whether the user may read or set `field` (forms and columns leave out the rest). */
export const mayUseField = (user: RoleSubject | null | undefined, def: ResourceDef, field: FieldDef, record?: AccessRecord) =>
  !field.requires || (!!user && meets(user, field.requires, record, def))

/**
 * Fields a person may not change on their own row: when nothing but 'self' grants the update (an
 * employee editing their own record in /my-info or onboarding, their bank accounts, passports,
 * timesheets…), only the resource's selfEditable fields may be sent — by default the fields an update
 * may set at all. HR's fields (status, type, job, manager…) stay HR's, and the row's identity, tenant,
 * timestamps and photo (id, customer_id, user_id, created_at, deleted_at, photo) are refused, never
 * silently dropped: the person is told their change did not happen.
 */
export function selfEditViolations(user: RoleSubject, def: ResourceDef, record: AccessRecord, data: Record<string, unknown>) {
  if (grantsBesidesSelf(def.access.update).some((r) => meets(user, r, record, def))) return []
  const editable = selfEditableFields(def)
  return Object.keys(data)
    .filter((k) => !editable.includes(k))
    .map((field) => ({ field, rule: 'self_editable', message: 'messages.self_edit_forbidden' }))
}

/**
 * Values a person may not give their own new row (ResourceDef.selfCreate): when nothing but 'self'
 * grants the create, each field the resource limits must hold one of its allowed values (after defaults).
 */
export function selfCreateViolations(user: RoleSubject, def: ResourceDef, record: AccessRecord) {
  if (!def.selfCreate || grantsBesidesSelf(def.access.create).some((r) => meets(user, r, record, def))) return []
  return Object.entries(def.selfCreate)
    .filter(([field, rule]) => !rule.values.includes(String(record[field])))
    .map(([field, rule]) => ({ field, rule: 'self_create', message: rule.message }))
}

/** The values of `field` the user may give a new row like `record` (a form's options): null when any value of the field's may. */
export function selfCreateValues(user: RoleSubject | null | undefined, def: ResourceDef, field: string, record: AccessRecord): readonly string[] | null {
  const rule = def.selfCreate?.[field]
  if (!rule || !user || grantsBesidesSelf(def.access.create).some((r) => meets(user, r, record, def))) return null
  return rule.values
}

/** What a person may send about their own row: the declared selfEditable list, else every updatable field. */
const selfEditableFields = (def: ResourceDef): readonly string[] =>
  def.selfEditable ?? writableFields(def).filter((f) => !f.createOnly).map((f) => f.name)

/** An update requirement without its 'self' branch: what grants the update other than owning the row. */
function grantsBesidesSelf(req: Requirement): Requirement[] {
  if (typeof req === 'object' && 'anyOf' in req) return req.anyOf.filter((r) => r !== 'self')
  return req === 'self' ? [] : [req]
}

/** Superadmin portal §2.1 /superadmin/manage-user: every account on the platform, superadmins only. */
export const canManageUsers = (user: RoleSubject | null | undefined) => !!user && isSuperadmin(user)
