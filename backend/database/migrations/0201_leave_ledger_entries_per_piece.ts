import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A request is charged piece by piece (issue 42 §2): one taken entry per leave year and per side of
 * a carried-days expiry, and its reversal piece by piece. The database still lets no piece be taken
 * or given back twice: unique per request, kind and the piece's (year, first day).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('leave_ledger_entries', (table) => {
      table.dropUnique(['leave_id', 'kind'])
      table.unique(['leave_id', 'kind', 'year', 'effective_date'], { indexName: 'leave_ledger_entries_piece_once' })
    })
  }

  async down() {
    this.schema.alterTable('leave_ledger_entries', (table) => {
      table.dropUnique(['leave_id', 'kind', 'year', 'effective_date'], 'leave_ledger_entries_piece_once')
      table.unique(['leave_id', 'kind'])
    })
  }
}
