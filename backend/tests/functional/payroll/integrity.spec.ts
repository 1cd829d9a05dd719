import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type ExcelJS from 'exceljs'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { runQueuedJobs } from '#tests/jobs_helpers'
import { cycleInCalculation, exportedWorkbook, payItem } from './cycle_fixture.js'

/** Issue 42, payroll integrity: the Excel round trip, the variance baseline's readers, paid cycles, the demo's past runs. */
async function upload(client: any, user: any, reportId: number, workbook: ExcelJS.Workbook) {
  const file = Buffer.from((await workbook.xlsx.writeBuffer()) as unknown as Uint8Array)
  return client.post(`/api/payroll-report/upload/excel/${reportId}`).file('file', file, { filename: 'register.xlsx' }).loginAs(user)
}

async function salaryColumn(sheet: any) {
  const key = String(await payItem('Basic salary'))
  return (sheet.getRow(1).values as unknown[]).findIndex((k) => k === key)
}

test.group('Payroll integrity (issue 42): Excel workbooks of this report and version only', (group) => {
  group.each.setup(() => isolatedTest())

  test('a workbook of an older register version is refused naming both versions; nothing changes', async ({ client, assert }) => {
    const { hr, employee, report } = await cycleInCalculation(client)
    const old = await exportedWorkbook(client, hr, report.id) // version 1
    const salaryKey = String(await payItem('Basic salary'))
    // A newer edit in the sheet: version 2.
    ;(await client.put(`/api/payroll-report/${report.id}/register`).json({ rows: [{ person_id: employee.id, items: [{ key: salaryKey, amount: '6100.00' }] }] }).loginAs(hr)).assertStatus(200)
    const sheet = old.worksheets[0]
    sheet.getRow(3).getCell(await salaryColumn(sheet)).value = 6000.01
    const refused = await upload(client, hr, report.id, old)
    refused.assertStatus(422)
    const error = refused.body().errors[0]
    assert.equal(error.field, 'file')
    assert.notProperty(error, 'row') // about the whole workbook: the screen shows it with the message, not as a row
    assert.equal(error.message, 'This workbook holds version 1 of the register, but the register is now at version 2: importing it would undo the newer changes. Export the register again and make your changes there.')
    assert.equal((await db.from('payroll_reports').where('id', report.id).first()).register_version, 2)
    const register = (await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: report.paycycle_id }).loginAs(hr)).body()
    assert.equal(register.totals.gross, '6100.00')
    // The current version's workbook is accepted.
    const fresh = await exportedWorkbook(client, hr, report.id)
    fresh.worksheets[0].getRow(3).getCell(await salaryColumn(fresh.worksheets[0])).value = 6200
    const accepted = await upload(client, hr, report.id, fresh)
    accepted.assertStatus(200)
    assert.equal(accepted.body().version, 3)
  })

  test('another report\'s workbook, and one without the export\'s stamp, are refused naming both', async ({ client, assert }) => {
    const { hr, cycle, report } = await cycleInCalculation(client)
    const second = await client.post('/api/payroll-report').json({ paycycle_id: cycle.id, name: 'January 2027 (second)' }).loginAs(hr)
    second.assertStatus(201)
    const theirs = await exportedWorkbook(client, hr, report.id)
    const refused = await upload(client, hr, second.body().id, theirs)
    refused.assertStatus(422)
    assert.equal(refused.body().errors[0].message,
      `This workbook was exported from report ${report.id}, not from this report (${second.body().id}). Export this report's register and make your changes there.`)
    assert.equal((await db.from('payroll_reports').where('id', second.body().id).first()).register_version, 1)
    // A workbook whose stamp sheet was removed (or whose rows were copied into a new file) says nothing of its origin.
    const stamp = theirs.worksheets.find((ws) => ws.name === '#register')!
    assert.equal(stamp.state, 'veryHidden')
    theirs.removeWorksheet(stamp.id)
    const unstamped = await upload(client, hr, report.id, theirs)
    unstamped.assertStatus(422)
    assert.match(unstamped.body().errors[0].message, new RegExp(`this report: ${report.id}, version 1\\)`))
  })
})

test.group('Payroll integrity (issue 42): the variance report\'s baseline', (group) => {
  group.each.setup(() => isolatedTest())

  test('a reader of this cycle\'s report who may not read the previous one gets no previous figures', async ({ client, assert }) => {
    const { hr, payroll, cycle: january, report: januaryReport } = await cycleInCalculation(client)
    // January's report is shared with hr.admin alone; February's with manager@ as well.
    ;(await client.post(`/api/payroll-report/${januaryReport.id}/action`).json({ action: 'share', user_ids: [hr.id] }).loginAs(hr)).assertStatus(200)
    const february = await db.from('paycycles').where('payroll_id', payroll.id).where('period_start', '>', String(january.period_start).slice(0, 10)).orderBy('period_start').first()
    for (const to of ['change_data', 'calculation']) (await client.post(`/api/paycycle/${february.id}/stage`).json({ to }).loginAs(hr)).assertStatus(200)
    const februaryReport = (await client.post('/api/payroll-report').json({ paycycle_id: february.id, name: 'February 2027' }).loginAs(hr)).body()
    const manager = await demoUser(DEMO_EMAILS.manager)
    ;(await client.post(`/api/payroll-report/${februaryReport.id}/action`).json({ action: 'share', user_ids: [manager.id] }).loginAs(hr)).assertStatus(200)
    ;(await client.get(`/api/payroll-report/${januaryReport.id}`).loginAs(manager)).assertStatus(403)

    const theirs = await client.get('/api/payroll-central/variance-report').qs({ pay_cycle_id: february.id }).loginAs(manager)
    theirs.assertStatus(200)
    assert.include(theirs.body(), { has_previous: false, previous_withheld: true, message: "The previous cycle's figures are left out: you may not read its payroll report." })
    assert.isAbove(theirs.body().rows.length, 0)
    for (const row of theirs.body().rows) assert.deepInclude(row, { previous: null, change: null, change_pct: null })
    // The creator reads both: the baseline is January's register.
    const mine = (await client.get('/api/payroll-central/variance-report').qs({ pay_cycle_id: february.id }).loginAs(hr)).body()
    assert.include(mine, { has_previous: true, previous_withheld: false })
    const salary = mine.rows.find((r: any) => r.name === 'Basic salary')
    assert.include(salary, { previous: '6000.00', current: '6000.00', change: '0.00' })
  })
})

test.group('Payroll integrity (issue 42): a paid cycle stays paid, with its register', (group) => {
  group.each.setup(() => isolatedTest())

  test('a cycle cannot move back once paid; its approval and payslips stay', async ({ client, assert }) => {
    const { hr, cycle, report } = await cycleInCalculation(client)
    const manager = await demoUser(DEMO_EMAILS.manager)
    const act = (user: any, action: string) => client.post(`/api/payroll-report/${report.id}/action`).json({ action }).loginAs(user)
    const move = (to: string) => client.post(`/api/paycycle/${cycle.id}/stage`).json({ to }).loginAs(hr)
    ;(await act(hr, 'request_approval')).assertStatus(200)
    ;(await act(hr, 'approve')).assertStatus(200)
    ;(await act(manager, 'approve')).assertStatus(200)
    await runQueuedJobs()
    ;(await move('post_pay')).assertStatus(200)
    for (const to of ['payment', 'calculation', 'change_data']) {
      const refused = await move(to)
      refused.assertStatus(422)
      assert.equal(refused.body().errors[0].field, 'to')
      assert.equal(refused.body().errors[0].message, 'This paycycle is paid: it cannot move back to an earlier step. Correct it with a retro or off-cycle run.')
    }
    assert.equal((await db.from('paycycles').where('id', cycle.id).first()).stage, 'post_pay')
    assert.equal((await db.from('payroll_reports').where('id', report.id).first()).status, 'approved')
    assert.lengthOf(await db.from('payslips').where('paycycle_id', cycle.id), 1)
    ;(await move('completed')).assertStatus(200)
  })

  test('moved back from payment (not yet paid), the withdrawn approval takes its payslips with it', async ({ client, assert }) => {
    const { hr, cycle, report } = await cycleInCalculation(client)
    const manager = await demoUser(DEMO_EMAILS.manager)
    const act = (user: any, action: string) => client.post(`/api/payroll-report/${report.id}/action`).json({ action }).loginAs(user)
    for (const [user, action] of [[hr, 'request_approval'], [hr, 'approve'], [manager, 'approve']] as const) (await act(user, action)).assertStatus(200)
    await runQueuedJobs()
    const employee = await demoUser(DEMO_EMAILS.employee)
    const slipsOfCycle = async () => (await client.get('/api/payslip').loginAs(employee)).body().items.filter((s: any) => s.paycycle_id === cycle.id)
    assert.lengthOf(await slipsOfCycle(), 1)
    ;(await client.post(`/api/paycycle/${cycle.id}/stage`).json({ to: 'calculation' }).loginAs(hr)).assertStatus(200)
    assert.equal((await db.from('payroll_reports').where('id', report.id).first()).status, 'generated')
    assert.lengthOf(await slipsOfCycle(), 0)
    assert.lengthOf(await db.from('payslips').where('paycycle_id', cycle.id), 0)
  })

  test('a cycle without an approved register is not paid nor completed', async ({ client, assert }) => {
    const { hr, payroll, cycle: january } = await cycleInCalculation(client)
    // (Reached here only by a report since withdrawn, or by data written outside the workflow.)
    const february = await db.from('paycycles').where('payroll_id', payroll.id).where('period_start', '>', String(january.period_start).slice(0, 10)).orderBy('period_start').first()
    await db.from('paycycles').where('id', february.id).update({ stage: 'payment' })
    const refused = await client.post(`/api/paycycle/${february.id}/stage`).json({ to: 'post_pay' }).loginAs(hr)
    refused.assertStatus(422)
    assert.equal(refused.body().errors[0].message, 'A paycycle is paid and completed only with its approved pay register: calculate the register and have the report approved first.')
    assert.equal((await db.from('paycycles').where('id', february.id).first()).stage, 'payment')
  })
})

test.group('Payroll integrity (issue 42): the demo\'s past cycles are real runs', (group) => {
  group.each.setup(() => isolatedTest())

  test('every completed cycle of Globex SG Monthly has its approved register and a payslip for each of its people', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const payroll = await db.from('payrolls').where('name', 'Globex SG Monthly').firstOrFail()
    const members = (await db.from('payroll_members').where('payroll_id', payroll.id).select('person_id')).map((m) => Number(m.person_id)).sort((a, b) => a - b)
    const completed = await db.from('paycycles').where({ payroll_id: payroll.id, stage: 'completed' }).orderBy('period_start')
    assert.isAbove(completed.length, 0)
    const thisMonth = new Date().toISOString().slice(0, 7)
    for (const cycle of completed) {
      assert.isTrue(String(cycle.period_start).slice(0, 7) < thisMonth)
      const register = await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: cycle.id }).loginAs(hr)
      register.assertStatus(200)
      assert.deepEqual(register.body().rows.map((r: any) => r.person_id).sort((a: number, b: number) => a - b), members)
      const report = await db.from('payroll_reports').where('paycycle_id', cycle.id).firstOrFail()
      assert.equal(report.status, 'approved')
      const slips = (await client.get('/api/payroll-central/payslips').qs({ pay_cycle_id: cycle.id }).loginAs(hr)).body().items
      assert.deepEqual(slips.map((s: any) => s.person_id).sort((a: number, b: number) => a - b), members)
      const net = new Map(register.body().rows.map((r: any) => [r.person_id, r.net]))
      for (const slip of slips) assert.equal(slip.net, net.get(slip.person_id))
      const history = (await client.get(`/api/paycycle/${cycle.id}/history`).loginAs(hr)).body().items.map((h: any) => h.action)
      assert.includeMembers(history, ['calculate', 'request_approval', 'approve', 'stage'])
    }
    // employee@ finds a payslip of each completed cycle in /my-pay, a real PDF behind each.
    const employee = await demoUser(DEMO_EMAILS.employee)
    const mine = (await client.get('/api/payslip').loginAs(employee)).body().items
    assert.sameMembers(mine.map((s: any) => s.paycycle_id), completed.map((c) => Number(c.id)))
    const link = new URL(mine[mine.length - 1].file_url, 'http://x')
    const pdf = await client.get(link.pathname + link.search)
    pdf.assertStatus(200)
    assert.equal(String(pdf.headers()['content-type']).split(';')[0], 'application/pdf')
  })
})
