import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A request given back after its year's carried days expired (issue 42 §2) writes an expiry entry
 * of its own (leave_id set): the days of it that had used carried days expire rather than come
 * back. The year's expiry run still writes one expiry (leave_id null) and one carry-in per person,
 * type and year; a request's own expiry is once per year by leave_ledger_entries_piece_once.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('DROP INDEX IF EXISTS leave_ledger_once_a_year')
    this.schema.raw(`CREATE UNIQUE INDEX leave_ledger_once_a_year ON leave_ledger_entries (person_id, leave_type_id, year, kind) WHERE kind = 'carry_in' OR (kind = 'expiry' AND leave_id IS NULL)`)
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS leave_ledger_once_a_year')
    this.schema.raw(`CREATE UNIQUE INDEX leave_ledger_once_a_year ON leave_ledger_entries (person_id, leave_type_id, year, kind) WHERE kind IN ('carry_in', 'expiry')`)
  }
}
