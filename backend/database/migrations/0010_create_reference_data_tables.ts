import { BaseSchema } from '@adonisjs/lucid/schema'

/** Data-cloud reference data: leave types, public holidays and the platform's exchange-rate table. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('leave_types', (table) => {
      table.increments('id')
      table.string('name', 255).notNullable()
      table.string('country', 2).nullable()
      table.string('day_type', 20).notNullable().defaultTo('working')
      table.boolean('allow_negative').notNullable().defaultTo(false)
      table.boolean('is_paid').notNullable().defaultTo(true)
      // Exact decimals are stored as text: SQLite would otherwise keep them as binary floats.
      table.string('default_entitlement', 20).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['name', 'country'])
    })
    this.schema.createTable('public_holidays', (table) => {
      table.increments('id')
      table.string('country', 2).notNullable()
      table.string('region', 20).nullable()
      table.string('name', 255).notNullable()
      table.date('date').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['country', 'region', 'date', 'name'])
      table.index(['country', 'date'])
    })
    this.schema.createTable('exchange_rates', (table) => {
      table.increments('id')
      table.string('from_currency', 3).notNullable()
      table.string('to_currency', 3).notNullable()
      table.string('rate', 40).notNullable()
      table.string('reference_rate', 40).nullable()
      table.date('date').notNullable()
      table.string('source', 100).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['from_currency', 'to_currency', 'date'])
    })
  }

  async down() {
    this.schema.dropTable('exchange_rates')
    this.schema.dropTable('public_holidays')
    this.schema.dropTable('leave_types')
  }
}
