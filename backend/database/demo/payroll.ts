import db from '@adonisjs/lucid/services/db'
import { generatePaycycles } from '@hr/shared/payroll'
import { calculateCycle, saveVersion } from '#services/payroll/register'
import { issuePayslips } from '#services/payroll/payslips'
import type { DemoIds } from './ids.js'

const now = () => new Date().toISOString()
const SALARIES = [720000, 650000, 580000, 910000, 540000, 830000]

/**
 * Demo payroll (issue 14): Globex Asia's monthly "Globex SG Monthly" (SGD) covering its staff,
 * approved by hr.admin@ (level 1) and manager@ (level 2). Last month's cycle is completed with its
 * report approved and payslips issued (employee@ opens theirs in /my-pay); this month's is in
 * change data. Written through the same services the API uses.
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
  const last = await db.from('paycycles').where('payroll_id', payrollId).where('period_start', '<', thisStart).orderBy('period_start', 'desc').first()
  if (!last) return
  await db.transaction(async (trx) => {
    const [created] = await trx.table('payroll_reports').insert({
      customer_id: ids.globex, paycycle_id: last.id, name: `Payroll ${String(last.period_start).slice(0, 7)}`, status: 'approved', locked: false,
      visibility: 'all', created_by: hr.id, register_version: 0, created_at: now(), updated_at: now(),
    }).returning('id')
    const report = await trx.from('payroll_reports').where('id', Number(typeof created === 'object' ? created.id : created)).firstOrFail()
    await saveVersion(trx, report, await calculateCycle(trx, last), 'calculated', Number(hr.id))
    await issuePayslips(trx, report, last, Number(hr.id))
    for (const [action, level] of [['request_approval', 1], ['approve', 1], ['approve', 2]] as const) {
      await trx.table('audit_logs').insert({
        customer_id: ids.globex, user_id: hr.id, entity_name: 'paycycle', entity_id: last.id, action,
        action_info: JSON.stringify({ level, report_id: report.id }), created_at: now(), updated_at: now(),
      })
    }
  })
}
