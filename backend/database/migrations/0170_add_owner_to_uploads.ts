import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every stored file has an owner: a customer, a vendor, or the platform. A signed URL goes only to
 * users who may read that owner's files (app/services/file_access.ts). Existing rows: a customer's
 * when they have one, else the uploading vendor user's vendor, else the platform's.
 */
export default class extends BaseSchema {
  protected tableName = 'uploads'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('owner_type', 20).notNullable().defaultTo('platform')
      table.integer('vendor_id').unsigned().nullable().references('id').inTable('vendors').onDelete('CASCADE')
    })
    this.defer(async (db) => {
      await db.from(this.tableName).whereNotNull('customer_id').update({ owner_type: 'customer' })
      const vendorUploads = await db.from(this.tableName).join('users', 'users.id', 'uploads.user_id')
        .whereNull('uploads.customer_id').whereNotNull('users.vendor_id').select('uploads.id', 'users.vendor_id')
      for (const row of vendorUploads) await db.from(this.tableName).where('id', row.id).update({ owner_type: 'vendor', vendor_id: row.vendor_id })
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['vendor_id'])
      table.dropColumn('vendor_id')
      table.dropColumn('owner_type')
    })
  }
}
