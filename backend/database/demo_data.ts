import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { ACCESS_PRIVILEGES, DEMO_PASSWORD, accessFlag, type AccessPrivilege } from '@hr/shared'
import { platformTerms, privacyPolicy, storeDemoPdf } from '#database/demo_documents'
import { seedReferenceData } from '#database/reference_data'
import { seedDemoPeople } from './demo/people.js'
import { seedDemoOrganisation } from './demo/organisation.js'
import { seedDemoVendor } from './demo/vendor.js'
import { seedDemoSuperadmin } from './demo/superadmin.js'
import { seedPlainResources } from './demo/plain_resources.js'
import { loadAreas } from '#services/areas'

/**
 * The demo platform every newcomer logs into (README lists the accounts). Deterministic, so tests
 * and screenshots can rely on names and counts. Password for every account: Demo@12345.
 */
const FIRST = ['Aiko', 'Ben', 'Chen', 'Daria', 'Emeka', 'Farah', 'Gustavo', 'Hana', 'Ivan', 'Jia', 'Kofi', 'Lena',
  'Mateo', 'Nadia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sanjay', 'Tomoko', 'Umar', 'Vera', 'Wei', 'Ximena', 'Yusuf', 'Zara']
const LAST = ['Tanaka', 'Okafor', 'Nguyen', 'Silva', 'Kowalski', 'Haddad', 'Lim', 'Moreau', 'Patel', 'Rossi', 'Schmidt',
  'Wong', 'Ivanova', 'Mendes', 'Sato', 'Khan']
const TITLES = ['Software Engineer', 'Accountant', 'HR Generalist', 'Sales Manager', 'Designer', 'Data Analyst',
  'Operations Lead', 'Recruiter', 'Product Manager', 'Support Specialist']
const GLOBEX_COUNTRIES = ['SG', 'HK', 'MY', 'TH', 'VN', 'PH', 'CN', 'JP']
const INITECH_COUNTRIES = ['DE', 'FR', 'NL', 'ES', 'IT', 'PL', 'GB']
const STAFF_STATUSES = ['regular', 'regular', 'regular', 'probation', 'onboarding', 'resigned']

export const DEMO = {
  vendor: 'Acme Payroll Services',
  customers: { globex: 'Globex Asia', initech: 'Initech Europe', umbrella: 'Umbrella Holdings' },
}

const now = () => new Date().toISOString()
const flags = (privileges: readonly AccessPrivilege[]) =>
  Object.fromEntries(ACCESS_PRIVILEGES.map((p) => [accessFlag(p), privileges.includes(p)]))

async function insert(table: string, row: Record<string, unknown>): Promise<number> {
  const [r] = await db.table(table).insert({ created_at: now(), ...row }).returning('id')
  return Number(typeof r === 'object' ? (r as { id: number }).id : r)
}

export async function isSeeded() {
  const row = await db.from('users').count('* as total').first()
  return Number(row?.total ?? 0) > 0
}

export async function seedDemo() {
  await seedReferenceData()
  const password = await hash.make(DEMO_PASSWORD)
  const agreed = now()

  const acme = await insert('vendors', { name: DEMO.vendor, domain: 'acme-payroll.test', is_primary: true, if_marco_link: true, updated_at: now() })
  const borealis = await insert('vendors', { name: 'Borealis HR Partners', domain: 'borealis-hr.test', updated_at: now() })
  await insert('vendors', { name: 'Legacy Payroll Co', domain: 'legacy-payroll.test', updated_at: now(), deleted_at: now() })

  const globex = await insert('customers', {
    vendor_id: acme, name: DEMO.customers.globex, sender_name: 'Globex People Team', sender_email: 'people@globex.test',
    csm_name: 'Carla Mendes', is_active: true, updated_at: now(),
  })
  const initech = await insert('customers', {
    vendor_id: acme, name: DEMO.customers.initech, sender_name: 'Initech HR', sender_email: 'hr@initech.test',
    csm_name: 'Carla Mendes', is_active: true, updated_at: now(),
  })

  // A customer of another vendor: what Acme's users must never see.
  const umbrella = await insert('customers', {
    vendor_id: borealis, name: 'Umbrella Holdings', sender_name: 'Umbrella HR', sender_email: 'hr@umbrella.test',
    is_active: true, updated_at: now(),
  })

  const user = (row: Record<string, unknown>) =>
    insert('users', { password, lang: 'en', is_active: true, agree_privacy_time: agreed, updated_at: now(), ...flags([]), ...row })

  await user({ email: 'superadmin@demo.test', name: 'Sam Superadmin', role: 'superadmin' })
  await user({ email: 'vendor.admin@demo.test', name: 'Victor Vendoradmin', role: 'vendor', vendor_id: acme, access_vendor_portal: true })
  const vendorUser = await user({ email: 'vendor.user@demo.test', name: 'Valerie Vendoruser', role: 'vendor', vendor_id: acme })
  await db.table('customer_user_assignments').insert({ customer_id: globex, user_id: vendorUser, created_at: now() })

  const staff = async (customerId: number, u: Record<string, unknown>, p: Record<string, unknown>) => {
    const userId = await user({ role: 'staff', customer_id: customerId, ...u })
    return insert('people', {
      customer_id: customerId, user_id: userId, name: u.name, work_email: u.email, type: 'staff', status: 'regular',
      service_type: 'system', engagement_type: 'internal', is_local: true, start_date: '2024-03-01', updated_at: now(), ...p,
    })
  }

  await staff(globex, { email: 'hr.admin@demo.test', name: 'Helen Hradmin', is_manager: true, is_employee: true, title: 'HR Director', ...flags(ACCESS_PRIVILEGES) },
    { job_title: 'HR Director', profile_type: 'manager_and_staff', country: 'SG' })
  const managerId = await staff(globex, { email: 'manager@demo.test', name: 'Marcus Manager', is_manager: true, title: 'Engineering Manager', ...flags(['view_people_list', 'personal_info', 'time']) },
    { job_title: 'Engineering Manager', profile_type: 'manager_only', country: 'SG' })
  await staff(globex, { email: 'employee@demo.test', name: 'Emma Employee', is_employee: true, title: 'Software Engineer' },
    { job_title: 'Software Engineer', profile_type: 'staff_only', country: 'SG', reporting_manager_id: managerId })
  await staff(globex, { email: 'intern@demo.test', name: 'Ian Intern', is_employee: true, is_intern: true, title: 'Engineering Intern' },
    { job_title: 'Engineering Intern', profile_type: 'intern', country: 'SG', status: 'probation', reporting_manager_id: managerId })
  await staff(globex, { email: 'new.hire@demo.test', name: 'Nina Newhire', is_employee: true, agree_privacy_time: null, title: 'Designer' },
    { job_title: 'Designer', profile_type: 'staff_only', country: 'HK', status: 'onboarding', start_date: '2026-12-01', reporting_manager_id: managerId })
  const contractorUser = await user({ email: 'contractor@demo.test', name: 'Carlos Contractor', role: 'contractor', customer_id: globex, contractor_type: 'individual' })
  await insert('people', {
    customer_id: globex, user_id: contractorUser, name: 'Carlos Contractor', work_email: 'contractor@demo.test', type: 'contractor',
    status: 'active', engagement_type: 'ic', service_type: 'payroll', country: 'PH', job_title: 'Frontend Contractor', start_date: '2025-01-15', updated_at: now(),
  })
  await staff(initech, { email: 'other.employee@demo.test', name: 'Oscar Otheremployee', is_employee: true, title: 'Accountant' },
    { job_title: 'Accountant', profile_type: 'staff_only', country: 'DE' })

  await bulkPeople(globex, 'globex', GLOBEX_COUNTRIES, 53, 0)
  await bulkPeople(initech, 'initech', INITECH_COUNTRIES, 19, 7)
  await bulkPeople(umbrella, 'umbrella', ['US', 'CA'], 5, 3)

  // The privacy dialog's two documents: each customer's privacy policy, and the vendor's platform terms.
  await db.from('vendors').where('id', acme).update({
    platform_terms: await storeDemoPdf('doc/demo-platform-terms-acme.pdf', 'Acme Payroll Services Platform Terms', platformTerms(DEMO.vendor), { vendor_id: acme }),
  })
  for (const [customerId, name] of [[globex, DEMO.customers.globex], [initech, DEMO.customers.initech], [umbrella, DEMO.customers.umbrella]] as const) {
    const key = `doc/demo-privacy-${name.toLowerCase().replace(/\W+/g, '-')}.pdf`
    await db.from('customers').where('id', customerId).update({ privacy_doc: await storeDemoPdf(key, `${name} Privacy Policy`, privacyPolicy(name), { customer_id: customerId }) })
  }

  // Each company whitelists its own e-mail domain; Globex signs its staff in through SSO.
  for (const [customerId, domain] of [[globex, 'globex.test'], [initech, 'initech.test'], [umbrella, 'umbrella.test']] as const) {
    await insert('customer_sso_domains', { customer_id: customerId, domain, updated_at: now() })
  }
  await db.from('customers').where('id', globex).update({ sso_enabled: true })
  await staff(globex, { email: 'sso.user@globex.test', name: 'Sofia Ssouser', is_employee: true, title: 'Analyst' },
    { job_title: 'Analyst', profile_type: 'staff_only', country: 'SG' })

  // A few personal records per company, so every person tab and the isolation tests have rows.
  for (const email of ['employee@demo.test', 'other.employee@demo.test', 'hr.admin@demo.test']) {
    const person = await db.from('people').where('work_email', email).first()
    const base = { customer_id: person.customer_id, person_id: person.id, updated_at: now() }
    await insert('bank_accounts', { ...base, account_holder: person.name, bank_name: 'Demo Bank', bank_country: 'DE', currency: 'EUR', iban: 'DE89370400440532013000', swift_bic: 'DEUTDEFF', is_default: true })
    await insert('passports', { ...base, number: `P${person.id}0001`, issuing_country: person.country, issue_date: '2020-01-15', expiry_date: '2030-01-14', name_on_passport: person.name, is_default: true })
    await insert('emergency_contacts', { ...base, name: `${person.name.split(' ')[0]}'s partner`, relationship: 'Spouse', phone: '+65 6000 0000' })
  }
  const umbrellaPerson = await db.from('people').where('customer_id', umbrella).first()
  const umbrellaBase = { customer_id: umbrella, person_id: umbrellaPerson.id, updated_at: now() }
  await insert('bank_accounts', { ...umbrellaBase, account_holder: umbrellaPerson.name, routing_number: '021000021', currency: 'USD', is_default: true })
  await insert('passports', { ...umbrellaBase, number: 'U0000001', issuing_country: 'US' })
  await insert('emergency_contacts', { ...umbrellaBase, name: 'Pat Doe', relationship: 'Parent' })

  // hr.admin manages the data of the new hire; Initech and Umbrella have assignments of their own.
  const byEmail = async (email: string) => (await db.from('people').where('work_email', email).first()).id
  await insert('person_data_managers', { customer_id: globex, person_id: await byEmail('new.hire@demo.test'), manager_person_id: await byEmail('hr.admin@demo.test'), updated_at: now() })
  const initechPeople = await db.from('people').where('customer_id', initech).orderBy('id').limit(2)
  await insert('person_data_managers', { customer_id: initech, person_id: initechPeople[1].id, manager_person_id: initechPeople[0].id, updated_at: now() })
  const umbrellaPeople = await db.from('people').where('customer_id', umbrella).orderBy('id').limit(2)
  await insert('person_data_managers', { customer_id: umbrella, person_id: umbrellaPeople[1].id, manager_person_id: umbrellaPeople[0].id, updated_at: now() })

  // One shared and one HR-only document per company (pointing at the company's privacy policy upload).
  for (const [customerId, name] of [[globex, DEMO.customers.globex], [initech, DEMO.customers.initech], [umbrella, DEMO.customers.umbrella]] as const) {
    const key = `doc/demo-privacy-${name.toLowerCase().replace(/\W+/g, '-')}.pdf`
    const person = await db.from('people').where('customer_id', customerId).whereNotNull('user_id').orderBy('id').first()
      ?? await db.from('people').where('customer_id', customerId).orderBy('id').first()
    await insert('documents', { customer_id: customerId, person_id: person.id, doc_type: 'work', file_name: 'Employment contract.pdf', file_type: 'pdf', file_url: key, access_control: 'everyone', updated_at: now() })
    await insert('documents', { customer_id: customerId, person_id: person.id, doc_type: 'personal', file_name: 'Background check.pdf', file_type: 'pdf', file_url: key, access_control: 'admin', updated_at: now() })
  }

  // Price lists of both vendors (amounts in minor units: 45000 = 450.00).
  await insert('pricebooks', { vendor_id: acme, name: 'Acme standard EOR', currency: 'USD', fee_type: 'fix_fee', fix_fee: 45000, onboarding_fee: 20000, deposit_type: 'months', deposit_months: 2, vat_model: 'none', sell_price: 59900, buy_price: 42000, updated_at: now() })
  await insert('pricebooks', { vendor_id: acme, customer_id: globex, name: 'Globex Asia payroll', currency: 'SGD', fee_type: 'percentage', percentage_rate: '2.5', minimum_charge: 5000, max_charge: 90000, vat_model: 'service_only', vat_rate: '9', updated_at: now() })
  await insert('pricebooks', { vendor_id: borealis, name: 'Borealis list prices', currency: 'EUR', fee_type: 'fix_fee', fix_fee: 39900, vat_model: 'full', vat_rate: '21', updated_at: now() })

  // Each domain area seeds its own demo rows (database/demo/<area>.ts; a process area's demo.ts, in area order).
  const ids = { acme, borealis, globex, initech, umbrella }
  await seedDemoPeople(ids)
  // The partner vendor first: the organisation's partner agreement names it as seller.
  await seedDemoVendor(ids)
  await seedDemoOrganisation(ids)
  await seedDemoSuperadmin(ids)
  for (const area of await loadAreas()) await area.demo?.(ids)

  // Every customer's history starts with its creation, as if made through the API.
  for (const customerId of [globex, initech, umbrella]) {
    await insert('audit_logs', {
      customer_id: customerId, entity_name: 'customer', entity_id: customerId, action: 'create',
      action_info: JSON.stringify({ source: 'demo seed' }), updated_at: now(),
    })
  }
  // Last: plain resources nothing above seeds (e.g. one made by make:resource) get factory rows per tenant.
  await seedPlainResources(ids)
}

/** People without accounts, to fill lists past one page (60 at Globex, 20 at Initech, with the accounts). */
async function bulkPeople(customerId: number, domain: string, countries: string[], count: number, offset: number) {
  const rows = []
  for (let i = 0; i < count; i++) {
    const n = i + offset
    const first = FIRST[n % FIRST.length]
    const last = LAST[(n * 7 + 3) % LAST.length]
    const isContractor = i % 9 === 8
    rows.push({
      customer_id: customerId,
      name: `${first} ${last}`,
      work_email: `${first}.${last}.${n}@${domain}.test`.toLowerCase(),
      type: isContractor ? 'contractor' : 'staff',
      status: isContractor ? 'active' : STAFF_STATUSES[n % STAFF_STATUSES.length],
      engagement_type: isContractor ? 'ic' : n % 5 === 0 ? 'eor' : 'internal',
      service_type: n % 5 === 0 ? 'eor' : 'system',
      profile_type: isContractor ? null : 'staff_only',
      country: countries[n % countries.length],
      job_title: TITLES[n % TITLES.length],
      gender: n % 2 ? 'female' : 'male',
      start_date: `20${20 + (n % 6)}-${String((n % 12) + 1).padStart(2, '0')}-01`,
      is_expat: n % 11 === 0,
      is_local: n % 11 !== 0,
      created_at: now(),
      updated_at: now(),
    })
  }
  await db.table('people').multiInsert(rows)
}
