import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'

/**
 * knex opens a PostgreSQL transaction with a BEGIN in a round trip of its own. A request's tenant
 * transaction (services/row_security) must name its tenants before its first query; sent in the
 * same simple-protocol message as the BEGIN (`BEGIN; SELECT set_config(…)`), that costs no round
 * trip of its own. Every authenticated request pays a round trip in CPU (the socket write, pg's
 * and knex's handling), so this is one of the few per-request costs worth a patch.
 *
 * The statement reaches knex's begin through an AsyncLocalStorage: neither Lucid (which passes
 * transaction options to knex as the container) nor knex (which replaces `userParams`) carries
 * options that far. An opening is `begun` only when knex sent a BEGIN with it: a transaction nested
 * in another (a savepoint, as inside a test's global transaction) or one with an isolation level
 * opens the usual way, and the caller sends the statement itself.
 */
export interface Opening { readonly statement: string; begun?: boolean }

const pending = new AsyncLocalStorage<Opening>()

const require = createRequire(import.meta.url)
const TransactionPG = require('knex/lib/dialects/postgres/execution/pg-transaction.js') as {
  prototype: { begin(this: KnexTransaction, conn: unknown): Promise<unknown> }
}
interface KnexTransaction { isolationLevel?: string; readOnly?: boolean; query(conn: unknown, sql: string): Promise<unknown> }

const begin = TransactionPG.prototype.begin
TransactionPG.prototype.begin = function (conn) {
  const opening = pending.getStore()
  if (!opening || opening.begun || this.isolationLevel || this.readOnly) return begin.call(this, conn)
  opening.begun = true
  // knex's query() turns a failure into a rejected transaction (the caller's await throws).
  return this.query(conn, `BEGIN; ${opening.statement}`)
}

/** Opens a transaction (`open`) whose BEGIN carries the opening's statement where knex sends one. */
export function openWith<T>(opening: Opening, open: () => Promise<T>): Promise<T> {
  return pending.run(opening, open)
}
