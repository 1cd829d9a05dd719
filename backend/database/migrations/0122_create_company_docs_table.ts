import { BaseSchema } from '@adonisjs/lucid/schema'

/** Documents of a company itself (not of a person). */
export default class extends BaseSchema {
  protected tableName = 'company_docs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Owned by a customer or by a vendor (scope customer_or_vendor): exactly one of the two is set.
      table.string('owner_type', 10).notNullable().defaultTo('customer')
      table.integer('customer_id').unsigned().nullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('vendor_id').unsigned().nullable().references('id').inTable('vendors').onDelete('CASCADE')
      table.string('file_name', 255).notNullable()
      table.string('file_type', 10).notNullable()
      table.string('file_url', 255).notNullable()
      table.text('description').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['customer_id'])
      table.index(['vendor_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
