import { expect, test, type Page } from './test'
import { apiAs, fieldError, loginAndLand } from './helpers'

/**
 * Issue 20 §1: a form reports every problem at once, each under its field in the words of its
 * label; the browser checks by the catalogue's rules before sending, the API's 422 for what only
 * it can tell lands on every named field together, and a success leaves no stale error behind.
 */
const stamp = Date.now().toString(36)
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text })
const modal = (page: Page) => page.locator('.ant-modal-content:visible')

test.describe('forms report every problem at once', () => {
  test('a generic create form: both errors with labels, then the server\'s, then a clean success', async ({ page }, testInfo) => {
    test.setTimeout(120_000)
    const posts: string[] = []
    page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/people') posts.push(r.url()) })
    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
    await page.goto('/people/staff/create')
    await expect(page.locator('#name')).toBeVisible({ timeout: 30_000 })

    // Empty required name and a malformed e-mail: both shown together, checked in the browser.
    await page.locator('#work_email').fill('not-an-email')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(fieldError(page, 'name')).toHaveText('Name is required.')
    await expect(fieldError(page, 'work_email')).toHaveText('Work e-mail must be a valid e-mail address.')
    await page.screenshot({ path: testInfo.outputPath('form-errors-both.png'), fullPage: true })
    expect(posts, 'nothing is sent while the form breaks the catalogue rules').toHaveLength(0)

    // Addresses only the API refuses (a one-letter top-level domain): its 422 lands on both fields at once.
    await page.locator('#name').fill(`Fay Forms ${stamp}`)
    await page.locator('#work_email').fill(`fay.${stamp}@globex.c`)
    await page.locator('#personal_email').fill(`fay.${stamp}@home.c`)
    await expect(fieldError(page, 'name')).toHaveCount(0)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(fieldError(page, 'work_email')).toHaveText('Work e-mail must be a valid e-mail address.')
    await expect(fieldError(page, 'personal_email')).toHaveText('Personal e-mail must be a valid e-mail address.')
    expect(posts).toHaveLength(1)
    const stale = toast(page, 'Please check the highlighted fields.')
    await expect(stale).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('form-errors-server.png'), fullPage: true })

    // Fixed and saved: the success stands alone, the earlier error toast is gone.
    await page.locator('#work_email').fill(`fay.${stamp}@globex.test`)
    await page.locator('#personal_email').fill('')
    // Hovering holds the toast open (antd restarts its 4 s when the pointer leaves), so only the
    // success can have closed it below.
    await stale.hover()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/people\/staff\/\d+\/personal$/)
    await expect(toast(page, 'Created successfully.')).toBeVisible()
    await expect(stale).toHaveCount(0, { timeout: 1_000 })
    await expect(page.getByTestId('person-header')).toContainText(`Fay Forms ${stamp}`)
  })

  test('a taken e-mail shows with another field\'s error on the first save, and alone (409) under its field too', async ({ page }) => {
    test.setTimeout(120_000)
    const posts: number[] = []
    page.on('response', (r) => { if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/people') posts.push(r.status()) })
    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
    await page.goto('/people/staff/create')
    await expect(page.locator('#name')).toBeVisible({ timeout: 30_000 })

    // Before: the malformed personal e-mail's 422 hid the taken work e-mail until a second save.
    await page.locator('#name').fill(`Tess Taken ${stamp}`)
    await page.locator('#work_email').fill('employee@demo.test')
    await page.locator('#personal_email').fill(`tess.${stamp}@home.c`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(fieldError(page, 'work_email')).toHaveText('Email already exists in system.')
    await expect(fieldError(page, 'personal_email')).toHaveText('Personal e-mail must be a valid e-mail address.')
    expect(posts).toEqual([422])

    // The taken e-mail alone answers 409, and still stands under its field.
    await page.locator('#personal_email').fill('')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => posts).toEqual([422, 409])
    await expect(fieldError(page, 'work_email')).toHaveText('Email already exists in system.')
    await expect(fieldError(page, 'personal_email')).toHaveCount(0)
    await expect(page).toHaveURL(/\/people\/staff\/create$/)
  })

  test('a person-record modal: every missing and malformed field at once, then saved', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000)
    const { headers } = await apiAs(request, 'hr.admin@demo.test')
    const emma = (await (await request.get('/api/people?query_string=Emma', { headers })).json()).items[0]
    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
    await page.goto(`/people/staff/${emma.id}/personal`)

    await page.getByRole('button', { name: 'Add emergency contact' }).click()
    await page.locator('#emergency_contact_email').fill('sam@')
    await page.locator('#emergency_contact_phone').fill('12')
    await modal(page).getByRole('button', { name: 'Save' }).click()
    await expect(fieldError(page, 'emergency_contact_name')).toHaveText('Name is required.')
    await expect(fieldError(page, 'emergency_contact_relationship')).toHaveText('Relationship is required.')
    await expect(fieldError(page, 'emergency_contact_email')).toHaveText('E-mail must be a valid e-mail address.')
    await expect(fieldError(page, 'emergency_contact_phone')).toContainText('Phone is not a phone number')
    await page.screenshot({ path: testInfo.outputPath('record-modal-errors.png'), fullPage: true })

    await page.locator('#emergency_contact_name').fill(`Sam ${stamp}`)
    await page.locator('#emergency_contact_relationship').fill('Sibling')
    await page.locator('#emergency_contact_email').fill(`sam.${stamp}@home.test`)
    await page.locator('#emergency_contact_phone').fill('+65 8123 4567')
    await modal(page).getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Created successfully.')).toBeVisible()
    await expect(page.getByTestId('section-emergency_contact').getByRole('row', { name: new RegExp(`Sam ${stamp}.*Sibling`) })).toBeVisible()
  })
})
