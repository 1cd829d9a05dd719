import { expect as baseExpect, test, type Page } from './test'
import { apiAs, chooseOption, loginAndLand, pickCountry } from './helpers'

/**
 * Issue #20 §4 and §5 in a real browser: a bank account identified only by its IBAN lists that IBAN
 * masked and the bank country's currency (filled in by the form); in a multi-file upload a file the
 * server refuses is marked failed with the server's reason while the other is stored and filed.
 */
const expect = baseExpect.configure({ timeout: 30_000 })
const stamp = Date.now().toString(36)
/** A minimal valid one-page PDF (the server checks the content, not only the name). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj '
  + '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
/** Named .pdf, so the browser's allowlist lets it through, but not a PDF: the server refuses it. */
const NOT_A_PDF = Buffer.from('this is plain text wearing a .pdf name\n')
const SERVER_REFUSAL = 'Please upload a valid file.'

const modal = (page: Page) => page.locator('.ant-modal-content:visible')
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()

async function employeeId(request: import('@playwright/test').APIRequestContext) {
  const me = await apiAs(request, 'employee@demo.test')
  return (await (await request.get('/api/profile/me', { headers: me.headers })).json()).person_id as number
}

test.describe('as hr.admin', () => {
  test.beforeEach(async ({ page }) => { await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/) })

  test('a bank account with only an IBAN lists the masked IBAN and the currency of its bank country', async ({ page, request }, testInfo) => {
    const personId = await employeeId(request)
    await page.goto(`/people/staff/${personId}/bank`)
    await page.getByRole('button', { name: 'Add bank account' }).click()
    await pickCountry(page, '#bank_account_bank_country', 'Germany', 'Germany')
    // The currency follows the bank country as soon as it is picked.
    await expect(page.locator('#bank_account_currency')).toHaveValue('EUR')
    await page.locator('#bank_account_account_holder').fill(`Iban Only ${stamp}`)
    await page.locator('#bank_account_iban').fill('DE89 3704 0044 0532 0130 00')
    await page.locator('#bank_account_swift_bic').fill('COBADEFFXXX')
    // Germany's form asks for no account number: only the IBAN identifies the account.
    await expect(page.locator('#bank_account_account_number')).toHaveCount(0)
    await modal(page).getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Created successfully.')).toBeVisible()

    const row = page.getByTestId('section-bank_account').getByRole('row', { name: new RegExp(`Iban Only ${stamp}`) })
    await expect(row).toContainText('IBAN •••• 3000')
    await expect(row).toContainText('EUR')
    await expect(row).not.toContainText('DE89')
    await page.screenshot({ path: testInfo.outputPath('bank-iban-only.png'), fullPage: true })

    // Choosing another country moves a currency the form chose, never one the user typed.
    await page.getByRole('button', { name: 'Add bank account' }).click()
    await pickCountry(page, '#bank_account_bank_country', 'France', 'France')
    await expect(page.locator('#bank_account_currency')).toHaveValue('EUR')
    await pickCountry(page, '#bank_account_bank_country', 'Mexico', 'Mexico')
    await expect(page.locator('#bank_account_currency')).toHaveValue('MXN')
    await page.locator('#bank_account_currency').fill('USD')
    await pickCountry(page, '#bank_account_bank_country', 'Singapore', 'Singapore')
    await expect(page.locator('#bank_account_currency')).toHaveValue('USD')
  })

  test('person files: one good and one refused file, the refused one named with its reason, the good one filed', async ({ page, request }, testInfo) => {
    const personId = await employeeId(request)
    await page.goto(`/people/staff/${personId}/docs`)
    await page.getByRole('button', { name: 'Upload files' }).click()
    await page.locator('#doc_upload_doc_type').click()
    await chooseOption(page, 'Work')
    await modal(page).locator('input[type=file]').setInputFiles([
      { name: `good-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF },
      { name: `fake-${stamp}.pdf`, mimeType: 'application/pdf', buffer: NOT_A_PDF },
    ])
    await modal(page).getByRole('button', { name: 'Upload files' }).click()
    await expect(toast(page, '1 file uploaded.')).toBeVisible()
    await expect(page.getByTestId('section-doc').getByRole('row', { name: new RegExp(`good-${stamp}\\.pdf`) })).toBeVisible()
    await expect(page.getByTestId('section-doc').getByRole('row', { name: new RegExp(`fake-${stamp}`) })).toHaveCount(0)

    // The modal stays with the refused file: marked failed, no spinner left, its own reason shown.
    await expect(page.getByTestId('doc-upload-failed')).toHaveText(`fake-${stamp}.pdf: ${SERVER_REFUSAL}`)
    const items = modal(page).locator('.ant-upload-list-item')
    await expect(items).toHaveCount(1)
    await expect(items.first()).toHaveClass(/ant-upload-list-item-error/)
    await expect(items.first()).toContainText(`fake-${stamp}.pdf`)
    await expect(modal(page).locator('.anticon-loading')).toHaveCount(0)
    await expect(modal(page).getByRole('button', { name: 'Upload files' })).toBeEnabled()
    await page.screenshot({ path: testInfo.outputPath('docs-one-refused.png'), fullPage: true })
  })

  test('a files field: the good file is attached, the refused one is listed as failed with the reason', async ({ page }, testInfo) => {
    await page.goto('/admin-setting/business-entity')
    await page.getByTestId('business_entity-add').click()
    await modal(page).getByTestId('business_entity-documents').locator('input[type=file]').setInputFiles([
      { name: `fake-${stamp}.pdf`, mimeType: 'application/pdf', buffer: NOT_A_PDF },
      { name: `registration-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF },
    ])
    // The refused file came first; the good one after it still went through.
    await expect(modal(page).getByTestId('business_entity-documents-list')).toContainText(`registration-${stamp}.pdf`)
    await expect(modal(page).getByTestId('business_entity-documents-list')).not.toContainText(`fake-${stamp}.pdf`)
    await expect(modal(page).getByTestId('business_entity-documents-failed')).toHaveText(`fake-${stamp}.pdf: ${SERVER_REFUSAL}`)
    await expect(toast(page, `fake-${stamp}.pdf: ${SERVER_REFUSAL}`)).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('files-input-one-refused.png'), fullPage: true })
  })
})
