import { PDFDocument } from 'pdf-lib'
import { expect, test, type Browser, type Page } from './test'
import ExcelJS from 'exceljs'
import { apiAs, chooseOption, loginAndLand, pickCountry, pickDate, shot } from './helpers'

/**
 * Payroll in a real browser (issue 14), on the demo's "Globex SG Monthly" (SGD) and this month's
 * cycle (in change data): hr.admin@ moves it to calculation and creates the payroll report,
 * round-trips the pay register through Excel, asks for approval and approves level 1; manager@
 * (level 2) rejects with notes; resubmitted, both levels approve, the cycle goes to payment and
 * the payslips are issued; the locked report's BI view draws its charts; employee@ opens the new
 * payslip in /my-pay.
 */

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()
const modal = (page: Page) => page.locator('.ant-modal-content:visible')
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** A stored YYYY-MM-DD date as the screens show it (DD MMM YYYY). */
const shown = (iso: string) => `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

// The demo's current cycle is this month's (UTC), named after its period.
const today = new Date()
const thisMonth = `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`
const CYCLE_NAME = `Globex SG Monthly ${thisMonth}`

async function as(browser: Browser, email: string, landing: RegExp) {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage()
  await loginAndLand(page, email, landing)
  return page
}

/** Runs a report action from its button: optional notes in the dialog, then the dialog's OK; waits for the API's message. */
async function act(page: Page, action: string, done: string | RegExp, notes?: string) {
  await page.getByTestId(`report-action-${action}`).click()
  await expect(modal(page)).toBeVisible()
  if (notes) await page.getByTestId('report-action-notes').fill(notes)
  await page.getByTestId('report-action-ok').click()
  await expect(toast(page, done)).toBeVisible()
  await expect(modal(page)).toHaveCount(0)
}

test.describe('payroll', () => {
  test('cycle to calculation, report, Excel round trip, two-level approval with a rejection, payslips, lock and BI view, my pay', async ({ browser, request }, testInfo) => {
    test.setTimeout(300_000)
    const hrApi = await apiAs(request, 'hr.admin@demo.test')
    const emma = (await (await request.get('/api/people?query_string=Emma%20Employee', { headers: hrApi.headers })).json()).items[0]
    expect(emma?.id).toBeTruthy()

    // 1. hr.admin@ picks the payroll, opens this month's cycle and moves it to calculation.
    const hr = await as(browser, 'hr.admin@demo.test', /\/$/)
    await hr.goto('/payroll')
    // The payroll is chosen by name (Globex has one, so it is also the default choice).
    const payrollSelect = hr.getByTestId('payroll-select')
    await payrollSelect.click()
    await chooseOption(hr, 'Globex SG Monthly')
    await expect(payrollSelect.locator('.ant-select-selection-item')).toHaveText('Globex SG Monthly')
    await hr.getByTestId('paycycle-table').getByRole('link', { name: CYCLE_NAME, exact: true }).click()
    await expect(hr).toHaveURL(/\/payroll\/pay-cycle\/\d+$/)
    const cycleId = Number(/pay-cycle\/(\d+)/.exec(hr.url())![1])
    const cycle = await (await request.get(`/api/paycycle/${cycleId}`, { headers: hrApi.headers })).json()
    expect(cycle.stage).toBe('change_data')
    const stage = hr.getByTestId(`stage-${cycleId}`)
    await expect(stage).toHaveText('1.1 · Change data')
    await expect(hr.getByTestId('cycle-header')).toContainText('Globex SG Monthly')
    await hr.getByTestId('move-calculation').click()
    await expect(modal(hr)).toBeVisible()
    await hr.getByTestId('stage-move-notes').fill('Inputs complete.')
    await hr.getByTestId('stage-move-ok').click()
    await expect(toast(hr, 'Moved to Payroll calculation in progress.')).toBeVisible()
    await expect(stage).toHaveText('Payroll calculation in progress')
    // Approval is entered from the report only: no button moves the cycle to it.
    await expect(hr.getByTestId('move-pending_approval')).toHaveCount(0)
    await expect(hr.getByTestId('move-change_data')).toBeVisible()
    await hr.screenshot({ path: shot('payroll-cycle.png'), fullPage: true })

    // The payroll report, created from the cycle page (its register is calculated, version 1).
    await hr.getByTestId('create-report').click()
    await expect(hr.getByTestId('report-name')).toHaveValue(CYCLE_NAME)
    await hr.getByTestId('create-report-ok').click()
    await expect(hr).toHaveURL(/\/payroll\/reports\/\d+$/)
    const reportId = Number(/reports\/(\d+)/.exec(hr.url())![1])
    const status = hr.getByTestId(`report-status-${reportId}`)
    await expect(status).toHaveText('Generated')
    await expect(hr.getByTestId('report-header')).toContainText('Payroll calculation in progress')

    // 2. The pay register as a sheet; Emma's basic salary changed in the exported workbook and imported back.
    const register = hr.getByTestId('pay-register')
    await expect(register).toBeVisible()
    await expect(hr.getByTestId('register-header')).toContainText('SGD')
    const emmaRow = register.locator('tr', { hasText: 'Emma Employee' })
    await expect(emmaRow).toBeVisible()
    await hr.screenshot({ path: shot('payroll-register.png'), fullPage: true })

    const download = hr.waitForEvent('download')
    await hr.getByTestId('excel-export').click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await file.path())
    const sheet = workbook.worksheets[0]
    const keys = (sheet.getRow(1).values as unknown[]).map((v) => (v == null ? '' : String(v)))
    const headers = (sheet.getRow(2).values as unknown[]).map((v) => (v == null ? '' : String(v)))
    const salaryCol = headers.indexOf('Basic salary')
    expect(salaryCol).toBeGreaterThan(0)
    const salaryKey = keys[salaryCol]
    expect(salaryKey).toMatch(/^\d+$/)
    const personCol = keys.indexOf('#person_id')
    let emmaExcelRow = 0
    for (let r = 3; r <= sheet.rowCount; r++) if (Number(sheet.getRow(r).getCell(personCol).value) === emma.id) emmaExcelRow = r
    expect(emmaExcelRow).toBeGreaterThanOrEqual(3)
    const salaryCell = hr.getByTestId(`cell-${emma.id}-${salaryKey}`)
    const before = Number(sheet.getRow(emmaExcelRow).getCell(salaryCol).value)
    await expect(salaryCell).toHaveValue(before.toFixed(2))
    const after = (before + 123.45).toFixed(2)
    sheet.getRow(emmaExcelRow).getCell(salaryCol).value = Number(after)
    const edited = testInfo.outputPath('register-edited.xlsx')
    await workbook.xlsx.writeFile(edited)

    const cellsBefore = await register.locator('input').count()
    const chooser = hr.waitForEvent('filechooser')
    await hr.getByTestId('excel-import').click()
    await (await chooser).setFiles(edited)
    await expect(toast(hr, 'Register version 2 saved.')).toBeVisible()
    await expect(salaryCell).toHaveValue(after)
    await expect(hr.getByTestId('register-header')).toContainText(/Version\s*2/)
    // Blank cells (items a person does not have) add no lines: the sheet has the same cells as before.
    await expect(register.locator('input')).toHaveCount(cellsBefore)

    // A cell typed in the sheet itself is saved as the next version.
    const transportCol = headers.indexOf('Transport allowance')
    expect(transportCol).toBeGreaterThan(0)
    const transportCell = hr.getByTestId(`cell-${emma.id}-${keys[transportCol]}`)
    await transportCell.fill('350.00')
    await hr.getByTestId('register-save').click()
    await expect(toast(hr, 'Register version 3 saved.')).toBeVisible()
    await expect(hr.getByTestId('register-header')).toContainText(/Version\s*3/)
    await expect(transportCell).toHaveValue('350.00')
    await expect(salaryCell).toHaveValue(after)

    // 3. Approval: requested, level 1 (hr.admin@) approves, level 2 (manager@) rejects with notes.
    await act(hr, 'request_approval', 'Approval requested.')
    await expect(status).toHaveText('Approval requested')
    await expect(hr.getByTestId('report-header')).toContainText('2.1 · Pending payroll approval')
    // Under approval the register is read only.
    await expect(hr.getByTestId('register-read-only')).toBeVisible()
    await act(hr, 'approve', 'Approved.')
    await expect(hr.getByTestId('report-header')).toContainText('2.2 · Pending payroll approval')

    const manager = await as(browser, 'manager@demo.test', /\/$/)
    await manager.goto(`/payroll/reports/${reportId}`)
    await expect(manager.getByTestId(`report-status-${reportId}`)).toHaveText('Approval requested', { timeout: 30_000 })
    await expect(manager.getByTestId('pay-register').locator('tr', { hasText: 'Emma Employee' })).toBeVisible()
    await manager.getByTestId('report-action-reject').click()
    await expect(manager.getByTestId('report-action-ok')).toBeDisabled()
    await manager.getByTestId('report-action-notes').fill('Transport allowance missing for a new joiner.')
    await manager.getByTestId('report-action-ok').click()
    await expect(toast(manager, 'Rejected: the report goes back to calculation.')).toBeVisible()
    await expect(manager.getByTestId(`report-status-${reportId}`)).toHaveText('Rejected')

    // hr.admin@ sees the rejection, asks again and approves level 1; manager@ approves level 2.
    await hr.reload()
    await expect(status).toHaveText('Rejected')
    await expect(hr.getByTestId('report-header')).toContainText('Payroll calculation in progress')
    await act(hr, 'request_approval', 'Approval requested.')
    await expect(status).toHaveText('Approval requested')
    await act(hr, 'approve', 'Approved.')
    await expect(hr.getByTestId('report-header')).toContainText('2.2 · Pending payroll approval')

    await manager.reload()
    await expect(manager.getByTestId(`report-status-${reportId}`)).toHaveText('Approval requested')
    await act(manager, 'approve', /^Approved: issuing \d+ payslips\.$/)
    await expect(manager.getByTestId(`report-status-${reportId}`)).toHaveText('Approved')
    // The payslips are issued by the queue (issue 44): the approver follows the run to its end.
    await expect(manager.getByTestId('payslip-progress')).toContainText(/Payslips issued: \d+/, { timeout: 60_000 })

    // The cycle is in payment; the Payslips tab lists the issued payslips, Emma's among them.
    await hr.reload()
    await expect(status).toHaveText('Approved')
    await expect(hr.getByTestId('report-header')).toContainText('3.1 · Payment')
    await hr.getByRole('tab', { name: 'Payslips' }).click()
    const slips = hr.getByTestId('cycle-payslips')
    await expect(slips.locator('tr', { hasText: 'Emma Employee' })).toBeVisible()
    await expect(hr.getByTestId(`open-payslip-${emma.id}`)).toBeEnabled()

    // 4. The BI view waits for the lock; locked, it draws its charts.
    await hr.getByRole('tab', { name: 'BI view' }).click()
    await expect(hr.getByTestId('bi-locked-only')).toHaveText('The BI View can only be viewed when the report is locked.')
    await act(hr, 'lock', 'Report locked.')
    await expect(hr.getByTestId(`report-locked-${reportId}`)).toBeVisible()
    const bi = hr.getByTestId('bi-view')
    await expect(bi.locator('canvas').first()).toBeVisible({ timeout: 30_000 })
    await expect(hr.getByTestId('bi-locked-only')).toHaveCount(0)
    await hr.screenshot({ path: shot('payroll-bi-view.png'), fullPage: true })

    // 5. employee@ opens this month's payslip in /my-pay.
    const employee = await as(browser, 'employee@demo.test', /\/$/)
    await employee.goto('/my-pay')
    const period = `${shown(cycle.period_start)} – ${shown(cycle.period_end)}`
    const row = employee.getByTestId('my-payslips').locator('tr', { hasText: period })
    await expect(row).toBeVisible({ timeout: 30_000 })
    await expect(row).toContainText('Globex SG Monthly')
    await row.getByRole('button', { name: 'View' }).click()
    const dialog = employee.getByRole('dialog', { name: `Globex SG Monthly · ${period}` })
    const viewer = dialog.getByTestId('pdf-viewer')
    await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 30_000 })
    const pdf = await employee.request.get((await viewer.getAttribute('data-src'))!)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    await employee.screenshot({ path: shot('my-pay-payslip.png'), fullPage: true })
  })
  test('reports created, cloned and renamed from their pages; an off-pay-cycle run; a data manager\'s pay item approved on the person\'s tab', async ({ browser, request }) => {
    test.setTimeout(180_000)
    const hrApi = await apiAs(request, 'hr.admin@demo.test')
    const payroll = (await (await request.get('/api/payroll', { headers: hrApi.headers })).json()).items.find((p: any) => p.name === 'Globex SG Monthly')
    const cycles = (await (await request.get(`/api/paycycle?filter[payroll_id]=${payroll.id}&external[per_page]=100`, { headers: hrApi.headers })).json()).items
    // Last month's cycle (completed in the demo): untouched by the other test.
    const last = cycles.filter((c: any) => c.kind === 'regular' && c.period_start < `${thisMonth}-01`).sort((a: any, b: any) => b.period_start.localeCompare(a.period_start))[0]

    const hr = await as(browser, 'hr.admin@demo.test', /\/$/)
    await hr.goto(`/payroll/reports/create?paycycle_id=${last.id}`)
    await hr.getByTestId('report-form-name').fill('Browser report')
    await hr.getByTestId('report-form-submit').click()
    await expect(hr).toHaveURL(/\/payroll\/reports\/\d+$/)
    await expect(hr.getByTestId('report-title')).toContainText('Browser report')
    const firstId = Number(/reports\/(\d+)/.exec(hr.url())![1])
    await hr.getByTestId('report-clone').click()
    await expect(hr.getByTestId('report-form-name')).toHaveValue('Browser report (copy)')
    await hr.getByTestId('report-form-submit').click()
    await expect(hr).toHaveURL(/\/payroll\/reports\/\d+$/)
    expect(Number(/reports\/(\d+)/.exec(hr.url())![1])).not.toBe(firstId)
    await expect(hr.getByTestId('report-title')).toContainText('Browser report (copy)')
    await hr.getByTestId('report-edit').click()
    await hr.getByTestId('report-form-name').fill('Browser report, renamed')
    await hr.getByTestId('report-form-submit').click()
    await expect(hr.getByTestId('report-title')).toContainText('Browser report, renamed')
    // Its source files: a PDF attached by the creator, listed for every reader.
    await hr.getByTestId('report-tabs').getByRole('tab', { name: 'Source files' }).click()
    const pdf = await PDFDocument.create()
    pdf.addPage().drawText('Timesheets')
    await hr.getByTestId('source-files-input').locator('input[type=file]').setInputFiles({ name: 'timesheets.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) })
    await expect(hr.getByTestId('source-files-input-list')).toContainText('timesheets.pdf')
    await hr.getByTestId('source-files-save').click()
    await expect(hr.getByTestId('source-files').locator('.ant-list').first()).toContainText('timesheets.pdf')

    // An off-pay-cycle run for a one-off payment.
    await hr.goto('/payroll')
    await hr.getByTestId('add-off-cycle').click()
    await expect(modal(hr)).toBeVisible()
    await hr.locator('#off_cycle_name').fill('Bonus run')
    const year = today.getUTCFullYear()
    await pickDate(hr, 'off_cycle_period_start', `01 Dec ${year}`)
    await pickDate(hr, 'off_cycle_period_end', `15 Dec ${year}`)
    await hr.getByTestId('off-cycle-ok').click()
    await expect(modal(hr)).toHaveCount(0)
    await hr.getByTestId('paycycle-table').getByRole('link', { name: 'Bonus run' }).click()
    await expect(hr).toHaveURL(/\/payroll\/off-pay-cycle\/\d+$/)

    // manager@ becomes Emma's data manager and adds a pay item: pending until hr.admin@ approves it on her payroll tab.
    const emma = (await (await request.get('/api/people?query_string=Emma%20Employee', { headers: hrApi.headers })).json()).items[0]
    const marcus = (await (await request.get('/api/people?query_string=Marcus', { headers: hrApi.headers })).json()).items[0]
    const assignment = await (await request.post('/api/data-manager', { headers: hrApi.headers, data: { person_id: emma.id, manager_person_id: marcus.id } })).json()
    const managerApi = await apiAs(request, 'manager@demo.test')
    const items = (await (await request.get('/api/pay-item?external[per_page]=100', { headers: managerApi.headers })).json()).items
    const transport = items.find((i: any) => i.name === 'Transport allowance')
    const created = await request.post('/api/person-pay-item', { headers: managerApi.headers, data: {
      person_id: emma.id, pay_item_id: transport.id, category: 'allowance', frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible',
      currency: 'SGD', value: '120.00', effective_date: `${year + 1}-01-01`,
    } })
    expect(created.status()).toBe(201)
    const item = await created.json()
    expect(item.approval_status).toBe('pending')
    await hr.goto(`/people/staff/${emma.id}/payroll`)
    await hr.getByTestId(`pay-item-approve-${item.id}`).click()
    await expect(toast(hr, 'Pay item change approved.')).toBeVisible()
    await expect(hr.getByTestId(`pay-item-status-${item.id}`)).toContainText('Approved')
    await request.delete(`/api/data-manager/${assignment.id}`, { headers: hrApi.headers })
  })

  test('payroll setup in the admin settings: a payroll created with its people and a level-1 approver, a duplicate member refused, a member removed', async ({ browser, request }) => {
    test.setTimeout(180_000)
    const hrApi = await apiAs(request, 'hr.admin@demo.test')
    const person = async (q: string) => (await (await request.get(`/api/people?query_string=${encodeURIComponent(q)}`, { headers: hrApi.headers })).json()).items[0]
    const emma = await person('Emma Employee')
    const marcus = await person('Marcus')
    expect(emma?.id && marcus?.id).toBeTruthy()

    const hr = await as(browser, 'hr.admin@demo.test', /\/$/)
    await hr.goto('/admin-setting/payroll')
    await expect(hr.getByTestId('admin-setting')).toBeVisible()
    const table = hr.getByTestId('payroll-setup-table')
    const sgRow = table.locator('tr', { hasText: 'Globex SG Monthly' })
    await expect(sgRow).toContainText('SG · Monthly · regular · SG monthly payroll')
    await expect(sgRow).toContainText('SGD')
    await expect(sgRow).toContainText(`Level 2${marcus.name}`)
    await expect(hr.getByTestId('payroll-setup-generate')).toHaveAttribute('href', '/payroll')

    // A new payroll from the drawer: the catalogue's fields, the currency among the payroll currencies.
    await hr.getByTestId('payroll-new').click()
    const drawer = hr.locator('.ant-drawer-content:visible')
    await hr.locator('#payroll_name').fill('Globex HK Monthly')
    await pickCountry(hr, '#payroll_iso_code', 'Hong', 'Hong Kong')
    await hr.locator('.ant-select').filter({ has: hr.locator('#payroll_frequency') }).click()
    await chooseOption(hr, 'Monthly')
    await hr.locator('#payroll_label_type').fill('regular')
    await hr.locator('#payroll_label').fill('HK monthly payroll')
    await hr.getByTestId('payroll-currency').click()
    await chooseOption(hr, 'HKD')
    await hr.locator('#payroll_pay_day_of_month').fill('28')
    await hr.getByTestId('payroll-save').click()
    await expect(toast(hr, 'Payroll created')).toBeVisible()
    await expect(drawer).toContainText('Payroll: Globex HK Monthly')
    const created = (await (await request.get('/api/payroll?external[per_page]=100', { headers: hrApi.headers })).json()).items.find((p: any) => p.name === 'Globex HK Monthly')
    expect(created).toMatchObject({ iso_code: 'HK', frequency: 'monthly', currency: 'HKD', pay_day_of_month: 28, label: 'HK monthly payroll' })

    // Emma joins it; Marcus approves at level 1 (the level offered first).
    await pickCountry(hr, '#payroll_member_person_id', 'Emma', 'Emma Employee')
    await hr.getByTestId('payroll-member-add').click()
    await expect(toast(hr, 'Added to the payroll.')).toBeVisible()
    await expect(hr.getByTestId(`payroll-member-${emma.id}`)).toHaveText('Emma Employee')
    await expect(hr.getByTestId('payroll-members')).toContainText('People it covers (1)')
    await expect(hr.locator('#payroll_approver_level')).toHaveValue('1')
    await pickCountry(hr, '#payroll_approver_person_id', 'Marcus', marcus.name)
    await hr.getByTestId('payroll-approver-add').click()
    await expect(toast(hr, 'Level 1 approver added.')).toBeVisible()
    await expect(hr.getByTestId(`payroll-approver-${marcus.id}`)).toHaveText(marcus.name)
    await expect(hr.getByTestId('payroll-approvers')).toContainText('level 1 approver acts before level 2')

    // Emma a second time: the API's message under the picker.
    await pickCountry(hr, '#payroll_member_person_id', 'Emma', 'Emma Employee')
    await hr.getByTestId('payroll-member-add').click()
    await expect(drawer).toContainText('This person is already in this payroll.')
    await hr.screenshot({ path: shot('payroll-setup-drawer.png'), fullPage: true })

    // Removed (after a confirmation).
    await hr.getByTestId(`payroll-member-remove-${emma.id}`).click()
    await hr.locator('.ant-popover:visible').getByRole('button', { name: 'Remove' }).click()
    await expect(toast(hr, 'Removed from the payroll.')).toBeVisible()
    await expect(hr.getByTestId(`payroll-member-${emma.id}`)).toHaveCount(0)

    // The list: the new payroll with its label, currency, pay day, nobody in it and Marcus at level 1.
    await hr.getByTestId('payroll-drawer-close').click()
    const hkRow = table.locator('tr', { hasText: 'Globex HK Monthly' })
    await expect(hkRow).toContainText('HK · Monthly · regular · HK monthly payroll')
    await expect(hkRow).toContainText('HKD')
    await expect(hkRow).toContainText('28')
    await expect(hr.getByTestId(`payroll-members-${created.id}`)).toHaveText('0')
    await expect(hr.getByTestId(`payroll-approvers-${created.id}`)).toContainText(`Level 1${marcus.name}`)
    await hr.screenshot({ path: shot('payroll-setup.png'), fullPage: true })

    // Deleted again (confirmed first), so the demo's payroll stays the company's only one.
    await hr.getByTestId(`payroll-delete-${created.id}`).click()
    await hr.locator('.ant-popover:visible').getByRole('button', { name: 'Delete' }).click()
    await expect(toast(hr, 'Payroll deleted.')).toBeVisible()
    await expect(hkRow).toHaveCount(0)
  })
})
