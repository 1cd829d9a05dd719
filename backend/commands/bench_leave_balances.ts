import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { formatDays } from '@hr/shared'

const PEOPLE = 10_000
const BATCH = 500
const WARM_UP = 3
const RUNS = 20
const CUSTOMER_NAME = 'Bench Leave Customer'

/** What every bench person holds, per leave type, in tenths of a day. */
const GRANT = 140
const CARRY = 30
const EXPIRED = 10
const TAKEN = [20, 10] // the first before the carry-over expiry, the second after
const PENDING = 20

/** Person n (in id order): every second one has a carry-over, a quarter have a pending request (annual leave). */
const hasCarry = (n: number) => n % 2 === 0
const hasPending = (n: number) => n % 8 < 2

/**
 * node ace leave:bench-balances — the leave balances of 10,000 people computed from their ledgers
 * in one batch (balancesOf, as the people's balance list does), in the configured database,
 * which must be migrated and seeded (the reference leave types). Adds a bench customer with its
 * people, ledgers and pending requests (replacing the one of a previous run), checks every
 * balance against what was written, then prints the median and p95 of 20 runs.
 * Driven by scripts/bench-leave.mjs on SQLite and PostgreSQL.
 */
export default class BenchLeaveBalances extends BaseCommand {
  static commandName = 'leave:bench-balances'
  static description = 'Benchmark the leave balances of 10,000 people computed from their ledgers in one batch'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { balancesOf } = await import('#areas/time_off/ledger')
    const year = new Date().getUTCFullYear()
    const now = new Date().toISOString()

    const types = await db.from('leave_types').whereIn('name', ['Annual leave', 'Sick leave']).whereNull('country').select('id', 'name')
    const annual = Number(types.find((t) => t.name === 'Annual leave')?.id)
    const sick = Number(types.find((t) => t.name === 'Sick leave')?.id)
    const template = await db.from('customers').whereNot('name', CUSTOMER_NAME).orderBy('id').first()
    if (!annual || !sick || !template) {
      this.logger.error('no customer or no Annual/Sick leave types: run node ace migration:fresh --force && node ace db:seed first')
      this.exitCode = 1
      return
    }

    // The bench customer, its people, ledgers and pending requests, in one transaction.
    const t0 = performance.now()
    const customerId = await db.transaction(async (trx) => {
      const old = await trx.from('customers').where('name', CUSTOMER_NAME).select('id')
      for (const { id } of old) {
        for (const table of ['leave_ledger_entries', 'leaves', 'people']) await trx.from(table).where('customer_id', id).delete()
        await trx.from('customers').where('id', id).delete()
      }
      const { id: _id, name: _name, created_at: _c, updated_at: _u, deleted_at: _d, ...copied } = template
      const [row] = await trx.table('customers').insert({ ...copied, name: CUSTOMER_NAME, created_at: now, updated_at: now }).returning('id')
      const id = Number(typeof row === 'object' ? row.id : row)

      const people = Array.from({ length: PEOPLE }, (_, n) => ({
        customer_id: id, name: `Bench Person ${String(n).padStart(5, '0')}`, type: 'staff', status: 'regular', country: 'SG',
        is_expat: false, is_local: true, created_at: now, updated_at: now,
      }))
      for (let i = 0; i < people.length; i += BATCH) await trx.table('people').multiInsert(people.slice(i, i + BATCH))
      const personIds = (await trx.from('people').where('customer_id', id).orderBy('id').select('id')).map((r) => Number(r.id))

      const entry = (personId: number, typeId: number, kind: string, days: number, date: string, expiresOn: string | null = null) => ({
        customer_id: id, person_id: personId, leave_type_id: typeId, year, kind, days, effective_date: date, expires_on: expiresOn,
        leave_id: null, created_by: null, created_by_name: 'bench', created_at: now, updated_at: now,
      })
      const ledger = []
      const leaves = []
      for (const [n, personId] of personIds.entries()) {
        for (const typeId of [annual, sick]) {
          ledger.push(entry(personId, typeId, 'grant', GRANT, `${year}-01-01`))
          if (hasCarry(n)) {
            ledger.push(entry(personId, typeId, 'carry_in', CARRY, `${year}-01-01`, `${year}-03-31`))
            ledger.push(entry(personId, typeId, 'expiry', -EXPIRED, `${year}-03-31`))
          }
          ledger.push(entry(personId, typeId, 'taken', -TAKEN[0], `${year}-02-10`))
          ledger.push(entry(personId, typeId, 'taken', -TAKEN[1], `${year}-05-11`))
        }
        if (hasPending(n)) {
          leaves.push({
            customer_id: id, person_id: personId, leave_type_id: annual, start_date: `${year}-06-10`, end_date: `${year}-06-11`,
            session: 'full_day', total_days: PENDING, status: 'submitted', created_at: now, updated_at: now,
          })
        }
      }
      for (let i = 0; i < ledger.length; i += BATCH) await trx.table('leave_ledger_entries').multiInsert(ledger.slice(i, i + BATCH))
      for (let i = 0; i < leaves.length; i += BATCH) await trx.table('leaves').multiInsert(leaves.slice(i, i + BATCH))
      return id
    })
    const ledgerRows = Number((await db.from('leave_ledger_entries').where('customer_id', customerId).count('* as n').first())?.n)
    const pendingRows = Number((await db.from('leaves').where('customer_id', customerId).count('* as n').first())?.n)
    this.logger.info(`bench data: ${PEOPLE} people, ${ledgerRows} ledger entries, ${pendingRows} pending requests (written in ${Math.round(performance.now() - t0)} ms)`)
    // Fresh statistics for the planner, as autovacuum would give a table that grew this much.
    if (db.connection().dialect.name === 'postgres') await db.rawQuery('ANALYZE leave_ledger_entries, leaves, people')

    // Every balance against what was written: each kind of person, both types.
    const personIds = (await db.from('people').where('customer_id', customerId).orderBy('id').select('id')).map((r) => Number(r.id))
    const check = (balances: Awaited<ReturnType<typeof balancesOf>>) => {
      if (balances.size !== PEOPLE) throw new Error(`expected balances of ${PEOPLE} people, got ${balances.size}`)
      for (const [n, personId] of personIds.entries()) {
        const items = balances.get(personId)
        if (items?.length !== 2) throw new Error(`person ${personId}: expected 2 balances, got ${items?.length ?? 0}`)
        for (const typeId of [annual, sick]) {
          const carried = hasCarry(n) ? CARRY : 0
          const expired = hasCarry(n) ? EXPIRED : 0
          const pending = typeId === annual && hasPending(n) ? PENDING : 0
          const taken = TAKEN[0] + TAKEN[1]
          const want = {
            entitlement: formatDays(GRANT), carried: formatDays(carried), carried_expiry: hasCarry(n) ? `${year}-03-31` : null,
            expired: formatDays(expired), taken: formatDays(taken), pending: formatDays(pending),
            available: formatDays(GRANT + carried - expired - taken - pending),
          }
          const item = items.find((i) => i.leave_type_id === typeId)
          for (const [field, value] of Object.entries(want)) {
            const got = item?.[field as keyof typeof want]
            if (got !== value) throw new Error(`person ${personId} (carry ${hasCarry(n)}, pending ${hasPending(n)}), type ${typeId}: ${field} ${got}, expected ${value}`)
          }
        }
      }
    }

    for (let i = 0; i < WARM_UP; i++) {
      const balances = await balancesOf(db, customerId, null, year)
      if (i === 0) check(balances)
    }
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      await balancesOf(db, customerId, null, year)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const median = (times[RUNS / 2 - 1] + times[RUNS / 2]) / 2
    const p95 = times[Math.min(RUNS - 1, Math.ceil(0.95 * RUNS) - 1)]
    const dbName = db.connection().dialect.name === 'postgres' ? 'PostgreSQL' : 'SQLite'
    this.logger.info(`checked: the balances of all ${PEOPLE} people match their ledgers (with and without carry-over and pending requests)`)
    console.log(`${dbName} leave balances: ${PEOPLE} people, ${ledgerRows} ledger entries — median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (one batch)`)
  }
}
