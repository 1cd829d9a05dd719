import { expect as baseExpect, test, type Page } from './test'
import { apiAs, chooseOption, loginAndLand, openDropdown, shot } from './helpers'

/**
 * Issue 43 §7: reference data's names follow the reader's language. The employee's time-off page
 * in German names the leave types in German (balance cards, the request form's picker) the moment
 * the language is switched; the superadmin edits a leave type's German name in the data cloud,
 * and a German reader gets it.
 */
// The shared box runs several suites at once: a page load can take a minute there.
const expect = baseExpect.configure({ timeout: 120_000 })

async function switchLanguage(page: Page, name: string, code: string) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/set-lang') && r.request().method() === 'POST')
  await page.getByTestId('language-switcher').click()
  await page.getByRole('menuitem', { name }).click()
  expect((await saved).ok()).toBe(true)
  await expect(page.getByTestId('language-switcher')).toHaveText(code)
}

test.describe('reference data names per language (issue 43 §7)', () => {
  test.describe.configure({ timeout: 480_000 })
  // The language follows the account: English again for the tests that sign in as these users next.
  test.afterEach(async ({ request }) => {
    for (const email of ['employee@demo.test', 'superadmin@demo.test']) {
      const user = await apiAs(request, email)
      await request.post('/api/profile/set-lang', { headers: user.headers, data: { lang: 'EN' } })
    }
  })

  test('the time-off page in German names the leave types in German: balance cards and the request picker', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', /\/$/)
    await expect(page.getByTestId('language-switcher')).toBeVisible()
    await page.goto('/my-time-off')
    await expect(page.getByTestId('balance-Annual leave')).toBeVisible()

    // Switching the language reads the names again, without a reload.
    await switchLanguage(page, 'Deutsch', 'DE')
    await expect(page.getByTestId('balance-Jahresurlaub')).toBeVisible()
    await expect(page.getByTestId('balance-Krankheitstage')).toBeVisible()
    await expect(page.getByTestId('leave-balances')).not.toContainText('Annual leave')

    await page.getByTestId('request-leave').click()
    const form = page.locator('.ant-modal-content:visible')
    await expect(form).toBeVisible()
    await page.locator('#leave-request_leave_type_id').click()
    const option = (name: string) => openDropdown(page).locator('.ant-select-item-option').and(page.getByTitle(name, { exact: true }))
    await expect(option('Jahresurlaub')).toBeVisible()
    await expect(option('Krankheitstage')).toBeVisible()
    await expect(option('Annual leave')).toHaveCount(0)
    await page.screenshot({ path: shot('refnames-de.png'), fullPage: true })
    await chooseOption(page, 'Jahresurlaub')
    await expect(form.locator('.ant-select-selection-item', { hasText: 'Jahresurlaub' })).toBeVisible()
  })

  test('the superadmin edits a leave type\'s name per language in the data cloud; a German reader gets it', async ({ page, request }) => {
    const sa = await apiAs(request, 'superadmin@demo.test')
    const name = `Sabbatical ${Date.now()}`
    const created = await request.post('/api/leave-type', { headers: sa.headers, data: { name, day_type: 'working', name_translations: { fr: 'Congé sabbatique' } } })
    expect(created.status()).toBe(201)
    const id = (await created.json()).id

    try {
      await loginAndLand(page, 'superadmin@demo.test', /\/superadmin\/data-cloud$/)
      await expect(page.getByTestId('language-switcher')).toBeVisible()
      // Even read in German, the form edits the stored English name beside its translations.
      await switchLanguage(page, 'Deutsch', 'DE')
      await page.goto(`/superadmin/data-cloud/leave-type/${id}/edit`)
      await expect(page.locator('#name')).toHaveValue(name)
      const languages = page.getByTestId('name_translations')
      await languages.getByRole('button').first().click()
      await expect(page.getByTestId('name_translations-fr')).toHaveValue('Congé sabbatique')
      await page.getByTestId('name_translations-de').fill('Sabbatjahr')
      await page.getByTestId('name_translations-ja').fill('サバティカル休暇')
      await page.screenshot({ path: shot('refnames-data-cloud-edit.png'), fullPage: true })
      await page.getByRole('button', { name: /Speichern/ }).click()
      await expect(page).toHaveURL(new RegExp(`/superadmin/data-cloud/leave-type/${id}$`))
      // The show page, read in German: the German name, and every translation listed by language.
      await expect(page.getByText('Sabbatjahr').first()).toBeVisible()
      await expect(page.getByText('サバティカル休暇')).toBeVisible()

      const stored = await (await request.get(`/api/leave-type/${id}`, { headers: { ...sa.headers, 'X-Stored-Names': '1' } })).json()
      expect(stored.name).toBe(name)
      expect(stored.name_translations).toEqual({ fr: 'Congé sabbatique', de: 'Sabbatjahr', ja: 'サバティカル休暇' })
      const employee = await apiAs(request, 'employee@demo.test')
      await request.post('/api/profile/set-lang', { headers: employee.headers, data: { lang: 'DE' } })
      expect((await (await request.get(`/api/leave-type/${id}`, { headers: employee.headers })).json()).name).toBe('Sabbatjahr')
    } finally {
      await request.delete(`/api/leave-type/${id}`, { headers: sa.headers })
    }
  })
})
