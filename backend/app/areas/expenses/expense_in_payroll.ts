import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { TAXED_EXPENSE_KEYS, type ExpensePayItemKey } from '@hr/shared'
import { convertMinor, type EngineItem } from '@hr/shared/payroll'
import { recordEvent } from '#services/audit'
import { translate } from '#services/i18n'
import { fromMinor, minorDigits } from '#services/money'
import type { Client } from '#services/db_client'
import type { PayrollSeam } from '#services/seams'

/**
 * Expenses and payroll (issue 15, processes.md): a confirmed report generated into a paycycle puts
 * each claim into that cycle's register as a one-off line of its pay item key, in the report's
 * currency (the register converts it like any item). The payroll's final approval moves the claims
 * and their report to pending payment confirmation, the payment step done to paid, and moving
 * the cycle back before approval returns them to processed. Expenses offers this to payroll as its
 * seam (expensesInPayroll, registered by area.ts).
 */
type Row = Record<string, any>
const IN_CYCLE = ['processed', 'pending_payment_confirmation', 'paid']

/** The register's lines of a cycle's generated claims, per person: the tax-free part under the key, a taxable part under `<key>_taxable`. */
async function expenseItemsOfCycle(client: Client, cycle: Row) {
  const rows = await client.from('expenses').join('allowance_items', 'allowance_items.id', 'expenses.allowance_item_id')
    .where('expenses.paycycle_id', Number(cycle.id)).whereIn('expenses.status', IN_CYCLE).whereNotNull('expenses.converted_amount')
    .select('expenses.person_id', 'expenses.amount', 'expenses.currency', 'expenses.taxable_amount', 'expenses.converted_amount',
      'expenses.report_currency', 'expenses.exchange_rate', 'allowance_items.pay_item_key')
  const byPerson = new Map<number, EngineItem[]>()
  for (const r of rows) {
    const key = String(r.pay_item_key) as ExpensePayItemKey
    const currency = String(r.report_currency)
    const digits = minorDigits(currency)
    const converted = Number(r.converted_amount)
    // The taxable part converted with the claim's own rate, never more than the claim; the rest is tax free.
    const taxable = TAXED_EXPENSE_KEYS.includes(key) ? converted
      : r.taxable_amount == null ? 0 : Math.min(converted, convertMinor(Number(r.taxable_amount), minorDigits(r.currency), String(r.exchange_rate ?? '1'), digits))
    const line = (k: string, minor: number, taxed: boolean): EngineItem => ({
      key: k, name: translate('en', taxed && !TAXED_EXPENSE_KEYS.includes(key) ? 'expense_export.taxable_part' : `enums.pay_item_key.${key}`, { item: translate('en', `enums.pay_item_key.${key}`) }),
      category: key === 'other_bonus' ? 'bonus' : 'allowance', frequency: 'one_time', gross_type: taxed ? 'gross' : 'net', pay_option: 'non_deductible',
      amount: fromMinor(minor, digits), currency,
    })
    const list = byPerson.get(Number(r.person_id)) ?? []
    if (converted - taxable) list.push(line(key, converted - taxable, false))
    if (taxable) list.push(line(TAXED_EXPENSE_KEYS.includes(key) ? key : `${key}_taxable`, taxable, true))
    byPerson.set(Number(r.person_id), list)
  }
  return byPerson
}

async function move(trx: TransactionClientContract, cycle: Row, userId: number, from: string[], to: string) {
  const ids = (await trx.from('expenses').where('paycycle_id', Number(cycle.id)).whereIn('status', from).whereNotNull('expense_report_id').select('id', 'expense_report_id'))
  if (!ids.length) return
  const now = new Date().toISOString()
  await trx.from('expenses').whereIn('id', ids.map((r) => Number(r.id))).update({ status: to, updated_at: now })
  const reports = [...new Set(ids.map((r) => Number(r.expense_report_id)))]
  await trx.from('expense_reports').whereIn('id', reports).whereIn('status', from).update({ status: to, updated_at: now })
  await recordEvent(trx, { customerId: Number(cycle.customer_id), userId, entityName: 'paycycle', entityId: Number(cycle.id), action: `expenses_${to}`, actionInfo: JSON.stringify({ expense_ids: ids.map((r) => Number(r.id)), expense_report_ids: reports }) })
}

/** The payroll is approved: its claims await the payment's confirmation. */
const expensesApproved = (trx: TransactionClientContract, cycle: Row, userId: number) => move(trx, cycle, userId, ['processed'], 'pending_payment_confirmation')
/** The payment step is done: its claims are paid. */
const expensesPaid = (trx: TransactionClientContract, cycle: Row, userId: number) => move(trx, cycle, userId, ['pending_payment_confirmation'], 'paid')
/** The cycle went back before approval: its claims are processed again (still in the cycle). */
const expensesBackToProcessed = (trx: TransactionClientContract, cycle: Row, userId: number) => move(trx, cycle, userId, ['pending_payment_confirmation'], 'processed')

export const expensesInPayroll: PayrollSeam = {
  name: 'expenses', onApproved: expensesApproved, onPaid: expensesPaid, onWithdrawn: expensesBackToProcessed, registerLines: expenseItemsOfCycle,
}
