import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import {
  readRegisterWorkbook,
  registerWorkbook,
  type RegisterEdit,
  type RegisterSheet,
  type RegisterSheetRow,
} from '#areas/payroll/register_excel'

type Item = RegisterSheetRow['items'][number]
const item = (key: string, name: string, kind: Item['kind'], amount: number, reference_only = false): Item =>
  ({ key, name, kind, amount, reference_only })

function person(person_id: number, person_name: string, items: Item[]): RegisterSheetRow {
  const sum = (kind: Item['kind']) => items.filter((i) => i.kind === kind && !i.reference_only).reduce((s, i) => s + i.amount, 0)
  const gross = sum('earning')
  const deductions = sum('deduction')
  const employer = sum('employer')
  return { person_id, person_name, items, gross, deductions, net: gross - deductions, employer_contributions: employer, employer_cost: gross + employer }
}

const usd: RegisterSheet = {
  currency: 'USD',
  digits: 2,
  period: { start: '2025-01-01', end: '2025-01-31' },
  report_id: 7,
  version: 3,
  rates: { EUR: '1.0823', GBP: '1.2650' },
  rows: [
    person(11, 'Ada Lovelace', [
      item('base', 'Base salary', 'earning', 523456),
      item('tax', 'Income tax', 'deduction', 104691),
      item('pension_er', 'Employer pension', 'employer', 26173),
      item('days', 'Days worked', 'info', 2100, true),
    ]),
    person(12, 'Grace Hopper', [
      item('bonus', 'Bonus', 'earning', 1), // one cent: no other row has it
      item('base', 'Base salary', 'earning', 987654321),
      item('tax', 'Income tax', 'deduction', 0),
      item('pension_er', 'Employer pension', 'employer', 5),
    ]),
  ],
}

const jpy: RegisterSheet = {
  ...usd,
  currency: 'JPY',
  digits: 0,
  rates: {},
  rows: [
    person(21, '山田 太郎', [item('base', '基本給', 'earning', 350000), item('tax', '所得税', 'deduction', 12345)]),
    person(22, 'Suzuki Hanako', [item('base', '基本給', 'earning', 1), item('commute', '通勤手当', 'earning', 15000)]),
  ],
}

/** What an import of an untouched export should give: every column's amount, 0 where the person has none. */
function unchanged(sheet: RegisterSheet): RegisterEdit[] {
  const keys = [...new Set(sheet.rows.flatMap((r) => r.items.map((i) => i.key)))]
  return sheet.rows.map((r) => ({
    person_id: r.person_id,
    items: keys.map((key) => ({ key, amount: r.items.find((i) => i.key === key)?.amount ?? 0 })),
  }))
}
const sorted = (rows: RegisterEdit[]) =>
  rows.map((r) => ({ ...r, items: [...r.items].sort((a, b) => a.key.localeCompare(b.key)) }))

async function load(file: Buffer) {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(file as unknown as ExcelJS.Buffer)
  return wb
}

/** Opens the export, changes it like a user would, saves it again. */
async function edited(file: Buffer, change: (ws: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const wb = await load(file)
  change(wb.worksheets[0])
  return Buffer.from((await wb.xlsx.writeBuffer()) as unknown as Uint8Array)
}

/** The 1-based column whose hidden key is `key`. */
function col(ws: ExcelJS.Worksheet, key: string): number {
  const values = ws.getRow(1).values as unknown[]
  const index = values.indexOf(key)
  if (index < 1) throw new Error(`no column ${key}`)
  return index
}

test.group('Pay register Excel export and import', () => {
  test('export layout: labels, hidden key row, item columns by kind, formats, formulas with results, About', async ({ assert }) => {
    const wb = await load(await registerWorkbook(usd, { person_id: 'Personal-Nr.', gross: 'Brutto', sheet_about: 'Info' }))
    const ws = wb.getWorksheet('Register')!
    assert.isTrue(ws.getRow(1).hidden)
    assert.deepEqual((ws.getRow(1).values as unknown[]).slice(1), [
      '#person_id', '#person_name', 'base', 'bonus', 'tax', 'pension_er', 'days',
      '#gross', '#deductions', '#net', '#employer_contributions', '#employer_cost',
    ])
    assert.deepEqual((ws.getRow(2).values as unknown[]).slice(1), [
      'Personal-Nr.', 'Person', 'Base salary', 'Bonus', 'Income tax', 'Employer pension', 'Days worked',
      'Brutto', 'Deductions', 'Net', 'Employer contributions', 'Employer cost',
    ])
    assert.equal(ws.getCell('C3').value, 5234.56)
    assert.equal(ws.getCell('C3').numFmt, '#,##0.00')
    assert.isNull(ws.getCell('D3').value) // Ada has no bonus
    assert.deepEqual(ws.getCell('H3').value, { formula: 'SUM(C3:D3)', result: 5234.56 })
    assert.deepEqual(ws.getCell('J4').value, { formula: 'H4-I4', result: 9876543.22 })
    assert.deepEqual(ws.getCell('L3').value, { formula: 'H3+K3', result: 5496.29 })
    const about = wb.getWorksheet('Info')!
    assert.deepEqual(about.getRow(1).values, [undefined, 'Report ID', 7])
    assert.deepEqual(about.getRow(3).values, [undefined, 'Currency', 'USD'])
    assert.deepEqual(about.getRow(9).values, [undefined, 'EUR', '1.0823'])

    const yen = (await load(await registerWorkbook(jpy, {}))).worksheets[0]
    assert.equal(yen.getCell('C3').value, 350000)
    assert.equal(yen.getCell('C3').numFmt, '#,##0')
  })

  test('round trip gives the same amounts exactly, 2-digit and 0-digit currencies', async ({ assert }) => {
    for (const sheet of [usd, jpy]) {
      const result = await readRegisterWorkbook(await registerWorkbook(sheet, {}), sheet)
      assert.deepEqual(sorted('rows' in result ? result.rows : []), sorted(unchanged(sheet)))
    }
  })

  test('an amount too long for Excel is written as exact text and still round trips', async ({ assert }) => {
    const huge = { ...usd, rows: [person(11, 'Ada', [item('base', 'Base salary', 'earning', 9007199254740991)])] }
    const file = await registerWorkbook(huge, {})
    assert.equal((await load(file)).worksheets[0].getCell('C3').value, '90071992547409.91')
    assert.deepEqual(await readRegisterWorkbook(file, huge), { rows: [{ person_id: 11, items: [{ key: 'base', amount: 9007199254740991 }] }] })
  })

  test('an edited cell comes back changed; numeric text, formula results and missing columns', async ({ assert }) => {
    const file = await edited(await registerWorkbook(usd, {}), (ws) => {
      ws.getCell(3, col(ws, 'base')).value = 6000.1
      ws.getCell(4, col(ws, 'tax')).value = '1,234.56'
      ws.getCell(3, col(ws, 'pension_er')).value = { formula: '0.1+0.2', result: 0.30000000000000004 }
      ws.getCell(4, col(ws, '#gross')).value = 1 // totals are ignored
      ws.getCell(4, col(ws, 'bonus')).value = '  '
      ws.spliceColumns(col(ws, 'days'), 1) // a missing column leaves that item alone
    })
    const result = await readRegisterWorkbook(file, usd)
    assert.deepEqual(sorted('rows' in result ? result.rows : []), sorted([
      { person_id: 11, items: [{ key: 'base', amount: 600010 }, { key: 'bonus', amount: 0 }, { key: 'tax', amount: 104691 }, { key: 'pension_er', amount: 30 }] },
      { person_id: 12, items: [{ key: 'base', amount: 987654321 }, { key: 'bonus', amount: 0 }, { key: 'tax', amount: 123456 }, { key: 'pension_er', amount: 5 }] },
    ]))
  })

  test('columns are found by their key after the user reorders and renames them', async ({ assert }) => {
    const file = await edited(await registerWorkbook(jpy, {}), (ws) => {
      const base = col(ws, 'base')
      const copy = [1, 2, 3, 4].map((r) => ws.getCell(r, base).value)
      ws.spliceColumns(base, 1)
      ws.spliceColumns(1, 0, copy) // now the first column
      ws.getCell(2, 1).value = 'Salary (edited header)'
      ws.getCell(4, 1).value = '2,000'
    })
    const result = await readRegisterWorkbook(file, jpy)
    assert.deepEqual(sorted('rows' in result ? result.rows : []), sorted([
      { person_id: 21, items: [{ key: 'base', amount: 350000 }, { key: 'tax', amount: 12345 }, { key: 'commute', amount: 0 }] },
      { person_id: 22, items: [{ key: 'base', amount: 2000 }, { key: 'tax', amount: 0 }, { key: 'commute', amount: 15000 }] },
    ]))
  })

  test('more decimals than the currency has are refused with the row and column', async ({ assert }) => {
    const file = await edited(await registerWorkbook(usd, {}), (ws) => {
      ws.getCell(3, col(ws, 'base')).value = '12.345'
    })
    assert.deepEqual(await readRegisterWorkbook(file, usd), {
      errors: [{
        row: 3, column: 'Base salary', message: 'excel_amount_invalid',
        params: { row: 3, column: 'Base salary', cell: 'C3', value: '12.345', currency: 'USD', digits: 2 },
      }],
    })
    const yen = await edited(await registerWorkbook(jpy, {}), (ws) => {
      ws.getCell(4, col(ws, 'commute')).value = 1.5
    })
    const result = await readRegisterWorkbook(yen, jpy)
    assert.deepEqual('errors' in result ? result.errors.map((e) => [e.row, e.column, e.message, e.params?.value]) : [], [
      [4, '通勤手当', 'excel_amount_invalid', '1.5'],
    ])
  })

  test('unknown person, duplicate person, person missing', async ({ assert }) => {
    const file = await edited(await registerWorkbook(usd, {}), (ws) => {
      ws.getCell('A4').value = 999
      ws.addRow([11, 'Ada again', 1])
      ws.addRow([null, 'Nobody', 2])
      ws.addRow([null, 'Name alone is a blank row'])
    })
    const result = await readRegisterWorkbook(file, usd)
    assert.deepEqual('errors' in result ? result.errors : [], [
      { row: 4, column: 'Person ID', message: 'excel_unknown_person', params: { row: 4, column: 'Person ID', cell: 'A4', value: '999' } },
      { row: 5, column: 'Person ID', message: 'excel_duplicate_person', params: { row: 5, column: 'Person ID', cell: 'A5', value: '11', first_row: 3 } },
      { row: 6, column: 'Person ID', message: 'excel_person_missing', params: { row: 6, column: 'Person ID', cell: 'A6' } },
    ])
  })

  test('unknown and repeated columns are refused; an empty added column is not', async ({ assert }) => {
    const file = await edited(await registerWorkbook(usd, {}), (ws) => {
      const end = ws.columnCount
      ws.getCell(2, end + 1).value = 'Comment'
      ws.getCell(1, end + 2).value = 'overtime'
      ws.getCell(2, end + 2).value = 'Overtime'
      ws.getCell(2, end + 3).value = 'Bonus' // no key, but the header names an item already there
      ws.getCell(2, end + 5).value = '' // empty column: ignored
    })
    const result = await readRegisterWorkbook(file, usd)
    assert.deepEqual('errors' in result ? result.errors.map((e) => [e.row, e.column, e.message, e.params?.cell]) : [], [
      [2, 'Comment', 'excel_unknown_column', 'M2'],
      [2, 'Overtime', 'excel_unknown_column', 'N2'],
      [2, 'Bonus', 'excel_duplicate_column', 'O2'],
    ])
  })

  test('garbage and non-register files', async ({ assert }) => {
    const garbage = await readRegisterWorkbook(Buffer.from('Person ID,Base\n11,12.00\n'), usd)
    assert.deepEqual(garbage, { errors: [{ row: 0, column: '', message: 'excel_unreadable' }] })
    assert.deepEqual(await readRegisterWorkbook(Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 1, 2]), usd), garbage)
    const other = new ExcelJS.Workbook()
    other.addWorksheet('Sheet1').addRow(['Person ID', 'Base salary'])
    const otherFile = Buffer.from((await other.xlsx.writeBuffer()) as unknown as Uint8Array)
    assert.deepEqual(await readRegisterWorkbook(otherFile, usd), { errors: [{ row: 0, column: '', message: 'excel_not_register' }] })
  })

  test('every problem is reported at once', async ({ assert }) => {
    const file = await edited(await registerWorkbook(usd, {}), (ws) => {
      ws.getCell(3, col(ws, 'base')).value = 'abc'
      ws.getCell(4, col(ws, 'tax')).value = '12,50'
      ws.getCell(4, col(ws, 'bonus')).value = 0.001
    })
    const result = await readRegisterWorkbook(file, usd)
    assert.deepEqual('errors' in result ? result.errors.map((e) => [e.params?.cell, e.column, e.params?.value]) : [], [
      ['C3', 'Base salary', 'abc'],
      ['D4', 'Bonus', '0.001'],
      ['E4', 'Income tax', '12,50'],
    ])
  })
  test('the export is stamped with its report and version; another report\'s, an older or an unstamped workbook is refused naming both (issue 42)', async ({ assert }) => {
    const file = await registerWorkbook(usd, {})
    const wb = await load(file)
    const stamp = wb.getWorksheet('#register')!
    assert.equal(stamp.state, 'veryHidden')
    assert.deepEqual(stamp.getRow(1).values, [undefined, '#report_id', 7])
    assert.deepEqual(stamp.getRow(2).values, [undefined, '#version', 3])
    assert.deepEqual(await readRegisterWorkbook(file, { ...usd, version: 4 }), {
      errors: [{ row: 0, column: '', message: 'excel_version_outdated', params: { report: 7, version: 4, workbook_report: 7, workbook_version: 3 } }],
    })
    assert.deepEqual(await readRegisterWorkbook(file, { ...usd, report_id: 8 }), {
      errors: [{ row: 0, column: '', message: 'excel_other_report', params: { report: 8, version: 3, workbook_report: 7, workbook_version: 3 } }],
    })
    wb.removeWorksheet(stamp.id)
    const unstamped = Buffer.from((await wb.xlsx.writeBuffer()) as unknown as Uint8Array)
    assert.deepEqual(await readRegisterWorkbook(unstamped, usd), {
      errors: [{ row: 0, column: '', message: 'excel_version_missing', params: { report: 7, version: 3 } }],
    })
  })
})
