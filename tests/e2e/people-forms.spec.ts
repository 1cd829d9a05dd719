import { expect, test, type Page } from './test'
import { chooseOption, fieldError, loginAndLand, openDropdown, pickCountry, shot } from './helpers'

/**
 * Issue 5 follow-ups: country fields of generic forms and filters are a country picker; the
 * company-specific (CDT, customer admin) and country-specific (EDT, superadmin) data item screens
 * with their dictionary per language. Every row a test adds it deletes again.
 */
const stamp = Date.now().toString(36)
const modal = (page: Page) => page.locator('.ant-modal-content:visible')
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()
const SUPERADMIN_HOME = /\/superadmin\/data-cloud$/

/** Fills one dictionary row of the open item dialog (key, language searched by name, value). */
async function dictionaryRow(page: Page, index: number, key: 'Label' | 'Notes', language: string, value: string) {
  const row = page.getByTestId(`dictionary-row-${index}`)
  // The chosen label sits over a select's input: clicks go to the select box.
  const box = (name: string) => row.locator('.ant-select', { has: page.getByRole('combobox', { name }) })
  await box('Key').click()
  await chooseOption(page, key)
  await box('Language').click()
  await row.getByRole('combobox', { name: 'Language' }).pressSequentially(language)
  // Options read "English (en)": the language's name, then its code.
  // Several languages can start with a name ("Chinese (zh)", "Chinese (Taiwan) (zh-tw)"): the first is the plain one.
  await openDropdown(page).getByTitle(new RegExp(`^${language} \\(`)).first().click()
  await row.getByRole('textbox', { name: 'Value' }).fill(value)
}

test.describe('country picker in generic forms and filters', () => {
  test('the generic list filter picks a country by code; the rows follow', async ({ page }) => {
    await loginAndLand(page, 'superadmin@demo.test', SUPERADMIN_HOME)
    await page.goto('/superadmin/data-cloud/pay-items')
    await expect(page.getByRole('row', { name: /Basic salary/ })).toBeVisible({ timeout: 30_000 })
    await pickCountry(page, 'Country', 'sg', 'Singapore')
    await expect(page.getByRole('row', { name: /Transport allowance/ })).toBeVisible()
    await expect(page.getByRole('row', { name: /Basic salary/ })).toHaveCount(0)
  })
})

test.describe('data item definitions (EDT/CDT)', () => {
  test('a customer admin defines a company-specific item with its dictionary; a duplicate language is refused', async ({ page }) => {
    test.setTimeout(120_000)
    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
    await page.goto('/admin-setting/company-data-type')
    const panel = page.getByTestId('data-items-cdt-panel')
    await expect(panel.getByRole('row', { name: /Cost centre code/ })).toBeVisible({ timeout: 30_000 })
    // Company-specific items only: the country-specific ones live with the data cloud.
    await expect(panel.getByRole('row', { name: /Tax number/ })).toHaveCount(0)

    const name = `Badge number ${stamp}`
    await page.getByTestId('data-items-cdt-add').click()
    await modal(page).locator('#data-items-cdt_name').fill(name)
    await modal(page).locator('#data-items-cdt_display_order').fill('9')
    await dictionaryRow(page, 0, 'Label', 'English', 'Badge number')
    await page.getByTestId('dictionary-add').click()
    await dictionaryRow(page, 1, 'Label', 'Chinese', '工牌号码')
    await page.getByTestId('dictionary-add').click()
    await dictionaryRow(page, 2, 'Label', 'English', 'Badge no.')
    await page.getByTestId('data-items-cdt-save').click()
    await expect(fieldError(page, 'data-items-cdt_entries_2_lang')).toHaveText('Please remove duplicate language.')
    await page.screenshot({ path: shot('data-items-duplicate-language.png') })
    // The same key in another language, or another key in the same language, is fine.
    await page.getByTestId('dictionary-row-2').getByRole('button', { name: 'Delete' }).click()
    await page.getByTestId('dictionary-add').click()
    await dictionaryRow(page, 2, 'Notes', 'English', 'As printed on the staff badge.')
    await page.getByTestId('data-items-cdt-save').click()
    await expect(toast(page, 'Saved successfully.')).toBeVisible()

    const row = panel.getByRole('row', { name: new RegExp(name) })
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: /Expand row/ }).click()
    const dictionary = panel.getByTestId(/^dictionary-\d+$/)
    await expect(dictionary).toContainText('工牌号码')
    await expect(dictionary).toContainText('As printed on the staff badge.')

    // Editing: the stored entries come back; a second English label is refused by the same rule.
    await row.getByRole('button', { name: `Edit ${name}` }).click()
    await expect(modal(page).getByTestId('dictionary-row-2')).toBeVisible()
    await page.getByTestId('dictionary-add').click()
    await dictionaryRow(page, 3, 'Label', 'English', 'Badge #')
    await page.getByTestId('data-items-cdt-save').click()
    await expect(fieldError(page, 'data-items-cdt_entries_3_lang')).toHaveText('Please remove duplicate language.')
    await page.getByTestId('dictionary-row-3').getByRole('button', { name: 'Delete' }).click()
    await modal(page).getByTestId('dictionary-row-1').getByRole('textbox', { name: 'Value' }).fill('员工卡号')
    await page.getByTestId('data-items-cdt-save').click()
    await expect(toast(page, 'Saved successfully.')).toBeVisible()
    await expect(dictionary).toContainText('员工卡号')

    await row.getByRole('button', { name: `Delete ${name}` }).click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: /OK|Yes/ }).click()
    await expect(toast(page, 'Deleted successfully.')).toBeVisible()
    await expect(row).toHaveCount(0)
  })

  test('a superadmin defines a country-specific item under the data cloud, its country picked by name', async ({ page }) => {
    test.setTimeout(120_000)
    await loginAndLand(page, 'superadmin@demo.test', SUPERADMIN_HOME)
    const panel = page.getByTestId('data-items-edt-panel')
    await expect(panel).toBeVisible({ timeout: 30_000 })
    // Items belong to a customer: the superadmin picks whose (the shell's selected-customer cookie).
    await panel.getByTestId('data-items-company').click()
    await chooseOption(page, 'Initech Europe')
    await expect(panel.getByRole('row', { name: /Tax number DE/ })).toBeVisible()
    await expect(panel.getByRole('row', { name: /Tax number SG/ })).toHaveCount(0)
    const name = `Social security number ${stamp}`
    await page.getByTestId('data-items-edt-add').click()
    await modal(page).locator('#data-items-edt_name').fill(name)
    // The country is required for country-specific items (the catalogue's rule, before a round trip).
    await dictionaryRow(page, 0, 'Label', 'English', 'Social security number')
    await page.getByTestId('data-items-edt-save').click()
    await expect(fieldError(page, 'data-items-edt_iso_code')).toHaveText('Country-specific data needs a country.')
    await pickCountry(page, '#data-items-edt_iso_code', 'Malay', 'Malaysia')
    await page.getByTestId('data-items-edt-save').click()
    await expect(toast(page, 'Saved successfully.')).toBeVisible()
    const row = panel.getByRole('row', { name: new RegExp(name) })
    await expect(row).toContainText('MY')
    await page.screenshot({ path: shot('data-items-edt.png'), fullPage: true })
    await row.getByRole('button', { name: `Delete ${name}` }).click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: /OK|Yes/ }).click()
    await expect(row).toHaveCount(0)
  })
})
