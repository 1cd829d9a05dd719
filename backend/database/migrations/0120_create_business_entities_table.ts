import { BaseSchema } from '@adonisjs/lucid/schema'

/** Legal entities of customers and vendors (domain §3 Business entity). */
export default class extends BaseSchema {
  protected tableName = 'business_entities'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Owned by a customer or by a vendor (scope customer_or_vendor): exactly one of the two is set.
      table.string('owner_type', 10).notNullable().defaultTo('customer')
      table.integer('customer_id').unsigned().nullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('vendor_id').unsigned().nullable().references('id').inTable('vendors').onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.string('display_name', 255).nullable()
      table.string('local_legal_name', 255).nullable()
      table.string('tax_id', 100).nullable()
      table.string('country', 2).nullable()
      table.text('address').nullable()
      table.date('incorporation_date').nullable()
      table.text('document').nullable()
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
