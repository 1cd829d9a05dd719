import { expect, test, type Browser, type Page } from './test'
import { apiAs, chooseOption, loginAndLand, shot } from './helpers'

/**
 * Issue 43 §3 and §4 in a real browser, with the browser's clock set to a Sunday: the timesheet
 * opens on the week that Sunday ends (Monday..Sunday), a day's total hours are computed from its
 * start, end and absence, and the managers' Timesheets tab shows the team's week with the
 * working days nobody filled highlighted. Weeks of 2030, clear of the demo's own days.
 */

test.use({ actionTimeout: 60_000 })
// A busy machine (several browsers beside this one) draws slowly: each assertion waits up to 30 s.
const expectSoon = expect.configure({ timeout: 30_000 })

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()

async function onSunday(browser: Browser, email: string, sunday: string) {
  const page = await (await browser.newContext()).newPage()
  await loginAndLand(page, email, /\/$/)
  // Midday local time: the app reads "today" from the browser's clock (a Sunday-first locale's
  // startOf('week') opened the next week on such a day). The installed clock keeps ticking from
  // there: a frozen Date.now (setFixedTime) stalls the page's debounced work.
  await page.clock.install({ time: new Date(`${sunday}T12:00:00`) })
  return page
}

test.describe('Timesheet weeks (issue 43 §3, §4)', () => {
  // Two sign-ins and a dozen saves and reloads each: a busy machine needs more than the default minute.
  test.describe.configure({ timeout: 600_000 })

  test('on a Sunday the timesheet shows the week that Sunday ends; a filled day\'s total is computed and saved', async ({ browser }) => {
    const emma = await onSunday(browser, 'employee@demo.test', '2030-06-16')
    await emma.goto('/my-time-off')
    const week = emma.getByTestId('timesheet-week')
    await expectSoon(week).toBeVisible({ timeout: 90_000 })
    await expectSoon(week.getByTestId('week-range')).toHaveText('10 Jun 2030 – 16 Jun 2030')
    await expectSoon(week.getByTestId('timesheet-day-2030-06-10')).toContainText('Mon')
    await expectSoon(week.getByTestId('timesheet-day-2030-06-16')).toContainText('Sun')
    await expectSoon(week.getByTestId('timesheet-day-2030-06-17')).toHaveCount(0)
    await expectSoon(week.getByRole('button', { name: 'This week' })).toBeDisabled()

    await expectSoon(week.getByRole('textbox', { name: 'Start time 2030-06-10' })).toBeEnabled({ timeout: 60_000 })
    // Monday: 09:00–17:30 with half an hour absent is 8 hours, shown and not typed.
    await week.getByRole('textbox', { name: 'Start time 2030-06-10' }).fill('09:00')
    await week.getByRole('textbox', { name: 'End time 2030-06-10' }).fill('17:30')
    await week.getByRole('textbox', { name: 'Absence (hours) 2030-06-10' }).fill('0.5')
    const monday = week.getByRole('textbox', { name: 'Total hours 2030-06-10' })
    await expectSoon(monday).toHaveValue('8.00')
    await expectSoon(monday).toHaveAttribute('readonly', '')
    // Tuesday has no times: its total is the one typed in.
    await week.getByRole('textbox', { name: 'Total hours 2030-06-11' }).fill('7.5')
    await expectSoon(week.getByTestId('timesheet-week-total')).toHaveText('15.50')
    // An end before the start has no total and is told before saving.
    await week.getByRole('textbox', { name: 'Start time 2030-06-12' }).fill('18:00')
    await week.getByRole('textbox', { name: 'End time 2030-06-12' }).fill('09:00')
    await week.getByRole('button', { name: 'Save' }).click()
    await expectSoon(week.getByRole('alert').filter({ hasText: '12 Jun 2030: The end time must be the same as or later than the start time.' })).toBeVisible()
    await week.getByRole('textbox', { name: 'Start time 2030-06-12' }).fill('')
    await week.getByRole('textbox', { name: 'End time 2030-06-12' }).fill('')
    await week.getByRole('button', { name: 'Save' }).click()
    await expectSoon(toast(emma, /saved/i)).toBeVisible({ timeout: 60_000 })
    await emma.screenshot({ path: shot('timesheet-sunday.png'), fullPage: true })

    // After a reload (the clock still on that Sunday) the same week holds the server's totals.
    await emma.reload()
    const again = emma.getByTestId('timesheet-week')
    await expectSoon(again.getByTestId('week-range')).toHaveText('10 Jun 2030 – 16 Jun 2030', { timeout: 90_000 })
    await expectSoon(again.getByRole('textbox', { name: 'Start time 2030-06-10' })).toBeEnabled({ timeout: 60_000 })
    await expectSoon(again.getByRole('textbox', { name: 'Total hours 2030-06-10' })).toHaveValue('8.00')
    await expectSoon(again.getByRole('textbox', { name: 'Total hours 2030-06-11' })).toHaveValue(/^7\.50?$/)
    await expectSoon(again.getByTestId('timesheet-week-total')).toHaveText('15.50')
    // The week before, and back.
    await again.getByRole('button', { name: 'Previous week' }).click()
    await expectSoon(again.getByTestId('week-range')).toHaveText('03 Jun 2030 – 09 Jun 2030')
    await again.getByRole('button', { name: 'This week' }).click()
    await expectSoon(again.getByTestId('week-range')).toHaveText('10 Jun 2030 – 16 Jun 2030')
  })

  test('the managers\' Timesheets tab shows the team\'s week, hours and totals per person, missing working days highlighted, the picker as a filter', async ({ browser, request }) => {
    const employee = await apiAs(request, 'employee@demo.test')
    const emmaId = (await (await request.get('/api/profile/me', { headers: employee.headers })).json()).person_id as number
    // Emma's week of 3–9 June 2030: Monday by its times, Tuesday by its total; Wednesday to Friday left empty.
    for (const day of [{ work_date: '2030-06-03', start_time: '09:00', end_time: '17:00' }, { work_date: '2030-06-04', total_hours: '7.5' }]) {
      const res = await request.post('/api/timesheet', { headers: employee.headers, data: { person_id: emmaId, ...day } })
      expect([201, 409]).toContain(res.status())
    }

    const manager = await onSunday(browser, 'manager@demo.test', '2030-06-09')
    await manager.goto('/time-off')
    await manager.getByRole('tab', { name: 'Timesheets' }).click({ timeout: 60_000 })
    const grid = manager.getByTestId('team-timesheet-week')
    await expectSoon(grid.getByTestId('week-range')).toHaveText('03 Jun 2030 – 09 Jun 2030', { timeout: 30_000 })
    const dayCell = (date: string) => grid.getByTestId(`team-day-${emmaId}-${date}`)
    await expectSoon(dayCell('2030-06-03')).toHaveText('8.00', { timeout: 60_000 })
    await expectSoon(dayCell('2030-06-03')).toHaveAttribute('data-state', 'filled')
    await expectSoon(dayCell('2030-06-04')).toHaveText('7.50')
    for (const date of ['2030-06-05', '2030-06-06', '2030-06-07']) {
      await expectSoon(dayCell(date)).toHaveAttribute('data-state', 'missing')
      await expectSoon(dayCell(date)).toHaveText('Missing')
    }
    for (const date of ['2030-06-08', '2030-06-09']) await expectSoon(dayCell(date)).toHaveAttribute('data-state', 'weekend')
    await expectSoon(grid.getByTestId(`team-total-${emmaId}`)).toHaveText('15.50')
    await expectSoon(grid.getByTestId(`team-row-${emmaId}`)).toContainText('Missing days: 3')
    // More than one person: the grid is the team's, not one person's.
    expect(await grid.locator('[data-testid^="team-row-"]').count()).toBeGreaterThan(1)
    await manager.screenshot({ path: shot('team-timesheet-week.png'), fullPage: true })

    // The picker filters the grid to one person and opens their week below.
    const name = (await grid.getByTestId(`team-row-${emmaId}`).getByRole('button').first().textContent())!.trim()
    // The list is virtual (only the first options are drawn): the name is searched, then picked.
    await grid.getByTestId('timesheet-person').click()
    await manager.keyboard.type(name)
    await chooseOption(manager, name)
    await expectSoon(grid.locator('[data-testid^="team-row-"]')).toHaveCount(1)
    const editor = manager.getByTestId('timesheet-week')
    await expectSoon(editor).toContainText(name)
    await expectSoon(editor.getByTestId('week-range')).toHaveText('03 Jun 2030 – 09 Jun 2030')
    await expectSoon(editor.getByRole('textbox', { name: 'Total hours 2030-06-03' })).toHaveValue('8.00')

    // The week after is still ahead of the clock: its empty days are open, not missing.
    await grid.getByRole('button', { name: 'Next week' }).click()
    await expectSoon(grid.getByTestId('week-range')).toHaveText('10 Jun 2030 – 16 Jun 2030')
    await expectSoon(dayCell('2030-06-12')).toHaveAttribute('data-state', 'open')
    await grid.getByRole('button', { name: 'This week' }).click()
    await expectSoon(dayCell('2030-06-05')).toHaveAttribute('data-state', 'missing')
  })
})
