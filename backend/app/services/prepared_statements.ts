import { createRequire } from 'node:module'

/**
 * knex sends every statement to PostgreSQL unnamed, so PostgreSQL parses it, applies the
 * row-security policies and plans it again on every run: measured under bench:load, that was half
 * of PostgreSQL's CPU per request. A statement seen a second time in this process is sent named
 * instead; each connection parses it once and, after five runs, PostgreSQL may keep a generic plan
 * (plan_cache_mode decides, so a parameter whose values want different plans keeps custom ones).
 * PostgreSQL re-plans a kept statement itself when a table, a policy or the role it ran under
 * changes, so what a statement may see never depends on where it was prepared.
 *
 * Bounds: a connection keeps at most `limit` statements (a complex one holds ~200 KB of plan in
 * its backend); the next new one first sends DEALLOCATE ALL and the hot ones come back on their
 * next runs. The names this process gives are bounded too: past MAX_TEXTS they start over.
 *
 * Two errors are the price of a kept statement, and both reset what the connections keep:
 * - 0A000 "cached plan must not change result type": a migration changed the columns a `*`
 *   selects. Every connection of the process starts over (lazily, before its next named
 *   statement); the failed statement is sent again unnamed when it ran outside a transaction,
 *   inside one the transaction is already aborted and the request fails once.
 * - 26000 "prepared statement does not exist": something deallocated behind the client's back
 *   (DISCARD ALL, a pooler swapping backends). That connection starts over; same retry rule.
 * A transaction-mode pooler without prepared-statement support must run with DB_PREPARED_STATEMENTS=0.
 */
const MAX_TEXTS = 5000

interface PgClient {
  query(text: string): Promise<unknown>
  connection?: { parsedStatements: Record<string, string>; submittedNamedStatements?: Record<string, unknown>; on(event: string, listener: (msg: { status?: string }) => void): void }
}
interface KnexQuery { sql: string; bindings?: unknown[]; options?: { name?: string } & Record<string, unknown> }
interface ConnectionState { generation: number; kept: number; idle: boolean; resetting: Promise<void> | null }

const require = createRequire(import.meta.url)
const PostgresClient = require('knex/lib/dialects/postgres/index.js') as { prototype: { _query(connection: PgClient, obj: KnexQuery): Promise<unknown> } }
const send = PostgresClient.prototype._query

let limit = 0
/** Moves on when every connection must drop what it keeps (a schema change, the names starting over). */
let generation = 0
let counter = 0
/** Statement text → its name once seen twice (null after the first sighting). */
const names = new Map<string, string | null>()
const states = new WeakMap<PgClient, ConnectionState>()

/** Sets how many statements each connection keeps (0 sends every statement unnamed, as knex does). */
export function keepPreparedStatements(perConnection: number) {
  limit = Math.max(0, Math.floor(perConnection))
}

/** Every connection drops what it keeps before its next named statement: for a process that changes the schema itself (tests). */
export function startOverEverywhere() {
  generation++
}

function nameOf(sql: string): string | null {
  const known = names.get(sql)
  if (known !== undefined) {
    if (known !== null) return known
    const name = `hr_${++counter}`
    names.set(sql, name)
    return name
  }
  if (names.size >= MAX_TEXTS) {
    names.clear()
    generation++
  }
  names.set(sql, null)
  return null
}

function stateOf(connection: PgClient): ConnectionState | null {
  let state = states.get(connection)
  if (state) return state
  if (!connection.connection?.parsedStatements) return null
  const fresh: ConnectionState = { generation, kept: 0, idle: true, resetting: null }
  // The server says after each statement whether a transaction is open ('I' is none).
  connection.connection.on('readyForQuery', (msg) => { fresh.idle = msg.status === 'I' })
  states.set(connection, fresh)
  return fresh
}

/**
 * DEALLOCATE ALL, then the connection's record of what it keeps is emptied. Queries on the same
 * connection (a transaction's concurrent ones) wait for it before deciding whether to parse: one that
 * decided meanwhile would run after the DEALLOCATE without its statement ("does not exist").
 */
function startOver(connection: PgClient, state: ConnectionState): Promise<void> {
  state.resetting ??= (async () => {
    try {
      await connection.query('DEALLOCATE ALL')
      const wire = connection.connection!
      wire.parsedStatements = {}
      if (wire.submittedNamedStatements) wire.submittedNamedStatements = {}
      state.generation = generation
      state.kept = 0
    } finally {
      state.resetting = null
    }
  })()
  return state.resetting
}

/** PostgreSQL's answer when a kept statement no longer fits the database or the connection. */
function staleness(error: unknown): 'schema' | 'connection' | null {
  const { code, routine } = (error ?? {}) as { code?: string; routine?: string }
  if (code === '0A000' && routine === 'RevalidateCachedQuery') return 'schema'
  if (code === '26000') return 'connection'
  return null
}

PostgresClient.prototype._query = async function (this: unknown, connection: PgClient, obj: KnexQuery) {
  // Statements without values go by the simple protocol (a BEGIN carrying its settings is two statements).
  if (!limit || !obj.bindings?.length || obj.options?.name) return send.call(this, connection, obj)
  const state = stateOf(connection)
  const name = state && nameOf(obj.sql)
  if (!state || !name) return send.call(this, connection, obj)
  // A start-over in flight on this connection decides what it still keeps.
  if (state.resetting) await state.resetting.catch(() => undefined)

  const isNew = () => connection.connection!.parsedStatements[name] === undefined
  if (state.generation !== generation || (isNew() && state.kept >= limit)) {
    // In an aborted transaction DEALLOCATE fails as the statement itself would: send it as it is.
    try { await startOver(connection, state) } catch { return send.call(this, connection, obj) }
  }
  if (isNew()) state.kept++
  const outsideTransaction = state.idle
  try {
    return await send.call(this, connection, { ...obj, options: { ...obj.options, name } })
  } catch (error) {
    const stale = staleness(error)
    if (!stale) throw error
    if (stale === 'schema') generation++
    else state.generation = -1
    if (!outsideTransaction) throw error
    try { await startOver(connection, state) } catch { throw error }
    return send.call(this, connection, obj)
  }
}
