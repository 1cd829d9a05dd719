import { expect as baseExpect, test, type Page, type Response } from './test'
import { apiAs, chooseOption, login, loginAndLand, shot } from './helpers'

/** Issue 43 §2 and §9: portals that stay put, and the navigation's loose ends. */
// The shared box runs several suites at once: a first page load can take well over the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 })
const HOME = /:\d+\/$/
const SUPERADMIN_HOME = /\/superadmin\/data-cloud$/
const portalTab = (page: Page, name: string) => page.getByTestId('portal-tabs').getByRole('menuitem', { name, exact: true })
const litTab = (page: Page) => page.getByTestId('portal-tabs').locator('.ant-menu-item-selected')

/** The page has loaded its chunk and data: no spinner left in the content. */
async function settled(page: Page) {
  await expect(page.locator('.ant-layout-content .ant-spin-spinning')).toHaveCount(0)
}

test.describe('issue 43 §2: a data-cloud tab opens inside the superadmin portal', () => {
  test.describe.configure({ timeout: 180_000 })

  test('Data cloud → Pricebooks stays in the superadmin portal; the superadmin keeps a vendor\'s pricebooks there', async ({ page }) => {
    await loginAndLand(page, 'superadmin@demo.test', SUPERADMIN_HOME)
    const nav = page.getByTestId('data-cloud-nav')
    // Every tab of the section links inside the section (none to a vendor's settings).
    for (const href of await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/superadmin\/data-cloud(\/|$)/)
    }

    await nav.getByRole('link', { name: 'Pricebooks', exact: true }).click()
    await expect(page).toHaveURL(/\/superadmin\/data-cloud\/pricebook$/)
    // The superadmin's frame: its layout and header tabs, Data cloud lit; not the vendor portal's.
    await expect(page.getByTestId('superadmin-layout')).toBeVisible()
    await expect(page.getByTestId('vendor-layout')).toHaveCount(0)
    await expect(page.getByTestId('vendor-switcher')).toHaveCount(0)
    await expect(portalTab(page, 'Manage users')).toBeVisible()
    await expect(litTab(page).getByRole('link', { name: 'Data cloud', exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Pricebooks', exact: true })).toHaveAttribute('aria-current', 'page')

    // A vendor picked on the page, not through the vendor portal's switcher or cookie.
    await page.locator('.ant-select', { has: page.locator('#pricebook-vendor') }).click()
    await chooseOption(page, 'Acme Payroll Services')
    await expect(page.getByTestId('pricebook-table')).toBeVisible()
    await page.getByTestId('pricebook-create').click()
    const dialog = page.getByRole('dialog', { name: 'New pricebook' })
    await dialog.locator('#name').fill('Superadmin flat fee')
    await dialog.locator('#currency').fill('SGD')
    await dialog.locator('#fix_fee').fill('150.00')
    await dialog.getByRole('button', { name: /Save|OK/ }).click()
    await expect(dialog).toHaveCount(0)
    const row = page.getByTestId('pricebook-table').locator('.ant-table-row', { hasText: 'Superadmin flat fee' })
    await expect(row).toContainText('SGD')
    await expect(row).toContainText('150.00')
    // …and changes it there.
    await row.getByRole('button', { name: 'Edit' }).click()
    const editing = page.getByRole('dialog', { name: 'Edit pricebook' })
    await expect(editing.locator('#fix_fee')).toHaveValue('150.00')
    await editing.locator('#fix_fee').fill('175.00')
    await editing.getByRole('button', { name: /Save|OK/ }).click()
    await expect(editing).toHaveCount(0)
    await expect(row).toContainText('175.00')
    await expect(page).toHaveURL(/\/superadmin\/data-cloud\/pricebook$/)
    await settled(page)
    await page.screenshot({ path: shot('superadmin-pricebooks.png'), fullPage: true })
    expect((await page.context().cookies()).find((c) => c.name === 'vendor_id')).toBeUndefined()

    // The exchange rates too: under the data cloud, its header tab still lit.
    await nav.getByRole('link', { name: 'Exchange rates', exact: true }).click()
    await expect(page).toHaveURL(/\/superadmin\/data-cloud\/exchange-rate$/)
    await expect(page.getByTestId('superadmin-layout')).toBeVisible()
    await expect(litTab(page).getByRole('link', { name: 'Data cloud', exact: true })).toBeVisible()
  })
})

test.describe('issue 43 §9: navigation', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the insurance list keeps the Visa cases / Insurance tab strip', async ({ page }) => {
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    await page.goto('/global-mobility/insurance')
    const strip = page.getByTestId('mobility-nav')
    await expect(strip).toBeVisible()
    await expect(page.getByTestId('mobility-nav-insurance')).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('mobility-nav-cases')).toHaveText('Visa cases')
    await expect(page.getByTestId('insurance-enrolments')).toBeVisible()
    await settled(page)
    await page.screenshot({ path: shot('insurance-tab-strip.png'), fullPage: true })
    await strip.getByRole('link', { name: 'Visa cases' }).click()
    await expect(page).toHaveURL(/\/global-mobility$/)
    await expect(page.getByTestId('mobility-nav')).toBeVisible()
  })

  test('placeholder pages of the vendor and superadmin portals say "Soon", in the header tabs and on the page', async ({ page }) => {
    await loginAndLand(page, 'vendor.admin@demo.test', HOME)
    await page.goto('/vendor/business-intelligence')
    await expect(page.getByTestId('empty-state')).toBeVisible()
    await expect(page.getByTestId('page-soon')).toHaveText('Soon')
    await expect(portalTab(page, 'Business intelligence').getByTestId('portal-tab-soon')).toHaveText('Soon')
    // A built page has no tag.
    await expect(portalTab(page, 'Partners').getByTestId('portal-tab-soon')).toHaveCount(0)
    await page.screenshot({ path: shot('vendor-placeholder-soon.png') })

    await page.context().clearCookies()
    await loginAndLand(page, 'superadmin@demo.test', SUPERADMIN_HOME)
    await page.goto('/superadmin')
    await expect(page.getByTestId('superadmin-layout')).toBeVisible()
    await expect(page.getByTestId('page-soon')).toHaveText('Soon')
    await expect(portalTab(page, 'Business intelligence').getByTestId('portal-tab-soon')).toHaveText('Soon')
    await expect(portalTab(page, 'Data cloud').getByTestId('portal-tab-soon')).toHaveCount(0)
    await page.screenshot({ path: shot('superadmin-placeholder-soon.png') })
  })

  test('an empty table shows exactly one empty message', async ({ page }) => {
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    await page.goto('/global-mobility/insurance')
    await page.getByRole('textbox', { name: 'Search' }).fill('no-such-enrolment-zz')
    const table = page.getByTestId('insurance-enrolments')
    const empty = table.getByTestId('empty-state')
    await expect(empty).toBeVisible()
    await expect(empty.locator('.ant-empty-description')).toHaveText('No insurance enrolments match.')
    await expect(table.locator('.ant-empty-description')).toHaveCount(1)
    await expect(table).not.toContainText('No data yet')
    await page.screenshot({ path: shot('empty-table-one-message.png') })
  })

  test('the report-name boxes are found by their label', async ({ page, request }) => {
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    await page.goto('/expenses/reports/create')
    await page.getByLabel('Report name').fill('November travel')
    await expect(page.getByLabel('Report name')).toHaveValue('November travel')
    await page.screenshot({ path: shot('report-name-label.png') })

    await page.goto('/payroll/reports/create')
    await expect(page.getByLabel('Report name')).toBeVisible()

    // The cycle's "create report" dialog: its box comes filled with the cycle's name, and is labelled.
    const hr = await apiAs(request, 'hr.admin@demo.test')
    const cycles = (await (await request.get('/api/paycycle?external[per_page]=100', { headers: hr.headers })).json()).items as { id: number; name: string }[]
    const cycle = cycles[0]
    expect(cycle).toBeTruthy()
    await page.goto(`/payroll/pay-cycle/${cycle.id}`)
    await page.getByTestId('create-report').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByLabel('Report name')).toHaveValue(cycle.name)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
  })

  test('signing in logs no 401: the login page does not ask for the profile before anyone signed in', async ({ page }) => {
    const refused: string[] = []
    const profileCalls: number[] = []
    page.on('response', (res: Response) => {
      if (res.status() === 401) refused.push(`${res.request().method()} ${res.url()}`)
      if (new URL(res.url()).pathname === '/api/profile/me') profileCalls.push(res.status())
    })
    const consoleErrors: string[] = []
    page.on('console', (msg) => { if (msg.type() === 'error') consoleErrors.push(msg.text()) })

    await login(page, 'employee@demo.test')
    await expect(page).toHaveURL(HOME)
    await expect(page.getByTestId('side-nav')).toBeVisible()
    expect(refused).toEqual([])
    expect(profileCalls.every((s) => s === 200)).toBe(true)
    expect(consoleErrors.filter((e) => /401|Unauthorized/i.test(e))).toEqual([])

    // Signed in, a reload asks for the profile (the session is there) and stays signed in.
    await page.reload()
    await expect(page.getByTestId('side-nav')).toBeVisible()
    expect(profileCalls.length).toBeGreaterThan(0)
    expect(profileCalls.every((s) => s === 200)).toBe(true)

    // Signed out, a protected page goes to the login page without a refused call either.
    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/my-info')
    await expect(page).toHaveURL(/\/login\?to=%2Fmy-info$/)
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
    expect(refused).toEqual([])
    await page.screenshot({ path: shot('login-no-401.png') })
  })
})
