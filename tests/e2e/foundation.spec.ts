import { expect, test } from './test'
import { apiAs, fieldError, login, loginAndLand, shot } from './helpers'

/**
 * The walking skeleton in a real browser: log in, list with paging and search, create, edit, and a
 * server-side validation error shown on the field that caused it.
 */
test.describe('foundation: people list end to end as hr.admin', () => {
  test('login, page, search, create, edit, and a server-side field error', async ({ page, request }) => {
    test.setTimeout(120_000)
    // Login lands on the dashboard at `/` (shell §2.1); the people list is one menu entry away.
    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
    // The people list opens on the staff tab with its default statuses (domain §2, §4); its total is the API's.
    const admin = await apiAs(request, 'hr.admin@demo.test')
    const staff = await (await request.get('/api/people/staff-list?filter[engagement_type]=internal,ic', { headers: admin.headers })).json()
    await page.goto('/people/staff')
    // The first visit loads the list's chunk: give a busy machine time.
    await expect(page.getByText(`${staff.itemsTotal} items`)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('row', { name: /Emma Employee/ })).toBeVisible()
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(Math.min(staff.itemsTotal, 50))
    await page.screenshot({ path: shot('people-list.png'), fullPage: true })

    // search by name
    await page.getByRole('textbox', { name: 'Search' }).fill('Emma')
    await expect(page.getByText('1 item', { exact: true })).toBeVisible()
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1)

    // create
    await page.goto('/people/staff/create')
    await expect(page.getByRole('heading', { name: 'Add person' })).toBeVisible({ timeout: 30_000 })
    await page.locator('#name').fill('Playwright Person')
    await page.locator('#work_email').fill('playwright.person@globex.test')
    await page.locator('#job_title').fill('QA Engineer')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Created successfully.').first()).toBeVisible()

    // it is in the list
    await page.goto('/people/staff')
    await page.getByRole('textbox', { name: 'Search' }).fill('Playwright Person')
    const row = page.getByRole('row', { name: /Playwright Person/ })
    await expect(row).toBeVisible()

    // a row opens the person (admins land on the system tab); the generic edit screen edits it
    await row.click()
    await expect(page).toHaveURL(/\/people\/staff\/\d+\/system$/, { timeout: 30_000 })
    const personId = page.url().match(/staff\/(\d+)\//)![1]
    await page.goto(`/people/staff/${personId}/edit`)
    await expect(page.getByRole('heading', { name: 'Edit person' })).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('#name')).toHaveValue('Playwright Person')
    await page.locator('#job_title').fill('Senior QA Engineer')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved successfully.').first()).toBeVisible()

    // emptying a required field: the API's message lands under the field
    await page.goto('/people/staff')
    await page.getByRole('textbox', { name: 'Search' }).fill('Playwright Person')
    await expect(page.getByRole('row', { name: /Senior QA Engineer/ })).toBeVisible()
    await page.goto(`/people/staff/${personId}/edit`)
    await expect(page.getByRole('heading', { name: 'Edit person' })).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('#name')).toHaveValue('Playwright Person')
    await page.locator('#name').fill('')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(fieldError(page, 'name')).toContainText('Name is required.')
    await page.screenshot({ path: shot('people-edit-field-error.png'), fullPage: true })
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
