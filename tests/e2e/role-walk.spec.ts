import { expect as baseExpect, test, type Locator, type Page } from './test'
import { login, shot } from './helpers'

/**
 * Issue #20 §6 "no calls the user may not make": every demo role signs in once and opens every
 * navigation item it sees — sidebar entries, portal header tabs, user-menu links and the tabs of one
 * person page — and the walk fails on any console error, uncaught page error or 4xx/5xx API answer,
 * except the few deliberate ones in ALLOWED below.
 */
const expect = baseExpect.configure({ timeout: 30_000 })

// Every test signs in on a page of its own and only reads: they need not run in order, so both
// workers share the walks (the longest file of the suite when it ran in one worker).
test.describe.configure({ mode: 'parallel' })

interface Problem { where: string; what: string }

/**
 * Deliberate failures a walk may meet. Each is matched on the API call (method and path) or the
 * console text, and on the page it happened on.
 */
const ALLOWED: { call?: RegExp; console?: RegExp; reason: string }[] = [
  // The login page asks whether a session exists; "no" is the answer it expects before signing in.
  { call: /^GET \/api\/profile\/me$/, reason: 'session probe on the login page, before signing in' },
]

/** Collects what went wrong on a page and counts requests in flight, so a walk step can wait for quiet. */
function watch(page: Page) {
  const problems: Problem[] = []
  let inflight = 0
  let signedIn = false
  const where = () => new URL(page.url()).pathname + new URL(page.url()).search
  const allowed = (text: string, kind: 'call' | 'console') =>
    !signedIn && ALLOWED.some((a) => (kind === 'call' ? a.call?.test(text) : a.console?.test(text)))
  page.on('request', () => { inflight++ })
  page.on('requestfinished', () => { inflight-- })
  page.on('requestfailed', () => { inflight-- })
  page.on('response', (res) => {
    const url = new URL(res.url())
    if (!url.pathname.startsWith('/api/') || res.status() < 400) return
    const call = `${res.request().method()} ${url.pathname}`
    if (!allowed(call, 'call')) problems.push({ where: where(), what: `${res.status()} ${call}${url.search}` })
  })
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    // Chromium repeats each failed load as a console error; the response handler judged it already.
    if (/^Failed to load resource: the server responded with a status of/.test(msg.text())) return
    if (!allowed(msg.text(), 'console')) problems.push({ where: where(), what: `console: ${msg.text()}` })
  })
  page.on('pageerror', (err) => problems.push({ where: where(), what: `page error: ${err.message}` }))
  return {
    problems,
    signedIn: () => { signedIn = true },
    /** Resolves once no request has been in flight for 400 ms (network idle for a client-side navigation). */
    async settle() {
      let quietSince = Date.now()
      const deadline = Date.now() + 30_000
      while (Date.now() < deadline) {
        if (inflight > 0) quietSince = Date.now()
        else if (Date.now() - quietSince >= 400) return
        await page.waitForTimeout(50)
      }
      throw new Error(`requests still in flight on ${where()}`)
    },
  }
}

type Walker = ReturnType<typeof watch>

/** The hrefs of the anchors in `scope`, in order, without repeats. */
const hrefsIn = async (scope: Locator) =>
  [...new Set(await scope.locator('a[href]').evaluateAll((els) => els.map((el) => el.getAttribute('href')!)))]

/** Opens each link of the nav `scope` by clicking it, as a user would, and waits for each page to settle. */
async function walkLinks(page: Page, walker: Walker, scope: () => Locator, visited: string[]) {
  // The layout and its navigation render after their chunks load: collect the links once they are there.
  await expect(scope().locator('a[href]').first()).toBeVisible()
  for (const href of await hrefsIn(scope())) {
    await scope().locator(`a[href="${href}"]`).first().click()
    await walker.settle()
    visited.push(href)
  }
}

/** Opens each user-menu link (Account settings, Admin settings…) from the header's user menu. */
async function walkUserMenu(page: Page, walker: Walker, visited: string[]) {
  await page.getByTestId('user-menu').click()
  const menu = page.locator('.ant-dropdown:visible')
  await expect(menu.getByRole('menuitem').first()).toBeVisible()
  // The portal switch is a link too, but it leaves this layout: the portal walk covers the portals.
  const hrefs = await hrefsIn(menu.locator('.ant-dropdown-menu-item:not(:has([data-testid="user-menu-switch-portal"]))'))
  await page.keyboard.press('Escape')
  for (const href of hrefs) {
    await page.getByTestId('user-menu').click()
    await page.locator('.ant-dropdown:visible').locator(`a[href="${href}"]`).click()
    await expect(page).toHaveURL((url) => url.pathname === href)
    await walker.settle()
    visited.push(href)
  }
  return hrefs
}

interface Role {
  email: string
  /** Where the login lands. */
  lands: RegExp
  /** How to reach one person page whose tabs are walked (none: the role has no person page). */
  person?: 'my-info' | 'people-list' | 'contract'
  /** The role also has a portal (vendor, superadmin) whose header tabs are walked. */
  portal?: string
  /** Pages the walk must have opened at least (a new hire's onboarding layout has no navigation). */
  minVisits: number
  /** Where the login lands is a layout without sidebar and user menu (portal landing, onboarding). */
  noSidebar?: boolean
  noUserMenu?: boolean
}

const HOME = /:\d+\/$/
const ROLES: Role[] = [
  { email: 'hr.admin@demo.test', lands: HOME, person: 'people-list', minVisits: 20 },
  { email: 'manager@demo.test', lands: HOME, person: 'people-list', minVisits: 10 },
  { email: 'employee@demo.test', lands: HOME, person: 'my-info', minVisits: 17 },
  { email: 'intern@demo.test', lands: HOME, person: 'my-info', minVisits: 17 },
  { email: 'new.hire@demo.test', lands: /\/onboarding\/personal$/, minVisits: 1, noSidebar: true, noUserMenu: true },
  { email: 'contractor@demo.test', lands: /\/contractor\/docs$/, person: 'contract', minVisits: 4 },
  { email: 'vendor.admin@demo.test', lands: HOME, person: 'people-list', portal: '/vendor/business-intelligence', minVisits: 20 },
  { email: 'vendor.user@demo.test', lands: HOME, person: 'people-list', portal: '/vendor/business-intelligence', minVisits: 15 },
  { email: 'partner.admin@demo.test', lands: HOME, person: 'people-list', portal: '/vendor/business-intelligence', minVisits: 20 },
  { email: 'superadmin@demo.test', lands: /\/superadmin\/data-cloud$/, portal: '/superadmin', minVisits: 6, noSidebar: true },
]

test.describe('role walk: every navigation item of every demo role, without errors', () => {
  test.describe.configure({ timeout: 240_000 })

  for (const role of ROLES) {
    test(role.email, async ({ page }) => {
      await page.setViewportSize({ width: 1400, height: 900 })
      const walker = watch(page)
      await login(page, role.email)
      await expect(page).toHaveURL(role.lands)
      walker.signedIn()
      await walker.settle()
      const visited: string[] = [page.url()]

      const sideNav = () => page.getByTestId('side-nav')
      if (!role.noSidebar) await walkLinks(page, walker, sideNav, visited)
      if (!role.noUserMenu) await walkUserMenu(page, walker, visited)

      if (role.person === 'my-info') {
        await sideNav().getByRole('link', { name: 'My info', exact: true }).click()
        await walker.settle()
        await walkLinks(page, walker, () => page.getByTestId('person-tabs'), visited)
      } else if (role.person === 'people-list') {
        await sideNav().getByRole('link', { name: 'People', exact: true }).click()
        // Rows open the person on click; Emma is a staff member every people-reading demo role reaches.
        await page.getByRole('row', { name: /Emma Employee/ }).click({ timeout: 15_000 })
        await expect(page).toHaveURL(/\/people\/staff\/\d+/)
        await walker.settle()
        await walkLinks(page, walker, () => page.getByTestId('person-tabs'), visited)
      } else if (role.person === 'contract') {
        await page.getByTestId('contractor-contracts').locator('a[href^="/contractor/contract/"]').first().click({ timeout: 15_000 })
        await expect(page).toHaveURL(/\/contractor\/contract\/\d+/)
        await walker.settle()
        await walkLinks(page, walker, () => page.getByTestId('contract-tabs'), visited)
      }

      if (role.portal) {
        await page.goto(role.portal)
        await walker.settle()
        await walkLinks(page, walker, () => page.getByTestId('portal-tabs'), visited)
        await walkUserMenu(page, walker, visited)
      }

      test.info().annotations.push({ type: 'visited', description: visited.join(' ') })
      expect(visited.length, visited.join(' ')).toBeGreaterThanOrEqual(role.minVisits)
      expect(walker.problems, JSON.stringify(walker.problems, null, 1)).toEqual([])
    })
  }
})

test.describe('what the walk leads to', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the employee reads their employment terms: the entity by name, values in full contrast, marked as HR\'s', async ({ page }) => {
    const walker = watch(page)
    await login(page, 'employee@demo.test')
    await expect(page).toHaveURL(HOME)
    await page.goto('/my-info?tab=employment')
    const terms = page.getByTestId('single-employment_info')
    await expect(terms.getByTestId('read-only-contract_entity_id')).toHaveText('Globex Pte. Ltd.')
    await expect(terms.getByTestId('managed-by-hr')).toContainText('HR keeps these details')
    // Read-only values are text in the page's own colour, not disabled inputs in antd's faded grey.
    await expect(terms.locator('input, .ant-select')).toHaveCount(0)
    const color = await terms.getByTestId('read-only-job_start_date').evaluate((el) => getComputedStyle(el).color)
    expect(color).toBe('rgba(0, 0, 0, 0.88)')
    await page.screenshot({ path: shot('role-walk-employment-read-only.png'), fullPage: true })
    // Home and host country stay HR's on the personal tab: shown, marked, and not offered as inputs.
    await page.goto('/my-info?tab=personal')
    await expect(page.getByTestId('read-only-country')).toHaveText('Singapore')
    await expect(page.locator('.ant-form-item', { has: page.getByTestId('read-only-country') }).getByTestId('managed-by-hr')).toHaveText(/Managed by HR/)
    await expect(page.locator('#personal_name')).toBeEditable()
    await walker.settle()
    expect(walker.problems).toEqual([])
  })

  test('menu entries of pages still being built carry a "soon" tag; the contractor lands on what they can do now', async ({ page }) => {
    await login(page, 'employee@demo.test')
    await expect(page).toHaveURL(HOME)
    const nav = page.getByTestId('side-nav')
    // My documents is built now (issue 42 item 8): no employee entry is still being built.
    await expect(nav.getByRole('menuitem', { name: 'My documents', exact: true }).getByTestId('menu-soon')).toHaveCount(0)
    await expect(nav.getByTestId('menu-soon')).toHaveCount(0)
    await expect(nav.getByRole('menuitem', { name: 'My info', exact: true }).getByTestId('menu-soon')).toHaveCount(0)
    await expect(nav.getByRole('menuitem', { name: 'My time off', exact: true }).getByTestId('menu-soon')).toHaveCount(0)

    await page.context().clearCookies()
    await login(page, 'contractor@demo.test')
    await expect(page).toHaveURL(/\/contractor\/docs$/)
    await expect(page.getByTestId('side-nav').getByRole('menuitem', { name: 'Documents', exact: true }).getByTestId('menu-soon')).toBeVisible()
    const now = page.getByTestId('contractor-contracts')
    await expect(now.getByText('What you can do now')).toBeVisible()
    const contract = now.getByRole('link').first()
    await expect(contract).toHaveAttribute('href', /^\/contractor\/contract\/\d+$/)
    const title = await contract.innerText()
    await contract.click()
    await expect(page).toHaveURL(/\/contractor\/contract\/\d+$/)
    await expect(page.getByText(title).first()).toBeVisible()
    await expect(page.getByTestId('contract-tabs').getByRole('link', { name: 'Billing' })).toBeVisible()
  })
})
