import { BaseSchema } from '@adonisjs/lucid/schema'
import type { Knex } from 'knex'

/** Pay item columns (domain §3); `value` is integer minor units of `currency`, never a float. */
function payItemColumns(table: Knex.CreateTableBuilder) {
  table.string('name', 255).notNullable()
  table.string('country', 2).nullable()
  table.string('category', 30).notNullable()
  table.string('frequency', 20).notNullable().defaultTo('monthly')
  table.string('gross_type', 10).notNullable().defaultTo('gross')
  table.string('pay_option', 20).notNullable().defaultTo('non_deductible')
  table.boolean('is_reference_only').notNullable().defaultTo(false)
  table.string('currency', 3).nullable()
  table.bigInteger('value').nullable()
  table.date('effective_date').nullable()
  table.date('affected_end_date').nullable()
  table.text('notes').nullable()
  table.timestamp('created_at', { useTz: true }).notNullable()
  table.timestamp('updated_at', { useTz: true }).nullable()
}

/** The data cloud's pay items, a customer's own pay items and leave types, and its choice among the data cloud's. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('pay_items', (table) => {
      table.increments('id')
      payItemColumns(table)
      table.unique(['name', 'country'])
    })
    this.schema.createTable('company_pay_items', (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      payItemColumns(table)
      table.unique(['customer_id', 'name', 'country'])
    })
    this.schema.createTable('company_leave_types', (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.string('day_type', 20).notNullable().defaultTo('working')
      table.boolean('allow_negative').notNullable().defaultTo(false)
      table.boolean('is_paid').notNullable().defaultTo(true)
      table.string('default_entitlement', 20).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['customer_id', 'name'])
    })
    // Which data-cloud items a customer has switched off (absent row = enabled, so new items reach everyone).
    this.schema.createTable('company_data_type_choices', (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.string('kind', 20).notNullable()
      table.integer('item_id').unsigned().notNullable()
      table.boolean('enabled').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['customer_id', 'kind', 'item_id'])
    })
  }

  async down() {
    this.schema.dropTable('company_data_type_choices')
    this.schema.dropTable('company_leave_types')
    this.schema.dropTable('company_pay_items')
    this.schema.dropTable('pay_items')
  }
}
