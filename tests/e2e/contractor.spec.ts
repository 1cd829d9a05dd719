import { expect, test, type Page } from './test'
import { apiAs, chooseOption, fieldError, loginAndLand, pickDate, shot } from './helpers'

/**
 * A contractor's page and a contract's workflow in a real browser (issue #5, shell §2.1, domain
 * §4): add a contract, propose, sign, a stop refused for a notice date under 7 days, a stop with a
 * valid one, restart, a terms edit that needs a new signature, and the empty invoice, billing and
 * time-off tabs. The contract this test creates is deleted again (a proposed contract may be).
 */

const stamp = Date.now().toString(36)
const title = `E2E retainer ${stamp}`
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()
const modal = (page: Page) => page.locator('.ant-modal-content:visible')
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A date `days` from today (UTC, as the API counts) in the screens' format DD MMM YYYY. */
function displayDate(days: number) {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + days)
  return `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}


async function transition(page: Page, action: string) {
  await page.getByTestId(`contract-action-${action}`).click()
  await expect(modal(page)).toBeVisible()
  await page.getByTestId('contract-action-confirm').click()
}

test.describe('contractor page and contract workflow as hr.admin', () => {
  test('add a contract, propose, sign, stop (notice ≥ 7 days), restart; empty invoice, billing and time-off tabs', async ({ page, request }) => {
    test.setTimeout(150_000)
    const hr = await apiAs(request, 'hr.admin@demo.test')
    const people = await (await request.get('/api/people', { headers: hr.headers, params: { query_string: 'Carlos Contractor' } })).json()
    const carlos = people.items.find((p: any) => p.type === 'contractor')
    expect(carlos).toBeTruthy()
    const mine = async () => (await (await request.get('/api/contractor-contract', { headers: hr.headers, params: { query_string: title } })).json()).items as any[]

    try {
      await loginAndLand(page, 'hr.admin@demo.test', /:\d+\/$/)
      // The contractor tab of the people list leads to the contractor page.
      await page.goto('/people/contractor')
      await page.getByRole('row', { name: /Carlos Contractor/ }).click()
      await expect(page).toHaveURL(new RegExp(`/people/contractor/${carlos.id}$`), { timeout: 30_000 })
      await expect(page.getByTestId('contractor-header')).toContainText('Carlos Contractor', { timeout: 30_000 })
      const list = page.getByTestId('contract-list')
      await expect(list.getByRole('row', { name: /Frontend development retainer.*USD 6,500\.00.*Signed/ })).toBeVisible()

      // Add a contract: the catalogue form, the rate as money in the contract's currency.
      await page.getByTestId('contract-add').click()
      await expect(modal(page)).toBeVisible()
      await page.locator('#contractor_contract_title').fill(title)
      await page.locator('#contractor_contract_contract_type').click()
      await chooseOption(page, 'Fixed fee')
      await pickDate(page, 'contractor_contract_start_date', '01 Mar 2027')
      await pickDate(page, 'contractor_contract_end_date', '01 Feb 2027')
      await page.locator('#contractor_contract_currency').fill('USD')
      await page.locator('#contractor_contract_rate').fill('2500.5')
      await page.getByTestId('contract-save').click()
      // The end before the start: the catalogue's message under the field, nothing saved.
      await expect(fieldError(page, 'contractor_contract_end_date')).toHaveText('The contract end date must be the same as or later than the start date.')
      expect(await mine()).toHaveLength(0)
      await pickDate(page, 'contractor_contract_end_date', '31 Aug 2027')
      await page.getByTestId('contract-save').click()
      await expect(toast(page, 'Created successfully.')).toBeVisible()
      const row = list.getByRole('row', { name: new RegExp(`${title}.*Fixed fee.*01 Mar 2027.*31 Aug 2027.*Monthly.*USD 2,500\\.50.*Initiated`) })
      await expect(row).toBeVisible()
      const [created] = await mine()
      expect(created).toMatchObject({ status: 'initiated', rate: '2500.50', person_id: carlos.id })

      // The contract's own page: terms, status and only the transitions the workflow allows.
      await row.getByRole('link', { name: title }).click()
      await expect(page).toHaveURL(new RegExp(`/people/contractor/${carlos.id}/contract/${created.id}$`))
      const status = page.getByTestId('contract-status')
      await expect(status).toHaveText('Initiated')
      await expect(page.getByTestId('contract-action-signed')).toHaveCount(0)
      await transition(page, 'proposed')
      await expect(toast(page, 'The contract has been proposed.')).toBeVisible()
      await expect(status).toHaveText('Proposed')
      await transition(page, 'signed')
      await expect(status).toHaveText('Signed')
      await expect(page.locator('[data-field=signed_at]')).not.toHaveText('—')

      // Stop: a notice date under 7 days ahead is refused with the API's message under the picker.
      await page.getByTestId('contract-action-stopped').click()
      await expect(modal(page)).toContainText('Earliest notice date:')
      await pickDate(page, 'notice_date', displayDate(3))
      await page.getByTestId('contract-action-confirm').click()
      await expect(fieldError(page, 'notice_date')).toContainText('The notice date must be at least 7 days after today')
      await expect(status).toHaveText('Signed')
      await pickDate(page, 'notice_date', displayDate(10))
      await page.getByTestId('contract-action-confirm').click()
      await expect(toast(page, 'The contract has been stopped.')).toBeVisible()
      await expect(status).toHaveText('Stopped')
      await expect(page.locator('[data-field=notice_date]')).toHaveText(displayDate(10))
      // A stopped contract keeps its terms: no edit, only restart or expiry.
      await expect(page.getByTestId('contract-edit')).toHaveCount(0)
      await page.screenshot({ path: shot('contractor-contract-stopped.png'), fullPage: true })

      await transition(page, 'restart')
      await expect(toast(page, 'The contract has been restarted.')).toBeVisible()
      await expect(status).toHaveText('Signed')
      await expect(page.locator('[data-field=notice_date]')).toHaveText('—')

      // Editing the terms of a signed contract sends it back to proposed (it must be signed again).
      await page.getByTestId('contract-edit').click()
      await expect(modal(page)).toContainText('changing its terms sends it back to proposed')
      await page.locator('#contractor_contract_rate').fill('2750')
      await page.getByTestId('contract-save').click()
      await expect(toast(page, 'Saved successfully.')).toBeVisible()
      await expect(status).toHaveText('Proposed')
      await expect(page.locator('[data-field=rate]')).toHaveText('USD 2,750.00')

      // Billing and the contractor's invoices come with contractor billing; time off lists the leave within the contract.
      await page.getByRole('tab', { name: 'Billing' }).click()
      await expect(page).toHaveURL(new RegExp(`/contract/${created.id}/billing$`))
      await expect(page.getByTestId('empty-state')).toContainText('Billing arrives with contractor billing.')
      await page.getByRole('tab', { name: 'Time off' }).click()
      await expect(page).toHaveURL(new RegExp(`/contract/${created.id}/timeoff$`))
      await expect(page.getByTestId('person-time-off')).toBeVisible()
      await expect(page.getByTestId('empty-state')).toContainText('No leave requests')
      await page.getByTestId('contract-back').click()
      await expect(page).toHaveURL(new RegExp(`/people/contractor/${carlos.id}$`))
      await page.getByRole('tab', { name: 'Invoices' }).click()
      await expect(page).toHaveURL(new RegExp(`/people/contractor/${carlos.id}/invoice$`))
      await expect(page.getByTestId('empty-state')).toContainText('Invoices arrive with contractor billing.')

      // A proposed contract can be withdrawn from the list.
      await page.getByRole('tab', { name: 'Overview' }).click()
      const proposed = list.getByRole('row', { name: new RegExp(`${title}.*Proposed`) })
      await proposed.getByRole('button', { name: 'Delete' }).click()
      await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /OK|Yes/ }).click()
      await expect(toast(page, 'Deleted successfully.')).toBeVisible()
      await expect(list.getByRole('row', { name: new RegExp(title) })).toHaveCount(0)
    } finally {
      // Whatever happened above, the demo contractor ends with only the demo contracts: a signed
      // contract goes back to proposed through a terms edit, and a proposed one may be deleted.
      for (const c of await mine()) {
        if (!['initiated', 'proposed'].includes(c.status)) {
          if (c.status !== 'signed') await request.post(`/api/contractor-contract/${c.id}/status`, { headers: hr.headers, data: { status: 'signed' } })
          await request.post(`/api/contractor-contract/${c.id}`, { headers: hr.headers, data: { update_data: { title: `${title} (withdrawn)` } } })
        }
        await request.delete(`/api/contractor-contract/${c.id}`, { headers: hr.headers })
      }
      expect(await mine()).toHaveLength(0)
    }
  })
})
