import ExcelJS from 'exceljs'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import { displayDate } from '@hr/shared'
import { translate } from '#services/i18n'
import { pdfLanguage } from '#services/pdf_language'
import { minorDigits, toMinor } from '#services/money'
import { amountFormat } from '#services/excel_format'
import { formatDate, formatMoney, plainText, safeText, winAnsi } from '#services/pdf_format'
import { UnicodeFonts } from '#services/pdf_fonts'

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

/**
 * The report as PDF, in the reader's language: Helvetica when the standard fonts draw every text,
 * else the system's Unicode fonts (pdf_fonts.ts; Arabic and Hebrew mirrored, right to left), else
 * English labels with the standard fonts ('?' for what they cannot draw).
 */
export async function reportPdf(reader: string, report: Report, lines: ExportLine[]): Promise<Uint8Array> {
  const lang = pdfLanguage(reader, [...COLUMNS.map((c) => `expense_export.${c}`), 'expense_export.period', 'expense_export.total'])
  const PAGE: [number, number] = [842, 595]
  const l = labels(lang)
  const currency = String(report.currency)
  const x = [36, 150, 250, 380, 450, 560, 610, 690, 760]
  const head = [l.person, l.item, l.name, l.date, l.amount, l.currency, l.rate, l.rate_date, l.converted]
  const date = (iso: string, unicode: boolean) => formatDate(iso, lang, unicode) // local month names need the Unicode fonts

  // Everything to draw, page by page, before choosing the fonts (which depends on every text).
  type Cell = { text: string; at: number; y: number; size: number; bold: boolean; maxWidth: number }
  const build = (unicode: boolean) => {
    const pages: Cell[][] = [[]]
    let y = 555
    const text = (t: string, at: number, size = 9, bold = false, maxWidth = 105) => pages[pages.length - 1].push({ text: t, at, y, size, bold, maxWidth })
    const header = () => {
      head.forEach((h, i) => text(h, x[i], 9, true))
      y -= 16
    }
    text(String(report.name), 36, 15, true, 700)
    y -= 20
    text(`${translate(lang, 'expense_export.period')}: ${date(day(report.period_start), unicode)} – ${date(day(report.period_end), unicode)}   ${translate(lang, 'expense_export.report_currency')}: ${currency}`, 36, 10, false, 700)
    y -= 26
    header()
    for (const line of lines) {
      if (y < 50) {
        pages.push([])
        y = 555
        header()
      }
      const own = minorOf(line.amount, line.currency)
      const converted = minorOf(line.converted_amount, currency)
      const cells = [
        line.person_name, line.allowance_item_name, line.name, line.transaction_date ? date(day(line.transaction_date), unicode) : '',
        own == null ? line.amount : formatMoney(own, minorDigits(line.currency)), line.currency, line.exchange_rate ?? '',
        line.rate_date ? date(day(line.rate_date), unicode) : '', converted == null ? '' : formatMoney(converted, minorDigits(currency)),
      ]
      cells.forEach((c, i) => text(c, x[i], 9, false, (x[i + 1] ?? 830) - x[i] - 6))
      y -= 14
    }
    y -= 8
    const total = minorOf(String(report.total ?? '0'), currency) ?? 0
    text(`${translate(lang, 'expense_export.total')}: ${formatMoney(total, minorDigits(currency), currency)}`, 36, 11, true, 700)
    return pages
  }

  const doc = await PDFDocument.create()
  doc.setTitle(String(report.name))
  let pages = build(true)
  const unicode = pages.flat().every((c) => winAnsi(c.text)) ? null : UnicodeFonts.for(lang)
  if (!unicode) pages = build(false)
  const ink = rgb(0.1, 0.1, 0.15)
  if (unicode) {
    // Cut each text to its column, by whole characters, then embed the faces the texts use.
    const fit = (c: Cell) => {
      let chars = [...plainText(c.text)]
      while (chars.length > 1 && unicode.width(chars.join(''), c.size, c.bold) > c.maxWidth) chars.pop()
      return { ...c, text: chars.join('') }
    }
    pages = pages.map((cells) => cells.map(fit))
    const writer = await unicode.embed(doc, pages.flat())
    for (const cells of pages) {
      const page = doc.addPage(PAGE)
      const operators = cells.flatMap((c) => writer.draw(page, c.text, unicode.rtl
        ? { x: PAGE[0] - c.at, y: c.y, size: c.size, bold: c.bold, color: ink, align: 'right' } // mirrored columns
        : { x: c.at, y: c.y, size: c.size, bold: c.bold, color: ink }))
      page.pushOperators(...operators)
    }
    return doc.save()
  }
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)])
  for (const cells of pages) {
    const page = doc.addPage(PAGE)
    for (const c of cells) {
      const font = c.bold ? bold : regular
      let s = safeText(c.text)
      while (s.length > 1 && font.widthOfTextAtSize(s, c.size) > c.maxWidth) s = s.slice(0, -1)
      page.drawText(s, { x: c.at, y: c.y, size: c.size, font, color: ink })
    }
  }
  return doc.save()
}
