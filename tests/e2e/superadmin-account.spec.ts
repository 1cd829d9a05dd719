import { expect as baseExpect, test, type Page } from './test'
import { apiAs, chooseOption, lastMailTo, loginAndLand, pickCountry, pickDate, waitForMail } from './helpers'

/** Issue 6: the vendor's read-only data cloud, own-account settings, removing a data-cloud country. */
// The shared box runs several suites at once: a first page load can take well over the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 })
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()

test.describe('superadmin and vendor portal completions', () => {
  test.describe.configure({ timeout: 180_000 })
  // A language chosen in account settings follows the account at sign-in: English again for the next test.
  test.afterEach(async ({ request }) => {
    const vendorUser = await apiAs(request, 'vendor.user@demo.test')
    await request.post('/api/profile/set-lang', { headers: vendorUser.headers, data: { lang: 'EN' } })
  })

  test('a vendor reads the data cloud lists in the vendor portal: no row links, no create/edit/delete', async ({ page }) => {
    await loginAndLand(page, 'vendor.admin@demo.test', /:\d+\/(vendor.*)?$/)
    for (const [child, row] of [['leave-type', 'Annual leave'], ['pay-items', /./], ['public-holiday', /./]] as const) {
      await page.goto(`/vendor/data-cloud/${child}`)
      await expect(page.locator('tr.ant-table-row', { hasText: row }).first()).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/vendor/data-cloud/${child}(\\?|$)`))
      await expect(page.locator('tr.ant-table-row a')).toHaveCount(0)
      await expect(page.locator('tr.ant-table-row button')).toHaveCount(0)
      await expect(page.locator('tr.ant-table-row input[type=checkbox]')).toHaveCount(0)
      await expect(page.getByRole('button', { name: /Create/ })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Delete selected' })).toHaveCount(0)
    }
    // The section links stay inside the vendor portal.
    await page.getByRole('link', { name: 'Leave types' }).click()
    await expect(page).toHaveURL(/\/vendor\/data-cloud\/leave-type(\?|$)/)
    await expect(page.locator('tr.ant-table-row', { hasText: 'Annual leave' }).first()).toBeVisible()
    await expect(page.locator('a[href^="/superadmin"]')).toHaveCount(0)
  })

  test('account settings: rename oneself (name required), switch language, e-mail a password link', async ({ page, request }) => {
    const email = 'vendor.user@demo.test'
    const original = (await apiAs(request, email)).user.name as string
    await loginAndLand(page, email, /:\d+\/(vendor.*)?$/)
    await page.goto('/vendor/account/setting')
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible()
    const name = page.getByRole('textbox', { name: 'Name' })
    await expect(name).toHaveValue(original)
    await expect(page.getByText(email)).toBeVisible()

    await name.fill('   ')
    await page.getByRole('button', { name: 'Save name' }).click()
    await expect(page.getByText('Please enter your name.')).toBeVisible()
    await name.fill('Valerie Renamed')
    await page.getByRole('button', { name: 'Save name' }).click()
    await expect(toast(page, 'Staff info has been updated.')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Valerie Renamed')

    // Every interface language is offered by its own name; the page turns Thai at once.
    const language = page.getByTestId('account-language')
    await language.click()
    await chooseOption(page, 'ไทย')
    await expect(toast(page, /./)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'th')
    await expect(page.getByRole('heading', { name: 'Account settings' })).toHaveCount(0)
    await expect.poll(async () => (await (await request.get('/api/profile/me', { headers: (await apiAs(request, email)).headers })).json()).lang?.toLowerCase()).toBe('th')
    // 23 languages: the list scrolls, and typing a name narrows it.
    await language.click()
    await page.keyboard.type('Engl')
    await chooseOption(page, 'English')
    await expect.poll(async () => (await (await request.get('/api/profile/me', { headers: (await apiAs(request, email)).headers })).json()).lang?.toLowerCase()).toBe('en')
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible()

    const before = lastMailTo(email)
    await page.getByRole('button', { name: 'E-mail me a password change link' }).click()
    await expect(toast(page, 'If this e-mail is registered, we sent a link to reset the password.')).toBeVisible()
    const mail = await waitForMail(email, before ? JSON.stringify(before) : null)
    expect(mail.links.some((l) => /\/reset\/[^/]+$/.test(l))).toBe(true)

    // The same screen serves the default layout's /account/setting.
    await page.goto('/account/setting')
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Valerie Renamed')
    await page.getByRole('textbox', { name: 'Name' }).fill(original)
    await page.getByRole('button', { name: 'Save name' }).click()
    await expect(toast(page, 'Staff info has been updated.')).toBeVisible()
  })

  test('the superadmin removes a data-cloud country after confirming; its holidays go with it', async ({ page, request }) => {
    const sa = await apiAs(request, 'superadmin@demo.test')
    // A country of its own, so other tests keep their holidays.
    const added = await request.post('/api/data-cloud/countries', { headers: sa.headers, data: { country: 'IE' } })
    expect([202, 409]).toContain(added.status())
    await expect.poll(async () => {
      const list = await (await request.get('/api/data-cloud/countries', { headers: sa.headers })).json()
      return list.items.find((c: { country: string }) => c.country === 'IE')?.status
    }, { timeout: 30_000 }).toBe('ready')

    await loginAndLand(page, 'superadmin@demo.test', /\/superadmin\/data-cloud$/)
    const row = page.locator('tr.ant-table-row', { hasText: 'Ireland (IE)' })
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: 'Remove IE' }).click()
    await expect(page.locator('.ant-popconfirm')).toContainText('Remove Ireland from the data cloud?')
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Yes' }).click()
    await expect(toast(page, 'The country and its public holidays have been removed from the data cloud.')).toBeVisible()
    await expect(row).toHaveCount(0)
    const holidays = await (await request.get('/api/public-holiday?filter[country]=IE', { headers: sa.headers })).json()
    expect(holidays.itemsTotal).toBe(0)
  })

  test('a regional holiday: the region is picked among the chosen country\'s states, and the list filters by it', async ({ page, request }) => {
    const sa = await apiAs(request, 'superadmin@demo.test')
    const name = `Selangor Day ${Date.now().toString(36)}`
    await loginAndLand(page, 'superadmin@demo.test', /\/superadmin\/data-cloud$/)
    await page.goto('/superadmin/data-cloud/public-holiday/create')
    // No country yet: nothing to pick from.
    await expect(page.getByRole('combobox', { name: 'State or region', exact: true })).toBeDisabled()
    await pickCountry(page, '#country', 'my', 'Malaysia')
    await pickCountry(page, 'State or region', 'Selan', 'Selangor (10)')
    await page.locator('#name').fill(name)
    await pickDate(page, 'date', '03 Mar 2027')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, /Created successfully|Saved/)).toBeVisible()
    const found = await (await request.get('/api/public-holiday', { headers: sa.headers, params: { query_string: name } })).json()
    expect(found.items).toHaveLength(1)
    expect(found.items[0]).toMatchObject({ country: 'MY', region: '10', date: '2027-03-03' })

    // The list's region filter offers the filtered country's states.
    await page.goto('/superadmin/data-cloud/public-holiday?country=MY')
    await pickCountry(page, 'State or region', 'Selan', 'Selangor (10)')
    await expect(page.locator('tr.ant-table-row', { hasText: name })).toBeVisible()
    const selangor = await (await request.get('/api/public-holiday', { headers: sa.headers, params: { 'filter[country]': 'MY', 'filter[region]': '10' } })).json()
    await expect(page.locator('tr.ant-table-row')).toHaveCount(Math.min(selangor.itemsTotal, 50))
    expect((await request.delete(`/api/public-holiday/${found.items[0].id}`, { headers: sa.headers })).status()).toBe(200)
  })
})
