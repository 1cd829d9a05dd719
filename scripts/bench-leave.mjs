/**
 * Leave balances of 10,000 people computed from their ledgers in one batch (balancesOf), on SQLite
 * and on PostgreSQL: a fresh database with the demo data, then `node ace leave:bench-balances`,
 * which writes the bench people and ledgers, checks every balance and prints median and p95 of
 * 20 runs. The budget is 200 ms on PostgreSQL.
 * Usage: node scripts/bench-leave.mjs [sqlite|pg|both]   (pg: PostgreSQL on 127.0.0.1:5432, user postgres)
 */
import { benchOnDatabases } from './bench-db.mjs'

await benchOnDatabases({ script: 'bench-leave.mjs', command: 'leave:bench-balances', name: 'leave' })
