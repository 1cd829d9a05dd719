import { BaseSchema } from '@adonisjs/lucid/schema'
import { customerOwned, stamps } from '../schema_helpers.js'

/**
 * Payroll reports (issue 14): who a payroll covers, a cycle's reports with their readers, every
 * version of the pay register (minor units, as JSON: a version is never changed, only superseded),
 * and the payslips issued from an approved register.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('payroll_members', (table) => {
      customerOwned(table)
      table.integer('payroll_id').unsigned().notNullable().references('id').inTable('payrolls').onDelete('CASCADE')
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      stamps(table)
      table.unique(['payroll_id', 'person_id'])
    })
    this.schema.createTable('payroll_reports', (table) => {
      customerOwned(table)
      table.integer('paycycle_id').unsigned().notNullable().references('id').inTable('paycycles').onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.string('status', 20).notNullable().defaultTo('generated')
      table.boolean('locked').notNullable().defaultTo(false)
      table.string('visibility', 10).notNullable().defaultTo('all')
      table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.integer('register_version').notNullable().defaultTo(0)
      table.text('change_report').nullable()
      table.timestamp('change_report_confirmed_at', { useTz: true }).nullable()
      table.text('notes').nullable()
      stamps(table)
      table.index(['paycycle_id'])
    })
    this.schema.createTable('payroll_report_readers', (table) => {
      table.increments('id')
      table.integer('report_id').unsigned().notNullable().references('id').inTable('payroll_reports').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // 'shared' (the creator chose them) or 'approver' (approval was requested of them)
      table.string('reason', 10).notNullable()
      table.unique(['report_id', 'user_id', 'reason'])
      table.index(['user_id'])
    })
    this.schema.createTable('payroll_registers', (table) => {
      table.increments('id')
      table.integer('report_id').unsigned().notNullable().references('id').inTable('payroll_reports').onDelete('CASCADE')
      table.integer('version').notNullable()
      // calculated (the engine), sheet (edited in the grid) or excel (uploaded)
      table.string('source', 12).notNullable()
      table.text('data').notNullable()
      table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['report_id', 'version'])
    })
    this.schema.createTable('payslips', (table) => {
      customerOwned(table)
      table.integer('paycycle_id').unsigned().notNullable().references('id').inTable('paycycles').onDelete('CASCADE')
      table.integer('report_id').unsigned().notNullable().references('id').inTable('payroll_reports').onDelete('CASCADE')
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      table.integer('document_id').unsigned().nullable().references('id').inTable('documents').onDelete('SET NULL')
      table.string('currency', 3).notNullable()
      table.bigInteger('net').notNullable()
      table.string('file_key', 255).notNullable()
      table.date('period_start').notNullable()
      table.date('period_end').notNullable()
      table.date('pay_date').nullable()
      stamps(table)
      // One payslip per person per cycle: reissuing replaces it.
      table.unique(['paycycle_id', 'person_id'])
      table.index(['customer_id', 'person_id'])
    })
  }

  async down() {
    for (const name of ['payslips', 'payroll_registers', 'payroll_report_readers', 'payroll_reports', 'payroll_members']) this.schema.dropTable(name)
  }
}
