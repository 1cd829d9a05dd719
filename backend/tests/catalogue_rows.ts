import { writableFields, type FieldDef, type ResourceDef } from '@hr/shared'

/** A plausible value of a field's type, unique per `n` where it must be (e-mails, domains). */
export function sample(f: FieldDef, n: number): unknown {
  switch (f.type) {
    case 'email': return `matrix.${n}.${Date.now()}@leak.test`
    case 'enum': return f.enum![0]
    case 'boolean': return false
    case 'date': return '2020-01-01'
    case 'country': return 'SG'
    case 'integer': return 1
    default: return f.pattern === 'domain' ? `matrix${n}.leak.test` : `Matrix ${n}`
  }
}

/** A create body with every required field but references (which need rows of the right tenant). */
export function createPayload(def: ResourceDef, n: number) {
  return Object.fromEntries(writableFields(def).filter((f) => f.required && f.type !== 'reference').map((f) => [f.name, sample(f, n)]))
}

/** A stored value of a field's type, as the database holds it (money in minor units, decimals as text). */
function stored(f: FieldDef, n: number): unknown {
  switch (f.type) {
    case 'money': return 10000
    case 'decimal': return '1'
    case 'datetime': return new Date().toISOString()
    case 'string': return f.pattern === 'currency' ? 'USD' : f.pattern === 'domain' ? `row${n}.factory.test` : `Factory ${n}`
    default: return sample(f, n)
  }
}

/**
 * A valid row of a plain resource for a tenant, straight into its table: every required field (and
 * every defaulted one) gets a value of its type, the tenant column the tenant, references nothing
 * (a resource whose required field references another row needs its own case). For the matrices,
 * which must not depend on demo data.
 */
export function factoryRow(def: ResourceDef, tenant: { customerId: number; vendorId: number }, n: number): Record<string, unknown> | null {
  if (def.scope === 'customer_or_vendor' || def.tenantColumn === 'id') return null
  const row: Record<string, unknown> = {}
  for (const f of def.fields) {
    if (f.readOnly || f.form === false) continue
    if (f.type === 'reference') { if (f.required) return null; continue }
    if (f.required || f.default !== undefined || f.name === def.titleField) row[f.name] = f.default ?? stored(f, n)
  }
  if (def.scope === 'customer' && def.tenantColumn !== 'id') row[def.tenantColumn] = tenant.customerId
  if (def.scope === 'vendor' && def.tenantColumn !== 'id') row[def.tenantColumn] = tenant.vendorId
  const now = new Date().toISOString()
  return { ...row, created_at: now, updated_at: now }
}
