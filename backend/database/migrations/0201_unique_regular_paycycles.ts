import { BaseSchema } from '@adonisjs/lucid/schema'
import { oneRegularCyclePerPeriod, REGULAR_PERIOD_INDEX } from '../regular_paycycles.js'

/**
 * One regular paycycle per payroll and period start (issue 42): generation may race, and the index
 * is what makes a second cycle for a period impossible (database/regular_paycycles.ts, which also
 * resolves periods that already hold several).
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await oneRegularCyclePerPeriod(db)
    })
  }

  async down() {
    this.schema.raw(`DROP INDEX ${REGULAR_PERIOD_INDEX}`)
  }
}
