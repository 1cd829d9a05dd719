/**
 * Payslip PDF rendering speed: 1,000 payslips of 20 lines each (16 shown, 2 employer lines that are
 * never drawn, 2 reference lines), rendered one after the other on one core. Target: ≥ 200 per second.
 * Usage (from backend/): node --import=ts-node-maintained/register/esm scripts/bench_payslip_pdf.ts [--logo] [--lang ja]
 * With --lang, the labels are that language's (locales/<lang>/payroll.json): Japanese, Arabic… embed
 * subsets of the Noto fonts in every payslip (issue 17); English draws with the standard fonts.
 */
import { readFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import { renderPayslipPdf, type PayslipPdfInput } from '#areas/payroll/payslip_pdf'

const COUNT = 1_000
const withLogo = process.argv.includes('--logo')

/** A 200×60 RGB PNG built in memory (no fixture file), to include logo embedding when asked. */
function tinyPng(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    out.write(type, 4, 'ascii')
    data.copy(out, 8)
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([x % 256, y * 4, 120], y * (width * 3 + 1) + 1 + x * 3)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]))
}

const logo = withLogo ? { bytes: tinyPng(200, 60), type: 'png' as const } : null
const langAt = process.argv.indexOf('--lang')
const lang = langAt > 0 ? process.argv[langAt + 1] : 'en'
const labels: Record<string, string> = lang === 'en'
  ? { title: 'Payslip', earnings: 'Earnings', deductions: 'Deductions', gross: 'Gross pay', net: 'Net pay' }
  : JSON.parse(readFileSync(new URL(`../../locales/${lang}/payroll.json`, import.meta.url), 'utf8')).payslip
const inputFor = (i: number): PayslipPdfInput => {
  const lines: PayslipPdfInput['lines'] = Array.from({ length: 20 }, (_, k) => ({
    name: `Pay item ${k + 1}`,
    kind: k < 10 ? 'earning' : k < 16 ? 'deduction' : k < 18 ? 'employer' : 'info',
    amount: 10_000 + k * 1_337 + i,
    reference_only: k >= 18,
  }))
  const gross = lines.filter((l) => l.kind === 'earning').reduce((t, l) => t + l.amount, 0)
  const deductions = lines.filter((l) => l.kind === 'deduction').reduce((t, l) => t + l.amount, 0)
  return {
    labels, company: { name: 'Acme Pte. Ltd.', logo }, entity: 'Acme Singapore', person: { name: `Employee ${i}`, id_label: `E-${1000 + i}` },
    period: { start: '2026-11-01', end: '2026-11-30' }, pay_date: '2026-11-28', currency: 'SGD', digits: 2,
    lines, gross, deductions, net: gross - deductions, lang,
  }
}

const inputs = Array.from({ length: COUNT }, (_, i) => inputFor(i))
for (let i = 0; i < 20; i++) await renderPayslipPdf(inputs[i]) // warm-up
let bytes = 0
const t0 = performance.now()
const cpu0 = process.cpuUsage()
for (const input of inputs) bytes += (await renderPayslipPdf(input)).length
const seconds = (performance.now() - t0) / 1000
const cpu = process.cpuUsage(cpu0)
const cpuSeconds = (cpu.user + cpu.system) / 1e6 // includes GC threads; on a busy machine wall time overstates the cost
console.log(
  `payslip PDF (${lang})${withLogo ? ' (with a 200×60 PNG logo)' : ''}: ${COUNT} payslips × 20 lines in ${(seconds * 1000).toFixed(0)} ms — ` +
    `${(COUNT / seconds).toFixed(0)} payslips/second (wall), ${(COUNT / cpuSeconds).toFixed(0)} per CPU-second; ${(bytes / COUNT / 1024).toFixed(1)} KiB each`
)
