import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** Tables whose rows point at a paycycle: a cycle any of them names has been used. */
const USERS_OF_CYCLES = ['payroll_reports', 'payslips', 'leaves', 'expenses', 'expense_reports']

export const REGULAR_PERIOD_INDEX = 'paycycles_regular_period_unique'

/**
 * One regular paycycle per payroll and period start (issue 42), for data made before the index:
 * each period keeps its first regular cycle; a later one never used (not started, named by no
 * report, payslip, leave or expense) is removed, one in use is kept as an off-cycle run so nothing
 * it holds is lost. Then the unique index, which off-cycle runs are outside of.
 */
export async function oneRegularCyclePerPeriod(client: QueryClientContract) {
  const firsts = client.from('paycycles').where('kind', 'regular').groupBy('payroll_id', 'period_start').min('id as id')
  const extra = await client.from('paycycles as p').where('p.kind', 'regular')
    .whereNotIn('p.id', client.from(firsts.as('f')).select('f.id')).select('p.id', 'p.stage')
  for (const cycle of extra) {
    let used = cycle.stage !== 'not_started'
    for (const table of USERS_OF_CYCLES) used ||= !!(await client.from(table).where('paycycle_id', cycle.id).first())
    if (used) await client.from('paycycles').where('id', cycle.id).update({ kind: 'off_cycle' })
    else await client.from('paycycles').where('id', cycle.id).delete()
  }
  await client.rawQuery(`CREATE UNIQUE INDEX ${REGULAR_PERIOD_INDEX} ON paycycles (payroll_id, period_start) WHERE kind = 'regular'`)
  return extra.length
}
