import { expect, test, type Locator, type Page, type Request } from './test'
import { apiAs, lastMailTo, loginAndLand, waitForMail, SHOTS, openDropdown } from './helpers'

/**
 * Shell widgets in a real browser: upload allowlist toasts (§5/§8), staff-search debounce (§7),
 * branding per host (§1/§7), the mobile menu (§2.3), the edit-staff-info panel (§2.4/§4/§5) and
 * adding a vendor from the vendor switcher (§4).
 */
const HOME = /:\d+\/$/
// Resolved from this file, so the run's working directory does not matter.

const toast = (page: Page) => page.locator('.ant-notification-topRight .ant-notification-notice')
const uploads = (page: Page) => (r: Request) => r.method() === 'POST' && r.url().endsWith('/api/aws-s3-upload')

/** A real (tiny) file of each kind, made here so the suite needs no binary fixtures. */
const FILES = {
  pdf: { name: 'payslip.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') },
  exeAsPdf: { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(64, 0), Buffer.from('PE\0\0')]) },
  txt: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes\n') },
  png: {
    name: 'logo.png', mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  },
}

/**
 * §5/§9: the country select has far more than DROPDOWN_SEARCH_THRESHOLD options, so it shows a
 * search box that filters on the label; typing then Escape leaves the chosen value alone.
 */
async function expectCountrySearch(page: Page, panel: Locator) {
  const input = panel.getByLabel('Country')
  await expect(input).not.toHaveAttribute('readonly')
  // The selected label sits over the input, so the click goes to the select box itself.
  await panel.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Country' }) }).click()
  await input.pressSequentially('Malay')
  const options = openDropdown(page).locator('.ant-select-item-option')
  await expect(options.filter({ hasText: 'Malaysia' })).toHaveCount(1)
  await expect(options.filter({ hasText: 'Singapore' })).toHaveCount(0)
  await input.press('Escape')
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0)
}

async function pick(page: Page, testId: string, file: (typeof FILES)[keyof typeof FILES]) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByTestId(testId).click()
  await (await chooser).setFiles(file)
}

test.describe('upload allowlist', () => {
  test('a .txt is refused on the client for an image, an .exe named .pdf by content, a real PDF is stored', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    await page.goto('/icons')
    const sent: Request[] = []
    page.on('request', (r) => { if (uploads(page)(r)) sent.push(r) })

    await pick(page, 'kit-upload-img', FILES.txt)
    await expect(toast(page)).toContainText('Please upload a valid image file (JPEG, PNG, SVG, GIF, BMP or WebP).')
    // Toasts are top-right with a close action (§8).
    await expect(toast(page).locator('.ant-notification-notice-close')).toBeVisible()
    expect(sent).toHaveLength(0)
    await expect(page.getByTestId('kit-upload-states')).toHaveText('startedfile_startedfailedcompleted')
    await toast(page).locator('.ant-notification-notice-close').click()
    await expect(toast(page)).toHaveCount(0)

    const refused = page.waitForResponse((r) => uploads(page)(r.request()))
    await pick(page, 'kit-upload-doc', FILES.exeAsPdf)
    expect((await refused).status()).toBe(422)
    await expect(toast(page)).toContainText('Please upload a valid file.')
    await expect(page.getByTestId('kit-uploaded')).not.toContainText('invoice.pdf')
    await page.screenshot({ path: `${SHOTS}/shell-upload-refused.png` })

    const stored = page.waitForResponse((r) => uploads(page)(r.request()))
    await pick(page, 'kit-upload-doc', FILES.pdf)
    expect((await stored).status()).toBe(200)
    await expect(page.getByTestId('kit-uploaded')).toContainText(/payslip\.pdf — doc\/[A-Za-z0-9-]+\.pdf/)
    // The client proposed the key: doc/, a unique id, the extension.
    expect((await (await stored).json()).file_key).toMatch(/^doc\/[0-9a-f-]{36}\.pdf$/)
    await expect(page.getByTestId('kit-upload-states')).toContainText('uploadedcompleted')
    // The toast disappears by itself after 4 seconds.
    await expect(toast(page)).toHaveCount(0, { timeout: 6000 })
  })
})

test.describe('staff search debounce', () => {
  test('typing a name quickly sends exactly one search request', async ({ page }) => {
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    let count = 0
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/people/search')) count += 1 })
    await page.getByTestId('staff-search-button').click()
    await page.getByRole('textbox', { name: 'Staff name' }).pressSequentially('Emma', { delay: 40 })
    await expect(page.getByTestId('staff-search-results')).toContainText('Emma Employee')
    await page.waitForTimeout(600)
    expect(count).toBe(1)
  })
})

test.describe('branding per host', () => {
  test('a host with its own domain-config entry gets its name, favicon and logos; others the default', async ({ page, request, baseURL }) => {
    // The server keys the map by host without "www." and the port.
    const branded = await (await request.get('/login', { headers: { Host: 'www.brand.test' } })).text()
    expect(branded).toContain('<title>Brand Test Co</title>')
    expect(branded).toContain('href="/brand-test.ico"')
    const plain = await (await request.get('/login', { headers: { Host: 'unknown.example' } })).text()
    expect(plain).toContain('<title>Global HR Platform</title>')

    await page.goto(`${baseURL!.replace('localhost', '127.0.0.1')}/login`)
    await expect(page).toHaveTitle('Brandt Payroll')
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,.*d4380d/)
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('src', /^data:image\/svg\+xml,.*circle/)
    await expect(page.locator('.login-page__app-name')).toContainText('Brandt Payroll')
    await page.screenshot({ path: `${SHOTS}/shell-branding.png` })

    await page.goto('/login')
    await expect(page).toHaveTitle('Global HR Platform')
    await expect(page.getByTestId('brand-logo')).toHaveCount(0)
  })
})

test.describe('narrow screens', () => {
  test('below 768px the sidebar becomes a menu opened from the header, beside the mobile logo', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 860 })
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    await expect(page.getByTestId('mobile-logo')).toBeVisible()
    await expect(page.getByTestId('sidebar-toggle')).toHaveCount(0)
    await expect(page.getByTestId('side-nav')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Welcome, Helen Hradmin' })).toBeVisible()
    await expect(page.getByTestId('company-name')).toHaveText('Globex Asia')
    // One header row: nothing wraps below the 64px bar.
    expect((await page.getByTestId('company-name').boundingBox())!.height).toBeLessThan(30)
    await page.screenshot({ path: `${SHOTS}/layout-default-mobile.png` })
    await page.getByTestId('mobile-menu-button').click()
    const menu = page.getByTestId('side-nav')
    await expect(menu.getByRole('menuitem', { name: 'My info', exact: true })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Global mobility', exact: true })).toBeVisible()
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0)
    await page.screenshot({ path: `${SHOTS}/layout-default-mobile-menu.png` })
    await menu.getByRole('menuitem', { name: 'My info', exact: true }).click()
    await expect(page).toHaveURL(/\/my-info$/)
    await expect(page.getByTestId('side-nav')).toHaveCount(0)

    await page.setViewportSize({ width: 1400, height: 900 })
    await expect(page.getByTestId('mobile-menu-button')).toHaveCount(0)
    await expect(page.getByTestId('side-nav')).toBeVisible()
  })
})

/** Sends the onboarding link of a person to their reporting manager and returns its path. */
async function onboardingLink(request: import('@playwright/test').APIRequestContext, personName: string, managerEmail: string) {
  const admin = await apiAs(request, 'hr.admin@demo.test')
  const person = (await (await request.get(`/api/people?query_string=${encodeURIComponent(personName)}`, { headers: admin.headers })).json()).items[0]
  const before = JSON.stringify(lastMailTo(managerEmail))
  expect((await request.post('/api/people/send-onboarding-link', { headers: admin.headers, data: { person_id: person.id } })).ok()).toBeTruthy()
  const mail = await waitForMail(managerEmail, before)
  return { person, admin, path: new URL(mail.links.find((l) => l.includes('/onboarding/staff/'))!).pathname }
}

test.describe.serial('edit-staff-info panel', () => {
  test('manager (no access_admin): no e-mail field; name required; validation resets on close; save refreshes the bar', async ({ page, request }) => {
    const { admin, path } = await onboardingLink(request, 'Emma Employee', 'manager@demo.test')
    await loginAndLand(page, 'manager@demo.test', HOME)
    await page.goto(path)
    const summary = page.getByTestId('onboarding-summary')
    await expect(summary).toContainText('Emma Employee')
    await page.getByTestId('edit-staff-info-button').click()
    const panel = page.getByTestId('edit-staff-info')
    const name = panel.getByLabel('Name', { exact: true })
    await expect(name).toHaveValue('Emma Employee')
    await expect(panel.getByLabel('Country')).toBeVisible()
    await expect(panel.getByLabel('Account e-mail')).toHaveCount(0)
    await expectCountrySearch(page, panel)

    let posts = 0
    page.on('request', (r) => { if (r.method() === 'POST' && /\/api\/user\/\d+$/.test(r.url())) posts += 1 })
    await name.fill('')
    await page.getByTestId('staff-info-save').click()
    await expect(panel.locator('.ant-form-item-explain-error')).toHaveText('Name is required.')
    expect(posts).toBe(0)
    await page.screenshot({ path: `${SHOTS}/shell-staff-info-invalid.png` })
    await panel.getByRole('button', { name: 'Cancel' }).click()
    await page.getByTestId('edit-staff-info-button').click()
    await expect(name).toHaveValue('Emma Employee')
    await expect(panel.locator('.ant-form-item-explain-error')).toHaveCount(0)

    await name.fill('Emma Edited')
    await page.getByTestId('staff-info-local').click()
    const saved = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/user\/\d+$/.test(r.url()))
    await page.getByTestId('staff-info-save').click()
    const body = (await saved).postDataJSON()
    expect(body.update_data).toEqual({ name: 'Emma Edited', country: 'SG', is_local: false })
    await expect(toast(page)).toContainText('Staff info has been updated.')
    await expect(panel).toBeHidden()
    await expect(summary).toContainText('Emma Edited')
    await expect(summary).toContainText('Foreigner')

    const userId = /\/api\/user\/(\d+)$/.exec((await saved).url())![1]
    const restored = await request.post(`/api/user/${userId}`, { headers: admin.headers, data: { update_data: { name: 'Emma Employee', is_local: true } } })
    expect(restored.ok()).toBeTruthy()
  })

  test('access_admin holder: the account e-mail is required, checked and sent', async ({ page, request }) => {
    const admin = await apiAs(request, 'hr.admin@demo.test')
    const people = async (q: string) => (await (await request.get(`/api/people?query_string=${q}`, { headers: admin.headers })).json()).items[0]
    const helen = await people('Helen')
    const ian = await people('Ian')
    const setManager = (id: number) => request.post(`/api/people/${ian.id}`, { headers: admin.headers, data: { update_data: { reporting_manager_id: id } } })
    expect((await setManager(helen.id)).ok()).toBeTruthy()
    try {
      const { path } = await onboardingLink(request, 'Ian Intern', 'hr.admin@demo.test')
      await loginAndLand(page, 'hr.admin@demo.test', HOME)
      await page.goto(path)
      await page.getByTestId('edit-staff-info-button').click()
      const panel = page.getByTestId('edit-staff-info')
      const email = panel.getByLabel('Account e-mail')
      await expect(email).toHaveValue('intern@demo.test')
      await email.fill('not-an-email')
      await page.getByTestId('staff-info-save').click()
      await expect(panel.getByText('Account e-mail must be a valid e-mail address.')).toBeVisible()
      await email.fill('')
      await expect(panel.getByText('Account e-mail is required.')).toBeVisible()
      await expect(panel.getByText('Account e-mail must be a valid e-mail address.')).toHaveCount(0)
      await page.screenshot({ path: `${SHOTS}/shell-staff-info-admin.png` })
      await email.fill('intern@demo.test')
      const saved = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/user\/\d+$/.test(r.url()))
      await page.getByTestId('staff-info-save').click()
      expect((await saved).postDataJSON().update_data).toEqual({ name: 'Ian Intern', country: 'SG', is_local: true, email: 'intern@demo.test' })
      await expect(toast(page)).toContainText('Staff info has been updated.')
    } finally {
      const manager = await people('Marcus')
      expect((await setManager(manager.id)).ok()).toBeTruthy()
    }
  })
})

test.describe('vendor switcher: add a vendor', () => {
  test('superadmin adds a vendor: name required (marked, no message), image-only logo, becomes active', async ({ page, context, request }) => {
    await page.setViewportSize({ width: 1400, height: 900 })
    await loginAndLand(page, 'superadmin@demo.test', /\/superadmin\/data-cloud$/)
    await page.goto('/vendor/business-intelligence')
    await page.getByTestId('vendor-switcher').click()
    await page.getByTestId('vendor-add').click()
    const form = page.getByTestId('vendor-form')
    await expect(form.getByText('Add vendor')).toBeVisible()
    await expect(form).toContainText('at most 320x86 pixels')

    await page.getByTestId('vendor-form-save').click()
    const nameItem = form.locator('.ant-form-item', { has: page.locator('#vendor_form_name') })
    await expect(nameItem).toHaveClass(/ant-form-item-has-error/)
    await expect(nameItem.locator('.ant-form-item-explain-error')).toHaveCount(0)

    await pick(page, 'vendor-form-logo', FILES.txt)
    await expect(toast(page)).toContainText('Please upload a valid image file')
    await pick(page, 'vendor-form-logo', FILES.png)
    await expect(form.getByTestId('stored-image')).toBeVisible()
    await form.locator('#vendor_form_name').fill('Zenith Payroll Partners')
    await expect(nameItem).not.toHaveClass(/ant-form-item-has-error/)
    await page.screenshot({ path: `${SHOTS}/shell-vendor-form.png` })

    const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/vendor'))
    const reloaded = page.waitForEvent('load')
    await page.getByTestId('vendor-form-save').click()
    expect((await created).postDataJSON()).toEqual({ name: 'Zenith Payroll Partners', logo: expect.stringMatching(/^img\/.+\.png$/) })
    // A full reload (not a client-side navigation) into the new vendor's portal.
    await reloaded
    await expect(page).toHaveURL(/\/vendor\/business-intelligence$/)
    await expect(page.getByTestId('vendor-switcher')).toContainText('Zenith Payroll Partners')
    // The success toast survives the reload (§8 vendor_has_been_created).
    await expect(toast(page)).toContainText('The vendor has been created.')
    const cookie = (await context.cookies()).find((c) => c.name === 'vendor_id')
    const sa = await apiAs(request, 'superadmin@demo.test')
    const vendor = await (await request.get(`/api/vendor/${cookie?.value}`, { headers: sa.headers })).json()
    expect(vendor.name).toBe('Zenith Payroll Partners')
    expect(vendor.logo).toMatch(/^img\/.+\.png$/)
  })
})

test.describe('own vendor logo', () => {
  test("a vendor user sees their vendor's logo instead of its name when it has one", async ({ page, request }) => {
    const sa = await apiAs(request, 'superadmin@demo.test')
    const stored = await request.post('/api/aws-s3-upload', {
      headers: sa.headers, multipart: { file: FILES.png, file_key: 'img/e2e-acme-logo-0001.png' },
    })
    expect(stored.ok()).toBeTruthy()
    const acme = (await (await request.get('/api/vendor?query_string=Acme', { headers: sa.headers })).json()).items[0]
    const setLogo = async (logo: string | null) =>
      expect((await request.post(`/api/vendor/${acme.id}`, { headers: sa.headers, data: { update_data: { logo } } })).ok()).toBeTruthy()
    await setLogo((await stored.json()).file_key)
    try {
      await loginAndLand(page, 'vendor.admin@demo.test', HOME)
      await page.goto('/vendor/business-intelligence')
      await expect(page.getByTestId('vendor-logo').getByTestId('stored-image')).toHaveAttribute('src', /.+/)
      await expect(page.getByTestId('vendor-name')).toHaveCount(0)
    } finally {
      await setLogo(null)
    }
  })
})

test.describe('auth cookie (§3)', () => {
  test('the token is kept in auth_token at path /, for one year, Secure, SameSite=Lax and httpOnly', async ({ page, context }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    const auth = (await context.cookies()).find((c) => c.name === 'auth_token')
    expect(auth).toBeDefined()
    expect(auth).toMatchObject({ path: '/', secure: true, sameSite: 'Lax', httpOnly: true })
    // Page script cannot read it, so a script smuggled onto the origin cannot steal the session.
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth_token')
    const days = (auth!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(367)
  })
})
