import { BaseSchema } from '@adonisjs/lucid/schema'
import type { Knex } from 'knex'

/** Every time-off row belongs to a customer and a person of it. */
function owner(table: Knex.CreateTableBuilder) {
  table.increments('id')
  table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
  table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
  table.integer('leave_type_id').unsigned().notNullable().references('id').inTable('leave_types')
}

const stamps = (table: Knex.CreateTableBuilder) => {
  table.timestamp('created_at', { useTz: true }).notNullable()
  table.timestamp('updated_at', { useTz: true }).nullable()
}

/**
 * Time off (issue 13): requests, entitlements, the ledger behind every balance, and each
 * customer's leave settings. Day amounts are integer tenths of a day, so sums are exact in SQL.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('leaves', (table) => {
      owner(table)
      table.date('start_date').notNullable()
      table.date('end_date').notNullable()
      table.string('session', 20).notNullable().defaultTo('full_day')
      table.integer('total_days').notNullable().defaultTo(0)
      table.string('reason', 255).nullable()
      table.text('notes').nullable()
      table.text('documents').nullable()
      table.string('status', 20).notNullable().defaultTo('submitted')
      table.boolean('cancel_requested').notNullable().defaultTo(false)
      table.text('decision_notes').nullable()
      table.integer('decided_by').unsigned().nullable()
      table.timestamp('decided_at', { useTz: true }).nullable()
      stamps(table)
      table.index(['customer_id', 'person_id', 'start_date'])
    })
    this.schema.createTable('leave_entitlements', (table) => {
      owner(table)
      table.integer('year').notNullable()
      table.integer('days').notNullable()
      table.text('notes').nullable()
      stamps(table)
      table.unique(['person_id', 'leave_type_id', 'year'])
    })
    this.schema.createTable('leave_ledger_entries', (table) => {
      owner(table)
      table.integer('year').notNullable()
      table.string('kind', 20).notNullable()
      table.integer('days').notNullable()
      table.date('effective_date').notNullable()
      table.date('expires_on').nullable()
      table.integer('leave_id').unsigned().nullable().references('id').inTable('leaves').onDelete('SET NULL')
      table.integer('created_by').unsigned().nullable()
      table.string('created_by_name', 255).nullable()
      stamps(table)
      // A request is taken once and given back at most once, whatever races: the database says so too.
      table.unique(['leave_id', 'kind'])
      // Balances sum a customer's year by person, type and kind straight from this index (no table reads).
      table.index(['customer_id', 'year', 'person_id', 'leave_type_id', 'kind', 'days'], 'leave_ledger_balance_index')
    })
    // One carry-in and one expiry per person, type and year: the year-end and expiry runs are idempotent.
    this.schema.raw(`CREATE UNIQUE INDEX leave_ledger_once_a_year ON leave_ledger_entries (person_id, leave_type_id, year, kind) WHERE kind IN ('carry_in', 'expiry')`)
    this.schema.createTable('leave_settings', (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().unique().references('id').inTable('customers').onDelete('CASCADE')
      table.boolean('allow_negative').notNullable().defaultTo(false)
      table.string('day_count', 20).notNullable().defaultTo('working')
      table.integer('carry_over_max').notNullable().defaultTo(0)
      table.string('carry_over_expiry', 5).notNullable().defaultTo('03-31')
      stamps(table)
    })
    this.schema.createTable('notifications', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('customer_id').unsigned().nullable()
      table.string('kind', 40).notNullable()
      // Translated when read, in the reader's language: the kind names the locale key, params fill it.
      table.text('params').nullable()
      table.string('link', 255).nullable()
      table.timestamp('read_at', { useTz: true }).nullable()
      stamps(table)
      table.index(['user_id', 'read_at'])
    })
  }

  async down() {
    for (const name of ['notifications', 'leave_settings', 'leave_ledger_entries', 'leave_entitlements', 'leaves']) this.schema.dropTable(name)
  }
}
