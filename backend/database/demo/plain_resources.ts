import db from '@adonisjs/lucid/services/db'
import { catalogue, type ResourceDef } from '@hr/shared'
import { insertFactoryRow, type FactoryTenant } from '#database/factories/catalogue_rows'
import type { DemoIds } from './ids.js'

/** Rows per tenant a plain resource gets in the demo: enough for a list, a show and a delete. */
export const DEMO_ROWS_PER_TENANT = 3

const label = (def: ResourceDef) => def.name.charAt(0).toUpperCase() + def.name.slice(1).replace(/_/g, ' ')

/**
 * Demo rows for plain resources, from the same catalogue row factory the security matrices use:
 * every resource whose table the areas' bespoke seeds left empty gets a few rows per demo tenant
 * (two customers of Acme and one of Borealis; both vendors), so a new resource shows data at once.
 */
export async function seedPlainResources(ids: DemoIds, resources: readonly ResourceDef[] = catalogue) {
  const tenants: FactoryTenant[] = [
    { customerId: ids.globex, vendorId: ids.acme },
    { customerId: ids.initech, vendorId: ids.acme },
    { customerId: ids.umbrella, vendorId: ids.borealis },
  ]
  for (const def of resources) {
    if (def.tenantColumn === 'id' || (await db.from(def.table).first())) continue
    const owners = def.scope === 'platform' ? tenants.slice(0, 1) : def.scope === 'vendor' ? [tenants[0], tenants[2]] : tenants
    const title = def.fields.find((f) => f.name === def.titleField)
    const named = title?.type === 'string' && !title.pattern && !title.unique
    for (const tenant of owners) {
      for (let i = 1; i <= DEMO_ROWS_PER_TENANT; i++) {
        // Their references are the tenant's existing rows (the demo people), so no stray people appear.
        await insertFactoryRow(def, tenant, { n: i, reuseReferences: true, values: named ? { [def.titleField]: `${label(def)} ${i}` } : undefined })
      }
    }
  }
}
