import { expect, test, type Page } from './test'
import { apiAs, chooseOption, fieldError, loginAndLand, shot } from './helpers'

/**
 * The people completions of issue #5 in a real browser: the dynamic bank form (domain §3: the
 * fields follow the bank country; GB asks for a sort code) and the profile picture in the person
 * header (domain §9: JPG/JPEG/PNG up to 10 MB; a GIF is refused with the catalogue message).
 */

// Real 1×1 images: the upload API checks the content, not only the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const WRONG_TYPE = 'The profile picture must be a JPG, JPEG or PNG image.'
const stamp = Date.now().toString(36)

const modal = (page: Page) => page.locator('.ant-modal-content:visible')
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()

async function employeeId(request: import('@playwright/test').APIRequestContext) {
  const me = await apiAs(request, 'employee@demo.test')
  return (await (await request.get('/api/profile/me', { headers: me.headers })).json()).person_id as number
}

test.describe('people completions as hr.admin', () => {
  test('a GB bank account: the sort code appears with the country, is required, then saves', async ({ page, request }) => {
    test.setTimeout(90_000)
    const personId = await employeeId(request)
    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
    await page.goto(`/people/staff/${personId}/bank`)
    await page.getByRole('button', { name: 'Add bank account' }).click({ timeout: 30_000 })
    // No country yet: the default form, without country-specific codes.
    await expect(page.locator('#bank_account_iban')).toBeVisible()
    await expect(page.locator('#bank_account_sort_code')).toHaveCount(0)

    await page.locator('#bank_account_bank_country').click()
    await page.locator('#bank_account_bank_country').fill('United Kingdom')
    await chooseOption(page, 'United Kingdom')
    await expect(page.locator('#bank_account_sort_code')).toBeVisible()
    await expect(page.locator('#bank_account_iban')).toHaveCount(0)
    await expect(page.getByTestId('bank-section-details')).toContainText('Sort code')

    await page.locator('#bank_account_account_holder').fill(`Gemma GB ${stamp}`)
    await page.locator('#bank_account_account_number').fill('31926819')
    await modal(page).getByRole('button', { name: 'Save' }).click()
    await expect(fieldError(page, 'bank_account_sort_code')).toHaveText('This field is required for bank accounts in the chosen bank country.')
    await page.screenshot({ path: shot('people-bank-gb-sort-code-required.png'), fullPage: true })

    await page.locator('#bank_account_sort_code').fill('60-16-13')
    await modal(page).getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Created successfully.')).toBeVisible()
    await expect(page.getByTestId('section-bank_account').getByRole('row', { name: new RegExp(`Gemma GB ${stamp}`) })).toBeVisible()

    const admin = await apiAs(request, 'hr.admin@demo.test')
    const rows = (await (await request.get(`/api/bank-account?filter[person_id]=${personId}`, { headers: admin.headers })).json()).items
    const saved = rows.find((r: any) => r.account_holder === `Gemma GB ${stamp}`)
    expect(saved).toMatchObject({ bank_country: 'GB', sort_code: '60-16-13', account_number: '31926819', iban: null })
  })

  test('profile picture: a PNG is accepted and shown, a GIF is refused with the message', async ({ page, request }) => {
    test.setTimeout(90_000)
    const personId = await employeeId(request)
    await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
    await page.goto(`/people/staff/${personId}/personal`)
    const header = page.getByTestId('person-header')
    await expect(header.getByTestId('person-photo-upload')).toBeVisible({ timeout: 30_000 })
    const input = header.locator('input[type=file]')

    await input.setInputFiles({ name: 'emma.png', mimeType: 'image/png', buffer: PNG })
    await expect(toast(page, 'Profile picture saved.')).toBeVisible()
    await expect(header.getByTestId('person-photo')).toHaveAttribute('data-photo', /^img\/.+\.png$/)
    const img = header.getByTestId('person-photo').locator('img')
    await expect(img).toBeVisible()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1)
    await page.screenshot({ path: shot('people-photo-png.png'), fullPage: true })

    await input.setInputFiles({ name: 'emma.gif', mimeType: 'image/gif', buffer: GIF })
    await expect(header.getByTestId('person-photo-error')).toHaveText(WRONG_TYPE)
    await expect(toast(page, WRONG_TYPE)).toBeVisible()
    await page.screenshot({ path: shot('people-photo-gif-refused.png'), fullPage: true })

    // The API refuses it too, whatever the browser does: a real GIF upload cannot become the photo.
    const admin = await apiAs(request, 'hr.admin@demo.test')
    const up = await request.post('/api/aws-s3-upload', {
      headers: admin.headers,
      multipart: { file: { name: 'emma.gif', mimeType: 'image/gif', buffer: GIF }, file_key: `img/e2egif${stamp}00.gif` },
    })
    expect(up.status()).toBe(200)
    const refused = await request.post(`/api/people/${personId}/photo`, { headers: admin.headers, data: { photo: (await up.json()).file_key } })
    expect(refused.status()).toBe(422)
    expect((await refused.json()).message).toBe(WRONG_TYPE)
    const person = await (await request.get(`/api/people/${personId}`, { headers: admin.headers })).json()
    expect(person.photo).toMatch(/\.png$/)
  })
})
