import db from '@adonisjs/lucid/services/db'
import { writableFields, type FieldDef, type ResourceDef } from '@hr/shared'
import { neverEmpty } from '#resources/validator'
import { WORKFLOW_ROWS, insertFactoryRow } from '#database/factories/catalogue_rows'
import { currencyOfCountry } from '#services/countries'

/**
 * Helpers of the bad-input suites: the tenant a superadmin acts for, a row to update, an
 * otherwise-valid create body, and the judgement of each answer (status, body, stored row).
 */

export const EMPTY_VALUES = [null, ''] as const

/** The demo tenants a superadmin acts for: Globex (customer data) and Acme (vendor data). */
export async function demoTenants() {
  const globex = await db.from('customers').where('name', 'Globex Asia').first()
  const acme = await db.from('vendors').where('name', 'Acme Payroll Services').first()
  return {
    globex: Number(globex.id),
    acme: Number(acme.id),
    headers: { 'x-customer-id': String(globex.id), 'x-vendor-id': String(acme.id) },
  }
}

/** The first live row of a resource in the acting tenants' scope. */
export async function rowInScope(def: ResourceDef, globex: number, acme: number) {
  const q = db.from(def.table).orderBy('id')
  if (def.scope === 'customer') q.where(def.tenantColumn === 'id' ? 'id' : def.tenantColumn, globex)
  if (def.scope === 'vendor') q.where(def.tenantColumn === 'id' ? 'id' : def.tenantColumn, acme)
  if (def.scope === 'customer_or_vendor') q.where((w) => w.where('customer_id', globex).orWhere('vendor_id', acme))
  if (def.fields.some((f) => f.name === 'deleted_at')) q.whereNull('deleted_at')
  return q.first()
}

/**
 * The stored row the bad-input and fuzz suites update (a fresh workflow row where the resource has
 * one, else the first in scope) and the record the API reads for it, with the superadmin as author
 * of a row only its author changes (a case comment).
 */
export async function writeTarget(def: ResourceDef, client: any, superadmin: { id: number }) {
  const { headers, globex, acme } = await demoTenants()
  const row = WORKFLOW_ROWS[def.name]
    ? await db.from(def.table).where('id', await insertFactoryRow(def, { customerId: globex, vendorId: acme }, WORKFLOW_ROWS[def.name])).first()
    : await rowInScope(def, globex, acme)
  if (row && def.access.update === 'creator') await db.from(def.table).where('id', row.id).update({ created_by: superadmin.id })
  const record = row ? (await client.get(`/api/${def.path}/${row.id}`).headers(headers).loginAs(superadmin)).body() : null
  return { row, record }
}

const TEXT_TYPES = new Set(['string', 'text'])

/** A member of a uniqueness rule the suite can make fresh per request (text, date, e-mail, domain). */
function freshable(f: FieldDef) {
  return f.type === 'email' || f.type === 'date' || f.pattern === 'domain' || (TEXT_TYPES.has(f.type) && !f.pattern && !f.regionOf)
}

/** Fields given a fresh value per request, so creates never collide with the row they copy. */
export function uniquenessPlan(def: ResourceDef) {
  const byName = new Map(writableFields(def).map((f) => [f.name, f]))
  const fresh = writableFields(def).filter((f) => f.unique)
  let stuck = false
  for (const set of def.uniqueTogether ?? []) {
    const member = set.map((n) => byName.get(n)).find((f) => f && freshable(f))
    if (member) fresh.push(member)
    else stuck = true
  }
  // A rule of references and enums only (one row per person…): the copied row must go first.
  return { fresh, stuck }
}

function freshValue(f: FieldDef, base: unknown, n: number): unknown {
  const stamp = `${n}${Date.now() % 100000}`
  if (f.type === 'email') return `bad.${stamp}@bad-input.test`
  if (f.pattern === 'domain') return `bad${stamp}.bad-input.test`
  if (f.type === 'date') return new Date(Date.UTC(1990, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)
  const suffix = ` ${stamp}`
  return `${String(base ?? 'Bad input').slice(0, (f.maxLength ?? 255) - suffix.length)}${suffix}`
}

/** What a client may create where a stored row holds more (the audit log takes reads only). */
const CLIENT_VALUES: Record<string, Record<string, unknown>> = { logs: { action: 'view' } }
/**
 * Fields a workflow keeps apart across rows without a catalogue unique rule (one person's leave may
 * not overlap; one regular paycycle per payroll and period start).
 */
const FRESH_PER_REQUEST: Record<string, string[]> = { leave: ['start_date', 'end_date'], paycycle: ['period_start', 'period_end'] }

/**
 * An otherwise-valid create body: the writable fields of a stored row as the API reads them,
 * uniqueness members made fresh. Optional uploads are left out (a key belongs to the row it is on).
 */
export function createBodyFrom(def: ResourceDef, record: Record<string, unknown>, n: number) {
  const body: Record<string, unknown> = {}
  for (const f of writableFields(def)) {
    const v = record[f.name]
    if (v === null || v === undefined) continue
    if (!f.required && (f.type === 'file' || f.type === 'files' || f.type === 'image' || f.pattern === 'upload')) continue
    // A flag that needs child rows (SSO needs domains) cannot be copied onto a new row.
    if (f.rules?.some((r) => r.kind === 'requiresChildren')) continue
    body[f.name] = v
  }
  for (const f of uniquenessPlan(def).fresh) body[f.name] = freshValue(f, record[f.name], n)
  for (const name of FRESH_PER_REQUEST[def.name] ?? []) body[name] = freshValue(writableFields(def).find((f) => f.name === name)!, record[name], n)
  return { ...body, ...CLIENT_VALUES[def.name] }
}

/** A stored value compared with a catalogue default (SQLite keeps booleans as 0/1). */
function sameValue(f: FieldDef, stored: unknown, expected: unknown) {
  if (f.type === 'boolean') return (stored === true || stored === 1 || stored === '1' || stored === 't') === expected
  if (typeof expected === 'number') return Number(stored) === expected
  return stored === expected
}

/**
 * Whether a write that answered 2xx left the row valid for a field sent empty: it took its
 * default (create), or is empty where the field may be empty.
 */
export function storedProblem(f: FieldDef, mode: 'create' | 'update', row: Record<string, unknown> | null): string | null {
  if (!row) return 'row not found after 2xx'
  const stored = row[f.name]
  const hasDefault = f.default !== undefined && f.default !== null
  if (mode === 'create' && hasDefault) return sameValue(f, stored, f.default) ? null : `stored ${JSON.stringify(stored)}, not the default ${JSON.stringify(f.default)}`
  if (neverEmpty(f)) return `accepted empty for a field that may not be empty (stored ${JSON.stringify(stored)})`
  // FieldDef.currencyOf: created without a currency, a bank account takes its bank country's.
  if (mode === 'create' && f.currencyOf && stored === currencyOfCountry(row[f.currencyOf] as string | null)) return null
  // FieldDef.derivedFrom: with its sources given, the server computes the value whatever was sent.
  if (f.derivedFrom?.every((source) => row[source] !== null && row[source] !== undefined && row[source] !== '')) return null
  return stored === null || stored === undefined ? null : `stored ${JSON.stringify(stored)} instead of empty`
}

/**
 * The answer the validator's rule for null promises (app/resources/validator.ts, `presence`):
 * 'refused' (422, `required`, naming the field), 'default' (2xx, the default stored), or 'empty'
 * (2xx with null stored, or a 422 naming the field when a cross-field rule needs it).
 */
export function expectedForNull(f: FieldDef, mode: 'create' | 'update'): 'refused' | 'default' | 'empty' {
  if (!neverEmpty(f)) return 'empty'
  return mode === 'create' && !f.required ? 'default' : 'refused'
}

/** Holds the answer to the rule of `expectedForNull`. */
export function expectRule(tally: Tally, what: string, res: any, f: FieldDef, mode: 'create' | 'update') {
  const expected = expectedForNull(f, mode)
  const status = res.status()
  const errors: any[] = Array.isArray(res.body()?.errors) ? res.body().errors : []
  if (expected === 'refused' && !(status === 422 && errors.some((e) => e.field === f.name && e.rule === 'required'))) {
    tally.failures.push(`${what}: expected 422 required, got ${status} ${res.text().slice(0, 200)}`)
  }
  if (expected === 'default' && status >= 300) tally.failures.push(`${what}: expected the default, got ${status} ${res.text().slice(0, 200)}`)
}

/**
 * Whether an error's field path names `field`: itself, a part of it (documents.0.file_url), or it
 * inside an update's body (update_data.name, as the body-wide null-byte check names it).
 */
export const namesField = (path: unknown, field: string) =>
  [field, `update_data.${field}`].some((f) => path === f || String(path).startsWith(`${f}.`))

export interface Tally { requests: number; errors: number; failures: string[] }
export const newTally = (): Tally => ({ requests: 0, errors: 0, failures: [] })

/**
 * Judges one answer: never a 5xx; a 4xx says what is wrong ({message}); a 422 lists `errors`,
 * one of them naming `field` when given.
 */
export function judge(tally: Tally, what: string, res: any, field?: string) {
  tally.requests++
  const status = res.status()
  const body = res.body()
  if (status >= 500) {
    tally.errors++
    tally.failures.push(`${what}: ${status} ${res.text().slice(0, 200)}`)
    return
  }
  if (status >= 400 && (typeof body?.message !== 'string' || !body.message)) tally.failures.push(`${what}: ${status} without a message`)
  if (status === 422) {
    const errors = Array.isArray(body?.errors) ? body.errors : null
    if (!errors) tally.failures.push(`${what}: 422 without errors`)
    else if (errors.some((e: any) => typeof e?.message !== 'string' || typeof e?.rule !== 'string')) tally.failures.push(`${what}: 422 error without rule/message ${JSON.stringify(errors)}`)
    else if (field && !errors.some((e: any) => namesField(e.field, field))) tally.failures.push(`${what}: 422 not naming ${field}: ${JSON.stringify(errors)}`)
  }
}
