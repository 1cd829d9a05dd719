import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A vendor's SSO e-mail domains in their own table (like customer_sso_domains): the unique index
 * keeps a domain to one vendor, and sign-in finds the vendor of a domain with one indexed lookup.
 * The former JSON text list in vendor_settings.sso_domains is copied over, then dropped.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('vendor_sso_domains', (table) => {
      table.increments('id')
      table.integer('vendor_id').unsigned().notNullable().references('id').inTable('vendors').onDelete('CASCADE')
      table.string('domain', 255).notNullable().unique()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['vendor_id'])
    })
    this.defer(async (db) => {
      const now = new Date().toISOString()
      const seen = new Set<string>()
      for (const row of await db.from('vendor_settings').whereNotNull('sso_domains').select('vendor_id', 'sso_domains')) {
        let domains: unknown
        try { domains = JSON.parse(String(row.sso_domains)) } catch { domains = [] }
        if (!Array.isArray(domains)) continue
        for (const d of domains) {
          const domain = String(d).trim().toLowerCase()
          // A domain listed twice (or by two vendors) keeps its first owner: the index allows one.
          if (!domain || seen.has(domain)) continue
          seen.add(domain)
          await db.table('vendor_sso_domains').insert({ vendor_id: row.vendor_id, domain, created_at: now, updated_at: now })
        }
      }
    })
    this.schema.alterTable('vendor_settings', (table) => {
      table.dropColumn('sso_domains')
    })
  }

  async down() {
    this.schema.alterTable('vendor_settings', (table) => {
      table.text('sso_domains').nullable()
    })
    this.defer(async (db) => {
      const rows = await db.from('vendor_sso_domains').orderBy('id').select('vendor_id', 'domain')
      const byVendor = new Map<number, string[]>()
      for (const r of rows) byVendor.set(Number(r.vendor_id), [...(byVendor.get(Number(r.vendor_id)) ?? []), r.domain])
      for (const [vendorId, domains] of byVendor) {
        await db.from('vendor_settings').where('vendor_id', vendorId).update({ sso_domains: JSON.stringify(domains) })
      }
    })
    this.schema.dropTable('vendor_sso_domains')
  }
}
