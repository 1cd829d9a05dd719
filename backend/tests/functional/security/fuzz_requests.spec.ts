import { test } from '@japa/runner'
import { catalogue, type ResourceDef } from '@hr/shared'
import { DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { demoTenants, newTally, rowInScope, type Tally } from '#tests/bad_input_helpers'
import { listQueries, NULL_BYTE } from '#tests/fuzz_values'
import {
  bearer, bespokeWriteRoutes, changedTables, fill, fingerprint, HOSTILE_IDS, judgeRaw, raw, type RawAnswer,
} from '#tests/fuzz_requests'

/**
 * The generated fuzz suite (issue 18 §2), request level: every list's query parameters, every
 * catalogue write sent malformed JSON or a wrong content type, and every bespoke write route
 * (from the router itself, so a new route is fuzzed the day it lands) sent hostile path
 * parameters and bodies. Never a 5xx; a 4xx answers `{message}` (422 with `errors`); a refused
 * request leaves every table as it was. Prints `N requests, N 5xx, N rows changed`.
 */
interface FuzzTally extends Tally { changed: number }
const tally = (): FuzzTally => ({ ...newTally(), changed: 0 })
const totals = { requests: 0, errors: 0, changed: 0 }
const add = (t: FuzzTally) => { totals.requests += t.requests; totals.errors += t.errors; totals.changed += t.changed }

/** A refused answer (4xx) must leave every table as it was. */
async function unchangedIfRefused(t: FuzzTally, what: string, before: string, res: RawAnswer) {
  if (res.status < 400) return
  const changed = changedTables(before, await fingerprint())
  if (changed.length) { t.changed++; t.failures.push(`${what}: answered ${res.status} but changed ${changed.join(', ')}`) }
}

async function actingHeaders() {
  const { headers } = await demoTenants()
  return { authorization: await bearer(DEMO_EMAILS.superadmin), 'x-customer-id': headers['x-customer-id'], 'x-vendor-id': headers['x-vendor-id'] }
}

test.group('Fuzz: requests', (group) => {
  group.each.setup(() => isolatedTest())
  group.each.timeout(300_000)
  group.teardown(() => console.log(`  fuzz (requests): ${totals.requests} requests, ${totals.errors} 5xx, ${totals.changed} rows changed`))

  test('every list answers hostile query parameters without a 5xx or an unbounded page', async ({ assert }) => {
    const headers = await actingHeaders()
    const t = tally()
    for (const def of catalogue.filter((d: ResourceDef) => d.access.list !== 'nobody')) {
      for (const query of listQueries(def.fields)) {
        const what = `GET /api/${def.path}?${query.slice(0, 60)}`
        const res = await raw('GET', `/api/${def.path}?${query}`, headers)
        judgeRaw(t, what, res)
        if (res.status < 300 && !(Array.isArray(res.body?.items) && res.body.items.length <= 1000)) t.failures.push(`${what}: page of ${res.body?.items?.length} rows`)
      }
    }
    add(t)
    if (t.failures.length) console.log(`    ${t.failures.slice(0, 60).join('\n    ')}`)
    assert.deepEqual(t.failures, [], `${t.requests} requests, ${t.errors} 5xx`)
  })

  test('every catalogue write refuses malformed JSON, wrong content types and null bytes, changing nothing', async ({ assert }) => {
    const headers = await actingHeaders()
    const { globex, acme } = await demoTenants()
    const t = tally()
    const bodies: [string, Record<string, string>, string][] = [
      ['malformed JSON', { 'content-type': 'application/json' }, '{"name": '],
      ['JSON array', { 'content-type': 'application/json' }, '[1,2,3]'],
      ['JSON scalar', { 'content-type': 'application/json' }, '"text"'],
      ['text/plain', { 'content-type': 'text/plain' }, '{"name":"x"}'],
      ['xml', { 'content-type': 'application/xml' }, '<name>x</name>'],
      ['null byte key', { 'content-type': 'application/json' }, JSON.stringify({ [NULL_BYTE]: 'x', update_data: { [NULL_BYTE]: 'x' } })],
    ]
    for (const def of catalogue.filter((d) => d.access.create !== 'nobody' || d.access.update !== 'nobody')) {
      const row = await rowInScope(def, globex, acme)
      const targets = [
        ...(def.access.create !== 'nobody' ? [`/api/${def.path}`] : []),
        ...(row && def.access.update !== 'nobody' ? [`/api/${def.path}/${row.id}`] : []),
      ]
      for (const path of targets) {
        for (const [kind, type, body] of bodies) {
          const before = await fingerprint()
          const res = await raw('POST', path, { ...headers, ...type }, body)
          const what = `POST ${path} (${kind})`
          judgeRaw(t, what, res)
          if (res.status < 400 && kind !== 'null byte key') t.failures.push(`${what}: accepted with ${res.status}`)
          await unchangedIfRefused(t, what, before, res)
        }
      }
    }
    add(t)
    if (t.failures.length) console.log(`    ${t.failures.slice(0, 60).join('\n    ')}`)
    assert.deepEqual(t.failures, [], `${t.requests} requests, ${t.errors} 5xx, ${t.changed} rows changed`)
  })

  test('every bespoke write route answers hostile ids and bodies without a 5xx, and a refusal changes nothing', async ({ assert }) => {
    const t = tally()
    const routes = bespokeWriteRoutes()
    assert.isAbove(routes.length, 20)
    const bodies: [string, string][] = [
      ['{}', '{}'], ['malformed', '{"a": '], ['array', '[]'],
      ['hostile keys', JSON.stringify({ status: { evil: 1 }, id: 'abc', update_data: 'x', email: NULL_BYTE, year: '1e999', to: ['x'], doc_list: 'x', notes: 'x'.repeat(100_000) })],
    ]
    for (const route of routes) {
      // A fresh sign-in per route: a route may end the session it was called with (logout).
      const json = { ...(await actingHeaders()), 'content-type': 'application/json' }
      const hasParams = route.pattern.includes(':')
      const targets = hasParams ? HOSTILE_IDS.map((id) => fill(route.pattern, id)) : [route.pattern]
      for (const path of targets) {
        for (const [kind, body] of route.method === 'DELETE' ? [['no body', undefined] as const] : bodies) {
          const before = await fingerprint()
          const res = await raw(route.method, path, json, body)
          const what = `${route.method} ${path} (${kind})`
          judgeRaw(t, what, res)
          // No row has these ids: nothing can have been done to it.
          if (hasParams && res.status < 300) t.failures.push(`${what}: accepted with ${res.status} for an id no row has`)
          await unchangedIfRefused(t, what, before, res)
        }
      }
    }
    add(t)
    console.log(`  fuzz (bespoke routes): ${routes.length} routes`)
    if (t.failures.length) console.log(`    ${t.failures.slice(0, 80).join('\n    ')}`)
    assert.deepEqual(t.failures, [], `${t.requests} requests, ${t.errors} 5xx, ${t.changed} rows changed`)
  })
})
