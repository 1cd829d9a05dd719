import { expect as baseExpect, test, type Locator, type Page } from './test'
import { apiAs, loginAndLand, shot } from './helpers'

/**
 * Issue #20 items 3 and 2: every navigation item (sidebar, portal header tabs, person tabs, settings
 * tabs, breadcrumbs) is an anchor with its href, and a plain click still navigates client-side; the
 * context is always visible (the company switcher names the company shown, admin settings keep
 * their title and tabs, searches name their fields, roles read in plain words, placeholders carry
 * their own title).
 */
// The shared box runs several suites at once: a first page load can take well over the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 })
const HOME = /:\d+\/$/

/** Marks the loaded document, so a later check tells a client-side navigation from a full reload. */
const markDocument = (page: Page) => page.evaluate(() => { (window as unknown as { navMark: number }).navMark = 1 })
const stillSameDocument = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { navMark?: number }).navMark)).toBe(1)

/** Forgets the signed-in user (cookies and storage), so the next login starts afresh. */
async function signOut(page: Page) {
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
}

/** Each name is a link (role link, an `a` element) with exactly this href. */
async function expectLinks(scope: Locator, links: Record<string, string>) {
  for (const [name, href] of Object.entries(links)) {
    const link = scope.getByRole('link', { name, exact: true })
    await expect(link).toHaveAttribute('href', href)
    expect(await link.evaluate((el) => el.tagName)).toBe('A')
  }
}

/** A plain click on the link navigates to `url` in the same document (no reload). */
async function clickWithoutReload(page: Page, link: Locator, url: RegExp) {
  await markDocument(page)
  await link.click()
  await expect(page).toHaveURL(url)
  await stillSameDocument(page)
}

test.describe('navigation items are links', () => {
  test.describe.configure({ timeout: 120_000 })

  test('vendor portal header tabs: anchors with hrefs, a click navigates in place, ctrl+click opens a new tab', async ({ page, context }) => {
    await loginAndLand(page, 'vendor.admin@demo.test', HOME)
    await page.goto('/vendor/business-intelligence')
    const tabs = page.getByTestId('portal-tabs')
    await expectLinks(tabs, {
      Customers: '/vendor', 'Business intelligence': '/vendor/business-intelligence', Partners: '/vendor/partner',
      'Data cloud': '/vendor/data-cloud', Users: '/vendor/user', Settings: '/vendor/setting/vendor-info',
    })
    // Assistive tech: the menu item holds the link, so both roles are there.
    await expect(tabs.getByRole('menuitem', { name: 'Partners' }).getByRole('link', { name: 'Partners' })).toBeVisible()
    await clickWithoutReload(page, tabs.getByRole('link', { name: 'Partners', exact: true }), /\/vendor\/partner$/)
    await expect(tabs.locator('.ant-menu-item-selected')).toHaveText('Partners')
    await expect(tabs.getByRole('link', { name: 'Partners', exact: true })).toHaveAttribute('aria-current', 'page')
    await page.screenshot({ path: shot('nav-links-vendor-tabs.png') })

    // ctrl/cmd+click leaves this page where it is and opens the tab's page in a new browser tab.
    const opened = context.waitForEvent('page')
    await tabs.getByRole('link', { name: 'Data cloud', exact: true }).click({ modifiers: ['ControlOrMeta'] })
    const popup = await opened
    // A new tab starts at about:blank and then navigates: wait for its URL, not for its first load.
    await expect(popup).toHaveURL(/\/vendor\/data-cloud$/)
    await popup.close()
    await expect(page).toHaveURL(/\/vendor\/partner$/)

    // Below 768px the same links sit in the dropdown.
    await page.setViewportSize({ width: 600, height: 900 })
    await page.getByTestId('portal-tabs-dropdown').click()
    const menu = page.locator('.ant-dropdown:visible')
    await expectLinks(menu, { Customers: '/vendor', Users: '/vendor/user' })
    await clickWithoutReload(page, menu.getByRole('link', { name: 'Users', exact: true }), /\/vendor\/user$/)
  })

  test('superadmin portal header tabs are anchors; a click navigates in place', async ({ page }) => {
    await loginAndLand(page, 'superadmin@demo.test', /\/superadmin\/data-cloud$/)
    const tabs = page.getByTestId('portal-tabs')
    await expectLinks(tabs, {
      'Business intelligence': '/superadmin', 'Data cloud': '/superadmin/data-cloud',
      'Manage users': '/superadmin/manage-user', 'Platform vendors': '/superadmin/platform-vendor',
    })
    await clickWithoutReload(page, tabs.getByRole('link', { name: 'Manage users', exact: true }), /\/superadmin\/manage-user$/)
    await expect(tabs.locator('.ant-menu-item-selected')).toHaveText('Manage users')
  })

  test('sidebar items are anchors; a click navigates in place', async ({ page }) => {
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    const nav = page.getByTestId('side-nav')
    await expectLinks(nav, {
      Dashboard: '/', 'My info': '/my-info', 'My time off': '/my-time-off', People: '/people/staff',
      Payroll: '/payroll/reports', 'Time off': '/time-off', 'Global mobility': '/global-mobility',
    })
    await clickWithoutReload(page, nav.getByRole('link', { name: 'People', exact: true }), /\/people\/staff$/)
    await expect(nav.locator('.ant-menu-item-selected')).toHaveText('People')
    await expect(nav.getByRole('link', { name: 'People', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current', 'page')
  })

  test('user-menu entries are anchors: a click navigates in place, ctrl+click opens a new tab', async ({ page, context }) => {
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    const openMenu = async () => {
      // A ctrl+click opens its tab and leaves the menu open: closed first, the click below opens it
      // again rather than toggling it shut while a stale, closing menu is still matched.
      const open = page.locator('.ant-dropdown:visible')
      if (await open.count()) {
        await page.keyboard.press('Escape')
        await expect(open).toHaveCount(0)
      }
      await page.getByTestId('user-menu').click()
      await expect(open).toHaveCount(1)
      return open
    }
    let menu = await openMenu()
    await expectLinks(menu, { 'Account settings': '/account/setting', 'Admin settings': '/admin-setting/company-info' })

    const opened = context.waitForEvent('page')
    await menu.getByRole('link', { name: 'Admin settings', exact: true }).click({ modifiers: ['ControlOrMeta'] })
    const popup = await opened
    // A new tab starts at about:blank and then navigates: wait for its URL, not for its first load.
    await expect(popup).toHaveURL(/\/admin-setting\/company-info$/)
    await popup.close()
    await expect(page).toHaveURL(HOME)

    menu = await openMenu()
    await clickWithoutReload(page, menu.getByRole('link', { name: 'Account settings', exact: true }), /\/account\/setting$/)
    await expect(page.getByRole('row', { name: /Role/ })).toBeVisible()
    // The keyboard reaches the same page: Enter on the focused entry.
    menu = await openMenu()
    await menu.getByRole('menuitem', { name: 'Admin settings' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin-setting\/company-info$/)

    // In a portal the account entry is the portal's own page, a link too.
    await page.context().clearCookies()
    await loginAndLand(page, 'vendor.admin@demo.test', HOME)
    await page.goto('/vendor/business-intelligence')
    menu = await openMenu()
    // The portal switch is a link as well: back to the customer portal at '/'.
    await expectLinks(menu, { 'Account settings': '/vendor/account/setting', 'Back to customer portal': '/' })
    await clickWithoutReload(page, menu.getByRole('link', { name: 'Account settings', exact: true }), /\/vendor\/account\/setting$/)
  })

  test('person tabs are anchors to their URLs, on /people/staff/:id and on /my-info', async ({ page, request }) => {
    const admin = await apiAs(request, 'hr.admin@demo.test')
    const list = await (await request.get('/api/people/staff-list?query_string=Emma%20Employee', { headers: admin.headers })).json()
    const personId = list.items[0].id as number
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    // The people list names each person with a link to their page (open in a new tab with a middle click).
    await page.goto('/people/staff')
    await expect(page.getByRole('link', { name: 'Emma Employee', exact: true })).toHaveAttribute('href', new RegExp(`^/people/staff/${personId}(/|$)`))
    await page.goto(`/people/staff/${personId}/personal`)
    const tabs = page.getByTestId('person-tabs')
    await expectLinks(tabs, {
      'Personal info': `/people/staff/${personId}/personal`, 'Employment info': `/people/staff/${personId}/employment`,
      'Bank info': `/people/staff/${personId}/bank`, Files: `/people/staff/${personId}/docs`, 'System info': `/people/staff/${personId}/system`,
    })
    // The tab keeps its role for assistive tech, with the link inside it.
    await expect(tabs.getByRole('tab', { name: 'Bank info' }).getByRole('link')).toHaveAttribute('href', `/people/staff/${personId}/bank`)
    await clickWithoutReload(page, tabs.getByRole('link', { name: 'Bank info', exact: true }), new RegExp(`/people/staff/${personId}/bank$`))
    await expect(tabs.getByRole('tab', { name: 'Bank info' })).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.getByRole('link', { name: 'Bank info', exact: true })).toHaveAttribute('aria-current', 'page')
    await page.screenshot({ path: shot('nav-links-person-tabs.png') })

    await page.goto('/my-info')
    await expectLinks(page.getByTestId('person-tabs'), { 'Personal info': '/my-info?tab=personal', 'Bank info': '/my-info?tab=bank' })
  })

  test('admin settings and vendor settings tabs are anchors; breadcrumbs link back', async ({ page }) => {
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    await page.goto('/admin-setting/company-info')
    const tabs = page.getByTestId('admin-setting-tabs')
    await expectLinks(tabs, {
      'Company info': '/admin-setting/company-info', 'Business entities': '/admin-setting/business-entity',
      'Exchange rates': '/admin-setting/exchange-rate', 'Company data': '/admin-setting/company-data-type', 'Leave settings': '/admin-setting/leave-setting',
    })
    await clickWithoutReload(page, tabs.getByRole('link', { name: 'Business entities', exact: true }), /\/admin-setting\/business-entity$/)
    await expect(tabs.getByRole('tab', { name: 'Business entities' })).toHaveAttribute('aria-selected', 'true')

    await signOut(page)
    await loginAndLand(page, 'vendor.admin@demo.test', HOME)
    await page.goto('/vendor/setting/vendor-info')
    const vendorTabs = page.getByTestId('vendor-setting-tabs')
    await expectLinks(vendorTabs, {
      'Vendor info': '/vendor/setting/vendor-info', 'Country list': '/vendor/setting/country-list', Pricebook: '/vendor/setting/pricebook',
    })
    await clickWithoutReload(page, vendorTabs.getByRole('link', { name: 'Country list', exact: true }), /\/vendor\/setting\/country-list$/)

    // Breadcrumbs: the generic screens' (Refine) and the bespoke ones link to their parent page.
    await page.goto('/vendor/customer/create')
    const crumbs = page.locator('.ant-breadcrumb')
    await expect(crumbs.locator('a[href="/vendor"]')).toBeVisible()
    await clickWithoutReload(page, crumbs.locator('a[href="/vendor"]'), /\/vendor$/)
    await page.goto('/vendor/user')
    await page.getByRole('link', { name: 'Valerie Vendoruser' }).click()
    await expect(page).toHaveURL(/\/vendor\/user\/\d+$/)
    await expectLinks(page.locator('.ant-breadcrumb'), { Users: '/vendor/user' })
  })
})

test.describe('context is always visible', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the vendor user\'s company switcher names the company whose staff the list shows', async ({ page }) => {
    await loginAndLand(page, 'vendor.user@demo.test', HOME)
    await page.goto('/people/staff')
    await expect(page.getByRole('row', { name: /Helen Hradmin/ })).toBeVisible()
    const switcher = page.getByTestId('company-switcher')
    await expect(switcher).toContainText('Globex Asia')
    await expect(switcher).not.toContainText('Select a company')
    await page.screenshot({ path: shot('context-vendor-switcher.png') })
  })

  test('every /admin-setting page keeps the settings title and tab bar; searches name their fields', async ({ page }) => {
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    for (const [path, tab] of [
      ['/admin-setting/exchange-rate', 'Exchange rates'],
      ['/admin-setting/company-data-type', 'Company data'],
      ['/admin-setting/company-data-type/leave-type', 'Company data'],
      ['/admin-setting/company-info', 'Company info'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Admin settings' })).toBeVisible()
      await expect(page.getByTestId('admin-setting-tabs').getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
    }
    // The bare /admin-setting opens the first tab.
    await page.goto('/admin-setting')
    await expect(page).toHaveURL(/\/admin-setting\/company-info$/)

    // Exchange rates declare no searched field: no search box that would search nothing.
    await page.goto('/admin-setting/exchange-rate')
    await expect(page.locator('.ant-table')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveCount(0)
    await page.screenshot({ path: shot('context-admin-setting-exchange-rate.png') })
    // The company's leave types search their name, and say so.
    await page.goto('/admin-setting/company-data-type/leave-type')
    await expect(page.getByPlaceholder('Search by name', { exact: true })).toBeVisible()
  })

  test('roles read in plain words', async ({ page }) => {
    await loginAndLand(page, 'hr.admin@demo.test', HOME)
    await page.goto('/account/setting')
    await expect(page.getByRole('row', { name: /Role/ })).toContainText('Manager and staff')

    await signOut(page)
    await loginAndLand(page, 'vendor.admin@demo.test', HOME)
    await page.goto('/vendor/account/setting')
    await expect(page.getByRole('row', { name: /Role/ })).toContainText('Vendor admin')

    await signOut(page)
    await loginAndLand(page, 'superadmin@demo.test', /\/superadmin\/data-cloud$/)
    await page.goto('/superadmin/manage-user')
    // Each account looked up by name (other suites add users, so a page of the list may not hold it).
    for (const [name, role] of [
      ['Helen Hradmin', 'Manager and staff'], ['Marcus Manager', 'Manager'], ['Emma Employee', 'Staff'],
      ['Ian Intern', 'Intern'], ['Victor Vendoradmin', 'Vendor admin'], ['Valerie Vendoruser', 'Vendor user'],
    ] as const) {
      await page.getByLabel('Search by name or e-mail').fill(name)
      const rows = page.locator('.ant-table-row')
      await expect(rows).toHaveCount(1)
      await expect(rows.locator('td').nth(2)).toHaveText(role)
    }
  })

  test('the BI homes of the superadmin and vendor portals carry their own title', async ({ page }) => {
    await loginAndLand(page, 'superadmin@demo.test', /\/superadmin\/data-cloud$/)
    await page.goto('/superadmin')
    await expect(page.getByRole('heading', { name: 'Business intelligence' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Superadmin', exact: true })).toHaveCount(0)

    await signOut(page)
    await loginAndLand(page, 'vendor.admin@demo.test', HOME)
    await page.goto('/vendor/business-intelligence')
    await expect(page.getByRole('heading', { name: 'Business intelligence' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Vendor', exact: true })).toHaveCount(0)
    await page.screenshot({ path: shot('context-vendor-bi-title.png') })
  })
})
