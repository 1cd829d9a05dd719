import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { expect, test, type APIRequestContext, type Page } from './test'
import { workerServer } from './servers'
import { apiAs, loginAndLand, waitForMail, SHOTS } from './helpers'

/**
 * Shell §4 layout guards in a real browser, for the states no demo account is in: a vendor user
 * serving no active customer, a contractor who has not signed up (no contractor_type), and a
 * non-admin whose customer became inactive inside the onboarding layout. Each test restores what
 * it changed so the other spec files see the demo data unchanged.
 */
const HOME = /:\d+\/$/
const VENDOR_BI = /\/vendor\/business-intelligence$/
const SIGNUP = /\/contractor\/signup$/

/** The suite's own scratch database (scripts/e2e-server.mjs), for state no endpoint can produce. */
// This worker's server database (servers.ts).
const DB_FILE = fileURLToPath(new URL(`../../backend/${workerServer().env.E2E_DB}`, import.meta.url))

/** No endpoint clears a contractor's contractor_type (sign-up sets it), so the test sets the column. */
function setContractorType(email: string, value: string | null) {
  const db = new Database(DB_FILE)
  try {
    db.pragma('busy_timeout = 5000')
    return db.prepare('update users set contractor_type = ? where email = ?').run(value, email).changes
  } finally {
    db.close()
  }
}

async function customerActive(request: APIRequestContext, headers: Record<string, string>, id: number, on: boolean) {
  const res = await request.post(`/api/customer/${id}`, { headers, data: { update_data: { is_active: on } } })
  expect(res.ok(), await res.text()).toBeTruthy()
}

async function expectLoggedOut(page: Page) {
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'auth_token')?.value ?? '').toBe('')
}

test.describe('shell §4 guards: vendor-only user without active customers', () => {
  test('an invited vendor user assigned to no customer lands in /vendor/business-intelligence, never the customer portal', async ({ page, request }) => {
    const admin = await apiAs(request, 'vendor.admin@demo.test')
    const email = `no.customers.${Date.now()}@acme.test`
    const created = await request.post('/api/vendor-portal/user', {
      headers: admin.headers, data: { name: 'Vera Nocustomer', email, access_vendor_portal: false, customer_ids: [] },
    })
    expect(created.status(), await created.text()).toBe(201)
    const user = await created.json()
    expect(user.customer_ids).toEqual([])
    try {
      const mail = await waitForMail(email)
      const link = mail.links.find((l) => l.includes('/join/'))!
      await page.goto(new URL(link).pathname)
      await page.getByLabel('New password', { exact: true }).fill('Welcome@2026')
      await page.getByLabel('Retype new password').fill('Welcome@2026')
      await page.getByRole('button', { name: 'Create password' }).click()
      await expect(page).toHaveURL(VENDOR_BI)
      await expect(page.getByTestId('vendor-layout')).toBeVisible()
      await expect(page.getByTestId('vendor-name')).toHaveText('Acme Payroll Services')
      // Every default-layout page sends them back: there is no customer to act for.
      for (const path of ['/', '/my-info', '/people/staff']) {
        await page.goto(path)
        await expect(page).toHaveURL(VENDOR_BI)
      }
      await expect(page.getByTestId('side-nav')).toHaveCount(0)
      await page.screenshot({ path: `${SHOTS}/guard-vendor-no-customers.png` })
    } finally {
      expect((await request.delete(`/api/vendor-portal/user/${user.id}`, { headers: admin.headers })).ok()).toBeTruthy()
    }
  })
})

test.describe.serial('shell §4 guards: contractor sign-up', () => {
  test('a contractor without contractor_type is kept on /contractor/signup in the nosidebar layout with the tagline', async ({ page }) => {
    expect(setContractorType('contractor@demo.test', null)).toBe(1)
    try {
      await loginAndLand(page, 'contractor@demo.test', SIGNUP)
      const layout = page.getByTestId('nosidebar-layout')
      await expect(layout).toBeVisible()
      await expect(layout.getByRole('heading', { name: 'get paid globally with ease' })).toBeVisible()
      await expect(page.getByTestId('side-nav')).toHaveCount(0)
      await expect(page.getByTestId('company-switcher')).toHaveCount(0)
      await page.screenshot({ path: `${SHOTS}/layout-nosidebar.png` })
      // Sign-up is the only page until they have a contractor_type.
      for (const path of ['/contractor/docs', '/my-info', '/']) {
        await page.goto(path)
        await expect(page).toHaveURL(SIGNUP)
      }
    } finally {
      expect(setContractorType('contractor@demo.test', 'individual')).toBe(1)
    }
    // Signed up: the same account is sent from sign-up to its documents. The change was written
    // past the server (straight into its database), which sees it once its few seconds' copy of the
    // token's user expires (AUTH_CACHE_MS, 3 s): as another instance's write would be seen.
    await expect(async () => {
      await page.goto('/contractor/signup')
      await expect(page).toHaveURL(/\/contractor\/docs$/, { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(page.getByTestId('nosidebar-layout')).toHaveCount(0)
  })
})

test.describe.serial('shell §4 guards: onboarding layout', () => {
  test('a non-admin whose only customer becomes inactive is logged out of the onboarding layout', async ({ page, request }) => {
    const vendor = await apiAs(request, 'vendor.admin@demo.test')
    const initech = (await (await request.get('/api/customer?query_string=Initech', { headers: vendor.headers })).json()).items[0]
    expect(initech.name).toBe('Initech Europe')
    await loginAndLand(page, 'other.employee@demo.test', HOME)
    await page.goto('/onboarding/personal')
    await expect(page.getByTestId('onboarding-summary')).toBeVisible()
    await customerActive(request, vendor.headers, initech.id, false)
    try {
      await page.reload()
      await expectLoggedOut(page)
    } finally {
      await customerActive(request, vendor.headers, initech.id, true)
    }
    await loginAndLand(page, 'other.employee@demo.test', HOME)
  })

  test('admins are sent from the onboarding layout to /', async ({ page }) => {
    await loginAndLand(page, 'vendor.admin@demo.test', HOME)
    await page.goto('/onboarding/personal')
    await expect(page).toHaveURL(HOME)
    await expect(page.getByTestId('onboarding-summary')).toHaveCount(0)
  })
})
