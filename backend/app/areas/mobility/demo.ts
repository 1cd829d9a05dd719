import db from '@adonisjs/lucid/services/db'
import type { DemoIds } from './ids.js'

const iso = (d: Date) => d.toISOString().slice(0, 10)
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000)
const insertId = async (table: string, row: Record<string, unknown>) => {
  const [r] = await db.table(table).insert(row).returning('id')
  return Number(typeof r === 'object' ? r.id : r)
}

/**
 * Demo mobility and insurance (issue 16): employee@ has a work-visa case for their host country in
 * application_in_progress (opened by hr.admin@, its timeline of two entries, fees in SGD) whose
 * visa expires within 60 days, with three comments: HR's request, employee@'s reply to it, and the
 * vendor's update. Globex Asia has two insurance plans; employee@ is enrolled in the company one,
 * with one dependent, and its premium is on their pay items (they are on the SG payroll).
 */
export async function seedDemoMobility(ids: DemoIds) {
  const emma = await db.from('people').where('work_email', 'employee@demo.test').first()
  const hr = await db.from('users').where('email', 'hr.admin@demo.test').first()
  const vendorUser = await db.from('users').where('email', 'vendor.user@demo.test').first()
  if (!emma || !hr) return
  const at = (days: number) => daysFromNow(days).toISOString()
  const base = { customer_id: ids.globex }
  const caseId = await insertId('mobility_cases', {
    ...base, person_id: emma.id, leaving_country: emma.country ?? 'SG', visiting_country: emma.host_country ?? 'MY', visa_type: 'work',
    arrive_date: iso(daysFromNow(45)), visa_expiry_date: iso(daysFromNow(50)), currency: 'SGD', service_fee: 150000, vendor_cost: 90000,
    files: null, notes: 'Employment pass for the regional engineering role.', status: 'application_in_progress',
    status_changed_at: at(-5), created_by: hr.id, created_at: at(-10), updated_at: at(-5),
  })
  const event = (from: string | null, to: string, days: number, notes: string | null) => ({
    ...base, case_id: caseId, from_status: from, to_status: to, notes, actor_id: hr.id, actor_name: hr.name, created_at: at(days),
  })
  await db.table('mobility_case_events').multiInsert([
    event(null, 'information_collection', -10, null),
    event('information_collection', 'application_in_progress', -5, 'All documents received; application filed.'),
  ])
  const comment = (row: Record<string, unknown>, days: number) => ({ ...base, case_id: caseId, person_id: emma.id, files: null, edited_at: null, created_at: at(days), updated_at: at(days), ...row })
  const first = await insertId('mobility_comments', comment({ parent_id: null, body: 'Please upload a scan of your passport and your degree certificate.', created_by: hr.id, author_name: hr.name }, -9))
  await db.table('mobility_comments').insert(comment({ parent_id: first, body: 'Both are uploaded to my documents now.', created_by: emma.user_id, author_name: emma.name }, -8))
  if (vendorUser) {
    await db.table('mobility_comments').insert(comment({ parent_id: null, body: 'The application was filed today; the usual processing time is three weeks.', created_by: vendorUser.id, author_name: vendorUser.name }, -5))
  }

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
