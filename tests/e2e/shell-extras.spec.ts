import { expect, test, type Page } from './test'
import { loginAndLand, SHOTS } from './helpers'

/** Shell §2.2, §2.4, §4, §8: the new PDF viewer, error pages, loading bar and chunk-reload guard. */
const HOME = /:\d+\/$/
const dialog = (page: Page) => page.getByRole('dialog', { name: 'User agreement' })

test.describe('shell extras: PDF viewer (pdf.js; the open viewer without a licence key)', () => {
  test('the privacy dialog draws step 1 and step 2 with pdf.js, offline, then closes', async ({ page }) => {
    const external: string[] = []
    page.on('request', (r) => { if (!new URL(r.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) external.push(r.url()) })
    await loginAndLand(page, 'employee@demo.test', HOME)
    await page.goto('/my-info?terms=true')
    const viewer = dialog(page).getByTestId('pdf-viewer')
    await expect(viewer).toHaveAttribute('data-src', /.+/)
    await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 15_000 })
    const first = await viewer.getAttribute('data-src')
    await page.screenshot({ path: `${SHOTS}/shell-pdf-viewer-step1.png` })
    await dialog(page).getByRole('button', { name: 'Next', exact: true }).click()
    await expect(dialog(page).getByRole('button', { name: 'Previous', exact: true })).toBeVisible()
    await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 15_000 })
    expect(await viewer.getAttribute('data-src')).not.toBe(first)
    await dialog(page).getByRole('button', { name: 'Close' }).first().click()
    await expect(dialog(page)).toHaveCount(0)
    // The worker and the viewer come from our own build: nothing is fetched from a CDN.
    expect(external).toEqual([])
  })
})

test.describe('shell extras: page errors (§8) and chunk reload (§4)', () => {
  test('an unmatched route shows "This page could not be found" with a home link', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    await page.goto('/no/such/page')
    await expect(page.getByText('This page could not be found')).toBeVisible()
    await page.getByRole('link', { name: 'Go back home' }).click()
    await expect(page).toHaveURL(HOME)
  })

  test('a page chunk that fails to load reloads once, then the error page shows "error occurred" 500', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    let loads = 0
    page.on('load', () => { loads += 1 })
    // A stale deploy: the placeholder page's chunk is gone.
    await page.route(/\/assets\/PlaceholderPage-[^/]+\.js$/, (route) => route.abort())
    await page.evaluate(() => sessionStorage.removeItem('chunk-reload-at'))
    await page.goto('/contractor/docs')
    await expect(page.getByText('error occurred')).toBeVisible()
    await expect(page.getByText('500', { exact: true })).toBeVisible()
    await expect(page.getByTestId('error-message')).toContainText(/dynamically imported module|module script/i)
    // The goto plus exactly one guarded reload.
    expect(loads).toBe(2)
    expect(Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')))).toBeGreaterThan(0)
    // The layout stays; the home link works.
    await expect(page.getByTestId('side-nav')).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/shell-error-page.png` })
    await page.unroute(/\/assets\/PlaceholderPage-[^/]+\.js$/)
    await page.getByRole('link', { name: 'Go back home' }).click()
    await expect(page).toHaveURL(HOME)
  })

  test('if the error page itself cannot load, a plain fallback with a go-back-home link appears', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    await page.route(/\/assets\/(PlaceholderPage|ErrorPage)-[^/]+\.js$/, (route) => route.abort())
    // Within the guard window: no reload, the failure goes straight to the boundary.
    await page.evaluate(() => sessionStorage.setItem('chunk-reload-at', String(Date.now())))
    await page.goto('/contractor/docs')
    const fallback = page.getByTestId('error-fallback')
    await expect(fallback).toBeVisible()
    await expect(fallback).toContainText('Something went wrong while showing this page.')
    await expect(fallback.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/')
  })

  test('a slow page load shows the 3px loading bar, which hides afterwards', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    await page.route(/\/assets\/PlaceholderPage-[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1200))
      await route.continue()
    })
    await page.goto('/contractor/docs')
    const bar = page.getByTestId('loading-bar')
    await expect(bar).toBeVisible()
    await expect(bar).toHaveCSS('height', '3px')
    await expect(bar).toHaveCSS('background-color', 'rgb(22, 119, 255)')
    await expect(bar).toHaveCount(0, { timeout: 5_000 })
  })
})

test.describe('shell extras: coming-soon popup (§2.4)', () => {
  test('a page not built yet opens the coming-soon modal from the shared flag; Close and × close it', async ({ page }) => {
    await loginAndLand(page, 'employee@demo.test', HOME)
    await page.goto('/contractor/docs')
    const modal = page.getByRole('dialog', { name: 'Coming soon' })
    await expect(modal).toHaveCount(0)
    await page.getByRole('button', { name: "What's coming?" }).click()
    await expect(modal).toBeVisible()
    await expect(modal.getByTestId('coming-soon-subtitle')).toHaveText('This part of the platform is still being built. Check back soon.')
    await expect(page.locator('.ant-modal', { has: page.getByTestId('coming-soon-subtitle') })).toHaveCSS('width', '550px')
    await page.screenshot({ path: `${SHOTS}/shell-coming-soon.png` })
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click()
    await expect(modal).toHaveCount(0)
    // Opens again from the same flag; the corner × closes it too.
    await page.getByRole('button', { name: "What's coming?" }).click()
    await expect(modal).toBeVisible()
    await modal.getByRole('button', { name: 'Close' }).first().click()
    await expect(modal).toHaveCount(0)
  })
})

test.describe('shell extras: reduced motion', () => {
  // The suite's browser asks for reduced motion (playwright.config.ts); a reader who does not, gets antd's motion.
  for (const [reducedMotion, duration] of [['reduce', '0s'], ['no-preference', '0.2s']] as const) {
    test(`a browser asking ${reducedMotion === 'reduce' ? 'for reduced motion gets no transitions' : 'nothing gets antd\'s transitions'}, from antd's baked stylesheet`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, reducedMotion })
      const page = await context.newPage()
      await page.goto('/login')
      const button = page.getByRole('button', { name: 'Log in' })
      await expect(button).toBeVisible()
      expect(await button.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe(duration)
      // antd's styles come from the stylesheet the build baked for this preference (plugins/antd-static-styles.ts):
      // it applies, and the button's style was not generated again in the page.
      const applied = await page.evaluate(() => [...document.styleSheets]
        .filter((s) => /\/antd-(motion|still)-/.test(s.href ?? '') && matchMedia(s.media.mediaText).matches).map((s) => s.href))
      expect(applied).toEqual([expect.stringMatching(reducedMotion === 'reduce' ? /\/antd-still-/ : /\/antd-motion-/)])
      expect(await page.evaluate(() => [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('.ant-btn-primary')).length)).toBe(0)
      await context.close()
    })
  }
})
