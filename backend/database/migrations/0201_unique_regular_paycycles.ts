import { BaseSchema } from '@adonisjs/lucid/schema'

/** Tables whose rows point at a paycycle: a cycle any of them names has been used. */
const USERS_OF_CYCLES = ['payroll_reports', 'payslips', 'leaves', 'expenses', 'expense_reports']

/**
 * One regular paycycle per payroll and period start (issue 42): generation may race, and the index
 * is what makes a second cycle for a period impossible. Off-cycle runs are not covered (a payroll
 * may run several in one period). Periods that already hold several regular cycles keep the
 * first; a later one never used (not started, named by no report, payslip, leave or expense) is
 * removed, one in use is kept as an off-cycle run so nothing it holds is lost.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const firsts = db.from('paycycles').where('kind', 'regular').groupBy('payroll_id', 'period_start').min('id as id')
      const extra = await db.from('paycycles as p').where('p.kind', 'regular')
        .whereNotIn('p.id', db.from(firsts.as('f')).select('f.id')).select('p.id', 'p.stage')
      for (const cycle of extra) {
        let used = cycle.stage !== 'not_started'
        for (const table of USERS_OF_CYCLES) used ||= !!(await db.from(table).where('paycycle_id', cycle.id).first())
        if (used) await db.from('paycycles').where('id', cycle.id).update({ kind: 'off_cycle' })
        else await db.from('paycycles').where('id', cycle.id).delete()
      }
      await db.rawQuery("CREATE UNIQUE INDEX paycycles_regular_period_unique ON paycycles (payroll_id, period_start) WHERE kind = 'regular'")
    })
  }

  async down() {
    this.schema.raw('DROP INDEX paycycles_regular_period_unique')
  }
}
