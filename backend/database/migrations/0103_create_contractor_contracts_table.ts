import { BaseSchema } from '@adonisjs/lucid/schema'

/** Contractor contracts (domain §3 "Contractor contract", §4 "Contract"). The rate is integer minor units. */
export default class extends BaseSchema {
  protected tableName = 'contractor_contracts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      table.string('title', 255).notNullable()
      table.string('contract_type', 20).notNullable()
      table.date('start_date').notNullable()
      table.date('end_date').nullable()
      table.string('frequency', 20).notNullable().defaultTo('monthly')
      table.string('currency', 3).notNullable()
      table.bigInteger('rate').notNullable()
      table.text('scope_of_work').nullable()
      // Server-managed: written only by the status transition (and reset by a terms change).
      table.string('status', 10).notNullable().defaultTo('initiated')
      table.date('notice_date').nullable()
      table.timestamp('signed_at', { useTz: true }).nullable()
      table.timestamp('stopped_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['customer_id', 'person_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
