import db from '@adonisjs/lucid/services/db'
import type { DemoIds } from '#database/demo/ids'

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000)
const insertId = async (table: string, row: Record<string, unknown>) => {
  const [r] = await db.table(table).insert(row).returning('id')
  return Number(typeof r === 'object' ? r.id : r)
}

/**
 * Demo insurance (issue 16): Globex Asia has two insurance plans; employee@ is enrolled in the company one,
 * with one dependent, and its premium is on their pay items (they are on the SG payroll).
 */
export async function seedDemoInsurance(ids: DemoIds) {
  const emma = await db.from('people').where('work_email', 'employee@demo.test').first()
  const hr = await db.from('users').where('email', 'hr.admin@demo.test').first()
  if (!emma || !hr) return
  const at = (days: number) => daysFromNow(days).toISOString()
  const base = { customer_id: ids.globex }
  const premiumItem = await db.from('pay_items').where('category', 'insurance_premium').orderBy('id').first()
  const plan = (row: Record<string, unknown>) => ({
    ...base, purchasing_type: 'company', currency: 'SGD', is_active: true, files: null,
    in_patient: false, out_patient: false, term_life: false, maternity: false, accident: false, dental: false, vision: false,
    created_at: at(0), updated_at: at(0), ...row,
  })
  const health = await insertId('insurance_plans', plan({
    name: 'Group Health Plus', provider: 'AIA Singapore', premium: 18000, pay_item_id: premiumItem?.id ?? null, policy_number: 'GHP-2026-0042',
    in_patient: true, in_patient_limit: 25000000, in_patient_note: 'Ward B1, worldwide excluding the US',
    out_patient: true, out_patient_limit: 200000, out_patient_note: 'GP and specialist visits',
    maternity: true, maternity_limit: 500000, maternity_note: 'After 10 months of cover',
    dental: true, dental_limit: 50000, dental_note: 'Check-ups and fillings',
  }))
  await db.table('insurance_plans').insert(plan({
    name: 'Term Life Protect', provider: 'Great Eastern', purchasing_type: 'personal', premium: null, pay_item_id: null, policy_number: 'TLP-88120',
    term_life: true, term_life_limit: 50000000, term_life_note: 'Sum assured SGD 500,000', accident: true, accident_limit: 10000000, accident_note: 'Personal accident, 24/7',
  }))
  const start = `${new Date().getUTCFullYear()}-01-01`
  const end = `${new Date().getUTCFullYear()}-12-31`
  const onPayroll = await db.from('payroll_members').where('person_id', emma.id).first()
  const payItemId = onPayroll && premiumItem ? await insertId('person_pay_items', {
    ...base, person_id: emma.id, pay_item_id: premiumItem.id, category: 'insurance_premium', frequency: 'monthly', gross_type: 'gross',
    pay_option: 'non_deductible', currency: 'SGD', value: 18000, effective_date: start, end_date: end, is_reference_only: false,
    approval_status: 'approved', notes: 'Group Health Plus', created_at: at(0), updated_at: at(0),
  }) : null
  const enrolment = await insertId('insurance_enrolments', {
    ...base, person_id: emma.id, plan_id: health, plan_start_date: start, plan_end_date: end, member_number: 'GHP-0042-017',
    files: null, notes: null, person_pay_item_id: payItemId, created_at: at(0), updated_at: at(0),
  })
  await db.table('insurance_dependents').insert({
    ...base, enrolment_id: enrolment, person_id: emma.id, name: 'Noah Tan', relationship: 'child', birth_date: '2019-04-12',
    covered_from: start, covered_to: end, notes: null, created_at: at(0), updated_at: at(0),
  })
}
