import { displayDate } from '@hr/shared'
import { test, expect, type Page } from './test'
import { apiAs, chooseOption, localeCatalogue, loginAndLand, shot } from './helpers'
import { SEEDED_NAME_TRANSLATIONS } from '../../backend/database/reference_names'

/**
 * Issue 43 §7: the time-off page in Arabic, Japanese and German. Dates in the language's own form
 * of the spec's 'DD MMM YYYY' (2026年11月29日 in Japanese, never '29 11月 2026'), every number —
 * days in the balance and in the requests — pointed the language's way ('14,5' beside German
 * money's '42,50', never '14.5'), Latin digits in Arabic as in its dates, and no two-character
 * Japanese button spread over two letters ("保 存").
 */
const catalogue = localeCatalogue

// Next year (the furthest the year picker offers), the first Tuesday of September: a working day in
// Singapore, clear of time-off.spec's June requests; sick leave, as that spec grants annual leave.
const year = new Date().getUTCFullYear() + 1
const september = new Date(Date.UTC(year, 8, 1))
const tuesday = new Date(Date.UTC(year, 8, 1 + ((9 - september.getUTCDay()) % 7)))
const iso = tuesday.toISOString().slice(0, 10)
const dd = iso.slice(8, 10)

const LANGUAGES = [
  { code: 'ar', name: 'العربية' },
  { code: 'ja', name: '日本語' },
  { code: 'de', name: 'Deutsch' },
] as const

/** Visible button labels that are two CJK characters with a space pushed between them. */
const spacedButtons = (page: Page) => page.evaluate(() => [...document.querySelectorAll('button')]
  .filter((b) => b.checkVisibility?.())
  .map((b) => b.textContent ?? '')
  .filter((text) => /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]\s+[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(text.trim())))

test.describe('the time-off page in Arabic, Japanese and German (issue 43 §7)', () => {
  test.describe.configure({ timeout: 120_000 })

  test.beforeAll(async ({ request }) => {
    // Emma's entitlement of 14.5 days for that year, and a half day requested in it (0.5 day). Once:
    // a retry (a new worker after a failure) finds both there.
    const hr = await apiAs(request, 'hr.admin@demo.test')
    const emma = (await (await request.get('/api/people?query_string=Emma%20Employee', { headers: hr.headers })).json()).items[0]
    const types = (await (await request.get('/api/leave-type?external[per_page]=100', { headers: hr.headers })).json()).items
    const sick = types.find((t: { name: string }) => t.name === 'Sick leave')
    const granted = await request.post('/api/leave-entitlement', { headers: hr.headers, data: { person_id: emma.id, leave_type_id: sick.id, year, days: '14.5' } })
    expect([201, 409], await granted.text()).toContain(granted.status())
    const employee = await apiAs(request, 'employee@demo.test')
    const asked = await request.post('/api/leave', {
      headers: employee.headers,
      data: { person_id: emma.id, leave_type_id: sick.id, start_date: iso, end_date: iso, session: 'morning' },
    })
    expect([201, 422], await asked.text()).toContain(asked.status())
  })

  // The switcher saves the choice on the account: give the employee English back for the specs after this one.
  test.afterEach(async ({ request }) => {
    const employee = await apiAs(request, 'employee@demo.test')
    expect((await request.post('/api/profile/set-lang', { headers: employee.headers, data: { lang: 'EN' } })).status()).toBe(200)
  })

  for (const { code, name } of LANGUAGES) {
    test(`${name}: dates and numbers the ${code} way`, async ({ page }) => {
      const t = catalogue(code)
      await loginAndLand(page, 'employee@demo.test', /:\d+\/$/)
      await page.goto('/my-time-off')
      await page.getByTestId('language-switcher').click()
      await page.getByRole('menuitem', { name }).click()
      await expect(page.locator('html')).toHaveAttribute('lang', code)
      await expect(page.getByText(t['shell.menu.my_time_off'], { exact: true }).first()).toBeVisible()

      // The year of the request, chosen by its number (the same in every language).
      await page.locator('.ant-select', { has: page.getByRole('combobox', { name: t['time_off.year'] }) }).click()
      await chooseOption(page, String(year))
      // The seeded leave type's name is shown in the reader's language too (its card is named by it).
      const balance = page.getByTestId(`balance-${SEEDED_NAME_TRANSLATIONS['Sick leave'][code as 'de'] ?? 'Sick leave'}`)
      await expect(balance).toBeVisible({ timeout: 30_000 })
      const row = page.getByTestId('my-leave-table').locator('tr', { hasText: String(year) }).first()
      await expect(row).toBeVisible()
      const rowText = (await row.textContent()) ?? ''
      const balanceText = (await balance.textContent()) ?? ''

      if (code === 'ja') {
        // 2028年9月5日: year, month and day in Japanese order, never '05 9月 2028'.
        const date = `${year}年${Number(iso.slice(5, 7))}月${Number(dd)}日`
        expect(displayDate(iso, 'ja')).toBe(date)
        await expect(row).toContainText(date)
        expect(rowText).not.toContain(`${dd} 9月`)
        await expect(row).toContainText('0.5')
        await expect(balance).toContainText('14.5')
        // The week's "保存" reads as one word, not "保 存".
        const save = page.getByTestId('timesheet-week').getByRole('button', { name: t['common.save'] })
        await expect(save).toHaveText(t['common.save'])
        expect(await spacedButtons(page)).toEqual([])
      } else if (code === 'de') {
        // DD MMM YYYY with the German month; days pointed like German money: "0,5" and "14,5".
        expect(rowText).toMatch(new RegExp(`${dd} \\S+ ${year}`))
        expect(rowText).toContain(displayDate(iso, 'de'))
        await expect(row).toContainText('0,5')
        expect(rowText).not.toContain('0.5')
        await expect(balance).toContainText('14,5')
        await expect(balance).toContainText('14,0')
        expect(balanceText).not.toMatch(/\d\.\d/)
      } else {
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
        // DD MMM YYYY with the Arabic month name, and Latin digits in dates and numbers alike.
        expect(rowText).toMatch(new RegExp(`${dd} [\\u0600-\\u06FF]+ ${year}`))
        await expect(row).toContainText('0.5')
        await expect(balance).toContainText('14.5')
        expect(`${rowText}${balanceText}`).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/)
      }
      await page.screenshot({ path: shot(`time-off-${code}.png`), fullPage: true })
    })
  }
})
