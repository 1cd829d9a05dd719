import { BaseSchema } from '@adonisjs/lucid/schema'
import { customerOwned, stamps } from '../schema_helpers.js'

/**
 * Expenses (issue 15): the company's allowance items, claims (money in minor units of their own
 * currency, and once in a report its conversion with the rate and the rate's date), expense
 * reports with their own rates (a pair once per report) and the users they are shared with.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('allowance_items', (table) => {
      customerOwned(table)
      table.string('name', 255).notNullable()
      table.string('pay_item_key', 20).notNullable()
      table.string('currency', 3).nullable()
      table.bigInteger('limit_per_claim').nullable()
      table.bigInteger('limit_per_month').nullable()
      table.boolean('receipt_required').notNullable().defaultTo(true)
      table.integer('paying_entity_id').unsigned().nullable().references('id').inTable('business_entities').onDelete('SET NULL')
      table.boolean('is_active').notNullable().defaultTo(true)
      stamps(table)
      table.unique(['customer_id', 'name'])
    })
    this.schema.createTable('expense_reports', (table) => {
      customerOwned(table)
      table.string('name', 255).notNullable()
      table.date('period_start').notNullable()
      table.date('period_end').notNullable()
      table.string('currency', 3).notNullable()
      table.date('report_date').nullable()
      table.integer('paycycle_id').unsigned().nullable().references('id').inTable('paycycles').onDelete('SET NULL')
      table.string('status', 30).notNullable().defaultTo('report_generated')
      table.boolean('locked').notNullable().defaultTo(false)
      table.bigInteger('total').notNullable().defaultTo(0)
      table.integer('item_count').notNullable().defaultTo(0)
      table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.text('notes').nullable()
      stamps(table)
    })
    this.schema.createTable('expenses', (table) => {
      customerOwned(table)
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.integer('allowance_item_id').unsigned().notNullable().references('id').inTable('allowance_items').onDelete('RESTRICT')
      table.bigInteger('amount').notNullable()
      table.string('currency', 3).notNullable()
      table.date('transaction_date').notNullable()
      table.string('payment_type', 20).notNullable().defaultTo('cash')
      table.boolean('tax_included').notNullable().defaultTo(false)
      table.bigInteger('taxable_amount').nullable()
      table.bigInteger('tax_amount').nullable()
      table.string('tax_rate', 20).nullable()
      table.string('invoice_number', 100).nullable()
      table.integer('paying_entity_id').unsigned().nullable().references('id').inTable('business_entities').onDelete('SET NULL')
      table.integer('paycycle_id').unsigned().nullable().references('id').inTable('paycycles').onDelete('SET NULL')
      table.string('origin', 255).nullable()
      table.string('destination', 255).nullable()
      table.text('receipt').nullable()
      table.text('files').nullable()
      table.text('notes').nullable()
      table.string('split_group', 36).nullable()
      table.string('status', 30).notNullable().defaultTo('submitted')
      table.boolean('over_limit').notNullable().defaultTo(false)
      table.string('limit_flags', 100).nullable()
      table.text('decision_notes').nullable()
      table.integer('decided_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('decided_at', { useTz: true }).nullable()
      table.integer('expense_report_id').unsigned().nullable().references('id').inTable('expense_reports').onDelete('SET NULL')
      table.string('report_currency', 3).nullable()
      table.bigInteger('converted_amount').nullable()
      table.string('exchange_rate', 40).nullable()
      table.date('rate_date').nullable()
      stamps(table)
      table.index(['customer_id', 'status'])
      table.index(['person_id', 'transaction_date'])
      table.index(['expense_report_id'])
    })
    this.schema.createTable('expense_report_rates', (table) => {
      table.increments('id')
      table.integer('report_id').unsigned().notNullable().references('id').inTable('expense_reports').onDelete('CASCADE')
      table.string('from_currency', 3).notNullable()
      table.string('to_currency', 3).notNullable()
      table.string('rate', 40).notNullable()
      table.date('rate_date').notNullable()
      // 'platform' (defaulted from the platform's rates) or 'manual'
      table.string('source', 10).notNullable()
      table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['report_id', 'from_currency', 'to_currency'])
    })
    this.schema.createTable('expense_report_shares', (table) => {
      table.increments('id')
      table.integer('report_id').unsigned().notNullable().references('id').inTable('expense_reports').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('confirmed_at', { useTz: true }).nullable()
      table.unique(['report_id', 'user_id'])
      table.index(['user_id'])
    })
  }

  async down() {
    for (const t of ['expense_report_shares', 'expense_report_rates', 'expenses', 'expense_reports', 'allowance_items']) this.schema.dropTable(t)
  }
}
