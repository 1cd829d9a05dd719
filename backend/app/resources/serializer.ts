import { readTranslations, type FieldDef, type FieldType, type ResourceDef } from '@hr/shared'
import { fromMinor, minorDigits, toMinor } from '#services/money'

/**
 * Rows read the same from SQLite and PostgreSQL: booleans as booleans (SQLite stores 0/1),
 * timestamps as ISO-8601 UTC, plain dates as YYYY-MM-DD, file descriptors as objects.
 */
function out(f: FieldDef, v: unknown, row: Record<string, unknown>): unknown {
  if (v === null || v === undefined) return null
  switch (f.type) {
    case 'money': return fromMinor(String(v), minorDigits(row[f.currencyField!]))
    case 'boolean': return v === true || v === 1 || v === '1' || v === 't'
    case 'integer':
    case 'reference': return Number(v)
    case 'datetime': {
      const d = v instanceof Date ? v : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(String(v)) ? String(v) : `${String(v).replace(' ', 'T')}Z`)
      return Number.isNaN(d.getTime()) ? String(v) : d.toISOString()
    }
    case 'decimal': return f.scaled ? fromMinor(String(v), f.scale ?? 2) : String(v)
    case 'date': return v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10)
    case 'file':
    case 'files': {
      if (typeof v !== 'string') return v
      try { return JSON.parse(v) } catch { return null }
    }
    case 'translations': return readTranslations(v)
    default: return v
  }
}

/** A field whose value goes out as read needs no call per row; the others keep their definition. */
const PLAIN_TYPES = new Set<FieldType>(['string', 'text', 'email', 'phone', 'enum', 'country', 'image'])
type RowSerializer = (row: Record<string, unknown>) => Record<string, unknown>
const serializers = new WeakMap<ResourceDef, RowSerializer>()

/**
 * A definition's row serializer, written once per definition as one object literal: the object is
 * built with all its fields at once (one shape) instead of growing key by key, which on a page of
 * 50 rows of 40 fields was the list's largest cost of our own under load (issue 18 §3). Names are
 * the catalogue's, quoted as JSON string literals.
 */
function serializerOf(def: ResourceDef): RowSerializer {
  let serialize = serializers.get(def)
  if (serialize) return serialize
  const fields = def.fields
  const key = (name: string) => JSON.stringify(name)
  if (fields.some((f) => f.name === '__proto__')) {
    serialize = (row) => Object.fromEntries(fields.map((f) => [f.name, PLAIN_TYPES.has(f.type) ? (row[f.name] ?? null) : out(f, row[f.name], row)]))
  } else {
    const body = fields.map((f, i) => `${key(f.name)}: ${PLAIN_TYPES.has(f.type) ? `r[${key(f.name)}] ?? null` : `out(fields[${i}], r[${key(f.name)}], r)`}`)
    // eslint-disable-next-line no-new-func
    serialize = new Function('out', 'fields', `return (r) => ({ ${body.join(', ')} })`)(out, fields) as RowSerializer
  }
  serializers.set(def, serialize)
  return serialize
}

export function serializeRow(def: ResourceDef, row: Record<string, unknown>) {
  return serializerOf(def)(row)
}

/**
 * Values as the database columns take them. `record` is the whole row after the write (money
 * amounts need their currency); amounts must already have passed the precision check.
 */
export function toColumns(def: ResourceDef, data: Record<string, unknown>, record: Record<string, unknown> = data) {
  const byName = new Map(def.fields.map((f) => [f.name, f]))
  const row: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(data)) {
    const f = byName.get(name)
    if (!f || value === undefined) continue
    if (value === null) row[name] = null
    else if (f.type === 'file' || f.type === 'files') row[name] = JSON.stringify(value)
    else if (f.type === 'translations') row[name] = Object.keys(readTranslations(value)).length ? JSON.stringify(readTranslations(value)) : null
    else if (f.type === 'money') row[name] = toMinor(String(value), minorDigits(record[f.currencyField!]))
    else if (f.type === 'decimal' && f.scaled) row[name] = toMinor(String(value), f.scale ?? 2)
    else if (f.type === 'datetime') row[name] = new Date(String(value)).toISOString()
    else if (f.type === 'email' || f.lowercase) row[name] = String(value).toLowerCase()
    else row[name] = value
  }
  return row
}

export const nowUtc = () => new Date().toISOString()
