import { expect, test, type Browser, type Page } from './test'
import { apiAs, chooseOption, loginAndLand, pickDate, shot } from './helpers'

/**
 * Time off in a real browser (issue 13): the employee requests a half day and a multi-day leave,
 * the manager approves one and rejects the other from /time-off, the employee sees the balance
 * change; HR adjusts the entitlement on the person's time-off tab.
 */

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()
const modal = (page: Page) => page.locator('.ant-modal-content:visible')
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

// Next year's first Monday of June: working days free of the demo's requests (Singapore has no public holiday that week).
const year = new Date().getUTCFullYear() + 1
const june = new Date(Date.UTC(year, 5, 1))
const monday = new Date(Date.UTC(year, 5, 1 + ((8 - june.getUTCDay()) % 7)))
const day = (offset: number) => {
  const d = new Date(monday.getTime() + offset * 86_400_000)
  return `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

async function as(browser: Browser, email: string, landing: RegExp) {
  const page = await (await browser.newContext()).newPage()
  await loginAndLand(page, email, landing)
  return page
}

async function requestLeave(page: Page, start: string, end: string, session: string | null, expectedDays: string) {
  await page.getByTestId('request-leave').click()
  const form = modal(page)
  await expect(form).toBeVisible()
  await page.locator('#leave-request_leave_type_id').click()
  await chooseOption(page, 'Annual leave')
  await pickDate(page, 'leave-request_start_date', start)
  await pickDate(page, 'leave-request_end_date', end)
  if (session) {
    await page.locator('.ant-select', { has: page.locator('#leave-request_session') }).click()
    await chooseOption(page, session)
  }
  // The server's own count, shown before sending.
  await expect(page.getByTestId('leave-total-days')).toHaveText(`Total: ${expectedDays} day(s)`)
  await form.getByRole('button', { name: 'Submit request' }).click()
  await expect(toast(page, 'Leave requested.')).toBeVisible()
  await expect(form).toBeHidden()
}

async function pickYear(page: Page) {
  // The chosen value sits over the input: the click goes to the select box.
  await page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Year' }) }).click()
  await chooseOption(page, String(year))
}

test.describe('time off', () => {
  test('request, approve and reject, balance, entitlement adjustment', async ({ browser, request }) => {
    test.setTimeout(240_000)
    // Set-up through the API: next year's entitlement for Emma (10 days of annual leave).
    const hr = await apiAs(request, 'hr.admin@demo.test')
    const emma = (await (await request.get('/api/people?query_string=Emma%20Employee', { headers: hr.headers })).json()).items[0]
    const types = (await (await request.get('/api/leave-type?external[per_page]=100', { headers: hr.headers })).json()).items
    const annual = types.find((t: { name: string }) => t.name === 'Annual leave')
    const granted = await request.post('/api/leave-entitlement', { headers: hr.headers, data: { person_id: emma.id, leave_type_id: annual.id, year, days: '10' } })
    expect(granted.status()).toBe(201)

    // The employee: balances, then a half day and a three-day leave.
    const employee = await as(browser, 'employee@demo.test', /\/$/)
    await employee.goto('/my-time-off')
    await expect(employee.getByTestId('balance-Annual leave')).toBeVisible({ timeout: 30_000 })
    await expect(employee.getByTestId('my-calendar')).toBeVisible()
    await employee.screenshot({ path: shot('my-time-off.png'), fullPage: true })
    await requestLeave(employee, day(0), day(0), 'Morning', '0.5')
    await requestLeave(employee, day(1), day(3), null, '3.0')
    await pickYear(employee)
    const balance = employee.getByTestId('balance-Annual leave')
    await expect(balance).toContainText('6.5')
    await expect(balance).toContainText('Pending3.5')

    // The manager decides from /time-off: approves the half day, rejects the three days with a note.
    const manager = await as(browser, 'manager@demo.test', /\/$/)
    await manager.goto('/time-off')
    const pending = manager.getByTestId('pending-leave-table')
    const half = pending.locator('tr', { hasText: day(0) }).filter({ hasText: '0.5' })
    await expect(half).toBeVisible({ timeout: 30_000 })
    await half.getByRole('button', { name: 'Approve' }).click()
    await manager.getByTestId('leave-decision-ok').click()
    await expect(toast(manager, 'Leave approved.')).toBeVisible()
    const long = pending.locator('tr', { hasText: `${day(1)} – ${day(3)}` })
    await long.getByRole('button', { name: 'Reject' }).click()
    await manager.getByTestId('leave-decision-notes').fill('Release week, sorry.')
    await manager.getByTestId('leave-decision-ok').click()
    await expect(toast(manager, 'Leave rejected.')).toBeVisible()
    await expect(pending.locator('tr', { hasText: day(0) })).toHaveCount(0)
    await manager.getByRole('tab', { name: 'Team calendar' }).click()
    await expect(manager.getByTestId('team-calendar')).toBeVisible()
    await manager.screenshot({ path: shot('team-calendar.png'), fullPage: true })

    // The employee sees the decisions, the bell, and the balance: half a day taken, nothing pending.
    await employee.reload()
    await pickYear(employee)
    await expect(balance).toContainText('9.5')
    await expect(balance).toContainText('Taken0.5')
    await expect(balance).toContainText('Pending0.0')
    const mine = employee.getByTestId('my-leave-table')
    await expect(mine.locator('tr', { hasText: day(0) })).toContainText('Approved')
    await expect(mine.locator('tr', { hasText: `${day(1)} – ${day(3)}` })).toContainText('Rejected')
    await employee.getByTestId('notification-bell').click()
    await expect(employee.getByTestId('notification-panel')).toContainText('Your leave was rejected')

    // HR adjusts the entitlement on Emma's time-off tab; the balance follows, the ledger shows who.
    const hrPage = await as(browser, 'hr.admin@demo.test', /\/$/)
    await hrPage.goto(`/people/staff/${emma.id}/time-off`)
    await expect(hrPage.getByTestId('person-time-off')).toBeVisible({ timeout: 30_000 })
    const entitlements = hrPage.getByTestId('section-leave_entitlement')
    // polish-locales.spec grants Emma sick leave for the same year: the row is next year's annual leave.
    await entitlements.locator('tr', { hasText: String(year) }).filter({ hasText: 'Annual leave' }).getByRole('button', { name: 'Edit' }).click()
    await modal(hrPage).locator('#leave_entitlement_days').fill('12.0')
    await modal(hrPage).getByRole('button', { name: 'Save' }).click()
    await expect(toast(hrPage, 'Saved')).toBeVisible()
    await pickYear(hrPage)
    await expect(hrPage.getByTestId('balance-Annual leave')).toContainText('11.5')
    await expect(hrPage.getByTestId('section-leave_ledger')).toContainText('Adjustment')
    await hrPage.screenshot({ path: shot('person-time-off.png'), fullPage: true })
  })

  test('an employee fills in a day of the week\'s timesheet; after a reload the saved hours are shown', async ({ browser }) => {
    const emma = await as(browser, 'employee@demo.test', /\/$/)
    await emma.goto('/my-time-off')
    const week = emma.getByTestId('timesheet-week')
    await expect(week).toBeVisible({ timeout: 30_000 })
    // Next week, so no demo row is in the way.
    await week.getByRole('button', { name: 'Next week' }).click()
    const hours = week.getByRole('textbox', { name: /^Total hours / }).first()
    await hours.fill('7.5')
    await week.getByRole('textbox', { name: /^Start time / }).first().fill('09:00')
    await week.getByRole('button', { name: 'Save' }).click()
    await expect(toast(emma, /saved/i)).toBeVisible()
    await emma.reload()
    await emma.getByTestId('timesheet-week').getByRole('button', { name: 'Next week' }).click()
    await expect(emma.getByTestId('timesheet-week').getByRole('textbox', { name: /^Total hours / }).first()).toHaveValue(/^7\.50?$/)
    await expect(emma.getByTestId('timesheet-week').getByRole('textbox', { name: /^Start time / }).first()).toHaveValue('09:00')
  })

  test('a manager-only profile is told it has no leave of its own', async ({ browser }) => {
    const manager = await as(browser, 'manager@demo.test', /\/$/)
    await manager.goto('/my-time-off')
    await expect(manager.getByTestId('manager-only-note')).toHaveText('Manager-only profiles cannot submit leave.', { timeout: 30_000 })
    await expect(manager.getByTestId('request-leave')).toHaveCount(0)
  })

  test('a contractor reads the time off under their own contract', async ({ browser, request }) => {
    const contractor = await apiAs(request, 'contractor@demo.test')
    const contracts = (await (await request.get('/api/contractor-contract', { headers: contractor.headers })).json()).items
    expect(contracts.length).toBeGreaterThan(0)
    const page = await as(browser, 'contractor@demo.test', /\/contractor\/docs$/)
    await page.goto(`/contractor/contract/${contracts[0].id}/timeoff`)
    await expect(page.getByTestId('person-time-off')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('tab', { name: 'Time off' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByTestId('add-leave')).toBeVisible()
  })
})
