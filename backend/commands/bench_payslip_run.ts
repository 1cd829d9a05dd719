import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

const BATCH = 500
const CUSTOMER_NAME = 'Bench Payslips Customer'

/**
 * node ace payroll:bench-payslip-run --people N — a payslip run of N people made ready for the
 * queue (issue 44, the kill test scripts/jobs-kill.mjs and npm run bench:jobs): a bench company
 * with N staff on one payroll, its cycle's register calculated by the engine, approval requested
 * and the final approval given through the same service as POST /api/payroll-report/:id/action,
 * which creates the `payslips` task and enqueues its jobs. Runs no job itself (no worker in the
 * console); prints one JSON line: { task, cycle, report, people, approved_at }.
 */
export default class BenchPayslipRun extends BaseCommand {
  static commandName = 'payroll:bench-payslip-run'
  static description = 'Create a payslip run of N people through the final approval, its jobs left in the queue'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'People on the payroll (default 1000)' })
  declare people?: number

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await import('#services/jobs/handlers')
    const { setUpQueue, queue } = await import('#services/jobs/queue')
    const { enqueueTask } = await import('#services/jobs/tasks')
    const { moveReport } = await import('#areas/payroll/report_workflow')
    const { customerUserTenancy } = await import('#services/tenancy')
    const { default: User } = await import('#models/user')
    const people = this.people ?? 1000
    const now = new Date().toISOString()
    const template = await db.from('customers').whereNot('name', CUSTOMER_NAME).orderBy('id').first()
    if (!template) {
      this.logger.error('no customer: run node ace migration:fresh --force && node ace db:seed first')
      this.exitCode = 1
      return
    }
    const id = (row: any) => Number(typeof row === 'object' ? row.id : row)
    const { reportId, cycleId, userId } = await db.transaction(async (trx) => {
      const { id: _id, name: _name, created_at: _c, updated_at: _u, deleted_at: _d, ...copied } = template
      const [customer] = await trx.table('customers').insert({ ...copied, name: `${CUSTOMER_NAME} ${Date.now()}`, created_at: now, updated_at: now }).returning('id')
      const customerId = id(customer)
      // The payroll's creator and only approver: an HR account of the bench company, itself one of its people.
      const [user] = await trx.table('users').insert({
        email: `bench.payroll.${customerId}@bench.test`, name: 'Bench Payroll HR', role: 'staff', customer_id: customerId, is_employee: true, created_at: now, updated_at: now,
      }).returning('id')
      const userId = id(user)
      const rows = Array.from({ length: people }, (_, n) => ({
        customer_id: customerId, name: `Bench Payee ${String(n).padStart(5, '0')}`, type: 'staff', status: 'regular', country: 'SG',
        is_expat: false, is_local: true, user_id: n === 0 ? userId : null, created_at: now, updated_at: now,
      }))
      for (let i = 0; i < rows.length; i += BATCH) await trx.table('people').multiInsert(rows.slice(i, i + BATCH))
      const personIds = (await trx.from('people').where('customer_id', customerId).orderBy('id').select('id')).map((r) => Number(r.id))
      const [payroll] = await trx.table('payrolls').insert({ customer_id: customerId, name: 'Bench payslips monthly', iso_code: 'SG', frequency: 'monthly', currency: 'SGD', pay_day_of_month: 25, created_at: now, updated_at: now }).returning('id')
      const payrollId = id(payroll)
      await trx.table('payroll_approvers').insert({ customer_id: customerId, payroll_id: payrollId, person_id: personIds[0], level: 1, created_at: now, updated_at: now })
      const members = personIds.map((person_id) => ({ customer_id: customerId, payroll_id: payrollId, person_id, created_at: now, updated_at: now }))
      for (let i = 0; i < members.length; i += BATCH) await trx.table('payroll_members').multiInsert(members.slice(i, i + BATCH))
      // The demo payroll's four items (areas/payroll/demo.ts): salary, allowance, CPF employee and employer.
      const item = async (name: string) => Number((await trx.from('pay_items').where('name', name).firstOrFail()).id)
      const base = { customer_id: customerId, frequency: 'monthly', gross_type: 'gross', effective_date: '2026-01-01', is_reference_only: false, created_at: now, updated_at: now }
      const [salary, transport, cpfEe, cpfEr] = [await item('Basic salary'), await item('Transport allowance'), await item('CPF employee contribution'), await item('CPF employer contribution')]
      const items = personIds.flatMap((person_id, n) => [
        { ...base, person_id, pay_item_id: salary, category: 'salary', pay_option: 'non_deductible', currency: 'SGD', value: 500000 + (n % 97) * 1111, rate: null },
        { ...base, person_id, pay_item_id: transport, category: 'allowance', pay_option: 'non_deductible', currency: 'SGD', value: 30000, rate: null },
        { ...base, person_id, pay_item_id: cpfEe, category: 'ee_contribution', pay_option: 'deductible', currency: null, value: null, rate: '20' },
        { ...base, person_id, pay_item_id: cpfEr, category: 'er_contribution', gross_type: 'ctc', pay_option: 'non_deductible', currency: null, value: null, rate: '17' },
      ])
      for (let i = 0; i < items.length; i += BATCH) await trx.table('person_pay_items').multiInsert(items.slice(i, i + BATCH))
      const [cycle] = await trx.table('paycycles').insert({ customer_id: customerId, payroll_id: payrollId, name: 'Bench payslips 2027-03', kind: 'regular', period_start: '2027-03-01', period_end: '2027-03-31', stage: 'calculation', approval_level: 0, created_at: now, updated_at: now }).returning('id')
      const [report] = await trx.table('payroll_reports').insert({ customer_id: customerId, paycycle_id: id(cycle), name: 'Bench payslips report', status: 'generated', locked: false, visibility: 'all', created_by: userId, register_version: 0, created_at: now, updated_at: now }).returning('id')
      return { reportId: id(report), cycleId: id(cycle), userId }
    })

    // The report's own actions, as its creator and approver would send them (only the acting user is read).
    await setUpQueue()
    const tenancy = await customerUserTenancy(await User.findOrFail(userId))
    const act = async (action: string) => moveReport(tenancy, 'en', reportId, { action })
    await act('calculate')
    await act('request_approval')
    const answer: any = await act('approve')
    const approvedAt = new Date().toISOString()
    if (!answer.job_id) {
      this.logger.error(`the approval started no payslip run: ${JSON.stringify(answer)}`)
      this.exitCode = 1
      return
    }
    // The approval enqueues after its commit without waiting; awaited here before the queue closes (a key is stored once).
    await enqueueTask(answer.job_id)
    await new Promise((r) => setTimeout(r, 200))
    await queue().close()
    console.log(JSON.stringify({ task: answer.job_id, cycle: cycleId, report: reportId, people, approved_at: approvedAt, message: answer.message }))
  }
}
