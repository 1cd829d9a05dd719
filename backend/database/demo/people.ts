import db from '@adonisjs/lucid/services/db'
import type { DemoIds } from './ids.js'

const now = () => new Date().toISOString()

async function insert(table: string, row: Record<string, unknown>) {
  const [r] = await db.table(table).insert({ created_at: now(), updated_at: now(), ...row }).returning('id')
  return Number(typeof r === 'object' ? r.id : r)
}

/**
 * Demo data of the people area, seeded after the core demo (companies, accounts, people): the
 * Globex staff get employment terms, dated records, work info and timesheets, so every tab of
 * the person page has data; each company gets company- and country-specific data items;
 * contractors get contracts.
 */
export async function seedDemoPeople(ids: DemoIds) {
  const person = async (email: string) => db.from('people').where('work_email', email).first()
  const staff: [string, Record<string, unknown>][] = [
    ['hr.admin@demo.test', { hiring_type: 'local_hire_local', department: 'People', level: 'Director' }],
    ['manager@demo.test', { hiring_type: 'local_hire_local', department: 'Engineering', level: 'Manager' }],
    ['employee@demo.test', { hiring_type: 'local_hire_foreigner', department: 'Engineering', level: 'Senior' }],
    ['intern@demo.test', { hiring_type: 'intern', department: 'Engineering', level: 'Intern' }],
    ['other.employee@demo.test', { hiring_type: 'local_hire_local', department: 'Finance', level: 'Associate' }],
  ]
  // Umbrella (Borealis) gets the same data, so every tenant has rows another tenant must not reach.
  const umbrellaStaff = await db.from('people').where('customer_id', ids.umbrella).where('type', 'staff').orderBy('id').first()
  if (umbrellaStaff?.work_email) staff.push([umbrellaStaff.work_email, { hiring_type: 'local_hire_local', department: 'Operations', level: 'Associate' }])
  let n = 1
  for (const [email, terms] of staff) {
    const p = await person(email)
    if (!p) continue
    const base = { customer_id: p.customer_id, person_id: p.id }
    const intern = terms.hiring_type === 'intern'
    await insert('employment_infos', {
      ...base, contract_type: intern ? 'fixed_term' : 'permanent', hiring_type: terms.hiring_type,
      job_start_date: '2024-03-01', probation_end_date: '2024-06-01', home_payroll: `${p.country} payroll`,
      home_first_pay_day: '2024-03-31', customer_deposit: 300000, customer_deposit_currency: 'SGD',
      vendor_deposit: 250000, vendor_deposit_currency: 'SGD', customer_setup_fee: 50000, customer_setup_fee_currency: 'USD',
      vendor_setup_fee: 35000, vendor_setup_fee_currency: 'USD', contract_start_date: '2024-03-01',
      contract_end_date: intern ? '2025-02-28' : null,
    })
    await insert('employment_records', { ...base, effective_date: '2024-03-01', contract_type: intern ? 'fixed_term' : 'permanent', hiring_type: terms.hiring_type, job_title: p.job_title, department: terms.department })
    await insert('country_records', { ...base, effective_date: '2024-03-01', country: p.country })
    await insert('work_infos', {
      ...base, employee_number: `E-${String(n++).padStart(4, '0')}`, department: terms.department, job_level: terms.level,
      work_location: p.country === 'DE' ? 'Berlin office' : 'Singapore office', work_schedule: 'Mon–Fri 09:00–18:00', weekly_hours: '40.00', cost_center: 'CC-100',
    })
    for (const [day, start, end, total, overtime] of [['2026-11-02', '09:00', '17:00', '8.00', '0.00'], ['2026-11-03', '09:00', '19:00', '10.00', '2.00'], ['2026-11-04', null, null, '0.00', '0.00']] as const) {
      await insert('timesheets', {
        ...base, work_date: day, start_time: start, end_time: end, total_hours: total, overtime_hours: overtime,
        absence_hours: start ? '0.00' : '8.00', absence_reason: start ? null : 'Sick leave',
      })
    }
  }

  // Emma worked from Malaysia for a year: an expat assignment that was set and stopped.
  const emma = await person('employee@demo.test')
  if (emma) {
    const base = { customer_id: emma.customer_id, person_id: emma.id }
    await insert('expat_records', { ...base, effective_date: '2024-09-01', action: 'set', host_country: 'MY', expat_start_date: '2024-09-01' })
    await insert('expat_records', { ...base, effective_date: '2025-08-31', action: 'stop', host_country: 'MY', expat_start_date: '2024-09-01', expat_end_date: '2025-08-31', run_off_paycycle: '2025-09' })
    await db.from('employment_infos').where('person_id', emma.id).update({ expat_start_date: '2024-09-01', expat_end_date: '2025-08-31', host_payroll: 'MY payroll' })
  }

  if (umbrellaStaff) {
    await insert('expat_records', { customer_id: ids.umbrella, person_id: umbrellaStaff.id, effective_date: '2025-01-01', action: 'set', host_country: 'CA', expat_start_date: '2025-01-01' })
    await db.from('people').where('id', umbrellaStaff.id).update({ is_expat: true, host_country: 'CA' })
  }

  for (const [customerId, country] of [[ids.globex, 'SG'], [ids.initech, 'DE'], [ids.umbrella, 'US']] as const) {
    const item = async (row: Record<string, unknown>, words: [string, string, string][]) => {
      const id = await insert('data_items', { customer_id: customerId, is_personal: false, ...row })
      for (const [key, lang, value] of words) await insert('data_item_entries', { customer_id: customerId, data_item_id: id, key, lang, value })
      return id
    }
    await item({ name: 'Cost centre code', kind: 'cdt', display_order: 1, value_type: 'text' },
      [['data', 'en', 'Cost centre code'], ['data', 'zh', '成本中心代码'], ['notes', 'en', 'As used by finance.']])
    const taxId = await item({ name: 'Tax number', kind: 'edt', iso_code: country, display_order: 1, value_type: 'text', is_personal: true },
      [['data', 'en', 'Tax number'], ['notes', 'en', 'The national tax identification number.']])
    await item({ name: 'Work permit expiry', kind: 'edt', iso_code: country, display_order: 2, value_type: 'date', is_personal: true },
      [['data', 'en', 'Work permit expiry']])
    await item({ name: 'Tax number (host)', kind: 'edt', iso_code: 'MY', display_order: 1, value_type: 'text', is_personal: true },
      [['data', 'en', 'Malaysian tax number']])
    const first = await db.from('people').where('customer_id', customerId).where('type', 'staff').where('country', country).orderBy('id').first()
    if (first) await insert('data_values', { customer_id: customerId, person_id: first.id, data_item_id: taxId, text_value: 'T-0000001' })
  }
  const emmaTax = emma && await db.from('data_items').where('customer_id', emma.customer_id).where('name', 'Tax number').first()
  if (emma && emmaTax) await insert('data_values', { customer_id: emma.customer_id, person_id: emma.id, data_item_id: emmaTax.id, text_value: 'S1234567D' })

  await seedDemoContracts(ids)
}

/**
 * Contractor contracts (rates in minor units: 650000 = 6,500.00): Carlos at Globex has a signed
 * retainer and a proposal awaiting signature; Initech and Umbrella contractors have one each, so
 * the isolation tests have rows of every other tenant.
 */
async function seedDemoContracts(ids: DemoIds) {
  const carlos = await db.from('people').where('work_email', 'contractor@demo.test').first()
  if (carlos) {
    const base = { customer_id: carlos.customer_id, person_id: carlos.id }
    await insert('contractor_contracts', {
      ...base, title: 'Frontend development retainer', contract_type: 'time_based', start_date: '2025-01-15', end_date: '2026-12-31',
      frequency: 'monthly', currency: 'USD', rate: 650000, scope_of_work: 'Build and maintain the customer-facing web screens.',
      status: 'signed', signed_at: '2025-01-10T09:00:00.000Z',
    })
    await insert('contractor_contracts', {
      ...base, title: 'Design system audit', contract_type: 'result_based', start_date: '2027-01-04', end_date: '2027-02-26',
      frequency: 'one_time', currency: 'USD', rate: 1200000, scope_of_work: 'Audit the component library and deliver a written report.',
      status: 'proposed',
    })
  }
  const initechContractor = await db.from('people').where('customer_id', ids.initech).where('type', 'contractor').orderBy('id').first()
  if (initechContractor) {
    await insert('contractor_contracts', {
      customer_id: ids.initech, person_id: initechContractor.id, title: 'Data migration services', contract_type: 'fixed_fee',
      start_date: '2025-06-01', frequency: 'monthly', currency: 'EUR', rate: 420000, status: 'signed', signed_at: '2025-05-28T12:00:00.000Z',
    })
  }
  // Umbrella (another vendor's customer) has no contractor among its bulk people: one of its own.
  const ursula = await insert('people', {
    customer_id: ids.umbrella, name: 'Ursula Freelance', work_email: 'ursula.freelance@umbrella.test', type: 'contractor', status: 'active',
    engagement_type: 'ic', service_type: 'payroll', country: 'US', job_title: 'Compliance Consultant', start_date: '2025-03-01', is_local: true,
  })
  await insert('contractor_contracts', {
    customer_id: ids.umbrella, person_id: ursula, title: 'Compliance review', contract_type: 'time_based', start_date: '2025-03-01',
    frequency: 'hourly', currency: 'USD', rate: 15000, status: 'proposed',
  })
}
