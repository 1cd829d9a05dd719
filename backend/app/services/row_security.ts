import { AsyncLocalStorage } from 'node:async_hooks'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import pg from 'pg'
import env from '#start/env'
import { SETTINGS, TENANT_ROLE } from '#database/row_security'
import { openWith, type Opening } from '#services/transaction_opening'

/**
 * The request side of PostgreSQL's row-level security (database/row_security): each authenticated
 * request runs in one transaction that switches to the tenant role and names the tenants the
 * user may act for. Every Lucid query made while the request runs (db.from, models, nested
 * transactions, which become savepoints) is routed to that transaction, so no code path can
 * reach the database around the wall.
 *
 * The transaction is committed whatever the answer, as the writes of a refused request (a failed
 * attempt counted by the limiter) were kept before; a transaction PostgreSQL has aborted rolls back.
 */
/** The request's transaction; `walled` when it runs as the tenant role (not a superadmin's or the wall-less one). */
const current = new AsyncLocalStorage<{ trx: TransactionClientContract; after: (() => unknown)[]; walled: boolean }>()

const onPostgres = env.get('DB_CONNECTION') === 'pg'

/** Runtime switches, set from the environment; tests turn them to prove each wall alone. */
export const walls = {
  /** PostgreSQL policies (DB_ROW_SECURITY=off turns them off, e.g. for a database without the role). */
  rowSecurity: env.get('DB_CONNECTION') === 'pg' && env.get('DB_ROW_SECURITY') !== 'off',
  /** The application's own tenant scoping (services/tenancy); off only in tests (TENANCY_APP_SCOPE=off). */
  appScope: !(app.inTest && env.get('TENANCY_APP_SCOPE') === 'off'),
}

const original = db.connection.bind(db)
db.connection = ((name?: string, options?: any) => {
  const store = current.getStore()
  if (store && !store.trx.isCompleted && (name === undefined || name === db.primaryConnectionName)) return store.trx
  return original(name, options)
}) as typeof db.connection

/** What the wall needs of a request's tenancy (services/tenancy), named here so neither module imports the other. */
interface Acting { user: { id: number; customerId: number | null; vendorId: number | null }; customerIds: number[] | null; vendorIds: number[] | null }

const VENDORS_OF_CUSTOMERS = `'{' || coalesce((SELECT string_agg(DISTINCT vendor_id::text, ',') FROM customers WHERE id = ANY(?::bigint[])), '') || '}'`

const csv = (ids: number[] | null) => `{${(ids ?? []).join(',')}}`

/** Ids as literals: only integers get in, so a literal cannot carry anything else. */
const checked = (id: number) => {
  if (!Number.isSafeInteger(id)) throw new Error(`row security: ${String(id)} is not an id`)
  return id
}
const idsLiteral = (ids: number[] | null) => pg.escapeLiteral(csv((ids ?? []).map(checked)))

/**
 * The statement naming the request's tenants, with its values as literals: it travels with the
 * BEGIN as one simple-protocol message (services/transaction_opening), which takes no parameters.
 * The vendors of the user's customers are looked up (as the owner) before the role changes.
 */
function tenantSettings(t: Acting): string {
  const companyOfUser = t.user.vendorId === null ? t.user.customerId : null
  const set = (name: string, value: string) => `set_config(${pg.escapeLiteral(name)}, ${value}, true)`
  const vendorsOf = (ids: number[]) => VENDORS_OF_CUSTOMERS.replace('?', idsLiteral(ids))
  return `SELECT ${[
    set(SETTINGS.platform, pg.escapeLiteral(t.customerIds === null ? 'on' : '')),
    set(SETTINGS.customers, idsLiteral(t.customerIds)),
    set(SETTINGS.vendors, idsLiteral(t.vendorIds)),
    set(SETTINGS.user, pg.escapeLiteral(String(checked(t.user.id)))),
    set(SETTINGS.customerVendors, vendorsOf(t.customerIds ?? [])),
    set(SETTINGS.companyVendor, vendorsOf(companyOfUser ? [companyOfUser] : [])),
    set('role', pg.escapeLiteral(TENANT_ROLE)),
  ].join(', ')}`
}

/** Runs the rest of the request inside its tenant transaction (one plain transaction where the wall is off). */
export async function withRowSecurity<T>(t: Acting, next: () => Promise<T>): Promise<T> {
  // A superadmin's requests reach every tenant: the wall would only cost its settings.
  if (!walls.rowSecurity || t.customerIds === null) return inOneConnection(next)
  return inTransaction({ statement: tenantSettings(t) }, next)
}

/**
 * Runs the rest of the request on one pooled PostgreSQL connection, in a transaction as the owner.
 * Outside a transaction knex takes a connection from the pool for each statement, and under load
 * each take waits behind every request queued for the pool: in bench:load a superadmin's profile
 * (six statements) and a sign-in took twice the p50 of requests holding one connection, and set
 * the p99. SQLite's one connection needs none; inside a request's transaction this adds none.
 */
export function inOneConnection<T>(next: () => Promise<T>): Promise<T> {
  const store = current.getStore()
  if (!onPostgres || (store && !store.trx.isCompleted)) return next()
  return inTransaction(null, next)
}

async function inTransaction<T>(opening: Opening | null, next: () => Promise<T>): Promise<T> {
  const trx = opening ? await openWith(opening, () => db.transaction()) : await db.transaction()
  const after: (() => unknown)[] = []
  let failed = false
  try {
    if (opening && !opening.begun) await trx.rawQuery(opening.statement)
    return await current.run({ trx, after, walled: opening !== null }, next)
  } catch (error) {
    failed = true
    throw error
  } finally {
    await finish(trx, failed, opening !== null)
    for (const task of after) setImmediate(() => void current.exit(task))
  }
}

async function finish(trx: TransactionClientContract, failed: boolean, settingsSet: boolean) {
  if (trx.isCompleted) return
  try {
    // Inside a test's global transaction this is a savepoint, and SET LOCAL outlives its release.
    if (settingsSet && (db as any).connectionGlobalTransactions?.size) {
      await trx.rawQuery("SELECT set_config('role', 'none', true), set_config(?, '', true), set_config(?, '', true), set_config(?, '', true), set_config(?, '', true), set_config(?, '', true), set_config(?, '', true)",
        [SETTINGS.platform, SETTINGS.customers, SETTINGS.vendors, SETTINGS.user, SETTINGS.customerVendors, SETTINGS.companyVendor])
    }
    await trx.commit()
  } catch (error) {
    if (!trx.isCompleted) await trx.rollback()
    // An answer already on its way as an error keeps its own cause; a success that did not land must not.
    if (!failed && (error as { code?: string })?.code !== '25P02') throw error
  }
}

/**
 * Work that must see what the request wrote (a background import of a row it created): runs once
 * the request's transaction is committed, outside it, as the owner. Without a request, next tick.
 */
export function afterRequest(task: () => unknown) {
  const store = current.getStore()
  if (store && !store.trx.isCompleted) store.after.push(task)
  else setImmediate(() => void current.exit(task))
}

/**
 * The few reads the domain makes across tenants by design, answered past the wall: whether a
 * value unique on the whole platform is taken (an e-mail, an SSO domain), whether a vendor named
 * for a partnership exists, and the names of the vendors related to the acting one (an agreement's
 * possible sellers); and the one write: a new tenant row (a customer, a partner vendor), which no
 * one acts for until it exists (then followTenancy). They run in the request's
 * transaction, so they see its own writes, as the owner for their duration; callers await them
 * alone and return facts, never rows to show or change.
 */
export async function acrossTenants<T>(read: () => Promise<T>): Promise<T> {
  const store = current.getStore()
  if (!store || store.trx.isCompleted || !store.walled) return read()
  const restore = async () => {
    if (!store.trx.isCompleted) await store.trx.rawQuery("SELECT set_config('role', ?, true)", [TENANT_ROLE])
  }
  await store.trx.rawQuery("SELECT set_config('role', 'none', true)")
  let answer: T
  try {
    answer = await read()
  } catch (error) {
    // The read's own error is the answer (an aborted transaction would refuse the restore anyway).
    await restore().catch(() => undefined)
    throw error
  }
  await restore()
  return answer
}

/**
 * After a request created a tenant (a customer, a partner vendor) and adopted it into its tenancy,
 * its later queries may reach it: the settings follow the tenancy's lists again.
 */
export async function followTenancy(t: Acting) {
  const store = current.getStore()
  if (!store || store.trx.isCompleted || !store.walled) return
  await store.trx.rawQuery(`SELECT set_config(?, ?, true), set_config(?, ?, true), set_config(?, ${VENDORS_OF_CUSTOMERS}, true)`,
    [SETTINGS.customers, csv(t.customerIds), SETTINGS.vendors, csv(t.vendorIds), SETTINGS.customerVendors, csv(t.customerIds)])
}
