import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { formatDays } from '@hr/shared'
import { fromMinor, minorDigits } from '#services/money'

/**
 * A cycle's change report (domain §2 "Payroll reports"): what changed in the period for the
 * people the payroll covers — joiners, leavers, pay items that start or end, leave taken in, and
 * the claims of expense reports generated into the cycle.
 */
export interface ChangeItem {
  kind: 'joiner' | 'leaver' | 'pay_item_start' | 'pay_item_end' | 'leave' | 'expense'
  person_id: number
  person_name: string
  date: string
  detail: string
}

const day = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))
const inPeriod = (d: string | null, start: string, end: string) => !!d && d >= start && d <= end

export async function changeReportOf(trx: TransactionClientContract, cycle: Record<string, any>) {
  const start = day(cycle.period_start)!
  const end = day(cycle.period_end)!
  const people = await trx.from('payroll_members').join('people', 'people.id', 'payroll_members.person_id')
    .leftJoin('employment_infos', 'employment_infos.person_id', 'people.id')
    .where('payroll_members.payroll_id', cycle.payroll_id).whereNull('people.deleted_at')
    .select('people.id', 'people.name', 'people.start_date', 'employment_infos.job_start_date', 'employment_infos.last_working_day')
  const names = new Map(people.map((p) => [Number(p.id), String(p.name)]))
  const ids = [...names.keys()]
  const items: ChangeItem[] = []
  for (const p of people) {
    const joined = day(p.job_start_date ?? p.start_date)
    if (inPeriod(joined, start, end)) items.push({ kind: 'joiner', person_id: Number(p.id), person_name: String(p.name), date: joined!, detail: '' })
    const left = day(p.last_working_day)
    if (inPeriod(left, start, end)) items.push({ kind: 'leaver', person_id: Number(p.id), person_name: String(p.name), date: left!, detail: '' })
  }
  if (ids.length) {
    const changes = await trx.from('person_pay_items').join('pay_items', 'pay_items.id', 'person_pay_items.pay_item_id')
      .whereIn('person_pay_items.person_id', ids)
      .where((w) => w.whereBetween('person_pay_items.effective_date', [start, end]).orWhereBetween('person_pay_items.end_date', [start, end]))
      .select('person_pay_items.*', 'pay_items.name as item_name')
    for (const c of changes) {
      const amount = c.value == null ? `${c.rate}%` : `${fromMinor(c.value, minorDigits(c.currency))} ${c.currency}`
      const detail = `${c.item_name}: ${amount}`
      const effective = day(c.effective_date)
      if (inPeriod(effective, start, end)) items.push({ kind: 'pay_item_start', person_id: Number(c.person_id), person_name: names.get(Number(c.person_id))!, date: effective!, detail })
      const ended = day(c.end_date)
      if (inPeriod(ended, start, end)) items.push({ kind: 'pay_item_end', person_id: Number(c.person_id), person_name: names.get(Number(c.person_id))!, date: ended!, detail })
    }
    const leave = await trx.from('leaves').join('leave_types', 'leave_types.id', 'leaves.leave_type_id')
      .whereIn('leaves.person_id', ids).where('leaves.status', 'approved')
      .where('leaves.start_date', '<=', end).where('leaves.end_date', '>=', start)
      .select('leaves.person_id', 'leaves.start_date', 'leaves.end_date', 'leaves.total_days', 'leave_types.name as type_name', 'leave_types.is_paid')
    for (const l of leave) {
      items.push({
        kind: 'leave', person_id: Number(l.person_id), person_name: names.get(Number(l.person_id))!, date: day(l.start_date)!,
        detail: `${l.type_name}: ${formatDays(Number(l.total_days))} (${day(l.start_date)} – ${day(l.end_date)})`,
      })
    }
    const expenses = await trx.from('expenses').join('allowance_items', 'allowance_items.id', 'expenses.allowance_item_id')
      .whereIn('expenses.person_id', ids).where('expenses.paycycle_id', Number(cycle.id)).whereNotNull('expenses.converted_amount')
      .select('expenses.person_id', 'expenses.transaction_date', 'expenses.converted_amount', 'expenses.report_currency', 'allowance_items.name as item_name')
    for (const e of expenses) {
      items.push({
        kind: 'expense', person_id: Number(e.person_id), person_name: names.get(Number(e.person_id))!, date: day(e.transaction_date)!,
        detail: `${e.item_name}: ${fromMinor(e.converted_amount, minorDigits(e.report_currency))} ${e.report_currency}`,
      })
    }
  }
  items.sort((a, b) => a.date.localeCompare(b.date) || a.person_name.localeCompare(b.person_name))
  return { generated_at: new Date().toISOString(), items }
}
