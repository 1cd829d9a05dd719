import { expect, test, type APIRequestContext, type Browser, type Page } from './test'
import { apiAs, loginAndLand, shot } from './helpers'

/**
 * Background jobs in a real browser (issue 44). The final approval answers at once and the queue
 * (run in the e2e server's process) issues the payslips: hr.admin@ approves, sees the progress,
 * leaves, comes back to the cycle and the report and finds them issued; employee@ opens the new
 * payslip in /my-pay; the superadmin finds the run in /superadmin/jobs as Completed.
 *
 * The demo has no cycle awaiting approval (its current one is in change data, and manager@ gives
 * its final approval), so the test sets up its own Globex payroll through the API, as the payroll
 * API tests do: the demo payroll's people on it (some fifty: a run of several jobs, long enough to
 * watch), hr.admin@ its one approver (so its approval is the final one), a cycle in January of last
 * year (so its payslip is neither employee@'s newest nor this month's, which other specs open).
 */

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()
const modal = (page: Page) => page.locator('.ant-modal-content:visible')
const YEAR = new Date().getUTCFullYear() - 1
const PAYROLL = `Jobs payroll ${Date.now().toString(36)}`

test.describe.configure({ mode: 'serial' })

let cycleId = 0

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.status(), await res.text()).toBeLessThan(300)
  return res.json()
}

/** A report awaiting hr.admin@'s (final) approval: payroll, member, approver, cycle in calculation, report, approval asked. */
async function reportAwaitingApproval(request: APIRequestContext) {
  const hr = await apiAs(request, 'hr.admin@demo.test')
  const emma = await apiAs(request, 'employee@demo.test')
  const post = (url: string, data: Record<string, unknown>) => request.post(url, { headers: hr.headers, data }).then(ok)
  const get = (url: string) => request.get(url, { headers: hr.headers }).then(ok)
  const demo = (await get('/api/payroll?external[per_page]=100')).items.find((p: { name: string }) => p.name === 'Globex SG Monthly')
  const members: { person_id: number }[] = (await get(`/api/payroll-member?filter[payroll_id]=${demo.id}&external[per_page]=500`)).items
  expect(members.map((m) => m.person_id)).toContain(emma.user.person_id)
  const payroll = await post('/api/payroll', { name: PAYROLL, iso_code: 'SG', frequency: 'monthly', currency: 'SGD', pay_day_of_month: 25 })
  for (const m of members) await post('/api/payroll-member', { payroll_id: payroll.id, person_id: m.person_id })
  await post('/api/payroll-approver', { payroll_id: payroll.id, person_id: hr.user.person_id, level: 1 })
  const cycle = await post('/api/paycycle', { payroll_id: payroll.id, name: `${PAYROLL} ${YEAR}-01`, kind: 'regular', period_start: `${YEAR}-01-01`, period_end: `${YEAR}-01-31` })
  for (const to of ['change_data', 'calculation']) await post(`/api/paycycle/${cycle.id}/stage`, { to })
  const report = await post('/api/payroll-report', { paycycle_id: cycle.id, name: `${PAYROLL} January` })
  await post(`/api/payroll-report/${report.id}/action`, { action: 'request_approval' })
  return { cycle, report, people: members.length }
}

async function as(browser: Browser, email: string, landing: RegExp) {
  const page = await (await browser.newContext()).newPage()
  await loginAndLand(page, email, landing)
  return page
}

test.describe('background jobs', () => {
  test('the final approval issues payslips in the background: progress, leave and come back, my pay', async ({ browser, request }) => {
    test.setTimeout(180_000)
    const { cycle, report, people: members } = await reportAwaitingApproval(request)
    expect(members).toBeGreaterThan(25)
    cycleId = cycle.id

    // Before the approval the cycle has no payslip run: nothing to show.
    const hr = await as(browser, 'hr.admin@demo.test', /\/$/)
    await hr.goto(`/payroll/reports/${report.id}`)
    await expect(hr.getByTestId(`report-status-${report.id}`)).toHaveText('Approval requested')
    await expect(hr.getByTestId('payslip-progress')).toHaveCount(0)

    // The final approval answers at once; the screen follows the run it started.
    await hr.getByTestId('report-action-approve').click()
    await expect(modal(hr)).toBeVisible()
    await hr.getByTestId('report-action-ok').click()
    // One payslip per register row (everyone on the payroll employed in the period).
    const answer = toast(hr, /^Approved: issuing \d+ payslips\.$/)
    await expect(answer).toBeVisible()
    const people = Number(/issuing (\d+)/.exec(await answer.innerText())![1])
    expect(people).toBeGreaterThan(25)
    const progress = hr.getByTestId('payslip-progress')
    // Fifty payslips may be issued before the first poll: the bar shows the run either way.
    await expect(progress).toContainText(new RegExp(`Issuing payslips: \\d+ / ${people}|Payslips issued: ${people}`))
    await expect(progress.locator('.ant-progress')).toBeVisible()
    if ((await progress.getAttribute('data-state')) !== 'completed') {
      await expect(progress).toContainText('You may leave this page: the payslips keep being issued.')
    }
    const jobId = Number(await progress.getAttribute('data-job'))
    expect(jobId).toBeGreaterThan(0)
    await hr.screenshot({ path: shot('jobs-payslip-progress.png'), fullPage: true })

    // Leaving at once and coming back (the cycle's page, then the report's): the same run, polled until issued.
    await hr.goto('/payroll')
    await hr.goto(`/payroll/pay-cycle/${cycle.id}`)
    await expect(hr.getByTestId('cycle-header')).toContainText(PAYROLL)
    await expect(progress).toHaveAttribute('data-job', String(jobId))
    await expect(progress).toHaveText(`Payslips issued: ${people}`, { timeout: 120_000 })
    await expect(progress).toHaveAttribute('data-state', 'completed')
    await hr.goto(`/payroll/reports/${report.id}`)
    await expect(hr.getByTestId(`report-status-${report.id}`)).toHaveText('Approved')
    await expect(progress).toHaveText(`Payslips issued: ${people}`)
    await hr.getByRole('tab', { name: 'Payslips' }).click()
    await expect(hr.getByTestId('cycle-payslips').locator('tr', { hasText: 'Emma Employee' })).toBeVisible()
    await hr.screenshot({ path: shot('jobs-payslips-issued.png'), fullPage: true })

    // The API agrees: the job is completed with its one payslip.
    const hrApi = await apiAs(request, 'hr.admin@demo.test')
    const job = await (await request.get(`/api/jobs/${jobId}`, { headers: hrApi.headers })).json()
    expect(job).toMatchObject({ kind: 'payslips', state: 'completed', done: people, total: people, subject_type: 'paycycle', subject_id: cycle.id })

    // employee@ opens the new payslip in /my-pay.
    const employee = await as(browser, 'employee@demo.test', /\/$/)
    await employee.goto('/my-pay')
    const row = employee.getByTestId('my-payslips').locator('tr', { hasText: PAYROLL })
    await expect(row).toBeVisible({ timeout: 30_000 })
    await expect(row).toContainText(`01 Jan ${YEAR} – 31 Jan ${YEAR}`)
    await row.getByRole('button', { name: 'View' }).click()
    await expect(employee.getByRole('dialog').getByTestId('pdf-viewer')).toBeVisible({ timeout: 60_000 })
    await employee.screenshot({ path: shot('jobs-my-pay.png'), fullPage: true })
  })

  test('the superadmin lists the run as Completed, with the queue\'s health', async ({ page, request }) => {
    expect(cycleId).toBeGreaterThan(0)
    const admin = await apiAs(request, 'superadmin@demo.test')
    const jobs = (await (await request.get('/api/jobs', { headers: admin.headers })).json()).items
    const job = jobs.find((j: { kind: string; subject_id: number }) => j.kind === 'payslips' && j.subject_id === cycleId)
    expect(job?.state).toBe('completed')

    await loginAndLand(page, 'superadmin@demo.test', /\/superadmin\/data-cloud$/)
    await page.getByTestId('portal-tabs').getByRole('link', { name: 'Jobs', exact: true }).click()
    await expect(page).toHaveURL(/\/superadmin\/jobs$/)
    const panel = page.getByTestId('jobs-panel')
    await expect(panel.getByRole('heading', { name: 'Background jobs' })).toBeVisible()
    // The e2e server runs a worker in its process: one is alive, so no warning.
    await expect(page.getByTestId('queue-workers')).toContainText(/[1-9]/)
    await expect(page.getByTestId('queue-no-workers')).toHaveCount(0)
    for (const label of ['Workers alive', 'Waiting', 'Running now', 'Scheduled', 'Failed jobs']) await expect(page.getByTestId('queue-health')).toContainText(label)

    const row = page.getByTestId(`job-${job.id}`)
    await expect(row).toContainText('Issuing payslips')
    await expect(row).toContainText('Globex')
    await expect(row).toContainText(`${job.total} / ${job.total}`)
    await expect(page.getByTestId(`job-state-${job.id}`)).toHaveText('Completed')
    await expect(page.getByTestId(`job-retry-${job.id}`)).toHaveCount(0)
    await page.screenshot({ path: shot('jobs-superadmin.png'), fullPage: true })

    // The state filter: Failed leaves it out, Completed keeps it.
    const filter = page.getByTestId('jobs-state-filter')
    await filter.click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Failed' }).click()
    await expect(row).toHaveCount(0)
    await filter.click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Completed' }).click()
    await expect(page.getByTestId(`job-state-${job.id}`)).toHaveText('Completed')
  })
})
