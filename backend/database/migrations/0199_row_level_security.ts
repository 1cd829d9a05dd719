import { BaseSchema } from '@adonisjs/lucid/schema'
import { applyRowSecurity, removeRowSecurity } from '../row_security.js'

/**
 * PostgreSQL row-level security on every tenant table (issue 18 §1): see database/row_security.
 * SQLite has no such wall; there the application's scoping is the only one.
 */
export default class extends BaseSchema {
  async up() {
    // DB_ROW_SECURITY=off: a database user without the right to create roles runs without the wall.
    if (this.db.dialect.name !== 'postgres' || process.env.DB_ROW_SECURITY === 'off') return
    this.defer(async (db) => applyRowSecurity(db))
  }

  async down() {
    if (this.db.dialect.name !== 'postgres') return
    this.defer(async (db) => removeRowSecurity(db))
  }
}
