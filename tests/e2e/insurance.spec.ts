import { expect, test, type Browser, type BrowserContext, type Page } from './test'
import { apiAs, chooseOption, DEMO_PASSWORD, fieldError, openDropdown, pickDate, shot } from './helpers'

/**
 * Insurance in a real browser (issue 16), on the demo's Globex plans: hr.admin@ enrols Marcus
 * Manager (a manager-only profile, so on no payroll: no premium pay item is written) in "Group
 * Health Plus" for this calendar year with the policy attached, and adds his spouse as a dependent;
 * cover outside the plan's dates shows the server's message under the date; employee@ reads her own
 * enrolment and dependent without any button; HR finds the new enrolment on the company-wide list
 * and opens it; the plan form of the admin settings asks for a limit and note only for a ticked
 * coverage. The enrolment is deleted at the end (through the list's delete), as the demo had it.
 */

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()
const modal = (page: Page) => page.locator('.ant-modal-content:visible')
const year = new Date().getUTCFullYear()
const stamp = Date.now().toString(36)
const MEMBER = `GHP-E2E-${stamp}`
const POLICY = `policy-${stamp}.pdf`
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')
const OUTSIDE = "A dependent can be covered only within the enrolment's plan dates."

const contexts: BrowserContext[] = []

/** A signed-in page of its own (closed after the test); page errors and unexpected console errors are collected. */
async function as(browser: Browser, email: string) {
  const context = await browser.newContext({ acceptDownloads: true })
  contexts.push(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  // The refusals the test provokes (422) and the session check before logging in (401) are expected.
  page.on('console', (m) => { if (m.type() === 'error' && !/status of (401|422)/.test(m.text())) errors.push(m.text()) })
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible({ timeout: 30_000 })
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 })
  return { page, errors }
}

/** A full-page screenshot from the top (the fixed header and menu are drawn where the page is scrolled to). */
async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: shot(name), fullPage: true })
}

/** A select found by its input's id: the click goes to the select box (the chosen value sits over the input). */
async function pick(page: Page, inputId: string, option: string | RegExp) {
  await page.locator('.ant-select', { has: page.locator(`#${inputId}`) }).click()
  await chooseOption(page, option)
}

// Each test signs in afresh and loads several screens: generous budgets for a busy CI machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 })

test.describe('insurance', () => {
  test.afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close()
  })
  let marcusId = 0

  test('HR enrols a colleague in a plan with a dependent; cover outside the plan is refused on its field', async ({ browser, request }) => {
    const hrApi = await apiAs(request, 'hr.admin@demo.test')
    const people = await (await request.get('/api/people?query_string=Marcus%20Manager', { headers: hrApi.headers })).json()
    marcusId = people.items[0].id
    expect(marcusId).toBeGreaterThan(0)
    // A try that failed before the last test deleted its enrolment left it there: removed, so a retry starts as the first try did.
    const left = await (await request.get(`/api/insurance-enrolment?filter[person_id]=${marcusId}&external[per_page]=50`, { headers: hrApi.headers })).json()
    for (const e of left.items as { id: number }[]) {
      expect((await request.delete(`/api/insurance-enrolment/${e.id}`, { headers: hrApi.headers })).ok()).toBeTruthy()
    }

    const { page: hr, errors } = await as(browser, 'hr.admin@demo.test')
    await hr.goto(`/people/staff/${marcusId}/insurance`)
    await expect(hr.getByTestId('person-insurance-empty')).toBeVisible({ timeout: 30_000 })

    // (a) Enrol him in the company health plan for this year, with the policy attached.
    await hr.getByTestId('enrol-in-plan').click()
    const form = modal(hr)
    await expect(form).toBeVisible()
    await pick(hr, 'enrolment_plan_id', 'Group Health Plus · AIA Singapore')
    await expect(hr.getByTestId('enrolment-plan-help')).toHaveText('Company · SGD 180.00 a month')
    await pickDate(hr, 'enrolment_plan_start_date', `01 Jan ${year}`)
    await pickDate(hr, 'enrolment_plan_end_date', `31 Dec ${year}`)
    await form.locator('#enrolment_member_number').fill(MEMBER)
    await hr.getByTestId('enrolment-files').locator('input[type=file]').setInputFiles({ name: POLICY, mimeType: 'application/pdf', buffer: PDF })
    await expect(hr.getByTestId('enrolment-files-list')).toContainText(POLICY)
    await snap(hr, 'insurance-enrol-form.png')
    await hr.getByTestId('enrolment-ok').click()
    await expect(toast(hr, 'Enrolled in the plan.')).toBeVisible()
    await expect(form).toBeHidden()

    await expect(hr.getByText(MEMBER)).toBeVisible()
    const id = (await hr.locator('[data-testid^="add-dependent-"]').first().getAttribute('data-testid'))!.replace('add-dependent-', '')
    const enrolment = hr.getByTestId(`enrolment-${id}`)
    await expect(enrolment.getByTestId(`enrolment-plan-${id}`)).toHaveText('Group Health Plus')
    await expect(enrolment.getByTestId(`enrolment-details-${id}`)).toContainText('AIA Singapore')
    await expect(enrolment.getByTestId(`enrolment-details-${id}`)).toContainText(`01 Jan ${year} – 31 Dec ${year}`)
    await expect(enrolment.getByTestId(`enrolment-details-${id}`)).toContainText(MEMBER)
    const coverage = enrolment.getByTestId(`enrolment-coverage-${id}`)
    await expect(coverage.locator('tr', { hasText: 'In-patient' })).toContainText('SGD 250,000.00')
    await expect(coverage.locator('tr', { hasText: 'Dental' })).toContainText('Check-ups and fillings')
    await expect(coverage).not.toContainText('Term life')
    await expect(enrolment.getByTestId(`enrolment-files-${id}`)).toContainText(POLICY)
    // Not on a payroll: the premium was not put on his pay items.
    await expect(enrolment.getByTestId(`enrolment-premium-${id}`)).toHaveCount(0)
    // The policy opens in place (a signed URL through the audited endpoint).
    await enrolment.getByRole('button', { name: `View ${POLICY}` }).click()
    await expect(hr.getByTestId('doc-viewer')).toBeVisible()
    await hr.locator('.ant-modal-close:visible').click()
    await expect(hr.getByTestId('doc-viewer')).toHaveCount(0)

    // His spouse, covered for the whole plan by default.
    await enrolment.getByTestId(`add-dependent-${id}`).click()
    const dep = modal(hr)
    await expect(dep.getByTestId('dependent-plan-period')).toContainText(`01 Jan ${year} – 31 Dec ${year}`)
    await expect(hr.locator('#dependent_covered_from')).toHaveValue(`01 Jan ${year}`)
    await expect(hr.locator('#dependent_covered_to')).toHaveValue(`31 Dec ${year}`)
    await dep.locator('#dependent_name').fill('Maria Manager')
    await pick(hr, 'dependent_relationship', 'Spouse')
    await pickDate(hr, 'dependent_birth_date', '14 Feb 1988')
    await hr.getByTestId('dependent-ok').click()
    await expect(toast(hr, 'Dependent added.')).toBeVisible()
    await expect(dep).toBeHidden()
    const dependents = enrolment.getByTestId(`enrolment-dependents-${id}`)
    const maria = dependents.locator('tr', { hasText: 'Maria Manager' })
    await expect(maria).toContainText('Spouse')
    await expect(maria).toContainText('14 Feb 1988')
    await expect(maria).toContainText(`01 Jan ${year} – 31 Dec ${year}`)
    await snap(hr, 'insurance-tab.png')

    // Shortening the plan would leave her cover outside it: refused, under the plan dates.
    await enrolment.getByTestId(`edit-enrolment-${id}`).click()
    await expect(form).toBeVisible()
    await expect(hr.locator('#enrolment_member_number')).toHaveValue(MEMBER)
    await pickDate(hr, 'enrolment_plan_end_date', `30 Jun ${year}`)
    await hr.getByTestId('enrolment-ok').click()
    await expect(fieldError(hr, 'enrolment_plan_start_date')).toHaveText('Maria Manager is covered outside these plan dates; change their cover first.')
    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(form).toBeHidden()
    await expect(enrolment.getByTestId(`enrolment-details-${id}`)).toContainText(`01 Jan ${year} – 31 Dec ${year}`)

    // (b) A child covered from before the plan starts: the server's message under "Covered from".
    await enrolment.getByTestId(`add-dependent-${id}`).click()
    await expect(dep).toBeVisible()
    await dep.locator('#dependent_name').fill('Max Manager')
    await pick(hr, 'dependent_relationship', 'Child')
    await pickDate(hr, 'dependent_covered_from', `01 Dec ${year - 1}`)
    await hr.getByTestId('dependent-ok').click()
    await expect(fieldError(hr, 'dependent_covered_from')).toHaveText(OUTSIDE)
    await expect(dep).toBeVisible()
    await snap(hr, 'insurance-dependent-outside-plan.png')
    // Within the plan but ending after it: the message lands under "Covered to".
    await pickDate(hr, 'dependent_covered_from', `01 Feb ${year}`)
    await pickDate(hr, 'dependent_covered_to', `31 Jan ${year + 1}`)
    await hr.getByTestId('dependent-ok').click()
    await expect(fieldError(hr, 'dependent_covered_to')).toHaveText(OUTSIDE)
    await dep.getByRole('button', { name: 'Cancel' }).click()
    await expect(dep).toBeHidden()
    await expect(dependents.locator('tr', { hasText: 'Max Manager' })).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('the employee reads her own enrolment and dependent, with no button', async ({ browser }) => {
    const { page: emma, errors } = await as(browser, 'employee@demo.test')
    await emma.goto('/my-info?tab=insurance')
    const tab = emma.getByTestId('person-insurance')
    await expect(tab).toBeVisible({ timeout: 30_000 })
    const card = tab.locator('.ant-card', { hasText: 'Group Health Plus' })
    await expect(card).toContainText('AIA Singapore')
    await expect(card).toContainText('GHP-0042-017')
    await expect(card).toContainText(`01 Jan ${year} – 31 Dec ${year}`)
    await expect(card.locator('tr', { hasText: 'Noah Tan' })).toContainText('Child')
    await expect(card.locator('tr', { hasText: 'In-patient' })).toContainText('SGD 250,000.00')
    await expect(card).toContainText('The company pays the monthly premium of SGD 180.00; it is on your pay items for the plan period.')
    await expect(emma.getByTestId('enrol-in-plan')).toHaveCount(0)
    await expect(emma.locator('[data-testid^="add-dependent-"], [data-testid^="edit-enrolment-"], [data-testid^="delete-enrolment-"]')).toHaveCount(0)
    await expect(card.getByRole('button')).toHaveCount(0)
    await snap(emma, 'my-insurance.png')
    expect(errors).toEqual([])
  })

  test('HR sees the new enrolment on the company-wide list, opens it, and deletes it', async ({ browser }) => {
    const { page: hr, errors } = await as(browser, 'hr.admin@demo.test')
    await hr.goto('/global-mobility/insurance')
    const table = hr.getByTestId('insurance-enrolments')
    const row = table.locator('tr', { hasText: MEMBER })
    await expect(row).toBeVisible({ timeout: 30_000 })
    await expect(row).toContainText('Marcus Manager')
    await expect(row).toContainText('Group Health Plus')
    await expect(row).toContainText(`01 Jan ${year}`)
    await expect(row).toContainText(`31 Dec ${year}`)
    await expect(table.locator('tr', { hasText: 'GHP-0042-017' })).toContainText('Emma Employee')
    // Enrolling from here asks for the person too.
    await hr.getByTestId('enrol-in-plan').click()
    await expect(modal(hr).locator('#enrolment_person_id')).toBeVisible()
    await modal(hr).getByRole('button', { name: 'Cancel' }).click()
    await expect(modal(hr)).toBeHidden()
    // Filtered by plan: the personal plan has no enrolment.
    await hr.getByTestId('insurance-filter-plan').click()
    // A multiple select stays open after a pick.
    await openDropdown(hr).locator('.ant-select-item-option').and(hr.getByTitle('Term Life Protect', { exact: true })).click()
    await hr.keyboard.press('Escape')
    await expect(table.locator('tr', { hasText: MEMBER })).toHaveCount(0)
    await expect(table.getByTestId('empty-state')).toBeVisible()
    await hr.getByRole('button', { name: 'Clear' }).click()
    await expect(row).toBeVisible()
    // By member number (the search box).
    await hr.getByPlaceholder('Search by member number').fill(MEMBER)
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1)
    await snap(hr, 'insurance-list.png')

    // The enrolment's own page, as on the person's tab.
    await row.locator('[data-testid^="insurance-view-"]').click()
    await expect(hr).toHaveURL(/\/global-mobility\/insurance\/\d+$/)
    await expect(hr.getByTestId('enrolment-person')).toHaveText('Marcus Manager')
    await expect(hr.locator('tr', { hasText: 'Maria Manager' })).toContainText('Spouse')
    await hr.getByTestId('insurance-list-link').click()
    await expect(hr).toHaveURL(/\/global-mobility\/insurance$/)

    // Deleted with its dependent: Marcus has no insurance again.
    await hr.getByPlaceholder('Search by member number').fill(MEMBER)
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1)
    await table.locator('tr', { hasText: MEMBER }).getByRole('button', { name: 'Delete' }).click()
    await hr.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Delete' }).click()
    await expect(toast(hr, 'Enrolment deleted.')).toBeVisible()
    await expect(table.locator('tr', { hasText: MEMBER })).toHaveCount(0)
    await hr.goto(`/people/staff/${marcusId}/insurance`)
    await expect(hr.getByTestId('person-insurance-empty')).toBeVisible({ timeout: 30_000 })
    expect(errors).toEqual([])
  })

  test('the plan form asks for a limit and a note only for a ticked coverage', async ({ browser }) => {
    const { page: hr, errors } = await as(browser, 'hr.admin@demo.test')
    await hr.goto('/admin-setting/insurance-plan')
    await expect(hr.getByTestId('admin-tab-insurance-plan')).toBeVisible({ timeout: 30_000 })
    await expect(hr.locator('tr', { hasText: 'Group Health Plus' })).toContainText('AIA Singapore')
    await expect(hr.locator('tr', { hasText: 'Term Life Protect' })).toContainText('Personal')
    await hr.goto('/admin-setting/insurance-plan/create')
    await expect(hr.locator('#vision')).toBeVisible({ timeout: 30_000 })
    await expect(hr.locator('#vision_limit')).toHaveCount(0)
    await expect(hr.locator('#vision_note')).toHaveCount(0)
    await hr.locator('#vision').click()
    await expect(hr.locator('#vision_limit')).toBeVisible()
    await expect(hr.locator('#vision_note')).toBeVisible()
    await hr.locator('#vision').click()
    await expect(hr.locator('#vision_limit')).toHaveCount(0)
    // The premium's pay item: the data cloud's insurance premium items.
    await hr.locator('.ant-select', { has: hr.locator('#pay_item_id') }).click()
    await expect(hr.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Health insurance premium' })).toBeVisible()
    await hr.keyboard.press('Escape')
    expect(errors).toEqual([])
  })
})
