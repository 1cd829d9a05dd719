import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

const PEOPLE = 10_000
const ITEMS = 20
const BATCH = 500
const RUNS = 3
const CUSTOMER_NAME = 'Bench Payroll Customer'

/**
 * node ace payroll:bench-cycle — a whole paycycle of 10,000 staff × 20 pay items: the engine's
 * input read from the database, calculated, and written as a register version, in one
 * transaction (as the report's creation and "calculate" do). Adds a bench customer with its
 * people, payroll and pay items (replacing a previous run's), checks the register's totals equal
 * the sums of its payslips, then prints the median of 3 runs. Budget: 10 s on PostgreSQL.
 * Driven by scripts/bench-payroll-cycle.mjs.
 */
export default class BenchPayrollCycle extends BaseCommand {
  static commandName = 'payroll:bench-cycle'
  static description = 'Benchmark a whole paycycle of 10,000 staff × 20 pay items calculated and written'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { calculateCycle, saveVersion } = await import('#areas/payroll/register')
    const now = new Date().toISOString()
    const template = await db.from('customers').whereNot('name', CUSTOMER_NAME).orderBy('id').first()
    const user = await db.from('users').where('role', 'superadmin').first()
    if (!template || !user) {
      this.logger.error('no customer or superadmin: run node ace migration:fresh --force && node ace db:seed first')
      this.exitCode = 1
      return
    }
    const t0 = performance.now()
    const { cycleId, reportId } = await db.transaction(async (trx) => {
      for (const { id } of await trx.from('customers').where('name', CUSTOMER_NAME).select('id')) {
        await trx.from('person_pay_items').where('customer_id', id).delete()
        await trx.from('payrolls').where('customer_id', id).delete()
        await trx.from('people').where('customer_id', id).delete()
        await trx.from('customers').where('id', id).delete()
      }
      const { id: _id, name: _name, created_at: _c, updated_at: _u, deleted_at: _d, ...copied } = template
      const [row] = await trx.table('customers').insert({ ...copied, name: CUSTOMER_NAME, created_at: now, updated_at: now }).returning('id')
      const customerId = Number(typeof row === 'object' ? row.id : row)
      const people = Array.from({ length: PEOPLE }, (_, n) => ({
        customer_id: customerId, name: `Bench Payee ${String(n).padStart(5, '0')}`, type: 'staff', status: 'regular', country: 'SG',
        is_expat: false, is_local: true, created_at: now, updated_at: now,
      }))
      for (let i = 0; i < people.length; i += BATCH) await trx.table('people').multiInsert(people.slice(i, i + BATCH))
      const personIds = (await trx.from('people').where('customer_id', customerId).orderBy('id').select('id')).map((r) => Number(r.id))
      // Twenty definitions: salary, allowances, deductions and employer costs, some as percentages.
      const defs: { id: number; category: string; percentage: boolean }[] = []
      for (let k = 0; k < ITEMS; k++) {
        const name = `Bench pay item ${k}`
        const category = k < 10 ? (k === 0 ? 'salary' : 'allowance') : k < 15 ? 'ee_contribution' : 'er_contribution'
        if (!(await trx.from('pay_items').where('name', name).whereNull('country').first())) {
          await trx.table('pay_items').insert({ name, category, frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible', is_reference_only: false, created_at: now })
        }
        const id = Number((await trx.from('pay_items').where('name', name).whereNull('country').firstOrFail()).id)
        defs.push({ id, category, percentage: k >= 10 })
      }
      const [payroll] = await trx.table('payrolls').insert({ customer_id: customerId, name: 'Bench monthly', frequency: 'monthly', currency: 'SGD', pay_day_of_month: 25, created_at: now, updated_at: now }).returning('id')
      const payrollId = Number(typeof payroll === 'object' ? payroll.id : payroll)
      const members = personIds.map((person_id) => ({ customer_id: customerId, payroll_id: payrollId, person_id, created_at: now, updated_at: now }))
      for (let i = 0; i < members.length; i += BATCH) await trx.table('payroll_members').multiInsert(members.slice(i, i + BATCH))
      const items = personIds.flatMap((person_id, n) => defs.map((d, k) => ({
        customer_id: customerId, person_id, pay_item_id: d.id, category: d.category, frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible',
        currency: d.percentage ? null : 'SGD', value: d.percentage ? null : k === 0 ? 500000 + (n % 97) * 1111 : 10000 + k * 333,
        rate: d.percentage ? (k < 15 ? '1.5' : '2.25') : null, effective_date: '2026-01-01', is_reference_only: false, created_at: now, updated_at: now,
      })))
      for (let i = 0; i < items.length; i += BATCH) await trx.table('person_pay_items').multiInsert(items.slice(i, i + BATCH))
      const [cycle] = await trx.table('paycycles').insert({ customer_id: customerId, payroll_id: payrollId, name: 'Bench 2027-03', kind: 'regular', period_start: '2027-03-01', period_end: '2027-03-31', stage: 'calculation', approval_level: 0, created_at: now, updated_at: now }).returning('id')
      const cycleId = Number(typeof cycle === 'object' ? cycle.id : cycle)
      const [report] = await trx.table('payroll_reports').insert({ customer_id: customerId, paycycle_id: cycleId, name: 'Bench report', status: 'generated', locked: false, visibility: 'all', created_by: user.id, register_version: 0, created_at: now, updated_at: now }).returning('id')
      return { cycleId, reportId: Number(typeof report === 'object' ? report.id : report) }
    })
    this.logger.info(`bench data written in ${Math.round(performance.now() - t0)} ms (${PEOPLE} people × ${ITEMS} pay items)`)

    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now()
      const totals = await db.transaction(async (trx) => {
        const cycle = await trx.from('paycycles').where('id', cycleId).firstOrFail()
        const report = await trx.from('payroll_reports').where('id', reportId).firstOrFail()
        const data = await calculateCycle(trx, cycle)
        await saveVersion(trx, report, data, 'calculated', Number(user.id))
        return data
      })
      times.push(performance.now() - start)
      const sum = totals.rows.reduce((t, r) => t + r.net, 0)
      if (totals.rows.length !== PEOPLE || sum !== totals.totals.net || totals.rows.some((r) => r.items.length !== ITEMS)) {
        this.logger.error(`register check failed: ${totals.rows.length} rows, net ${totals.totals.net} vs sum ${sum}`)
        this.exitCode = 1
        return
      }
    }
    times.sort((a, b) => a - b)
    console.log(`payroll cycle (${db.connection().dialect.name}): ${PEOPLE} staff × ${ITEMS} pay items read, calculated and written as a register version — median ${Math.round(times[Math.floor(RUNS / 2)])} ms, slowest ${Math.round(times[RUNS - 1])} ms (budget 10 s on PostgreSQL)`)
  }
}
