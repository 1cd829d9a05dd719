import { BaseSchema } from '@adonisjs/lucid/schema'

/** Agreements between a buying entity and a selling entity or vendor (domain §3, §4). */
export default class extends BaseSchema {
  protected tableName = 'agreements'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Owned by a customer or by a vendor (scope customer_or_vendor): exactly one of the two is set.
      table.string('owner_type', 10).notNullable().defaultTo('customer')
      table.integer('customer_id').unsigned().nullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('vendor_id').unsigned().nullable().references('id').inTable('vendors').onDelete('CASCADE')
      table.string('contract_id', 100).notNullable()
      table.integer('buying_entity_id').unsigned().notNullable().references('id').inTable('business_entities').onDelete('CASCADE')
      table.integer('selling_entity_id').unsigned().nullable().references('id').inTable('business_entities').onDelete('SET NULL')
      table.integer('selling_vendor_id').unsigned().nullable().references('id').inTable('vendors').onDelete('SET NULL')
      table.string('status', 10).notNullable().defaultTo('proposed')
      table.date('start_date').nullable()
      table.date('end_date').nullable()
      table.text('document').nullable()
      table.text('notes').nullable()
      table.timestamp('signed_at', { useTz: true }).nullable()
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
