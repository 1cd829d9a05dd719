import { expect, test } from './test'
import { DEMO_PASSWORD } from '@hr/shared'
import { apiAs, lastMailTo, login, waitForMail, shot } from './helpers'

type Request = import('@playwright/test').APIRequestContext

/**
 * These flows change demo accounts (a password, a company's 2FA setting); each test puts the
 * account back through the same public flows, so the spec files that follow find the demo as seeded.
 */
async function restorePassword(request: Request, email: string) {
  const before = JSON.stringify(lastMailTo(email))
  expect((await request.post('/api/auth/forgot-password', { data: { email } })).ok()).toBeTruthy()
  const mail = await waitForMail(email, before)
  const token = /\/reset\/([A-Za-z0-9_-]+)/.exec(mail.links.find((l) => l.includes('/reset/'))!)![1]
  const reset = await request.post('/api/auth/reset-password', { data: { token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD } })
  expect(reset.ok()).toBeTruthy()
}

test.describe('identity flows in the browser', () => {
  test('two-factor login with the code read from the mail folder', async ({ page, request }) => {
    const admin = await apiAs(request, 'vendor.admin@demo.test')
    const customers = await (await request.get('/api/customer?query_string=Initech', { headers: admin.headers })).json()
    const initech = customers.items[0]
    const update = await request.post(`/api/customer/${initech.id}`, {
      headers: { ...admin.headers, 'x-customer-id': String(initech.id) }, data: { update_data: { require_2fa: true } },
    })
    expect(update.ok()).toBeTruthy()

    await login(page, 'other.employee@demo.test')
    await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible()
    const mail = await waitForMail('other.employee@demo.test')
    const code = /\b(\d{6})\b/.exec(mail.text)![1]

    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.locator('.ant-alert-error')).toHaveText('The OTP you entered is invalid. Please try again.')

    await page.getByLabel('Verification code').fill(code)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByTestId('header-user-name')).toHaveText('Oscar Otheremployee')
    await page.screenshot({ path: shot('after-2fa-login.png') })

    const restored = await request.post(`/api/customer/${initech.id}`, {
      headers: { ...admin.headers, 'x-customer-id': String(initech.id) }, data: { update_data: { require_2fa: false } },
    })
    expect(restored.ok()).toBeTruthy()
  })

  test('single sign-on through the OpenID provider on loopback', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill('sso.user@globex.test')
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click()
    // the provider's own sign-in page (a different origin)
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//)
    await page.locator('input[name="login"]').fill('sso.user@globex.test')
    await page.locator('input[name="password"]').fill('anything')
    await page.getByRole('button', { name: 'Sign-in' }).click()
    await expect(page.getByTestId('header-user-name')).toHaveText('Sofia Ssouser')
  })

  test('SSO refuses a domain that is not whitelisted, with the catalogue message', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill('someone@gmail.com')
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click()
    await expect(page.locator('.ant-alert-error')).toHaveText(
      'Domain is not whitelisted for SSO. Use your email and password, or contact your administrator.')
  })

  test('forgot password: the e-mailed link sets a new password once', async ({ page, request }) => {
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    // the reset page is its own chunk: wait for it before typing, or the text lands on the login form
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible()
    await page.getByLabel('Email').fill('intern@demo.test')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.locator('.ant-alert-success')).toBeVisible()
    const mail = await waitForMail('intern@demo.test')
    const link = mail.links.find((l) => l.includes('/reset/'))!

    await page.goto(new URL(link).pathname)
    await expect(page.getByText('intern@demo.test')).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('weakpass')
    await page.getByLabel('Retype new password').fill('weakpass')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await expect(page.getByText('Password must contain an uppercase letter.')).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('Intern@2026!')
    await page.getByLabel('Retype new password').fill('Intern@2026!')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await expect(page.getByText('Your password has been updated.')).toBeVisible()

    await login(page, 'intern@demo.test', 'Intern@2026!')
    await expect(page.getByTestId('header-user-name')).toHaveText('Ian Intern')

    // the link is single-use
    await page.context().clearCookies()
    await page.goto(new URL(link).pathname)
    await expect(page.getByText('Token is expired or used.')).toBeVisible()
    await restorePassword(request, 'intern@demo.test')
  })

  test('an invitation opens /join, creates the password and signs the person in', async ({ page, request }) => {
    const admin = await apiAs(request, 'hr.admin@demo.test')
    const people = await (await request.get('/api/people?query_string=Nina', { headers: admin.headers })).json()
    const nina = people.items[0]
    const sent = await request.post('/api/people/send-invite', { headers: admin.headers, data: { user_id: nina.user_id, customer_id: nina.customer_id } })
    expect(sent.ok()).toBeTruthy()
    const mail = await waitForMail('new.hire@demo.test')
    const link = mail.links.find((l) => l.includes('/join/'))!

    await page.goto(new URL(link).pathname)
    await expect(page.getByRole('heading', { name: 'Create password' })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('Welcome@2026')
    await page.getByLabel('Retype new password').fill('Welcome@2026x')
    await page.getByRole('button', { name: 'Create password' }).click()
    await expect(page.getByText('The passwords do not match.')).toBeVisible()
    await page.getByLabel('Retype new password').fill('Welcome@2026')
    await page.getByRole('button', { name: 'Create password' }).click()
    await expect(page.getByTestId('header-user-name')).toHaveText('Nina Newhire')
    await restorePassword(request, 'new.hire@demo.test')
  })
})
