import { test, expect, type Page } from './test'
import { DEMO_PASSWORD, apiAs, localeCatalogue, shot } from './helpers'

/**
 * Issue 17: the interface in another language — the login page, a wrong-password message from the
 * API, the people list and a person page — with no English left in the interface text (names,
 * codes and numbers are data, not interface). Arabic turns the page right to left.
 */

type Flat = Record<string, string>
const catalogue = localeCatalogue

const english = catalogue('en')
const ownTexts = (translated: Flat) => new Set(Object.values(translated))

/**
 * English interface strings still on screen: visible text nodes that are exactly an English
 * catalogue text which this language translates differently. Data (names, e-mails, codes) is never
 * a catalogue text, so it does not count.
 */
async function englishLeft(page: Page, translated: Flat): Promise<string[]> {
  const untranslated = new Set(Object.entries(english)
    // The product name is the host's brand (domain-config company_name), the same in every language.
    .filter(([key]) => key !== 'common.app_name')
    .filter(([key, text]) => /\p{L}{3,}/u.test(text) && !text.includes('{{') && translated[key] && translated[key] !== text)
    .map(([, text]) => text)
    // A word both languages write alike is not a leftover (German "Intern" is "internal").
    .filter((text) => !ownTexts(translated).has(text)))
  const texts: string[] = await page.evaluate(() => {
    const seen: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      if (!el || !el.checkVisibility?.()) continue
      const text = node.textContent?.trim()
      if (text) seen.push(text)
    }
    for (const el of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title]')) {
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attr)?.trim()
        if (value && el.checkVisibility?.()) seen.push(value)
      }
    }
    return seen
  })
  return [...new Set(texts.filter((t) => untranslated.has(t)))]
}

const LANGUAGES = [
  { code: 'zh', name: '简体中文', dir: 'ltr' },
  { code: 'th', name: 'ไทย', dir: 'ltr' },
  { code: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
] as const

test.describe('the interface in other languages (issue 17)', () => {
  test.describe.configure({ timeout: 120_000 })

  for (const { code, name, dir } of LANGUAGES) {
    test(`${name}: login, an API error, the people list and a person page, all in ${code}`, async ({ page, context, baseURL }) => {
      const t = catalogue(code)
      // The choice a visitor made earlier on this browser (the 365-day cookie) applies before the first paint.
      await context.addCookies([{ name: 'i18n_redirected', value: code, url: baseURL! }])
      await page.goto('/login')
      await expect(page.getByRole('heading', { name: t['auth.welcome'] })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', code === 'zh' ? 'zh-CN' : code)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      expect(await englishLeft(page, t)).toEqual([])
      await page.screenshot({ path: shot(`lang-${code}-login.png`) })

      // A wrong password: the API answers in the language the page shows (Accept-Language).
      await page.getByLabel(t['auth.email']).fill('hr.admin@demo.test')
      await page.getByLabel(t['auth.password']).fill('not-the-password')
      // The form's submit button: antd spaces two-character Chinese labels ("登 录"), and the SSO button also says "log in".
      const submit = page.locator('form button[type="submit"]')
      await expect(submit).toContainText(t['auth.login'].length === 2 ? t['auth.login'][0] : t['auth.login'])
      await submit.click()
      // Inline and in the toast.
      await expect(page.getByText(t['messages.incorrect_email_or_password']).first()).toBeVisible()

      await page.getByLabel(t['auth.password']).fill(DEMO_PASSWORD)
      await submit.click()
      await expect(page).toHaveURL(/:\d+\/$/)
      await page.goto('/people/staff')
      await expect(page.getByRole('row', { name: /Emma Employee/ })).toBeVisible({ timeout: 30_000 })
      await expect(page.getByText(t['people.titles.list'], { exact: true }).first()).toBeVisible()
      expect(await englishLeft(page, t)).toEqual([])
      await page.screenshot({ path: shot(`lang-${code}-people-list.png`), fullPage: true })

      await page.getByRole('row', { name: /Emma Employee/ }).click()
      await expect(page.getByTestId('person-header')).toContainText('Emma Employee')
      // antd spaces two-character Chinese button labels ("保 存").
      await expect(page.getByRole('button', { name: new RegExp(`^${[...t['common.save']].join('\\s*')}$`) }).first()).toBeVisible()
      expect(await englishLeft(page, t)).toEqual([])
      await page.screenshot({ path: shot(`lang-${code}-person.png`), fullPage: true })
    })
  }

  // The switcher saves the choice on the account, and a saved language follows the user at sign-in:
  // give the employee English back, so the specs after this one read the screens they expect.
  test.afterEach(async ({ request }) => {
    const employee = await apiAs(request, 'employee@demo.test')
    expect((await request.post('/api/profile/set-lang', { headers: employee.headers, data: { lang: 'EN' } })).status()).toBe(200)
  })

  test('the header switcher names every language in its own words and switches without a reload', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill('employee@demo.test')
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/:\d+\/$/)
    await page.getByTestId('language-switcher').click()
    for (const own of ['English', '简体中文', 'ไทย', 'Tiếng Việt', '日本語', 'العربية', 'עברית', 'Deutsch', 'Svenska']) {
      await expect(page.getByRole('menuitem', { name: own })).toBeVisible()
    }
    await page.getByRole('menuitem', { name: 'עברית' }).click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByTestId('language-switcher')).toHaveText('HE')
    expect(await englishLeft(page, catalogue('he'))).toEqual([])
    await page.screenshot({ path: shot('lang-he-home.png'), fullPage: true })
    // Our own pointing icons turn with the reading direction: "previous month" points right.
    await page.goto('/my-time-off')
    const previous = page.getByRole('button', { name: catalogue('he')['time_off.previous_month'] }).locator('.anticon')
    await expect(previous).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)')
    // Saved for 365 days and applied on the next visit.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('he')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'he')
  })
})
