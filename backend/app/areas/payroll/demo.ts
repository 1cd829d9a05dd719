import db from '@adonisjs/lucid/services/db'
import { generatePaycycles } from '@hr/shared/payroll'
import { calculateCycle, saveVersion } from '#areas/payroll/register'
import { issuePayslips } from '#areas/payroll/payslips'
import { recordEvent } from '#services/audit'
import { runPayrollSeams } from '#services/seams'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DemoIds } from '#database/demo/ids'

const now = () => new Date().toISOString()
const SALARIES = [720000, 650000, 580000, 910000, 540000, 830000]

/**
 * Demo payroll (issue 14): Globex Asia's monthly "Globex SG Monthly" (SGD) covering its staff,
 * approved by hr.admin@ (level 1) and manager@ (level 2). Every past cycle (this year's; in January last year's) is completed
 * as a real run: its report calculated by the engine and approved, payslips issued (employee@ opens
 * theirs in /my-pay); this month's is in change data. Written through the same services the API uses.
 */
export async function seedDemoPayroll(ids: DemoIds) {
  const hr = await db.from('users').where('email', 'hr.admin@demo.test').firstOrFail()
  const personOf = async (email: string) => db.from('people').where('work_email', email).first()
  const entity = await db.from('business_entities').where('customer_id', ids.globex).orderBy('id').first()
  const [payroll] = await db.table('payrolls').insert({
    customer_id: ids.globex, name: 'Globex SG Monthly', iso_code: 'SG', frequency: 'monthly', label_type: 'regular', label: 'SG monthly payroll',
    payroll_entity_id: entity?.id ?? null, currency: 'SGD', pay_day_of_month: 25, created_at: now(), updated_at: now(),
  }).returning('id')
  const payrollId = Number(typeof payroll === 'object' ? payroll.id : payroll)
  for (const [email, level] of [['hr.admin@demo.test', 1], ['manager@demo.test', 2]] as const) {
    const person = await personOf(email)
    if (person) await db.table('payroll_approvers').insert({ customer_id: ids.globex, payroll_id: payrollId, person_id: person.id, level, created_at: now(), updated_at: now() })
  }
  const staff = await db.from('people').where('customer_id', ids.globex).where('type', 'staff').whereNull('deleted_at')
    .where((w) => w.whereNull('profile_type').orWhereNot('profile_type', 'manager_only')).orderBy('id')
  const item = async (name: string) => Number((await db.from('pay_items').where('name', name).firstOrFail()).id)
  const [salary, transport, cpfEe, cpfEr] = [await item('Basic salary'), await item('Transport allowance'), await item('CPF employee contribution'), await item('CPF employer contribution')]
  const year = new Date().getUTCFullYear()
  const base = { customer_id: ids.globex, frequency: 'monthly', gross_type: 'gross', effective_date: `${year - 1}-01-01`, is_reference_only: false, created_at: now(), updated_at: now() }
  for (const [i, p] of staff.entries()) {
    await db.table('payroll_members').insert({ customer_id: ids.globex, payroll_id: payrollId, person_id: p.id, created_at: now(), updated_at: now() })
    await db.table('person_pay_items').multiInsert([
      { ...base, person_id: p.id, pay_item_id: salary, category: 'salary', pay_option: 'non_deductible', currency: 'SGD', value: SALARIES[i % SALARIES.length] },
      { ...base, person_id: p.id, pay_item_id: transport, category: 'allowance', pay_option: 'non_deductible', currency: 'SGD', value: 30000 },
      { ...base, person_id: p.id, pay_item_id: cpfEe, category: 'ee_contribution', pay_option: 'deductible', rate: '20' },
      { ...base, person_id: p.id, pay_item_id: cpfEr, category: 'er_contribution', gross_type: 'ctc', pay_option: 'non_deductible', rate: '17' },
    ])
  }
  // This year's cycles and, in January, last year's (last month's cycle is then December's).
  const month = new Date().getUTCMonth()
  const cycles = [...(month === 0 ? generatePaycycles(year - 1, 'monthly', { payDayOfMonth: 25 }) : []), ...generatePaycycles(year, 'monthly', { payDayOfMonth: 25 })]
  const thisStart = `${year}-${String(month + 1).padStart(2, '0')}-01`
  for (const c of cycles) {
    const stage = c.period_start < thisStart ? 'completed' : c.period_start === thisStart ? 'change_data' : 'not_started'
    await db.table('paycycles').insert({
      customer_id: ids.globex, payroll_id: payrollId, name: `Globex SG Monthly ${c.period_start.slice(0, 7)}`, kind: 'regular', stage, approval_level: 0, ...c, created_at: now(), updated_at: now(),
    })
  }
  const manager = await db.from('users').where('email', 'manager@demo.test').first()
  const past = await db.from('paycycles').where('payroll_id', payrollId).where('period_start', '<', thisStart).orderBy('period_start')
  await db.transaction(async (trx) => {
    for (const cycle of past) await runPastCycle(trx, cycle, Number(hr.id), manager ? Number(manager.id) : null)
  })
}

/**
 * A past cycle run as the API runs it (issue 42: a completed cycle always has its register): its
 * report calculated by the engine, approved at both levels, the payslips issued as PDFs, then paid
 * and completed, each step in the cycle's history.
 */
async function runPastCycle(trx: TransactionClientContract, cycle: Record<string, any>, hrId: number, managerId: number | null) {
  const [created] = await trx.table('payroll_reports').insert({
    customer_id: cycle.customer_id, paycycle_id: cycle.id, name: `Payroll ${String(cycle.period_start).slice(0, 7)}`, status: 'approved', locked: false,
    visibility: 'all', created_by: hrId, register_version: 0, created_at: now(), updated_at: now(),
  }).returning('id')
  const report = await trx.from('payroll_reports').where('id', Number(typeof created === 'object' ? created.id : created)).firstOrFail()
  const event = (entityName: string, entityId: number, action: string, info: Record<string, unknown>, userId = hrId) =>
    recordEvent(trx, { customerId: Number(cycle.customer_id), userId, entityName, entityId, action, actionInfo: JSON.stringify(info) })
  const version = await saveVersion(trx, report, await calculateCycle(trx, cycle), 'calculated', hrId)
  await event('payroll_report', report.id, 'calculate', { version })
  if (managerId) await trx.table('payroll_report_readers').insert({ report_id: report.id, user_id: managerId, reason: 'approver' })
  await event('paycycle', cycle.id, 'request_approval', { from: 'calculation', to: 'pending_approval', level: 1, report_id: report.id })
  await event('paycycle', cycle.id, 'approve', { from: 'pending_approval', to: 'pending_approval', level: 1, next_level: 2, report_id: report.id })
  await event('paycycle', cycle.id, 'approve', { from: 'pending_approval', to: 'payment', level: 2, next_level: 0, report_id: report.id }, managerId ?? hrId)
  // What the last approval and the payment step do (report_workflow.ts, paycycle_workflow.ts).
  await issuePayslips(trx, report, cycle, hrId)
  await runPayrollSeams('onApproved', trx, cycle, hrId)
  await event('paycycle', cycle.id, 'stage', { from: 'payment', to: 'post_pay' })
  await runPayrollSeams('onPaid', trx, cycle, hrId)
  await event('paycycle', cycle.id, 'stage', { from: 'post_pay', to: 'completed' })
}
