import db from '@adonisjs/lucid/services/db'
import { HOLIDAY_COUNTRIES } from '#database/reference_data'
import type { DemoIds } from './ids.js'

/**
 * Demo data of the superadmin area, seeded after the core demo: the data cloud's countries (those
 * whose holidays the reference seed imported), a few pay items, and Globex's own choices.
 */
export async function seedDemoSuperadmin(ids: DemoIds) {
  const now = new Date().toISOString()
  const stamp = <T extends object>(rows: T[]) => rows.map((r) => ({ ...r, created_at: now, updated_at: now }))

  const counts = await db.from('public_holidays').select('country').count('* as total').groupBy('country')
  const byCountry = new Map(counts.map((r) => [r.country as string, Number(r.total)]))
  await db.table('data_cloud_countries').multiInsert(stamp(HOLIDAY_COUNTRIES.map((country) => ({
    country, status: 'ready', holiday_count: byCountry.get(country) ?? 0, imported_at: now,
  }))))

  // Values are integer minor units of their currency (SGD 300.00 = 30000).
  await db.table('pay_items').multiInsert(stamp([
    { name: 'Basic salary', category: 'salary', frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible', is_reference_only: false },
    { name: 'Annual bonus', category: 'bonus', frequency: 'yearly', gross_type: 'gross', pay_option: 'non_deductible', is_reference_only: false },
    { name: 'Transport allowance', country: 'SG', category: 'allowance', frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible', is_reference_only: false, currency: 'SGD', value: 30000, effective_date: '2026-01-01' },
    { name: 'CPF employee contribution', country: 'SG', category: 'ee_contribution', frequency: 'monthly', gross_type: 'gross', pay_option: 'deductible', is_reference_only: true },
    { name: 'CPF employer contribution', country: 'SG', category: 'er_contribution', frequency: 'monthly', gross_type: 'ctc', pay_option: 'non_deductible', is_reference_only: true },
    { name: 'Income tax (PIT)', country: 'SG', category: 'ee_tax', frequency: 'monthly', gross_type: 'gross', pay_option: 'deductible', is_reference_only: true },
  ]))

  // Each demo company has its own items (the isolation matrix needs rows of every tenant).
  const companies = [[ids.globex, 'SG', 'SGD'], [ids.initech, 'DE', 'EUR'], [ids.umbrella, 'GB', 'GBP']] as const
  await db.table('company_pay_items').multiInsert(stamp(companies.map(([customerId, country, currency]) => (
    { customer_id: customerId, name: 'Wellness allowance', country, category: 'allowance', frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible', is_reference_only: false, currency, value: 5000 }
  ))))
  await db.table('company_leave_types').multiInsert(stamp(companies.map(([customerId]) => (
    { customer_id: customerId, name: 'Volunteer day', day_type: 'working', allow_negative: false, is_paid: true, default_entitlement: '1' }
  ))))
  const unpaid = await db.from('leave_types').where('name', 'Unpaid leave').first()
  if (unpaid) {
    await db.table('company_data_type_choices').insert(stamp([{ customer_id: ids.globex, kind: 'leave_type', item_id: unpaid.id, enabled: false }]))
  }
}
