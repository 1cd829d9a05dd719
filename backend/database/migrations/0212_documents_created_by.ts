import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Who filed a document (issue 42 item 8): a person filing their own papers on /my-docs may delete
 * what they filed, and only that; payslips (made by the payroll) and older rows have none.
 */
export default class extends BaseSchema {
  protected tableName = 'documents'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('created_by')
    })
  }
}
