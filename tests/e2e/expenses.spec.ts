import { expect, test, type Browser, type Page } from './test'
import { apiAs, chooseOption, loginAndLand, openDropdown, pickDate, shot } from './helpers'

/**
 * Expenses in a real browser (issue 15), on the demo's Globex expense items (SGD): employee@ splits
 * one travel receipt into two claims (with the receipt uploaded); manager@ (her reporting manager)
 * approves both on /expenses; hr.admin@ creates an expense report over the claims' month, adds an
 * exchange rate pair (twice: the API refuses the second), shares the report with manager@ and
 * locks it; manager@ confirms it; hr.admin@ generates it into this month's paycycle and the lines
 * show as processed; the employee sees her claims processed.
 */

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()
const modal = (page: Page) => page.locator('.ant-modal-content:visible')
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const shown = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`

// Three months back: a month no demo claim or demo report covers.
const today = new Date()
const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 3, 1))
const monthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 0))
const spent = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 3, 15))
// The demo's current paycycle is this month's (in change data), named after its period.
const cycleStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))
const cycleEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0))
const stamp = Date.now().toString(36)
// Rows are found by this try's own name: a retry runs on the database an earlier try wrote to.
const RECEIPT_NAME = `Conference trip ${stamp}`
const REPORT_NAME = `Expenses ${stamp}`
// A 1×1 PNG: the receipt shown in place as an image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

async function as(browser: Browser, email: string) {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage()
  await loginAndLand(page, email, /\/$/)
  return page
}

/** A select found by its input's id: the click goes to the select box (the chosen value sits over the input). */
async function pick(page: Page, inputId: string, option: string | RegExp) {
  await page.locator('.ant-select', { has: page.locator(`#${inputId}`) }).click()
  await chooseOption(page, option)
}

/** Runs a report action from its button, through its dialog, and waits for the done message. */
async function act(page: Page, action: string, done: string, before?: () => Promise<void>) {
  await page.getByTestId(`expense-report-action-${action}`).click()
  await expect(modal(page)).toBeVisible()
  if (before) await before()
  await page.getByTestId('expense-report-action-ok').click()
  await expect(toast(page, done)).toBeVisible()
  await expect(modal(page)).toHaveCount(0)
}

test.describe('expenses', () => {
  test('the decider sees the item\'s monthly limit and the month\'s counted claims beside Approve (issue 42 §3)', async ({ browser, request }) => {
    // Four months back: a month neither the demo nor the other test writes claims in.
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 4, 10)).toISOString().slice(0, 10)
    const emma = await apiAs(request, 'employee@demo.test')
    const items = await (await request.get('/api/allowance-item', { headers: emma.headers, params: { search: 'Mobile phone' } })).json()
    const phone = items.items.find((i: { name: string }) => i.name === 'Mobile phone')
    const name = `Phone bill ${stamp}`
    // The demo's Mobile phone item allows SGD 80.00 a month: two claims of 50.00 pass over it.
    for (const amount of ['50.00', '50.00']) {
      const res = await request.post('/api/expense', {
        headers: emma.headers,
        data: { person_id: emma.user.person_id, name, allowance_item_id: phone.id, amount, currency: 'SGD', transaction_date: day, payment_type: 'cash' },
      })
      expect(res.status(), await res.text()).toBe(201)
    }
    const manager = await as(browser, 'manager@demo.test')
    await manager.goto('/expenses')
    const row = manager.getByTestId('pending-expense-table').locator('tr', { hasText: name }).first()
    await expect(row).toBeVisible({ timeout: 30_000 })
    await row.getByRole('button', { name: 'Approve' }).click()
    const note = manager.getByTestId('expense-decision-limits')
    await expect(note).toContainText("Over the item's limit")
    await expect(note).toContainText('Monthly limit')
    await expect(note).toContainText('80.00')
    await expect(note).toContainText('100.00')
    await manager.screenshot({ path: shot('expense-decision-limits.png'), fullPage: true })
    await modal(manager).getByRole('button', { name: 'Cancel' }).click()
  })

  test('a claim made, changed and deleted from the claim form (Refine\'s form and delete over the data provider)', async ({ browser }) => {
    const name = `Phone top-up ${stamp}`
    const employee = await as(browser, 'employee@demo.test')
    await employee.goto('/my-expense')
    const mine = employee.getByTestId('my-expense-table')
    await expect(mine).toBeVisible({ timeout: 30_000 })
    await employee.getByTestId('claim-expense').click()
    const form = modal(employee)
    await expect(form).toBeVisible()
    await pick(employee, 'expense-claim_allowance_item_id', 'Mobile phone')
    await form.locator('#expense-claim_amount').fill('12.50')
    await form.locator('#expense-claim_name').fill(name)
    // Picking the item fills its currency.
    await expect(form.locator('.ant-select', { has: employee.locator('#expense-claim_currency') })).toContainText('SGD')
    await employee.getByTestId('expense-claim-ok').click()
    await expect(toast(employee, 'Expense claimed.')).toBeVisible()
    await expect(form).toBeHidden()
    const row = mine.locator('tr', { hasText: name })
    await expect(row).toContainText('12.50')
    await expect(row).toContainText('Submitted')

    await row.getByRole('button', { name: 'Edit' }).click()
    await expect(form.locator('#expense-claim_name')).toHaveValue(name)
    await form.locator('#expense-claim_amount').fill('13.75')
    await employee.getByTestId('expense-claim-ok').click()
    await expect(toast(employee, 'Saved successfully.')).toBeVisible()
    await expect(row).toContainText('13.75')

    await row.getByRole('button', { name: 'Delete' }).click()
    await employee.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Delete' }).click()
    await expect(toast(employee, 'Expense claim deleted.')).toBeVisible()
    await expect(mine.locator('tr', { hasText: name })).toHaveCount(0)
  })

  test('split claim with a receipt, approval, report with rates, share, lock, confirm, generate', async ({ browser, request }) => {
    test.setTimeout(300_000)

    // 1. employee@ splits one travel receipt into two claims.
    const employee = await as(browser, 'employee@demo.test')
    await employee.goto('/my-expense')
    await expect(employee.getByTestId('my-expense-table')).toBeVisible({ timeout: 30_000 })
    await employee.getByTestId('open-split').click()
    const form = modal(employee)
    await expect(form).toBeVisible()
    await form.locator('#split_name').fill(RECEIPT_NAME)
    await pick(employee, 'split_currency', 'SGD')
    await pickDate(employee, 'split_transaction_date', shown(spent))
    await pick(employee, 'split_parts_0_allowance_item_id', 'Business travel')
    await form.locator('#split_parts_0_amount').fill('120.00')
    await pick(employee, 'split_parts_1_allowance_item_id', 'Local transport')
    await form.locator('#split_parts_1_amount').fill('30.50')
    await form.locator('#split_parts_1_notes').fill('Airport taxi')
    await expect(employee.getByTestId('split-total')).toHaveText('Total: 150.50 SGD')
    // A travel item asks where from and where to.
    await form.locator('#split_origin').fill('Singapore')
    await form.locator('#split_destination').fill('Kuala Lumpur')
    await employee.getByTestId('split-receipt-files').locator('input[type=file]').setInputFiles({ name: `receipt-${stamp}.png`, mimeType: 'image/png', buffer: PNG })
    await expect(employee.getByTestId('split-receipt-files-list')).toContainText(`receipt-${stamp}.png`)
    await employee.screenshot({ path: shot('expense-split.png'), fullPage: true })
    await employee.getByTestId('split-ok').click()
    await expect(toast(employee, '2 expense claims submitted.')).toBeVisible()
    await expect(form).toBeHidden()
    const mine = employee.getByTestId('my-expense-table')
    const claims = mine.locator('tr', { hasText: RECEIPT_NAME })
    await expect(claims).toHaveCount(2)
    await expect(mine.locator('tr', { hasText: RECEIPT_NAME }).filter({ hasText: '120.00' })).toContainText('Submitted')
    await expect(mine.locator('tr', { hasText: RECEIPT_NAME }).filter({ hasText: '30.50' })).toContainText('Submitted')
    // The claim in full, with its receipt shown in place.
    await mine.locator('tr', { hasText: RECEIPT_NAME }).filter({ hasText: '120.00' }).locator('a[data-testid^="expense-open-"]').click()
    const drawer = employee.locator('.ant-drawer-content:visible')
    await expect(drawer.getByTestId('expense-history')).toContainText('Submitted')
    await expect(drawer.getByTestId('receipt-image')).toBeVisible()
    await employee.waitForTimeout(500) // the drawer's opening animation, for the screenshot only
    await employee.screenshot({ path: shot('my-expense.png'), fullPage: true })
    await drawer.locator('.ant-drawer-close').click()

    // 2. manager@ approves both on /expenses.
    const manager = await as(browser, 'manager@demo.test')
    await manager.goto('/expenses')
    const pending = manager.getByTestId('pending-expense-table')
    for (const amount of ['120.00', '30.50']) {
      const row = pending.locator('tr', { hasText: RECEIPT_NAME }).filter({ hasText: amount })
      await expect(row).toBeVisible({ timeout: 30_000 })
      await row.getByRole('button', { name: 'Approve' }).click()
      await manager.getByTestId('expense-decision-notes').fill('Fine.')
      await manager.getByTestId('expense-decision-ok').click()
      await expect(toast(manager, 'Expense approved.')).toBeVisible()
    }
    await expect(pending.locator('tr', { hasText: RECEIPT_NAME })).toHaveCount(0)
    await manager.getByRole('tab', { name: 'All claims' }).click()
    await expect(manager.getByTestId('expense-totals')).toContainText('Total:')
    await manager.screenshot({ path: shot('expenses.png'), fullPage: true })

    // 3. hr.admin@ creates the report over that month; it gathers the two approved claims.
    const hr = await as(browser, 'hr.admin@demo.test')
    await hr.goto('/expenses/reports/create')
    await hr.locator('#expense_report_name').fill(REPORT_NAME)
    await pickDate(hr, 'expense_report_period_start', shown(monthStart))
    await pickDate(hr, 'expense_report_period_end', shown(monthEnd))
    await pick(hr, 'expense_report_currency', 'SGD')
    await hr.getByTestId('expense-report-submit').click()
    await expect(hr).toHaveURL(/\/expenses\/reports\/\d+$/, { timeout: 30_000 })
    const reportUrl = new URL(hr.url()).pathname
    const lines = hr.getByTestId('expense-report-lines')
    // A part is named after the receipt unless it has its own name.
    await expect(lines.locator('tr', { hasText: RECEIPT_NAME })).toHaveCount(2, { timeout: 30_000 })

    // A rate pair, then the same pair again: the API's message shows under the form.
    const addRate = async () => {
      await pick(hr, 'expense-rate_from', 'GBP')
      await hr.locator('#expense-rate_rate').fill('1.72')
      await hr.getByTestId('expense-rate-add').click()
    }
    await addRate()
    await expect(toast(hr, 'Exchange rate added.')).toBeVisible()
    await expect(hr.getByTestId('expense-report-rates').locator('tr', { hasText: 'GBP' })).toContainText('1.72')
    await addRate()
    await expect(hr.getByTestId('expense-rate-error')).toHaveText('This exchange rate pair already exists in this report.')

    // Shared with manager@, then locked.
    await act(hr, 'share', 'Report shared.', async () => {
      await hr.getByTestId('share-people').click()
      await hr.getByTestId('share-people').locator('input').fill('manager@demo.test')
      await openDropdown(hr).locator('.ant-select-item-option', { hasText: 'manager@demo.test' }).click()
      await hr.keyboard.press('Escape')
    })
    await expect(hr.getByTestId('expense-report-shares')).toContainText('Waiting for confirmation')
    await act(hr, 'lock', 'Report locked.')
    await expect(hr.getByTestId('expense-report-title')).toContainText('Locked')
    await hr.screenshot({ path: shot('expense-report-locked.png'), fullPage: true })

    // 4. manager@ confirms it on the report page.
    await manager.goto(reportUrl)
    await expect(manager.getByTestId('expense-report-confirm-pending')).toBeVisible({ timeout: 30_000 })
    await act(manager, 'confirm', 'Report confirmed.')
    await expect(manager.getByTestId('expense-report-title')).toContainText('Report confirmed')

    // 5. hr.admin@ generates it into this month's paycycle; the lines are processed.
    await hr.reload()
    await expect(hr.getByTestId('expense-report-title')).toContainText('Report confirmed', { timeout: 30_000 })
    await expect(hr.getByTestId('expense-report-shares')).toContainText('Confirmed')
    await act(hr, 'generate', 'Report generated into payroll.', async () => {
      await hr.getByTestId('expense-report-paycycle').click()
      await openDropdown(hr).locator('.ant-select-item-option', { hasText: `${shown(cycleStart)} – ${shown(cycleEnd)}` }).first().click()
    })
    await expect(hr.getByTestId('expense-report-title')).toContainText('Processed')
    for (const amount of ['120.00', '30.50']) await expect(lines.locator('tr', { hasText: amount })).toContainText('Processed')
    const download = hr.waitForEvent('download')
    await hr.getByTestId('expense-report-export-xlsx').click()
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/)
    await hr.screenshot({ path: shot('expense-report-processed.png'), fullPage: true })

    // 6. The employee sees both claims processed.
    await employee.reload()
    await expect(mine.locator('tr', { hasText: RECEIPT_NAME }).filter({ hasText: '120.00' })).toContainText('Processed', { timeout: 30_000 })
    await expect(mine.locator('tr', { hasText: RECEIPT_NAME }).filter({ hasText: '30.50' })).toContainText('Processed')

    // 7. HR sees them on Emma's expense tab; the expense items are an admin setting (generic screens).
    const hrApi = await apiAs(request, 'hr.admin@demo.test')
    const emma = (await (await request.get('/api/people?query_string=Emma%20Employee', { headers: hrApi.headers })).json()).items[0]
    await hr.goto(`/people/staff/${emma.id}/expense`)
    const tab = hr.getByTestId('person-expense-table')
    await expect(tab.locator('tr', { hasText: RECEIPT_NAME }).filter({ hasText: '120.00' })).toContainText('Processed', { timeout: 30_000 })
    await hr.screenshot({ path: shot('person-expenses.png'), fullPage: true })
    await hr.goto('/admin-setting/allowance-item')
    await expect(hr.getByText('Business travel')).toBeVisible({ timeout: 30_000 })
  })
})
