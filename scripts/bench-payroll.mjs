/**
 * The payroll engine (shared/src/payroll): a register of 10,000 staff × 20 pay items (14 amounts in
 * two currencies and two frequencies, 6 percentages; a joiner every 50th) calculated in memory.
 * Prints the median and the slowest of 5 runs. Budget (issue 14): ≤ 1 s for the engine.
 * Usage: node scripts/bench-payroll.mjs
 */
import { buildShared, ROOT } from './lib.mjs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

await buildShared()
const { weekendOf } = await import(pathToFileURL(join(ROOT, 'shared/dist/index.js')).href)
const { calculateRegister } = await import(pathToFileURL(join(ROOT, 'shared/dist/payroll/index.js')).href)

const PEOPLE = 10_000
const PERCENT = ['ee_contribution', 'ee_tax', 'er_contribution', 'other_cost', 'deduction', 'er_contribution']
const people = Array.from({ length: PEOPLE }, (_, i) => ({
  person_id: i + 1,
  start_date: i % 50 === 0 ? '2026-08-12' : null,
  items: Array.from({ length: 20 }, (_, k) => (k < 14
    ? { key: `i${k}`, name: `Item ${k}`, category: k === 0 ? 'salary' : 'allowance', frequency: k % 3 ? 'monthly' : 'yearly', gross_type: 'gross', pay_option: 'non_deductible', currency: k === 5 ? 'USD' : 'SGD', amount: (1000 + k * 13.37 + (i % 100)).toFixed(2) }
    : { key: `p${k}`, name: `Percentage ${k}`, category: PERCENT[k - 14], frequency: 'monthly', gross_type: 'gross', pay_option: 'deductible', currency: 'SGD', rate: (1 + k / 4).toFixed(2) })),
}))
const input = {
  period: { start: '2026-08-01', end: '2026-08-31' }, frequency: 'monthly', currency: 'SGD', digits: 2, rates: { USD: '1.3412' },
  calendar: { dayType: 'working', weekend: weekendOf('SG'), holidays: new Set(['2026-08-10']) }, people,
}
calculateRegister(input) // warm-up
const times = []
let register
for (let r = 0; r < 5; r++) {
  const t0 = performance.now()
  register = calculateRegister(input)
  times.push(performance.now() - t0)
}
times.sort((a, b) => a - b)
const lines = register.rows.reduce((t, r) => t + r.lines.length, 0)
console.log(`payroll engine: ${PEOPLE} staff × 20 pay items (${lines} lines) — median ${times[2].toFixed(0)} ms, slowest ${times[4].toFixed(0)} ms; net total ${register.totals.net} minor units`)
