import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Unpaid leave as dated days (issue 42): a payroll counts its periods in working or calendar days,
 * and a pay item says whether unpaid days reduce it. Existing pay items get their category's
 * default written out (salary and recurring allowances reduced, everything else not), so the
 * screens show what the engine does; a new one left unset takes the same default in the engine.
 */
const RECURRING = ['weekly', 'bi_weekly', 'semi_monthly', 'monthly', 'quarterly', 'half_yearly', 'yearly', 'daily']

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('payrolls', (table) => {
      table.string('day_type', 50).notNullable().defaultTo('working')
    })
    for (const name of ['pay_items', 'company_pay_items']) {
      this.schema.alterTable(name, (table) => {
        table.boolean('reduced_by_unpaid_leave').nullable()
      })
      this.defer(async (db) => {
        await db.from(name).update({ reduced_by_unpaid_leave: false })
        await db.from(name).whereIn('category', ['salary', 'allowance']).whereIn('frequency', RECURRING).update({ reduced_by_unpaid_leave: true })
      })
    }
  }

  async down() {
    this.schema.alterTable('payrolls', (table) => {
      table.dropColumn('day_type')
    })
    for (const name of ['pay_items', 'company_pay_items']) {
      this.schema.alterTable(name, (table) => {
        table.dropColumn('reduced_by_unpaid_leave')
      })
    }
  }
}
