import { expect, test, type Page } from './test'
import { apiAs, chooseOption, loginAndLand, pickCountry, openDropdown } from './helpers'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')
const stamp = Date.now().toString(36)
const modal = (page: Page) => page.locator('.ant-modal-content:visible')
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()
const panelRow = (page: Page, panel: string, text: string) => page.getByTestId(`${panel}-panel`).locator('tr', { hasText: text })

test.describe('customer admin settings as hr.admin', () => {
  test.beforeEach(async ({ page }) => {
    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
  })

  test('company info, then a business entity with its registration document', async ({ page }) => {
    await page.goto('/admin-setting/company-info')
    await expect(page.getByTestId('company-info').getByTestId('company-name')).toHaveText('Globex Asia')
    await expect(page.getByText('These settings are managed by your service provider.')).toBeVisible()

    await page.getByTestId('admin-tab-business-entity').click()
    await expect(page).toHaveURL(/\/admin-setting\/business-entity$/)
    // The company's own entities only (the vendor's are offered as sellers in agreements).
    await expect(panelRow(page, 'business_entity', 'Globex Pte. Ltd.')).toBeVisible()
    await expect(panelRow(page, 'business_entity', 'Acme Pte. Ltd.')).toHaveCount(0)

    await page.getByTestId('business_entity-add').click()
    await modal(page).locator('#name').fill(`Globex Labs ${stamp} Pte. Ltd.`)
    await modal(page).locator('#display_name').fill(`Globex Labs ${stamp}`)
    await modal(page).locator('#tax_id').fill('202412345Z')
    await pickCountry(page, modal(page).locator('#country'), 'sg', 'Singapore')
    await modal(page).getByTestId('business_entity-documents').locator('input[type=file]').setInputFiles({ name: 'labs-registration.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(modal(page).getByText('labs-registration.pdf')).toBeVisible()
    await page.getByTestId('business_entity-save').click()
    await expect(toast(page, 'Saved.')).toBeVisible()
    const row = panelRow(page, 'business_entity', `Globex Labs ${stamp} Pte. Ltd.`)
    await expect(row).toBeVisible()
    await expect(row.getByRole('button', { name: 'labs-registration.pdf' })).toBeVisible()
    await expect(row).toContainText('SG')
  })

  test('upload a company document', async ({ page }) => {
    await page.goto('/admin-setting/company-docs')
    await page.getByTestId('company_doc-add').click()
    await modal(page).getByTestId('company_doc-file').locator('input[type=file]').setInputFiles({ name: `policy-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF })
    await expect(modal(page).locator('#file_name')).toHaveValue(`policy-${stamp}.pdf`)
    await expect(modal(page).locator('#file_type')).toHaveValue('pdf')
    await modal(page).locator('#description').fill('Travel policy')
    await page.getByTestId('company_doc-save').click()
    await expect(toast(page, 'Saved.')).toBeVisible()
    const row = panelRow(page, 'company_doc', `policy-${stamp}.pdf`)
    await expect(row).toContainText('Travel policy')
    // Opening it asks the API for a signed URL of this very file, and the new tab requests it (a browser
    // without a PDF viewer downloads it, so the tab's own URL is not the thing to read).
    const fileRequest = page.context().waitForEvent('request', (r) => r.url().includes('signature'))
    await row.getByRole('button', { name: `policy-${stamp}.pdf` }).click()
    expect((await fileRequest).url()).toContain('signature')
  })

  test('create an agreement, sign it, and it cannot go back to proposed', async ({ page, request }) => {
    await page.goto('/admin-setting/agreement')
    await page.getByTestId('agreement-add').click()
    await modal(page).locator('#contract_id').fill(`SOW-${stamp}`)
    await modal(page).getByTestId('agreement-buying').click()
    await chooseOption(page, 'Globex')
    // The seller is required: the catalogue's message shows under the field.
    await page.getByTestId('agreement-save').click()
    await expect(modal(page).getByText('Choose the selling entity or the selling vendor.')).toBeVisible()
    await modal(page).getByTestId('agreement-selling').click()
    await chooseOption(page, 'Acme')
    // Several documents at once (the spec's "documents"): both are listed before and after saving.
    await modal(page).getByTestId('agreement-documents').locator('input[type=file]').setInputFiles([
      { name: `sow-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF },
      { name: `annex-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF },
    ])
    const listed = modal(page).getByTestId('agreement-documents-list')
    await expect(listed.getByText(`sow-${stamp}.pdf`)).toBeVisible()
    await expect(listed.getByText(`annex-${stamp}.pdf`)).toBeVisible()
    await page.getByTestId('agreement-save').click()
    await expect(toast(page, 'Saved.')).toBeVisible()

    const row = panelRow(page, 'agreement', `SOW-${stamp}`)
    await expect(row.getByRole('button', { name: `sow-${stamp}.pdf` })).toBeVisible()
    await expect(row.getByRole('button', { name: `annex-${stamp}.pdf` })).toBeVisible()
    await expect(row.getByText('Proposed')).toBeVisible()
    await expect(row).toContainText('Globex')
    await expect(row).toContainText('Acme')
    await row.getByRole('button', { name: 'Sign' }).click()
    await expect(page.getByText(`Sign agreement SOW-${stamp}? Signing cannot be undone.`)).toBeVisible()
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'OK' }).click()
    await expect(toast(page, 'The agreement has been signed.')).toBeVisible()
    await expect(row.getByText('Signed', { exact: true })).toBeVisible()
    // The screen offers only the next step, and the API refuses the way back.
    await expect(row.getByRole('button', { name: 'Sign' })).toHaveCount(0)
    await expect(row.getByRole('button', { name: 'Mark expired' })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0)
    const hr = await apiAs(request, 'hr.admin@demo.test')
    const list = await (await request.get('/api/agreement', { headers: hr.headers, params: { query_string: `SOW-${stamp}` } })).json()
    const back = await request.post(`/api/agreement/${list.items[0].id}/status`, { headers: hr.headers, data: { status: 'proposed' } })
    expect(back.status()).toBe(422)
    expect((await back.json()).message).toBe('A signed agreement cannot go back to proposed: signing cannot be undone.')
    await page.reload()
    await expect(panelRow(page, 'agreement', `SOW-${stamp}`).getByText('Signed', { exact: true })).toBeVisible()
  })

  test('the selling vendor is picked by name among the vendors serving the customer; another document is added later', async ({ page, request }) => {
    await page.goto('/admin-setting/agreement')
    await page.getByTestId('agreement-add').click()
    await modal(page).locator('#contract_id').fill(`PICK-${stamp}`)
    await modal(page).getByTestId('agreement-buying').click()
    await chooseOption(page, 'Globex')
    await modal(page).getByTestId('agreement-selling_vendor_id').click()
    const sellers = openDropdown(page).locator('.ant-select-item-option')
    // Globex's vendor and the partner it shares customers with; not Borealis, which serves others.
    await expect(sellers.filter({ hasText: 'Acme Payroll Services' })).toHaveCount(1)
    await expect(sellers.filter({ hasText: 'Northwind Payroll Partners' })).toHaveCount(1)
    await expect(sellers.filter({ hasText: 'Borealis HR Partners' })).toHaveCount(0)
    await sellers.filter({ hasText: 'Northwind Payroll Partners' }).click()
    await modal(page).getByTestId('agreement-documents').locator('input[type=file]').setInputFiles({ name: `pick-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF })
    await expect(modal(page).getByTestId('agreement-documents-list').getByText(`pick-${stamp}.pdf`)).toBeVisible()
    await page.getByTestId('agreement-save').click()
    await expect(toast(page, 'Saved.')).toBeVisible()
    const row = panelRow(page, 'agreement', `PICK-${stamp}`)
    await expect(row).toContainText('Northwind Payroll Partners')

    // Editing keeps the stored documents and adds another one.
    await row.getByRole('button', { name: 'Edit' }).click()
    await expect(modal(page).getByTestId('agreement-selling_vendor_id')).toContainText('Northwind Payroll Partners')
    await modal(page).getByTestId('agreement-documents').locator('input[type=file]').setInputFiles({ name: `pick-annex-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF })
    // One remove button per file (each row's action list is itself a list item, so rows are counted by it).
    await expect(modal(page).getByTestId('agreement-documents-list').getByRole('button', { name: /^Remove / })).toHaveCount(2)
    await page.getByTestId('agreement-save').click()
    await expect(row.getByRole('button', { name: `pick-annex-${stamp}.pdf` })).toBeVisible()
    await expect(row.getByRole('button', { name: `pick-${stamp}.pdf` })).toBeVisible()

    // The row is this test's own: a proposed agreement can be withdrawn, so the demo stays as seeded.
    const hr = await apiAs(request, 'hr.admin@demo.test')
    const list = await (await request.get('/api/agreement', { headers: hr.headers, params: { query_string: `PICK-${stamp}` } })).json()
    expect(list.items[0].documents.map((d: { file_name: string }) => d.file_name)).toEqual([`pick-${stamp}.pdf`, `pick-annex-${stamp}.pdf`])
    expect((await request.delete(`/api/agreement/${list.items[0].id}`, { headers: hr.headers })).status()).toBe(200)
  })

  test('the customer pricebook and the vendor services are read-only', async ({ page }) => {
    await page.goto('/admin-setting/customer-pricebook')
    const pricebook = page.getByTestId('customer_pricebook-panel')
    await expect(pricebook.locator('tr', { hasText: 'Globex Asia payroll' })).toContainText('SGD')
    await expect(pricebook.locator('tr', { hasText: 'Globex Asia payroll' })).toContainText('900.00')
    await expect(pricebook.getByText('Acme standard EOR')).toHaveCount(0)
    await expect(pricebook.getByRole('button', { name: /Add|Edit|Delete/ })).toHaveCount(0)

    await page.getByTestId('admin-tab-vendor-service').click()
    const services = page.getByTestId('vendor_service-panel')
    await expect(services.locator('tr', { hasText: 'Employer of record' })).toBeVisible()
    await expect(services.getByRole('button', { name: /Add|Edit|Delete/ })).toHaveCount(0)
  })
})

test('an employee has no admin settings', async ({ page, request }) => {
  await loginAndLand(page, 'employee@demo.test', /:\d+\/$/)
  await page.goto('/admin-setting/company-info')
  await expect(page.getByTestId('company-info')).toHaveCount(0)
  await expect(page.getByText(/permission|not allowed|forbidden/i).first()).toBeVisible()
  await page.goto('/admin-setting/agreement')
  await expect(page.getByTestId('agreement-panel')).toHaveCount(0)
  const employee = await apiAs(request, 'employee@demo.test')
  expect((await request.get('/api/business-entity', { headers: employee.headers })).status()).toBe(403)
  expect((await request.get('/api/agreement', { headers: employee.headers })).status()).toBe(403)
})
