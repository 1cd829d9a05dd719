import { BaseSchema } from '@adonisjs/lucid/schema'

/** A payroll report's source files (domain §2 "Payroll reports"): the uploads its figures come from. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('payroll_reports', (table) => {
      table.text('source_files').nullable()
    })
  }

  async down() {
    this.schema.alterTable('payroll_reports', (table) => {
      table.dropColumn('source_files')
    })
  }
}
