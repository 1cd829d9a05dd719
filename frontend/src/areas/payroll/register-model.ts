import type { ItemKind, RegisterBody, RegisterRow } from './model'
import { isDecimal, sameDecimal, sumDecimals } from '../../components/decimal'

/**
 * The pay register as a sheet (person × item): columns from the items the rows carry, the form the
 * grid edits (one amount per column, null where the person has no such item), the PUT body of the
 * changed cells only, and the API's 422 field paths (rows.3.items.2.amount — indexes into the body
 * that was sent) back to the cells they name.
 */
export interface RegisterColumn { key: string; name: string; category: string; kind: ItemKind; editable: boolean }
export interface RegisterFormRow { person_id: number; amounts: (string | null)[] }
export interface RegisterForm { rows: RegisterFormRow[] }

const KIND_ORDER: ItemKind[] = ['earning', 'deduction', 'employer', 'info']

/** Every item key any row has, earnings first, then deductions, employer costs and calculation fields; first-seen order within a kind. */
export function registerColumns(rows: Pick<RegisterRow, 'items'>[]): RegisterColumn[] {
  const seen = new Map<string, RegisterColumn>()
  for (const row of rows) {
    for (const item of row.items) {
      // Calculation fields are worked out by the engine, not typed in.
      if (!seen.has(item.key)) seen.set(item.key, { key: item.key, name: item.name, category: item.category, kind: item.kind, editable: item.kind !== 'info' })
    }
  }
  const rank = (k: ItemKind) => { const i = KIND_ORDER.indexOf(k); return i < 0 ? KIND_ORDER.length : i }
  return [...seen.values()].map((c, i) => ({ c, i })).sort((a, b) => rank(a.c.kind) - rank(b.c.kind) || a.i - b.i).map(({ c }) => c)
}

export function registerForm(rows: Pick<RegisterRow, 'person_id' | 'items'>[], columns: RegisterColumn[]): RegisterForm {
  return {
    rows: rows.map((row) => {
      const byKey = new Map(row.items.map((i) => [i.key, i.amount]))
      return { person_id: row.person_id, amounts: columns.map((c) => (byKey.has(c.key) ? String(byKey.get(c.key) ?? '') : null)) }
    }),
  }
}

export const cellId = (personId: number, key: string) => `${personId}:${key}`

/** The PUT body: only rows with a changed editable cell, and in them only the changed cells (amounts as typed, trimmed). */
export function changedBody(original: RegisterForm, edited: RegisterForm, columns: RegisterColumn[]): RegisterBody {
  const before = new Map(original.rows.map((r) => [r.person_id, r.amounts]))
  const rows: RegisterBody['rows'] = []
  for (const row of edited.rows) {
    const was = before.get(row.person_id) ?? []
    const items = columns.flatMap((col, j) => {
      const now = row.amounts[j]
      if (!col.editable || now === null || now === undefined || was[j] === null || was[j] === undefined) return []
      return sameDecimal(now, was[j]) ? [] : [{ key: col.key, amount: String(now).trim() }]
    })
    if (items.length) rows.push({ person_id: row.person_id, items })
  }
  return { rows }
}

/** Cells of the body that are not a decimal amount, checked before sending (the API checks again). */
export function invalidCells(body: RegisterBody): string[] {
  return body.rows.flatMap((r) => r.items.filter((i) => !isDecimal(i.amount)).map((i) => cellId(r.person_id, i.key)))
}

type FieldErrors = Record<string, string | string[]> | { field?: string; message: string }[] | null | undefined

/** The 422's errors by cell (via the body that was sent); messages that name no cell are kept apart. */
export function cellErrors(body: RegisterBody, errors: FieldErrors): { cells: Record<string, string>; other: string[] } {
  const entries: [string, string][] = Array.isArray(errors)
    ? errors.map((e) => [e.field ?? '', e.message])
    : Object.entries(errors ?? {}).map(([field, msg]) => [field, Array.isArray(msg) ? msg.join(' ') : msg])
  const cells: Record<string, string> = {}
  const other: string[] = []
  for (const [field, message] of entries) {
    const m = /^rows\.(\d+)\.items\.(\d+)(?:\.(?:amount|key))?$/.exec(field)
    const row = m ? body.rows[Number(m[1])] : undefined
    const item = m ? row?.items[Number(m[2])] : undefined
    if (row && item) cells[cellId(row.person_id, item.key)] = message
    else other.push(message)
  }
  return { cells, other }
}

/** A column's total (exact decimal sum of the rows' amounts; reference-only amounts are shown, never summed). */
export function columnTotals(rows: Pick<RegisterRow, 'items'>[], columns: RegisterColumn[]): Record<string, string | null> {
  return Object.fromEntries(columns.map((c) => {
    if (c.kind === 'info') return [c.key, null]
    const amounts = rows.flatMap((r) => r.items.filter((i) => i.key === c.key && !i.reference_only).map((i) => i.amount))
    return [c.key, sumDecimals(amounts)]
  }))
}
