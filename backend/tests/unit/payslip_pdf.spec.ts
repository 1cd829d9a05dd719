import { test } from '@japa/runner'
import { inflateSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { payslipLayout, renderPayslipPdf, type PayslipPdfInput } from '#services/payroll/payslip_pdf'
import { formatDate, formatMoney, safeText } from '#services/payroll/payslip_pdf_format'

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

  test('a Chinese name and Chinese labels do not throw', async ({ assert }) => {
    const pdf = await renderPayslipPdf(payslip({
      person: { name: '陈伟明', id_label: '员工 42' }, company: { name: '新加坡科技有限公司' }, labels: { ...LABELS, title: '工资单' }, lang: 'zh-CN',
    }))
    const doc = await PDFDocument.load(pdf)
    assert.equal(doc.getPageCount(), 1)
    assert.include(drawnText(pdf), '???')
  })

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
  test('a language the standard fonts can draw keeps its own labels; one they cannot falls back to English, never to "?"', async ({ assert }) => {
    const { payslipLabels } = await import('#services/payroll/payslips')
    const french = payslipLabels('fr')
    assert.equal(french.lang, 'fr')
    assert.notEqual(french.labels.net, payslipLabels('en').labels.net)
    for (const lang of ['ja', 'zh', 'th', 'ar', 'he', 'hi', 'ru']) {
      const { lang: used, labels } = payslipLabels(lang)
      assert.equal(used, 'en', lang)
      assert.deepEqual(labels, payslipLabels('en').labels)
    }
    assert.equal(formatDate('2026-02-05', 'fr'), '05 févr. 2026')
    assert.equal(formatDate('2026-02-05', 'ja'), '05 Feb 2026')
    for (const lang of ['de', 'es', 'pt', 'it', 'nl', 'sv', 'id', 'ms', 'vi', 'pl', 'tr', 'fil']) {
      const { labels } = payslipLabels(lang)
      for (const text of Object.values(labels)) assert.notInclude(safeText(text), '?', `${lang}: ${text}`)
    }
  })
})
