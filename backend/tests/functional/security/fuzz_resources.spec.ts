import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { catalogue, writableFields, type FieldDef, type ResourceDef } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { createPayload } from '#database/factories/catalogue_rows'
import { createBodyFrom, demoTenants, judge, newTally, uniquenessPlan, writeTarget, type Tally } from '#tests/bad_input_helpers'
import { fuzzValues } from '#tests/fuzz_values'

/**
 * The generated fuzz suite (issue 18 §2) for every write endpoint of the catalogue: each writable
 * field of each resource gets hostile values for its type (fuzz_values.ts) on update of a stored
 * row and on create. A refused value answers 4xx with {message, errors} naming the field and
 * changes no row; an odd but legal text never answers 5xx and, when stored, reads back as sent.
 * Protected columns (id, the tenant, timestamps, deleted_at, created_by) sent by the client never
 * land. Prints `N requests, N 5xx, N rows changed`.
 */
const writable = catalogue.filter((d) => d.access.create !== 'nobody' || d.access.update !== 'nobody')

const stored = (def: ResourceDef, id: unknown) => db.from(def.table).where('id', Number(id)).first()
const countRows = async (def: ResourceDef) => Number((await db.from(def.table).count('* as n').first())?.n ?? 0)
/** Row contents as compared before and after (updated_at moves on any accepted write, so it is left out). */
const snapshot = (row: Record<string, unknown> | null) => JSON.stringify(row ? { ...row, updated_at: undefined } : null)

interface FuzzTally extends Tally { changed: number }

function refusedAsExpected(tally: FuzzTally, what: string, res: any, f: FieldDef) {
  judge(tally, what, res, res.status() === 422 ? f.name : undefined)
  if (res.status() < 400) tally.failures.push(`${what}: accepted (${res.status()}) a value that must be refused`)
}

/** The protected columns a client might send, with values that must never be stored. */
function protectedBody(def: ResourceDef, otherCustomer: number, otherVendor: number) {
  const body: Record<string, unknown> = { id: 999_999_999, created_at: '2000-01-01T00:00:00.000Z', deleted_at: '2000-01-01T00:00:00.000Z', created_by: 1 }
  if (def.scope === 'customer' && def.tenantColumn !== 'id') body[def.tenantColumn] = otherCustomer
  if (def.scope === 'vendor' && def.tenantColumn !== 'id') body[def.tenantColumn] = otherVendor
  if (def.scope === 'customer_or_vendor') Object.assign(body, { customer_id: otherCustomer, vendor_id: otherVendor })
  return body
}

test.group('Fuzz: hostile values for every field of every catalogue resource', (group) => {
  group.each.setup(() => isolatedTest())
  group.each.timeout(120_000)
  const totals = { requests: 0, errors: 0, changed: 0 }
  group.teardown(() => console.log(`  fuzz (catalogue writes): ${totals.requests} requests, ${totals.errors} 5xx, ${totals.changed} rows changed`))

  for (const def of writable) {
    test(`${def.name}: hostile values are refused and change nothing`, async ({ client, assert }) => {
      const superadmin = await demoUser(DEMO_EMAILS.superadmin)
      const { headers, globex, acme } = await demoTenants()
      const initech = Number((await db.from('customers').where('name', 'Initech').first())?.id ?? globex + 1)
      const otherVendor = Number((await db.from('vendors').whereNot('id', acme).orderBy('id').first())?.id ?? acme + 1)
      const tally: FuzzTally = { ...newTally(), changed: 0 }
      const { row, record } = await writeTarget(def, client, superadmin)
      const fields = writableFields(def)
      const update = (id: unknown, data: Record<string, unknown>) =>
        client.post(`/api/${def.path}/${id}`).headers(headers).json({ update_data: data }).loginAs(superadmin)

      if (row && def.access.update !== 'nobody') {
        for (const f of fields.filter((x) => !x.createOnly)) {
          const { refused, odd } = fuzzValues(f)
          for (const value of refused) {
            const what = `update ${def.name}.${f.name}=${JSON.stringify(value).slice(0, 40)}`
            const before = snapshot(await stored(def, row.id))
            refusedAsExpected(tally, what, await update(row.id, { [f.name]: value }), f)
            if (snapshot(await stored(def, row.id)) !== before) { tally.changed++; tally.failures.push(`${what}: the row changed`) }
          }
          for (const value of odd) {
            const what = `update ${def.name}.${f.name}=${JSON.stringify(value).slice(0, 40)}`
            const res = await update(row.id, { [f.name]: value })
            judge(tally, what, res, res.status() === 422 ? f.name : undefined)
            if (res.status() < 300) {
              const read = await client.get(`/api/${def.path}/${row.id}`).headers(headers).loginAs(superadmin)
              if (read.body()?.[f.name] !== value) tally.failures.push(`${what}: read back ${JSON.stringify(read.body()?.[f.name])?.slice(0, 60)}`)
            }
          }
        }
        // Protected columns: whatever the answer, the stored ones stay as they were.
        const protectedColumns = Object.keys(protectedBody(def, initech, otherVendor))
        const before = await stored(def, row.id)
        const res = await update(row.id, protectedBody(def, initech, otherVendor))
        judge(tally, `update ${def.name} protected columns`, res)
        const after = await stored(def, row.id)
        for (const column of protectedColumns.filter((c) => c in before)) {
          if (String(after?.[column]) !== String(before[column])) { tally.changed++; tally.failures.push(`update ${def.name}: protected ${column} changed to ${after?.[column]}`) }
        }
      }

      if (def.access.create !== 'nobody') {
        const { stuck } = uniquenessPlan(def)
        if (row && stuck) await db.from(def.table).where('id', row.id).delete()
        const bodyFor = (n: number) => (record ? createBodyFrom(def, record, n) : createPayload(def, n))
        const post = (body: Record<string, unknown>) => client.post(`/api/${def.path}`).headers(headers).json(body).loginAs(superadmin)
        let n = 1
        for (const f of fields) {
          for (const value of fuzzValues(f).refused) {
            const what = `create ${def.name}.${f.name}=${JSON.stringify(value).slice(0, 40)}`
            const count = await countRows(def)
            const res = await post({ ...bodyFor(n++), [f.name]: value })
            refusedAsExpected(tally, what, res, f)
            if (res.status() < 300 && stuck) await db.from(def.table).where('id', res.body().id).delete()
            else if ((await countRows(def)) !== count) { tally.changed++; tally.failures.push(`${what}: a row was written`) }
          }
        }
        // A create carrying protected columns is stored in the acting tenant, live, with a fresh id.
        const res = await post({ ...bodyFor(n++), ...protectedBody(def, initech, otherVendor) })
        judge(tally, `create ${def.name} protected columns`, res)
        if (res.status() < 300) {
          const created = await stored(def, res.body().id)
          const wrong = [
            Number(res.body().id) === 999_999_999 && 'id',
            created?.deleted_at && 'deleted_at',
            def.scope === 'customer' && def.tenantColumn !== 'id' && Number(created?.[def.tenantColumn]) !== globex && def.tenantColumn,
            def.scope === 'vendor' && def.tenantColumn !== 'id' && Number(created?.[def.tenantColumn]) !== acme && def.tenantColumn,
            String(created?.created_at ?? '').startsWith('2000') && 'created_at',
          ].filter(Boolean)
          if (wrong.length) { tally.changed++; tally.failures.push(`create ${def.name}: protected ${wrong.join(', ')} taken from the client`) }
        }
      }

      totals.requests += tally.requests
      totals.errors += tally.errors
      totals.changed += tally.changed
      if (tally.failures.length) console.log(`  ${def.name}:\n    ${tally.failures.slice(0, 40).join('\n    ')}`)
      assert.deepEqual(tally.failures, [], `${tally.requests} requests, ${tally.errors} 5xx, ${tally.changed} rows changed`)
    })
  }
})
