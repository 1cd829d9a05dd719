import { expect as baseExpect, test, type Page, type TestInfo } from './test'
import { loginAndLand } from './helpers'

/**
 * Issue #20 §7: at a phone's width (375 px) every portal's header fits: nothing makes the page
 * scroll sideways, the user menu (avatar) is whole and clear of the language button, and wide
 * tables scroll inside their card.
 */
const expect = baseExpect.configure({ timeout: 30_000 })
const WIDTH = 375

test.use({ viewport: { width: WIDTH, height: 812 } })

interface Box { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The page is exactly as wide as the viewport, the user menu lies inside it and apart from the language button. */
async function expectHeaderFits(page: Page, testInfo: TestInfo, name: string) {
  const userMenu = page.getByTestId('user-menu')
  const language = page.getByTestId('language-switcher')
  await expect(userMenu).toBeVisible()
  await expect(language).toBeVisible()
  // Late content (fonts, the table's rows) can widen the page after the first paint.
  await page.waitForLoadState('networkidle')
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(WIDTH)
  const menuBox = (await userMenu.boundingBox())!
  const languageBox = (await language.boundingBox())!
  expect(menuBox.x).toBeGreaterThanOrEqual(0)
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(WIDTH)
  expect(languageBox.x).toBeGreaterThanOrEqual(0)
  expect(languageBox.x + languageBox.width).toBeLessThanOrEqual(WIDTH)
  expect(overlaps(menuBox, languageBox)).toBe(false)
  // The avatar itself, not only its button, is whole.
  const avatarBox = (await userMenu.locator('.ant-avatar').boundingBox())!
  expect(avatarBox.x + avatarBox.width).toBeLessThanOrEqual(WIDTH)
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true })
}

test('the people list fits a 375 px screen; its table scrolls inside its card', async ({ page }, testInfo) => {
  await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
  await page.goto('/people/staff')
  const table = page.locator('.ant-table').first()
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await expectHeaderFits(page, testInfo, 'people-list-375')
  // The table is wider than the screen, so it scrolls in its own box.
  const scroller = table.locator('.ant-table-content, .ant-table-body').first()
  const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflow: getComputedStyle(el).overflowX }))
  expect(widths.scroll).toBeGreaterThan(widths.client)
  expect(['auto', 'scroll']).toContain(widths.overflow)
})

test('the vendor portal fits a 375 px screen: tabs, language and avatar side by side', async ({ page }, testInfo) => {
  await loginAndLand(page, 'vendor.admin@demo.test', /:\d+\/$/)
  await page.goto('/vendor/business-intelligence')
  await expect(page.getByTestId('vendor-layout')).toBeVisible()
  const tabs = page.getByTestId('portal-tabs-dropdown')
  await expect(tabs).toBeVisible()
  await expectHeaderFits(page, testInfo, 'vendor-portal-375')
  const tabsBox = (await tabs.boundingBox())!
  expect(overlaps(tabsBox, (await page.getByTestId('language-switcher').boundingBox())!)).toBe(false)
  expect(tabsBox.x + tabsBox.width).toBeLessThanOrEqual(WIDTH)
  // The customers list of the vendor portal keeps its table inside the page too.
  await page.goto('/vendor')
  await expect(page.locator('.ant-table').first()).toBeVisible()
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(WIDTH)
  await page.screenshot({ path: testInfo.outputPath('vendor-customers-375.png'), fullPage: true })
})

test('the superadmin portal fits a 375 px screen', async ({ page }, testInfo) => {
  await loginAndLand(page, 'superadmin@demo.test', /\/superadmin/)
  await expect(page.getByTestId('superadmin-layout')).toBeVisible()
  await expectHeaderFits(page, testInfo, 'superadmin-portal-375')
})
