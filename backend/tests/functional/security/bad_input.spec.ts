import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { catalogue, writableFields, type FieldDef, type ResourceDef } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest, resourceTag } from '#tests/helpers'
import { createPayload } from '#database/factories/catalogue_rows'
import { neverEmpty } from '#resources/validator'
import {
  createBodyFrom, demoTenants, EMPTY_VALUES, expectRule, judge, newTally, storedProblem, uniquenessPlan, writeTarget,
} from '#tests/bad_input_helpers'

/**
 * Generated from the catalogue: every writable field of every resource, sent as null and as "" on
 * create (beside an otherwise valid body, copied from a stored row) and on update of an existing
 * row, by a superadmin acting for the row's tenant. Never a 5xx; a 4xx says what is wrong
 * ({message}, and for a 422 `errors` naming the field); a 2xx leaves the row valid (the field took
 * its default, or is empty where it may be); and the answer is the one the validator's rule for
 * null promises for the field's kind (refused as required, default, or emptied). The first group checks the same promise statically:
 * no column the validator lets a null through is NOT NULL, no text longer than its column passes.
 */
const writable = catalogue.filter((d) => d.access.create !== 'nobody' || d.access.update !== 'nobody')

const storedRow = (def: ResourceDef, id: unknown) => db.from(def.table).where('id', Number(id)).first()

/** Text types whose length only the field's maxLength bounds (other types have a format of their own). */
const unbounded = (f: FieldDef) => ['string', 'text', 'email', 'phone', 'image'].includes(f.type) && !['currency', 'time', 'iban', 'bic'].includes(f.pattern ?? '')

test.group('Bad input: the validator agrees with the database schema', () => {
  for (const def of writable) {
    test(`${def.name}: NOT NULL columns are never-empty fields, text fits its column`, async ({ assert }) => {
      const columns: Record<string, { nullable: boolean; maxLength: number | null }> =
        await db.connection().getWriteClient().table(def.table).columnInfo() as any
      const problems: string[] = []
      for (const f of writableFields(def)) {
        const column = columns[f.name]
        if (!column) { problems.push(`${f.name}: no column`); continue }
        // The validator lets null through exactly for fields that are not never-empty.
        if (!column.nullable && !neverEmpty(f)) problems.push(`${f.name}: column NOT NULL, field optional without a default`)
        const limit = Number(column.maxLength) || null
        if (limit && unbounded(f) && !(f.maxLength && f.maxLength <= limit)) problems.push(`${f.name}: column holds ${limit}, field allows ${f.maxLength ?? 'any length'}`)
      }
      assert.deepEqual(problems, [])
    }).tags([resourceTag(def.name)])
  }
})

test.group('Bad input: null and "" for every field of every resource', (group) => {
  group.each.setup(() => isolatedTest())
  const totals = newTally()
  group.teardown(() => console.log(`  bad input (catalogue): ${totals.requests} requests, ${totals.errors} 5xx`))

  for (const def of writable) {
    test(`${def.name}: null and "" never answer 5xx`, async ({ client, assert }) => {
      const superadmin = await demoUser(DEMO_EMAILS.superadmin)
      const { headers } = await demoTenants()
      const tally = newTally()
      const { row, record } = await writeTarget(def, client, superadmin)
      const fields = writableFields(def)

      /** After a 2xx: the stored row is valid, and the API still reads it. */
      const checkStored = async (what: string, f: FieldDef, mode: 'create' | 'update', id: unknown) => {
        const problem = storedProblem(f, mode, await storedRow(def, id))
        if (problem) tally.failures.push(`${what}: ${problem}`)
        const read = await client.get(`/api/${def.path}/${id}`).headers(headers).loginAs(superadmin)
        judge(tally, `${what} (read back)`, read)
      }

      if (row && def.access.update !== 'nobody') {
        for (const f of fields.filter((x) => !x.createOnly)) {
          for (const value of EMPTY_VALUES) {
            const what = `update ${def.name}.${f.name}=${JSON.stringify(value)}`
            const res = await client.post(`/api/${def.path}/${row.id}`).headers(headers).json({ update_data: { [f.name]: value } }).loginAs(superadmin)
            judge(tally, what, res, f.name)
            expectRule(tally, what, res, f, 'update')
            if (res.status() < 300) await checkStored(what, f, 'update', row.id)
          }
        }
      }

      if (def.access.create !== 'nobody') {
        const { stuck } = uniquenessPlan(def)
        // One row per person (or per item): the copied row must make room, and so must each created one.
        if (row && stuck) await db.from(def.table).where('id', row.id).delete()
        const bodyFor = (n: number) => (record ? createBodyFrom(def, record, n) : createPayload(def, n))
        const post = async (what: string, body: Record<string, unknown>, f?: FieldDef) => {
          const res = await client.post(`/api/${def.path}`).headers(headers).json(body).loginAs(superadmin)
          judge(tally, what, res, f?.name)
          if (f) expectRule(tally, what, res, f, 'create')
          if (res.status() < 300) {
            if (f) await checkStored(what, f, 'create', res.body().id)
            if (stuck) await db.from(def.table).where('id', res.body().id).delete()
          }
          return res
        }
        let n = 1
        // The copy itself is accepted: otherwise every case below would fail for another reason.
        const baseline = await post(`create ${def.name} (valid copy)`, bodyFor(n++))
        if (record && baseline.status() !== 201) tally.failures.push(`create ${def.name}: the valid copy answered ${baseline.status()} ${baseline.text().slice(0, 300)}`)
        for (const f of fields) {
          for (const value of EMPTY_VALUES) {
            await post(`create ${def.name}.${f.name}=${JSON.stringify(value)}`, { ...bodyFor(n++), [f.name]: value }, f)
          }
        }
      }

      totals.requests += tally.requests
      totals.errors += tally.errors
      if (tally.failures.length) console.log(`  ${def.name}:\n    ${tally.failures.join('\n    ')}`)
      assert.deepEqual(tally.failures, [], `${tally.requests} requests, ${tally.errors} 5xx`)
    }).tags([resourceTag(def.name)])
  }
})
