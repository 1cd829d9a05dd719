import {
  PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, StandardFonts, degrees, drawImage, drawLine, drawText, rgb, type PDFFont, type PDFOperator,
} from 'pdf-lib'
import { UnicodeFonts } from '#services/pdf_fonts'
import { shortMonths } from '@hr/shared'
import { formatDate, formatMoney, plainText, safeText, winAnsi } from '#services/pdf_format'

/**
 * The payslip PDF: a pure function from already-translated labels and already-calculated amounts
 * to PDF bytes (no database, Drive or i18n here). `payslipLayout` decides every string and its
 * position; `renderPayslipPdf` only draws what the layout returns, so tests assert on the layout.
 * Employer lines (employer cost) are never part of the layout: the payslip is for the employee.
 */

export interface PayslipPdfInput {
  /** title, company, entity, employee, period, pay_date, item, amount, earnings, deductions, gross, total_deductions, net, currency, page, reference_only */
  labels: Record<string, string>
  company: { name: string; logo?: { bytes: Uint8Array; type: 'png' | 'jpg' } | null }
  entity?: string | null
  person: { name: string; id_label?: string | null }
  period: { start: string; end: string } // 'YYYY-MM-DD'
  pay_date?: string | null // 'YYYY-MM-DD'
  currency: string // ISO 4217
  digits: number // minor digits of the currency
  lines: { name: string; kind: 'earning' | 'deduction' | 'employer' | 'info'; amount: number; reference_only: boolean }[]
  gross: number
  deductions: number
  net: number // integer minor units
  lang: string
}

export type PayslipDrawOp =
  | { op: 'text'; text: string; x: number; y: number; size: number; bold: boolean; muted: boolean; align: 'left' | 'right' }
  | { op: 'rule'; x1: number; x2: number; y: number; thickness: number }
  | { op: 'logo'; x: number; y: number; width: number; height: number }

export interface PayslipLayout {
  title: string
  pages: PayslipDrawOp[][]
}

/** Width of `text` at `size` points; the renderer passes the embedded fonts' real metrics. */
export type MeasureText = (text: string, size: number, bold: boolean) => number

/** A conservative estimate (Helvetica averages ~0.5 em; 0.6 em keeps truncation on the safe side). */
const estimate: MeasureText = (text, size) => text.length * size * 0.6

const DEFAULT_LABELS: Record<string, string> = {
  title: 'Payslip', company: 'Company', entity: 'Entity', employee: 'Employee', period: 'Period', pay_date: 'Pay date',
  item: 'Item', amount: 'Amount', earnings: 'Earnings', deductions: 'Deductions', gross: 'Gross pay',
  total_deductions: 'Total deductions', net: 'Net pay', currency: 'Currency', page: 'Page', reference_only: 'For reference (not paid)',
}

// A4 portrait, in points.
const PAGE_W = 595.28
const PAGE_H = 841.89
const MARGIN = 40
const RIGHT = PAGE_W - MARGIN
const CONTENT_TOP = PAGE_H - MARGIN - 66
const CONTENT_BOTTOM = MARGIN + 16
const ROW = 14
const BODY = 9
const SMALL = 7.5
const AMOUNT_COL = 110 // room kept for the amount column on the right of each table

/**
 * The layout, left to right (a right-to-left payslip is mirrored when drawn). With `unicode`, text
 * keeps every character (the renderer embeds Unicode fonts), else it is made safe for WinAnsi.
 */
export function payslipLayout(input: PayslipPdfInput, measure: MeasureText = estimate, unicode = false): PayslipLayout {
  const clean = unicode ? plainText : safeText
  const label = (key: string) => clean(input.labels[key] ?? DEFAULT_LABELS[key] ?? key)
  const money = (minor: number, withCode = false) => formatMoney(minor, input.digits, withCode ? currency : null)
  /** Cuts `text` with '…' so it fits `width` points. */
  const fit = (raw: string, size: number, bold: boolean, width: number) => {
    const text = clean(raw)
    const full = measure(text, size, bold)
    if (full <= width) return text
    let chars = [...text] // whole characters, never half a surrogate pair
    chars = chars.slice(0, Math.ceil((chars.length * width) / full) + 1) // proportional first cut, then trim
    while (chars.length > 1 && measure(`${chars.join('')}…`, size, bold) > width) chars.pop()
    return `${chars.join('').trimEnd()}…`
  }
  const currency = clean(input.currency.toUpperCase())
  const date = (iso: string) => formatDate(iso, input.lang, unicode)
  const period = `${date(input.period.start)} – ${date(input.period.end)}`
  const title = fit(label('title'), 13, true, 190)
  const personName = fit(input.person.name, BODY, false, 190)
  const shown = input.lines.filter((l) => l.kind !== 'employer')
  const earnings = shown.filter((l) => l.kind === 'earning' && !l.reference_only)
  const deductions = shown.filter((l) => l.kind === 'deduction' && !l.reference_only)
  const reference = shown.filter((l) => l.kind === 'info' || l.reference_only)

  const pages: PayslipDrawOp[][] = []
  let ops: PayslipDrawOp[] = []
  let y = 0
  const text = (t: string, x: number, yy: number, o: Partial<{ size: number; bold: boolean; muted: boolean; align: 'left' | 'right' }> = {}) =>
    ops.push({ op: 'text', text: t, x, y: yy, size: o.size ?? BODY, bold: o.bold ?? false, muted: o.muted ?? false, align: o.align ?? 'left' })
  const rule = (yy: number, thickness = 0.5, x1 = MARGIN) => ops.push({ op: 'rule', x1, x2: RIGHT, y: yy, thickness })

  const textLeft = MARGIN + (input.company.logo ? 130 : 0)
  const companyName = fit(input.company.name, 14, true, RIGHT - 200 - textLeft)
  const entity = input.entity ? fit(input.entity, BODY, false, RIGHT - 200 - textLeft) : ''
  const newPage = () => {
    ops = []
    pages.push(ops)
    const top = PAGE_H - MARGIN
    if (input.company.logo) ops.push({ op: 'logo', x: MARGIN, y: top - 40, width: 120, height: 40 })
    text(companyName, textLeft, top - 14, { size: 14, bold: true })
    if (entity) text(entity, textLeft, top - 28, { muted: true })
    text(title, RIGHT, top - 14, { size: 13, bold: true, align: 'right' })
    text(period, RIGHT, top - 28, { align: 'right' })
    if (pages.length > 1) text(personName, RIGHT, top - 40, { muted: true, align: 'right' })
    rule(top - 50, 1)
    y = CONTENT_TOP
  }
  /** Starts a new page unless `height` points still fit; returns whether it did. */
  const room = (height: number) => {
    if (y - height >= CONTENT_BOTTOM) return false
    newPage()
    return true
  }

  newPage()
  // Person and period block.
  const field = (name: string, value: string, x: number, yy: number) => {
    text(fit(`${label(name)}:`, BODY, false, 76), x, yy, { muted: true })
    text(value, x + 80, yy)
  }
  const mid = MARGIN + 290
  field('employee', personName, MARGIN, y)
  if (input.person.id_label) text(fit(input.person.id_label, BODY, false, 190), MARGIN + 80, y - ROW, { muted: true })
  field('period', period, mid, y)
  if (input.pay_date) field('pay_date', date(input.pay_date), mid, y - ROW)
  field('currency', currency, mid, y - (input.pay_date ? 2 : 1) * ROW)
  y -= 3 * ROW + 12

  const nameWidth = RIGHT - MARGIN - AMOUNT_COL
  const tableHead = (heading: string, continued: boolean) => {
    text(continued ? `${heading} (…)` : heading, MARGIN, y, { size: 10.5, bold: true })
    y -= ROW + 2
    text(label('item'), MARGIN, y, { muted: true, bold: true })
    text(`${label('amount')} (${currency})`, RIGHT, y, { muted: true, bold: true, align: 'right' })
    rule(y - 4)
    y -= ROW + 2
  }
  const table = (heading: string, rows: PayslipPdfInput['lines'], totalLabel: string, total: number) => {
    room(4 * ROW + 8)
    tableHead(heading, false)
    for (const line of rows) {
      if (room(ROW)) tableHead(heading, true)
      text(fit(line.name, BODY, false, nameWidth), MARGIN, y)
      text(money(line.amount), RIGHT, y, { align: 'right' })
      y -= ROW
    }
    if (room(ROW + 6)) tableHead(heading, true)
    rule(y + ROW - 4, 0.5, RIGHT - 200)
    text(totalLabel, MARGIN, y, { bold: true })
    text(money(total), RIGHT, y, { bold: true, align: 'right' })
    y -= ROW + 16
  }
  table(label('earnings'), earnings, label('gross'), input.gross)
  table(label('deductions'), deductions, label('total_deductions'), input.deductions)

  // Totals, kept together on one page.
  room(3 * ROW + 16)
  rule(y + ROW - 2, 1)
  for (const [key, amount, bold] of [['gross', input.gross, false], ['total_deductions', input.deductions, false], ['net', input.net, true]] as const) {
    text(fit(label(key), bold ? 11 : BODY, bold, 100), MARGIN + 290, y, { bold, size: bold ? 11 : BODY })
    text(money(amount, true), RIGHT, y, { bold, size: bold ? 11 : BODY, align: 'right' })
    y -= ROW + (bold ? 2 : 0)
  }
  y -= 16

  // Reference-only and information lines: shown, never counted in the totals above.
  if (reference.length) {
    const heading = (continued: boolean) => {
      text(`${label('reference_only')}${continued ? ' (…)' : ''}`, MARGIN, y, { size: SMALL + 1, bold: true, muted: true })
      y -= ROW
    }
    room(2 * ROW)
    heading(false)
    for (const line of reference) {
      if (room(ROW - 3)) heading(true)
      text(fit(line.name, SMALL, false, nameWidth), MARGIN, y, { size: SMALL, muted: true })
      text(money(line.amount), RIGHT, y, { size: SMALL, muted: true, align: 'right' })
      y -= ROW - 3
    }
  }

  const pageLabel = label('page')
  pages.forEach((page, i) => {
    page.push({ op: 'rule', x1: MARGIN, x2: RIGHT, y: MARGIN + 4, thickness: 0.5 })
    page.push({ op: 'text', text: `${pageLabel} ${i + 1} / ${pages.length}`, x: RIGHT, y: MARGIN - 8, size: SMALL, bold: false, muted: true, align: 'right' })
  })
  return { title, pages }
}

const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.42, 0.44, 0.48)

/*
 * Logos: pdf-lib decodes a PNG and deflates its pixels again (with pako) on every embedPng, which
 * costs more than the rest of the payslip. So each logo is embedded once into a scratch document,
 * and every payslip gets its own copy (clone) of the resulting image streams: only immutable bytes
 * are reused, no object of one payslip's document ever ends up in another. Keyed by the bytes
 * object: pass the same Uint8Array for a whole batch. A logo that fails to decode is left out
 * (null) rather than blocking payslips.
 */
interface LogoStreams { image: PDFRawStream; smask: PDFRawStream | null }
const logoCache = new WeakMap<Uint8Array, Promise<LogoStreams | null>>()
function logoStreams(logo: NonNullable<PayslipPdfInput['company']['logo']>): Promise<LogoStreams | null> {
  let streams = logoCache.get(logo.bytes)
  if (!streams) {
    streams = (async () => {
      const scratch = await PDFDocument.create({ updateMetadata: false })
      const img = await (logo.type === 'png' ? scratch.embedPng(logo.bytes) : scratch.embedJpg(logo.bytes))
      await img.embed()
      const raw = (ref: unknown) => {
        const stream = ref instanceof PDFRef ? scratch.context.lookup(ref) : null
        return stream instanceof PDFRawStream ? stream : null
      }
      const image = raw(img.ref)
      return image ? { image, smask: raw(image.dict.get(PDFName.of('SMask'))) } : null
    })().catch(() => null)
    logoCache.set(logo.bytes, streams)
  }
  return streams
}

/** Every text of the payslip outside WinAnsi (labels, names, local month names) asks for Unicode fonts. */
function needsUnicode(input: PayslipPdfInput): boolean {
  const dates = [input.period.start, input.period.end, input.pay_date].filter((d): d is string => !!d)
  return ![
    ...Object.values(input.labels), input.company.name, input.entity, input.person.name, input.person.id_label, input.currency,
    ...input.lines.map((l) => l.name), ...dates.map((d) => formatDate(d, input.lang, true)),
  ].every(winAnsi)
}

/**
 * The texts every payslip of these labels and language draws: their glyphs go into fonts built once
 * per process (pdf_fonts.ts), so a payslip only embeds its own subset for what else it draws (a name).
 */
function commonTexts(input: PayslipPdfInput): string[] {
  const labels = Object.keys(DEFAULT_LABELS).map((key) => plainText(input.labels[key] ?? DEFAULT_LABELS[key]))
  // Every month's date as the language writes it (its month name, or 年/月/日), so no date needs a subset of its own.
  const dates = Array.from({ length: 12 }, (_, m) => formatDate(`2000-${String(m + 1).padStart(2, '0')}-28`, input.lang, true))
  return [...labels, ...labels.map((l) => `${l}:`), ...shortMonths(input.lang), ...dates]
}

/** A right-to-left payslip (Arabic, Hebrew) is the layout mirrored: labels on the right, amounts on the left. */
function mirrored(op: PayslipDrawOp): PayslipDrawOp {
  if (op.op === 'text') return { ...op, x: PAGE_W - op.x, align: op.align === 'left' ? 'right' : 'left' }
  if (op.op === 'rule') return { ...op, x1: PAGE_W - op.x2, x2: PAGE_W - op.x1 }
  return { ...op, x: PAGE_W - op.x - op.width }
}

/**
 * Renders one payslip. Text the standard fonts draw uses Helvetica and Helvetica-Bold; any other
 * text (a Japanese payslip, a Chinese name) embeds subsets of the system's Noto fonts (pdf_fonts.ts),
 * or, where those are missing, falls back to the standard fonts with '?' for what they cannot draw.
 * Fonts and the logo are embedded once per document.
 */
export async function renderPayslipPdf(input: PayslipPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const unicode = needsUnicode(input) ? UnicodeFonts.for(input.lang) : null
  let fontR: PDFFont | null = null
  let fontB: PDFFont | null = null
  let layout: PayslipLayout
  if (unicode) {
    layout = payslipLayout(input, (t, size, b) => unicode.width(t, size, b), true)
    if (unicode.rtl) layout.pages = layout.pages.map((ops) => ops.map(mirrored))
  } else {
    ;[fontR, fontB] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)])
    layout = payslipLayout(input, (t, size, b) => (b ? fontB! : fontR!).widthOfTextAtSize(t, size))
  }
  const writer = unicode
    ? await unicode.embed(doc, layout.pages.flat().flatMap((op) => (op.op === 'text' ? [{ text: op.text, bold: op.bold }] : [])), commonTexts(input))
    : null

  const logo = input.company.logo ? await logoStreams(input.company.logo) : null
  let logoRef: PDFRef | null = null
  if (logo) {
    const image = logo.image.clone(doc.context)
    if (logo.smask) image.dict.set(PDFName.of('SMask'), doc.context.register(logo.smask.clone(doc.context)))
    logoRef = doc.context.register(image)
  }
  doc.setTitle(`${input.labels.title ?? layout.title} – ${input.person.name}`) // metadata is Unicode: no safeText needed
  doc.setLanguage(input.lang)
  doc.setProducer('pdf-lib')

  // Low-level operators (pdf-lib's own drawText/drawLine/drawImage operations): page.drawText with a
  // `font` option adds a new font resource entry on every call; here each page names each font once.
  const still = { rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) }
  for (const ops of layout.pages) {
    const page = doc.addPage([PAGE_W, PAGE_H])
    const keys = fontR && fontB ? { regular: page.node.newFontDictionary(fontR.name, fontR.ref), bold: page.node.newFontDictionary(fontB.name, fontB.ref) } : null
    const operators: PDFOperator[] = []
    for (const op of ops) {
      if (op.op === 'text') {
        const color = op.muted ? MUTED : INK
        if (writer) {
          operators.push(...writer.draw(page, op.text, { x: op.x, y: op.y, size: op.size, bold: op.bold, color, align: op.align }))
          continue
        }
        const f = (op.bold ? fontB : fontR)!
        const x = op.align === 'right' ? op.x - f.widthOfTextAtSize(op.text, op.size) : op.x
        const options = { ...still, x, y: op.y, size: op.size, font: op.bold ? keys!.bold : keys!.regular, color }
        operators.push(...drawText(f.encodeText(op.text), options))
      } else if (op.op === 'rule') {
        operators.push(...drawLine({ start: { x: op.x1, y: op.y }, end: { x: op.x2, y: op.y }, thickness: op.thickness, color: MUTED }))
      } else if (logo && logoRef) {
        // Fit the logo box, keeping the aspect ratio, vertically centred, at the box's start side.
        const w = logo.image.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber()
        const h = logo.image.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber()
        const scale = Math.min(op.width / w, op.height / h)
        const [width, height] = [w * scale, h * scale]
        const name = page.node.newXObject('Image', logoRef)
        const x = unicode?.rtl ? op.x + op.width - width : op.x
        operators.push(...drawImage(name, { ...still, x, y: op.y + (op.height - height) / 2, width, height }))
      }
    }
    page.pushOperators(...operators)
  }
  return doc.save({ useObjectStreams: false })
}
