import db from '@adonisjs/lucid/services/db'
import ExcelJS from 'exceljs'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'

export const personOf = async (email: string) => db.from('people').where('work_email', email).first()
export const payItem = async (name: string) => Number((await db.from('pay_items').where('name', name).first()).id)
export const now = new Date().toISOString()

/**
 * A Globex payroll with employee@ on it (SGD 6,000 salary, 20% employee and 17% employer
 * contributions), hr.admin approving at level 1 and manager@ at level 2, its January 2027 cycle
 * in calculation.
 */
export async function cycleInCalculation(client: any) {
  const hr = await demoUser(DEMO_EMAILS.hrAdmin)
  const payroll = (await client.post('/api/payroll').json({ name: 'Reports test payroll', iso_code: 'SG', frequency: 'monthly', currency: 'SGD', pay_day_of_month: 25 }).loginAs(hr)).body()
  const employee = await personOf(DEMO_EMAILS.employee)
  ;(await client.post('/api/payroll-member').json({ payroll_id: payroll.id, person_id: employee.id }).loginAs(hr)).assertStatus(201)
  ;(await client.post('/api/payroll-approver').json({ payroll_id: payroll.id, person_id: (await personOf(DEMO_EMAILS.hrAdmin)).id, level: 1 }).loginAs(hr)).assertStatus(201)
  ;(await client.post('/api/payroll-approver').json({ payroll_id: payroll.id, person_id: (await personOf(DEMO_EMAILS.manager)).id, level: 2 }).loginAs(hr)).assertStatus(201)
  // The demo's own pay items of Emma (Globex SG Monthly) give way to the figures this suite checks.
  await db.from('person_pay_items').where('person_id', employee.id).delete()
  const base = { customer_id: employee.customer_id, person_id: employee.id, frequency: 'monthly', gross_type: 'gross', effective_date: '2026-01-01', is_reference_only: false, created_at: now }
  await db.table('person_pay_items').multiInsert([
    { ...base, pay_item_id: await payItem('Basic salary'), category: 'salary', pay_option: 'non_deductible', currency: 'SGD', value: 600000 },
    { ...base, pay_item_id: await payItem('CPF employee contribution'), category: 'ee_contribution', pay_option: 'deductible', rate: '20' },
    { ...base, pay_item_id: await payItem('CPF employer contribution'), category: 'er_contribution', gross_type: 'ctc', pay_option: 'non_deductible', rate: '17' },
  ])
  await client.post(`/api/payroll/${payroll.id}/paycycles`).json({ year: 2027 }).loginAs(hr)
  const cycle = await db.from('paycycles').where('payroll_id', payroll.id).orderBy('period_start').first()
  for (const to of ['change_data', 'calculation']) (await client.post(`/api/paycycle/${cycle.id}/stage`).json({ to }).loginAs(hr)).assertStatus(200)
  const report = await client.post('/api/payroll-report').json({ paycycle_id: cycle.id, name: 'January 2027' }).loginAs(hr)
  report.assertStatus(201)
  return { hr, payroll, cycle, employee, report: report.body() }
}

/** The report's register exported to Excel and downloaded through its signed link from the running server. */
export async function exportedWorkbook(client: any, user: any, reportId: number) {
  const exported = await client.get(`/api/payroll-report/get/excel-data/${reportId}`).qs({ lang: 'en' }).loginAs(user)
  exported.assertStatus(200)
  const url = new URL(exported.body().payroll_doc_signed_url, 'http://x')
  const file = await fetch(new URL(url.pathname + url.search, `http://${process.env.HOST ?? 'localhost'}:${process.env.PORT}`))
  if (file.status !== 200) throw new Error(`export download answered ${file.status}`)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await file.arrayBuffer())
  return workbook
}
