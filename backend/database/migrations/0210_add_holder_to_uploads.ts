import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The row that holds a company file (issue 42 item 7): its readers read the file. Recorded when a
 * row takes the file (a document, a person's photo) or a process makes it for a row (a payslip, a
 * payroll report's register export); rows naming the key still hold it when none is recorded.
 */
export default class extends BaseSchema {
  protected tableName = 'uploads'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('holder_resource', 60).nullable()
      table.integer('holder_id').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('holder_id')
      table.dropColumn('holder_resource')
    })
  }
}
