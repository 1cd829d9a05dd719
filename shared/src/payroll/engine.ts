import { Decimal } from './exact.js'
import type { LeaveCalendar } from '../leave-days.js'
import type { GROSS_TYPES, PAY_ITEM_CATEGORIES, PAY_OPTIONS } from '../reference.js'
import { isRecurring, perCycle, type PayFrequency } from './frequency.js'
import { countDays, prorationOf, windowIn, type Window } from './proration.js'
import { reducedByUnpaidLeave, unpaidTenths, type UnpaidLeave } from './unpaid.js'

/**
 * The payroll calculation engine (issue 14): pure functions, no database, no float. Amounts come
 * in as decimal text in their own currency and leave as integer minor units of the payroll
 * currency; every line is computed exactly (decimal.js) and rounded once, half-up to the minor
 * unit, so the register's totals are the sums of its payslips to the minor unit.
 */

export type PayItemCategory = (typeof PAY_ITEM_CATEGORIES)[number]
export type GrossType = (typeof GROSS_TYPES)[number]
export type PayOption = (typeof PAY_OPTIONS)[number]

/** How a category counts on a payslip. */
export type LineKind = 'earning' | 'deduction' | 'employer' | 'info'
export const CATEGORY_KIND: Record<PayItemCategory, LineKind> = {
  salary: 'earning', bonus: 'earning', allowance: 'earning', contractor_pay: 'earning',
  ee_contribution: 'deduction', ee_tax: 'deduction', deduction: 'deduction',
  er_contribution: 'employer', insurance_premium: 'employer', other_cost: 'employer', provision: 'employer',
  calculation_field: 'info',
}

export interface EngineItem {
  /** the pay item's key (a definition id, or an expense pay item key) */
  key: string
  name: string
  category: PayItemCategory
  frequency: PayFrequency
  gross_type: GrossType
  pay_option: PayOption
  /** an amount in `currency` (decimal text), or… */
  amount?: string | null
  /** …a percentage (decimal text, '17' is 17%) of the earnings named by `base` (default: every earning) */
  rate?: string | null
  /** keys or categories of earning lines a percentage applies to */
  base?: string[]
  currency: string
  effective_date?: string | null
  end_date?: string | null
  /** shown on the payslip, never in the totals */
  reference_only?: boolean
  /** hours or days worked (hourly and daily items; daily defaults to the counted days in force) */
  quantity?: string | null
  /** whether unpaid days reduce it (unpaid.ts reducedByUnpaidLeave: unset is the category's default) */
  reduced_by_unpaid_leave?: boolean | null
}

export interface EnginePerson {
  person_id: number
  /** joiners and leavers mid-period are prorated */
  start_date?: string | null
  end_date?: string | null
  items: EngineItem[]
  /** taken unpaid leave with its dates: only its days in the period and the employment window count (unpaid.ts) */
  unpaid_leave?: UnpaidLeave[] | null
  /** the person's payroll calendar (the payroll's day type, the person's country and region holidays); default the input's */
  calendar?: LeaveCalendar | null
}

export interface EngineInput {
  period: Window
  /** the cycle's frequency: recurring items convert to it */
  frequency: PayFrequency
  currency: string
  /** minor digits of the payroll currency (2 for SGD, 0 for JPY) */
  digits: number
  /** multipliers from an item currency into the payroll currency (decimal text); the payroll currency is 1 */
  rates: Record<string, string>
  /** proration, daily items and unpaid days count these days, for a person without a calendar of their own */
  calendar: LeaveCalendar
  people: EnginePerson[]
  /**
   * An off-cycle run (paycycle kind 'off_cycle') pays only the one-off items dated in its period
   * (a bonus, a correction, a generated expense claim; the caller passes only the run's own) and the
   * percentages on them: the period's salary, recurring, hourly and daily items and its unpaid days
   * belong to the regular cycle of the same period, which pays and deducts them once. Default 'regular'.
   */
  kind?: 'regular' | 'off_cycle'
}

export interface PayLine {
  key: string; name: string; category: PayItemCategory | 'unpaid_leave'; kind: LineKind; amount: number; reference_only: boolean
  /** a percentage line's rate and base, kept so an edited register recomputes it (recomputePercentages) */
  rate?: string; base?: string[]
}

export interface Payslip {
  person_id: number
  lines: PayLine[]
  gross: number
  deductions: number
  net: number
  employer_contributions: number
  employer_cost: number
}

export interface Register {
  currency: string
  period: Window
  rows: Payslip[]
  totals: { gross: number; deductions: number; net: number; employer_contributions: number; employer_cost: number }
  /** the exchange rates the register used, as recorded on it */
  rates: Record<string, string>
  /** items left out and why (a missing rate, an hourly item without hours) */
  warnings: { person_id: number; key: string; problem: 'missing_rate' | 'missing_quantity' | 'gross_up_impossible' }[]
}

/** Half-up to the payroll currency's minor unit, once per line: the documented rounding rule. */
const SCALES = Array.from({ length: 5 }, (_, d) => new Decimal(10).pow(d))

export function roundMinor(value: Decimal, digits: number): number {
  const minor = (digits === 0 ? value : value.times(SCALES[digits] ?? new Decimal(10).pow(digits))).toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
  const n = minor.toNumber()
  if (!Number.isSafeInteger(n)) throw new RangeError(`amount out of range: ${value.toString()}`)
  return n === 0 ? 0 : n
}

type Warn = Register['warnings'][number]['problem']

/** An amount item's exact value for the cycle and what the person's unpaid days take off it, in the payroll currency (before rounding), or a problem. */
function cycleAmount(input: EngineInput, person: EnginePerson, item: EngineItem): { value: Decimal; unpaid: Decimal } | Warn | null {
  const rate = item.currency === input.currency ? '1' : input.rates[item.currency]
  if (rate === undefined) return 'missing_rate'
  const calendar = person.calendar ?? input.calendar
  const window = windowIn(input.period, { start: item.effective_date, end: item.end_date }, { start: person.start_date, end: person.end_date })
  const amount = rate === '1' ? new Decimal(item.amount ?? 0) : new Decimal(item.amount ?? 0).times(rate)
  const none = new Decimal(0)
  if (input.kind === 'off_cycle' && item.frequency !== 'one_time') return null
  if (item.frequency === 'one_time') {
    // A one-off payment is paid in the cycle its effective date falls in (or every cycle it is undated).
    const due = !item.effective_date || (item.effective_date >= input.period.start && item.effective_date <= input.period.end)
    return due ? { value: amount, unpaid: none } : null
  }
  if (!window) return null
  // The unpaid tenths of a day in this earning's part of the period (the employment window included);
  // only earnings are paid per day worked, whatever a definition of another kind says.
  const reduced = !item.reference_only && CATEGORY_KIND[item.category] === 'earning' && !!person.unpaid_leave?.length && reducedByUnpaidLeave(item)
  const tenths = reduced && input.kind !== 'off_cycle' ? unpaidTenths(person.unpaid_leave, window, calendar) : 0
  if (item.frequency === 'hourly') {
    if (item.quantity === undefined || item.quantity === null || item.quantity === '') return 'missing_quantity'
    return { value: amount.times(item.quantity), unpaid: none }
  }
  if (item.frequency === 'daily') {
    if (item.quantity !== undefined && item.quantity !== null && item.quantity !== '') return { value: amount.times(item.quantity), unpaid: none }
    return { value: amount.times(countDays(window.start, window.end, calendar)), unpaid: amount.times(tenths).dividedBy(10) }
  }
  if (!isRecurring(item.frequency) || !isRecurring(input.frequency)) return null
  const [num, den] = prorationOf(input.period, window, calendar)
  const converted = item.frequency === input.frequency ? amount : perCycle(amount, item.frequency, input.frequency)
  // An unpaid day costs the whole period's daily rate, whatever part of the period the person was employed.
  const periodDays = tenths ? countDays(input.period.start, input.period.end, calendar) : 0
  const unpaid = periodDays ? converted.times(tenths).dividedBy(periodDays * 10) : none
  return { value: num === den ? converted : converted.times(num).dividedBy(den), unpaid }
}

const sumOf = (lines: readonly PayLine[], kind: LineKind) => lines.filter((l) => l.kind === kind && !l.reference_only).reduce((t, l) => t + l.amount, 0)

/** Whether a percentage item applies to an earning (its base names the earning's key or category, or is every earning). */
const inBase = (item: EngineItem, key: string, category: string) => !item.base?.length || item.base.includes(key) || item.base.includes(category)

/**
 * The percentage lines on a set of earnings, each rounded once on its own base; `extra` is an
 * earning not among the lines yet (the grossed-up amount being sought).
 */
function percentageLines(items: EngineItem[], earnings: PayLine[], extra?: { key: string; category: string; amount: number }): PayLine[] {
  return items.map((item) => {
    const base = earnings.filter((l) => !l.reference_only && inBase(item, l.key, l.category)).reduce((t, l) => t + l.amount, 0)
      + (extra && inBase(item, extra.key, extra.category) ? extra.amount : 0)
    const amount = roundMinor(new Decimal(base).times(item.rate!).dividedBy(100), 0)
    return {
      key: item.key, name: item.name, category: item.category, kind: CATEGORY_KIND[item.category], amount, reference_only: !!item.reference_only,
      rate: item.rate!, ...(item.base?.length ? { base: [...item.base] } : {}),
    }
  })
}

/**
 * A register row after some of its amounts were changed by hand (the sheet, an Excel upload): its
 * percentage lines that were not themselves changed are computed again on the new earnings, as the
 * engine computes them — percentage earnings on the other earnings first, then the rest on every
 * earning — each rounded once. Lines without a kept rate (older registers) stay as they are.
 */
export function recomputePercentages(lines: readonly PayLine[], edited: ReadonlySet<string>): PayLine[] {
  const out = lines.map((l) => ({ ...l }))
  const redo = (l: PayLine) => l.rate !== undefined && !edited.has(l.key)
  const asItem = (l: PayLine) => ({ key: l.key, base: l.base }) as EngineItem
  const baseOf = (l: PayLine, earnings: PayLine[]) =>
    earnings.filter((e) => e !== l && !e.reference_only && inBase(asItem(l), e.key, e.category)).reduce((t, e) => t + e.amount, 0)
  const earningPercentages = out.filter((l) => l.kind === 'earning' && redo(l))
  const fixedEarnings = out.filter((l) => l.kind === 'earning' && l.rate === undefined)
  for (const l of earningPercentages) l.amount = roundMinor(new Decimal(baseOf(l, fixedEarnings)).times(l.rate!).dividedBy(100), 0)
  const earnings = out.filter((l) => l.kind === 'earning')
  for (const l of out.filter((x) => x.kind !== 'earning' && redo(x))) l.amount = roundMinor(new Decimal(baseOf(l, earnings)).times(l.rate!).dividedBy(100), 0)
  return out
}

/**
 * The gross amount G of a grossed-up net item such that, after the percentage deductions that
 * apply to it, the person receives exactly `net` more. Net received as a function of G rises by at
 * most one minor unit per unit of G (each rounded deduction moves by 0 or 1), so walking up from a
 * point at or below the target always lands on it exactly.
 */
export function grossUp(net: number, deductionRates: Decimal[], netOf: (gross: number) => number): number | null {
  if (net <= 0) return net
  const share = new Decimal(1).minus(deductionRates.reduce((t, r) => t.plus(r), new Decimal(0)))
  // Deductions of 100% or more leave nothing to gross up to.
  if (share.lessThanOrEqualTo(0)) return null
  // The exact answer is within a few rounding steps of net / (1 − rates): start safely below it.
  const step = new Decimal(2 * (deductionRates.length + 1)).dividedBy(share).ceil().toNumber()
  let g = Math.max(0, new Decimal(net).dividedBy(share).floor().toNumber() - step)
  while (g > 0 && netOf(g) > net) g = Math.max(0, g - step)
  while (netOf(g) < net) g++
  return g
}

/** One person's payslip. */
export function payslipOf(input: EngineInput, person: EnginePerson, warnings: Register['warnings'] = []): Payslip {
  const lines: PayLine[] = []
  const line = (item: EngineItem, value: Decimal) =>
    ({ key: item.key, name: item.name, category: item.category, kind: CATEGORY_KIND[item.category], amount: roundMinor(value, input.digits), reference_only: !!item.reference_only })
  const amounts = person.items.filter((i) => !i.rate)
  const percentages = person.items.filter((i) => !!i.rate)
  const grossedUp: EngineItem[] = []
  let unpaidTotal = 0
  for (const item of amounts) {
    const result = cycleAmount(input, person, item)
    if (result === null) continue
    if (typeof result === 'string') { warnings.push({ person_id: person.person_id, key: item.key, problem: result }); continue }
    // Unpaid days are taken off the earning itself, each rounded once: the line is what was earned,
    // so every percentage on it (contributions, tax) follows pay actually earned. The reduction never
    // exceeds the earning: its days are within the item's part of the period.
    const unpaid = roundMinor(result.unpaid, input.digits)
    const earned = roundMinor(result.value, input.digits) - unpaid
    unpaidTotal += unpaid
    if (item.gross_type === 'net' && item.pay_option === 'gross_up' && CATEGORY_KIND[item.category] === 'earning' && !item.reference_only) {
      grossedUp.push({ ...item, amount: new Decimal(earned).dividedBy(SCALES[input.digits] ?? new Decimal(10).pow(input.digits)).toString() })
    } else lines.push({ ...line(item, new Decimal(0)), amount: earned })
  }
  // What the unpaid days took off the earnings above, shown beside them and never summed again.
  if (unpaidTotal > 0) lines.push({ key: 'unpaid_leave', name: 'Unpaid leave', category: 'unpaid_leave', kind: 'info', amount: unpaidTotal, reference_only: false })
  const earnings = () => lines.filter((l) => l.kind === 'earning')
  // Percentage earnings (e.g. a bonus of 10% of salary) are on the amount earnings.
  lines.push(...percentageLines(percentages.filter((i) => CATEGORY_KIND[i.category] === 'earning'), earnings()))
  const others = percentages.filter((i) => CATEGORY_KIND[i.category] !== 'earning')
  const deductionItems = others.filter((i) => CATEGORY_KIND[i.category] === 'deduction' && !i.reference_only)
  // Each grossed-up item: the gross that leaves its net after the deductions on the whole base.
  for (const item of grossedUp) {
    const target = roundMinor(new Decimal(item.amount!), input.digits)
    const applies = deductionItems.filter((d) => inBase(d, item.key, item.category))
    const total = (g: number) => percentageLines(applies, earnings(), { key: item.key, category: item.category, amount: g }).reduce((t, l) => t + l.amount, 0)
    const before = total(0)
    const gross = grossUp(target, applies.map((d) => new Decimal(d.rate!).dividedBy(100)), (g) => g - (total(g) - before))
    if (gross === null) warnings.push({ person_id: person.person_id, key: item.key, problem: 'gross_up_impossible' })
    lines.push({ ...line(item, new Decimal(0)), amount: gross ?? target })
  }
  lines.push(...percentageLines(others, earnings()))
  return { person_id: person.person_id, lines, ...payslipTotals(lines) }
}

/** A payslip's totals from its lines (reference-only and info lines never count). */
export function payslipTotals(lines: readonly PayLine[]) {
  const gross = sumOf(lines, 'earning')
  const deductions = sumOf(lines, 'deduction')
  const employer = sumOf(lines, 'employer')
  return { gross, deductions, net: gross - deductions, employer_contributions: employer, employer_cost: gross + employer }
}

/** The register's totals: the sums of its payslips, to the minor unit. */
export function registerTotals(rows: readonly Omit<Payslip, 'lines'>[]): Register['totals'] {
  const totals = { gross: 0, deductions: 0, net: 0, employer_contributions: 0, employer_cost: 0 }
  for (const r of rows) {
    totals.gross += r.gross
    totals.deductions += r.deductions
    totals.net += r.net
    totals.employer_contributions += r.employer_contributions
    totals.employer_cost += r.employer_cost
  }
  return totals
}

/** One line per pay item key (a raise mid-period prorates two rows of one item): what the register and payslip show. */
export function mergeLines(lines: readonly PayLine[]): PayLine[] {
  const byKey = new Map<string, PayLine>()
  for (const l of lines) {
    const id = `${l.key}\u0000${l.reference_only}`
    const seen = byKey.get(id)
    if (seen) {
      seen.amount += l.amount
      // Rows of one item at two rates cannot be recomputed as one line.
      if (seen.rate !== l.rate) { delete seen.rate; delete seen.base }
    } else byKey.set(id, { ...l })
  }
  return [...byKey.values()]
}

/** The pay register of a cycle: every person's payslip and the totals, which are their sums. */
export function calculateRegister(input: EngineInput): Register {
  const warnings: Register['warnings'] = []
  const rows = input.people.map((p) => payslipOf(input, p, warnings))
  const totals = registerTotals(rows)
  const used = new Set(input.people.flatMap((p) => p.items.map((i) => i.currency)).filter((c) => c !== input.currency))
  const rates = Object.fromEntries([...used].filter((c) => input.rates[c] !== undefined).map((c) => [c, input.rates[c]]))
  return { currency: input.currency, period: input.period, rows, totals, rates, warnings }
}
