import { BaseSchema } from '@adonisjs/lucid/schema'

/** Bank accounts of customers and vendors (the company's, not a person's). */
export default class extends BaseSchema {
  protected tableName = 'company_bank_accounts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Owned by a customer or by a vendor (scope customer_or_vendor): exactly one of the two is set.
      table.string('owner_type', 10).notNullable().defaultTo('customer')
      table.integer('customer_id').unsigned().nullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('vendor_id').unsigned().nullable().references('id').inTable('vendors').onDelete('CASCADE')
      table.string('account_holder', 255).notNullable()
      table.string('bank', 255).nullable()
      table.string('bank_country', 2).nullable()
      table.string('account_number', 64).nullable()
      table.string('iban', 42).nullable()
      table.string('swift_bic', 11).nullable()
      table.string('currency', 3).nullable()
      table.string('branch', 255).nullable()
      table.text('bank_address').nullable()
      table.string('routing_number', 32).nullable()
      table.string('sort_code', 16).nullable()
      table.boolean('is_default').notNullable().defaultTo(false)
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
