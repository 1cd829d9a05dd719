import type db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Where a query runs: the caller's transaction, or the default connection outside one. */
export type Client = TransactionClientContract | typeof db
