import { expect, test } from './test'
import { apiAs, loginAndLand, waitForMail, shot } from './helpers'

test.describe('manager onboarding link (/onboarding/staff/:id)', () => {
  test('the reporting manager opens the e-mailed link and sees the summary of the new hire, without a greeting', async ({ page, request }) => {
    const admin = await apiAs(request, 'hr.admin@demo.test')
    const people = await (await request.get('/api/people?query_string=Nina', { headers: admin.headers })).json()
    const sent = await request.post('/api/people/send-onboarding-link', { headers: admin.headers, data: { person_id: people.items[0].id } })
    expect(sent.ok()).toBeTruthy()
    const mail = await waitForMail('manager@demo.test')
    const link = new URL(mail.links.find((l) => l.includes('/onboarding/staff/'))!)

    await loginAndLand(page, 'manager@demo.test', /\/$/)
    await page.goto(link.pathname)
    const summary = page.getByTestId('onboarding-summary')
    await expect(summary).toContainText('Nina Newhire')
    await expect(summary).toContainText('new.hire@demo.test')
    await expect(summary).toContainText('Hong Kong')
    // The engagement in the person's words (issue 20 §8), not the service type "System".
    await expect(summary.locator('.ant-descriptions-item', { hasText: 'Engagement type' })).toContainText('Employee')
    await expect(summary).not.toContainText('System')
    await expect(summary).toContainText('01 Dec 2026')
    await expect(summary).not.toContainText('Welcome aboard')
    await page.screenshot({ path: shot('onboarding-manager.png') })
  })

  test('a bad token or no id goes back to /', async ({ page }) => {
    await loginAndLand(page, 'manager@demo.test', /\/$/)
    await page.goto('/onboarding/staff/not-a-real-token-000000000')
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/onboarding/staff')
    await expect(page).toHaveURL(/\/$/)
  })
})
