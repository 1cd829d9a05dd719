import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import ExcelJS from 'exceljs'
import { calculateCycle } from '#areas/payroll/register'
import { reportExcel, reportPdf } from '#areas/expenses/report_export'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { act, claim, decide, report } from './helpers.js'

/** This month's approved claims of Emma: SGD 10.00 and the demo's USD 42.50 (both local transport). */
async function approvedClaims(client: any) {
  const sgd = (await claim(client, { name: 'Bus pass', amount: '10.00' })).body()
  const usd = await db.from('expenses').where({ currency: 'USD', status: 'submitted' }).first()
  for (const id of [sgd.id, usd.id]) (await decide(client, id, 'approved')).assertStatus(200)
  return { sgd, usd }
}

const rates = async (client: any, id: number) => (await client.get(`/api/expense-report/${id}/rates`).loginAs(await demoUser(DEMO_EMAILS.hrAdmin))).body().items
const addRate = async (client: any, id: number, from: string, to: string, rate: string) =>
  client.post(`/api/expense-report/${id}/rates`).json({ from, to, rate }).loginAs(await demoUser(DEMO_EMAILS.hrAdmin))

test.group('Expense reports (issue 15): rates, sharing, lock, confirmation, payroll', (group) => {
  group.each.setup(() => isolatedTest())

  test('a report gathers the period\'s approved claims and converts them with its own rates, one rounding per line', async ({ client, assert }) => {
    const { usd } = await approvedClaims(client)
    const res = await report(client)
    res.assertStatus(201)
    assert.include(res.body(), { status: 'report_generated', locked: false, item_count: 2, total: '67.00' })
    const id = res.body().id
    // The platform's rate of the report date, as the report's own.
    assert.deepInclude((await rates(client, id))[0], { from_currency: 'USD', to_currency: 'SGD', rate: '1.3412', source: 'platform' })
    const twice = await addRate(client, id, 'usd', 'SGD', '1.35')
    twice.assertStatus(422)
    assert.equal(twice.body().message, 'This exchange rate pair already exists in this report.')
    const bad = await addRate(client, id, 'USD', 'XXQ', '-1')
    assert.sameMembers(bad.body().errors.map((e: any) => e.field), ['to', 'rate'])
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const platform = (await rates(client, id))[0]
    const removed = await client.delete(`/api/expense-report/${id}/rates/${platform.id}`).loginAs(hr)
    assert.deepInclude(removed.body(), { total: '10.00', missing_rates: ['USD'] })
    const noRate = await act(client, id, { action: 'lock' })
    assert.equal(noRate.body().message, 'Add an exchange rate for: USD.')
    // 42.50 × 1.35 = 57.375 → 57.38 (half up, once); the total is the sum of the lines.
    const added = await addRate(client, id, 'USD', 'SGD', '1.35')
    added.assertStatus(201)
    assert.equal(added.body().total, '67.38')
    const lines = (await client.get(`/api/expense-report/${id}/items`).loginAs(hr)).body()
    const usdLine = lines.items.find((l: any) => l.id === usd.id)
    assert.deepInclude(usdLine, { amount: '42.50', currency: 'USD', converted_amount: '57.38', exchange_rate: '1.35' })
    assert.equal(lines.total, '67.38')
    const stored = await db.from('expenses').where('id', usd.id).first()
    // bigint columns read back as text on PostgreSQL.
    assert.include({ ...stored, converted_amount: Number(stored.converted_amount) }, { converted_amount: 5738, report_currency: 'SGD', exchange_rate: '1.35' })
    assert.isNotNull(stored.rate_date)
    // A claim already in a report is in no other.
    assert.equal((await report(client)).body().item_count, 0)
  })

  test('shared users read and confirm; lock moves claims to processing, the last confirmation confirms, unlock and cancel undo', async ({ client, assert }) => {
    const { sgd } = await approvedClaims(client)
    const id = (await report(client)).body().id
    const [marcus, vendorUser, hr, emma] = await Promise.all([DEMO_EMAILS.manager, DEMO_EMAILS.vendorUser, DEMO_EMAILS.hrAdmin, DEMO_EMAILS.employee].map(demoUser))
    assert.oneOf((await client.get(`/api/expense-report/${id}`).loginAs(marcus)).status(), [403, 404])
    ;(await client.get('/api/expense-report').loginAs(emma)).assertStatus(403)
    ;(await client.post('/api/expense-report').json({ name: 'Mine', period_start: '2026-01-01', period_end: '2026-01-31', currency: 'SGD' }).loginAs(marcus)).assertStatus(403)
    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    const foreignUser = await db.from('users').where('customer_id', initech.id).first()
    const foreign = await act(client, id, { action: 'share', user_ids: [marcus.id, foreignUser.id] })
    assert.equal(foreign.body().message, 'Choose users of this company or of its service provider.')
    const shared = await act(client, id, { action: 'share', user_ids: [marcus.id, vendorUser.id] })
    assert.equal(shared.status(), 200, JSON.stringify(shared.body()))
    assert.deepEqual((await client.get('/api/expense-report').loginAs(marcus)).body().items.map((r: any) => r.id), [id])
    const shares = (await client.get(`/api/expense-report/${id}/shares`).loginAs(marcus)).body()
    assert.include(shares, { confirm_pending: true, manages: false })
    assert.isNotNull(await db.from('notifications').where({ user_id: marcus.id, kind: 'expense_report_shared' }).first())
    ;(await act(client, id, { action: 'lock' }, DEMO_EMAILS.manager)).assertStatus(403)
    const early = await act(client, id, { action: 'confirm' }, DEMO_EMAILS.manager)
    assert.equal(early.body().message, 'Lock the expense report first.')
    const locks = await Promise.all([act(client, id, { action: 'lock' }), act(client, id, { action: 'lock' })])
    assert.sameMembers(locks.map((r) => r.status()), [200, 422])
    assert.equal((await db.from('expenses').where('id', sgd.id).first()).status, 'processing')
    assert.equal((await addRate(client, id, 'EUR', 'SGD', '1.45')).body().message, 'Only an open, unlocked expense report can be changed.')
    ;(await act(client, id, { action: 'confirm' }, DEMO_EMAILS.hrAdmin)).assertStatus(403)
    const first = await act(client, id, { action: 'confirm' }, DEMO_EMAILS.manager)
    assert.equal(first.body().status, 'report_generated')
    assert.equal((await act(client, id, { action: 'confirm' }, DEMO_EMAILS.manager)).body().message, 'You have already confirmed this expense report.')
    const last = await act(client, id, { action: 'confirm' }, DEMO_EMAILS.vendorUser)
    assert.include(last.body(), { status: 'report_confirmed', locked: true })
    assert.equal((await db.from('expenses').where('id', sgd.id).first()).status, 'confirmed')
    assert.isNotNull(await db.from('notifications').where({ user_id: hr.id, kind: 'expense_report_confirmed' }).first())
    // Unlocking returns the claims to processing and asks for the confirmations again.
    assert.include((await act(client, id, { action: 'unlock' })).body(), { status: 'report_generated', locked: false })
    assert.equal((await db.from('expenses').where('id', sgd.id).first()).status, 'processing')
    assert.equal((await client.get(`/api/expense-report/${id}/shares`).loginAs(marcus)).body().confirm_pending, true)
    // Cancelling returns them to approved, free for another report.
    assert.include((await act(client, id, { action: 'cancel' })).body(), { status: 'canceled', item_count: 0, total: '0.00' })
    assert.include(await db.from('expenses').where('id', sgd.id).first(), { status: 'approved', expense_report_id: null, converted_amount: null })
    assert.equal((await act(client, id, { action: 'lock' })).body().message, 'This expense report is no longer open.')
    const audit = await db.from('audit_logs').where({ entity_name: 'expense_report', entity_id: id }).select('action')
    assert.includeMembers(audit.map((a) => a.action), ['create', 'share', 'lock', 'confirm', 'unlock', 'cancel'])
  })

  test('a confirmed report is generated into an open paycycle: its claims are lines of the register, paid with the payroll', async ({ client, assert }) => {
    const { sgd, usd } = await approvedClaims(client)
    const id = (await report(client)).body().id
    const marcus = await demoUser(DEMO_EMAILS.manager)
    for (const body of [{ action: 'share', user_ids: [marcus.id] }, { action: 'lock' }]) (await act(client, id, body)).assertStatus(200)
    assert.equal((await act(client, id, { action: 'generate' })).body().message, 'Every shared user must confirm the expense report before it is generated.')
    ;(await act(client, id, { action: 'confirm' }, DEMO_EMAILS.manager)).assertStatus(200)
    const noCycle = await act(client, id, { action: 'generate' })
    assert.equal(noCycle.body().message, 'Choose the paycycle to generate the expenses into.')
    const completed = await db.from('paycycles').where('stage', 'completed').orderBy('period_start', 'desc').first()
    const closed = await act(client, id, { action: 'generate', paycycle_id: completed.id })
    assert.equal(closed.body().message, `The paycycle ${completed.name} no longer takes inputs.`)
    const cycle = await db.from('paycycles').where('stage', 'change_data').first()
    const generated = await act(client, id, { action: 'generate', paycycle_id: cycle.id })
    assert.include(generated.body(), { status: 'processed', paycycle_id: cycle.id })
    assert.include(await db.from('expenses').where('id', usd.id).first(), { status: 'processed', paycycle_id: cycle.id })
    assert.equal((await act(client, id, { action: 'cancel' })).body().message, 'This expense report has been generated into the payroll.')
    // The register: Emma's transportation line is the sum of her two converted claims, one-off, tax free.
    const emma = await db.from('people').where('work_email', DEMO_EMAILS.employee).first()
    const register = await calculateCycle(db, cycle)
    const line = register.rows.find((r) => r.person_id === emma.id)!.items.find((l) => l.key === 'transportation')
    assert.include(line, { amount: 6700, category: 'allowance', kind: 'earning' })
    // The payroll approved: pending payment confirmation; the payment done: paid.
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    ;(await client.post(`/api/paycycle/${cycle.id}/stage`).json({ to: 'calculation' }).loginAs(hr)).assertStatus(200)
    const payrollReport = (await client.post('/api/payroll-report').json({ paycycle_id: cycle.id, name: 'With expenses' }).loginAs(hr)).body()
    const payrollAct = (user: any, action: string) => client.post(`/api/payroll-report/${payrollReport.id}/action`).json({ action }).loginAs(user)
    for (const [user, action] of [[hr, 'calculate'], [hr, 'request_approval'], [hr, 'approve'], [marcus, 'approve']] as const) (await payrollAct(user, action)).assertStatus(200)
    assert.equal((await db.from('expenses').where('id', sgd.id).first()).status, 'pending_payment_confirmation')
    assert.equal((await db.from('expense_reports').where('id', id).first()).status, 'pending_payment_confirmation')
    ;(await client.post(`/api/paycycle/${cycle.id}/stage`).json({ to: 'post_pay' }).loginAs(hr)).assertStatus(200)
    assert.equal((await db.from('expenses').where('id', sgd.id).first()).status, 'paid')
    assert.equal((await db.from('expense_reports').where('id', id).first()).status, 'paid')
    const emmaUser = await demoUser(DEMO_EMAILS.employee)
    assert.equal((await client.get(`/api/expense/${usd.id}`).loginAs(emmaUser)).body().status, 'paid')
  })

  test('a report exports to Excel (its total the sum of its lines) and to PDF', async ({ client, assert }) => {
    await approvedClaims(client)
    const id = (await report(client)).body().id
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const xlsx = await client.get(`/api/expense-report/${id}/export`).qs({ format: 'xlsx' }).loginAs(hr)
    xlsx.assertStatus(200)
    assert.include(xlsx.header('content-disposition'), '.xlsx')
    // The workbook itself, from the lines the endpoint sends.
    const current = (await client.get(`/api/expense-report/${id}`).loginAs(hr)).body()
    const lines = (await client.get(`/api/expense-report/${id}/items`).loginAs(hr)).body().items
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await reportExcel('en', current, lines) as any)
    const total = book.worksheets[0].getCell('I7').value as any
    assert.equal(total.formula, 'SUM(I5:I6)')
    assert.equal(total.result, 67)
    assert.equal(book.worksheets[0].getCell('D4').value, 'Date')
    // In Japanese: the workbook's headers and month names are Japanese (a sheet holds any script);
    // so is the PDF where the Noto fonts are installed (Noto Sans CJK embedded), else its labels are English.
    const japanese = new ExcelJS.Workbook()
    await japanese.xlsx.load(await reportExcel('ja', current, lines) as any)
    assert.notEqual(japanese.worksheets[0].getCell('D4').value, 'Date')
    assert.match(String(japanese.worksheets[0].getCell('D5').value), /^\d{4}年\d{1,2}月\d{1,2}日$/)
    const { pdfLanguage } = await import('#services/pdf_language')
    const { UnicodeFonts } = await import('#services/pdf_fonts')
    const fonts = UnicodeFonts.for('ja')
    assert.equal(pdfLanguage('ja', ['expense_export.date']), fonts ? 'ja' : 'en')
    assert.equal(pdfLanguage('fr', ['expense_export.date']), 'fr')
    if (fonts) {
      const { PDFDict, PDFDocument, PDFName } = await import('pdf-lib')
      const baseFonts = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).context.enumerateIndirectObjects()
        .flatMap(([, o]) => (o instanceof PDFDict && o.get(PDFName.of('BaseFont')) ? [String(o.get(PDFName.of('BaseFont')))] : [])).join(' ')
      const japanese = await baseFonts(await reportPdf('ja', current, lines))
      assert.include(japanese, 'NotoSansCJKjp-Regular')
      assert.notInclude(japanese, 'Helvetica')
      assert.include(await baseFonts(await reportPdf('ar', current, lines)), 'NotoSansArabic-Bold')
    }
    const pdf = await client.get(`/api/expense-report/${id}/export`).qs({ format: 'pdf' }).loginAs(hr)
    pdf.assertStatus(200)
    assert.equal(pdf.header('content-type'), 'application/pdf')
    const emma = await demoUser(DEMO_EMAILS.employee)
    ;(await client.get(`/api/expense-report/${id}/export`).loginAs(emma)).assertStatus(403)
  })
})
