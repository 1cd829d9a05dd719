import { BaseSchema } from '@adonisjs/lucid/schema'

/** Country- and company-specific data (domain §3 EDT/CDT): item definitions, their dictionary, people's values. */
export default class extends BaseSchema {
  async up() {
    const stamps = (table: any) => {
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    }
    this.schema.createTable('data_items', (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.string('kind', 3).notNullable()
      table.string('iso_code', 2).nullable()
      table.integer('display_order').notNullable().defaultTo(0)
      table.string('value_type', 4).notNullable().defaultTo('text')
      table.boolean('is_personal').notNullable().defaultTo(false)
      stamps(table)
      table.index(['customer_id', 'kind', 'iso_code'])
    })
    this.schema.createTable('data_item_entries', (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('data_item_id').unsigned().notNullable().references('id').inTable('data_items').onDelete('CASCADE')
      table.string('key', 5).notNullable()
      table.string('lang', 10).notNullable()
      table.string('value', 1000).notNullable()
      stamps(table)
      table.unique(['data_item_id', 'key', 'lang'])
    })
    this.schema.createTable('data_values', (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      table.integer('data_item_id').unsigned().notNullable().references('id').inTable('data_items').onDelete('CASCADE')
      table.text('text_value').nullable()
      table.date('date_value').nullable()
      table.string('doc_value', 255).nullable()
      stamps(table)
      table.unique(['person_id', 'data_item_id'])
    })
  }

  async down() {
    for (const t of ['data_values', 'data_item_entries', 'data_items']) this.schema.dropTableIfExists(t)
  }
}
