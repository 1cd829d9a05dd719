import { BaseSchema } from '@adonisjs/lucid/schema'

/** Every stored file, with who uploaded it for which customer: signed URLs are handed out by this row. */
export default class extends BaseSchema {
  protected tableName = 'uploads'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('file_key', 255).notNullable().unique()
      table.string('file_name', 255).notNullable()
      table.string('file_type', 20).notNullable()
      table.string('mime_type', 100).notNullable()
      table.integer('size').notNullable()
      // Null for platform- and vendor-level files (logos, platform terms) that every signed-in user may read.
      table.integer('customer_id').unsigned().nullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['customer_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
