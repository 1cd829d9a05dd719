import db from '@adonisjs/lucid/services/db'
import { convertReport, defaultRates, gatherClaims } from '#areas/expenses/report_lines'
import { seededTranslations } from '#database/reference_names'
import type { DemoIds } from '#database/demo/ids'

const now = () => new Date().toISOString()
const iso = (d: Date) => d.toISOString().slice(0, 10)

/**
 * Demo expenses (issue 15): Globex Asia's allowance items; employee@ has a submitted claim in USD
 * (this month) and an approved one in SGD (last month); a draft expense report of last month
 * (SGD, by hr.admin@) has gathered the approved claim, with its rates from the platform's.
 */
export async function seedDemoExpenses(ids: DemoIds) {
  const entity = await db.from('business_entities').where('customer_id', ids.globex).orderBy('id').first()
  const base = { customer_id: ids.globex, created_at: now(), updated_at: now() }
  const items: Record<string, unknown>[] = [
    { name: 'Business travel', pay_item_key: 'travel', currency: 'SGD', limit_per_claim: 200000, limit_per_month: null, receipt_required: true },
    { name: 'Local transport', pay_item_key: 'transportation', currency: 'SGD', limit_per_claim: null, limit_per_month: 30000, receipt_required: false },
    { name: 'Mobile phone', pay_item_key: 'phone', currency: 'SGD', limit_per_claim: null, limit_per_month: 8000, receipt_required: false },
    { name: 'Meals with clients', pay_item_key: 'food', currency: 'SGD', limit_per_claim: 15000, limit_per_month: null, receipt_required: true },
    { name: 'Home office equipment', pay_item_key: 'home_office', currency: 'SGD', limit_per_claim: 50000, limit_per_month: null, receipt_required: true },
    { name: 'Other taxable', pay_item_key: 'other_taxed', currency: null, limit_per_claim: null, limit_per_month: null, receipt_required: false },
  ]
  await db.table('allowance_items').multiInsert(items.map((i) => ({
    ...base, ...i, name_translations: seededTranslations(String(i.name)), paying_entity_id: entity?.id ?? null, is_active: true,
  })))
  const itemId = async (name: string) => Number((await db.from('allowance_items').where({ customer_id: ids.globex, name }).firstOrFail()).id)
  const emma = await db.from('people').where('work_email', 'employee@demo.test').first()
  if (!emma) return
  const today = new Date()
  const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1))
  const lastMonthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0))
  const manager = emma.reporting_manager_id ? await db.from('people').where('id', emma.reporting_manager_id).first() : null
  const claim = { ...base, person_id: emma.id, paying_entity_id: entity?.id ?? null, tax_included: false, over_limit: false }
  await db.table('expenses').multiInsert([
    { ...claim, name: 'Taxi to client workshop', allowance_item_id: await itemId('Local transport'), amount: 4250, currency: 'USD',
      transaction_date: iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))), payment_type: 'cash', status: 'submitted' },
    { ...claim, name: 'Mobile plan', allowance_item_id: await itemId('Mobile phone'), amount: 6500, currency: 'SGD',
      transaction_date: iso(new Date(Date.UTC(lastMonth.getUTCFullYear(), lastMonth.getUTCMonth(), 10))), payment_type: 'company_card', status: 'approved',
      decided_by: manager?.user_id ?? null, decided_at: now(), decision_notes: 'OK' },
  ])
  const hr = await db.from('users').where('email', 'hr.admin@demo.test').firstOrFail()
  const [created] = await db.table('expense_reports').insert({
    ...base, name: `Expenses ${iso(lastMonth).slice(0, 7)}`, period_start: iso(lastMonth), period_end: iso(lastMonthEnd), currency: 'SGD',
    report_date: iso(today), status: 'report_generated', locked: false, total: 0, item_count: 0, created_by: hr.id,
  }).returning('id')
  const report = await db.from('expense_reports').where('id', Number(typeof created === 'object' ? created.id : created)).firstOrFail()
  await gatherClaims(db, report)
  await defaultRates(db, report, hr.id)
  await convertReport(db, report)
}
