import { BaseSchema } from '@adonisjs/lucid/schema'

/** A data manager's change to a pay item waits for a payroll user's approval (issue 14, domain §3 "Pay item"). */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('person_pay_items', (table) => {
      table.string('approval_status', 10).notNullable().defaultTo('approved')
    })
  }

  async down() {
    this.schema.alterTable('person_pay_items', (table) => {
      table.dropColumn('approval_status')
    })
  }
}
