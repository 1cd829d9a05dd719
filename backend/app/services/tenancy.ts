import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { HttpContext } from '@adonisjs/core/http'
import {
  COOKIE_NAMES, TENANT_HEADERS, isAdmin, isSuperadmin, isVendor, isVendorAdmin, rowFilter, type CrudAction, type ResourceDef,
} from '@hr/shared'
import type User from '#models/user'
import { ApiError } from '#exceptions/api_error'
import { followTenancy, walls } from '#services/row_security'
import { currentGeneration, entryOf, stillCurrent, type RequestFacts } from '#services/auth_cache'

/**
 * Who the request acts for. Derived on the server from the authenticated user; a customer or
 * vendor the client selects (cookie or header) is honoured only when the user may act for it.
 */
export interface Tenancy {
  user: User
  /** customers the user may act for; null = every customer (superadmin) */
  customerIds: number[] | null
  /** vendors the user may act for; null = every vendor (superadmin) */
  vendorIds: number[] | null
  /** the customer the request acts for, when there is one */
  customerId: number | null
  vendorId: number | null
  /** of customerIds, those active (profile/me's customer_list_active); null for a superadmin */
  activeCustomerIds: number[] | null
  /** an admin's default customer, when the request had to find it (it selected none) */
  defaultCustomerId?: number | null
}

/** Customers a user may act for, active and not deleted (profile/me's customer_list_active). */
export async function allowedCustomerIds(user: User): Promise<number[] | null> {
  const rows = await allowedCustomers(user)
  return rows && rows.map((r) => r.id)
}

/** The same customers with whether each is active, which a customer user's request checks too. */
async function allowedCustomers(user: User): Promise<{ id: number; active: boolean }[] | null> {
  if (isSuperadmin(user.roleSubject())) return null
  const rows = await customersOf(user, db.query().select('id', 'is_active').orderBy('name'))
  return rows.map((r: { id: unknown; is_active: unknown }) => ({ id: Number(r.id), active: truthy(r.is_active) }))
}

/** Narrows a query on customers to those the (non-superadmin) user may act for, not deleted. */
function customersOf<Q extends DatabaseQueryBuilderContract<any>>(user: User, q: Q): Q {
  q.from('customers').whereNull('deleted_at')
  if (isVendorAdmin(user.roleSubject())) {
    // Their vendor's customers, and those a partner vendor shares with them (they are its To vendor).
    const own = user.vendorId ?? -1
    q.where((w) => w.where('vendor_id', own)
      .orWhereIn('vendor_id', db.from('vendor_partnerships').where('to_vendor_id', own).select('from_vendor_id')))
  } else if (isVendor(user.roleSubject())) {
    q.whereIn('id', db.from('customer_user_assignments').where('user_id', user.id).select('customer_id'))
  } else {
    q.where('id', user.customerId ?? -1)
  }
  return q
}

/**
 * Vendors a vendor user may act for: their own; a vendor admin also for the partners their vendor
 * created (managed To vendors), whose users, prices and documents they manage (domain §6).
 */
export async function allowedVendorIds(user: User): Promise<number[]> {
  if (!user.vendorId) return []
  if (!isVendorAdmin(user.roleSubject())) return [user.vendorId]
  const entry = entryOf(user)
  if (entry?.vendorIds) return [...entry.vendorIds]
  const readAt = currentGeneration()
  const partners = await db.from('vendor_partnerships').join('vendors', 'vendors.id', 'vendor_partnerships.to_vendor_id')
    .where('from_vendor_id', user.vendorId).where('managed', true).whereNull('vendors.deleted_at').select('to_vendor_id')
  const ids = [user.vendorId, ...partners.map((r) => Number(r.to_vendor_id))]
  if (entry && stillCurrent(entry, readAt)) entry.vendorIds = [...ids]
  return ids
}

export async function activeCustomerIds(user: User): Promise<number[]> {
  const ids = await allowedCustomerIds(user)
  const q = db.from('customers').whereNull('deleted_at').where('is_active', true).orderBy('name').select('id')
  if (ids) q.whereIn('id', ids)
  return (await q).map((r) => Number(r.id))
}

function selected(ctx: HttpContext, header: string, cookie: string): number | null | 'invalid' {
  const raw = ctx.request.header(header) ?? ctx.request.plainCookie(cookie, { encoded: false })
  if (raw === undefined || raw === null || raw === '') return null
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : 'invalid'
}

/** Record-level rules ('self', 'reports') compare rows with the user's own Person. */
export async function loadPersonId(user: User) {
  await loadRequestFacts(user, false)
}

/**
 * One round trip for the facts every request reads (issue 18 §3: they were six queries): the
 * user's own Person and the record-level rules' ids, and with `customers` the customers they may
 * act for (by name, with whether each is active; not read for a superadmin, who may act for all).
 */
async function loadRequestFacts(user: User, customers: boolean) {
  const readsCustomers = customers && !isSuperadmin(user.roleSubject())
  // Kept with the token for a few seconds while nothing was written (services/auth_cache).
  const entry = entryOf(user)
  const key = readsCustomers ? 'withCustomers' : 'withoutCustomers'
  const kept = entry?.facts[key]
  if (kept) return applyFacts(user, kept)
  // Requests of this token that miss while its facts are being read wait for that read.
  const reading = entry?.readingFacts[key]
  if (reading) return applyFacts(user, await reading)
  const readAt = currentGeneration()
  const read = readRequestFacts(user, readsCustomers)
  if (entry) entry.readingFacts[key] = read
  try {
    const facts = await read
    if (entry && stillCurrent(entry, readAt)) entry.facts[key] = facts
    return applyFacts(user, facts)
  } finally {
    if (entry?.readingFacts[key] === read) delete entry.readingFacts[key]
  }
}

async function readRequestFacts(user: User, readsCustomers: boolean): Promise<RequestFacts> {
  const own = () => db.from('people').where('user_id', user.id).whereNull('deleted_at').select('id')
  const query = db.query()
    .select(db.raw("'person' as fact"), 'id as value', db.raw('null as sort')).from('people').where('user_id', user.id).whereNull('deleted_at')
    // People this user is data manager of.
    .unionAll((q) => q.select(db.raw("'managed'"), 'person_id', db.raw('null')).from('person_data_managers').whereIn('manager_person_id', own()))
    // Reports shared with the user or awaiting their approval (domain §6).
    .unionAll((q) => q.select(db.raw("'report'"), 'report_id', db.raw('null')).from('payroll_report_readers').where('user_id', user.id))
    .unionAll((q) => q.select(db.raw("'expense_report'"), 'report_id', db.raw('null')).from('expense_report_shares').where('user_id', user.id))
    // People whose reporting manager the user is.
    .unionAll((q) => q.select(db.raw("'report_person'"), 'id', db.raw('null')).from('people').whereIn('reporting_manager_id', own()).whereNull('deleted_at'))
  if (readsCustomers) {
    const active = db.raw("case when is_active then 'customer' else 'customer_inactive' end")
    query.unionAll((q) => customersOf(user, q.select(active, 'id', 'name')))
  }
  const rows: { fact: string; value: number | string; sort: string | null }[] = await query.orderBy('sort')
  const ids = (fact: string) => [...new Set(rows.filter((r) => r.fact === fact).map((r) => Number(r.value)))]
  const personId = ids('person')[0] ?? null
  return {
    personId,
    managedPersonIds: personId ? ids('managed') : [],
    readableReportIds: ids('report'),
    sharedExpenseReportIds: ids('expense_report'),
    reportPersonIds: personId ? ids('report_person') : [],
    // Already in name order (the union's ORDER BY): the first is an admin's default customer.
    customers: !readsCustomers ? null : rows.filter((r) => r.fact === 'customer' || r.fact === 'customer_inactive')
      .map((r) => ({ id: Number(r.value), active: r.fact === 'customer' })),
  }
}

/** Sets the facts on the request's user, in copies: a request may grow its lists (adoptNewTenant). */
function applyFacts(user: User, facts: RequestFacts) {
  user.personId = facts.personId
  user.managedPersonIds = [...facts.managedPersonIds]
  user.readableReportIds = [...facts.readableReportIds]
  user.sharedExpenseReportIds = [...facts.sharedExpenseReportIds]
  user.reportPersonIds = [...facts.reportPersonIds]
  return facts.customers && facts.customers.map((c) => ({ ...c }))
}

/**
 * The tenancy a tool (a bench, a command) acts with as a customer's user: their own company, as a
 * request of theirs choosing none would.
 */
export async function customerUserTenancy(user: User): Promise<Tenancy> {
  const customers = await loadRequestFacts(user, true)
  return {
    user, customerIds: customers && customers.map((c) => c.id), vendorIds: [], customerId: user.customerId, vendorId: null,
    activeCustomerIds: customers && customers.filter((c) => c.active).map((c) => c.id),
  }
}

export async function resolveTenancy(ctx: HttpContext): Promise<Tenancy> {
  const user = ctx.auth.getUserOrFail()
  const customers = await loadRequestFacts(user, true)
  const subject = user.roleSubject()
  const inactive = 'customer_inactive'
  const customerIds = customers && customers.map((c) => c.id)
  const vendorIds = isSuperadmin(subject) ? null : isVendor(subject) && user.vendorId ? await allowedVendorIds(user) : []
  user.managedVendorIds = vendorIds ?? []

  let customerId: number | null
  let defaultCustomer: number | null | undefined
  const picked = selected(ctx, TENANT_HEADERS.customerId, COOKIE_NAMES.customerId)
  if (picked === 'invalid') throw ApiError.forbidden(inactive)
  if (picked !== null && isAdmin(subject)) {
    if (customerIds && !customerIds.includes(picked)) throw ApiError.forbidden(inactive)
    customerId = picked
  } else if (isAdmin(subject)) {
    customerId = defaultCustomer = await defaultCustomerId(customerIds)
  } else {
    // Customer users act for their own company only; a different selection is refused, not ignored.
    if (picked !== null && picked !== user.customerId) throw ApiError.forbidden(inactive)
    customerId = user.customerId
  }

  if (!isAdmin(subject)) {
    // Their own company, read above with the allowed customers (one query less per request).
    const own = customers?.find((c) => c.id === customerId)
    if (!own || !own.active) throw ApiError.forbidden(inactive)
  }

  let vendorId: number | null = isVendor(subject) ? user.vendorId : null
  const pickedVendor = selected(ctx, TENANT_HEADERS.vendorId, COOKIE_NAMES.vendorId)
  if (pickedVendor === 'invalid') throw ApiError.forbidden('vendor_not_allowed')
  if (pickedVendor !== null) {
    if (vendorIds && !vendorIds.includes(pickedVendor)) throw ApiError.forbidden('vendor_not_allowed')
    vendorId = pickedVendor
  }
  const activeCustomerIds = customers && customers.filter((c) => c.active).map((c) => c.id)
  return { user, customerIds, vendorIds, customerId, vendorId, activeCustomerIds, defaultCustomerId: defaultCustomer }
}

/**
 * The customer an admin's request acts for when they selected none: the first, by name, of those
 * they may act for (any customer for a superadmin). profile/me names it, so the company switcher
 * shows the company whose data the pages list.
 */
export async function defaultCustomerId(customerIds: number[] | null): Promise<number | null> {
  return customerIds ? (customerIds[0] ?? null) : firstCustomerId()
}

async function firstCustomerId(): Promise<number | null> {
  const row = await db.from('customers').whereNull('deleted_at').orderBy('name').select('id').first()
  return row ? Number(row.id) : null
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1'

/**
 * The one place rows are restricted to a tenant. Every query of the generic resource layer
 * (lists, counts, reads, updates, deletes) starts here.
 */
export function scopeQuery(def: ResourceDef, query: DatabaseQueryBuilderContract<any>, t: Tenancy) {
  for (const [column, value] of Object.entries(def.rowsWhere ?? {})) {
    if (value === null) query.whereNull(`${def.table}.${column}`)
    else query.where(`${def.table}.${column}`, value)
  }
  // (A test switches the application's scoping off to prove the database's wall holds alone.)
  if (def.scope === 'platform' || !walls.appScope) return query
  if (def.scope === 'customer_or_vendor') return scopeCompanyData(def, query, t)
  const ids = def.scope === 'customer' ? t.customerIds : t.vendorIds
  const acting = def.scope === 'customer' ? t.customerId : t.vendorId
  const column = `${def.table}.${def.tenantColumn}`
  if (def.tenantColumn === 'id') {
    if (ids) query.whereIn(column, ids)
  } else if (acting !== null) {
    query.where(column, acting)
  } else if (ids !== null) {
    throw ApiError.forbidden(def.scope === 'customer' ? 'customer_inactive' : 'vendor_not_allowed')
  }
  // (a superadmin who selected no vendor reads every vendor's rows)
  return query
}

/**
 * Company data owned by a customer or a vendor: the acting customer's rows and the acting vendor's
 * (a superadmin who selected no vendor: every vendor's). Where the resource shares them, the acting
 * customer also reads its own vendor's rows; writing them still needs the vendor-side rule (byOwner).
 */
function scopeCompanyData(def: ResourceDef, query: DatabaseQueryBuilderContract<any>, t: Tenancy) {
  const customerColumn = `${def.table}.customer_id`
  const vendorColumn = `${def.table}.vendor_id`
  query.where((w) => {
    w.whereRaw('1 = 0')
    if (t.customerId !== null) {
      w.orWhere(customerColumn, t.customerId)
      if (def.sharedWithCustomers) w.orWhereIn(vendorColumn, db.from('customers').where('id', t.customerId).select('vendor_id'))
    }
    if (t.vendorId !== null) w.orWhere(vendorColumn, t.vendorId)
    else if (t.vendorIds === null) w.orWhereNotNull(vendorColumn)
  })
  return query
}

/** The owner columns of a new company-data row, from its owner_type and the acting tenant. */
function companyDataStamp(t: Tenancy, record: Record<string, unknown>) {
  if (record.owner_type === 'vendor') {
    if (t.vendorId === null) {
      throw t.vendorIds === null
        ? ApiError.unprocessable('select_vendor', [{ field: 'vendor_id', rule: 'required', message: 'select_vendor' }])
        : ApiError.forbidden('vendor_not_allowed')
    }
    return { customer_id: null, vendor_id: t.vendorId }
  }
  if (t.customerId === null) throw ApiError.forbidden('customer_inactive')
  return { customer_id: t.customerId, vendor_id: null }
}

/**
 * A new tenant row (a customer) becomes one its creator may act for: a vendor user is assigned to
 * it (vendor admins and superadmins reach it through their vendor or their role already).
 */
export async function adoptNewTenant(def: ResourceDef, id: number, t: Tenancy, trx: TransactionClientContract) {
  if (def.scope !== 'customer' || def.tenantColumn !== 'id') return
  if (t.customerIds) t.customerIds.push(id)
  await followTenancy(t)
  const subject = t.user.roleSubject()
  if (isVendor(subject) && !isVendorAdmin(subject)) {
    await trx.table('customer_user_assignments').insert({ customer_id: id, user_id: t.user.id, created_at: new Date().toISOString() })
  }
}

/**
 * Rows a user reaches only through record-level rules (their own record, their reports): applied
 * to lists right after tenant scoping, from the same shared rule `can()` uses.
 */
export function scopeRows(def: ResourceDef, action: CrudAction, query: DatabaseQueryBuilderContract<any>, t: Tenancy) {
  const filter = rowFilter(t.user.roleSubject(), action, def)
  if (filter === null) return query
  if (filter === 'deny') throw ApiError.forbidden('forbidden')
  if (filter.anyOf) {
    const conditions = filter.anyOf
    query.where((w) => {
      for (const c of conditions) {
        w.orWhere((one) => {
          if (c.values) one.whereIn(`${def.table}.${c.column}`, c.values)
          else one.where(`${def.table}.${c.column}`, c.value as string | number | boolean)
          for (const extra of c.and ?? []) one.where(`${def.table}.${extra.column}`, extra.value)
        })
      }
    })
  }
  for (const c of filter.exclude) {
    query.where((w) => w.whereNull(`${def.table}.${c.column}`).orWhereNot(`${def.table}.${c.column}`, c.value as number))
  }
  return query
}

/** Server-set columns of a new row: its tenant and any stamped owner. Client values never win. */
export function tenantStamp(def: ResourceDef, t: Tenancy, record: Record<string, unknown> = {}): Record<string, unknown> {
  const stamp: Record<string, unknown> = {}
  if (def.scope === 'customer_or_vendor') {
    Object.assign(stamp, companyDataStamp(t, record))
  } else if (def.scope !== 'platform' && def.tenantColumn !== 'id') {
    const acting = def.scope === 'customer' ? t.customerId : t.vendorId
    if (acting === null) {
      throw def.scope === 'customer'
        ? ApiError.forbidden('customer_inactive')
        : ApiError.unprocessable('select_vendor', [{ field: def.tenantColumn, rule: 'required', message: 'select_vendor' }])
    }
    stamp[def.tenantColumn] = acting
  }
  for (const [column, source] of Object.entries(def.stampOnCreate ?? {})) {
    stamp[column] = source === 'vendor' ? t.vendorId : source === 'customer' ? t.customerId : t.user.id
  }
  return stamp
}
