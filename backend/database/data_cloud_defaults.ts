import db from '@adonisjs/lucid/services/db'
import { HOLIDAY_COUNTRIES } from '#database/reference_data'
import { seededTranslations } from '#database/reference_names'

/**
 * The data cloud's defaults, seeded on every new platform (demo or production): the countries whose
 * holidays the reference seed imported, and the platform's pay item definitions.
 */
export async function seedDataCloudDefaults() {
  const now = new Date().toISOString()
  const stamp = <T extends object>(rows: T[]) => rows.map((r) => ({ ...r, created_at: now, updated_at: now }))

  const counts = await db.from('public_holidays').select('country').count('* as total').groupBy('country')
  const byCountry = new Map(counts.map((r) => [r.country as string, Number(r.total)]))
  await db.table('data_cloud_countries').multiInsert(stamp(HOLIDAY_COUNTRIES.map((country) => ({
    country, status: 'ready', holiday_count: byCountry.get(country) ?? 0, imported_at: now,
  }))))

  // Values are integer minor units of their currency (SGD 300.00 = 30000).
  // Each seeded name in the 22 other interface languages too (issue 43 §7).
  const named = <T extends { name: string }>(rows: T[]) => rows.map((r) => ({ ...r, name_translations: seededTranslations(r.name) }))
  await db.table('pay_items').multiInsert(stamp(named([
    { name: 'Basic salary', category: 'salary', frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible', is_reference_only: false },
    { name: 'Annual bonus', category: 'bonus', frequency: 'yearly', gross_type: 'gross', pay_option: 'non_deductible', is_reference_only: false },
    { name: 'Transport allowance', country: 'SG', category: 'allowance', frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible', is_reference_only: false, currency: 'SGD', value: 30000, effective_date: '2026-01-01' },
    { name: 'CPF employee contribution', country: 'SG', category: 'ee_contribution', frequency: 'monthly', gross_type: 'gross', pay_option: 'deductible', is_reference_only: true },
    { name: 'CPF employer contribution', country: 'SG', category: 'er_contribution', frequency: 'monthly', gross_type: 'ctc', pay_option: 'non_deductible', is_reference_only: true },
    { name: 'Health insurance premium', category: 'insurance_premium', frequency: 'monthly', gross_type: 'ctc', pay_option: 'non_deductible', is_reference_only: false },
    { name: 'Income tax (PIT)', country: 'SG', category: 'ee_tax', frequency: 'monthly', gross_type: 'gross', pay_option: 'deductible', is_reference_only: true },
  ])))
}
