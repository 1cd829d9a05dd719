import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { CrudAction } from '@hr/shared'
import { catalogue } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

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
}

const CREATE: Record<string, Record<string, unknown>> = {
  pricebook: { name: 'Matrix prices', currency: 'USD', fix_fee: '10.00' },
  bank_account: { account_holder: 'Matrix Holder', iban: 'GB82 WEST 1234 5698 7654 32' },
  passport: { number: 'M1234567', issuing_country: 'SG' },
  emergency_contact: { name: 'Matrix Contact', relationship: 'Sibling' },
  people: { name: 'Matrix Person' },
  customer: { name: 'Matrix Customer' },
  vendor: { name: 'Matrix Vendor' },
  logs: { entity_name: 'doc', action: 'view' },
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
}

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
  const table = { bank_account: 'bank_accounts', passport: 'passports', emergency_contact: 'emergency_contacts' }[resource]
  if (!table) return CREATE[resource]
  const row = await db.from(table).where('id', targetId).first()
  return { ...CREATE[resource], person_id: Number(row.person_id) }
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
    case 'people': return insert('people', { customer_id: customerId, name: 'Matrix Target', type: 'staff', status: 'regular' })
    case 'customer': return customerId
    case 'vendor': return user.vendorId ?? Number((await db.from('vendors').where('name', 'Acme Payroll Services').first()).id)
    case 'sso_domain': return insert('customer_sso_domains', { customer_id: customerId, domain: 'matrix-target.test' })
    case 'leave_type': return insert('leave_types', { name: 'Matrix target leave', day_type: 'working' })
    case 'public_holiday': return insert('public_holidays', { country: 'SG', name: 'Matrix target day', date: '2030-01-02' })
    case 'exchange_rate': return insert('exchange_rates', { from_currency: 'USD', to_currency: 'THB', rate: '35.1', date: '2030-01-02' })
    default: return insert('audit_logs', { customer_id: customerId, entity_name: 'doc', action: 'view' })
  }
}

test.group('Privilege matrix (every demo role × every action)', (group) => {
  group.each.setup(() => isolatedTest())
  const totals = { cases: 0, mismatches: 0 }
  group.teardown(() => console.log(`  privilege matrix: ${totals.cases} cases, ${totals.mismatches} mismatches`))

  for (const def of catalogue) {
    for (const role of ALL) {
      test(`${def.name} as ${role}`, async ({ client, assert }) => {
        const expected = EXPECTED[def.name]
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
          create: (await client.post(`/api/${def.path}`).header('x-vendor-id', def.scope === 'vendor' && role === 'SA' ? String(await acmeId()) : '')
            .json(await createPayload(def.name, id)).loginAs(user)).status(),
          update: (await client.post(`/api/${def.path}/${id}`).json({ update_data: UPDATE[def.name] ?? { [def.titleField]: 'Matrix' } }).loginAs(user)).status(),
          delete: (await client.delete(`/api/${def.path}/${id}`).loginAs(user)).status(),
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
