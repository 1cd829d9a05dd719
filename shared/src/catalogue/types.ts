import type { AnyWorkflow } from '../workflow/define.js'
import type { AccessPrivilege } from '../enums.js'

export type FieldType =
  | 'string' | 'text' | 'email' | 'phone' | 'integer' | 'boolean'
  /** an exact decimal kept as a string end to end (rates, quantities): never a float */
  | 'decimal'
  /** an amount of the currency named by `currencyField`: a decimal string in the API, integer minor units in the database */
  | 'money'
  | 'date' | 'datetime' | 'enum' | 'country' | 'reference'
  /** a stored file key (e.g. a logo under img/) */
  | 'image'
  /** an uploaded file descriptor { file_name, file_type, file_url } stored as JSON */
  | 'file'
  /** several uploaded file descriptors [{ file_name, file_type, file_url }] stored as a JSON list */
  | 'files'
  /**
   * another field's text in other interface languages, { de: 'Urlaub', ja: '年次休暇' } stored as
   * JSON (issue 43 §7): `translates` names that field, whose stored value is the English one
   */
  | 'translations'

/** Cross-field rules, evaluated the same way by the API validator and the form. */
export type FieldRule =
  /** this date must be the same as or later than another date field */
  | { kind: 'afterOrEqual'; other: string; message: string }
  /** this field may not be true (or, for non-boolean fields, filled in) while `when` holds (e.g. an intern cannot be an expat) */
  | { kind: 'forbiddenWhen'; when: Record<string, unknown>; message: string }
  /** this field is required while `when` holds (a value, or a list of values any of which matches) */
  | { kind: 'requiredWhen'; when: Record<string, unknown>; message: string }
  /** this decimal/money amount may not be below another field's amount */
  | { kind: 'notLessThan'; other: string; message: string }
  /** this field may be true only while the record has rows of another resource (checked by the API) */
  | { kind: 'requiresChildren'; resource: string; message: string }

export interface FieldDef {
  name: string
  type: FieldType
  /** allowed values, for enum fields */
  enum?: readonly string[]
  required?: boolean
  maxLength?: number
  /** lowercased before validation and storage (e-mails, domain §5) */
  lowercase?: boolean
  unique?: boolean
  /** locale key of the message when a unique value is taken (default validation.unique) */
  uniqueMessage?: string
  /** a named format the value must have (validated on both sides) */
  /** 'upload': the key of a file uploaded (POST /api/aws-s3-upload) for this tenant or by this user (each file of a 'files' list) */
  /** 'time': a clock time HH:mm (24 h) */
  pattern?: 'domain' | 'currency' | 'iban' | 'bic' | 'upload' | 'time'
  /** at most one row per value of this column may have this boolean true (e.g. one default bank account per person) */
  exclusivePer?: string
  /** for 'translations' fields: the text field this one translates (its maxLength bounds each language's text) */
  translates?: string
  /** a state or region code (GET /api/states) of the country held in this other field: picked from that list */
  regionOf?: string
  /** for money fields: the field holding the ISO 4217 currency of the amount */
  currencyField?: string
  /** decimal places a 'decimal' field keeps */
  scale?: number
  /**
   * The smallest value a 'decimal' or 'money' field takes, as decimal text ('0': an amount the
   * domain says is never negative, a fee, a claim, hours). Money fields are bounded in any case by
   * ±MONEY_LIMIT (shared/src/field-checks.ts), which keeps every sum exact.
   */
  min?: string
  /** The largest value a 'decimal' or 'money' field takes, as decimal text ('24': hours of one day). */
  max?: string
  /**
   * A 'decimal' stored as an integer count of 10^-scale units (leave days as tenths), so the
   * database sums it exactly; the API still reads and writes the decimal text.
   */
  scaled?: boolean
  reference?: {
    resource: string
    labelField: string
    /**
     * A named option list (GET /api/reference-options/<name>?owner_type=…) when the choices are not
     * the referenced resource's own list (e.g. the vendors an agreement may name as seller): the
     * picker offers these and the API accepts only these ids.
     */
    options?: string
  }
  rules?: FieldRule[]
  /** i18n key of the label; defaults to `<resource>.fields.<name>` */
  label?: string
  /** shown as a list column */
  list?: boolean
  /**
   * Fields the list column shows, in order, when this one is empty: the form may identify the row by
   * another field (a bank account by its IBAN or CLABE where the country's form asks for no account
   * number), and an identifying column is never blank while the row has such a value.
   */
  listFallback?: readonly string[]
  /** lists show the value masked but for its last 4 characters (account numbers); show screens show it whole */
  listMask?: 'last4'
  /** left empty on a create, takes the currency of the country held in this other field (a bank account's bank_country) */
  currencyOf?: string
  /** offered as a list filter (enum/boolean/country: select; others: exact match) */
  filter?: boolean
  sort?: boolean
  /** matched by the list's query_string */
  search?: boolean
  /** editable on create/edit forms; server-managed fields are not */
  form?: boolean
  /** server-managed: never accepted from a client */
  readOnly?: boolean
  /** set on create only; an update ignores it (e.g. owner_type: a row never changes owner) */
  createOnly?: boolean
  /**
   * Computed by the server from these fields when they are all given (a timesheet day's total from
   * its start and end times): what the client sent for it is then replaced, so an empty value is
   * not stored empty.
   */
  derivedFrom?: readonly string[]
  default?: string | number | boolean | null
  /**
   * Enum values only some users may pick (e.g. pay item categories only a superadmin may choose,
   * domain §5): the form leaves them out and the API refuses them (shared/src/access.ts).
   */
  restrictedValues?: { values: readonly string[]; requirement: Requirement; message: string }
  /** shown on forms only while these values hold (e.g. the fixed fee only for fee type fix_fee); hidden means cleared */
  visibleWhen?: Record<string, unknown>
  /**
   * Only users meeting this read or set the field (e.g. a visa case's fees, never the employee's
   * to see): the API leaves it out of every row it answers them and refuses it in what they send.
   */
  requires?: Requirement
}

/**
 * Who may perform an action. Requirements combine with `anyOf`.
 * - 'nobody': the action is not offered through the API at all (e.g. editing the audit log)
 * - 'authenticated': any signed-in user (rows are still tenant-scoped)
 * - 'admin': superadmin or vendor (domain §6)
 * - 'superadmin', 'vendor_admin'
 * - { privilege }: the per-person access check of domain §6 (admins pass, pure employees denied)
 * - 'self': the record is the acting user's own, or belongs to their own Person (record-level)
 * - 'reports': the record's reporting manager is the acting user (record-level)
 * - 'data_manager': the record is (or belongs to) a person the acting user is data manager of (record-level)
 * - 'owning_vendor', 'owning_vendor_admin': a vendor user / vendor admin of the record's own vendor_id
 *   (record-level): a partner that customers are shared with acts for them but does not own them
 */
export type Requirement =
  | 'nobody' | 'authenticated' | 'admin' | 'superadmin' | 'vendor_admin' | 'self' | 'reports' | 'data_manager'
  | 'owning_vendor' | 'owning_vendor_admin'
  /** the row's created_by is the user (payroll reports: creator-only actions) */
  | 'creator'
  /** a payroll report the user may read: created by them, shared with them, visible to all payroll users, or awaiting their approval */
  | 'report_reader'
  /** an expense report shared with the user for confirmation */
  | 'expense_report_reader'
  | { privilege: AccessPrivilege }
  | { anyOf: Requirement[] }
  /** for customer_or_vendor rows: the requirement of the row's owner (owner_type); without a row, either */
  | { byOwner: { customer: Requirement; vendor: Requirement } }

export type CrudAction = 'list' | 'show' | 'create' | 'update' | 'delete'

/**
 * Where a resource's screens appear: the default layout's side menu, or a tab of a section whose
 * tabs are data (shared/src/navigation.ts): the customer admin settings, the data cloud, the
 * vendor portal's settings.
 */
export type Placement = 'menu' | 'admin-setting' | 'data-cloud' | 'vendor-setting'

/**
 * Tenant scope of a resource's rows:
 * - platform: not tenant-owned (reference data); the access rules alone decide
 * - vendor: rows belong to a vendor (tenantColumn vendor_id), or are vendors (tenantColumn 'id')
 * - customer: rows belong to a customer (tenantColumn customer_id), or are customers (tenantColumn 'id')
 * - customer_or_vendor: company data owned either by a customer or by a vendor (business entities,
 *   agreements, company documents and bank accounts): columns owner_type ('customer' | 'vendor'),
 *   customer_id and vendor_id (tenantColumn customer_id); visible for the acting customer or vendor
 * Rows that are tenants are visible for every tenant the user may act for; rows that belong to a
 * tenant are visible for the acting tenant only.
 */
export type TenantScope = 'platform' | 'vendor' | 'customer' | 'customer_or_vendor'

export interface ResourceDef {
  name: string
  /** path under /api, the spec's own noun */
  path: string
  table: string
  scope: TenantScope
  /** the tenant column for vendor/customer scope; 'id' when the rows are the tenants themselves */
  tenantColumn: string
  /** customer_or_vendor scope: the acting customer also reads (never writes) its own vendor's rows */
  sharedWithCustomers?: boolean
  /** table columns this resource never exposes: a read-only view of another resource's rows (e.g. no buy prices for customers) */
  hiddenColumns?: string[]
  /** columns set by the server on create from the acting tenant or user, never from the client */
  stampOnCreate?: Record<string, 'vendor' | 'customer' | 'user'>
  /**
   * The rows of a table this resource is (two resources sharing one table, e.g. the data cloud's leave
   * types and a company's own, one id space for the leave that names them): a column's fixed value,
   * null meaning "is null". Applied with tenant scoping, to reads, writes and uniqueness checks.
   */
  rowsWhere?: Record<string, string | number | boolean | null>
  /** the field shown as the record's title */
  titleField: string
  fields: FieldDef[]
  /** column sets no two rows may share (empty values count as equal): "Duplicate record detected." */
  uniqueTogether?: string[][]
  /** locale key of the message a uniqueTogether conflict answers (default messages.duplicate_record) */
  uniqueTogetherMessage?: string
  /** 'self' reaches only rows that also match these values (e.g. documents the HR team shares with the person) */
  selfRequires?: Record<string, string | number | boolean>
  /**
   * A reference field whose row owns this one (a comment's case, a dependent's enrolment): a new row
   * takes that row's person_id, so the owner's access rules ('self', 'reports'…) apply to it unchanged.
   */
  ownerVia?: string
  /** a person's own HR data: manager-only profiles may not view or edit their own rows (domain §6) */
  personalData?: boolean
  /**
   * When only 'self' grants a create (a person filing a row of their own), the values the person may
   * give these fields (field → allowed values, locale key of the refusal naming the field): the rest
   * are HR's (a payslip, a company document). The API refuses others with 422, forms offer only these.
   */
  selfCreate?: Record<string, { values: readonly string[]; message: string }>
  /** when only 'self' grants an update, the fields the person may change on their own row (the rest is HR's) */
  selfEditable?: readonly string[]
  /** every create/update/delete through the API writes an audit-log entry (default true) */
  audited?: boolean
  /** DELETE sets deleted_at instead of removing the row */
  softDelete?: boolean
  /** DELETE needs the record's title retyped in the body's `name`; otherwise 422 with this message key (domain §5) */
  confirmDeleteMessage?: string
  /** soft-deleted rows still appear in lists (flagged), as the switchers need (shell §4) */
  listDeleted?: boolean
  defaultSort?: string
  access: Record<CrudAction, Requirement>
  /** which generic screens exist (default all; create/edit are dropped when nobody may create/update) */
  screens?: (keyof ResourceRoutes)[]
  /** the SPA routes of the generic screens (shell §2.1 paths); defaults: /<name>, /<name>/create, /<name>/:id, /<name>/:id/edit */
  routes?: Partial<ResourceRoutes>
  /** an @ant-design/icons name for the menu */
  icon?: string
  /**
   * Where the resource's generic screens appear: 'menu' (the default layout's resource menu, listed
   * first), 'admin-setting' (a tab of the customer admin settings frame, at /admin-setting/<path>,
   * drawn inside the frame), or nowhere of its own (default: its routes only).
   */
  placement?: Placement
  /**
   * The resource's workflow (shared/src/workflow, issue 45): its rows' state moves only through the
   * declared moves, at POST /api/<path>/:id/<endpoint>; the generic update never writes the state.
   */
  workflow?: AnyWorkflow
}

export interface ResourceRoutes { list: string; create: string; show: string; edit: string }

/**
 * What a resource file declares: the name, and the rest only where the spec's names differ from
 * the derived ones (path: the name in kebab case; table: its plural; tenant column: by scope).
 */
export type ResourceDeclaration = Omit<ResourceDef, 'path' | 'table' | 'tenantColumn'> & Partial<Pick<ResourceDef, 'path' | 'table' | 'tenantColumn'>>

export interface ResourceCatalogue {
  resources: ResourceDef[]
}
