import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The paycycle a leave was taken into (issue 13/14: approved → processed when its payroll is
 * approved → paid when the cycle's payment is done), so a leave counts in exactly one cycle.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('leaves', (table) => {
      table.integer('paycycle_id').unsigned().nullable().references('id').inTable('paycycles').onDelete('SET NULL')
    })
  }

  async down() {
    this.schema.alterTable('leaves', (table) => {
      table.dropColumn('paycycle_id')
    })
  }
}
