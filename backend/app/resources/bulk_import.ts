import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import { crossFieldViolations, fieldLabelKey, writableFields, type FieldDef, type ResourceDef } from '@hr/shared'
import type { FieldError } from '#exceptions/api_error'
import type { Tenancy } from '#services/tenancy'
import { tenantStamp } from '#services/tenancy'
import { translate } from '#services/i18n'
import { recordCreations } from '#services/audit'
import { messagesFor, resourceValidator } from './validator.js'
import { nowUtc, toColumns } from './serializer.js'

/** Spreadsheet spellings of booleans; anything else is left for the validator to refuse. */
const BOOLEAN_TEXT: Record<string, boolean> = { true: true, yes: true, y: true, '1': true, false: false, no: false, n: false, '0': false }

function fromCell(f: FieldDef, cell: string): unknown {
  if (f.type === 'boolean') return BOOLEAN_TEXT[cell.toLowerCase()] ?? cell
  if (f.type === 'integer' || f.type === 'reference') return /^-?\d+$/.test(cell) ? Number(cell) : cell
  if (f.type === 'enum') return cell.toLowerCase().replace(/[\s-]+/g, '_')
  return cell
}

export interface ImportOutcome { rows: number; errors: FieldError[]; created: number }

/**
 * Validates every row of an import with the resource's own catalogue rules, then (unless a dry
 * run, and only when no row has an error) creates all rows in one transaction: all or nothing.
 * Row numbers are the file's line numbers (the header is line 1).
 */
export async function importRows(def: ResourceDef, tenancy: Tenancy, lang: string, rows: Record<string, string>[], dryRun: boolean): Promise<ImportOutcome> {
  const writable = new Map(writableFields(def).map((f) => [f.name, f]))
  const validator = resourceValidator(def, 'create')
  const messages = messagesFor(def, lang)
  const defaults = Object.fromEntries(def.fields.filter((f) => f.default !== undefined && !f.readOnly).map((f) => [f.name, f.default]))
  const errors: FieldError[] = []
  const valid: { line: number; data: Record<string, unknown> }[] = []

  for (const [i, raw] of rows.entries()) {
    const line = i + 2
    const input: Record<string, unknown> = {}
    for (const [column, cell] of Object.entries(raw)) {
      const f = writable.get(column.trim())
      if (f && cell !== undefined && cell !== '') input[f.name] = fromCell(f, cell)
    }
    try {
      const data = (await validator.validate(input, { messagesProvider: messages }, { lang })) as Record<string, unknown>
      const crossed = crossFieldViolations(def, { ...defaults, ...data })
      if (crossed.length) errors.push(...crossed.map((v) => ({ row: line, field: v.field, rule: v.rule, message: translate(lang, v.message) })))
      else valid.push({ line, data })
    } catch (error) {
      if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
      errors.push(...(error.messages as FieldError[]).map((e) => ({ ...e, row: line })))
    }
  }

  errors.push(...(await uniquenessErrors(def, lang, valid)))
  if (errors.length || dryRun) return { rows: rows.length, errors: errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)), created: 0 }

  const stamp = tenantStamp(def, tenancy)
  const now = nowUtc()
  const records = valid.map(({ data }) => ({ ...toColumns(def, { ...defaults, ...data }), ...stamp, created_at: now, updated_at: now }))
  await db.transaction(async (trx) => {
    const created: Record<string, unknown>[] = []
    // Row by row inside one transaction: SQLite's multi-row RETURNING answers only the last id, and
    // each id is needed for the audit entry. Still well inside the import budget (see scripts/bench-import.mjs).
    for (const record of records) {
      const [r] = await trx.table(def.table).insert(record).returning('id')
      created.push({ ...record, id: typeof r === 'object' ? (r as { id: number }).id : r })
    }
    await recordCreations(trx, def, tenancy, created)
  })
  return { rows: rows.length, errors: [], created: records.length }
}

/** Unique fields: no two rows of the file, and no row and an existing record, may share a value. */
async function uniquenessErrors(def: ResourceDef, lang: string, rows: { line: number; data: Record<string, unknown> }[]) {
  const out: FieldError[] = []
  for (const f of def.fields.filter((x) => x.unique)) {
    const message = f.uniqueMessage
      ? translate(lang, f.uniqueMessage)
      : translate(lang, 'validation.unique', { field: translate(lang, fieldLabelKey(def.name, f)) })
    const values = rows.map((r) => r.data[f.name]).filter((v): v is string => typeof v === 'string')
    const taken = new Set<string>()
    for (let i = 0; i < values.length; i += 500) {
      const found = await db.from(def.table).whereIn(f.name, values.slice(i, i + 500)).select(f.name)
      found.forEach((r) => taken.add(String(r[f.name])))
    }
    const seen = new Set<string>()
    for (const { line, data } of rows) {
      const v = data[f.name]
      if (typeof v !== 'string') continue
      if (taken.has(v) || seen.has(v)) out.push({ row: line, field: f.name, rule: 'unique', message })
      seen.add(v)
    }
  }
  return out
}
