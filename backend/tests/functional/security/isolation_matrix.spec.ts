import { test } from '@japa/runner'
import { isolatedTest, resourceTag } from '#tests/helpers'
import db from '@adonisjs/lucid/services/db'
import { catalogue, type ResourceDef } from '@hr/shared'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'
import { factoryCreateBody, insertFactoryRow, type FactoryTenant } from '#database/factories/catalogue_rows'

/**
 * Tenant isolation, generated from the catalogue: every resource × every demo role × every action
 * against rows of a tenant the role may not act for. The oracle below is written from the demo
 * facts (who works where), not from the code under test.
 */
const CUSTOMERS_OF: Record<string, string[] | 'all'> = {
  [DEMO_EMAILS.superadmin]: 'all',
  [DEMO_EMAILS.vendorAdmin]: ['Globex Asia', 'Initech Europe'],
  [DEMO_EMAILS.vendorUser]: ['Globex Asia'],
  [DEMO_EMAILS.hrAdmin]: ['Globex Asia'],
  [DEMO_EMAILS.manager]: ['Globex Asia'],
  [DEMO_EMAILS.employee]: ['Globex Asia'],
  [DEMO_EMAILS.intern]: ['Globex Asia'],
  [DEMO_EMAILS.contractor]: ['Globex Asia'],
  [DEMO_EMAILS.otherEmployee]: ['Initech Europe'],
  [DEMO_EMAILS.newHire]: ['Globex Asia'],
  // Acme shares its customers with its partner vendor Northwind (the To vendor of their partnership).
  [DEMO_EMAILS.partnerAdmin]: ['Globex Asia', 'Initech Europe'],
}
/** ... including customers Acme gains during the run (other roles create some before the partner's turn). */
const SHARED_BY: Record<string, string> = { [DEMO_EMAILS.partnerAdmin]: 'Acme Payroll Services' }
const VENDORS_OF: Record<string, string[] | 'all'> = {
  [DEMO_EMAILS.superadmin]: 'all',
  // Acme's admins also manage the partner vendor Acme created; its users only their own vendor.
  [DEMO_EMAILS.vendorAdmin]: ['Acme Payroll Services', 'Northwind Payroll Partners'],
  [DEMO_EMAILS.vendorUser]: ['Acme Payroll Services'],
  [DEMO_EMAILS.partnerAdmin]: ['Northwind Payroll Partners'],
}

async function idsByName(table: string, names: string[] | 'all' | undefined): Promise<Set<number> | 'all'> {
  if (names === 'all') return 'all'
  if (!names?.length) return new Set()
  return new Set((await db.from(table).whereIn('name', names).select('id')).map((r) => Number(r.id)))
}

/** Company data (scope customer_or_vendor) belongs to a customer ('c<id>') or to a vendor ('v<id>'). */
const ownerKey = (row: Record<string, any>) => (row.vendor_id != null ? `v${row.vendor_id}` : `c${row.customer_id}`)
const tenantOf = (def: ResourceDef, row: Record<string, any>): number | string =>
  def.scope === 'customer_or_vendor' ? ownerKey(row) : Number(def.tenantColumn === 'id' ? row.id : row[def.tenantColumn])

/** The owners whose company data a role may reach: its customers and vendors, and (where shared) its customers' vendors. */
async function allowedOwners(def: ResourceDef, email: string): Promise<Set<number | string> | 'all'> {
  const customers = await idsByName('customers', CUSTOMERS_OF[email])
  const vendors = await idsByName('vendors', VENDORS_OF[email])
  if (customers === 'all' && vendors === 'all') return 'all'
  const keys = new Set<number | string>([...(customers as Set<number>)].map((id) => `c${id}`))
  for (const id of vendors as Set<number>) keys.add(`v${id}`)
  if (def.sharedWithCustomers) {
    for (const c of await db.from('customers').whereIn('id', [...(customers as Set<number>)]).select('vendor_id')) keys.add(`v${c.vendor_id}`)
  }
  return keys
}

const isDenied = (status: number) => status === 403 || status === 404

/** The tenants a role may reach in this resource (its scope's customers or vendors, or company-data owners). */
async function allowedIn(def: ResourceDef, email: string): Promise<Set<number | string> | 'all'> {
  const tenantTable = def.scope === 'customer' ? 'customers' : 'vendors'
  const allowed: Set<number | string> | 'all' = def.scope === 'customer_or_vendor'
    ? await allowedOwners(def, email)
    : await idsByName(tenantTable, (def.scope === 'customer' ? CUSTOMERS_OF : VENDORS_OF)[email])
  if (allowed !== 'all' && def.scope === 'customer' && SHARED_BY[email]) {
    const sharer = db.from('vendors').where('name', SHARED_BY[email]).select('id')
    for (const r of await db.from('customers').whereIn('vendor_id', sharer)) allowed.add(Number(r.id))
  }
  // The database's wall lets a vendor read its partners' vendor rows (their names show on the
  // partner screens); which screens show them is the application's part, switched off here.
  if (allowed !== 'all' && APP_SCOPE_OFF && def.table === 'vendors') {
    const own = [...allowed].map(Number)
    for (const p of await db.from('vendor_partnerships').whereIn('from_vendor_id', own).orWhereIn('to_vendor_id', own)) {
      allowed.add(Number(p.from_vendor_id))
      allowed.add(Number(p.to_vendor_id))
    }
  }
  return allowed
}

/**
 * Whether a row listed as `def` is foreign to the role. With the application's scoping switched
 * off (TENANCY_APP_SCOPE=off, run on PostgreSQL by .ci/run) the database's wall answers alone, and
 * it guards tables, not resources: a row of a table holding several resources (pricebooks: the
 * vendor's and the customer's view) is foreign only when no resource kept there reaches it.
 */
async function foreignTest(def: ResourceDef, email: string, allowed: Set<number | string>) {
  const siblings = APP_SCOPE_OFF ? catalogue.filter((d) => d.table === def.table && d.name !== def.name) : []
  const others = await Promise.all(siblings.filter((d) => d.scope !== 'platform').map(async (d) => ({ d, allowed: await allowedIn(d, email) })))
  // The platform's own rows kept in the table (its leave types, customer_id empty) belong to no tenant.
  const platformRow = (row: Record<string, any>) => siblings.some((d) => d.scope === 'platform' && d.rowsWhere
    && Object.entries(d.rowsWhere).every(([c, v]) => (v === null ? row[c] == null : row[c] === v)))
  return (row: Record<string, any>) => !allowed.has(tenantOf(def, row)) && !platformRow(row)
    && others.every((o) => o.allowed !== 'all' && !o.allowed.has(tenantOf(o.d, row)))
}
const APP_SCOPE_OFF = process.env.TENANCY_APP_SCOPE === 'off'

/**
 * A tenant the role may not act for (a customer and a vendor outside `allowed`), and a factory row
 * of it: the matrix needs no demo rows and no per-resource code.
 */
async function tenantOutside(def: ResourceDef, allowed: Set<number | string>): Promise<FactoryTenant & { owner: 'customer' | 'vendor' }> {
  const key = (kind: 'c' | 'v', id: number) => (def.scope === 'customer_or_vendor' ? `${kind}${id}` : id)
  const customer = (await db.from('customers').orderBy('id')).find((c) => !allowed.has(key('c', Number(c.id))))
  const vendor = (await db.from('vendors').orderBy('id')).find((v) => !allowed.has(key('v', Number(v.id))))
  const owners = def.fields.find((f) => f.name === 'owner_type')?.enum ?? ['customer']
  const owner = owners.includes('customer') && customer ? 'customer' : 'vendor'
  return { customerId: Number(customer?.id), vendorId: Number(vendor?.id), owner }
}

test.group('Tenant isolation matrix (every resource × role × action)', (group) => {
  group.each.setup(() => isolatedTest())
  const totals = { cases: 0, leaks: 0 }
  group.teardown(() => console.log(`  isolation matrix: ${totals.cases} cases, ${totals.leaks} leaks`))

  for (const def of catalogue.filter((r) => r.scope !== 'platform')) {
    test(`${def.name}: no role reads, changes or creates another tenant's rows`, async ({ client, assert }) => {
      const leaks: string[] = []
      let n = 0
      for (const email of Object.values(DEMO_EMAILS)) {
        const allowed = await allowedIn(def, email)
        if (allowed === 'all') continue
        const isForeign = await foreignTest(def, email, allowed)
        const user = await demoUser(email)
        const other = await tenantOutside(def, allowed)
        const sampleRow = await db.from(def.table).where('id', await insertFactoryRow(def, other, { owner: other.owner })).first()
        assert.isFalse(allowed.has(tenantOf(def, sampleRow)), `${def.name}: a row of a tenant ${email} may not act for`)

        // list
        n++
        const list = await client.get(`/api/${def.path}`).qs({ 'external[per_page]': 1000 }).loginAs(user)
        if (list.status() === 200) {
          const seen = list.body().items.filter(isForeign)
          if (seen.length) leaks.push(`${email} list ${def.name}: ${seen.length} foreign rows`)
        } else if (!isDenied(list.status())) leaks.push(`${email} list ${def.name}: status ${list.status()}`)

        // show
        n++
        const show = await client.get(`/api/${def.path}/${sampleRow.id}`).loginAs(user)
        if (!isDenied(show.status())) leaks.push(`${email} show foreign ${def.name} #${sampleRow.id}: ${show.status()}`)

        // update
        n++
        const before = await db.from(def.table).where('id', sampleRow.id).first()
        const leaked = def.fields.find((f) => f.name === def.titleField)?.pattern === 'domain' ? 'leaked.test' : 'Leaked'
        const upd = await client.post(`/api/${def.path}/${sampleRow.id}`).json({ update_data: { [def.titleField]: leaked } }).loginAs(user)
        const after = await db.from(def.table).where('id', sampleRow.id).first()
        if (!isDenied(upd.status()) || after[def.titleField] !== before[def.titleField]) leaks.push(`${email} update foreign ${def.name}: ${upd.status()}`)

        // delete
        n++
        const del = await client.delete(`/api/${def.path}/${sampleRow.id}`).loginAs(user)
        const still = await db.from(def.table).where('id', sampleRow.id).first()
        if (!isDenied(del.status()) || !still || (def.softDelete && still.deleted_at !== before.deleted_at)) leaks.push(`${email} delete foreign ${def.name}: ${del.status()}`)

        // create aimed at the foreign tenant (in the body and as the selected tenant)
        n++
        const foreignTenant = tenantOf(def, sampleRow)
        const countBefore = (await db.from(def.table)).filter((r) => tenantOf(def, r) === foreignTenant).length
        const vendorOwned = def.scope === 'customer_or_vendor' && sampleRow.vendor_id != null
        const header = def.scope === 'customer' || (def.scope === 'customer_or_vendor' && !vendorOwned) ? 'x-customer-id' : 'x-vendor-id'
        const foreignId = def.scope === 'customer_or_vendor' ? (vendorOwned ? sampleRow.vendor_id : sampleRow.customer_id) : foreignTenant
        // Company data: aimed at the sample row's owner kind, with both owner columns pointing at it.
        const owner = def.scope === 'customer_or_vendor' ? { owner_type: vendorOwned ? 'vendor' : 'customer', [vendorOwned ? 'vendor_id' : 'customer_id']: foreignId } : {}
        // A valid body whose references are the foreign tenant's own rows, aimed at that tenant.
        const body = await factoryCreateBody(def, other, { owner: other.owner })
        const payload = { ...body, ...(def.tenantColumn === 'id' || owner.owner_type ? {} : { [def.tenantColumn]: foreignTenant }), ...owner }
        const created = await client.post(`/api/${def.path}`).header(header, String(foreignId)).json(payload).loginAs(user)
        const countAfter = (await db.from(def.table)).filter((r) => tenantOf(def, r) === foreignTenant).length
        if (countAfter !== countBefore) leaks.push(`${email} create ${def.name} in foreign tenant: ${created.status()}`)
        const createdNoHeader = await client.post(`/api/${def.path}`).json(payload).loginAs(user)
        const countAfter2 = (await db.from(def.table)).filter((r) => tenantOf(def, r) === foreignTenant).length
        if (countAfter2 !== countBefore) leaks.push(`${email} create ${def.name} with foreign ${def.tenantColumn}: ${createdNoHeader.status()}`)
        n++
      }
      totals.cases += n
      totals.leaks += leaks.length
      assert.deepEqual(leaks, [])
    }).tags([resourceTag(def.name)])
  }
})

// Vendor-owned rows between the primary vendor, its partners and unrelated vendors, in both
// directions: vendor_ownership_matrix.spec.ts.
// Background jobs (GET /api/jobs, /api/jobs/:id) are no catalogue resource: jobs_isolation.spec.ts.
