import type { Knex } from 'knex'

/** A customer's row: its id and the customer it belongs to (gone with the customer). */
export const customerOwned = (table: Knex.CreateTableBuilder) => {
  table.increments('id')
  table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
}

/** created_at and updated_at, with time zone (stored UTC). */
export const stamps = (table: Knex.CreateTableBuilder) => {
  table.timestamp('created_at', { useTz: true }).notNullable()
  table.timestamp('updated_at', { useTz: true }).nullable()
}
