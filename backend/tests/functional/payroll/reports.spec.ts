import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import ExcelJS from 'exceljs'
import { PDFDocument } from 'pdf-lib'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { runQueuedJobs } from '#tests/jobs_helpers'
import { cycleInCalculation, exportedWorkbook, now, payItem, personOf } from './cycle_fixture.js'

test.group('Payroll reports (issue 14): register, approval, sharing, lock, payslips', (group) => {
  group.each.setup(() => isolatedTest())

  test('a new report carries the engine\'s register; only its readers see it', async ({ client, assert }) => {
    const { hr, cycle, employee, report } = await cycleInCalculation(client)
    assert.include(report, { status: 'generated', locked: false, visibility: 'all' })
    assert.include((await client.get(`/api/payroll-report/${report.id}`).loginAs(hr)).body(), { register_version: 1 })
    const register = await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: cycle.id }).loginAs(hr)
    register.assertStatus(200)
    const body = register.body()
    assert.include(body, { currency: 'SGD', version: 1, editable: true })
    assert.deepEqual(body.totals, { gross: '6000.00', deductions: '1200.00', net: '4800.00', employer_contributions: '1020.00', employer_cost: '7020.00' })
    assert.equal(body.rows[0].person_id, employee.id)
    assert.deepEqual(body.rows[0].items.map((i: any) => [i.name, i.kind, i.amount]), [
      ['Basic salary', 'earning', '6000.00'], ['CPF employee contribution', 'deduction', '1200.00'], ['CPF employer contribution', 'employer', '1020.00'],
    ])
    // The employee and the level-2 approver cannot read it before approval is requested of them.
    for (const email of [DEMO_EMAILS.employee, DEMO_EMAILS.manager]) {
      const refused = await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: cycle.id }).loginAs(await demoUser(email))
      refused.assertStatus(403)
      assert.equal(refused.body().message, "You don't have permission to view this report.")
      ;(await client.get(`/api/payroll-report/${report.id}`).loginAs(await demoUser(email))).assertStatus(403)
    }
    // Payroll users of the vendor see reports visible to all, until the creator shares it with specific people.
    const vendorUser = await demoUser(DEMO_EMAILS.vendorUser)
    ;(await client.get(`/api/payroll-report/${report.id}`).loginAs(vendorUser)).assertStatus(200)
    const notCreator = await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'lock' }).loginAs(vendorUser)
    notCreator.assertStatus(403)
    assert.equal(notCreator.body().message, 'This action is only available to the creator of the payroll report.')
    const manager = await demoUser(DEMO_EMAILS.manager)
    const shared = await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'share', user_ids: [manager.id] }).loginAs(hr)
    shared.assertStatus(200)
    assert.equal(shared.body().report.visibility, 'specific')
    ;(await client.get(`/api/payroll-report/${report.id}`).loginAs(vendorUser)).assertStatus(403)
    ;(await client.get(`/api/payroll-report/${report.id}`).loginAs(manager)).assertStatus(200)
    const listed = await client.get('/api/payroll-report').loginAs(vendorUser)
    assert.notInclude(listed.body().items.map((r: any) => r.id), report.id)
    ;(await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'share', user_ids: [999999] }).loginAs(hr)).assertStatus(422)
    ;(await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'share', user_ids: [] }).loginAs(hr)).assertStatus(200)
    ;(await client.get(`/api/payroll-report/${report.id}`).loginAs(vendorUser)).assertStatus(200)
    ;(await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'fly' }).loginAs(hr)).assertStatus(422)
    // (Another company's users never find it: the isolation matrix holds every catalogue resource.)
  })

  test('the sheet edits the register as a new version; a locked report and bad cells change nothing', async ({ client, assert }) => {
    const { hr, cycle, report } = await cycleInCalculation(client)
    const register = (await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: cycle.id }).loginAs(hr)).body()
    const person = register.rows[0].person_id
    const salary = register.rows[0].items[0].key
    const bad = await client.put(`/api/payroll-report/${report.id}/register`).json({ rows: [{ person_id: person, items: [{ key: salary, amount: '12.345' }, { key: 'nope', amount: '1' }] }] }).loginAs(hr)
    bad.assertStatus(422)
    assert.deepEqual(bad.body().errors.map((e: any) => e.field), ['rows.0.items.0.amount', 'rows.0.items.1.key'])
    const saved = await client.put(`/api/payroll-report/${report.id}/register`).json({ rows: [{ person_id: person, items: [{ key: salary, amount: '6100.00' }] }] }).loginAs(hr)
    saved.assertStatus(200)
    assert.equal(saved.body().version, 2)
    const after = (await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: cycle.id }).loginAs(hr)).body()
    // The percentage lines follow the new salary: 20% employee and 17% employer contributions of 6,100.
    assert.deepInclude(after.totals, { gross: '6100.00', deductions: '1220.00', net: '4880.00', employer_contributions: '1037.00' })
    // A percentage line changed by hand keeps its amount; a cell sent unchanged (as a workbook sends every cell) is not a change.
    const cpf = after.rows[0].items.find((l: any) => l.kind === 'deduction').key
    const both = await client.put(`/api/payroll-report/${report.id}/register`).json({ rows: [{ person_id: person, items: [{ key: salary, amount: '6200.00' }, { key: cpf, amount: '1000.00' }] }] }).loginAs(hr)
    both.assertStatus(200)
    const manual = (await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: cycle.id }).loginAs(hr)).body()
    assert.deepInclude(manual.totals, { gross: '6200.00', deductions: '1000.00', net: '5200.00', employer_contributions: '1054.00' })
    ;(await client.put(`/api/payroll-report/${report.id}/register`).json({ rows: [{ person_id: person, items: [{ key: salary, amount: '6100.00' }, { key: cpf, amount: '1000.00' }] }] }).loginAs(hr)).assertStatus(200)
    const same = (await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: cycle.id }).loginAs(hr)).body()
    assert.deepInclude(same.totals, { gross: '6100.00', deductions: '1220.00', net: '4880.00' })
    ;(await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'lock' }).loginAs(hr)).assertStatus(200)
    const locked = await client.put(`/api/payroll-report/${report.id}/register`).json({ rows: [{ person_id: person, items: [{ key: salary, amount: '1.00' }] }] }).loginAs(hr)
    locked.assertStatus(409)
    assert.equal(locked.body().message, 'This report is locked: unlock it before changing it.')
    ;(await client.post(`/api/payroll-report/${report.id}`).json({ update_data: { name: 'Renamed' } }).loginAs(hr)).assertStatus(422)
    ;(await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'unlock' }).loginAs(hr)).assertStatus(200)
    // Recalculating returns to the engine's figures as the next version.
    const recalculated = await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'calculate' }).loginAs(hr)
    recalculated.assertStatus(200)
    assert.equal(recalculated.body().report.register_version, 5)
    // The change report: not ready until generated, then confirmed.
    const early = await client.get('/api/payroll-central/change-report').qs({ pay_cycle_id: cycle.id }).loginAs(hr)
    early.assertStatus(409)
    assert.equal(early.body().message, 'Change report is not ready.')
    ;(await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'update_change_report' }).loginAs(hr)).assertStatus(200)
    ;(await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'confirm_change_report' }).loginAs(hr)).assertStatus(200)
    const changes = (await client.get('/api/payroll-central/change-report').qs({ pay_cycle_id: cycle.id }).loginAs(hr)).body()
    assert.isTrue(changes.ready)
    assert.isString(changes.confirmed_at)
    // Manual edits ask for a new confirmation; "update" regenerates and resets them.
    const badEdit = await client.put(`/api/payroll-report/${report.id}/change-report`).json({ items: [{ kind: 'bonus', person_id: person, date: '2027-02-30' }] }).loginAs(hr)
    badEdit.assertStatus(422)
    assert.deepEqual(badEdit.body().errors.map((e: any) => e.field), ['items.0.kind', 'items.0.date'])
    const edit = await client.put(`/api/payroll-report/${report.id}/change-report`).json({ items: [{ kind: 'other', person_id: person, date: '2027-01-15', detail: 'Laptop returned late' }] }).loginAs(hr)
    edit.assertStatus(200)
    assert.isNull(edit.body().confirmed_at)
    assert.deepEqual(edit.body().items.map((i: any) => i.detail), ['Laptop returned late'])
    ;(await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'update_change_report' }).loginAs(hr)).assertStatus(200)
    const regenerated = (await client.get('/api/payroll-central/change-report').qs({ pay_cycle_id: cycle.id }).loginAs(hr)).body()
    assert.notInclude(regenerated.items.map((i: any) => i.detail), 'Laptop returned late')
    ;(await client.put(`/api/payroll-report/${report.id}/change-report`).json({ items: [] }).loginAs(await demoUser(DEMO_EMAILS.vendorUser))).assertStatus(403)
  })

  test('level 1 then level 2 approve; a rejection needs notes and returns to calculation; payslips are issued to the person only', async ({ client, assert }) => {
    const { hr, cycle, employee, report } = await cycleInCalculation(client)
    const manager = await demoUser(DEMO_EMAILS.manager)
    const act = (user: any, action: string, notes?: string) => client.post(`/api/payroll-report/${report.id}/action`).json({ action, ...(notes ? { notes } : {}) }).loginAs(user)
    // Emma's approved leave in January (one unpaid day) is taken into the payroll when it is approved.
    const unpaidType = await db.from('leave_types').where('is_paid', false).first()
    const [leaveRow] = await db.table('leaves').insert({
      customer_id: employee.customer_id, person_id: employee.id, leave_type_id: unpaidType.id, start_date: '2027-01-12', end_date: '2027-01-12',
      session: 'full_day', total_days: 10, status: 'approved', cancel_requested: false, created_at: now, updated_at: now,
    }).returning('id')
    const leaveId = Number(typeof leaveRow === 'object' ? leaveRow.id : leaveRow)
    ;(await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'calculate' }).loginAs(hr)).assertStatus(200)
    ;(await act(hr, 'request_approval')).assertStatus(200)
    assert.include(await db.from('paycycles').where('id', cycle.id).first(), { stage: 'pending_approval', approval_level: 1 })
    // Level 2 may not act (nor read) before level 1 approved.
    ;(await act(manager, 'approve')).assertStatus(403)
    ;(await act(hr, 'approve')).assertStatus(200)
    assert.include(await db.from('paycycles').where('id', cycle.id).first(), { stage: 'pending_approval', approval_level: 2 })
    ;(await client.get(`/api/payroll-report/${report.id}`).loginAs(manager)).assertStatus(200)
    assert.isNotNull(await db.from('notifications').where({ user_id: manager.id, kind: 'payroll_approval_requested' }).first())
    const noNotes = await act(manager, 'reject')
    noNotes.assertStatus(422)
    assert.equal(noNotes.body().errors[0].field, 'notes')
    ;(await act(manager, 'reject', 'Bonus missing for Emma')).assertStatus(200)
    assert.include(await db.from('paycycles').where('id', cycle.id).first(), { stage: 'calculation', approval_level: 0 })
    assert.equal((await db.from('payroll_reports').where('id', report.id).first()).status, 'rejected')
    assert.isNotNull(await db.from('notifications').where({ user_id: hr.id, kind: 'payroll_report_rejected' }).first())
    // Resubmitted: both levels approve, the cycle goes to payment and the payslips are issued.
    ;(await act(hr, 'request_approval')).assertStatus(200)
    ;(await act(hr, 'approve')).assertStatus(200)
    const final = await act(manager, 'approve')
    final.assertStatus(200)
    // The approval answers at once with the job issuing the payslips (issue 44), which then runs.
    assert.equal(final.body().message, 'Approved: issuing 1 payslips.')
    assert.isNumber(final.body().job_id)
    assert.include((await client.get(`/api/jobs/${final.body().job_id}`).loginAs(hr)).body(), { state: 'queued', done: 0, total: 1 })
    // Who may not read the paycycle may not read its job either.
    ;(await client.get(`/api/jobs/${final.body().job_id}`).loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(404)
    await runQueuedJobs()
    assert.include((await client.get(`/api/jobs/${final.body().job_id}`).loginAs(hr)).body(), { state: 'completed', done: 1, total: 1 })
    assert.include(final.body().paycycle, { stage: 'payment' })
    assert.equal(final.body().report.status, 'approved')
    assert.include(await db.from('leaves').where('id', leaveId).first(), { status: 'processed', paycycle_id: cycle.id })
    // Back to calculation gives the leave back; approved again takes it in again; the payment done pays it.
    ;(await client.post(`/api/paycycle/${cycle.id}/stage`).json({ to: 'calculation' }).loginAs(hr)).assertStatus(200)
    assert.include(await db.from('leaves').where('id', leaveId).first(), { status: 'approved', paycycle_id: null })
    ;(await act(hr, 'request_approval')).assertStatus(200)
    ;(await act(hr, 'approve')).assertStatus(200)
    ;(await act(manager, 'approve')).assertStatus(200)
    await runQueuedJobs()
    ;(await client.post(`/api/paycycle/${cycle.id}/stage`).json({ to: 'post_pay' }).loginAs(hr)).assertStatus(200)
    assert.include(await db.from('leaves').where('id', leaveId).first(), { status: 'paid', paycycle_id: cycle.id })
    const history = (await client.get(`/api/paycycle/${cycle.id}/history`).loginAs(hr)).body().items
    assert.includeMembers(history.map((h: any) => h.action), ['request_approval', 'approve', 'reject'])
    assert.equal(history.find((h: any) => h.action === 'reject').notes, 'Bonus missing for Emma')
    // employee@ reads their own payslip, a real PDF; a colleague may not list it.
    const mine = await client.get('/api/payslip').loginAs(await demoUser(DEMO_EMAILS.employee))
    mine.assertStatus(200)
    const slip = mine.body().items.find((p: any) => p.period_start === '2027-01-01')
    const approvedRegister = (await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: cycle.id }).loginAs(hr)).body()
    const emmaRow = approvedRegister.rows.find((r: any) => r.person_id === employee.id)
    // The unpaid day is taken off the salary (a day's pay of the period's working days), shown beside it, and the
    // 20% contribution is on the salary earned (issue 42).
    const unpaidLine = emmaRow.items.find((i: any) => i.key === 'unpaid_leave')
    assert.equal(unpaidLine.kind, 'info')
    assert.isAbove(Number(unpaidLine.amount), 250)
    const earned = 6000 - Number(unpaidLine.amount)
    assert.equal(emmaRow.items.find((i: any) => i.category === 'salary').amount, earned.toFixed(2))
    assert.equal(emmaRow.net, (Math.round(earned * 0.8 * 100) / 100).toFixed(2))
    assert.include(slip, { person_id: employee.id, currency: 'SGD', net: emmaRow.net, payroll_name: 'Reports test payroll' })
    assert.isTrue(mine.body().items.every((p: any) => p.person_id === employee.id))
    const link = new URL(slip.file_url, 'http://x')
    const pdf = await client.get(link.pathname + link.search)
    pdf.assertStatus(200)
    assert.equal(String(pdf.headers()['content-type']).split(';')[0], 'application/pdf')
    ;(await client.get('/api/payslip').qs({ person_id: employee.id }).loginAs(await demoUser(DEMO_EMAILS.intern))).assertStatus(403)
    assert.equal((await client.get('/api/payslip').qs({ person_id: employee.id }).loginAs(hr)).body().items[0].period_start, '2027-01-01')
    const slips = (await client.get('/api/payroll-central/payslips').qs({ pay_cycle_id: cycle.id }).loginAs(hr)).body()
    assert.deepEqual(slips.items.map((s: any) => [s.person_id, s.net]), [[employee.id, emmaRow.net]])
    assert.equal((await db.from('documents').where({ person_id: employee.id, doc_type: 'payslip' }).first()).file_type, 'pdf')
    // An approved report is the record of what was approved: not deleted.
    ;(await client.delete(`/api/payroll-report/${report.id}`).loginAs(hr)).assertStatus(422)
  })

  test('Excel: the register exported, a cell changed in the workbook, uploaded back as the next version; bad files change nothing', async ({ client, assert }) => {
    const { hr, cycle, report } = await cycleInCalculation(client)
    const exported = await client.get(`/api/payroll-report/get/excel-data/${report.id}`).qs({ lang: 'en' }).loginAs(hr)
    exported.assertStatus(200)
    assert.equal(exported.body().excel_data.totals.net, '4800.00')
    const url = new URL(exported.body().payroll_doc_signed_url, 'http://x')
    // The signed link is what the browser downloads: fetched raw from the running server.
    const file = await fetch(new URL(url.pathname + url.search, `http://${process.env.HOST ?? 'localhost'}:${process.env.PORT}`))
    assert.equal(file.status, 200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await file.arrayBuffer())
    const sheet = workbook.worksheets[0]
    const keys = sheet.getRow(1).values as unknown[]
    const salaryKey = String(await payItem('Basic salary'))
    const salaryColumn = keys.findIndex((k) => k === salaryKey)
    sheet.getRow(3).getCell(salaryColumn).value = 6250.5
    const edited = Buffer.from(await workbook.xlsx.writeBuffer())
    const uploaded = await client.post(`/api/payroll-report/upload/excel/${report.id}`).file('file', edited, { filename: 'register.xlsx' }).loginAs(hr)
    uploaded.assertStatus(200)
    assert.equal(uploaded.body().version, 2)
    const after = (await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: cycle.id }).loginAs(hr)).body()
    assert.equal(after.totals.gross, '6250.50')
    // The same workbook again is now out of date (issue 42): integrity.spec.ts. A fresh export with a bad cell:
    const fresh = await exportedWorkbook(client, hr, report.id)
    fresh.worksheets[0].getRow(3).getCell(salaryColumn).value = 'lots'
    const wrong = await client.post(`/api/payroll-report/upload/excel/${report.id}`).file('file', Buffer.from(await fresh.xlsx.writeBuffer()), { filename: 'register.xlsx' }).loginAs(hr)
    wrong.assertStatus(422)
    assert.equal(wrong.body().errors[0].row, 3)
    assert.match(wrong.body().errors[0].message, /lots/)
    const garbage = await client.post(`/api/payroll-report/upload/excel/${report.id}`).file('file', Buffer.from('not a workbook'), { filename: 'x.xlsx' }).loginAs(hr)
    garbage.assertStatus(422)
    assert.equal((await db.from('payroll_reports').where('id', report.id).first()).register_version, 2)
  })
})

test.group('Payroll demo (issue 14)', (group) => {
  group.each.setup(() => isolatedTest())

  test('Globex SG Monthly: last month completed with payslips issued, this month in change data; Acme\'s vendor users see both', async ({ client, assert }) => {
    const vendorUser = await demoUser(DEMO_EMAILS.vendorUser)
    const payrolls = (await client.get('/api/payroll').loginAs(vendorUser)).body().items
    const payroll = payrolls.find((p: any) => p.name === 'Globex SG Monthly')
    assert.include(payroll, { currency: 'SGD', frequency: 'monthly' })
    const approvers = (await client.get('/api/payroll-approver').qs({ 'filter[payroll_id]': payroll.id }).loginAs(vendorUser)).body().items
    assert.sameMembers(approvers.map((a: any) => a.level), [1, 2])
    const cycles = (await client.get('/api/paycycle').qs({ 'filter[payroll_id]': payroll.id, per_page: 50 }).loginAs(vendorUser)).body().items
    const today = new Date()
    const thisMonth = `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-01`
    const current = cycles.find((c: any) => c.period_start === thisMonth)
    assert.equal(current.stage, 'change_data')
    const last = cycles.filter((c: any) => c.period_start < thisMonth).sort((a: any, b: any) => b.period_start.localeCompare(a.period_start))[0]
    assert.equal(last.stage, 'completed')
    const register = (await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: last.id }).loginAs(vendorUser)).body()
    assert.isAbove(register.rows.length, 1)
    const slips = (await client.get('/api/payslip').loginAs(await demoUser(DEMO_EMAILS.employee))).body().items
    assert.equal(slips[0].period_start, last.period_start)
    const emma = register.rows.find((r: any) => r.person_id === slips[0].person_id)
    assert.equal(slips[0].net, emma.net)
  })
})

test.group('Pay items kept by a data manager (issue 14)', (group) => {
  group.each.setup(() => isolatedTest())

  test('a data manager\'s change waits for a payroll user\'s approval and stays out of the register until approved', async ({ client, assert }) => {
    const { hr, cycle, employee, report } = await cycleInCalculation(client)
    const manager = await demoUser(DEMO_EMAILS.manager)
    const managerPerson = await personOf(DEMO_EMAILS.manager)
    // Marcus (manager@, no payroll privilege) becomes Emma's data manager.
    ;(await client.post('/api/data-manager').json({ person_id: employee.id, manager_person_id: managerPerson.id }).loginAs(hr)).assertStatus(201)
    const created = await client.post('/api/person-pay-item').json({
      person_id: employee.id, pay_item_id: await payItem('Transport allowance'), category: 'allowance', frequency: 'monthly', gross_type: 'gross',
      pay_option: 'non_deductible', currency: 'SGD', value: '250.00', effective_date: '2027-01-01',
    }).loginAs(manager)
    created.assertStatus(201)
    assert.equal(created.body().approval_status, 'pending')
    // Not his to approve, nor anyone's item outside his staff.
    ;(await client.post(`/api/person-pay-item/${created.body().id}/approval`).json({ status: 'approved' }).loginAs(manager)).assertStatus(403)
    const recalc = async () => {
      ;(await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'calculate' }).loginAs(hr)).assertStatus(200)
      return (await client.get('/api/payroll-central/pay-register').qs({ pay_cycle_id: cycle.id }).loginAs(hr)).body().totals.gross
    }
    assert.equal(await recalc(), '6000.00')
    ;(await client.post(`/api/person-pay-item/${created.body().id}/approval`).json({ status: 'maybe' }).loginAs(hr)).assertStatus(422)
    const approved = await client.post(`/api/person-pay-item/${created.body().id}/approval`).json({ status: 'approved', notes: 'Checked' }).loginAs(hr)
    approved.assertStatus(200)
    assert.include(approved.body(), { approval_status: 'approved', message: 'Pay item change approved.' })
    assert.equal(await recalc(), '6250.00')
    ;(await client.post(`/api/person-pay-item/${created.body().id}/approval`).json({ status: 'rejected' }).loginAs(hr)).assertStatus(409)
    // His next change waits again; a payroll user's own change is approved at once.
    const edited = await client.post(`/api/person-pay-item/${created.body().id}`).json({ update_data: { value: '260.00' } }).loginAs(manager)
    edited.assertStatus(200)
    assert.equal(edited.body().approval_status, 'pending')
    const byHr = await client.post(`/api/person-pay-item/${created.body().id}`).json({ update_data: { value: '270.00' } }).loginAs(hr)
    assert.equal(byHr.body().approval_status, 'approved')
    // Someone he does not manage: refused.
    const other = await personOf(DEMO_EMAILS.intern)
    ;(await client.post('/api/person-pay-item').json({
      person_id: other.id, pay_item_id: await payItem('Transport allowance'), category: 'allowance', currency: 'SGD', value: '1.00', effective_date: '2027-01-01',
    }).loginAs(manager)).assertStatus(403)
  })
})

test.group('Payroll report source files (issue 14)', (group) => {
  group.each.setup(() => isolatedTest())

  test('the creator attaches the source files while the report may change; its readers see them; a locked report refuses', async ({ client, assert }) => {
    const { hr, report } = await cycleInCalculation(client)
    const doc = await PDFDocument.create()
    doc.addPage().drawText('Timesheets January')
    const upload = await client.post('/api/aws-s3-upload').file('file', Buffer.from(await doc.save()), { filename: 'timesheets.pdf' }).field('file_key', 'doc/x.pdf').loginAs(hr)
    const files = [{ file_name: 'timesheets.pdf', file_type: 'pdf', file_url: upload.body().file_key }]
    const saved = await client.post(`/api/payroll-report/${report.id}`).json({ update_data: { source_files: files } }).loginAs(hr)
    saved.assertStatus(200)
    assert.deepEqual(saved.body().source_files, files)
    const vendorUser = await demoUser(DEMO_EMAILS.vendorUser)
    const read = await client.get(`/api/payroll-report/${report.id}`).header('x-customer-id', String(report.customer_id)).loginAs(vendorUser)
    assert.deepEqual(read.body().source_files, files)
    ;(await client.post(`/api/payroll-report/${report.id}`).header('x-customer-id', String(report.customer_id)).json({ update_data: { source_files: [] } }).loginAs(vendorUser)).assertStatus(403)
    // Another tenant's upload is not this report's to name.
    const other = await demoUser(DEMO_EMAILS.otherEmployee)
    const foreign = await client.post('/api/aws-s3-upload').file('file', Buffer.from(await doc.save()), { filename: 'x.pdf' }).field('file_key', 'doc/x.pdf').loginAs(other)
    ;(await client.post(`/api/payroll-report/${report.id}`).json({ update_data: { source_files: [{ file_name: 'x.pdf', file_type: 'pdf', file_url: foreign.body().file_key }] } }).loginAs(hr)).assertStatus(422)
    ;(await client.post(`/api/payroll-report/${report.id}/action`).json({ action: 'lock' }).loginAs(hr)).assertStatus(200)
    const locked = await client.post(`/api/payroll-report/${report.id}`).json({ update_data: { source_files: [] } }).loginAs(hr)
    assert.oneOf(locked.status(), [409, 422])
    assert.deepEqual((await client.get(`/api/payroll-report/${report.id}`).loginAs(hr)).body().source_files, files)
  })
})
