/**
 * A whole paycycle of 10,000 staff × 20 pay items read, calculated and written as a register version, on SQLite
 * and on PostgreSQL: a fresh database with the demo data, then `node ace payroll:bench-cycle`,
 * which writes the bench people and pay items, checks the totals and prints the median of
 * 3 runs. The budget is 10 s on PostgreSQL.
 * Usage: node scripts/bench-payroll-cycle.mjs [sqlite|pg|both]   (pg: PostgreSQL on 127.0.0.1:5432, user postgres)
 */
import { benchOnDatabases } from './bench-db.mjs'

await benchOnDatabases({ script: 'bench-payroll-cycle.mjs', command: 'payroll:bench-cycle', name: 'payroll' })
