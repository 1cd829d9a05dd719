import { BaseSchema } from '@adonisjs/lucid/schema'
import { customerOwned, stamps } from '../schema_helpers.js'

/** Payroll (issue 14): payrolls, their approvers and paycycles, and each person's pay items (amounts in minor units). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('payrolls', (table) => {
      customerOwned(table)
      table.string('name', 255).notNullable()
      table.string('iso_code', 2).nullable()
      table.string('frequency', 20).notNullable().defaultTo('monthly')
      table.string('label_type', 50).nullable()
      table.string('label', 255).nullable()
      // A business entity of the customer or its vendor; checked in the tenant by the API.
      table.integer('payroll_entity_id').unsigned().nullable()
      table.string('currency', 3).notNullable().defaultTo('USD')
      table.integer('pay_day_of_month').nullable()
      table.text('notes').nullable()
      stamps(table)
      table.unique(['customer_id', 'name'])
    })
    this.schema.createTable('payroll_approvers', (table) => {
      customerOwned(table)
      table.integer('payroll_id').unsigned().notNullable().references('id').inTable('payrolls').onDelete('CASCADE')
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      table.integer('level').notNullable().defaultTo(1)
      stamps(table)
      table.unique(['payroll_id', 'person_id'])
    })
    this.schema.createTable('paycycles', (table) => {
      customerOwned(table)
      table.integer('payroll_id').unsigned().notNullable().references('id').inTable('payrolls').onDelete('CASCADE')
      table.string('name', 100).notNullable()
      table.string('kind', 20).notNullable().defaultTo('regular')
      table.date('period_start').notNullable()
      table.date('period_end').notNullable()
      for (const column of ['cut_off_date', 'change_data_due_date', 'calculation_due_date', 'approval_due_date', 'funding_due_date', 'payment_date', 'pay_day']) {
        table.date(column).nullable()
      }
      table.string('stage', 20).notNullable().defaultTo('not_started')
      table.integer('approval_level').notNullable().defaultTo(0)
      table.text('notes').nullable()
      stamps(table)
      table.index(['payroll_id', 'period_start'])
    })
    this.schema.createTable('person_pay_items', (table) => {
      customerOwned(table)
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      table.integer('pay_item_id').unsigned().notNullable().references('id').inTable('pay_items')
      table.string('category', 30).notNullable().defaultTo('salary')
      table.string('frequency', 20).notNullable().defaultTo('monthly')
      table.string('gross_type', 10).notNullable().defaultTo('gross')
      table.string('pay_option', 20).notNullable().defaultTo('non_deductible')
      table.string('currency', 3).nullable()
      table.bigInteger('value').nullable()
      table.string('rate', 40).nullable()
      table.date('effective_date').notNullable()
      table.date('end_date').nullable()
      table.boolean('is_reference_only').notNullable().defaultTo(false)
      table.text('notes').nullable()
      stamps(table)
      table.index(['customer_id', 'person_id', 'effective_date'])
    })
  }

  async down() {
    for (const name of ['person_pay_items', 'paycycles', 'payroll_approvers', 'payrolls']) this.schema.dropTable(name)
  }
}
