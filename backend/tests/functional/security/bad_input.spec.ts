import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { catalogue, writableFields, type ResourceDef } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { createPayload } from '#tests/catalogue_rows'

/**
 * Generated from the catalogue: every writable field of every resource, sent as null and as "" on
 * create (beside an otherwise valid body) and on update of an existing row, by an actor allowed to
 * write it. Never a 5xx; a 4xx always says what is wrong ({message}, and the field for a 422);
 * a 2xx leaves the row valid (the field took its default, or null where it may be empty).
 */
const EMPTY = [null, ''] as const
const writable = catalogue.filter((d) => d.access.create !== 'nobody' || d.access.update !== 'nobody')

/** The demo tenant a superadmin acts for, by scope: Globex (customer data) and Acme (vendor data). */
async function actingHeaders(def: ResourceDef) {
  const globex = await db.from('customers').where('name', 'Globex Asia').first()
  const acme = await db.from('vendors').where('name', 'Acme Payroll Services').first()
  return { headers: { 'x-customer-id': String(globex.id), 'x-vendor-id': String(acme.id) }, globex: Number(globex.id), acme: Number(acme.id), def }
}

async function rowToUpdate(def: ResourceDef, globex: number, acme: number) {
  const q = db.from(def.table).orderBy('id')
  if (def.scope === 'customer' && def.tenantColumn !== 'id') q.where(def.tenantColumn, globex)
  if (def.scope === 'customer' && def.tenantColumn === 'id') q.where('id', globex)
  if (def.scope === 'vendor') q.where(def.tenantColumn === 'id' ? 'id' : def.tenantColumn, acme)
  if (def.scope === 'customer_or_vendor') q.where('customer_id', globex)
  if (def.fields.some((f) => f.name === 'deleted_at')) q.whereNull('deleted_at')
  return q.first()
}

test.group('Bad input: null and "" for every field of every resource', (group) => {
  group.each.setup(() => isolatedTest())
  const totals = { requests: 0, errors: 0 }
  group.teardown(() => console.log(`  bad input (null, ""): ${totals.requests} requests, ${totals.errors} 5xx`))

  for (const def of writable) {
    test(`${def.name}: null and "" never answer 5xx`, async ({ client, assert }) => {
      const superadmin = await demoUser(DEMO_EMAILS.superadmin)
      const { headers, globex, acme } = await actingHeaders(def)
      const failures: string[] = []
      const judge = (what: string, res: any) => {
        totals.requests++
        const status = res.status()
        if (status >= 500) { totals.errors++; failures.push(`${what}: ${status} ${res.text().slice(0, 200)}`); return }
        if (status >= 400 && typeof res.body()?.message !== 'string') failures.push(`${what}: ${status} without a message`)
        if (status === 422 && !Array.isArray(res.body()?.errors)) failures.push(`${what}: 422 without errors naming the field`)
      }
      const fields = writableFields(def)
      if (def.access.create !== 'nobody') {
        for (const f of fields) {
          for (const value of EMPTY) {
            const res = await client.post(`/api/${def.path}`).headers(headers).json({ ...createPayload(def, totals.requests), [f.name]: value }).loginAs(superadmin)
            judge(`create ${def.name}.${f.name}=${JSON.stringify(value)}`, res)
          }
        }
      }
      const row = def.access.update !== 'nobody' ? await rowToUpdate(def, globex, acme) : null
      if (row) {
        for (const f of fields.filter((x) => !x.createOnly)) {
          for (const value of EMPTY) {
            const res = await client.post(`/api/${def.path}/${row.id}`).headers(headers).json({ update_data: { [f.name]: value } }).loginAs(superadmin)
            judge(`update ${def.name}.${f.name}=${JSON.stringify(value)}`, res)
            if (res.status() === 422) assert.include(JSON.stringify(res.body().errors), f.name, `update ${def.name}.${f.name}`)
          }
        }
      }
      assert.deepEqual(failures, [])
    })
  }
})
