import { createRequire } from 'node:module'
import env from '#start/env'

/**
 * What every authenticated request reads before its own work — the token with its user (one
 * statement) and the request facts (one more: own person, managed people, shared reports, allowed
 * customers, partner vendors) — kept per token for a few seconds (issue 18 §3). Under load one
 * user's page makes several calls at once; each paid both round trips.
 *
 * An entry is valid only while no write has happened in this process since it was read: every
 * UPDATE/DELETE/DDL this process sends, every INSERT but those into a table that cannot change a
 * kept answer (below), and the COMMIT of a transaction that wrote, moves a generation on, and an
 * entry of an older generation is a miss. So a logout, a role change or a new
 * data manager is seen by this process's very next request. Another instance's writes are seen when
 * the entry expires: `AUTH_CACHE_MS` (default 3000; 0 turns the cache off) bounds how long a token
 * revoked on one instance can still be used on another.
 */
export const AUTH_CACHE_MS = Number(env.get('AUTH_CACHE_MS') ?? 3000)
/** Tokens kept at most; past this, the cache starts over (a flood of distinct tokens cannot grow it). */
const MAX_ENTRIES = 10_000

let generation = 0
/** The write generation; an entry read under an older one is stale. */
export const currentGeneration = () => generation

export interface RequestFacts {
  personId: number | null
  managedPersonIds: number[]
  readableReportIds: number[]
  sharedExpenseReportIds: number[]
  reportPersonIds: number[]
  /** the allowed customers with whether each is active; null when not read (a superadmin, or not asked) */
  customers: { id: number; active: boolean }[] | null
}

export interface TokenEntry {
  readonly generation: number
  readonly expiresAt: number
  readonly tokenRow: Record<string, unknown>
  readonly ownerRow: Record<string, unknown> | null
  /** the facts with and without the allowed customers (services/tenancy) */
  facts: { withCustomers?: RequestFacts; withoutCustomers?: RequestFacts }
  /** the facts being read for this entry: the requests that miss meanwhile wait for that read */
  readingFacts: { withCustomers?: Promise<RequestFacts>; withoutCustomers?: Promise<RequestFacts> }
  vendorIds?: number[]
}

const entries = new Map<string, TokenEntry>()

/** Read under the current generation and not yet expired. */
const valid = (entry: TokenEntry) => entry.generation === generation && entry.expiresAt > Date.now()

/** The entry for a token value, when one is still valid. */
export function cachedToken(value: string): TokenEntry | null {
  if (AUTH_CACHE_MS <= 0) return null
  const entry = entries.get(value)
  if (!entry) return null
  if (valid(entry)) return entry
  entries.delete(value)
  return null
}

/** Keeps what was read for a token, if no write happened since `readAt` (the generation before the read). */
export function rememberToken(value: string, readAt: number, tokenRow: Record<string, unknown>, ownerRow: Record<string, unknown> | null) {
  if (AUTH_CACHE_MS <= 0 || readAt !== generation) return null
  if (entries.size >= MAX_ENTRIES) entries.clear()
  const entry: TokenEntry = { generation: readAt, expiresAt: Date.now() + AUTH_CACHE_MS, tokenRow, ownerRow, facts: {}, readingFacts: {} }
  entries.set(value, entry)
  return entry
}

const reading = new Map<string, { readAt: number; read: Promise<unknown> }>()

/**
 * One read per token value at a time: a request that misses while another's read of the same
 * token, begun since the last write, is under way waits for that read instead of sending its own.
 * Under load an expired entry was otherwise read again by every request of that token arriving
 * before the first read came back (a fifth of the mixed load's requests missed, measured).
 */
export function readTokenOnce<T>(value: string, read: () => Promise<T>): Promise<T> {
  if (AUTH_CACHE_MS <= 0) return read()
  const readAt = generation
  const flying = reading.get(value)
  if (flying && flying.readAt === readAt) return flying.read as Promise<T>
  const mine = { readAt, read: read() }
  reading.set(value, mine)
  const done = () => { if (reading.get(value) === mine) reading.delete(value) }
  mine.read.then(done, done)
  return mine.read
}

/** Whether something read at generation `readAt` may join an entry (both still current). */
export const stillCurrent = (entry: TokenEntry, readAt: number) => entry.generation === readAt && readAt === generation

/** The token a request's user was authenticated with (set by the token provider), to reach its entry. */
const entryOfUser = new WeakMap<object, TokenEntry>()
export const bindEntry = (user: object, entry: TokenEntry) => entryOfUser.set(user, entry)
export function entryOf(user: object): TokenEntry | null {
  const entry = entryOfUser.get(user)
  return entry && valid(entry) ? entry : null
}

function moveOn() {
  generation++
  entries.clear()
}

// Statements that change no data: reads, savepoints, session settings. A transaction's end is looked at apart.
const NOT_A_WRITE = /^\s*(select|begin|savepoint|release|pragma|show|explain|set\s)/i
const TRANSACTION_END = /^\s*(commit|rollback)/i

/**
 * The tables a new row of can change a kept answer: the owner is a user, and the facts read the
 * rest (services/tenancy; auth_cache.spec checks the facts' reads against this list). An INSERT
 * into any other table leaves the entries alone: without that, each sign-in's new token (and any
 * leave request, expense line or audit row) emptied the cache of every token, and under load a
 * miss read rarely finished before the next one did, so the cache was mostly empty. New tokens
 * change nothing kept: each entry is one token value's own row. Updates and deletes still count
 * whatever their table, as a foreign key's ON DELETE reaches the fact tables (the schema has no
 * triggers, which could do the same from an insert; auth_cache.spec checks that too).
 */
export const FACT_TABLES: ReadonlySet<string> = new Set([
  'users', 'people', 'person_data_managers', 'payroll_report_readers', 'expense_report_shares',
  'customers', 'customer_user_assignments', 'vendors', 'vendor_partnerships',
])
// One statement inserting into a plain table name (knex quotes it with " or `); anything else counts as a write.
const INSERT_INTO = /^\s*insert\s+into\s+["`]?([a-z_][a-z0-9_]*)["`]?[\s(]/i

/** An INSERT that cannot change a kept answer. */
export function leavesKeptAnswers(sql: string) {
  const table = INSERT_INTO.exec(sql)?.[1]
  return !!table && !FACT_TABLES.has(table.toLowerCase()) && !sql.includes(';')
}

/**
 * Every statement knex sends (models, query builders, raw queries, migrations, transactions) goes
 * through Client.prototype.query with the connection it runs on. A write moves the generation on
 * when sent and when answered; on a connection that wrote, so do its COMMIT (the write becomes
 * visible to other connections) and a ROLLBACK (what was read inside the transaction is undone).
 */
const require = createRequire(import.meta.url)
const Client = require('knex/lib/client.js') as { prototype: { query(connection: object, query: unknown): Promise<unknown> } }
const wrote = new WeakSet<object>()
const query = Client.prototype.query
Client.prototype.query = function (connection, queryParam) {
  const sql = typeof queryParam === 'string' ? queryParam : (queryParam as { sql?: string })?.sql ?? ''
  if (TRANSACTION_END.test(sql)) {
    if (!wrote.has(connection)) return query.call(this, connection, queryParam)
    // Rolling back to a savepoint leaves the transaction (and what it wrote before) open.
    if (!/savepoint/i.test(sql)) wrote.delete(connection)
  } else if (NOT_A_WRITE.test(sql) || leavesKeptAnswers(sql)) {
    return query.call(this, connection, queryParam)
  } else {
    wrote.add(connection)
  }
  moveOn()
  return query.call(this, connection, queryParam).finally(moveOn)
}
