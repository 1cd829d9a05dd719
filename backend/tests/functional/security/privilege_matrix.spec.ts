import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { CrudAction, ResourceDef } from '@hr/shared'
import { catalogue, customerAdminManaged, infoManaged, payrollManaged, readableBySuperadminManaged, vendorAdminManaged } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest, resourceTag } from '#tests/helpers'
import { WORKFLOW_ROWS, factoryCreateBody, insertFactoryRow, type FactoryOptions, type FactoryTenant } from '#database/factories/catalogue_rows'

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
// A colleague's time off: the time privilege (the manager has it); own requests are 'self', reports' are read by their manager.
const TIME: Role[] = ['SA', 'VA', 'VU', 'HR', 'MG']
Object.assign(EXPECTED, {
  leave: { list: TIME, show: TIME, create: TIME, update: TIME, delete: TIME },
  leave_entitlement: { list: TIME, show: TIME, create: TIME, update: TIME, delete: TIME },
  // The ledger is written by the workflow only.
  leave_ledger: { list: TIME, show: TIME, create: [], update: [], delete: [] },
})

// A payroll report: its readers (visible to all payroll users here), changed only by its creator
// (the matrix's rows have none; reports.spec holds the creator) or a superadmin.
EXPECTED.payroll_report = { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA'], delete: ['SA'] }
// A colleague's pay items: the payroll privilege (a data manager keeps their staff's, pending approval: reports.spec).
EXPECTED.person_pay_item = { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] }
// A colleague's expense claims and the expense reports: the payroll privilege (HR and finance); own claims
// are 'self', a report's claims are read by their manager, a shared report by its confirmers (expenses/*.spec).
EXPECTED.expense = { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] }
EXPECTED.expense_report = { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] }
// A colleague's visa case: the info privilege (HR) keeps it; the person and their manager read their own
// (mobility/*.spec). A comment is changed only by its author, for 15 minutes (the matrix's rows have
// none), and never deleted.
const INFO_KEPT: Record<CrudAction, Role[]> = { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] }
EXPECTED.mobility_case = INFO_KEPT
EXPECTED.mobility_comment = { ...INFO_KEPT, update: [], delete: [] }
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
  leave: { reason: 'Matrix' },
  leave_entitlement: { days: '2.0' },
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
  // A person's HR data (employment terms, insurance): the info privilege; the person's own rows are 'self'.
  [infoManaged, { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] }],
  // Payroll data: the payroll privilege (hr.admin has every flag; superadmin and vendor users pass).
  [payrollManaged, { list: ['SA', 'VA', 'VU', 'HR'], show: ['SA', 'VA', 'VU', 'HR'], create: ['SA', 'VA', 'VU', 'HR'], update: ['SA', 'VA', 'VU', 'HR'], delete: ['SA', 'VA', 'VU', 'HR'] }],
])
const expectedOf = (def: ResourceDef) => EXPECTED[def.name] ?? PRESET_EXPECTED.get(def.access)


const acmeId = async () => Number((await db.from('vendors').where('name', 'Acme Payroll Services').first()).id)

/**
 * Resources whose rows need more than their fields say (one line each): the rest get the catalogue
 * row factory's rows and create bodies, with fresh referenced rows in the role's own tenant.
 */
const UNUSUAL: Record<string, FactoryOptions> = {
  // A contract belongs to a contractor (contract workflow).
  contractor_contract: { references: { people: { type: 'contractor', status: 'active' } } },
  // A document of a colleague, not of the company, so the personal-info privilege decides.
  doc: { fill: ['person_id'] },
  ...WORKFLOW_ROWS,
  // Dictionary entries are per language code.
  data_item_entry: { values: { lang: 'fr' } },
}

/** The tenant a role acts for: its own customer and vendor (Globex and Acme for the platform roles). */
async function tenantOf(email: string): Promise<FactoryTenant> {
  const user = await demoUser(email)
  const customerId = user.customerId ?? Number((await db.from('customers').where('name', 'Globex Asia').first()).id)
  return { customerId, vendorId: user.vendorId ?? await acmeId() }
}

/** A create body the role's admins could send; a client log names something the role may read (its company's privacy document). */
async function createPayload(def: ResourceDef, email: string) {
  const tenant = await tenantOf(email)
  if (def.name === 'logs') {
    const key = JSON.parse((await db.from('customers').where('id', tenant.customerId).first()).privacy_doc).file_url as string
    return { entity_name: 'file', entity_id: Number((await db.from('uploads').where('file_key', key).first()).id), action: 'view' }
  }
  return factoryCreateBody(def, tenant, UNUSUAL[def.name])
}

/** A valid change of the title: new text for a text title, else a value the row factory would choose (a date, a number). */
async function titleUpdate(def: ResourceDef, email: string) {
  const title = def.fields.find((f) => f.name === def.titleField)!
  if (title.type === 'string' && !title.pattern) return { [def.titleField]: 'Matrix' }
  const body = await factoryCreateBody(def, await tenantOf(email), { ...UNUSUAL[def.name], fill: [def.titleField] })
  return { [def.titleField]: body[def.titleField] }
}

/** A record of the role's own tenant that is not the role's own (so 'self' rules do not apply). */
const target = async (def: ResourceDef, email: string) => insertFactoryRow(def, await tenantOf(email), UNUSUAL[def.name])

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
        const id = await target(def, ROLES[role])
        // A list that answers but only with the role's own rows (record-level 'self') has refused the target.
        const list = await client.get(`/api/${def.path}`).qs({ 'filter[id]': id }).loginAs(user)
        const listed = list.status() === 200 && list.body().items.some((r: any) => r.id === id)
        const outcomes: Record<CrudAction, number> = {
          list: list.status() === 200 && !listed ? 404 : list.status(),
          show: (await client.get(`/api/${def.path}/${id}`).loginAs(user)).status(),
          // A superadmin creates vendor-owned rows for the vendor it selected (the vendor switcher's cookie).
          create: (await client.post(`/api/${def.path}`).header('x-vendor-id', (def.scope === 'vendor' || def.scope === 'customer_or_vendor') && role === 'SA' ? String(await acmeId()) : '')
            .json(await createPayload(def, ROLES[role])).loginAs(user)).status(),
          update: (await client.post(`/api/${def.path}/${id}`).json({ update_data: UPDATE[def.name] ?? await titleUpdate(def, ROLES[role]) }).loginAs(user)).status(),
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
      }).tags([resourceTag(def.name)])
    }
  }
})
