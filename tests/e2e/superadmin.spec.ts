import { expect as baseExpect, test, type Page } from './test'
import { apiAs, chooseOption, loginAndLand, openDropdown } from './helpers'

/** Issue 6: the superadmin portal — platform vendors, pay items, data-cloud countries, holidays, users, rates. */
// The shared box runs several suites at once: a first page load can take well over the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 })
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()
const pick = async (page: Page, selectId: string, option: string) => {
  // The select's box, not its input: a chosen value's label lies over the input.
  await page.locator('.ant-select', { has: page.locator(`#${selectId}`) }).click()
  await chooseOption(page, option)
}

/** A minimal valid one-page PDF (the upload checks the file's magic bytes, not only its name). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj '
  + '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const superadmin = (page: Page) => loginAndLand(page, 'superadmin@demo.test', /\/superadmin\/data-cloud$/)

test.describe('superadmin portal', () => {
  // Each test signs in (some twice) and waits for server-side work; the shared CI box can be slow.
  test.describe.configure({ timeout: 180_000 })
  test('creates a platform vendor and attaches its platform terms PDF', async ({ page }) => {
    await superadmin(page)
    await page.goto('/superadmin/platform-vendor/create')
    await page.locator('#name').fill('Quasar Payroll Services')
    await page.locator('#domain').fill('quasar.test')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/superadmin\/platform-vendor\/\d+$/)
    await expect(page.locator('[data-field=name]')).toHaveText('Quasar Payroll Services')
    await expect(page.getByTestId('platform-terms-name')).toHaveText(/No platform terms uploaded/)
    await page.locator('input[type=file]').setInputFiles({ name: 'zenith-terms.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(toast(page, 'Platform terms saved.')).toBeVisible()
    await expect(page.getByTestId('platform-terms-name')).toHaveText(/zenith-terms\.pdf/)
    await page.getByRole('menuitem', { name: 'Platform vendors' }).click()
    await expect(page).toHaveURL(/\/superadmin\/platform-vendor/)
    await expect(page.locator('.ant-table-row', { hasText: 'Quasar Payroll Services' })).toContainText('quasar.test')
  })

  test('a superadmin-only pay item category: offered to the superadmin, hidden from and refused to hr.admin', async ({ page, request }) => {
    await superadmin(page)
    await page.goto('/superadmin/data-cloud/pay-items/create')
    await page.locator('#name').fill('E2E employee pension')
    await pick(page, 'category', 'Statutory contribution (EE)')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/superadmin\/data-cloud\/pay-items\/\d+$/)
    await expect(page.locator('[data-field=category]')).toHaveText('Statutory contribution (EE)')
    await page.goto('/superadmin/data-cloud/pay-items')
    await expect(page.locator('.ant-table-row', { hasText: 'E2E employee pension' })).toContainText('Statutory contribution (EE)')

    // hr.admin: the form does not offer the category, and the API refuses it with the reason.
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await loginAndLand(page, 'hr.admin@demo.test', /\/$/)
    await page.goto('/admin-setting/company-data-type/pay-items/custom/create')
    await page.locator('#category').click()
    const dropdown = openDropdown(page)
    await expect(dropdown.getByTitle('Allowance', { exact: true })).toBeVisible()
    for (const hidden of ['Statutory contribution (EE)', 'Statutory contribution (ER)', 'Personal tax']) {
      await expect(dropdown.getByTitle(hidden, { exact: true })).toHaveCount(0)
    }
    const hr = await apiAs(request, 'hr.admin@demo.test')
    const refused = await request.post('/api/company-pay-item', { headers: hr.headers, data: { name: 'Sneaky tax', category: 'ee_tax' } })
    expect(refused.status()).toBe(403)
    expect((await refused.json()).message).toBe('Only a superadmin can choose this pay item category.')
  })

  test('selecting a new data-cloud country shows the import in progress, then its holidays; bulk delete needs a selection', async ({ page }) => {
    await superadmin(page)
    await expect(page.getByRole('cell', { name: 'Singapore (SG)' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Select a country' }).click()
    await page.getByRole('combobox', { name: 'Select a country' }).fill('New Zealand')
    await chooseOption(page, 'New Zealand')
    await page.getByRole('button', { name: 'Import holidays' }).click()
    await expect(page.getByTestId('country-status-NZ')).toHaveText('Import in progress')
    await expect(page.getByTestId('country-status-NZ')).toHaveText('Ready', { timeout: 20_000 })
    const row = page.getByRole('row', { name: /New Zealand \(NZ\)/ })
    await expect(row).toContainText('Saturday, Sunday')
    await row.getByRole('link').click()
    await expect(page).toHaveURL(/\/superadmin\/data-cloud\/public-holiday\?country=NZ/)
    await expect(page.getByRole('cell', { name: /Waitangi Day/ }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await expect(toast(page, 'At least one holiday must be selected.')).toBeVisible()
    // Two ticked holidays go at once.
    const rows = page.locator('tr.ant-table-row')
    const before = await rows.count()
    const first = await rows.nth(0).getAttribute('data-row-key')
    await rows.nth(0).locator('.ant-checkbox-wrapper').click()
    await rows.nth(1).locator('.ant-checkbox-wrapper').click()
    await expect(page.getByText('2 selected')).toBeVisible()
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Yes' }).click()
    await expect(toast(page, 'Deleted successfully.')).toBeVisible()
    await expect(page.getByText('0 selected')).toBeVisible()
    expect(before).toBeGreaterThan(2)
    await expect(page.locator(`tr.ant-table-row[data-row-key="${first}"]`)).toHaveCount(0)
  })

  test('manage users: deactivate and reactivate an account', async ({ page, request }) => {
    await superadmin(page)
    await page.goto('/superadmin/manage-user')
    await page.getByLabel('Search by name or e-mail').fill('intern@demo.test')
    const row = page.getByRole('row', { name: /intern@demo\.test/ })
    await expect(row).toBeVisible()
    await expect(page.locator('.ant-table-tbody tr')).toHaveCount(1)
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await row.getByRole('button', { name: 'Deactivate' }).click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Yes' }).click()
    await expect(toast(page, 'The account has been deactivated.')).toBeVisible()
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible()
    const blocked = await request.post('/api/auth/platform-login', { data: { email: 'intern@demo.test', password: 'Demo@12345' } })
    expect(blocked.status()).toBe(401)

    await row.getByRole('button', { name: 'Activate' }).click()
    await expect(toast(page, 'The account has been activated.')).toBeVisible()
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    const back = await request.post('/api/auth/platform-login', { data: { email: 'intern@demo.test', password: 'Demo@12345' } })
    expect(back.status()).toBe(200)

    // The role filter narrows the list to vendor admins.
    await page.getByLabel('Search by name or e-mail').fill('')
    await page.getByRole('combobox', { name: 'Role' }).click()
    await chooseOption(page, 'Vendor admin')
    await expect(page.getByRole('row', { name: /vendor\.admin@demo\.test/ })).toBeVisible()
    await expect(page.getByRole('row', { name: /vendor\.user@demo\.test/ })).toHaveCount(0)
  })

  test('exchange rates CSV import: a bad row is shown, nothing imported; the fixed file imports', async ({ page }) => {
    await superadmin(page)
    await page.goto('/superadmin/data-cloud/exchange-rate')
    const header = 'from_currency,to_currency,rate,reference_rate,date,source'
    const good = ['USD,KRW,1390.25,1390,2032-03-01,e2e', 'USD,INR,83.1,,2032-03-01,e2e']
    const panel = page.locator('.ant-card', { hasText: 'Import CSV' })
    await panel.locator('input[type=file]').setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from([header, good[0], 'USD,INR,eighty,,2032-03-01,e2e'].join('\n')) })
    await panel.getByRole('button', { name: 'Check file' }).click()
    await expect(page.getByTestId('rate-import-result')).toHaveText('1 rows have errors. Nothing was imported.')
    await expect(panel.getByRole('row', { name: /3 Rate/ })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Import', exact: true })).toBeDisabled()

    await panel.locator('input[type=file]').setInputFiles({ name: 'rates-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...good].join('\n')) })
    await panel.getByRole('button', { name: 'Check file' }).click()
    await expect(page.getByTestId('rate-import-result')).toHaveText('2 rows are valid and ready to import.')
    await panel.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(page.getByTestId('rate-import-result')).toHaveText('2 exchange rates imported.')
    await expect(page.getByRole('row', { name: /KRW/ }).first()).toBeVisible()
  })

  test('vendors read the data cloud; customer admins pick their data types and read the rates', async ({ page }) => {
    await loginAndLand(page, 'vendor.admin@demo.test', /:\d+\/(vendor.*)?$/)
    await page.goto('/vendor/data-cloud')
    await expect(page.getByText('Reference data is maintained by the platform.')).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Singapore (SG)' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Import holidays' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Public holidays' }).click()
    await expect(page).toHaveURL(/\/vendor\/data-cloud\/public-holiday(\?|$)/)
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Delete selected' })).toHaveCount(0)

    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await loginAndLand(page, 'hr.admin@demo.test', /\/$/)
    await page.goto('/admin-setting/company-data-type/leave-type')
    const annual = page.getByRole('switch', { name: 'Enabled Annual leave' })
    await expect(annual).toBeChecked()
    await annual.click()
    await expect(toast(page, 'Saved successfully.')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Enabled Annual leave' })).not.toBeChecked()
    await expect(page.locator('.ant-table-row', { hasText: 'Volunteer day' })).toBeVisible()
    await page.getByRole('switch', { name: 'Enabled Annual leave' }).click()
    await expect(page.getByRole('switch', { name: 'Enabled Annual leave' })).toBeChecked()

    await page.goto('/admin-setting/exchange-rate')
    await expect(page.locator('.ant-table-row', { hasText: 'SGD' }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /Create/ })).toHaveCount(0)
  })

  test('pricebook form: the fee type decides which fee fields show; amounts are decimal text', async ({ page, request, context }) => {
    const sa = await apiAs(request, 'superadmin@demo.test')
    const vendors = await (await request.get('/api/vendor?query_string=Acme', { headers: sa.headers })).json()
    await superadmin(page)
    // The superadmin works on a vendor's pricebooks for the vendor picked in the vendor switcher.
    await context.addCookies([{ name: 'vendor_id', value: String(vendors.items[0].id), domain: 'localhost', path: '/' }])
    await page.goto('/vendor/setting/pricebook/create')
    await expect(page.locator('#fix_fee')).toBeVisible()
    await expect(page.locator('#percentage_rate')).toHaveCount(0)
    await expect(page.locator('#vat_rate')).toHaveCount(0)
    await expect(page.locator('#deposit_months')).toHaveCount(0)
    await page.locator('#name').fill('E2E percentage prices')
    await page.locator('#currency').fill('USD')
    await pick(page, 'fee_type', 'Percentage')
    await expect(page.locator('#percentage_rate')).toBeVisible()
    await expect(page.locator('#fix_fee')).toHaveCount(0)
    await page.locator('#percentage_rate').fill('2.5')
    await pick(page, 'deposit_type', 'Months')
    await page.locator('#deposit_months').fill('2')
    await pick(page, 'vat_model', 'Full')
    await page.locator('#vat_rate').fill('7')
    await page.locator('#onboarding_fee').fill('1234.50')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/vendor\/setting\/pricebook\/\d+$/)
    await expect(page.locator('[data-field=percentage_rate]')).toHaveText('2.5')
    await expect(page.locator('[data-field=onboarding_fee]')).toHaveText('1,234.50')
    await expect(page.locator('[data-field=fix_fee]')).toHaveText('—')
  })
})
