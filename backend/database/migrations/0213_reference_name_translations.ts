import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Reference data's names in every interface language (issue 43 §7): leave types (the data cloud's
 * and companies' own, one table), pay items (the data cloud's and companies' own) and expense
 * items keep the English name in `name` and the others as JSON text { "de": "Urlaub", … }.
 * Columns on tables that already have their row security: no new table, no new policy.
 */
const TABLES = ['leave_types', 'pay_items', 'company_pay_items', 'allowance_items']

export default class extends BaseSchema {
  async up() {
    for (const name of TABLES) {
      this.schema.alterTable(name, (table) => {
        table.text('name_translations').nullable()
      })
    }
  }

  async down() {
    for (const name of TABLES) {
      this.schema.alterTable(name, (table) => {
        table.dropColumn('name_translations')
      })
    }
  }
}
