import { expect, test, type Page } from './test'
import { loginAndLand } from './helpers'

/**
 * The Content-Security-Policy every response carries must not break the SPA: no script, style,
 * worker (the PDF viewer's), image or fetch of the main pages is blocked. Chromium reports each
 * block as a securitypolicyviolation event and a console error.
 */
async function watchViolations(page: Page) {
  const seen: string[] = []
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) seen.push(m.text()) })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI}`)
    })
  })
  return seen
}

test.describe('Content-Security-Policy: the app runs under it', () => {
  test('login, HR pages and the PDF viewer of the terms dialog load without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    const res = await page.goto('/login')
    expect(res?.headers()['content-security-policy']).toContain("default-src 'self'")
    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
    for (const path of ['/people/staff', '/admin-setting/audit-log']) {
      await page.goto(path)
      await expect(page.getByTestId('side-nav')).toBeVisible()
    }
    await page.goto('/?terms=true')
    const viewer = page.getByRole('dialog', { name: 'User agreement' }).getByTestId('pdf-viewer')
    // Drawn by pdf.js in its worker: a blocked worker or WebAssembly would leave no canvas.
    await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 30_000 })
    expect(violations).toEqual([])
    // The watch itself works: a foreign image is blocked and reported.
    await page.evaluate(() => { new Image().src = 'https://foreign.invalid/pixel.png' })
    await expect.poll(() => violations.join('\n')).toContain('foreign.invalid')
  })

  test('the vendor and superadmin portals load without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await loginAndLand(page, 'superadmin@demo.test', /\/superadmin\/data-cloud$/)
    await page.goto('/superadmin/data-cloud/public-holiday')
    await expect(page.locator('.ant-table').first()).toBeVisible()
    await page.context().clearCookies()
    await loginAndLand(page, 'vendor.admin@demo.test', /:\d+\/$/)
    await page.goto('/vendor/partner')
    await expect(page.locator('.ant-table').first()).toBeVisible()
    expect(violations).toEqual([])
  })
})
