import { expect, test, type Page } from './test'
import { loginAndLand, SHOTS } from './helpers'

/**
 * Shell §2.3/§4/§6 for every demo account: where it lands, which side-menu entries and portal tabs it
 * sees (and does not), the company and vendor switchers, search and the country-guide link. Each
 * account also leaves a screenshot of its layout in tests/artifacts/screenshots/layout-*.png.
 */
// Resolved from this file, so the run's working directory does not matter.
const HOME = /:\d+\/$/

const PERSONAL = ['My info', 'My time off', 'My expenses', 'My pay', 'My documents']
const MANAGER = ['Business intelligence', 'People', 'Payroll', 'Time off', 'Expenses', 'Global mobility']
const ALL_MENU = ['Dashboard', 'Documents', ...PERSONAL, ...MANAGER, 'Contractors']
const VENDOR_TABS = ['Customers', 'Business intelligence', 'Partners', 'Data cloud', 'Users', 'Settings']
const SUPERADMIN_TABS = ['Business intelligence', 'Data cloud', 'Manage users', 'Platform vendors']

interface Account {
  email: string
  lands: RegExp
  menu: string[]
  /** 'select': the admin's customer picker; a name: the own customer's name; null: nothing. */
  company: 'select' | string | null
  search: boolean
  /** Vendor portal tabs, or null when the vendor layout sends the account back to /. */
  vendorTabs: string[] | null
  /** 'select': the admin-only vendor picker; a name: the own vendor's name. */
  vendorSwitcher?: 'select' | string
  countryGuide: boolean
}

const ACCOUNTS: Account[] = [
  { email: 'vendor.admin@demo.test', lands: HOME, menu: ['Dashboard', ...MANAGER], company: 'select', search: true, vendorTabs: VENDOR_TABS, vendorSwitcher: 'Acme Payroll Services', countryGuide: true },
  // Northwind's admin: a partner vendor created by Acme, acting for the customers Acme shares with it;
  // Northwind has no if_marco_link, so no country-guide link.
  { email: 'partner.admin@demo.test', lands: HOME, menu: ['Dashboard', ...MANAGER], company: 'select', search: true, vendorTabs: VENDOR_TABS, vendorSwitcher: 'Northwind Payroll Partners', countryGuide: false },
  { email: 'vendor.user@demo.test', lands: HOME, menu: ['Dashboard', ...MANAGER], company: 'select', search: true, vendorTabs: VENDOR_TABS.slice(0, 4), vendorSwitcher: 'Acme Payroll Services', countryGuide: true },
  { email: 'hr.admin@demo.test', lands: HOME, menu: ['Dashboard', ...PERSONAL, ...MANAGER], company: 'Globex Asia', search: true, vendorTabs: null, countryGuide: true },
  { email: 'manager@demo.test', lands: HOME, menu: ['Dashboard', ...MANAGER], company: 'Globex Asia', search: true, vendorTabs: null, countryGuide: true },
  { email: 'employee@demo.test', lands: HOME, menu: ['Dashboard', ...PERSONAL], company: 'Globex Asia', search: false, vendorTabs: null, countryGuide: true },
  { email: 'intern@demo.test', lands: HOME, menu: ['Dashboard', ...PERSONAL], company: 'Globex Asia', search: false, vendorTabs: null, countryGuide: true },
  { email: 'contractor@demo.test', lands: /\/contractor\/docs$/, menu: ['Documents'], company: null, search: false, vendorTabs: null, countryGuide: true },
  { email: 'other.employee@demo.test', lands: HOME, menu: ['Dashboard', ...PERSONAL], company: 'Initech Europe', search: false, vendorTabs: null, countryGuide: true },
]

const nav = (page: Page) => page.getByTestId('side-nav')
const menuItem = (page: Page, name: string) => nav(page).getByRole('menuitem', { name, exact: true })
const portalTab = (page: Page, name: string) => page.getByTestId('portal-tabs').getByRole('menuitem', { name, exact: true })

async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

test.describe('roles: every demo account in the customer portal', () => {
  for (const account of ACCOUNTS) {
    test(`${account.email} lands, sees its menu, switchers, search and portal tabs`, async ({ page }) => {
      await page.setViewportSize({ width: 1400, height: 900 })
      await loginAndLand(page, account.email, account.lands)
      for (const name of account.menu) await expect(menuItem(page, name)).toBeVisible()
      for (const name of ALL_MENU.filter((n) => !account.menu.includes(n))) await expect(menuItem(page, name)).toHaveCount(0)

      if (account.company === 'select') {
        await expect(page.getByTestId('company-switcher')).toBeVisible()
      } else {
        await expect(page.getByTestId('company-switcher')).toHaveCount(0)
        if (account.company) await expect(page.getByTestId('company-name')).toHaveText(account.company)
        else await expect(page.getByTestId('company-name')).toHaveCount(0)
      }
      await expect(page.getByTestId('staff-search-button')).toHaveCount(account.search ? 1 : 0)
      // The customer portal never shows the vendor switcher or portal tabs.
      await expect(page.getByTestId('vendor-switcher')).toHaveCount(0)
      await expect(page.getByTestId('portal-tabs')).toHaveCount(0)

      const guide = page.getByTestId('country-guide-link')
      if (account.countryGuide) {
        await expect(guide).toHaveAttribute('target', '_blank')
        await expect(guide).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/)
      } else {
        await expect(guide).toHaveCount(0)
      }

      if (account.email === 'hr.admin@demo.test') await shot(page, 'layout-default')
      if (account.email === 'contractor@demo.test') await shot(page, 'layout-contractor')

      await page.goto('/vendor/business-intelligence')
      if (!account.vendorTabs) {
        await expect(page).toHaveURL(account.lands)
        await expect(page.getByTestId('vendor-layout')).toHaveCount(0)
      } else {
        await expect(page.getByTestId('vendor-layout')).toBeVisible()
        for (const name of account.vendorTabs) await expect(portalTab(page, name)).toBeVisible()
        for (const name of VENDOR_TABS.filter((n) => !account.vendorTabs!.includes(n))) await expect(portalTab(page, name)).toHaveCount(0)
        await expect(page.getByTestId('vendor-switcher')).toHaveCount(0)
        await expect(page.getByTestId('vendor-name')).toHaveText(account.vendorSwitcher!)
        await expect(page.getByTestId('side-nav')).toHaveCount(0)
        if (account.email === 'vendor.admin@demo.test') await shot(page, 'layout-vendor')
      }
      // Nobody but the superadmin may stay in the superadmin portal.
      await page.goto('/superadmin')
      await expect(page.getByTestId('superadmin-layout')).toHaveCount(0)
    })
  }
})

test.describe('roles: superadmin and the new hire', () => {
  test('superadmin lands in /superadmin/data-cloud; four tabs; picks vendors; never sees the customer portal', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 })
    await loginAndLand(page, 'superadmin@demo.test', /\/superadmin\/data-cloud$/)
    await expect(page.getByTestId('superadmin-layout')).toBeVisible()
    for (const name of SUPERADMIN_TABS) await expect(portalTab(page, name)).toBeVisible()
    await expect(page.getByTestId('side-nav')).toHaveCount(0)
    await expect(page.getByTestId('company-switcher')).toHaveCount(0)
    await expect(page.getByTestId('staff-search-button')).toHaveCount(0)
    await expect(page.getByTestId('vendor-switcher')).toHaveCount(0)
    await page.goto('/superadmin')
    await shot(page, 'layout-superadmin')
    // The vendor portal: the admin-only role gets the vendor picker, with four tabs (no Users or Settings).
    await page.goto('/vendor/business-intelligence')
    await expect(page.getByTestId('vendor-switcher')).toBeVisible()
    for (const name of VENDOR_TABS.slice(0, 4)) await expect(portalTab(page, name)).toBeVisible()
    await expect(portalTab(page, 'Users')).toHaveCount(0)
    // The customer portal is not theirs (shell §4 admin-only guard).
    await page.goto('/my-info')
    await expect(page).toHaveURL(/\/superadmin\/data-cloud$/)
  })

  test('new.hire (not agreed) lands in the onboarding layout: no sidebar, no switchers, no search', async ({ page }) => {
    await loginAndLand(page, 'new.hire@demo.test', /\/onboarding\/personal$/)
    await expect(page.getByTestId('onboarding-summary')).toContainText('Nina Newhire')
    await expect(page.getByTestId('side-nav')).toHaveCount(0)
    await expect(page.getByTestId('company-switcher')).toHaveCount(0)
    await expect(page.getByTestId('company-name')).toHaveCount(0)
    await expect(page.getByTestId('staff-search-button')).toHaveCount(0)
    await expect(page.getByTestId('language-switcher')).toBeVisible()
    await shot(page, 'layout-onboarding')
  })

  test('auth and error layouts', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByTestId('login-tagline')).toBeVisible()
    await shot(page, 'layout-auth')
    await loginAndLand(page, 'employee@demo.test', HOME)
    await page.goto('/no-such-page')
    await expect(page.getByText('This page could not be found')).toBeVisible({ timeout: 30_000 })
    await shot(page, 'layout-error')
  })
})

test.describe('roles: manager-only and contractor guards', () => {
  test('an employee opening manager pages or contractor sign-up is sent to /', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    // /contractor/signup (nosidebar layout) is only for contractors still to sign up.
    for (const path of ['/time-off', '/global-mobility', '/payroll/reports', '/contractor/signup']) {
      await page.goto(path)
      await expect(page).toHaveURL(HOME)
    }
  })

  test('a contractor outside the contractor pages is sent to /contractor/docs', async ({ page }) => {
    await loginAndLand(page, 'contractor@demo.test', /\/contractor\/docs$/)
    await page.goto('/my-info')
    await expect(page).toHaveURL(/\/contractor\/docs$/)
    await page.goto('/contractor/signup')
    await expect(page).toHaveURL(/\/contractor\/docs$/)
  })
})

test.describe('roles: country-guide link', () => {
  test('Chinese adds cn/; a vendor without if_marco_link shows none', async ({ page, request }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    const guide = page.getByTestId('country-guide-link')
    const english = await guide.getAttribute('href')
    await page.getByTestId('language-switcher').click()
    await page.getByRole('menuitem', { name: '简体中文' }).click()
    await expect(guide).toHaveAttribute('href', `${english}cn/`)
    await page.getByTestId('language-switcher').click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await expect(guide).toHaveAttribute('href', english!)

    // Turn the flag off on Acme (as the superadmin), then back on: the link follows the vendor.
    const login = await (await request.post('/api/auth/platform-login', { data: { email: 'superadmin@demo.test', password: 'Demo@12345' } })).json()
    const headers = { Authorization: `Bearer ${login.auth_token}` }
    const acme = (await (await request.get('/api/vendor?query_string=Acme', { headers })).json()).items[0]
    const flag = async (on: boolean) =>
      expect((await request.post(`/api/vendor/${acme.id}`, { headers, data: { update_data: { if_marco_link: on } } })).ok()).toBeTruthy()
    await flag(false)
    try {
      await page.reload()
      await expect(page.getByTestId('header-user-name')).toBeVisible()
      await expect(guide).toHaveCount(0)
    } finally {
      await flag(true)
    }
    await page.reload()
    await expect(guide).toBeVisible()
  })
})
