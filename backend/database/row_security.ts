/**
 * PostgreSQL row-level security: the database's own wall between tenants (issue 18 §1), behind
 * the application's scoping (services/tenancy). Authenticated requests run as the role
 * TENANT_ROLE inside a transaction that names, with SET LOCAL, the customers and vendors the user
 * may act for (services/row_security); the policies below refuse every other tenant's rows even
 * when a query forgets its scope. The owner (migrations, seeds, sign-in, background tasks) is not
 * subject to the policies, so only request traffic meets the wall, which is where tenants meet.
 *
 * The policies are generated from each table's columns, so a new table gets its wall by calling
 * `applyRowSecurity` in its migration; tests/functional/security/row_security.spec.ts fails for a
 * tenant table without one.
 */
import { catalogue, type ResourceDef } from '@hr/shared'

export const TENANT_ROLE = 'hr_tenant'

/** Settings the request transaction sets (SET LOCAL) and the policies read. */
export const SETTINGS = {
  platform: 'hr.platform', customers: 'hr.customers', vendors: 'hr.vendors', user: 'hr.user',
  /** the vendors serving the customers the user may act for, whose shared company data they read */
  customerVendors: 'hr.customer_vendors',
  /** a customer user's own company's vendor, whose name, branding and users they see */
  companyVendor: 'hr.company_vendor',
} as const

/**
 * Tables that hold no tenant's rows: the migrations' own, the sign-in limiter's counters (written
 * before a request knows its tenant, as the owner) and the platform's reference data (written by
 * superadmins, whose requests run as the owner). The tenant role reads them and writes none
 * (issue 42 item 7: every table the role may write has its policies, or the role may not write it).
 */
const UNSCOPED = new Set([
  'adonis_schema', 'adonis_schema_versions', 'rate_limits',
  'exchange_rates', 'pay_items', 'public_holidays', 'data_cloud_countries',
  // The queue's own tables (issue 44): written by the owner after a request commits and by workers.
  'queue_jobs', 'queue_schedules', 'worker_heartbeats',
])

/**
 * A user's credentials (session tokens, one-time links, sign-in codes): read and checked before a
 * request knows its tenant, as the owner; inside a request (signing out, an admin deactivating a
 * user or resetting their second factor, an invitation) the tenant role reaches those of the users
 * it may change, and the acting user's own.
 */
const USER_CREDENTIALS: Record<string, string> = { auth_access_tokens: 'tokenable_id', user_tokens: 'user_id', login_otps: 'user_id' }

/** Rows that belong to a report: visible exactly when the report is (its own policy decides). */
const REPORT_CHILDREN: Record<string, string> = {
  payroll_registers: 'payroll_reports', payroll_report_readers: 'payroll_reports',
  expense_report_rates: 'expense_reports', expense_report_shares: 'expense_reports',
}

interface Client { rawQuery(sql: string, bindings?: any[]): Promise<any> }

/*
 * Each setting is read in a scalar subquery, which PostgreSQL evaluates once per statement (an
 * InitPlan): called bare, the inlined functions parse the setting on every row a policy checks.
 * A people page whose references' labels are joined in checked some 150 rows: 0.6-0.8 ms of
 * execution against 0.2 this way (issue 18 §3). The `::bigint[]` keeps `= ANY(…)` the array form.
 */
const platform = `(SELECT hr_platform())`
const ids = (name: keyof typeof SETTINGS) => `(SELECT hr_ids('${SETTINGS[name]}'))::bigint[]`
const user = `(SELECT hr_user())`

/** A resource's rows reachable by its tenants, from its catalogue declaration (scope, tenant column, sharing). */
function resourceClauses(def: ResourceDef): { read: string[]; write: string[] } {
  if (def.scope === 'platform') {
    // Platform rows kept beside a tenant's in one table (the platform's leave types) are read by all.
    const shared = Object.entries(def.rowsWhere ?? {}).filter(([, v]) => v === null).map(([c]) => `${c} IS NULL`)
    return { read: shared.length ? [shared.join(' AND ')] : [], write: [] }
  }
  if (def.scope === 'customer_or_vendor') {
    const owned = [`customer_id = ANY(${ids('customers')})`, `vendor_id = ANY(${ids('vendors')})`]
    return { read: def.sharedWithCustomers ? [...owned, `vendor_id = ANY(${ids('customerVendors')})`] : owned, write: owned }
  }
  const clause = `${def.tenantColumn} = ANY(${ids(def.scope === 'customer' ? 'customers' : 'vendors')})`
  return { read: [clause], write: [clause] }
}

/**
 * Who may see (read) and change (write) a table's rows: the union over the catalogue resources
 * kept in it (a table of several resources, such as pricebooks, is reachable by each one's
 * tenants), else the table's tenant columns. Reading is wider than writing in one way: a
 * customer's users read their own vendor's shared rows but never write them.
 */
export function policyFor(table: string, columns: Set<string>, resources: ResourceDef[] = catalogue.filter((d) => d.table === table)): { read: string; write: string } | null {
  if (UNSCOPED.has(table)) return null
  const read: string[] = []
  const write: string[] = []
  const both = (clause: string) => { read.push(clause); write.push(clause) }
  if (USER_CREDENTIALS[table]) {
    const column = USER_CREDENTIALS[table]
    both(`${column} = ${user}`)
    both(`${column} IN (SELECT u.id FROM users u WHERE u.customer_id = ANY(${ids('customers')}) OR u.vendor_id = ANY(${ids('vendors')}))`)
    const any = (clauses: string[]) => [platform, ...clauses].join(' OR ')
    return { read: any(read), write: any(write) }
  }
  if (REPORT_CHILDREN[table]) {
    both(`report_id IN (SELECT id FROM ${REPORT_CHILDREN[table]})`)
  } else if (table === 'vendor_partnerships') {
    both(`from_vendor_id = ANY(${ids('vendors')})`)
    both(`to_vendor_id = ANY(${ids('vendors')})`)
  } else if (resources.length) {
    if (table === 'vendors') {
      // A customer's users read their vendor's name and branding; vendors read their partners'
      // (either side of a partnership: the partner screens and an agreement's sellers name them).
      read.push(`id = ANY(${ids('customerVendors')})`)
      read.push(`id IN (SELECT p.to_vendor_id FROM vendor_partnerships p WHERE p.from_vendor_id = ANY(${ids('vendors')}))`)
      read.push(`id IN (SELECT p.from_vendor_id FROM vendor_partnerships p WHERE p.to_vendor_id = ANY(${ids('vendors')}))`)
    }
    for (const def of resources) {
      const c = resourceClauses(def)
      read.push(...c.read)
      write.push(...c.write)
    }
    if (!write.length) return null
  } else {
    if (columns.has('customer_id')) both(`customer_id = ANY(${ids('customers')})`)
    if (columns.has('vendor_id')) {
      both(`vendor_id = ANY(${ids('vendors')})`)
      read.push(`vendor_id = ANY(${ids('companyVendor')})`)
    }
    if (table === 'users') both(`id = ${user}`)
  }
  // A user's own rows (their notifications, their uploads) whatever tenant they carry.
  if (columns.has('user_id') && !REPORT_CHILDREN[table]) both(`user_id = ${user}`)
  if (!write.length) return null
  const any = (clauses: string[]) => [platform, ...new Set(clauses)].join(' OR ')
  return { read: any(read), write: any(write) }
}

async function tableColumns(client: Client): Promise<Map<string, Set<string>>> {
  const result = await client.rawQuery(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`,
  )
  const tables = new Map<string, Set<string>>()
  for (const row of result.rows) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, new Set())
    tables.get(row.table_name)!.add(row.column_name)
  }
  return tables
}

/** The role, its grants and the helper functions the policies call (idempotent; safe beside other databases of the cluster). */
async function prepareTenantRole(client: Client) {
  await client.rawQuery(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${TENANT_ROLE}') THEN CREATE ROLE ${TENANT_ROLE} NOLOGIN; END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`)
  // The owner switches to the role per request, so it must be a member (a superadmin always is).
  await client.rawQuery(`DO $$ BEGIN
      IF NOT pg_has_role(current_user, '${TENANT_ROLE}', 'MEMBER') THEN EXECUTE format('GRANT ${TENANT_ROLE} TO %I', current_user); END IF;
    END $$`)
  await client.rawQuery(`GRANT USAGE ON SCHEMA public TO ${TENANT_ROLE}`)
  await client.rawQuery(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${TENANT_ROLE}`)
  await client.rawQuery(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${TENANT_ROLE}`)
  await client.rawQuery(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${TENANT_ROLE}`)
  await client.rawQuery(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${TENANT_ROLE}`)
  // Unset means none: outside a request transaction the role sees no tenant's rows.
  await client.rawQuery(`CREATE OR REPLACE FUNCTION hr_ids(setting text) RETURNS bigint[] LANGUAGE sql STABLE
    AS $$ SELECT coalesce(nullif(current_setting(setting, true), ''), '{}')::bigint[] $$`)
  await client.rawQuery(`CREATE OR REPLACE FUNCTION hr_platform() RETURNS boolean LANGUAGE sql STABLE
    AS $$ SELECT coalesce(current_setting('${SETTINGS.platform}', true), '') = 'on' $$`)
  await client.rawQuery(`CREATE OR REPLACE FUNCTION hr_user() RETURNS bigint LANGUAGE sql STABLE
    AS $$ SELECT nullif(current_setting('${SETTINGS.user}', true), '')::bigint $$`)
}

/**
 * Turns the wall on for every tenant table (or the named ones), replacing earlier policies. A
 * table without policies is one the tenant role only reads: its write grants go.
 */
export async function applyRowSecurity(client: Client, only?: string[]) {
  await prepareTenantRole(client)
  for (const [table, columns] of await tableColumns(client)) {
    if (only && !only.includes(table)) continue
    const policy = policyFor(table, columns)
    if (!policy) {
      await client.rawQuery(`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "${table}" FROM ${TENANT_ROLE}`)
      continue
    }
    await client.rawQuery(`GRANT SELECT, INSERT, UPDATE, DELETE ON "${table}" TO ${TENANT_ROLE}`)
    await client.rawQuery(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`)
    await client.rawQuery(`DROP POLICY IF EXISTS tenant_read ON "${table}"`)
    await client.rawQuery(`DROP POLICY IF EXISTS tenant_write ON "${table}"`)
    await client.rawQuery(`CREATE POLICY tenant_read ON "${table}" FOR SELECT TO ${TENANT_ROLE} USING (${policy.read})`)
    await client.rawQuery(`CREATE POLICY tenant_write ON "${table}" FOR ALL TO ${TENANT_ROLE} USING (${policy.write}) WITH CHECK (${policy.write})`)
  }
}

export async function removeRowSecurity(client: Client) {
  for (const [table, columns] of await tableColumns(client)) {
    if (!policyFor(table, columns)) continue
    await client.rawQuery(`DROP POLICY IF EXISTS tenant_read ON "${table}"`)
    await client.rawQuery(`DROP POLICY IF EXISTS tenant_write ON "${table}"`)
    await client.rawQuery(`ALTER TABLE "${table}" DISABLE ROW LEVEL SECURITY`)
  }
}
