import ExcelJS from 'exceljs'
import {
  amountCell,
  amountFormat,
  amountNumber,
  columnLetter,
  HEADER_ROW,
  KEY_ROW,
  PERSON_ID,
  PERSON_NAME,
  STAMP_REPORT,
  STAMP_SHEET,
  STAMP_VERSION,
  TOTALS,
  type RegisterItemKind,
  type RegisterSheet,
  type RegisterSheetRow,
} from '#services/payroll/register_excel_common'

/**
 * The pay register as an Excel workbook, and back. Pure functions on buffers: no database, no
 * Drive, no HTTP. Amounts travel as integer minor units; cells hold major units.
 *
 * Layout of the "Register" sheet:
 *   row 1 (hidden): machine keys, one per column: '#person_id', '#person_name', the pay item keys,
 *                   '#gross', '#deductions', '#net', '#employer_contributions', '#employer_cost'
 *   row 2:          the header the user sees (labels and pay item names)
 *   row 3…:         one row per person
 * The import finds columns by their key, so the user may reorder, sort, rename headers or delete
 * item columns; a column without a key is matched by its header against the item names.
 * A very hidden "#register" sheet stamps the report id and register version (A1:B2), which the
 * import requires to be this report's current version.
 */

export type {
  RegisterEdit,
  RegisterSheet,
  RegisterSheetRow,
} from '#services/payroll/register_excel_common'

/** The labels registerWorkbook uses: keys under `payroll_excel.` in locales/<lang>/payroll_excel.json. */
export const REGISTER_LABEL_FALLBACKS = {
  sheet_register: 'Register',
  sheet_about: 'About',
  person_id: 'Person ID',
  person: 'Person',
  gross: 'Gross',
  deductions: 'Deductions',
  net: 'Net',
  employer_contributions: 'Employer contributions',
  employer_cost: 'Employer cost',
  totals_note: 'Calculated from the pay item columns; ignored on import.',
  report_id: 'Report ID',
  version: 'Version',
  currency: 'Currency',
  period_start: 'Period start',
  period_end: 'Period end',
  rates: 'Exchange rates used',
  rate_currency: 'Currency',
  rate: 'Rate',
  no_rates: 'None',
  import_note: 'Change amounts in the pay item columns, then import this file. Keep the hidden first row of the register sheet.',
} as const
export type RegisterLabelKey = keyof typeof REGISTER_LABEL_FALLBACKS
export const REGISTER_LABEL_KEYS = Object.keys(REGISTER_LABEL_FALLBACKS) as RegisterLabelKey[]

const KIND_ORDER: RegisterItemKind[] = ['earning', 'deduction', 'employer', 'info']

type ItemColumn = { key: string; name: string; kind: RegisterItemKind; referenceOnly: boolean }

/** One column per distinct item key across all rows: earnings, deductions, employer, info; first seen first. */
export function registerColumns(rows: RegisterSheetRow[]): ItemColumn[] {
  const byKey = new Map<string, ItemColumn>()
  for (const row of rows) {
    for (const item of row.items) {
      const seen = byKey.get(item.key)
      if (seen) seen.referenceOnly ||= item.reference_only
      else byKey.set(item.key, { key: item.key, name: item.name, kind: item.kind, referenceOnly: item.reference_only })
    }
  }
  const all = [...byKey.values()]
  return KIND_ORDER.flatMap((kind) => all.filter((c) => c.kind === kind))
}

/** "SUM(C3:E3,G3)" over the given 1-based columns of a row; null when there are none. */
function sumFormula(columns: number[], row: number): string | null {
  if (!columns.length) return null
  const ranges: string[] = []
  for (let i = 0; i < columns.length; ) {
    let j = i
    while (j + 1 < columns.length && columns[j + 1] === columns[j] + 1) j++
    const from = `${columnLetter(columns[i])}${row}`
    ranges.push(j > i ? `${from}:${columnLetter(columns[j])}${row}` : from)
    i = j + 1
  }
  return `SUM(${ranges.join(',')})`
}

const sheetName = (text: string, fallback: string) => text.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || fallback

export async function registerWorkbook(sheet: RegisterSheet, labels: Record<string, string>): Promise<Buffer> {
  const label = (key: RegisterLabelKey) => labels[key] ?? labels[`payroll_excel.${key}`] ?? REGISTER_LABEL_FALLBACKS[key]
  const digits = sheet.digits
  const format = amountFormat(digits)
  const columns = registerColumns(sheet.rows)
  const firstItem = 3
  const firstTotal = firstItem + columns.length
  const totalCol = (t: (typeof TOTALS)[number]) => firstTotal + TOTALS.indexOf(t)

  const wb = new ExcelJS.Workbook()
  const registerName = sheetName(label('sheet_register'), REGISTER_LABEL_FALLBACKS.sheet_register)
  const ws = wb.addWorksheet(registerName, { views: [{ state: 'frozen', xSplit: 2, ySplit: HEADER_ROW }] })

  const keys = ws.getRow(KEY_ROW)
  keys.values = [PERSON_ID, PERSON_NAME, ...columns.map((c) => c.key), ...TOTALS.map((t) => `#${t}`)]
  keys.hidden = true
  const header = ws.getRow(HEADER_ROW)
  header.values = [label('person_id'), label('person'), ...columns.map((c) => c.name), ...TOTALS.map((t) => label(t))]
  header.font = { bold: true }
  header.getCell(totalCol('gross')).note = label('totals_note')

  ws.getColumn(1).width = 11
  ws.getColumn(2).width = 28
  for (let c = firstItem; c < firstTotal + TOTALS.length; c++) {
    ws.getColumn(c).width = 16
    ws.getColumn(c).numFmt = format
  }
  const totalsFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } }

  const sumOf = (kind: RegisterItemKind) =>
    columns.flatMap((c, i) => (c.kind === kind && !c.referenceOnly ? [firstItem + i] : []))
  const groups = { gross: sumOf('earning'), deductions: sumOf('deduction'), employer_contributions: sumOf('employer') }

  sheet.rows.forEach((person, index) => {
    const r = HEADER_ROW + 1 + index
    const row = ws.getRow(r)
    row.getCell(1).value = person.person_id
    row.getCell(2).value = person.person_name
    const amounts = new Map(person.items.map((item) => [item.key, item.amount]))
    let exact = true // a huge amount written as text would drop out of a SUM: then no formulas
    columns.forEach((c, i) => {
      if (!amounts.has(c.key)) return
      const value = amountCell(amounts.get(c.key)!, digits)
      if (typeof value === 'string') exact = false
      row.getCell(firstItem + i).value = value
    })
    const sumMinor = (cols: number[]) => cols.reduce((s, c) => s + (amounts.get(columns[c - firstItem].key) ?? 0), 0)
    const cell = (t: (typeof TOTALS)[number]) => `${columnLetter(totalCol(t))}${r}`
    const formulas: Record<(typeof TOTALS)[number], [string | null, boolean]> = {
      gross: [sumFormula(groups.gross, r), sumMinor(groups.gross) === person.gross],
      deductions: [sumFormula(groups.deductions, r), sumMinor(groups.deductions) === person.deductions],
      net: [`${cell('gross')}-${cell('deductions')}`, person.gross - person.deductions === person.net],
      employer_contributions: [sumFormula(groups.employer_contributions, r), sumMinor(groups.employer_contributions) === person.employer_contributions],
      employer_cost: [`${cell('gross')}+${cell('employer_contributions')}`, person.gross + person.employer_contributions === person.employer_cost],
    }
    for (const t of TOTALS) {
      const target = row.getCell(totalCol(t))
      const [formula, agrees] = formulas[t]
      // The stored total is what the server computed; a formula is added only where it gives the same.
      target.value = formula && agrees && exact ? { formula, result: amountNumber(person[t], digits) } : amountCell(person[t], digits)
      target.fill = totalsFill
    }
  })
  ws.autoFilter = { from: { row: HEADER_ROW, column: 1 }, to: { row: HEADER_ROW, column: firstTotal + TOTALS.length - 1 } }

  const aboutName = sheetName(label('sheet_about'), REGISTER_LABEL_FALLBACKS.sheet_about)
  const about = wb.addWorksheet(aboutName.toLowerCase() === registerName.toLowerCase() ? `${aboutName.slice(0, 27)} (2)` : aboutName)
  about.getColumn(1).width = 24
  about.getColumn(2).width = 24
  about.addRows([
    [label('report_id'), sheet.report_id],
    [label('version'), sheet.version],
    [label('currency'), sheet.currency],
    [label('period_start'), sheet.period.start],
    [label('period_end'), sheet.period.end],
    [],
    [label('rates')],
    [label('rate_currency'), label('rate')],
    ...(Object.keys(sheet.rates).length
      ? Object.entries(sheet.rates).sort(([a], [b]) => a.localeCompare(b)).map(([currency, rate]) => [currency, rate])
      : [[label('no_rates')]]),
    [],
    [label('import_note')],
  ])
  for (const r of [1, 2, 3, 4, 5, 7, 8]) about.getRow(r).getCell(1).font = { bold: true }
  about.getRow(8).getCell(2).font = { bold: true }

  const stamp = wb.addWorksheet(STAMP_SHEET, { state: 'veryHidden' })
  stamp.addRows([[STAMP_REPORT, sheet.report_id], [STAMP_VERSION, sheet.version]])

  const out = await wb.xlsx.writeBuffer()
  return Buffer.from(out as unknown as Uint8Array)
}

export { readRegisterWorkbook } from '#services/payroll/register_excel_import'
