import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Decimal } from 'decimal.js'
import {
  calculateRegister, mergeLines, payslipTotals, recomputePercentages, registerTotals,
  type EngineItem, type EnginePerson, type PayFrequency, type PayLine, type PayItemCategory, type UnpaidLeave,
} from '@hr/shared/payroll'
import type { DayType, LeaveCalendar } from '@hr/shared'
import { minorDigits, fromMinor } from '#services/money'
import { calendarOf } from '#services/calendar'
import type { Client } from '#services/db_client'
import { seamRegisterLines, seamUnpaidLeave } from '#services/seams'

/**
 * The pay register of a paycycle (issue 14): the engine's input read from the database (the
 * payroll's members, their pay items in force, unpaid leave, recorded exchange rates), the
 * engine's result stored as a register version. A version is never changed: an edit in the sheet
 * or in Excel writes the next one.
 */
export interface RegisterRow {
  person_id: number
  person_name: string
  items: PayLine[]
  gross: number; deductions: number; net: number; employer_contributions: number; employer_cost: number
}
export interface RegisterData {
  currency: string
  digits: number
  period: { start: string; end: string }
  rates: Record<string, string>
  rows: RegisterRow[]
  totals: { gross: number; deductions: number; net: number; employer_contributions: number; employer_cost: number }
  warnings: { person_id: number; key: string; problem: string }[]
}

const day = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))

/** Multipliers into the payroll currency from the latest recorded rate on or before the period end (direct, else inverse). */
async function ratesInto(client: Client, currency: string, currencies: string[], onOrBefore: string) {
  const rates: Record<string, string> = {}
  for (const from of currencies.filter((c) => c !== currency)) {
    const direct = await client.from('exchange_rates').where({ from_currency: from, to_currency: currency }).where('date', '<=', onOrBefore).orderBy('date', 'desc').first()
    if (direct) { rates[from] = new Decimal(String(direct.rate)).toString(); continue }
    const inverse = await client.from('exchange_rates').where({ from_currency: currency, to_currency: from }).where('date', '<=', onOrBefore).orderBy('date', 'desc').first()
    if (inverse && !new Decimal(String(inverse.rate)).isZero()) rates[from] = new Decimal(1).dividedBy(String(inverse.rate)).toSignificantDigits(12).toString()
  }
  return rates
}

/** The engine's input for a cycle: who the payroll covers and what is in force in the period. */
async function engineInput(client: Client, cycle: Record<string, any>, payroll: Record<string, any>) {
  const period = { start: day(cycle.period_start)!, end: day(cycle.period_end)! }
  const members = await client.from('payroll_members').join('people', 'people.id', 'payroll_members.person_id')
    .leftJoin('employment_infos', 'employment_infos.person_id', 'people.id')
    .where('payroll_members.payroll_id', payroll.id).whereNull('people.deleted_at')
    .select('people.id', 'people.name', 'people.country', 'people.region', 'people.start_date', 'employment_infos.job_start_date', 'employment_infos.last_working_day')
    .orderBy('people.name')
  // The payroll's people as a subquery: no list of ids, whatever the payroll's size.
  const ids = client.from('payroll_members').where('payroll_id', payroll.id).select('person_id')
  const items = members.length ? await client.from('person_pay_items').join('pay_items', 'pay_items.id', 'person_pay_items.pay_item_id')
    .whereIn('person_pay_items.person_id', ids).where('person_pay_items.approval_status', 'approved').where('person_pay_items.effective_date', '<=', period.end)
    .where((w) => w.whereNull('person_pay_items.end_date').orWhere('person_pay_items.end_date', '>=', period.start))
    .select('person_pay_items.*', 'pay_items.name as item_name', 'pay_items.reduced_by_unpaid_leave') : []
  // Every taken unpaid leave overlapping the period, with its dates (the time-off seam): the engine counts its days here.
  // An off-cycle run pays no period salary, so it deducts no unpaid days: the regular cycle of the period does, once.
  const offCycle = cycle.kind === 'off_cycle'
  const unpaidOf = members.length && !offCycle ? await seamUnpaidLeave(client, cycle) : new Map<number, UnpaidLeave[]>()
  const currency = String(payroll.currency)
  // Lines the areas bring into this cycle (services/seams.ts), e.g. the claims of confirmed expense reports generated into it.
  const seamLinesOf = members.length ? await seamRegisterLines(client, cycle) : new Map<number, EngineItem[]>()
  const seamCurrencies = [...seamLinesOf.values()].flatMap((list) => list.map((i) => i.currency))
  const rates = await ratesInto(client, currency, [...new Set([...items.map((i) => String(i.currency ?? currency)), ...seamCurrencies])], period.end)
  // The payroll calendar: the payroll's day type with each person's own country and region holidays
  // (the payroll's country for a person without one), one calendar per place.
  const dayType: DayType = payroll.day_type === 'calendar' ? 'calendar' : 'working'
  const calendars = new Map<string, Promise<LeaveCalendar>>()
  const calendarFor = (country: unknown, region: unknown) => {
    const place = { country: (country ?? payroll.iso_code ?? null) as string | null, region: country ? ((region ?? null) as string | null) : null }
    const key = `${place.country ?? ''}|${place.region ?? ''}`
    if (!calendars.has(key)) calendars.set(key, calendarOf(client, place, dayType, period.start, period.end))
    return calendars.get(key)!
  }
  const calendar = await calendarFor(payroll.iso_code ?? members[0]?.country, null)
  const personCalendars = new Map<number, LeaveCalendar>()
  for (const m of members) personCalendars.set(Number(m.id), await calendarFor(m.country, m.region))
  // A one-off dated in an off-cycle run's period is that run's to pay, not the regular cycle's; an undated
  // one-off is paid by the regular cycles only. So the two runs of one month never pay it twice.
  const offCycleRuns = offCycle ? [] : await client.from('paycycles').where({ payroll_id: Number(payroll.id), kind: 'off_cycle' })
    .where('period_start', '<=', period.end).where('period_end', '>=', period.start).select('period_start', 'period_end')
  const paidOffCycle = (date: string | null) => !!date && offCycleRuns.some((r) => date >= day(r.period_start)! && date <= day(r.period_end)!)
  const ownOneOff = (i: Record<string, any>) => i.frequency !== 'one_time' || (offCycle ? !!i.effective_date : !paidOffCycle(day(i.effective_date)))
  const itemsOf = new Map<number, EngineItem[]>()
  for (const i of items.filter(ownOneOff)) {
    const itemCurrency = String(i.currency ?? currency)
    const item: EngineItem = {
      key: String(i.pay_item_id), name: String(i.item_name), category: i.category as PayItemCategory, frequency: i.frequency as PayFrequency,
      gross_type: i.gross_type, pay_option: i.pay_option,
      amount: i.value == null ? null : fromMinor(i.value, minorDigits(itemCurrency)), rate: i.rate ?? null, currency: itemCurrency,
      effective_date: day(i.effective_date), end_date: day(i.end_date), reference_only: !!i.is_reference_only,
      reduced_by_unpaid_leave: i.reduced_by_unpaid_leave == null ? null : [true, 1, '1', 't'].includes(i.reduced_by_unpaid_leave),
    }
    if (item.amount == null && item.rate == null) continue
    const list = itemsOf.get(Number(i.person_id)) ?? []
    list.push(item)
    itemsOf.set(Number(i.person_id), list)
  }
  const people: EnginePerson[] = members.map((m) => ({
    person_id: Number(m.id),
    start_date: day(m.job_start_date ?? m.start_date), end_date: day(m.last_working_day),
    items: [...(itemsOf.get(Number(m.id)) ?? []), ...(seamLinesOf.get(Number(m.id)) ?? [])],
    unpaid_leave: unpaidOf.get(Number(m.id)) ?? null,
    calendar: personCalendars.get(Number(m.id)),
  }))
  const names = new Map(members.map((m) => [Number(m.id), String(m.name)]))
  return { input: { period, kind: offCycle ? 'off_cycle' as const : 'regular' as const, frequency: payroll.frequency as PayFrequency, currency, digits: minorDigits(currency), rates, calendar, people }, names }
}

/** The engine's register for a cycle, as stored (lines merged per pay item, names attached). */
export async function calculateCycle(client: Client, cycle: Record<string, any>): Promise<RegisterData> {
  const payroll = await client.from('payrolls').where('id', cycle.payroll_id).firstOrFail()
  const { input, names } = await engineInput(client, cycle, payroll)
  const register = calculateRegister(input)
  const rows = register.rows.map(({ lines, ...r }) => ({ ...r, person_name: names.get(r.person_id) ?? '', items: mergeLines(lines) }))
  return { currency: register.currency, digits: input.digits, period: input.period, rates: register.rates, rows, totals: register.totals, warnings: register.warnings }
}

/** Writes the next register version of a report and returns it. */
export async function saveVersion(trx: TransactionClientContract, report: Record<string, any>, data: RegisterData, source: 'calculated' | 'sheet' | 'excel', userId: number) {
  const last = await trx.from('payroll_registers').where('report_id', report.id).max('version as v').first()
  const version = Number(last?.v ?? 0) + 1
  await trx.table('payroll_registers').insert({ report_id: report.id, version, source, data: JSON.stringify(data), created_by: userId, created_at: new Date().toISOString() })
  await trx.from('payroll_reports').where('id', report.id).update({ register_version: version, updated_at: new Date().toISOString() })
  return version
}

/** A report's current register (its latest version), or null before the first calculation. */
export async function currentRegister(client: Client, reportId: number): Promise<{ version: number; data: RegisterData } | null> {
  const row = await client.from('payroll_registers').where('report_id', reportId).orderBy('version', 'desc').first()
  return row ? { version: Number(row.version), data: JSON.parse(row.data) as RegisterData } : null
}

export interface RegisterEdit { person_id: number; items: { key: string; amount: number }[] }

/**
 * A register with cells changed (the sheet or an Excel upload): each named line takes its new
 * amount (a pay item another row has is added where missing); the percentage lines not changed by
 * hand follow the new earnings (a contribution of 20% of a salary raised in the sheet); totals are
 * recomputed from the lines, so the register's totals stay the sums of its payslips.
 */
export function applyEdits(data: RegisterData, edits: RegisterEdit[]): RegisterData {
  const known = new Map<string, PayLine>()
  for (const r of data.rows) for (const l of r.items) if (!l.reference_only && !known.has(l.key)) known.set(l.key, l)
  const byPerson = new Map(edits.map((e) => [e.person_id, e]))
  const rows = data.rows.map((row) => {
    const edit = byPerson.get(row.person_id)
    if (!edit) return row
    const items = row.items.map((l) => ({ ...l }))
    // Only the cells whose amount changed are manual (an uploaded workbook sends every cell of a row).
    const changed = new Set<string>()
    for (const cell of edit.items) {
      const line = items.find((l) => l.key === cell.key && !l.reference_only)
      if (line) {
        if (line.amount !== cell.amount) changed.add(cell.key)
        line.amount = cell.amount
      } else if (known.has(cell.key) && cell.amount !== 0) {
        // A zero for an item the person does not have (a blank cell of an imported workbook) adds no line;
        // a line added by hand is an amount of its own, not another person's percentage.
        const { rate: _rate, base: _base, ...added } = known.get(cell.key)!
        items.push({ ...added, amount: cell.amount })
        changed.add(cell.key)
      }
    }
    const recomputed = recomputePercentages(items, changed)
    return { ...row, items: recomputed, ...payslipTotals(recomputed) }
  })
  return { ...data, rows, totals: registerTotals(rows) }
}

/** The keys a register's rows may carry (for validating edits), with their kinds. */
export const registerKeys = (data: RegisterData) => {
  const keys = new Map<string, string>()
  for (const r of data.rows) for (const l of r.items) if (!l.reference_only) keys.set(l.key, l.kind)
  return keys
}

/** Money of a register for the API: decimal strings in the payroll currency. */
export function presentRegister(data: RegisterData) {
  const m = (n: number) => fromMinor(n, data.digits)
  const totals = (t: RegisterData['totals']) => ({ gross: m(t.gross), deductions: m(t.deductions), net: m(t.net), employer_contributions: m(t.employer_contributions), employer_cost: m(t.employer_cost) })
  return {
    currency: data.currency, rates: data.rates, period: data.period, warnings: data.warnings,
    rows: data.rows.map((r) => ({ person_id: r.person_id, person_name: r.person_name, items: r.items.map((l) => ({ ...l, amount: m(l.amount) })), ...totals(r) })),
    totals: totals(data.totals),
  }
}
