import db from '@adonisjs/lucid/services/db'
import type { DemoIds } from '#database/demo/ids'

const iso = (d: Date) => d.toISOString().slice(0, 10)
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000)
const insertId = async (table: string, row: Record<string, unknown>) => {
  const [r] = await db.table(table).insert(row).returning('id')
  return Number(typeof r === 'object' ? r.id : r)
}

/**
 * Demo mobility (issue 16): employee@ has a work-visa case for their host country in
 * application_in_progress (opened by hr.admin@, its timeline of two entries, fees in SGD) whose
 * visa expires within 60 days, with three comments: HR's request, employee@'s reply to it, and the
 * vendor's update.
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
}
