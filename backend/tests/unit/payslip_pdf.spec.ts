import { test } from '@japa/runner'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { payslipLayout, renderPayslipPdf, type PayslipPdfInput } from '#areas/payroll/payslip_pdf'
import { formatDate, formatMoney, safeText } from '#services/pdf_format'

const LABELS = {
  title: 'Payslip', company: 'Company', entity: 'Entity', employee: 'Employee', period: 'Period', pay_date: 'Pay date',
  item: 'Item', amount: 'Amount', earnings: 'Earnings', deductions: 'Deductions', gross: 'Gross pay',
  total_deductions: 'Total deductions', net: 'Net pay', currency: 'Currency', page: 'Page', reference_only: 'For reference',
}

function payslip(overrides: Partial<PayslipPdfInput> = {}): PayslipPdfInput {
  return {
    labels: LABELS,
    company: { name: 'Acme Pte. Ltd.' },
    entity: 'Acme Singapore',
    person: { name: 'Tan Wei Ming', id_label: 'E-0042' },
    period: { start: '2026-11-01', end: '2026-11-30' },
    pay_date: '2026-11-05',
    currency: 'SGD',
    digits: 2,
    lines: [
      { name: 'Basic salary', kind: 'earning', amount: 500000, reference_only: false },
      { name: 'Transport allowance', kind: 'earning', amount: 12345, reference_only: false },
      { name: 'CPF employee', kind: 'deduction', amount: 100000, reference_only: false },
      { name: 'CPF employer share', kind: 'employer', amount: 85000, reference_only: false },
      { name: 'Leave balance (days)', kind: 'info', amount: 1250, reference_only: false },
      { name: 'Company car benefit', kind: 'earning', amount: 30000, reference_only: true },
    ],
    gross: 512345,
    deductions: 100000,
    net: 412345,
    lang: 'en',
    ...overrides,
  }
}

const textsOf = (input: PayslipPdfInput) =>
  payslipLayout(input).pages.map((ops) => ops.flatMap((op) => (op.op === 'text' ? [op.text] : [])))

/** The text a PDF draws: pdf-lib writes it as <hex> Tj into Flate-compressed content streams. */
function drawnText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1')
  let out = ''
  for (const m of raw.matchAll(/\/FlateDecode[^]*?stream\r?\n([^]*?)\r?\nendstream/g)) {
    const content = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1')
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) out += `${Buffer.from(t[1], 'hex').toString('latin1')}\n`
  }
  return out
}

/**
 * The text a PDF draws with embedded Unicode fonts: their <hex> strings are glyph ids, turned back
 * into text by each font's ToUnicode map (what a viewer's copy and search use).
 */
async function unicodeText(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf)
  const bytes = (stream: PDFRawStream) => (stream.dict.get(PDFName.of('Filter')) ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString('latin1')
  let out = ''
  for (const page of doc.getPages()) {
    const maps = new Map<string, Map<string, string>>()
    const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict)
    for (const [name, ref] of fonts.entries()) {
      const unicode = doc.context.lookup(ref, PDFDict).lookup(PDFName.of('ToUnicode'))
      const map = new Map<string, string>()
      if (unicode instanceof PDFRawStream) {
        for (const m of bytes(unicode).matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) map.set(m[1].toLowerCase(), Buffer.from(m[2], 'hex').swap16().toString('utf16le'))
      }
      maps.set(name.asString(), map)
    }
    const contents = page.node.Contents()
    const streams = contents instanceof PDFRawStream ? [contents] : [...(contents as any).asArray()].map((r) => doc.context.lookup(r) as PDFRawStream)
    let font = new Map<string, string>()
    for (const stream of streams) {
      for (const m of bytes(stream).matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
        if (m[1]) font = maps.get(m[1]) ?? new Map()
        else out += `${m[2].match(/.{4}/g)?.map((g) => font.get(g.toLowerCase()) ?? '\uFFFD').join('') ?? ''}\n`
      }
    }
  }
  return out
}
const baseFonts = (pdf: Uint8Array) => [...Buffer.from(pdf).toString('latin1').matchAll(/\/BaseFont \/(\S+)/g)].map((m) => m[1])

/** Runs `body` with PDF_FONT_DIR pointed at an empty directory: a machine without the Noto fonts. */
async function withoutFonts<T>(body: () => Promise<T> | T): Promise<T> {
  const empty = mkdtempSync(join(tmpdir(), 'no-fonts-'))
  const before = process.env.PDF_FONT_DIR
  process.env.PDF_FONT_DIR = empty
  try {
    return await body()
  } finally {
    if (before === undefined) delete process.env.PDF_FONT_DIR
    else process.env.PDF_FONT_DIR = before
    rmSync(empty, { recursive: true, force: true })
  }
}
const hasNoto = (() => {
  try { return readFileSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc').length > 0 && readFileSync('/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf').length > 0 } catch { return false }
})()

test.group('Payslip PDF formatting', () => {
  test('money from integer minor units, exactly, with at least 2 decimals', ({ assert }) => {
    assert.equal(formatMoney(123450, 2), '1,234.50')
    assert.equal(formatMoney(1235, 0), '1,235.00')
    assert.equal(formatMoney(1234567, 3), '1,234.567')
    assert.equal(formatMoney(-123450, 2), '-1,234.50')
    assert.equal(formatMoney(-5, 2), '-0.05')
    assert.equal(formatMoney(-7, 0), '-7.00')
    assert.equal(formatMoney(0, 2), '0.00')
    assert.equal(formatMoney(-0, 2), '0.00')
    assert.equal(formatMoney(100000, 2), '1,000.00')
    assert.equal(formatMoney(99999, 2), '999.99')
    assert.equal(formatMoney(900719925474099, 2), '9,007,199,254,740.99')
    assert.equal(formatMoney(412345, 2, 'SGD'), 'SGD 4,123.45')
    assert.throws(() => formatMoney(0.1 + 0.2, 2), /not an integer/)
  })

  test('dates as DD MMM YYYY, without timezone shifts', ({ assert }) => {
    assert.equal(formatDate('2026-11-05'), '05 Nov 2026')
    assert.equal(formatDate('2026-01-01'), '01 Jan 2026')
    assert.equal(formatDate('2026-12-31'), '31 Dec 2026')
    assert.equal(formatDate('2028-02-29'), '29 Feb 2028')
    assert.throws(() => formatDate('2026-02-29'))
    assert.throws(() => formatDate('2026-13-01'))
    assert.throws(() => formatDate('05/11/2026'))
  })

  test('text the standard fonts cannot encode becomes ? instead of throwing', ({ assert }) => {
    assert.equal(safeText('Müller-Lüdenscheidt €'), 'Müller-Lüdenscheidt €')
    assert.equal(safeText('陈伟明'), '???')
    assert.equal(safeText('Nguyễn Đức Ánh'), 'Nguyen ?uc Ánh')
    assert.equal(safeText('Kovács Ödön Zoltán Łukasz'), 'Kovács Ödön Zoltán ?ukasz')
    assert.equal(safeText('Line\nbreak\ttab'), 'Line break tab')
    assert.equal(safeText('😀'), '?')
  })
})

test.group('Payslip PDF layout', () => {
  test('has header, person, period, both tables and the totals', ({ assert }) => {
    const [page, ...rest] = textsOf(payslip())
    assert.lengthOf(rest, 0)
    for (const expected of ['Acme Pte. Ltd.', 'Acme Singapore', 'Payslip', 'Tan Wei Ming', 'E-0042', '01 Nov 2026 – 30 Nov 2026', '05 Nov 2026',
      'Earnings', 'Basic salary', '5,000.00', 'Transport allowance', '123.45', 'Deductions', 'CPF employee', '1,000.00',
      'Gross pay', 'SGD 5,123.45', 'Total deductions', 'SGD 1,000.00', 'Net pay', 'SGD 4,123.45', 'Amount (SGD)', 'Page 1 / 1']) {
      assert.include(page, expected)
    }
  })

  test('never shows employer lines; reference and info lines only in the reference section', ({ assert }) => {
    const input = payslip()
    const ops = payslipLayout(input).pages.flat()
    const all = ops.flatMap((op) => (op.op === 'text' ? [op.text] : []))
    assert.notInclude(all, 'CPF employer share')
    assert.notInclude(all, '850.00')
    const heading = ops.findIndex((op) => op.op === 'text' && op.text === 'For reference')
    const net = ops.findIndex((op) => op.op === 'text' && op.text === 'SGD 4,123.45')
    assert.isAbove(heading, net)
    for (const name of ['Company car benefit', 'Leave balance (days)']) {
      const at = ops.findIndex((op) => op.op === 'text' && op.text === name)
      assert.isAbove(at, heading, `${name} is in the reference section`)
    }
    assert.equal(all.filter((t) => t === 'Company car benefit').length, 1)
  })

  test('many lines flow onto several pages, each with the header and page x / y', ({ assert }) => {
    const lines = Array.from({ length: 80 }, (_, i) => ({
      name: `Item ${i + 1}`, kind: (i % 2 ? 'deduction' : 'earning') as 'earning' | 'deduction', amount: 1000 + i, reference_only: false,
    }))
    const pages = textsOf(payslip({ lines }))
    assert.isAbove(pages.length, 1)
    pages.forEach((texts, i) => {
      assert.include(texts, 'Acme Pte. Ltd.')
      assert.include(texts, 'Payslip')
      assert.include(texts, `Page ${i + 1} / ${pages.length}`)
    })
    const items = pages.flat().filter((t) => /^Item \d+$/.test(t))
    assert.deepEqual(items, lines.map((l) => l.name).filter((_, i) => i % 2 === 0).concat(lines.map((l) => l.name).filter((_, i) => i % 2 === 1)))
  })

  test('currency digits: JPY shows .00, BHD shows 3 decimals', ({ assert }) => {
    const jpy = textsOf(payslip({ currency: 'JPY', digits: 0, lines: [{ name: 'Salary', kind: 'earning', amount: 350000, reference_only: false }], gross: 350000, deductions: 0, net: 350000 })).flat()
    assert.includeMembers(jpy, ['350,000.00', 'JPY 350,000.00', 'JPY 0.00'])
    const bhd = textsOf(payslip({ currency: 'BHD', digits: 3, lines: [], gross: 1234567, deductions: 1, net: 1234566 })).flat()
    assert.includeMembers(bhd, ['BHD 1,234.567', 'BHD 0.001', 'BHD 1,234.566'])
  })

  test('long names are cut to fit, not drawn over the amounts', ({ assert }) => {
    const name = 'Very long allowance name '.repeat(20)
    const texts = textsOf(payslip({ lines: [{ name, kind: 'earning', amount: 1, reference_only: false }] })).flat()
    const cut = texts.find((t) => t.startsWith('Very long allowance'))!
    assert.isBelow(cut.length, name.length)
    assert.isTrue(cut.endsWith('…'))
  })
})

test.group('Payslip PDF rendering', () => {
  test('produces a PDF that loads back, with the drawn text and without employer lines', async ({ assert }) => {
    const pdf = await renderPayslipPdf(payslip())
    assert.equal(Buffer.from(pdf.subarray(0, 5)).toString('latin1'), '%PDF-')
    const doc = await PDFDocument.load(pdf)
    assert.equal(doc.getPageCount(), 1)
    assert.equal(doc.getTitle(), 'Payslip – Tan Wei Ming')
    const text = drawnText(pdf)
    assert.include(text, 'Net pay')
    assert.include(text, 'SGD 4,123.45')
    assert.include(text, 'Tan Wei Ming')
    assert.notInclude(text, 'CPF employer share')
  })

  test('80 lines render to several pages', async ({ assert }) => {
    const lines = Array.from({ length: 80 }, (_, i) => ({ name: `Item ${i + 1}`, kind: 'earning' as const, amount: 100 * i, reference_only: false }))
    const doc = await PDFDocument.load(await renderPayslipPdf(payslip({ lines })))
    assert.isAbove(doc.getPageCount(), 1)
  })

  test('a Chinese name and Chinese labels draw in Noto Sans CJK, or as ? without the fonts', async ({ assert }) => {
    const input = payslip({
      person: { name: '陈伟明', id_label: '员工 42' }, company: { name: '新加坡科技有限公司' }, labels: { ...LABELS, title: '工资单' }, lang: 'zh',
    })
    if (hasNoto) {
      const pdf = await renderPayslipPdf(input)
      assert.equal((await PDFDocument.load(pdf)).getPageCount(), 1)
      assert.isTrue(baseFonts(pdf).some((f) => f.includes('NotoSansCJKsc')), baseFonts(pdf).join(' '))
      const text = await unicodeText(pdf)
      for (const expected of ['陈伟明', '员工 42', '新加坡科技有限公司', '工资单', 'SGD 4,123.45', 'Net pay']) assert.include(text, expected)
    }
    const fallback = await withoutFonts(() => renderPayslipPdf(input))
    assert.equal((await PDFDocument.load(fallback)).getPageCount(), 1)
    assert.include(drawnText(fallback), '???')
    assert.deepEqual(baseFonts(fallback).sort(), ['Helvetica', 'Helvetica-Bold'])
  })
    // The first CJK subset parses a 20 MB font: about 5 s alone, past the default 10 s on a busy box.
    .timeout(30_000)

  test('embeds a PNG logo and survives a broken one', async ({ assert }) => {
    // 1×1 red PNG
    const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64'))
    const withLogo = await renderPayslipPdf(payslip({ company: { name: 'Acme', logo: { bytes: png, type: 'png' } } }))
    assert.match(Buffer.from(withLogo).toString('latin1'), /\/Subtype \/Image/)
    const again = await renderPayslipPdf(payslip({ company: { name: 'Acme', logo: { bytes: png, type: 'png' } } }))
    assert.equal((await PDFDocument.load(again)).getPageCount(), 1)
    const broken = await renderPayslipPdf(payslip({ company: { name: 'Acme', logo: { bytes: new Uint8Array([1, 2, 3]), type: 'jpg' } } }))
    assert.notMatch(Buffer.from(broken).toString('latin1'), /\/Subtype \/Image/)
    assert.equal((await PDFDocument.load(broken)).getPageCount(), 1)
  })
})

test.group('payslip labels per language (issue 17)', () => {
  test('each language keeps its own labels when its fonts are installed; without them, English, never "?"', async ({ assert }) => {
    const { payslipLabels } = await import('#areas/payroll/payslips')
    const french = payslipLabels('fr')
    assert.equal(french.lang, 'fr')
    assert.notEqual(french.labels.net, payslipLabels('en').labels.net)
    const english = payslipLabels('en').labels
    for (const lang of ['ja', 'zh', 'zh-tw', 'ko', 'th', 'ar', 'he', 'hi', 'ru']) {
      if (hasNoto) {
        const own = payslipLabels(lang)
        assert.equal(own.lang, lang)
        assert.notEqual(own.labels.net, english.net, lang)
      }
      const { lang: used, labels } = await withoutFonts(() => payslipLabels(lang))
      assert.equal(used, 'en', lang)
      assert.deepEqual(labels, english)
    }
    assert.equal(await withoutFonts(() => payslipLabels('fr').lang), 'fr') // Helvetica draws French
    assert.equal(formatDate('2026-02-05', 'fr'), '05 févr. 2026')
    assert.equal(formatDate('2026-02-05', 'ja'), '05 Feb 2026')
    assert.equal(formatDate('2026-02-05', 'ja', true), '2026年2月5日')
    for (const lang of ['de', 'es', 'pt', 'it', 'nl', 'sv', 'id', 'ms', 'vi', 'pl', 'tr', 'fil']) {
      if (hasNoto) assert.equal(payslipLabels(lang).lang, lang) // Noto Sans draws 'Để', 'ł', 'ş' that Helvetica lacks
      const { labels } = await withoutFonts(() => payslipLabels(lang))
      for (const text of Object.values(labels)) assert.notInclude(safeText(text), '?', `${lang}: ${text}`)
    }
  })
})

test.group("Payslip PDF in the reader's script (issue 17)", (group) => {
  group.tap((t) => t.skip(!hasNoto, 'fonts-noto-core and fonts-noto-cjk are not installed'))

  const readers = [
    { lang: 'ja', font: 'NotoSansCJKjp', name: '山田 太郎' },
    { lang: 'th', font: 'NotoSansThai', name: 'สมชาย ใจดี' },
    { lang: 'ar', font: 'NotoSansArabic', name: 'Tan Wei Ming' },
    { lang: 'ru', font: 'NotoSans-', name: 'Иван Петров' },
  ]
  for (const { lang, font, name } of readers) {
    test(`a ${lang} reader's payslip draws its labels in ${font}, with Latin names and amounts`, async ({ assert }) => {
      const { payslipLabels } = await import('#areas/payroll/payslips')
      const { lang: used, labels } = payslipLabels(lang)
      assert.equal(used, lang)
      const pdf = await renderPayslipPdf(payslip({ labels, lang, person: { name, id_label: 'E-0042' } }))
      assert.isTrue(baseFonts(pdf).some((f) => f.includes(font)), baseFonts(pdf).join(' '))
      assert.notInclude(baseFonts(pdf), 'Helvetica')
      const text = await unicodeText(pdf)
      assert.notInclude(text, '\uFFFD')
      for (const label of [labels.title, labels.earnings, labels.employee]) {
        // An Arabic label is stored right to left in visual order, each word a run fontkit shaped.
        if (lang === 'ar') assert.isTrue(/[\u0600-\u06FF]/.test(text))
        else assert.include(text, label, label)
      }
      for (const latin of ['Acme Pte. Ltd.', 'Basic salary', 'SGD 4,123.45', '5,000.00', 'E-0042']) assert.include(text, latin)
      if (lang !== 'ar') assert.include(text, name)
      assert.notInclude(drawnText(pdf), 'Net pay')
      assert.notInclude(text, 'Net pay')
    })
  }

  test('Arabic: joined letters, right to left, the page mirrored; numbers stay left to right', async ({ assert }) => {
    const { payslipLabels } = await import('#areas/payroll/payslips')
    const { labels } = payslipLabels('ar')
    const input = payslip({ labels, lang: 'ar' })
    const pdf = await renderPayslipPdf(input)
    const text = await unicodeText(pdf)
    // 'صافي' (net) drawn with contextual forms, right to left, whose ToUnicode still reads the letters.
    const word = labels.net.split(' ')[0]
    assert.include(text, [...word].reverse().join(''), word)
    assert.include(text, 'SGD 4,123.45')
    // Mirrored: the title (left in LTR) is on the right edge, labels right-aligned.
    const { payslipLayout } = await import('#areas/payroll/payslip_pdf')
    const { UnicodeFonts } = await import('#services/pdf_fonts')
    const fonts = UnicodeFonts.for('ar')!
    assert.isTrue(fonts.rtl)
    const runs = fonts.runs(`${labels.net}: 4,123.45`)
    assert.equal(runs[0].text, '4,123.45') // the number first, on the left, in logical order
    assert.isTrue(runs.slice(1).every((r) => r.rtl))
    assert.isAbove(payslipLayout(input, (t, size, b) => fonts.width(t, size, b), true).pages[0].length, 10)
  })

  test('payslips of one language share the labels fonts built once; a name in other glyphs adds its own subset', async ({ assert }) => {
    if (!hasNoto) return
    const { payslipLabels } = await import('#areas/payroll/payslips')
    const { labels } = payslipLabels('ja')
    /** Each embedded font's name and its (compressed) font program bytes. */
    const programs = async (pdf: Uint8Array) => {
      const doc = await PDFDocument.load(pdf)
      const out = new Map<string, string>()
      for (const [, obj] of doc.context.enumerateIndirectObjects()) {
        if (!(obj instanceof PDFDict) || !obj.get(PDFName.of('FontName'))) continue
        const file = obj.lookup(PDFName.of('FontFile3')) ?? obj.lookup(PDFName.of('FontFile2'))
        out.set(obj.get(PDFName.of('FontName'))!.toString(), Buffer.from((file as PDFRawStream).contents).toString('base64'))
      }
      return out
    }
    const [a, b, named] = await Promise.all(['Tan Wei Ming', 'Lim Mei Ling', '山田 太郎'].map((name) =>
      renderPayslipPdf(payslip({ labels, lang: 'ja', person: { name, id_label: 'E-0042' } }))))
    const [pa, pb, pn] = await Promise.all([a, b, named].map(programs))
    assert.equal(pa.size, 2) // regular and bold, nothing per payslip
    assert.deepEqual([...pa], [...pb])
    assert.equal(pn.size, 3)
    for (const [name, bytes] of pa) assert.equal(pn.get(name), bytes)
    const text = await unicodeText(named)
    for (const expected of ['山田 太郎', labels.title, labels.employee, 'SGD 4,123.45']) assert.include(text, expected)
  })
})
