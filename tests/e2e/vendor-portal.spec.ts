import { expect, test, type Page } from './test'
import { PDFDocument } from 'pdf-lib'
import { apiAs, loginAndLand, waitForMail, openDropdown, shot } from './helpers'

/**
 * Issue 6, vendor portal: customers (privacy PDF, retyped-name delete), users (invitation e-mail,
 * customer assignment), partners (drawer, pricebook tab); vendor users see no Users/Settings.
 */
const HOME = /:\d+\/$/

async function pdfFile(text: string) {
  const doc = await PDFDocument.create()
  doc.addPage().drawText(text)
  return { name: 'privacy.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) }
}

/** The hidden file input of the upload control whose trigger carries this test id. */
const fileInput = (page: Page, testId: string) =>
  page.locator('.ant-upload', { has: page.getByTestId(testId) }).locator('input[type=file]')

async function pickOption(page: Page, selectTestId: string, option: string) {
  await page.getByTestId(selectTestId).click()
  await openDropdown(page).locator('.ant-select-item-option', { hasText: option }).first().click()
  await page.keyboard.press('Escape')
}

test.describe('vendor portal as vendor admin', () => {
  test('customer with a privacy PDF, invited user with a customer, partner with a pricebook, retyped-name delete', async ({ page, request }) => {
    // Four flows in one story (each builds on the last); a slow shared machine needs the room.
    test.setTimeout(240_000)
    const stamp = Date.now()
    const customerName = `Wayne Enterprises ${stamp}`
    await loginAndLand(page, 'vendor.admin@demo.test', HOME)

    // 1. create a customer with its privacy PDF
    await page.goto('/vendor/customer/create')
    await page.getByLabel('Name', { exact: true }).fill(customerName)
    await page.getByLabel('Sender e-mail').fill('hr@wayne.test')
    await fileInput(page, 'customer-privacy-upload').setInputFiles(await pdfFile('Wayne privacy policy'))
    await expect(page.getByTestId('customer-privacy-name')).toHaveText('privacy.pdf')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/vendor\/customer\/\d+\/edit$/)
    const customerId = Number(/customer\/(\d+)\/edit/.exec(page.url())![1])
    await expect(page.getByTestId('customer-privacy-name')).toHaveText('privacy.pdf')
    const admin = await apiAs(request, 'vendor.admin@demo.test')
    const stored = await (await request.get(`/api/customer/${customerId}`, { headers: admin.headers })).json()
    expect(stored.privacy_doc.file_type).toBe('pdf')
    expect(stored.privacy_doc.file_url).toMatch(/^doc\/.+\.pdf$/)

    // 2. invite a vendor user; the invitation e-mail carries a /join link; then assign a customer
    const email = `invitee.${stamp}@acme.test`
    await page.goto('/vendor/user')
    await page.getByTestId('invite-user').click()
    await page.getByTestId('invite-name').fill('Ian Invitee')
    await page.getByTestId('invite-email').fill(email)
    await page.getByTestId('invite-send').click()
    const mail = await waitForMail(email)
    expect(mail.links.some((l) => /\/join\/[A-Za-z0-9_-]+$/.test(l))).toBe(true)
    expect(mail.text).toContain('Acme Payroll Services')
    await page.getByRole('link', { name: 'Ian Invitee' }).click()
    await expect(page).toHaveURL(/\/vendor\/user\/\d+$/)
    await pickOption(page, 'user-customers', customerName)
    await page.getByTestId('user-save').click()
    await expect(page.getByText('Saved').first()).toBeVisible()
    const users = await (await request.get('/api/vendor-portal/user', { headers: admin.headers, params: { query_string: email } })).json()
    expect(users.items[0].customers.map((c: { name: string }) => c.name)).toEqual([customerName])

    // 3. add a partner through the offcanvas form, then its pricebook
    const partnerName = `Kestrel Payroll ${stamp}`
    await page.goto('/vendor/partner')
    await page.getByTestId('add-partner').click()
    await page.locator('#vendor_form_name').fill(partnerName)
    await page.getByTestId('vendor-form-save').click()
    await page.getByRole('link', { name: partnerName }).click()
    await expect(page.getByTestId('partner-title')).toHaveText(partnerName)
    await page.getByRole('tab', { name: 'Pricebook' }).click()
    await expect(page).toHaveURL(/\/vendor\/partner\/\d+\/pricebook$/)
    await page.getByTestId('add-partner-pricebook').click()
    await page.getByTestId('pricebook-name').fill('Kestrel list prices')
    await page.getByTestId('pricebook-fix-fee').fill('120.50')
    await page.getByTestId('pricebook-save').click()
    await expect(page.getByRole('cell', { name: 'Kestrel list prices' })).toBeVisible()
    await expect(page.getByRole('cell', { name: '120.50' })).toBeVisible()
    const partnerId = Number(/partner\/(\d+)\//.exec(page.url())![1])
    // the organisation panels on the partner's tabs act for the partner: the entity is the partner's own
    await page.getByRole('tab', { name: 'Business entity' }).click()
    await page.getByTestId('business_entity-add').click()
    await page.locator('.ant-modal-content:visible').locator('#name').fill('Kestrel Payroll GmbH')
    await page.getByTestId('business_entity-save').click()
    await expect(page.getByTestId('business_entity-panel').locator('tr', { hasText: 'Kestrel Payroll GmbH' })).toBeVisible()
    const entities = await (await request.get('/api/business-entity', { headers: { ...admin.headers, 'X-Vendor-Id': String(partnerId) } })).json()
    expect(entities.items.map((e: { name: string; vendor_id: number }) => [e.name, e.vendor_id])).toContainEqual(['Kestrel Payroll GmbH', partnerId])

    // 4. delete the customer: a mistyped name is refused with the catalogue's message
    await page.goto('/vendor')
    await page.getByTestId(`delete-customer-${customerId}`).click()
    await page.getByTestId('delete-name').fill('Wayne')
    await page.getByTestId('confirm-delete').click()
    await expect(page.getByText('Customer name not matched.')).toBeVisible()
    await page.getByTestId('delete-name').fill(customerName)
    await page.getByTestId('confirm-delete').click()
    await expect(page.getByTestId(`delete-customer-${customerId}`)).toHaveCount(0)
    expect((await request.get(`/api/customer/${customerId}`, { headers: admin.headers })).status()).toBe(404)
  })
})

test.describe('vendor portal as vendor user', () => {
  test('no Users or Settings tab; their APIs answer 403', async ({ page, request }) => {
    await loginAndLand(page, 'vendor.user@demo.test', HOME)
    await page.goto('/vendor/partner')
    const tabs = page.getByTestId('portal-tabs')
    await expect(tabs.getByRole('menuitem', { name: 'Partners', exact: true })).toBeVisible()
    await expect(tabs.getByRole('menuitem', { name: 'Users', exact: true })).toHaveCount(0)
    await expect(tabs.getByRole('menuitem', { name: 'Settings', exact: true })).toHaveCount(0)
    await expect(page.getByTestId('add-partner')).toHaveCount(0)
    const user = await apiAs(request, 'vendor.user@demo.test')
    for (const path of ['/api/vendor-portal/user', '/api/vendor-portal/setting']) {
      expect((await request.get(path, { headers: user.headers })).status()).toBe(403)
    }
    expect((await request.post('/api/vendor-portal/user', { headers: user.headers, data: { name: 'X', email: 'x@acme.test' } })).status()).toBe(403)
    expect((await request.post('/api/vendor-portal/setting', { headers: user.headers, data: { update_data: { name: 'X' } } })).status()).toBe(403)
  })

  test('opening Users or Settings directly lands on the forbidden page before the page loads', async ({ page, request }) => {
    await loginAndLand(page, 'vendor.user@demo.test', HOME)
    // The route guard refuses first: the pages never ask the API for their data.
    const portalCalls: string[] = []
    page.on('request', (r) => { if (/\/api\/vendor-portal\/(user|setting)/.test(r.url())) portalCalls.push(r.url()) })
    for (const path of ['/vendor/user', '/vendor/user/1', '/vendor/setting/vendor-info', '/vendor/setting/sso-settings']) {
      await page.goto(path)
      await expect(page.locator('.ant-result-403')).toBeVisible()
      await expect(page.getByText('403', { exact: true })).toBeVisible()
      await expect(page.getByTestId('invite-user')).toHaveCount(0)
      await expect(page.getByTestId('delete-vendor')).toHaveCount(0)
    }
    expect(portalCalls).toEqual([])
    const user = await apiAs(request, 'vendor.user@demo.test')
    expect((await request.get('/api/vendor-portal/user', { headers: user.headers })).status()).toBe(403)
    expect((await request.get('/api/vendor-portal/setting', { headers: user.headers })).status()).toBe(403)
  })
})

test.describe('vendor portal: agreements', () => {
  test('a partner tab\'s agreement names its seller from the partner\'s own partners', async ({ page, request }) => {
    await loginAndLand(page, 'vendor.admin@demo.test', HOME)
    const admin = await apiAs(request, 'vendor.admin@demo.test')
    const partners = await (await request.get('/api/vendor-portal/partner', { headers: admin.headers })).json()
    const northwind = partners.items.find((p: { name: string }) => p.name === 'Northwind Payroll Partners')
    await page.goto(`/vendor/partner/${northwind.id}/agreement`)
    await page.getByTestId('agreement-add').click()
    await page.locator('.ant-modal-content:visible').getByTestId('agreement-selling_vendor_id').click()
    // Northwind's only partner is Acme, who brought it in.
    const sellers = openDropdown(page).locator('.ant-select-item-option')
    await expect(sellers.filter({ hasText: 'Acme Payroll Services' })).toHaveCount(1)
    await expect(sellers.filter({ hasText: 'Borealis HR Partners' })).toHaveCount(0)
    await page.keyboard.press('Escape')
  })

  test('a partner\'s payroll reports: the ones its users prepared for our customers, opened in the partner\'s tab', async ({ page, request }) => {
    // Northwind's admin prepares a report for Globex (Acme shares its customers with Northwind).
    const partnerApi = await apiAs(request, 'partner.admin@demo.test')
    const customers = await (await request.get('/api/customer?query_string=Globex', { headers: partnerApi.headers })).json()
    const globex = customers.items.find((c: { name: string }) => c.name === 'Globex Asia')
    const asGlobex = { ...partnerApi.headers, 'x-customer-id': String(globex.id) }
    const cycles = await (await request.get('/api/paycycle?filter[stage]=not_started&sort=period_start&external[per_page]=1', { headers: asGlobex })).json()
    const created = await request.post('/api/payroll-report', { headers: asGlobex, data: { paycycle_id: cycles.items[0].id, name: 'Prepared by Northwind' } })
    expect(created.status()).toBe(201)
    const report = await created.json()

    await loginAndLand(page, 'vendor.admin@demo.test', HOME)
    const admin = await apiAs(request, 'vendor.admin@demo.test')
    const partners = await (await request.get('/api/vendor-portal/partner', { headers: admin.headers })).json()
    const northwind = partners.items.find((p: { name: string }) => p.name === 'Northwind Payroll Partners')
    await page.goto(`/vendor/partner/${northwind.id}/payroll-report`)
    const row = page.getByTestId('partner-payroll-reports').locator('tr', { hasText: 'Prepared by Northwind' })
    await expect(row).toContainText('Globex Asia')
    await expect(row).toContainText(cycles.items[0].name)
    await page.screenshot({ path: shot('partner-payroll-reports.png'), fullPage: true })
    await row.getByText('Prepared by Northwind').click()
    await expect(page).toHaveURL(new RegExp(`/vendor/partner/${northwind.id}/payroll-report/${report.id}$`))
    await expect(page.getByTestId('report-title')).toContainText('Prepared by Northwind')
    await expect(page.getByTestId('partner-title')).toHaveText('Northwind Payroll Partners')
    // A new report from the tab: the payroll report form, in place.
    await page.goto(`/vendor/partner/${northwind.id}/payroll-report/create`)
    await expect(page.getByTestId('partner-title')).toBeVisible()
    await expect(page.locator('form')).toBeVisible()
  })
})
