import db from '@adonisjs/lucid/services/db'
import { seedDataCloudDefaults } from '#database/data_cloud_defaults'
import { seededTranslations } from '#database/reference_names'
import type { DemoIds } from './ids.js'

/**
 * Demo data of the superadmin area, seeded after the core demo: the data cloud's defaults (also
 * seeded in production) and each demo company's own items and choices.
 */
export async function seedDemoSuperadmin(ids: DemoIds) {
  const now = new Date().toISOString()
  const stamp = <T extends object>(rows: T[]) => rows.map((r) => ({ ...r, created_at: now, updated_at: now }))

  await seedDataCloudDefaults()

  // Each demo company has its own items (the isolation matrix needs rows of every tenant).
  const companies = [[ids.globex, 'SG', 'SGD'], [ids.initech, 'DE', 'EUR'], [ids.umbrella, 'GB', 'GBP']] as const
  await db.table('company_pay_items').multiInsert(stamp(companies.map(([customerId, country, currency]) => (
    { customer_id: customerId, name: 'Wellness allowance', name_translations: seededTranslations('Wellness allowance'), country, category: 'allowance', frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible', is_reference_only: false, currency, value: 5000 }
  ))))
  await db.table('leave_types').multiInsert(stamp(companies.map(([customerId]) => (
    { customer_id: customerId, name: 'Volunteer day', name_translations: seededTranslations('Volunteer day'), day_type: 'working', allow_negative: false, is_paid: true, default_entitlement: '1' }
  ))))
  const unpaid = await db.from('leave_types').where('name', 'Unpaid leave').first()
  if (unpaid) {
    await db.table('company_data_type_choices').insert(stamp([{ customer_id: ids.globex, kind: 'leave_type', item_id: unpaid.id, enabled: false }]))
  }
}
