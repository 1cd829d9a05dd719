import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import User from '#models/user'
import { catalogue } from '@hr/shared'
import type { Tally } from '#tests/bad_input_helpers'

/**
 * Raw HTTP for the request-level fuzz (fuzz_requests.spec.ts): bodies the test client would
 * never send (malformed JSON, wrong content types), the routes the router holds, and a cheap
 * fingerprint of every table so a refused request can be shown to have changed nothing.
 */
export const baseUrl = () => `http://${process.env.HOST ?? 'localhost'}:${process.env.PORT}`

export async function bearer(email: string) {
  const user = await User.findByOrFail('email', email)
  const token = await User.accessTokens.create(user)
  return `Bearer ${token.value!.release()}`
}

export interface RawAnswer { status: number; text: string; body: any }

export async function raw(method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body })
  const text = await res.text()
  let parsed: any = null
  try { parsed = JSON.parse(text) } catch { /* judged below: a 4xx must still carry a JSON message */ }
  return { status: res.status, text, body: parsed }
}

/** Never a 5xx; a 4xx answers JSON `{message}`; a 422 lists `errors`. */
export function judgeRaw(tally: Tally, what: string, res: RawAnswer) {
  tally.requests++
  if (res.status >= 500) {
    tally.errors++
    tally.failures.push(`${what}: ${res.status} ${res.text.slice(0, 200)}`)
  } else if (res.status >= 400 && (typeof res.body?.message !== 'string' || !res.body.message)) {
    tally.failures.push(`${what}: ${res.status} without a JSON message: ${res.text.slice(0, 120)}`)
  } else if (res.status === 422 && !Array.isArray(res.body?.errors)) {
    tally.failures.push(`${what}: 422 without errors`)
  }
}

/** Tables whose rows change on any request (the tokens the suite signs in with) or by themselves. */
const VOLATILE = new Set(['auth_access_tokens', 'adonis_schema', 'adonis_schema_versions', 'rate_limits'])

let tables: { name: string; updatedAt: boolean }[] | null = null

/** Read through the test's global transaction (Lucid's own introspection takes another connection). */
async function fingerprintTables() {
  if (tables) return tables
  const rowsOf = (result: any): any[] => (Array.isArray(result) ? result : result.rows)
  const sqlite = db.connection().dialect.name.includes('sqlite')
  const names: string[] = rowsOf(await db.rawQuery(sqlite
    ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    : "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'")).map((r) => r.name)
  const withUpdatedAt = new Set<string>(rowsOf(await db.rawQuery(sqlite
    ? "SELECT m.name AS t FROM sqlite_master m JOIN pragma_table_info(m.name) c WHERE m.type = 'table' AND c.name = 'updated_at'"
    : "SELECT table_name AS t FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'updated_at'")).map((r) => r.t))
  tables = names.filter((n) => !VOLATILE.has(n)).sort().map((name) => ({ name, updatedAt: withUpdatedAt.has(name) }))
  return tables
}

/** Per table: rows, the highest id and the latest update — in one statement. */
export async function fingerprint(): Promise<string> {
  const list = await fingerprintTables()
  const parts = list.map((t) =>
    `SELECT '${t.name}' AS t, COUNT(*) AS n, ${t.updatedAt ? `CAST(MAX(updated_at) AS VARCHAR(40))` : 'NULL'} AS u FROM "${t.name}"`)
  const result = await db.rawQuery(parts.join(' UNION ALL '))
  const rows: any[] = Array.isArray(result) ? result : result.rows
  return rows.map((r) => `${r.t}:${r.n}:${r.u}`).join('|')
}

/** Which tables differ between two fingerprints. */
export function changedTables(before: string, after: string) {
  const a = new Map(before.split('|').map((p) => [p.split(':')[0], p]))
  return after.split('|').filter((p) => a.get(p.split(':')[0]) !== p).map((p) => p.split(':')[0])
}

export interface BespokeRoute { method: string; pattern: string }

/** Every write route under /api that the catalogue did not mount (its list/create/update/delete). */
export function bespokeWriteRoutes(): BespokeRoute[] {
  const generic = new Set(catalogue.flatMap((d) => [`/api/${d.path}`, `/api/${d.path}/:id`]))
  const routes = Object.values(router.toJSON()).flat()
  return routes.flatMap((r) => r.methods
    .filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
    .filter(() => r.pattern.startsWith('/api/') && !generic.has(r.pattern))
    .map((method) => ({ method, pattern: r.pattern })))
}

/** Path parameters no row has: words, negatives, overflow, SQL. */
export const HOSTILE_IDS = ['abc', '-1', '99999999999999999999', "1'--", '0', '1.5']

export const fill = (pattern: string, value: string) => pattern.replace(/:[a-z_]+\??/gi, encodeURIComponent(value))
