import type { CellValue } from 'exceljs'
import { fromMinor, toMinor } from '#services/money'

/**
 * Types and cell-level helpers shared by the pay register workbook's export (register_excel.ts)
 * and import (register_excel_import.ts): amounts in and out of
 * cells, exactly. A float is never scaled to minor units: a number cell is first turned into the
 * decimal text Excel itself would show, and that text is converted with string arithmetic.
 */

export type RegisterItemKind = 'earning' | 'deduction' | 'employer' | 'info'

export interface RegisterSheetRow {
  person_id: number
  person_name: string
  /** amount: integer minor units */
  items: { key: string; name: string; kind: RegisterItemKind; amount: number; reference_only: boolean }[]
  gross: number
  deductions: number
  net: number
  employer_contributions: number
  employer_cost: number
}

export interface RegisterSheet {
  currency: string
  digits: number
  period: { start: string; end: string }
  report_id: number
  version: number
  rates: Record<string, string>
  rows: RegisterSheetRow[]
}

export type RegisterEdit = { person_id: number; items: { key: string; amount: number }[] }

export type RegisterImportError = {
  row: number
  column: string
  /** a locale key under messages. */
  message: string
  params?: Record<string, string | number>
}

/** Machine keys of the fixed columns, in the hidden key row (row 1); the visible header is row 2. */
export const KEY_ROW = 1
export const HEADER_ROW = 2
export const PERSON_ID = '#person_id'
export const PERSON_NAME = '#person_name'
export const TOTALS = ['gross', 'deductions', 'net', 'employer_contributions', 'employer_cost'] as const
export const FIXED_KEYS = new Set<string>([PERSON_ID, PERSON_NAME, ...TOTALS.map((t) => `#${t}`)])

/**
 * The export's stamp (issue 42): a very hidden sheet naming the report and register version the
 * workbook was exported from, so an import refuses another report's workbook or an out-of-date one
 * (whose every cell would silently undo the newer version's edits).
 */
export const STAMP_SHEET = '#register'
export const STAMP_REPORT = '#report_id'
export const STAMP_VERSION = '#version'

const significantDigits = (text: string) => text.replace(/^-/, '').replace('.', '').replace(/^0+/, '').length

/**
 * The cell value for an amount in minor units: a number in major units. Excel keeps 15
 * significant digits, so a (huge) amount with more is written as exact text instead, which the
 * import accepts as numeric text.
 */
export function amountCell(minor: number, digits: number): number | string {
  const text = fromMinor(minor, digits)
  return significantDigits(text) > 15 ? text : Number(text)
}

/** Minor units → the number Excel holds (for formula results). */
export const amountNumber = (minor: number, digits: number) => Number(fromMinor(minor, digits))

/** Plain text of a cell: strings, rich text and hyperlinks; formulas by their result. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('richText' in value) return value.richText.map((r) => r.text).join('')
  if ('hyperlink' in value) return cellText(value.text as CellValue)
  if ('error' in value) return String(value.error)
  if ('result' in value && value.result !== undefined) return cellText(value.result as CellValue)
  if ('formula' in value && value.formula) return `=${value.formula}`
  if ('sharedFormula' in value) return `=${value.sharedFormula}`
  return ''
}

/**
 * Decimal text for a number read from a cell. JavaScript's shortest round-trip text is exactly what
 * was typed for any value of up to 15 significant digits (Excel's own precision); more digits can
 * only be binary noise from a formula (0.1+0.2 → 0.30000000000000004), so the value is read at
 * Excel's 15 digits. Exponent forms are out of any amount's range and refused.
 */
export function numberText(n: number): string | null {
  if (!Number.isFinite(n)) return null
  let text = String(n)
  if (/e/i.test(text) || significantDigits(text) > 15) {
    text = n.toPrecision(15)
    if (/e/i.test(text)) return null
    if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '')
  }
  return text
}

/** "1,234.50", " -1234.5 ", "+12", ".5" → plain decimal text; anything else → null. */
export function numericText(raw: string): string | null {
  const text = raw.replace(/[\s\u00a0\u202f]+/g, '')
  const m = /^([+-]?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d+))?$/.exec(text)
  if (!m) return null
  const [, sign, whole, fraction] = m
  if (!whole && !fraction) return null
  return `${sign === '-' ? '-' : ''}${whole.replace(/,/g, '') || '0'}${fraction ? `.${fraction}` : ''}`
}

export type AmountRead = { empty: true } | { empty: false; minor: number } | { empty: false; invalid: string }

/**
 * An amount cell → minor units. Empty (or blank text) is empty; numbers and numeric text are
 * converted exactly, with at most `digits` decimals; anything else is invalid, with the text the
 * user sees in the cell.
 */
export function readAmount(value: CellValue, digits: number): AmountRead {
  if (value && typeof value === 'object' && !(value instanceof Date) && ('formula' in value || 'sharedFormula' in value)) {
    if (value.result === undefined || value.result === null) return { empty: false, invalid: cellText(value) }
    return readAmount(value.result as CellValue, digits)
  }
  let text: string | null
  if (value === null || value === undefined) return { empty: true }
  if (typeof value === 'number') text = numberText(value)
  else if (typeof value === 'string' || (typeof value === 'object' && ('richText' in value || 'hyperlink' in value))) {
    const shown = cellText(value)
    if (!shown.trim()) return { empty: true }
    text = numericText(shown)
    if (text === null) return { empty: false, invalid: shown.trim() }
  } else return { empty: false, invalid: cellText(value) }
  const minor = text === null ? null : toMinor(text, digits)
  return minor === null ? { empty: false, invalid: cellText(value) } : { empty: false, minor }
}

/** A Person ID cell: a whole number, as a number or as text. */
export function readPersonId(value: CellValue): number | null {
  const raw = value && typeof value === 'object' && !(value instanceof Date) && 'result' in value ? value.result : value
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : null
  const text = cellText(raw as CellValue).trim()
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null
}

/** 1 → 'A', 27 → 'AA'. */
export function columnLetter(n: number): string {
  let out = ''
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26)) out = String.fromCharCode(65 + ((c - 1) % 26)) + out
  return out
}
