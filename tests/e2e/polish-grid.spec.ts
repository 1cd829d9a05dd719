import { expect, test, type Browser, type Page } from './test'
import { apiAs, fieldError, loginAndLand, pickDate, shot } from './helpers'

/**
 * Issue 43 §5, §6, §8 in the browser: the pay register scrolled both ways keeps its header row and
 * name column in view and under the app header; a rate added inside an expense report converts
 * that report's claims in the "All claims" total, which names where its rates come from; Enter in
 * a date box of a half-filled form shows the required messages and sends nothing.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const iso = (d: Date) => d.toISOString().slice(0, 10)
const shown = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
const today = new Date()
// Five months back: a month no demo claim or report covers, nor expenses.spec's (three back).
const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 5, 1))
const monthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 4, 0))
const spent = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 5, 12))
const stamp = Date.now().toString(36)

async function as(browser: Browser, email: string, viewport = { width: 1280, height: 800 }) {
  const page = await (await browser.newContext({ viewport })).newPage()
  await loginAndLand(page, email, /\/$/)
  return page
}

type Box = { x: number; y: number; width: number; height: number }
const below = (box: Box, header: Box) => box.y >= header.y + header.height - 0.5

test.describe('issue 43: register, exchange rates, forms', () => {
  // Pages open slowly on a shared two-core machine: first loads get a minute.
  test.beforeEach(() => { test.setTimeout(240_000) })
  const SLOW = { timeout: 60_000 }
  test('§5 the pay register scrolled down and right keeps its header row and name column, under the app header', async ({ browser, request }) => {
    const hrApi = await apiAs(request, 'hr.admin@demo.test')
    // A completed cycle's report: the register of the whole payroll (the demo and the scale data), read only.
    const reports = (await (await request.get('/api/payroll-report?sort=-id&external[per_page]=50', { headers: hrApi.headers })).json()).items
    const approved = reports.find((r: { status: string }) => r.status === 'approved') ?? reports[0]
    expect(approved?.id).toBeTruthy()

    const hr = await as(browser, 'hr.admin@demo.test')
    await hr.goto(`/payroll/reports/${approved.id}`)
    const register = hr.getByTestId('pay-register')
    await expect(register.locator('tbody tr.ant-table-row').first()).toBeVisible(SLOW)
    const body = register.locator('.ant-table-body')
    // The register scrolls in its own bounded box, both ways.
    const room = await body.evaluate((el) => ({ down: el.scrollHeight - el.clientHeight, right: el.scrollWidth - el.clientWidth }))
    expect(room.down).toBeGreaterThan(100)
    expect(room.right).toBeGreaterThan(100)

    // The page scrolled to its end, then the register down and right.
    await hr.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await body.evaluate((el) => { el.scrollTop = el.scrollHeight; el.scrollLeft = el.scrollWidth })
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(100)
    await expect.poll(() => body.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100)

    const appHeader = hr.locator('header.ant-layout-header').first()
    const headerBox = (await appHeader.boundingBox())!
    const headRow = register.locator('.ant-table-header th').first()
    await expect(headRow).toBeVisible()
    await expect(headRow).toHaveText('Person')
    const headBox = (await headRow.boundingBox())!
    expect(below(headBox, headerBox)).toBe(true)
    // The name column: the row cell drawn in the middle of the box, at its left edge, is a person's fixed cell.
    const bodyBox = (await body.boundingBox())!
    const atLeft = await hr.evaluate(({ x, y }) => {
      const cell = document.elementFromPoint(x, y)?.closest('td')
      return cell ? { fixed: cell.classList.contains('ant-table-cell-fix-left'), text: cell.textContent ?? '', top: cell.getBoundingClientRect().top } : null
    }, { x: bodyBox.x + 20, y: bodyBox.y + bodyBox.height / 2 })
    expect(atLeft?.fixed).toBe(true)
    expect(atLeft?.text.trim().length).toBeGreaterThan(0)
    expect(atLeft!.top).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 0.5)
    // Nothing of the table draws over the app header: what is on top there is the header itself.
    const onTop = await hr.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('header.ant-layout-header'), { x: bodyBox.x + 20, y: headerBox.y + headerBox.height / 2 })
    expect(onTop).toBe(true)
    await hr.screenshot({ path: shot('register-scrolled.png') })
  })

  test('§6 a rate added inside a report counts in "All claims", which names the rate\'s source', async ({ browser, request }) => {
    const employeeApi = await apiAs(request, 'employee@demo.test')
    const managerApi = await apiAs(request, 'manager@demo.test')
    const hrApi = await apiAs(request, 'hr.admin@demo.test')
    const items = (await (await request.get('/api/allowance-item?external[per_page]=100', { headers: hrApi.headers })).json()).items
    const transport = items.find((i: { name: string }) => i.name === 'Local transport')
    const claimName = `Paris taxi ${stamp}`
    const created = await request.post('/api/expense', { headers: employeeApi.headers, data: {
      person_id: employeeApi.user.person_id, name: claimName, allowance_item_id: transport.id, amount: '100.00', currency: 'EUR',
      transaction_date: iso(spent), payment_type: 'cash',
    } })
    expect(created.status()).toBe(201)
    const claim = await created.json()
    expect((await request.post(`/api/expense/${claim.id}/status`, { headers: managerApi.headers, data: { status: 'approved' } })).status()).toBe(200)
    const reportName = `Paris ${stamp}`
    const report = await request.post('/api/expense-report', { headers: hrApi.headers, data: { name: reportName, period_start: iso(monthStart), period_end: iso(monthEnd), currency: 'SGD' } })
    expect(report.status()).toBe(201)
    const reportId = (await report.json()).id

    const hr = await as(browser, 'hr.admin@demo.test')
    await hr.goto('/expenses')
    await hr.getByRole('tab', { name: 'All claims' }).click(SLOW)
    const totals = hr.getByTestId('expense-totals')
    await expect(totals.getByTestId('expense-totals-unconverted')).toContainText('EUR', SLOW)
    // The missing rate is offered where it is added: in the report the claim is in.
    const offer = totals.getByTestId('add-rate-EUR')
    await expect(offer).toHaveText(`Add the EUR rate in report ${reportName}`)
    await offer.click()
    await expect(hr).toHaveURL(new RegExp(`/expenses/reports/${reportId}\\?add_rate=EUR$`))
    await expect(hr.getByTestId('expense-report-title')).toBeVisible(SLOW)
    const form = hr.getByTestId('expense-rate-form')
    // The form shows once the report's shares say the user keeps it.
    await expect(form.locator('.ant-select-selection-item').first()).toHaveText(/EUR/, SLOW)
    await expect(hr.getByTestId('expense-rate-value')).toBeFocused()
    await hr.getByTestId('expense-rate-value').fill('1.45')
    await hr.getByTestId('expense-rate-add').click()
    await expect(hr.getByTestId('expense-report-rates').locator('tr', { hasText: 'EUR' })).toContainText('1.45', SLOW)
    await expect(hr.getByTestId('expense-report-missing-rates')).toHaveCount(0, SLOW)

    await hr.goto('/expenses')
    await hr.getByRole('tab', { name: 'All claims' }).click(SLOW)
    await expect(totals.getByTestId('expense-totals-sources')).toContainText(`report ${reportName} (EUR→SGD 1.45)`, SLOW)
    await expect(totals.getByTestId('add-rate-EUR')).toHaveCount(0)
    await expect(totals).not.toContainText('Not included (no exchange rate): EUR')
    // The demo's USD claims use the platform's rate, named with its date.
    await expect(totals.getByTestId('expense-totals-sources')).toContainText(/platform rate of \d{2} [A-Z][a-z]{2} \d{4} \(USD→SGD [\d.]+\)/)
    await hr.screenshot({ path: shot('expense-totals-rate-sources.png'), fullPage: true })
  })

  test('§8 Enter in the date box of a half-filled form sends nothing and shows the required fields', async ({ browser }) => {
    const hr = await as(browser, 'hr.admin@demo.test')
    const posts: string[] = []
    hr.on('request', (r) => { if (r.method() !== 'GET' && /\/api\/expense-report\b/.test(r.url())) posts.push(r.url()) })
    await hr.goto('/expenses/reports/create')
    await expect(hr.locator('#expense_report_name')).toBeVisible(SLOW)
    await hr.locator('#expense_report_name').fill(`Half ${stamp}`)
    // pickDate types the date and presses Enter in the box.
    await pickDate(hr, 'expense_report_period_start', shown(monthStart))
    await expect(fieldError(hr, 'expense_report_period_end')).toHaveText(/required/)
    await expect(fieldError(hr, 'expense_report_currency')).toHaveText(/required/)
    await hr.locator('#expense_report_period_start').press('Enter')
    await expect(fieldError(hr, 'expense_report_period_end')).toBeVisible()
    await hr.screenshot({ path: shot('form-enter-required.png'), fullPage: true })
    expect(posts).toEqual([])
    await expect(hr).toHaveURL(/\/expenses\/reports\/create$/)

    // The payroll report form too: a blank name is refused in the browser.
    const payrollPosts: string[] = []
    hr.on('request', (r) => { if (r.method() === 'POST' && /\/api\/payroll-report\b/.test(r.url())) payrollPosts.push(r.url()) })
    await hr.goto('/payroll/reports/create', SLOW)
    await expect(hr.getByTestId('report-form-name')).toBeVisible(SLOW)
    await hr.getByTestId('report-form-name').press('Enter')
    await expect(fieldError(hr, 'payroll_report_paycycle_id')).toHaveText(/required/)
    await expect(fieldError(hr, 'payroll_report_name')).toHaveText(/required/)
    expect(payrollPosts).toEqual([])
  })
})
