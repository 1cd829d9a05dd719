import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  crossFieldViolations, getResource, guardedFields, searchableFields, fieldLabelKey, selfCreateViolations, type FieldDef, type ResourceDef,
} from '@hr/shared'
import { ApiError, type FieldError } from '#exceptions/api_error'
import { adoptNewTenant, scopeQuery, scopeRows, tenantStamp, type Tenancy } from '#services/tenancy'
import { translate } from '#services/i18n'
import { recordChange } from '#services/audit'
import { attachUploads, fileKeysOf, ownerOfRow } from '#services/file_access'
import { whereSearch, type ListQuery } from './query_parser.js'
import { nowUtc, serializeRow, toColumns } from './serializer.js'
import { minorDigits, toMinor } from '#services/money'
import { hooksOf, type HookContext } from './hooks.js'
import { referenceOptions } from '#services/reference_options'
import { currencyOfCountry } from '#services/countries'
import { listPage } from './list_page.js'
import { acrossTenants } from '#services/row_security'
import { labelsOf, selectLabels } from './reference_labels.js'

/** The column a list page carries its filtered total in (count(*) over ()). */
const LIST_TOTAL = 'list_total__'

const isDate = (d: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false
  const t = Date.parse(`${d}T00:00:00Z`)
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d)
}

/** A date filter's range `from..to` (either end may be empty); null when the value is not a range. */
/** Whether a list filter's value is one the column could hold (else PostgreSQL refuses the query). */
function filterValueFits(field: FieldDef, v: string) {
  if (field.type === 'integer' || field.type === 'reference') return /^-?\d{1,10}$/.test(v) && Math.abs(Number(v)) <= 2_147_483_647
  if (field.type === 'decimal' || field.type === 'money') return /^-?\d{1,15}(\.\d{1,6})?$/.test(v)
  if (field.type === 'datetime') return !Number.isNaN(Date.parse(v))
  return true
}

function dateRange(values: string[]): { from: string | null; to: string | null } | null {
  if (values.length !== 1 || !values[0].includes('..')) return null
  const [from, to] = values[0].split('..').map((v) => v.trim() || null)
  return { from, to }
}

const isPostgresTransaction = (client: TransactionClientContract | typeof db): client is TransactionClientContract =>
  'dialect' in client && client.dialect.name === 'postgres'

/** A move's check on the locked row: throws to refuse, or returns changes derived from the row. */
export type RowGuard = (locked: Record<string, unknown>) => void | Record<string, unknown> | Promise<void | Record<string, unknown>>

const isTrue = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true'

/**
 * Reads and writes of one catalogue resource for one tenancy. Every query is built from
 * `scoped()`, so counts, reads, updates and deletes are tenant-restricted the same way.
 */
export class ResourceRepository {
  constructor(
    private def: ResourceDef,
    private tenancy: Tenancy,
    private lang = 'en',
    private client: TransactionClientContract | typeof db = db,
  ) {}

  /** The same repository reading and writing through another client (an open transaction). */
  withClient(client: TransactionClientContract) {
    return new ResourceRepository(this.def, this.tenancy, this.lang, client)
  }

  /** Runs a write and its audit entry atomically (nested calls reuse the open transaction). */
  private async write<T>(fn: (repo: ResourceRepository, trx: TransactionClientContract) => Promise<T>): Promise<T> {
    if (this.client !== db) return fn(this, this.client as TransactionClientContract)
    return db.transaction((trx) => fn(new ResourceRepository(this.def, this.tenancy, this.lang, trx), trx))
  }

  private scoped(includeDeleted = false) {
    const q = this.client.from(this.def.table)
    scopeQuery(this.def, q, this.tenancy)
    if (this.def.softDelete && !includeDeleted) q.whereNull(`${this.def.table}.deleted_at`)
    return q
  }

  /** A page of the rows this user may list; `labels`: each with its references' `_labels` (reference_labels). */
  async list(query: ListQuery, { labels = false } = {}) {
    const q = this.filtered(query)
    const fallback = this.def.defaultSort ?? 'id'
    const sort = query.sort.length
      ? [...query.sort]
      : [{ field: fallback.replace(/^-/, ''), direction: fallback.startsWith('-') ? ('desc' as const) : ('asc' as const) }]
    if (!sort.some((s) => s.field === 'id')) sort.push({ field: 'id', direction: 'asc' })
    for (const s of sort) q.orderBy(`${this.def.table}.${s.field}`, s.direction)
    // The page carries the filtered total on each row (one statement, not a count and a page);
    // only a page past the end, which has no row to carry it, asks for the count on its own.
    const page = q.select(`${this.def.table}.*`, db.raw(`count(*) over () as ${LIST_TOTAL}`))
      .limit(query.perPage).offset((query.page - 1) * query.perPage)
    const rows: Record<string, unknown>[] = await (labels ? selectLabels(this.def, this.client, page, sort) : page)
    const itemsTotal = rows.length ? Number(rows[0][LIST_TOTAL])
      : query.page > 1 ? Number((await this.filtered(query).count('* as total').first())?.total ?? 0) : 0
    const subject = this.guarded ? this.tenancy.user.roleSubject() : null
    const items = rows.map((r) => {
      const item = this.present(serializeRow(this.def, r), subject)
      return labels ? Object.assign(item, { _labels: labelsOf(this.def, r, item, this.lang) }) : item
    })
    return listPage(items, { total: itemsTotal, page: query.page, perPage: query.perPage })
  }

  /** The rows this user may list, narrowed by the query's search and filters (not yet sorted or paged). */
  private filtered(query: ListQuery) {
    const q = scopeRows(this.def, 'list', this.scoped(!!this.def.listDeleted), this.tenancy)
    whereSearch(q, searchableFields(this.def).map((f) => `${this.def.table}.${f.name}`), query.search)
    for (const f of query.filters) {
      const field = this.def.fields.find((x) => x.name === f.field)!
      const range = field.type === 'date' ? dateRange(f.values) : null
      // A date that is not one matches nothing (and never reaches SQL, where PostgreSQL would refuse it).
      if (field.type === 'date' && [range?.from, range?.to, ...(range ? [] : f.values)].some((d) => d && !isDate(d))) {
        q.whereRaw('1 = 0')
        continue
      }
      if (range) {
        // filter[<date>]=from..to, either end open: e.g. leave overlapping a month is end_date=from.. & start_date=..to.
        if (range.from) q.where(`${this.def.table}.${f.field}`, '>=', range.from)
        if (range.to) q.where(`${this.def.table}.${f.field}`, '<=', range.to)
        continue
      }
      // Likewise a value the column's type cannot hold (an id "abc", a number past integer).
      const usable = f.values.filter((v) => filterValueFits(field, v))
      if (!usable.length) {
        q.whereRaw('1 = 0')
        continue
      }
      const values = usable.map((v) => (field.type === 'boolean' ? ['1', 'true', 't'].includes(v.toLowerCase()) : v))
      q.whereIn(`${this.def.table}.${f.field}`, values as any[])
    }
    return q
  }

  /** Whether some field is hidden from some readers (FieldDef.requires). */
  private get guarded() {
    return this.def.fields.some((f) => f.requires)
  }

  /** A row as this user may read it: without the fields whose `requires` they do not meet (a case's fees for its person). */
  private present(row: Record<string, unknown>, subject = this.guarded ? this.tenancy.user.roleSubject() : null) {
    if (!subject) return row
    for (const name of guardedFields(subject, this.def, row)) delete row[name]
    return row
  }

  /** One row this user may read (else 404); `labels`: with its references' `_labels` (reference_labels). */
  async find(id: unknown, { labels = false } = {}) {
    const n = Number(id)
    if (!Number.isInteger(n) || n <= 0) throw ApiError.notFound('record_not_found')
    const q = this.scoped(!!this.def.listDeleted).where(`${this.def.table}.id`, n)
    const row = await (labels ? selectLabels(this.def, this.client, q.select(`${this.def.table}.*`)) : q).first()
    if (!row) throw ApiError.notFound('record_not_found')
    const found = this.present(serializeRow(this.def, row))
    return labels ? Object.assign(found, { _labels: labelsOf(this.def, row, found, this.lang) }) : found
  }

  create(data: Record<string, unknown>) {
    return this.write(async (repo, trx) => {
      const created = await repo.insert(data)
      await recordChange(trx, this.def, this.tenancy, 'create', created, data)
      return created
    })
  }

  /**
   * `guard` judges the row as locked (a status move's own check) before the hooks see it and may
   * return more changes derived from it (a move's stamps).
   */
  update(id: unknown, data: Record<string, unknown>, guard?: RowGuard) {
    return this.write(async (repo, trx) => {
      const [updated, changes] = await repo.change(id, data, guard)
      await recordChange(trx, this.def, this.tenancy, 'update', updated, changes)
      return updated
    })
  }

  delete(id: unknown) {
    return this.write(async (repo, trx) => {
      const removed = await repo.remove(id)
      await recordChange(trx, this.def, this.tenancy, 'delete', removed)
      return removed
    })
  }

  private async insert(data: Record<string, unknown>) {
    const defaults = Object.fromEntries(
      this.def.fields.filter((f) => f.default !== undefined && !f.readOnly).map((f) => [f.name, f.default]),
    )
    // The owner is stamped before the checks, so uniqueness within a tenant (e.g. service names per vendor) sees it.
    const stamp = tenantStamp(this.def, this.tenancy, { ...defaults, ...data })
    const record = { ...defaults, ...data, ...stamp }
    // FieldDef.currencyOf: a bank account saved without a currency is in its bank country's.
    for (const f of this.def.fields) {
      if (!f.currencyOf || (record[f.name] !== undefined && record[f.name] !== null && record[f.name] !== '')) continue
      const currency = currencyOfCountry(record[f.currencyOf] as string | null)
      if (currency) record[f.name] = currency
    }
    // A person filing a row of their own sets only what a person may (ResourceDef.selfCreate), told which field.
    const notOwn = selfCreateViolations(this.tenancy.user.roleSubject(), this.def, record)
    if (notOwn.length) throw ApiError.unprocessable(notOwn[0].message, notOwn.map((v) => ({ ...v, message: translate(this.lang, v.message) })))
    await hooksOf(this.def).beforeCreate?.(this.hookContext(), record)
    await this.check(record, data)
    const now = nowUtc()
    const row = { ...toColumns(this.def, record), ...stamp, created_at: now, updated_at: now }
    await this.clearExclusive(row)
    const insertRow = async () => this.client.table(this.def.table).insert(row).returning('id')
    // A new tenant (a customer) is one no request acts for yet: written past the wall, then adopted.
    const [inserted] = this.def.tenantColumn === 'id' ? await acrossTenants(insertRow) : await insertRow()
    const id = Number(typeof inserted === 'object' ? (inserted as { id: number }).id : inserted)
    await adoptNewTenant(this.def, id, this.tenancy, this.client as TransactionClientContract)
    const created = await this.find(id)
    await attachUploads(this.client, this.tenancy.user, fileKeysOf(this.def, record), ownerOfRow(this.def, created))
    await hooksOf(this.def).afterCreate?.(this.hookContext(), created)
    return created
  }

  /**
   * The row as locked for this write (FOR NO KEY UPDATE on PostgreSQL; SQLite runs one write at a time):
   * the hooks' checks ("still submitted") and the write then judge one and the same row, and a
   * concurrent move waits for this write or is seen by it. Read visible first (404 otherwise).
   * Inside a transaction only (a write's, or a workflow move's), which holds the lock to its end.
   */
  async findLocked(id: unknown) {
    const visible = await this.find(id)
    if (!isPostgresTransaction(this.client)) return visible
    // FOR NO KEY UPDATE, as PostgreSQL's own UPDATE takes: it orders writers of this row as FOR
    // UPDATE would, but does not block another transaction inserting or updating a row that merely
    // references this one (a foreign key's KEY SHARE), which deadlocked crossing writes (A's
    // manager set to B while B's to A).
    const lock = this.client.from(this.def.table).where('id', visible.id as number).select('id')
    lock.knexQuery.forNoKeyUpdate()
    await lock.first()
    return this.find(visible.id)
  }

  private async change(id: unknown, input: Record<string, unknown>, guard?: RowGuard) {
    const current = await this.findLocked(id)
    const data = { ...input, ...(await guard?.(current)) }
    await hooksOf(this.def).beforeUpdate?.(this.hookContext(), current, data)
    // A new currency re-reads every stored amount in it, so all amounts are written again (and re-checked).
    const rewritten = { ...this.amountsRecheckedOnCurrencyChange(current, data), ...data }
    await this.check({ ...current, ...data }, rewritten, current.id as number, current)
    const row = { ...toColumns(this.def, rewritten, { ...current, ...data }), updated_at: nowUtc() }
    await this.clearExclusive({ ...current, ...row }, current.id as number)
    await this.scoped(!!this.def.listDeleted).where(`${this.def.table}.id`, current.id as number).update(row)
    const updated = await this.find(current.id)
    await attachUploads(this.client, this.tenancy.user, fileKeysOf(this.def, data), ownerOfRow(this.def, updated))
    await hooksOf(this.def).afterUpdate?.(this.hookContext(), current, updated)
    return [updated, data] as const
  }

  private async remove(id: unknown) {
    const current = await this.findLocked(id)
    await hooksOf(this.def).beforeDelete?.(this.hookContext(), current)
    const q = this.scoped(!!this.def.listDeleted).where(`${this.def.table}.id`, current.id as number)
    if (this.def.softDelete) await q.update({ deleted_at: nowUtc(), updated_at: nowUtc() })
    else await q.delete()
    await hooksOf(this.def).afterDelete?.(this.hookContext(), current)
    return current
  }

  private hookContext(): HookContext {
    return { client: this.client, tenancy: this.tenancy, lang: this.lang }
  }

  /**
   * Cross-field rules, references and uniqueness: the checks a field validator cannot make alone.
   * One answer names every problem: a taken value joins the other problems' 422 (its rule still
   * `unique`); alone it is the 409 of a conflict.
   */
  private async check(record: Record<string, unknown>, changed: Record<string, unknown>, selfId?: number, current?: Record<string, unknown>) {
    const invalid: FieldError[] = crossFieldViolations(this.def, record).map((v) => ({
      ...v, message: translate(this.lang, v.message),
    }))
    invalid.push(...(await this.recordErrors(record, changed, selfId, current)))
    const conflicts = await this.conflicts(record, changed, selfId, new Set(invalid.map((e) => e.field)))
    if (invalid.length) throw ApiError.unprocessable('validation_failed', [...invalid, ...conflicts])
    if (conflicts.length) throw ApiError.conflict(conflicts[0].message, conflicts)
  }

  /**
   * The record-level problems of a write the field validator refused, judged on the fields that
   * passed (`passed`; `failing` names the others), so the same answer names an unknown reference
   * or a taken e-mail beside an empty name. Nothing is written. Cross-field rules are the
   * validator's own to add (crossFieldsBesides); the create hooks do not run on a refused form.
   */
  async problemsBesides(passed: Record<string, unknown>, failing: Set<string>, current?: Record<string, unknown>): Promise<FieldError[]> {
    const defaults = current ? {} : Object.fromEntries(
      this.def.fields.filter((f) => f.default !== undefined && !f.readOnly).map((f) => [f.name, f.default]),
    )
    const record: Record<string, unknown> = { ...defaults, ...current, ...passed }
    if (!current) {
      // Without an owner the tenant's own uniqueness cannot be judged; the write would fail anyway.
      try { Object.assign(record, tenantStamp(this.def, this.tenancy, record)) } catch { return [] }
    }
    for (const name of failing) delete record[name]
    const selfId = current?.id as number | undefined
    const invalid = await this.recordErrors(record, passed, selfId, current, failing)
    return [...invalid, ...(await this.conflicts(record, passed, selfId, new Set([...failing, ...invalid.map((e) => e.field)])))]
  }

  /**
   * References (in the tenant, or among a named option list), uploads, money precision and
   * required children. `failing` (fields refused by the validator) skips the checks that read
   * them, so a field is never blamed for another's mistake.
   */
  private async recordErrors(
    record: Record<string, unknown>, changed: Record<string, unknown>, selfId?: number, current?: Record<string, unknown>, failing = new Set<string>(),
  ) {
    const errors: FieldError[] = []
    for (const f of this.def.fields) {
      for (const rule of f.rules ?? []) {
        if (rule.kind === 'requiresChildren' && isTrue(record[f.name]) && !(await this.hasChildren(rule.resource, selfId))) {
          errors.push({ field: f.name, rule: 'requiresChildren', message: translate(this.lang, rule.message) })
        }
      }
      const value = changed[f.name]
      if (value === undefined || value === null || failing.has(f.name)) continue
      if (f.type === 'money' && !failing.has(f.currencyField!) && toMinor(String(value), minorDigits(record[f.currencyField!])) === null) {
        const digits = minorDigits(record[f.currencyField!])
        const label = translate(this.lang, fieldLabelKey(this.def.name, f))
        errors.push({ field: f.name, rule: 'money', message: translate(this.lang, 'validation.money', { field: label, digits, currency: record[f.currencyField!] ?? '' }) })
      }
      // A file descriptor field names its upload in file_url; a 'files' list, one per file.
      const keys = f.type === 'files' && Array.isArray(value) ? value.map((v) => (v as { file_url?: unknown }).file_url)
        : [f.type === 'file' && typeof value === 'object' ? (value as { file_url?: unknown }).file_url : value]
      if (f.pattern === 'upload' && !(await this.areUploadsOfTenant(keys.map(String), record))) {
        errors.push(this.fieldError(f.name, 'exists'))
      }
      if (f.type === 'reference' && f.reference?.options && !f.readOnly) {
        // An option list reads the rest of the record (an agreement's owner, a request's person):
        // with fields in error it cannot be judged yet.
        if (failing.size) continue
        // Choices from a named option list (e.g. an agreement's sellers); an unchanged value stays.
        // (An empty stored value is no choice: Number(null) would read as 0.)
        const unchanged = current && current[f.name] !== null && current[f.name] !== undefined && Number(current[f.name]) === Number(value)
        const options = unchanged ? [] : await referenceOptions(f.reference.options, this.tenancy, record, this.client)
        if (!unchanged && !options.some((o) => o.id === Number(value))) errors.push(this.fieldError(f.name, 'exists'))
      } else if (f.type === 'reference' && f.reference && !f.readOnly) {
        const target = getResource(f.reference.resource)
        const exists = await new ResourceRepository(target, this.tenancy, this.lang, this.client).exists(value)
        if (!exists) errors.push(this.fieldError(f.name, 'exists'))
      }
    }
    return errors
  }

  /** Values taken by another row (`unique`, `uniqueTogether`), except those read from a field in `failing`. */
  private async conflicts(record: Record<string, unknown>, changed: Record<string, unknown>, selfId: number | undefined, failing: Set<string>) {
    const conflicts: FieldError[] = []
    for (const f of this.def.fields.filter((x) => x.unique)) {
      const value = changed[f.name]
      if (value === undefined || value === null || failing.has(f.name)) continue
      // Unique across the platform, not per tenant: an e-mail identifies one person everywhere.
      // Compared as stored (lowercased on write), so the column's unique index serves the lookup.
      const stored = f.lowercase ? String(value).toLowerCase() : value
      const q = this.client.from(this.def.table).where(f.name, stored as string)
      if (selfId) q.whereNot('id', selfId)
      if (await acrossTenants(() => q.first())) {
        conflicts.push(f.uniqueMessage
          ? { field: f.name, rule: 'unique', message: translate(this.lang, f.uniqueMessage) }
          : this.fieldError(f.name, 'unique'))
      }
    }
    for (const columns of this.def.uniqueTogether ?? []) {
      if (!columns.some((c) => changed[c] !== undefined) || columns.some((c) => failing.has(c))) continue
      const q = this.client.from(this.def.table)
      for (const [c, v] of Object.entries(this.def.rowsWhere ?? {})) if (v === null) q.whereNull(c); else q.where(c, v)
      for (const c of columns) {
        const v = toColumns(this.def, { [c]: record[c] })[c]
        if (v === null || v === undefined) q.whereNull(c)
        else q.where(c, v as string)
      }
      if (selfId) q.whereNot('id', selfId)
      if (await acrossTenants(() => q.first())) conflicts.push({ field: columns[0], rule: 'uniqueTogether', message: translate(this.lang, this.def.uniqueTogetherMessage ?? 'messages.duplicate_record') })
    }
    return conflicts
  }

  /** The amounts a currency change must re-check (they will be stored in the new currency's minor units). */
  private amountsRecheckedOnCurrencyChange(current: Record<string, unknown>, data: Record<string, unknown>) {
    const money = this.def.fields.filter((f) => f.type === 'money' && f.currencyField && f.currencyField in data && !(f.name in data))
    return Object.fromEntries(money.map((f) => [f.name, current[f.name]]))
  }

  /** "Only one default per person": setting an exclusive flag clears it on the owner's other rows. */
  private async clearExclusive(row: Record<string, unknown>, selfId?: number) {
    for (const f of this.def.fields.filter((x) => x.exclusivePer)) {
      if (!isTrue(row[f.name])) continue
      const q = this.scoped().where(`${this.def.table}.${f.name}`, true)
      // An empty owner value groups the rows without one (SQL's "= NULL" would match nothing).
      const owner = row[f.exclusivePer!]
      if (owner === null || owner === undefined) q.whereNull(`${this.def.table}.${f.exclusivePer!}`)
      else q.where(`${this.def.table}.${f.exclusivePer!}`, owner as number)
      if (selfId) q.whereNot(`${this.def.table}.id`, selfId)
      await q.update({ [f.name]: false, updated_at: nowUtc() })
    }
  }

  private async areUploadsOfTenant(keys: string[], record: Record<string, unknown>) {
    for (const key of new Set(keys)) if (!(await this.isUploadOfTenant(key, record))) return false
    return true
  }

  /** A file key the row may point at: uploaded for the row's customer, or by the acting user. */
  private async isUploadOfTenant(key: string, record: Record<string, unknown>) {
    const customerId = (this.def.scope === 'customer' && this.def.tenantColumn !== 'id') || this.def.scope === 'customer_or_vendor'
      ? (record[this.def.tenantColumn] ?? this.tenancy.customerId) : null
    const row = await this.client.from('uploads').where('file_key', key)
      .where((w) => { w.where('user_id', this.tenancy.user.id); if (customerId) w.orWhere('customer_id', customerId as number) })
      .first()
    return !!row
  }

  /** Whether rows of `resource` point at this record (through their reference to this resource). */
  private async hasChildren(resource: string, selfId?: number) {
    if (!selfId) return false
    const child = getResource(resource)
    const link = child.fields.find((f) => f.reference?.resource === this.def.name)
    if (!link) throw new Error(`${resource} has no reference to ${this.def.name}`)
    return !!(await this.client.from(child.table).where(link.name, selfId).first())
  }

  private async exists(id: unknown) {
    const n = Number(id)
    if (!Number.isInteger(n)) return false
    return !!(await this.scoped().where(`${this.def.table}.id`, n).first())
  }

  private fieldError(field: string, rule: string): FieldError {
    const f = this.def.fields.find((x) => x.name === field)!
    const label = translate(this.lang, fieldLabelKey(this.def.name, f))
    return { field, rule, message: translate(this.lang, `validation.${rule}`, { field: label }) }
  }
}
