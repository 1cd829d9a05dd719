import { BaseSchema } from '@adonisjs/lucid/schema'
import { applyRowSecurity } from '../row_security.js'

/**
 * The row-level security policies again (database/row_security), now reading each request
 * setting once per statement instead of once per row checked: the same rows pass (issue 18 §3).
 */
export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name !== 'postgres' || process.env.DB_ROW_SECURITY === 'off') return
    this.defer(async (db) => applyRowSecurity(db))
  }

  /** Nothing to undo on its own: the policies mean what they meant, and 0199's down removes them. */
  async down() {}
}
