import { BaseSchema } from '@adonisjs/lucid/schema'
import { applyRowSecurity, TENANT_ROLE } from '../row_security.js'

/**
 * Issue 42 item 7: every table the tenant role may write has its policies, or the role may not
 * write it. The users' credentials (tokens, one-time links, sign-in codes) get policies; the
 * migrations' tables, the sign-in limiter's counters and the platform's reference data lose the
 * role's write grants (database/row_security).
 */
const CREDENTIALS = ['auth_access_tokens', 'user_tokens', 'login_otps']
const READ_ONLY = ['adonis_schema', 'adonis_schema_versions', 'rate_limits', 'exchange_rates', 'pay_items', 'public_holidays', 'data_cloud_countries']

export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name !== 'postgres' || process.env.DB_ROW_SECURITY === 'off') return
    this.defer(async (db) => applyRowSecurity(db))
  }

  async down() {
    if (this.db.dialect.name !== 'postgres' || process.env.DB_ROW_SECURITY === 'off') return
    this.defer(async (db) => {
      for (const table of CREDENTIALS) {
        await db.rawQuery(`DROP POLICY IF EXISTS tenant_read ON "${table}"`)
        await db.rawQuery(`DROP POLICY IF EXISTS tenant_write ON "${table}"`)
        await db.rawQuery(`ALTER TABLE "${table}" DISABLE ROW LEVEL SECURITY`)
      }
      for (const table of READ_ONLY) {
        const exists = await db.rawQuery('SELECT to_regclass(?) AS oid', [table])
        if (exists.rows[0]?.oid) await db.rawQuery(`GRANT INSERT, UPDATE, DELETE ON "${table}" TO ${TENANT_ROLE}`)
      }
    })
  }
}
