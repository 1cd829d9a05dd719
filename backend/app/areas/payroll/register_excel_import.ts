import ExcelJS from 'exceljs'
import {
  FIXED_KEYS,
  PERSON_ID,
  STAMP_REPORT,
  STAMP_VERSION,
  cellText,
  columnLetter,
  readAmount,
  readPersonId,
  type AmountRead,
  type RegisterEdit,
  type RegisterImportError,
  type RegisterSheet,
} from '#areas/payroll/register_excel_common'

/**
 * Reads a pay register workbook (see register_excel.ts for the layout) against the register it
 * should edit. All or nothing: every problem is reported, with the Excel row number and header
 * text the user sees; the rows come back only when there is none. Totals columns are ignored:
 * the server recalculates them.
 */

type Found = { ws: ExcelJS.Worksheet; keyRow: number }
type ItemColumn = { col: number; key: string; header: string }

/** The sheet and row holding the machine keys: the register sheet, wherever the user moved it. */
function locate(wb: ExcelJS.Workbook): Found | null {
  for (const ws of wb.worksheets) {
    for (let r = 1; r <= Math.min(ws.rowCount, 10); r++) {
      const values = ws.getRow(r).values
      if (Array.isArray(values) && values.some((v) => cellText(v ?? null).trim() === PERSON_ID)) return { ws, keyRow: r }
    }
  }
  return null
}

/** The report id and register version the workbook was exported with (the stamp sheet), wherever it is. */
function stampOf(wb: ExcelJS.Workbook): { report: number; version: number } | null {
  for (const ws of wb.worksheets) {
    const label = (r: number) => cellText(ws.getRow(r).getCell(1).value).trim()
    const id = (r: number) => readPersonId(ws.getRow(r).getCell(2).value) // a positive whole number, as number or text
    if (label(1) !== STAMP_REPORT || label(2) !== STAMP_VERSION) continue
    const report = id(1)
    const version = id(2)
    return report && version ? { report, version } : null
  }
  return null
}

/**
 * Whether the workbook is an export of the register it should edit, at its current version: another
 * report's workbook, or one of an older version (whose cells would undo the newer edits), is refused
 * naming both.
 */
function stampError(wb: ExcelJS.Workbook, expected: RegisterSheet): RegisterImportError | null {
  const stamp = stampOf(wb)
  const ours = { report: expected.report_id, version: expected.version }
  if (!stamp) return { row: 0, column: '', message: 'excel_version_missing', params: ours }
  if (stamp.report !== expected.report_id) return { row: 0, column: '', message: 'excel_other_report', params: { ...ours, workbook_report: stamp.report, workbook_version: stamp.version } }
  if (stamp.version !== expected.version) return { row: 0, column: '', message: 'excel_version_outdated', params: { ...ours, workbook_report: stamp.report, workbook_version: stamp.version } }
  return null
}

export async function readRegisterWorkbook(
  file: Buffer,
  expected: RegisterSheet,
): Promise<{ rows: RegisterEdit[] } | { errors: RegisterImportError[] }> {
  const wb = new ExcelJS.Workbook()
  try {
    await wb.xlsx.load(file as unknown as ExcelJS.Buffer)
  } catch {
    return { errors: [{ row: 0, column: '', message: 'excel_unreadable' }] }
  }
  const found = locate(wb)
  if (!found) return { errors: [{ row: 0, column: '', message: 'excel_not_register' }] }
  const stale = stampError(wb, expected)
  if (stale) return { errors: [stale] }
  const { ws, keyRow } = found
  const headerRow = keyRow + 1
  const digits = expected.digits
  const errors: RegisterImportError[] = []
  const fail = (row: number, col: number, column: string, message: string, extra: Record<string, string | number> = {}) =>
    errors.push({ row, column, message, params: { row, column, cell: `${columnLetter(col)}${row}`, ...extra } })

  // Columns: by machine key; a column without one by its header against the item names.
  const names = new Map<string, string>()
  const byName = new Map<string, string[]>()
  for (const person of expected.rows) {
    for (const item of person.items) {
      if (names.has(item.key)) continue
      names.set(item.key, item.name)
      const name = item.name.trim().toLowerCase()
      byName.set(name, [...(byName.get(name) ?? []), item.key])
    }
  }
  const hasData = (col: number) => {
    for (let r = headerRow + 1; r <= ws.rowCount; r++) if (cellText(ws.getRow(r).getCell(col).value).trim()) return true
    return false
  }
  let personCol = 0
  const items: ItemColumn[] = []
  for (let col = 1; col <= ws.columnCount; col++) {
    const key = cellText(ws.getRow(keyRow).getCell(col).value).trim()
    const shown = cellText(ws.getRow(headerRow).getCell(col).value).trim()
    const header = shown || names.get(key) || key || columnLetter(col)
    if (key === PERSON_ID && !personCol) personCol = col
    if (FIXED_KEYS.has(key)) continue
    let itemKey: string | undefined
    if (key) itemKey = names.has(key) ? key : undefined
    else if (shown) itemKey = byName.get(shown.toLowerCase())?.length === 1 ? byName.get(shown.toLowerCase())![0] : undefined
    else if (!hasData(col)) continue // an empty column the user added or left
    if (!itemKey) {
      fail(headerRow, col, header, 'excel_unknown_column')
      continue
    }
    const twin = items.find((c) => c.key === itemKey)
    if (twin) fail(headerRow, col, header, 'excel_duplicate_column', { first_cell: `${columnLetter(twin.col)}${headerRow}` })
    else items.push({ col, key: itemKey, header })
  }
  const personHeader = cellText(ws.getRow(headerRow).getCell(personCol).value).trim() || columnLetter(personCol)

  // Rows: one per person, each person once, every amount exact in the currency's minor digits.
  const known = new Set(expected.rows.map((p) => p.person_id))
  const seen = new Map<number, number>()
  const rows: RegisterEdit[] = []
  for (let r = headerRow + 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r)
    const idValue = row.getCell(personCol).value
    const idText = cellText(idValue).trim()
    const amounts: [ItemColumn, AmountRead][] = items.map((c) => [c, readAmount(row.getCell(c.col).value, digits)])
    if (!idText && amounts.every(([, a]) => a.empty)) continue // blank row (a name alone changes nothing)
    const personId = readPersonId(idValue)
    let ok = true
    if (!idText) {
      fail(r, personCol, personHeader, 'excel_person_missing')
      ok = false
    } else if (personId === null || !known.has(personId)) {
      fail(r, personCol, personHeader, 'excel_unknown_person', { value: idText })
      ok = false
    } else if (seen.has(personId)) {
      fail(r, personCol, personHeader, 'excel_duplicate_person', { value: idText, first_row: seen.get(personId)! })
      ok = false
    } else seen.set(personId, r)
    const edit: RegisterEdit = { person_id: personId ?? 0, items: [] }
    for (const [c, amount] of amounts) {
      if ('invalid' in amount) {
        fail(r, c.col, c.header, 'excel_amount_invalid', { value: amount.invalid, currency: expected.currency, digits })
        ok = false
      } else edit.items.push({ key: c.key, amount: amount.empty ? 0 : amount.minor })
    }
    if (ok) rows.push(edit)
  }
  return errors.length ? { errors } : { rows }
}
