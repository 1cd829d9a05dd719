import { expect, test, type Page } from './test'
import { apiAs, waitForMail, shot, openDropdown } from './helpers'

/**
 * A new hire from start to finish: HR adds the person and creates their account from the system
 * tab (invitation e-mail), the person joins, agrees to the terms, and fills in their own data in
 * /onboarding/personal, whose review step tracks what HR still needs. The test owns its person and
 * account and removes both at the end, so the demo data stays as seeded.
 */
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()
const modal = (page: Page) => page.locator('.ant-modal:visible')
const item = (page: Page, key: string) => page.getByTestId(`checklist-${key}`)

test('HR creates the account, the new hire joins, agrees, and completes their onboarding steps', async ({ page, request }) => {
  const stamp = Date.now()
  const email = `olive.${stamp}@globex.test`
  const admin = await apiAs(request, 'hr.admin@demo.test')
  const created = await request.post('/api/people', {
    headers: admin.headers,
    data: { name: `Olive Onboard ${stamp}`, work_email: email, type: 'staff', status: 'onboarding', profile_type: 'staff_only', country: 'SG', start_date: '2027-01-04' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const person = await created.json()
  let userId: number | null = null
  try {
    // HR: the system tab offers the account for a person who has none.
    await page.goto('/login')
    await page.getByLabel('Email').fill('hr.admin@demo.test')
    await page.getByLabel('Password').fill('Demo@12345')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/:\d+\/$/)
    await page.goto(`/people/staff/${person.id}/system`)
    await expect(page.getByText('This person has no platform account yet.')).toBeVisible()
    await expect(page.locator('#create-account_email')).toHaveValue(email)
    await page.getByRole('button', { name: 'Create account and send invitation' }).click()
    await expect(toast(page, 'The invitation has been sent.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send invitation' })).toBeVisible()
    userId = (await (await request.get(`/api/people/${person.id}`, { headers: admin.headers })).json()).user_id
    expect(userId).toBeTruthy()

    // The new hire: the e-mailed link, a password, then the gate's onboarding page (terms first).
    await page.context().clearCookies()
    const mail = await waitForMail(email)
    await page.goto(new URL(mail.links.find((l) => l.includes('/join/'))!).pathname)
    await page.getByLabel('New password', { exact: true }).fill('Welcome@2026')
    await page.getByLabel('Retype new password').fill('Welcome@2026')
    await page.getByRole('button', { name: 'Create password' }).click()
    await expect(page).toHaveURL(/\/onboarding\/personal$/)
    await expect(page.locator('.ant-steps-item-active')).toHaveText(/Terms/)
    await expect(page.getByTestId('onboarding-steps')).toHaveCount(0)
    await page.getByRole('button', { name: 'Review the terms' }).click()
    const dialog = page.getByRole('dialog', { name: 'User agreement' })
    // Exactly: the PDF viewer in the dialog has its own "Next page".
    await dialog.getByRole('button', { name: 'Next', exact: true }).click()
    await dialog.getByRole('button', { name: 'Agree' }).click()
    await expect(page.getByTestId('side-nav')).toBeVisible()

    // The dashboard offers the remaining steps while the person is onboarding.
    await page.getByTestId('onboarding-prompt').getByRole('button', { name: 'Complete your onboarding' }).click()
    await expect(page).toHaveURL(/\/onboarding\/personal$/)
    await expect(page.getByTestId('onboarding-steps')).toBeVisible()

    // Review first: everything is still missing, with the personal fields named.
    await page.locator('.ant-steps-item').filter({ hasText: 'Review' }).click()
    await expect(page).toHaveURL(/step=review$/)
    for (const key of ['personal', 'passport', 'emergency_contact', 'bank']) await expect(item(page, key)).toHaveAttribute('data-done', 'false')
    await expect(item(page, 'personal')).toContainText('Phone')
    await expect(page.getByTestId('onboarding-checklist')).toContainText('What HR still needs from you')

    // Personal step through the person's own tab: phone, personal e-mail, address, and an emergency contact.
    await item(page, 'personal').getByRole('button', { name: 'Fill in' }).click()
    await expect(page).toHaveURL(/step=personal$/)
    await page.locator('#personal_personal_email').fill(`olive.${stamp}@home.test`)
    // Phone: the dial code defaults to the company's country (Globex Asia: Singapore, +65; the US +1
    // only for a company without one); a number typed with its own code picks that country.
    const dialCode = (id: string) => page.locator(`#${id}_country`).locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    await expect(dialCode('personal_phone')).toContainText('SG +65')
    await page.locator('#personal_phone').fill('+442079460018')
    await expect(dialCode('personal_phone')).toContainText('GB +44')
    await page.locator('#personal_permanent_address').fill('1 Orchard Road, Singapore')
    await page.getByRole('button', { name: 'Save' }).first().click()
    await expect(toast(page, 'Saved successfully.')).toBeVisible()
    await page.getByRole('button', { name: 'Add emergency contact' }).click()
    await page.locator('#emergency_contact_name').fill('Oscar Onboard')
    await page.locator('#emergency_contact_relationship').fill('Parent')
    // Or the code is picked first (searched by country name or "+code") and the number typed as at home.
    await dialCode('emergency_contact_phone').click()
    await page.locator('#emergency_contact_phone_country').pressSequentially('+65')
    await openDropdown(page).locator('.ant-select-item-option').and(page.getByTitle('Singapore +65', { exact: true })).click()
    await page.locator('#emergency_contact_phone').fill('9123 4567')
    await modal(page).getByRole('button', { name: 'Save' }).click()
    await expect(page.getByTestId('section-emergency_contact').getByRole('row', { name: /Oscar Onboard.*Parent.*\+65 9123 4567/ })).toBeVisible()
    await expect(modal(page)).toHaveCount(0)

    // The rest as the new hire through the API (their own record; the tabs have their own browser tests).
    const self = await request.post('/api/auth/platform-login', { data: { email, password: 'Welcome@2026' } })
    const headers = { Authorization: `Bearer ${(await self.json()).auth_token}` }
    const own = { person_id: person.id }
    expect((await request.post(`/api/people/${person.id}`, { headers, data: { update_data: { birth_date: '1994-02-03', nationality: 'SG' } } })).ok()).toBeTruthy()
    expect((await request.post('/api/passport', { headers, data: { ...own, number: `K${stamp}`.slice(0, 12), issuing_country: 'SG', issue_date: '2022-01-01', expiry_date: '2032-01-01', name_on_passport: `Olive Onboard ${stamp}`, is_default: true } })).status()).toBe(201)
    const bank = await request.post('/api/bank-account', { headers, data: { ...own, account_holder: `Olive Onboard ${stamp}`, bank_name: 'Demo Bank', bank_country: 'DE', currency: 'EUR', iban: 'DE89370400440532013000', swift_bic: 'DEUTDEFF', is_default: true } })
    expect(bank.status(), await bank.text()).toBe(201)

    // Review again: complete; Done leads to the person's own page.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/step=bank$/)
    await expect(page.getByTestId('section-bank_account').getByRole('row', { name: /Demo Bank/ })).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/step=docs$/)
    // Next sits below the step's content: click it once the documents section has drawn, not while it moves.
    await expect(page.getByTestId('section-doc')).toBeVisible()
    await expect(page.getByTestId('onboarding-steps').locator('.ant-spin-spinning')).toHaveCount(0)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/step=review$/)
    for (const key of ['personal', 'passport', 'emergency_contact', 'bank']) await expect(item(page, key)).toHaveAttribute('data-done', 'true')
    await expect(page.getByTestId('onboarding-checklist')).toContainText('All done: HR has everything it needs from you.')
    await page.screenshot({ path: shot('onboarding-review-complete.png'), fullPage: true })
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(page).toHaveURL(/\/my-info$/)
    await expect(page.getByTestId('person-header')).toContainText(`Olive Onboard ${stamp}`)
  } finally {
    // Remove what the test made: the person's records, the person, the account.
    for (const [path, resource] of [['bank-account_2', 'bank-account'], ['passport', 'passport'], ['emergency-contact', 'emergency-contact']]) {
      const rows = await (await request.get(`/api/${resource}?filter[person_id]=${person.id}`, { headers: admin.headers })).json()
      for (const row of rows.items ?? []) await request.delete(`/api/${path}/${row.id}`, { headers: admin.headers })
    }
    expect((await request.delete(`/api/people/${person.id}`, { headers: admin.headers })).ok()).toBeTruthy()
    if (userId) {
      const superadmin = await apiAs(request, 'superadmin@demo.test')
      expect((await request.delete(`/api/user/${userId}`, { headers: superadmin.headers })).ok()).toBeTruthy()
    }
  }
})
