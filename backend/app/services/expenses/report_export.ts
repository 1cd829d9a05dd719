import ExcelJS from 'exceljs'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import { displayDate } from '@hr/shared'
import { translate } from '#services/i18n'
import { pdfLanguage } from '#services/pdf_language'
import { minorDigits, toMinor } from '#services/money'
import { amountFormat } from '#services/payroll/register_excel_common'
import { formatDate, formatMoney, safeText } from '#services/payroll/payslip_pdf_format'

/**
 * An expense report as Excel and as PDF (issue 15): one row per claim with its own amount and its
 * conversion (rate and rate date), and the report's total, which is the sum of the converted lines.
 * Every label comes from locales/ (expense_export.*).
 */
export interface ExportLine {
  person_name: string; name: string; allowance_item_name: string; transaction_date: string | null
  amount: string; currency: string; exchange_rate: string | null; rate_date: string | null; converted_amount: string | null; status: string
}
type Report = Record<string, any>

const COLUMNS = ['person', 'item', 'name', 'date', 'amount', 'currency', 'rate', 'rate_date', 'converted', 'status'] as const
const labels = (lang: string) => Object.fromEntries(COLUMNS.map((c) => [c, translate(lang, `expense_export.${c}`)])) as Record<(typeof COLUMNS)[number], string>
const day = (v: unknown) => (v == null ? '' : String(v).slice(0, 10))
const minorOf = (amount: string | null, currency: string) => (amount == null ? null : toMinor(amount, minorDigits(currency)))

export async function reportExcel(lang: string, report: Report, lines: ExportLine[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(translate(lang, 'expense_export.sheet'))
  const l = labels(lang)
  const currency = String(report.currency)
  sheet.addRow([String(report.name)]).font = { bold: true, size: 13 }
  sheet.addRow([`${translate(lang, 'expense_export.period')}: ${displayDate(day(report.period_start), lang)} – ${displayDate(day(report.period_end), lang)}`, '', `${translate(lang, 'expense_export.report_currency')}: ${currency}`])
  sheet.addRow([])
  sheet.addRow(COLUMNS.map((c) => l[c])).font = { bold: true }
  const first = sheet.rowCount + 1
  for (const line of lines) {
    const row = sheet.addRow([
      line.person_name, line.allowance_item_name, line.name, line.transaction_date ? displayDate(day(line.transaction_date), lang) : '',
      Number(line.amount), line.currency, line.exchange_rate ?? '', line.rate_date ? displayDate(day(line.rate_date), lang) : '',
      line.converted_amount == null ? '' : Number(line.converted_amount), translate(lang, `enums.status.${line.status}`),
    ])
    row.getCell(5).numFmt = amountFormat(minorDigits(line.currency))
    row.getCell(9).numFmt = amountFormat(minorDigits(currency))
  }
  const total = sheet.addRow([translate(lang, 'expense_export.total'), '', '', '', '', '', '', '', Number(report.total ?? 0)])
  total.font = { bold: true }
  total.getCell(9).numFmt = amountFormat(minorDigits(currency))
  // The total stays the sum of the lines when a line is corrected in the sheet.
  if (lines.length) total.getCell(9).value = { formula: `SUM(I${first}:I${first + lines.length - 1})`, result: Number(report.total ?? 0) }
  sheet.columns.forEach((c, i) => { c.width = [22, 18, 24, 13, 14, 9, 14, 13, 16, 22][i] })
  return Buffer.from(await book.xlsx.writeBuffer())
}

export async function reportPdf(reader: string, report: Report, lines: ExportLine[]): Promise<Uint8Array> {
  // The standard PDF fonts draw Latin scripts only: other languages get the English labels, not '?'.
  const lang = pdfLanguage(reader, [...COLUMNS.map((c) => `expense_export.${c}`), 'expense_export.period', 'expense_export.total'])
  const doc = await PDFDocument.create()
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)])
  doc.setTitle(String(report.name))
  const l = labels(lang)
  const currency = String(report.currency)
  const x = [36, 150, 250, 380, 450, 560, 610, 690, 760]
  const head = [l.person, l.item, l.name, l.date, l.amount, l.currency, l.rate, l.rate_date, l.converted]
  let page = doc.addPage([842, 595])
  let y = 555
  const text = (t: string, at: number, size = 9, font = regular, maxWidth = 105) => {
    let s = safeText(t)
    while (s.length > 1 && font.widthOfTextAtSize(s, size) > maxWidth) s = s.slice(0, -1)
    page.drawText(s, { x: at, y, size, font, color: rgb(0.1, 0.1, 0.15) })
  }
  const header = () => {
    head.forEach((h, i) => text(h, x[i], 9, bold))
    y -= 16
  }
  text(String(report.name), 36, 15, bold, 700)
  y -= 20
  text(`${translate(lang, 'expense_export.period')}: ${formatDate(day(report.period_start), lang)} – ${formatDate(day(report.period_end), lang)}   ${translate(lang, 'expense_export.report_currency')}: ${currency}`, 36, 10, regular, 700)
  y -= 26
  header()
  for (const line of lines) {
    if (y < 50) {
      page = doc.addPage([842, 595])
      y = 555
      header()
    }
    const own = minorOf(line.amount, line.currency)
    const converted = minorOf(line.converted_amount, currency)
    const cells = [
      line.person_name, line.allowance_item_name, line.name, line.transaction_date ? formatDate(day(line.transaction_date), lang) : '',
      own == null ? line.amount : formatMoney(own, minorDigits(line.currency)), line.currency, line.exchange_rate ?? '',
      line.rate_date ? formatDate(day(line.rate_date), lang) : '', converted == null ? '' : formatMoney(converted, minorDigits(currency)),
    ]
    cells.forEach((c, i) => text(c, x[i], 9, regular, (x[i + 1] ?? 830) - x[i] - 6))
    y -= 14
  }
  y -= 8
  const total = minorOf(String(report.total ?? '0'), currency) ?? 0
  text(`${translate(lang, 'expense_export.total')}: ${formatMoney(total, minorDigits(currency), currency)}`, 36, 11, bold, 700)
  return doc.save()
}
