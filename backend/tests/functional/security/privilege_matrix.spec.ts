import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { CrudAction, ResourceDef } from '@hr/shared'
import { catalogue, customerAdminManaged, readableBySuperadminManaged, vendorAdminManaged } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { createPayload as bodyFor, factoryRow } from '#tests/catalogue_rows'

/**
 * Who may do what, written out from the spec (domain §6) and the demo accounts' privileges — not
 * derived from the code under test. Each demo role performs every action on a record of its own
 * tenant; the API must allow exactly the roles listed here and refuse the rest.
 *   SA superadmin · VA vendor admin · VU vendor user · HR hr.admin (every privilege flag)
 *   MG manager (view people list, personal info, time) · EM/IN/NH/OE employees · CO contractor
 */
const ROLES = {
  SA: DEMO_EMAILS.superadmin, VA: DEMO_EMAILS.vendorAdmin, VU: DEMO_EMAILS.vendorUser, HR: DEMO_EMAILS.hrAdmin,
  MG: DEMO_EMAILS.manager, EM: DEMO_EMAILS.employee, IN: DEMO_EMAILS.intern, CO: DEMO_EMAILS.contractor,
  OE: DEMO_EMAILS.otherEmployee, NH: DEMO_EMAILS.newHire,
} as const
type Role = keyof typeof ROLES
const ALL = Object.keys(ROLES) as Role[]

const EXPECTED: Record<string, Record<CrudAction, Role[]>> = {
  people: {
    list: ['SA', 'VA', 'VU', 'HR', 'MG'],
    show: ['SA', 'VA', 'VU', 'HR', 'MG'],
    create: ['SA', 'VA', 'VU', 'HR'],
    update: ['SA', 'VA', 'VU', 'HR', 'MG'],
    delete: ['SA', 'VA', 'VU', 'HR'],
  },
  customer: {
    list: ALL, show: ALL,
    create: ['SA', 'VA', 'VU'],
    update: ['SA', 'VA', 'VU'],
    delete: ['SA', 'VA'],
  },
  vendor: {
    list: ['SA', 'VA', 'VU'], show: ['SA', 'VA', 'VU'],
    create: ['SA'], update: ['SA'], delete: ['SA'],
  },
  logs: {
    list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'],
    create: ALL, update: [], delete: [],
  },
  sso_domain: {
    list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'],
    create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'],
  },
  // Data-cloud reference data: everyone reads it, only superadmins change it (issue 6).
  leave_type: { list: ALL, show: ALL, create: ['SA'], update: ['SA'], delete: ['SA'] },
  public_holiday: { list: ALL, show: ALL, create: ['SA'], update: ['SA'], delete: ['SA'] },
  exchange_rate: { list: ALL, show: ALL, create: ['SA'], update: ['SA'], delete: ['SA'] },
  // A colleague's personal records: the bank-info or personal-info privilege (own records are 'self').
  bank_account: { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] },
  passport: { list: ['SA', 'VA', 'VU', 'HR', 'MG'], show: ['SA', 'VA', 'VU', 'HR', 'MG'], create: ['SA', 'VA', 'VU', 'HR', 'MG'], update: ['SA', 'VA', 'VU', 'HR', 'MG'], delete: ['SA', 'VA', 'VU', 'HR', 'MG'] },
  data_manager: { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] },
  // A colleague's documents: the personal-info privilege (the person sees their own shared ones via 'self').
  doc: { list: ['SA', 'VA', 'VU', 'HR', 'MG'], show: ['SA', 'VA', 'VU', 'HR', 'MG'], create: ['SA', 'VA', 'VU', 'HR', 'MG'], update: ['SA', 'VA', 'VU', 'HR', 'MG'], delete: ['SA', 'VA', 'VU', 'HR', 'MG'] },
  pricebook: { list: ['SA', 'VA', 'VU'], show: ['SA', 'VA', 'VU'], create: ['SA', 'VA'], update: ['SA', 'VA'], delete: ['SA', 'VA'] },
  emergency_contact: { list: ['SA', 'VA', 'VU', 'HR', 'MG'], show: ['SA', 'VA', 'VU', 'HR', 'MG'], create: ['SA', 'VA', 'VU', 'HR', 'MG'], update: ['SA', 'VA', 'VU', 'HR', 'MG'], delete: ['SA', 'VA', 'VU', 'HR', 'MG'] },
  // Employment terms and their dated records, work info: the info privilege (people area, issue 5).
  employment_info: { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] },
  employment_record: { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] },
  country_record: { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] },
  expat_record: { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] },
  work_info: { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] },
  // A colleague's timesheet: the time privilege (the manager has it); own days are 'self'.
  timesheet: { list: ['SA', 'VA', 'VU', 'HR', 'MG'], show: ['SA', 'VA', 'VU', 'HR', 'MG'], create: ['SA', 'VA', 'VU', 'HR', 'MG'], update: ['SA', 'VA', 'VU', 'HR', 'MG'], delete: ['SA', 'VA', 'VU', 'HR', 'MG'] },
  // EDT/CDT definitions: everyone of the company reads them, the admin privilege keeps them.
  data_item: { list: ALL, show: ALL, create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] },
  data_item_entry: { list: ALL, show: ALL, create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] },
  data_value: { list: ['SA', 'VA', 'VU', 'HR', 'MG'], show: ['SA', 'VA', 'VU', 'HR', 'MG'], create: ['SA', 'VA', 'VU', 'HR', 'MG'], update: ['SA', 'VA', 'VU', 'HR', 'MG'], delete: ['SA', 'VA', 'VU', 'HR', 'MG'] },
  // Another contractor's contracts: the contractor privilege (a contractor reads only their own, 'self').
  contractor_contract: { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] },
}

const COMPANY_ADMINS: Role[] = ['SA', 'VA', 'VU', 'HR']
const ORGANISATION_EXPECTED: Record<string, Record<CrudAction, Role[]>> = {
  // A customer's company data: its admins (access_admin) and the admins serving it (organisation area).
  business_entity: { list: COMPANY_ADMINS, show: COMPANY_ADMINS, create: COMPANY_ADMINS, update: COMPANY_ADMINS, delete: COMPANY_ADMINS },
  agreement: { list: COMPANY_ADMINS, show: COMPANY_ADMINS, create: COMPANY_ADMINS, update: COMPANY_ADMINS, delete: COMPANY_ADMINS },
  company_doc: { list: COMPANY_ADMINS, show: COMPANY_ADMINS, create: COMPANY_ADMINS, update: COMPANY_ADMINS, delete: COMPANY_ADMINS },
  company_bank_account: { list: COMPANY_ADMINS, show: COMPANY_ADMINS, create: COMPANY_ADMINS, update: COMPANY_ADMINS, delete: COMPANY_ADMINS },
  // A vendor's services: its customers' admins read them; vendor admins and superadmins keep them.
  vendor_service: { list: COMPANY_ADMINS, show: COMPANY_ADMINS, create: ['SA', 'VA'], update: ['SA', 'VA'], delete: ['SA', 'VA'] },
  // The customer's own pricebook rows: read-only for its admins (vendors edit them as `pricebook`).
  customer_pricebook: { list: COMPANY_ADMINS, show: COMPANY_ADMINS, create: [], update: [], delete: [] },
}
Object.assign(EXPECTED, ORGANISATION_EXPECTED)
// Data-cloud pay items are the superadmin's; a customer's own data types are its admins' (issue 6).
Object.assign(EXPECTED, {
  pay_item: { list: ALL, show: ALL, create: ['SA'], update: ['SA'], delete: ['SA'] },
  company_pay_item: { list: ALL, show: ALL, create: COMPANY_ADMINS, update: COMPANY_ADMINS, delete: COMPANY_ADMINS },
  company_leave_type: { list: ALL, show: ALL, create: COMPANY_ADMINS, update: COMPANY_ADMINS, delete: COMPANY_ADMINS },
})

const CREATE: Record<string, Record<string, unknown>> = {
  business_entity: { name: 'Matrix Entity Pte. Ltd.', tax_id: 'M-123', incorporation_date: '2020-02-02' },
  company_bank_account: { account_holder: 'Matrix Holder', iban: 'GB82 WEST 1234 5698 7654 32', currency: 'SGD' },
  vendor_service: { name: 'Matrix service' },
  customer_pricebook: { name: 'Matrix prices', currency: 'USD', fix_fee: '10.00' },
  pricebook: { name: 'Matrix prices', currency: 'USD', fix_fee: '10.00' },
  pay_item: { name: 'Matrix pay item', category: 'allowance', value: '12.50', currency: 'SGD' },
  company_pay_item: { name: 'Matrix pay item', category: 'allowance' },
  company_leave_type: { name: 'Matrix leave', day_type: 'calendar' },
  bank_account: { account_holder: 'Matrix Holder', iban: 'GB82 WEST 1234 5698 7654 32' },
  passport: { number: 'M1234567', issuing_country: 'SG' },
  emergency_contact: { name: 'Matrix Contact', relationship: 'Sibling' },
  employment_info: { job_start_date: '2031-01-01', probation_end_date: '2031-04-01' },
  employment_record: { effective_date: '2031-01-01', job_title: 'Matrix' },
  country_record: { effective_date: '2031-01-01', country: 'SG' },
  expat_record: { effective_date: '2031-01-01', action: 'set', host_country: 'MY' },
  work_info: { employee_number: 'M-1' },
  timesheet: { work_date: '2031-01-01', total_hours: '8' },
  data_item: { name: 'Matrix item', kind: 'cdt', value_type: 'text' },
  data_item_entry: { key: 'notes', lang: 'fr', value: 'Matrix' },
  data_value: { text_value: 'Matrix' },
  contractor_contract: { title: 'Matrix contract', contract_type: 'fixed_fee', start_date: '2031-01-01', currency: 'USD', rate: '100.00' },
  people: { name: 'Matrix Person' },
  customer: { name: 'Matrix Customer' },
  vendor: { name: 'Matrix Vendor' },
  sso_domain: { domain: 'matrix-new.test' },
  leave_type: { name: 'Matrix leave', day_type: 'calendar', default_entitlement: '2.5' },
  public_holiday: { country: 'SG', name: 'Matrix Day', date: '2031-03-03' },
  exchange_rate: { from_currency: 'usd', to_currency: 'MYR', rate: '4.4721', date: '2031-03-03' },
}

/** A valid change where the title field alone would not be one. */
const UPDATE: Record<string, Record<string, unknown>> = {
  sso_domain: { domain: 'matrix-upd.test' },
  exchange_rate: { from_currency: 'EUR' },
  data_manager: {},
  employment_info: { job_start_date: '2030-01-02' },
  employment_record: { effective_date: '2031-02-02' },
  country_record: { effective_date: '2031-02-02' },
  expat_record: { effective_date: '2031-02-02' },
  timesheet: { work_date: '2031-02-02' },
}

/**
 * Expectations per access preset, for resources declared with one and not listed above (a plain
 * resource adds nothing here): the same independent oracle, written once per preset.
 */
const PRESET_EXPECTED = new Map<unknown, Record<CrudAction, Role[]>>([
  // The company's users read; its admins (access_admin; superadmin and vendor users pass) manage.
  [customerAdminManaged, { list: ALL, show: ALL, create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] }],
  // The vendor's users read; its own admins (and superadmins) manage.
  [vendorAdminManaged, { list: ['SA', 'VA', 'VU'], show: ['SA', 'VA', 'VU'], create: ['SA', 'VA'], update: ['SA', 'VA'], delete: ['SA', 'VA'] }],
  [readableBySuperadminManaged, { list: ALL, show: ALL, create: ['SA'], update: ['SA'], delete: ['SA'] }],
])
const expectedOf = (def: ResourceDef) => EXPECTED[def.name] ?? PRESET_EXPECTED.get(def.access)

const now = () => new Date().toISOString()

const privacyKey = async (customerId: number) =>
  JSON.parse((await db.from('customers').where('id', customerId).first()).privacy_doc).file_url as string

const acmeId = async () => Number((await db.from('vendors').where('name', 'Acme Payroll Services').first()).id)

/** Person-owned records are created for the target's person (a colleague in the role's own tenant). */
async function createPayload(resource: string, targetId: number) {
  if (resource === 'doc') {
    const row = await db.from('documents').where('id', targetId).first()
    return { person_id: Number(row.person_id), doc_type: 'personal', file_name: 'New.pdf', file_type: 'pdf', file_url: row.file_url }
  }
  if (resource === 'data_manager') {
    const row = await db.from('person_data_managers').where('id', targetId).first()
    return { person_id: Number(row.person_id), manager_person_id: Number(row.person_id) }
  }
  if (resource === 'agreement' || resource === 'company_doc') return organisationPayload(resource, targetId)
  if (resource === 'logs') {
    // A client may log only a read of something it may read: the privacy document of the entry's company.
    const entry = await db.from('audit_logs').where('id', targetId).first()
    const upload = await db.from('uploads').where('file_key', await privacyKey(Number(entry.customer_id))).first()
    return { entity_name: 'file', entity_id: Number(upload.id), action: 'view' }
  }
  const employment = await employmentPayload(resource, targetId)
  if (employment) return employment
  const table = { bank_account: 'bank_accounts', passport: 'passports', emergency_contact: 'emergency_contacts' }[resource]
  if (!table) return CREATE[resource] ?? plainPayload(resource)
  const row = await db.from(table).where('id', targetId).first()
  return { ...CREATE[resource], person_id: Number(row.person_id) }
}

/** A plain resource's create body and target row come from the catalogue's row factory. */
const plainPayload = (resource: string) => bodyFor(catalogue.find((d) => d.name === resource)!, Date.now() % 100000)

/** Company data rows that point at another row of the same company (an entity, an upload). */
async function organisationPayload(resource: string, targetId: number) {
  if (resource === 'agreement') {
    const row = await db.from('agreements').where('id', targetId).first()
    return { contract_id: 'MATRIX-NEW', buying_entity_id: Number(row.buying_entity_id), selling_entity_id: Number(row.buying_entity_id) }
  }
  const row = await db.from('company_docs').where('id', targetId).first()
  return { file_name: 'Matrix.pdf', file_type: 'pdf', file_url: row.file_url }
}

/** A customer-owned company-data row (or, for services, one of the role's vendor) in the role's own tenant. */
async function organisationTarget(resource: string, customerId: number, vendorId: number, insert: (t: string, r: Record<string, unknown>) => Promise<number>) {
  const owner = { owner_type: 'customer', customer_id: customerId }
  const entity = () => insert('business_entities', { ...owner, name: 'Matrix Target Entity' })
  switch (resource) {
    case 'business_entity': return entity()
    case 'agreement': return insert('agreements', { ...owner, contract_id: 'MATRIX-T', buying_entity_id: await entity(), selling_entity_id: await entity(), status: 'proposed' })
    case 'company_doc': return insert('company_docs', { ...owner, file_name: 'Matrix.pdf', file_type: 'pdf', file_url: await privacyKey(customerId) })
    case 'company_bank_account': return insert('company_bank_accounts', { ...owner, account_holder: 'Matrix Target', is_default: false })
    case 'vendor_service': return insert('vendor_services', { owner_type: 'vendor', vendor_id: vendorId, name: 'Matrix target service', is_active: true })
    case 'customer_pricebook': return insert('pricebooks', {
      vendor_id: vendorId, customer_id: customerId, name: 'Matrix customer prices', currency: 'USD', fee_type: 'fix_fee', fix_fee: 100, vat_model: 'none',
    })
    default: return null
  }
}

const EMPLOYMENT_TABLES: Record<string, string> = {
  employment_info: 'employment_infos', employment_record: 'employment_records', country_record: 'country_records',
  expat_record: 'expat_records', work_info: 'work_infos', timesheet: 'timesheets', data_item_entry: 'data_item_entries', data_value: 'data_values',
  contractor_contract: 'contractor_contracts',
}

/** People-area rows: one-per-person resources (and values per item) need an owner without one yet. */
async function employmentPayload(resource: string, targetId: number) {
  const table = EMPLOYMENT_TABLES[resource]
  if (!table) return null
  const row = await db.from(table).where('id', targetId).first()
  const insert = async (t: string, values: Record<string, unknown>) => {
    const [r] = await db.table(t).insert({ ...values, customer_id: row.customer_id, created_at: now(), updated_at: now() }).returning('id')
    return Number(typeof r === 'object' ? r.id : r)
  }
  if (resource === 'data_item_entry') return { ...CREATE[resource], data_item_id: Number(row.data_item_id) }
  if (resource === 'data_value') {
    return { ...CREATE[resource], person_id: Number(row.person_id), data_item_id: await insert('data_items', { name: 'Matrix other item', kind: 'cdt', value_type: 'text', display_order: 0, is_personal: false }) }
  }
  const onePerPerson = resource === 'employment_info' || resource === 'work_info'
  const personId = onePerPerson ? await insert('people', { name: 'Matrix Newcomer', type: 'staff', status: 'onboarding' }) : Number(row.person_id)
  return { ...CREATE[resource], person_id: personId }
}

/** A record of the role's own tenant that is not the role's own (so 'self' rules do not apply). */
async function target(resource: string, email: string): Promise<number> {
  const user = await demoUser(email)
  const customerId = user.customerId ?? Number((await db.from('customers').where('name', 'Globex Asia').first()).id)
  const insert = async (table: string, row: Record<string, unknown>) => {
    const [r] = await db.table(table).insert({ ...row, created_at: now(), updated_at: now() }).returning('id')
    return Number(typeof r === 'object' ? r.id : r)
  }
  const colleague = () => insert('people', { customer_id: customerId, name: 'Matrix Colleague', type: 'staff', status: 'regular' })
  const organisation = await organisationTarget(resource, customerId, user.vendorId ?? await acmeId(), insert)
  if (organisation !== null) return organisation
  switch (resource) {
    case 'bank_account': return insert('bank_accounts', { customer_id: customerId, person_id: await colleague(), account_holder: 'Matrix Target' })
    case 'passport': return insert('passports', { customer_id: customerId, person_id: await colleague(), number: 'T0000001', issuing_country: 'SG' })
    case 'emergency_contact': return insert('emergency_contacts', { customer_id: customerId, person_id: await colleague(), name: 'Matrix Target', relationship: 'Parent' })
    case 'data_manager': return insert('person_data_managers', { customer_id: customerId, person_id: await colleague(), manager_person_id: await colleague() })
    case 'doc': return insert('documents', { customer_id: customerId, person_id: await colleague(), doc_type: 'work', file_name: 'Matrix.pdf', file_type: 'pdf', file_url: await privacyKey(customerId) })
    case 'pricebook': return insert('pricebooks', {
      vendor_id: user.vendorId ?? Number((await db.from('vendors').where('name', 'Acme Payroll Services').first()).id),
      name: 'Matrix target prices', currency: 'USD', fee_type: 'fix_fee', fix_fee: 100, vat_model: 'none',
    })
    // Still onboarding with no HR history: the delete-workflow condition holds (person_lifecycle.ts).
    case 'people': return insert('people', { customer_id: customerId, name: 'Matrix Target', type: 'staff', status: 'onboarding' })
    case 'employment_info': return insert('employment_infos', { customer_id: customerId, person_id: await colleague(), job_start_date: '2030-01-01' })
    case 'employment_record': return insert('employment_records', { customer_id: customerId, person_id: await colleague(), effective_date: '2030-01-01', job_title: 'Matrix Target' })
    case 'country_record': return insert('country_records', { customer_id: customerId, person_id: await colleague(), effective_date: '2030-01-01', country: 'SG' })
    case 'expat_record': return insert('expat_records', { customer_id: customerId, person_id: await colleague(), effective_date: '2030-01-01', action: 'set', host_country: 'MY' })
    case 'work_info': return insert('work_infos', { customer_id: customerId, person_id: await colleague(), employee_number: 'T-1' })
    case 'timesheet': return insert('timesheets', { customer_id: customerId, person_id: await colleague(), work_date: '2030-01-01', total_hours: 8 })
    // Initiated (never signed), so a delete is allowed; the owner is a contractor colleague.
    case 'contractor_contract': return insert('contractor_contracts', {
      customer_id: customerId, person_id: await insert('people', { customer_id: customerId, name: 'Matrix Contractor', type: 'contractor', status: 'active' }),
      title: 'Matrix target contract', contract_type: 'time_based', start_date: '2030-01-01', frequency: 'monthly', currency: 'USD', rate: 10000, status: 'initiated',
    })
    case 'data_item': return insert('data_items', { customer_id: customerId, name: 'Matrix target item', kind: 'cdt', value_type: 'text', display_order: 0, is_personal: false })
    case 'data_item_entry': return insert('data_item_entries', {
      customer_id: customerId, key: 'data', lang: 'en', value: 'Matrix target',
      data_item_id: await insert('data_items', { customer_id: customerId, name: 'Matrix item', kind: 'cdt', value_type: 'text', display_order: 0, is_personal: false }),
    })
    case 'data_value': return insert('data_values', {
      customer_id: customerId, person_id: await colleague(), text_value: 'Matrix target',
      data_item_id: await insert('data_items', { customer_id: customerId, name: 'Matrix item', kind: 'cdt', value_type: 'text', display_order: 0, is_personal: false }),
    })
    case 'pay_item': return insert('pay_items', { name: 'Matrix target item', category: 'allowance' })
    case 'company_pay_item': return insert('company_pay_items', { customer_id: customerId, name: 'Matrix target item', category: 'allowance' })
    case 'company_leave_type': return insert('company_leave_types', { customer_id: customerId, name: 'Matrix target leave' })
    case 'customer': return customerId
    case 'vendor': return user.vendorId ?? Number((await db.from('vendors').where('name', 'Acme Payroll Services').first()).id)
    case 'sso_domain': return insert('customer_sso_domains', { customer_id: customerId, domain: 'matrix-target.test' })
    case 'leave_type': return insert('leave_types', { name: 'Matrix target leave', day_type: 'working' })
    case 'public_holiday': return insert('public_holidays', { country: 'SG', name: 'Matrix target day', date: '2030-01-02' })
    case 'exchange_rate': return insert('exchange_rates', { from_currency: 'USD', to_currency: 'THB', rate: '35.1', date: '2030-01-02' })
    case 'logs': return insert('audit_logs', { customer_id: customerId, entity_name: 'doc', action: 'view' })
    default: {
      const def = catalogue.find((d) => d.name === resource)!
      const vendorId = user.vendorId ?? await acmeId()
      const row = factoryRow(def, { customerId, vendorId }, Date.now() % 100000)
      if (!row) throw new Error(`${resource}: no factory row (a required reference) — give it a case here`)
      const [r] = await db.table(def.table).insert(row).returning('id')
      return Number(typeof r === 'object' ? r.id : r)
    }
  }
}

test.group('Privilege matrix (every demo role × every action)', (group) => {
  group.each.setup(() => isolatedTest())
  const totals = { cases: 0, mismatches: 0 }
  group.teardown(() => console.log(`  privilege matrix: ${totals.cases} cases, ${totals.mismatches} mismatches`))

  for (const def of catalogue) {
    for (const role of ALL) {
      test(`${def.name} as ${role}`, async ({ client, assert }) => {
        const expected = expectedOf(def)
        assert.isDefined(expected, `the matrix covers ${def.name}`)
        const user = await demoUser(ROLES[role])
        const id = await target(def.name, ROLES[role])
        // A list that answers but only with the role's own rows (record-level 'self') has refused the target.
        const list = await client.get(`/api/${def.path}`).qs({ 'filter[id]': id }).loginAs(user)
        const listed = list.status() === 200 && list.body().items.some((r: any) => r.id === id)
        const outcomes: Record<CrudAction, number> = {
          list: list.status() === 200 && !listed ? 404 : list.status(),
          show: (await client.get(`/api/${def.path}/${id}`).loginAs(user)).status(),
          // A superadmin creates vendor-owned rows for the vendor it selected (the vendor switcher's cookie).
          create: (await client.post(`/api/${def.path}`).header('x-vendor-id', (def.scope === 'vendor' || def.scope === 'customer_or_vendor') && role === 'SA' ? String(await acmeId()) : '')
            .json(await createPayload(def.name, id)).loginAs(user)).status(),
          update: (await client.post(`/api/${def.path}/${id}`).json({ update_data: UPDATE[def.name] ?? { [def.titleField]: 'Matrix' } }).loginAs(user)).status(),
          // Deletes confirmed by retyping the title (customer: domain §5) send it, as the screen does.
          delete: (await client.delete(`/api/${def.path}/${id}`)
            .json(def.confirmDeleteMessage ? { name: (await db.from(def.table).where('id', id).first())?.[def.titleField] } : {})
            .loginAs(user)).status(),
        }
        const wrong: string[] = []
        for (const action of Object.keys(outcomes) as CrudAction[]) {
          const allowed = expected[action].includes(role)
          const status = outcomes[action]
          const ok = allowed ? status >= 200 && status < 300 : status === 403 || status === 404
          totals.cases++
          if (!ok) wrong.push(`${action}: expected ${allowed ? 'allowed' : 'refused'}, got ${status}`)
        }
        totals.mismatches += wrong.length
        assert.deepEqual(wrong, [])
      })
    }
  }
})
