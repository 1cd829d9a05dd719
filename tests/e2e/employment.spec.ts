import { expect, test, type Page } from './test'
import { apiAs, fieldError, loginAndLand, pickCountry, pickDate, shot } from './helpers'

/**
 * The employment side of a person in a real browser (issue #5): the employment info form with its
 * date rule, dated employment records and the duplicate-effective-date message, offboarding, and
 * the delete-workflow condition once the person has HR history.
 */

const stamp = Date.now().toString(36)
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()
/** The open modal (hidden, pre-rendered modals of other cards stay in the DOM). */
const modal = (page: Page) => page.locator('.ant-modal-content:visible')


test.describe('employment tab as hr.admin', () => {
  test('employment info rule, duplicate record message, offboarding and the delete condition', async ({ page, request }) => {
    test.setTimeout(120_000)
    // Set-up through the API: a new hire this test owns.
    const hr = await apiAs(request, 'hr.admin@demo.test')
    const created = await request.post('/api/people', { headers: hr.headers, data: { name: `Erin Employment ${stamp}`, country: 'SG', profile_type: 'staff_only' } })
    expect(created.status()).toBe(201)
    const personId = (await created.json()).id as number

    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
    await page.goto(`/people/staff/${personId}/employment`)
    // The first visit loads the page and tab chunks (slow on a busy CI box).
    await expect(page.getByTestId('person-header')).toContainText(`Erin Employment ${stamp}`, { timeout: 30_000 })
    const terms = page.getByTestId('single-employment_info')
    await expect(terms).toBeVisible({ timeout: 30_000 })

    // Probation end before the job start: the catalogue's message under the field, nothing saved.
    await pickDate(page, 'employment_info_job_start_date', '01 Mar 2026')
    await pickDate(page, 'employment_info_probation_end_date', '01 Feb 2026')
    await terms.getByRole('button', { name: 'Save' }).click()
    await expect(fieldError(page, 'employment_info_probation_end_date')).toHaveText('Must be the same as or later than the job start date.')
    expect((await (await request.get(`/api/employment-info?filter[person_id]=${personId}`, { headers: hr.headers })).json()).itemsTotal).toBe(0)

    // Valid data saves (money as a decimal string in the customer's currency).
    await pickDate(page, 'employment_info_probation_end_date', '01 Jun 2026')
    await page.locator('#employment_info_customer_deposit_currency').fill('SGD')
    await page.locator('#employment_info_customer_deposit').fill('3000.50')
    await terms.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Saved.')).toBeVisible()
    const saved = (await (await request.get(`/api/employment-info?filter[person_id]=${personId}`, { headers: hr.headers })).json()).items[0]
    expect(saved.probation_end_date).toBe('2026-06-01')
    expect(saved.customer_deposit).toBe('3000.50')

    // An employment record, then the same one again for the same effective date.
    const addRecord = async () => {
      await page.getByRole('button', { name: 'Add employment record' }).click()
      await expect(modal(page)).toBeVisible()
      await pickDate(page, 'employment_record_effective_date', '01 Mar 2026')
      await page.locator('#employment_record_job_title').fill('Analyst')
      await modal(page).getByRole('button', { name: 'Save' }).click()
    }
    await addRecord()
    await expect(toast(page, 'Created successfully.')).toBeVisible()
    await expect(page.getByTestId('section-employment_record').getByRole('row', { name: /01 Mar 2026.*Analyst/ })).toBeVisible()
    await addRecord()
    await expect(toast(page, 'An effective date with the same data already exists.')).toBeVisible()
    await modal(page).getByRole('button', { name: 'Cancel' }).click()
    await page.screenshot({ path: shot('employment-tab.png'), fullPage: true })

    // Offboard: last working day and the status Separated (domain §4).
    const lifecycle = page.getByTestId('lifecycle')
    await lifecycle.getByRole('button', { name: 'Offboard' }).click()
    await expect(modal(page)).toBeVisible()
    await pickDate(page, 'offboard_last_working_day', '31 Dec 2026')
    await modal(page).getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByTestId('person-header')).toContainText('Separated')
    await expect(lifecycle).toContainText('Status: Separated')

    // The person now has HR history: deletion is refused with the delete-workflow message.
    await lifecycle.getByRole('button', { name: 'Delete person' }).click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'The condition for the delete staff workflow is not met.')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/people/staff/${personId}/employment$`))
    expect((await request.get(`/api/people/${personId}`, { headers: hr.headers })).status()).toBe(200)
  })

  test('work tab shows work info and the country-specific data; manage-country sets an expat', async ({ page }) => {
    test.setTimeout(120_000)
    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
    await page.goto('/people/staff')
    await page.getByRole('row', { name: /Emma Employee/ }).getByText('Emma Employee').click()
    await expect(page).toHaveURL(/\/people\/staff\/\d+\//)
    const personId = Number(page.url().match(/staff\/(\d+)\//)![1])
    await page.goto(`/people/staff/${personId}/work`)
    await expect(page.locator('#work_info_department')).toHaveValue('Engineering', { timeout: 30_000 })
    await expect(page.getByTestId('edv-edt')).toContainText('Tax number', { timeout: 30_000 })
    await expect(page.getByTestId('edv-edt')).toContainText('S1234567D')
    await expect(page.getByTestId('edv-cdt')).toContainText('Cost centre code')

    await page.goto(`/people/staff/${personId}/timesheet`)
    await expect(page.getByTestId('section-timesheet')).toContainText('Sick leave', { timeout: 30_000 })

    await page.goto(`/people/staff/${personId}/manage-country`)
    await page.getByRole('button', { name: 'Set expat' }).click({ timeout: 30_000 })
    await pickCountry(page, '#set-expat_host_country', 'MY', 'Malaysia')
    await pickDate(page, 'set-expat_expat_start_date', '01 Feb 2027')
    await modal(page).getByRole('button', { name: 'Submit' }).click()
    await expect(toast(page, 'Saved.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Stop expat' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Change country' })).toBeDisabled()
    await expect(page.getByTestId('section-expat_record')).toContainText('01 Feb 2027')
  })
})
