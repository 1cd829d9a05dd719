import { expect, test } from '@playwright/test'
import { fieldError, login, loginAndLand } from './helpers'

/**
 * The walking skeleton in a real browser: log in, list with paging and search, create, edit, and a
 * server-side validation error shown on the field that caused it.
 */
test.describe('foundation: people list end to end as hr.admin', () => {
  test('login, page, search, create, edit, and a server-side field error', async ({ page }) => {
    // Login lands on the dashboard at `/` (shell §2.1); the people list is one menu entry away.
    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
    await page.goto('/people/staff')
    await expect(page.getByText('60 items')).toBeVisible()
    await expect(page.getByRole('row', { name: /Emma Employee/ })).toBeVisible()
    await page.screenshot({ path: 'tests/artifacts/screenshots/people-list.png', fullPage: true })

    // page 2 holds the last 10 of 60
    await page.getByRole('listitem', { name: '2' }).click()
    await expect(page).toHaveURL(/currentPage=2/)
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(10)

    // search by name
    await page.getByRole('textbox', { name: 'Search' }).fill('Emma')
    await page.getByRole('textbox', { name: 'Search' }).press('Enter')
    await expect(page.getByText('1 item', { exact: true })).toBeVisible()
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1)

    // create
    await page.goto('/people/staff/create')
    await expect(page.getByRole('heading', { name: 'Add person' })).toBeVisible()
    await page.locator('#name').fill('Playwright Person')
    await page.locator('#work_email').fill('playwright.person@globex.test')
    await page.locator('#job_title').fill('QA Engineer')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Created successfully.').first()).toBeVisible()

    // it is in the list
    await page.goto('/people/staff')
    await page.getByRole('textbox', { name: 'Search' }).fill('Playwright')
    await page.getByRole('textbox', { name: 'Search' }).press('Enter')
    const row = page.getByRole('row', { name: /Playwright Person/ })
    await expect(row).toBeVisible()
    await expect(page.getByText('61 items')).toHaveCount(0)

    // edit it
    await row.getByRole('button', { name: 'Edit' }).click()
    await expect(page.getByRole('heading', { name: 'Edit person' })).toBeVisible()
    await expect(page.locator('#name')).toHaveValue('Playwright Person')
    await page.locator('#job_title').fill('Senior QA Engineer')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved successfully.').first()).toBeVisible()

    // emptying a required field: the API's message lands under the field
    await page.goto('/people/staff')
    await page.getByRole('textbox', { name: 'Search' }).fill('Playwright')
    await page.getByRole('textbox', { name: 'Search' }).press('Enter')
    await expect(page.getByRole('row', { name: /Senior QA Engineer/ })).toBeVisible()
    await page.getByRole('row', { name: /Playwright Person/ }).getByRole('button', { name: 'Edit' }).click()
    await expect(page.getByRole('heading', { name: 'Edit person' })).toBeVisible()
    await expect(page.locator('#name')).toHaveValue('Playwright Person')
    await page.locator('#name').fill('')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(fieldError(page, 'name')).toContainText('Name is required.')
    await page.screenshot({ path: 'tests/artifacts/screenshots/people-edit-field-error.png', fullPage: true })
  })

  test('a wrong password shows the catalogue message', async ({ page }) => {
    await login(page, 'hr.admin@demo.test', 'Wrong@12345')
    await expect(page.locator('.ant-alert-error')).toHaveText('Incorrect email or password')
    await expect(page).toHaveURL(/\/login/)
  })

  test('deep links load the app; unknown routes show the 404 page', async ({ page }) => {
    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
    await page.goto('/no/such/page')
    await expect(page.getByText('This page could not be found')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go back home' })).toBeVisible()
  })
})
