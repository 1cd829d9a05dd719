import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Demo@12345'

export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

export async function loginAndLand(page: Page, email: string, path: RegExp) {
  await login(page, email)
  await expect(page).toHaveURL(path)
}

/** The field's error under its form item (antd renders it in .ant-form-item-explain-error). */
export const fieldError = (page: Page, id: string) =>
  page.locator('.ant-form-item', { has: page.locator(`#${id}`) }).locator('.ant-form-item-explain-error')

import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { workerServer } from './servers'

// This worker's server writes its mail here (servers.ts).
const MAIL_FOLDER = fileURLToPath(new URL(`../../backend/tmp/${workerServer().env.E2E_MAIL}/`, import.meta.url))

/** The newest e-mail the app wrote for a recipient (the dev mail transport's JSON summaries). */
export function lastMailTo(email: string): { subject: string; text: string; links: string[] } | null {
  if (!existsSync(MAIL_FOLDER)) return null
  const mails = readdirSync(MAIL_FOLDER).filter((f) => f.endsWith('.json')).sort()
    .map((f) => JSON.parse(readFileSync(MAIL_FOLDER + f, 'utf8')))
    .filter((m) => m.to.includes(email))
  return mails.at(-1) ?? null
}

export async function waitForMail(email: string, after: string | null = null, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const mail = lastMailTo(email)
    if (mail && JSON.stringify(mail) !== after) return mail
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no new e-mail for ${email}`)
}

/** Calls the API as a demo user (for set-up steps a test is not about). */
export async function apiAs(request: import('@playwright/test').APIRequestContext, email: string) {
  const res = await request.post('/api/auth/platform-login', { data: { email, password: DEMO_PASSWORD } })
  const { auth_token: token, user } = await res.json()
  return { token, user, headers: { Authorization: `Bearer ${token}` } }
}

/** Where a screenshot artifact goes (tests/artifacts/screenshots, ignored by git), whatever the cwd. */
export const SHOTS = fileURLToPath(new URL('../artifacts/screenshots', import.meta.url))
export const shot = (name: string) => `${SHOTS}/${name}`

/**
 * The antd Select dropdown that is open now. A dropdown that is closing still matches :visible
 * while its leave animation runs, so right after one pick the next select's options would be
 * looked up in two dropdowns.
 */
export const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:visible:not([class*="-leave"])')

/** Clicks the option titled `name` in the open dropdown and waits until that dropdown has gone. */
export async function chooseOption(page: Page, name: string | RegExp) {
  await openDropdown(page).locator('.ant-select-item-option').and(page.getByTitle(name, { exact: true })).click()
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0)
}

/**
 * Picks a country in a CountrySelect (generic 'country' fields and filters): `field` is the
 * input's id ('#personal_nationality') or its label; `search` a code or part of the name; the
 * option clicked is the one named `name`.
 */
export async function pickCountry(page: Page, field: string | import('@playwright/test').Locator, search: string, name: string) {
  const input = typeof field !== 'string' ? field : field.startsWith('#') ? page.locator(field) : page.getByRole('combobox', { name: field, exact: true })
  // The chosen label sits over the input, so the click goes to the select box itself.
  const box = input.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
  await box.click()
  await input.pressSequentially(search)
  await openDropdown(page).locator('.ant-select-item-option').and(page.getByTitle(name, { exact: true })).click()
  await expect(box.locator('.ant-select-selection-item')).toHaveText(name)
}

/** antd DatePicker: type the displayed format (DD MMM YYYY) and confirm with Enter. */
export async function pickDate(page: Page, id: string, text: string) {
  const input = page.locator(`#${id}`)
  await input.click()
  await input.fill(text)
  await input.press('Enter')
  await expect(input).toHaveValue(text)
}

const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url))

/** Every interface string of a language, flat by dotted key, as the SPA merges its locale files. */
export function localeCatalogue(lng: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (tree: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(tree)) {
      if (typeof v === 'string') out[prefix + k] = v
      else walk(v as Record<string, unknown>, `${prefix}${k}.`)
    }
  }
  for (const file of readdirSync(LOCALES + lng)) walk(JSON.parse(readFileSync(`${LOCALES}${lng}/${file}`, 'utf8')), '')
  return out
}
