import { expect, test, type Page } from './test'
import { apiAs, chooseOption, loginAndLand, openDropdown, SHOTS } from './helpers'

/** Shell §2.3: the side navigation, the header widgets and the user menu per demo role. */
const HOME = /:\d+\/$/

/** A minimal valid one-page PDF (the server checks the content, not only the name). */
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj '
  + '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const nav = (page: Page) => page.getByTestId('side-nav')
const menuItem = (page: Page, name: string) => nav(page).getByRole('menuitem', { name, exact: true })

async function expectMenu(page: Page, shown: string[], hidden: string[]) {
  for (const name of shown) await expect(menuItem(page, name)).toBeVisible()
  for (const name of hidden) await expect(menuItem(page, name)).toHaveCount(0)
}

const PERSONAL = ['My info', 'My time off', 'My expenses', 'My pay', 'My documents']
const MANAGER = ['Business intelligence', 'People', 'Payroll', 'Time off', 'Expenses', 'Global mobility']

test.describe('shell: side navigation per role', () => {
  test('employee sees the dashboard and the Personal portal only', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    await expectMenu(page, ['Dashboard', ...PERSONAL], [...MANAGER, 'Contractors', 'Documents'])
    await expect(nav(page).getByText('Personal portal')).toBeVisible()
    await expect(nav(page).getByText('Manager portal')).toHaveCount(0)
    await page.screenshot({ path: `${SHOTS}/shell-employee.png`, })
  })

  test('manager-only sees the Manager portal without the Personal portal', async ({ page }) => {
    await loginAndLand(page, 'manager@demo.test', HOME)
    await expectMenu(page, ['Dashboard', ...MANAGER], [...PERSONAL, 'Contractors'])
  })

  test('hr.admin (manager and staff, access_admin) sees both portals', async ({ page }) => {
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    await expectMenu(page, ['Dashboard', ...PERSONAL, ...MANAGER], ['Contractors'])
    await page.screenshot({ path: `${SHOTS}/shell-hr-admin.png`, })
  })

  test('contractor sees only the documents entry', async ({ page }) => {
    await loginAndLand(page, 'contractor@demo.test', /\/contractor\/docs$/)
    await expect(menuItem(page, 'Documents')).toHaveClass(/ant-menu-item-selected/)
    await expectMenu(page, ['Documents'], ['Dashboard', ...PERSONAL, ...MANAGER])
    await page.screenshot({ path: `${SHOTS}/shell-contractor.png`, })
  })

  test('vendor admin (an admin) sees the Manager portal', async ({ page }) => {
    await loginAndLand(page, 'vendor.admin@demo.test', HOME)
    await expectMenu(page, ['Dashboard', ...MANAGER], PERSONAL)
  })

  test('highlight rule: payroll paths light Payroll, a menu link opens its page frame', async ({ page }) => {
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    await page.goto('/payroll/payslip')
    await expect(menuItem(page, 'Payroll')).toHaveClass(/ant-menu-item-selected/)
    // A placeholder route (no domain screen yet): the page frame with the empty state, never blank.
    await menuItem(page, 'Business intelligence').click()
    await expect(page).toHaveURL(/\/business-intelligence$/)
    await expect(page.getByRole('heading', { name: 'Business intelligence' })).toBeVisible()
    await expect(page.getByTestId('empty-state')).toContainText('No data yet')
    await expect(menuItem(page, 'Business intelligence')).toHaveClass(/ant-menu-item-selected/)
  })

  test('My documents lists the person\'s own documents, as the documents tab of My info does (issue 42 item 8)', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    await menuItem(page, 'My documents').click()
    await expect(page).toHaveURL(/\/my-docs$/)
    await expect(page.getByRole('heading', { name: 'My documents' })).toBeVisible()
    await expect(page.getByTestId('my-docs')).toContainText(/payslip-/)
    await expect(page.getByRole('button', { name: "What's coming?" })).toHaveCount(0)
    await expect(menuItem(page, 'My documents')).toHaveClass(/ant-menu-item-selected/)
  })

  test('My documents uploads a document of the person\'s own, of a person\'s types, shared with them (issue 42 item 8)', async ({ page }) => {
    const name = `my-diploma-${Date.now().toString(36)}.pdf`
    await loginAndLand(page, 'employee@demo.test', HOME)
    await menuItem(page, 'My documents').click()
    await expect(page).toHaveURL(/\/my-docs$/)
    await page.getByTestId('my-docs').getByRole('button', { name: 'Upload files' }).click()
    const dialog = page.locator('.ant-modal-content:visible')
    await page.locator('#doc_upload_doc_type').click()
    // Payslips, company documents and orders are HR's to file: a person is offered their own papers only.
    await expect(openDropdown(page).locator('.ant-select-item-option')).toHaveText(['Personal', 'Work', 'Others'])
    await chooseOption(page, 'Personal')
    await expect(page.locator('#doc_upload_access_control')).toBeDisabled()
    await dialog.locator('input[type=file]').setInputFiles([{ name, mimeType: 'application/pdf', buffer: MINIMAL_PDF }])
    await dialog.getByRole('button', { name: 'Upload files' }).click()
    await expect(dialog).toHaveCount(0)
    const row = page.getByTestId('my-docs').getByRole('row', { name: new RegExp(name.replace('.', '\\.')) })
    await expect(row).toBeVisible()
    await expect(row).toContainText('Personal')
  })

  test('the header switch condenses the sidebar to 71px and back to 260px', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 })
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    await expect.poll(async () => (await nav(page).boundingBox())?.width).toBe(260)
    await page.getByTestId('sidebar-toggle').click()
    await expect.poll(async () => (await nav(page).boundingBox())?.width).toBe(71)
    await page.getByTestId('sidebar-toggle').click()
    await expect.poll(async () => (await nav(page).boundingBox())?.width).toBe(260)
  })
})

test.describe('shell: header per role', () => {
  // The switcher saves the language on the account, and it follows the account at sign-in: whatever
  // a test leaves, the employee reads English in the next one.
  test.afterEach(async ({ request }) => {
    const employee = await apiAs(request, 'employee@demo.test')
    await request.post('/api/profile/set-lang', { headers: employee.headers, data: { lang: 'EN' } })
  })

  test('contractor: no company switcher, no search, no account settings', async ({ page }) => {
    await loginAndLand(page, 'contractor@demo.test', /\/contractor\/docs$/)
    await expect(page.getByTestId('header-user-name')).toHaveText('Carlos Contractor')
    await expect(page.getByTestId('company-switcher')).toHaveCount(0)
    await expect(page.getByTestId('company-name')).toHaveCount(0)
    await expect(page.getByTestId('staff-search-button')).toHaveCount(0)
    await page.getByTestId('user-menu').click()
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Account settings' })).toHaveCount(0)
  })

  test('employee-only: own company name, no search, account settings but no admin settings', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    await expect(page.getByTestId('company-name')).toHaveText('Globex Asia')
    await expect(page.getByTestId('company-switcher')).toHaveCount(0)
    await expect(page.getByTestId('staff-search-button')).toHaveCount(0)
    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: 'Account settings' }).click()
    await expect(page).toHaveURL(/\/account\/setting$/)
    await page.getByTestId('user-menu').click()
    await expect(page.getByRole('menuitem', { name: 'Admin settings' })).toHaveCount(0)
  })

  test('hr.admin: search opens the system tab; empty search explains; admin settings link', async ({ page }) => {
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    await expect(page.getByTestId('company-name')).toHaveText('Globex Asia')
    await page.getByTestId('staff-search-button').click()
    const box = page.getByRole('textbox', { name: 'Staff name' })
    await box.fill('zzqx')
    await expect(page.getByTestId('staff-search-empty')).toContainText('There is no staff named "zzqx"')
    await expect(page.getByTestId('staff-search-empty')).toContainText('Try searching for another name.')
    await box.fill('Emma')
    await expect(page.getByTestId('staff-search-results')).toHaveCSS('max-height', '520px')
    await page.screenshot({ path: `${SHOTS}/shell-staff-search.png` })
    await page.getByTestId('staff-search-results').getByText('Emma Employee').click()
    await expect(page).toHaveURL(/\/people\/staff\/\d+\/system$/)
    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: 'Admin settings' }).click()
    await expect(page).toHaveURL(/\/admin-setting\/company-info$/)
  })

  test('manager without access_admin: a search hit opens the personal tab', async ({ page }) => {
    await loginAndLand(page, 'manager@demo.test', HOME)
    await page.getByTestId('staff-search-button').click()
    await page.getByRole('textbox', { name: 'Staff name' }).fill('Emma')
    await page.getByTestId('staff-search-results').getByText('Emma Employee').click()
    await expect(page).toHaveURL(/\/people\/staff\/\d+\/personal$/)
  })

  // The vendor admin (an admin, shell §6) stands in for the superadmin here: admin-only users are sent
  // from the default layout to /superadmin/data-cloud (shell §4), so they never see this header.
  test('admin company switcher: search, pick, cookie set, reload at /', async ({ page, context }) => {
    await loginAndLand(page, 'vendor.admin@demo.test', HOME)
    const switcher = page.getByTestId('company-switcher')
    await switcher.click()
    // §5: the customer search text is trimmed before it is sent.
    const searched = page.waitForRequest((r) => /\/api\/customer\?/.test(r.url()) && new URL(r.url()).searchParams.has('query_string') && new URL(r.url()).searchParams.get('query_string') !== '')
    await page.getByRole('combobox', { name: 'Company' }).fill('  Init ')
    expect(new URL((await searched).url()).searchParams.get('query_string')).toBe('Init')
    await expect(page.locator('.ant-select-item-option')).toHaveCount(1)
    await page.screenshot({ path: `${SHOTS}/shell-company-switcher.png` })
    await page.locator('.ant-select-item-option', { hasText: 'Initech Europe' }).click()
    await expect(page).toHaveURL(HOME)
    await expect(switcher).toContainText('Initech Europe')
    const cookie = (await context.cookies()).find((c) => c.name === 'customer_id')
    expect(cookie?.path).toBe('/')
    expect(Number(cookie?.value)).toBeGreaterThan(0)
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31_536_000 - 120)
  })

  test('language switcher saves the upper-case code, shows the language, and switches back to English', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/profile/set-lang') && r.method() === 'POST')
    await page.getByTestId('language-switcher').click()
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click()
    expect((await saved).postDataJSON()).toEqual({ lang: 'VI' })
    await expect(page.getByTestId('language-switcher')).toHaveText('VI')
    await expect(menuItem(page, 'Thông tin của tôi')).toBeVisible()
    // Back to English, saved too: the language follows the account, and later tests sign in as this employee.
    const english = page.waitForRequest((r) => r.url().endsWith('/api/profile/set-lang') && r.method() === 'POST')
    await page.getByTestId('language-switcher').click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    expect((await english).postDataJSON()).toEqual({ lang: 'EN' })
    await expect(menuItem(page, 'My info')).toBeVisible()
  })
})

/** identity.spec sets Nina's password through the invitation; alone, this file runs on the seed password. */
async function newHirePassword(page: Page) {
  const seeded = await page.request.post('/api/auth/platform-login', { data: { email: 'new.hire@demo.test', password: 'Demo@12345' } })
  return seeded.ok() ? 'Demo@12345' : 'Welcome@2026'
}

async function loginNewHire(page: Page) {
  const password = await newHirePassword(page)
  await page.goto('/login')
  await page.getByLabel('Email').fill('new.hire@demo.test')
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  // Not agreed yet: the gate sends the new hire to onboarding (also waits for the session).
  await expect(page).toHaveURL(/\/onboarding\/personal$/)
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'User agreement' })

async function expectPdf(page: Page) {
  const viewer = dialog(page).getByTestId('pdf-viewer')
  const src = await viewer.getAttribute('data-src')
  const res = await page.request.get(src!)
  expect(res.headers()['content-type']).toContain('application/pdf')
  // Drawn by pdf.js (a canvas; the open viewer without a licence key), not the browser's own viewer.
  await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 15_000 })
}

// Serial: Agree is permanent, so it runs last.
test.describe.serial('shell: onboarding gate and privacy dialog', () => {
  test('a new hire who has not agreed is sent to /onboarding/personal, without sidebar', async ({ page }) => {
    await loginNewHire(page)
    await expect(page.getByTestId('header-user-name')).toHaveText('Nina Newhire')
    await expect(page.getByTestId('side-nav')).toHaveCount(0)
    await page.goto('/my-info')
    await expect(page).toHaveURL(/\/onboarding\/personal$/)
    const review = page.getByRole('button', { name: 'Review the terms' })
    await expect(review).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/shell-onboarding.png` })
    await review.click()
    await expect(page).toHaveURL(/\/\?terms=true$/)
    await expect(dialog(page)).toBeVisible()
  })

  test('terms=TRUE opens the dialog: privacy policy, then platform terms; Reject logs out', async ({ page }) => {
    await loginNewHire(page)
    await page.goto('/?terms=TRUE')
    await expect(dialog(page)).toBeVisible()
    await expect(page.getByTestId('side-nav')).toHaveCount(0)
    await expect(page.locator('.ant-modal')).toHaveCSS('width', '1200px')
    await expectPdf(page)
    await expect(dialog(page).getByRole('button', { name: 'Previous', exact: true })).toHaveCount(0)
    await expect(dialog(page).getByRole('button', { name: 'Agree' })).toHaveCount(0)
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toHaveCount(0)
    await page.screenshot({ path: `${SHOTS}/shell-privacy-step1.png` })
    await dialog(page).getByRole('button', { name: 'Next', exact: true }).click()
    await expect(dialog(page).getByRole('button', { name: 'Previous', exact: true })).toBeVisible()
    await expect(dialog(page).getByRole('button', { name: 'Agree' })).toBeVisible()
    await expectPdf(page)
    await dialog(page).getByRole('button', { name: 'Reject' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('Agree records YYYY/MM/DD HH:mm and reloads at / with the sidebar', async ({ page }) => {
    await loginNewHire(page)
    // The documents arrive late: the footer's Next must not move when they do (a click landing while it moved was lost).
    let release = () => {}
    const held = new Promise<void>((resolve) => { release = resolve })
    await page.route(/\/api\/customer\/\d+$/, async (route) => { await held; await route.continue() })
    await page.goto('/?terms=true')
    const next = dialog(page).getByRole('button', { name: 'Next', exact: true })
    await expect(dialog(page).locator('.ant-spin-spinning')).toBeVisible()
    const before = await next.boundingBox()
    release()
    await expect(dialog(page).getByTestId('pdf-viewer')).toBeVisible()
    expect(await next.boundingBox()).toEqual(before)
    await page.unroute(/\/api\/customer\/\d+$/)
    await next.click()
    const posted = page.waitForRequest((r) => /\/api\/user\/\d+$/.test(r.url()) && r.method() === 'POST')
    await dialog(page).getByRole('button', { name: 'Agree' }).click()
    const body = (await posted).postDataJSON()
    expect(body.update_data.agree_privacy_time).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)
    expect(typeof body.user_id).toBe('number')
    await expect(page).toHaveURL(HOME)
    await expect(page.getByTestId('side-nav')).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)
  })

  test('a user who already agreed only browses and closes', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    await page.goto('/my-info?terms=true')
    await expect(dialog(page)).toBeVisible()
    await expect(page.getByTestId('side-nav')).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Next', exact: true }).click()
    await expect(dialog(page).getByRole('button', { name: 'Agree' })).toHaveCount(0)
    await expect(dialog(page).getByRole('button', { name: 'Reject' })).toHaveCount(0)
    await dialog(page).getByRole('button', { name: 'Close' }).first().click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(page).toHaveURL(/\/my-info$/)
  })

  test('admins skip the gate and the onboarding layout', async ({ page }) => {
    await loginAndLand(page, 'vendor.admin@demo.test', HOME)
    await page.goto('/onboarding/personal')
    await expect(page).toHaveURL(HOME)
    await expect(page.getByTestId('side-nav')).toBeVisible()
  })
})
