import { BaseSchema } from '@adonisjs/lucid/schema'

/** Services a vendor offers; names unique per vendor. */
export default class extends BaseSchema {
  protected tableName = 'vendor_services'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Owned by a customer or by a vendor (scope customer_or_vendor): exactly one of the two is set.
      table.string('owner_type', 10).notNullable().defaultTo('vendor')
      table.integer('customer_id').unsigned().nullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('vendor_id').unsigned().nullable().references('id').inTable('vendors').onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.text('description').nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.unique(['vendor_id', 'name'])
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
