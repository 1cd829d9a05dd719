import { expect, test, type APIRequestContext, type Browser, type Page } from './test'
import { apiAs, chooseOption, fieldError, loginAndLand, openDropdown, pickCountry, pickDate, shot } from './helpers'

/**
 * Global mobility in a real browser (issue 16), on the demo's Globex data: hr.admin@ opens a visa
 * case from /global-mobility (the API's field errors first, then a full case with fees and a file)
 * and finds it with the list's filters; employee@ reads her demo case in /my-info without any fee
 * and replies to HR's comment; hr.admin@ sees her reply under the comment, and moves a case of
 * its own (created through the API, so the demo case stays in application_in_progress) to
 * approved and completed, the timeline showing both moves; set expat opens a visa case for the
 * host country and stop expat names a run-off paycycle of the person's payroll.
 *
 * Each test makes what it reads and finds its own writes by what it wrote, so a retry (in a fresh
 * worker, on the same database, after a try that wrote part of its work) passes as the first try.
 */

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text }).first()
const modal = (page: Page) => page.locator('.ant-modal-content:visible')
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const shown = (d: Date) => `${String(d.getDate()).padStart(2, '0')} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
const stamp = Date.now().toString(36)
// A 1×1 PNG: a file the upload accepts.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

async function as(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage()
  await loginAndLand(page, email, /\/$/)
  return page
}

/** A select found by its input's id: the click goes to the select box (the chosen value sits over the input). */
async function pick(page: Page, inputId: string, option: string | RegExp) {
  await page.locator('.ant-select', { has: page.locator(`#${inputId}`) }).click()
  await chooseOption(page, option)
}

/** A server-searched picker (people): type, then choose the option. */
async function search(page: Page, inputId: string, text: string, option: string) {
  await page.locator('.ant-select', { has: page.locator(`#${inputId}`) }).click()
  await page.locator(`#${inputId}`).pressSequentially(text)
  await openDropdown(page).locator('.ant-select-item-option').and(page.getByTitle(option, { exact: true })).click()
}

async function personNamed(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const res = await request.get(`/api/people?query_string=${encodeURIComponent(name)}&external[per_page]=20`, { headers })
  const person = (await res.json()).items.find((p: { name: string }) => p.name === name)
  expect(person, `demo person ${name}`).toBeTruthy()
  return person as { id: number; name: string; is_expat: boolean; user_id: number | null }
}

/** The demo case: employee@'s work visa, in application_in_progress, with HR's comment and her reply. */
async function demoCase(request: APIRequestContext, headers: Record<string, string>) {
  const emma = await personNamed(request, headers, 'Emma Employee')
  const cases = (await (await request.get(`/api/mobility-case?filter[person_id]=${emma.id}&sort=id&external[per_page]=50`, { headers })).json()).items
  const kase = cases.find((c: { notes: string | null }) => c.notes?.startsWith('Employment pass'))
  expect(kase, 'the demo visa case').toBeTruthy()
  const comments = (await (await request.get(`/api/mobility-comment?filter[case_id]=${kase.id}&external[per_page]=100`, { headers })).json()).items
  const hrComment = comments.find((c: { body: string }) => c.body.startsWith('Please upload a scan of your passport'))
  return { emma, kase, hrComment: hrComment as { id: number; body: string } }
}

test.describe('global mobility', () => {
  test('hr.admin opens a visa case from /global-mobility and finds it with the filters', async ({ browser }) => {
    test.setTimeout(180_000)
    const page = await as(browser, 'hr.admin@demo.test')
    await page.goto('/global-mobility')
    await expect(page.getByTestId('mobility-case-table')).toContainText('Emma Employee', { timeout: 30_000 })
    await expect(page.getByTestId('mobility-nav-insurance')).toHaveAttribute('href', '/global-mobility/insurance')

    await page.getByTestId('mobility-new-case').click()
    const form = modal(page)
    await expect(form).toBeVisible()
    // Nothing filled: every field the API requires says so under itself.
    await page.getByTestId('mobility-case-ok').click()
    await expect(fieldError(page, 'mobility-case_person_id')).toHaveText('Person is required.')
    await expect(fieldError(page, 'mobility-case_visiting_country')).toHaveText('Visiting country is required.')
    await expect(fieldError(page, 'mobility-case_visa_type')).toHaveText('Visa type is required.')

    await search(page, 'mobility-case_person_id', 'Yusuf', 'Yusuf Wong')
    // The person's home country is offered as the leaving country.
    await expect(form.locator('.ant-select', { has: page.locator('#mobility-case_leaving_country') })).toContainText('Singapore')
    await pickCountry(page, '#mobility-case_visiting_country', 'JP', 'Japan')
    await pick(page, 'mobility-case_visa_type', 'Business')
    await pickDate(page, 'mobility-case_arrive_date', shown(inDays(40)))
    await pickDate(page, 'mobility-case_visa_expiry_date', shown(inDays(20)))
    await pick(page, 'mobility-case_currency', 'SGD')
    await form.locator('#mobility-case_service_fee').fill('1200.00')
    await form.locator('#mobility-case_vendor_cost').fill('800.00')
    await page.getByTestId('mobility-case-files').locator('input[type=file]').setInputFiles({ name: `invitation-${stamp}.png`, mimeType: 'image/png', buffer: PNG })
    await expect(page.getByTestId('mobility-case-files-list')).toContainText(`invitation-${stamp}.png`)
    await form.locator('#mobility-case_notes').fill(`Client workshop in Tokyo ${stamp}`)
    await page.screenshot({ path: shot('mobility-case-form.png'), fullPage: true })
    await page.getByTestId('mobility-case-ok').click()
    await expect(toast(page, 'Visa case opened.')).toBeVisible()

    // Saved: the case opens.
    await expect(page).toHaveURL(/\/global-mobility\/\d+$/)
    await expect(page.getByTestId('mobility-case-title')).toHaveText('Yusuf Wong')
    await expect(page.getByTestId('mobility-case-status')).toHaveText('Information collection')
    await expect(page.getByTestId('mobility-case-summary')).toContainText('Singapore → Japan')
    await expect(page.getByTestId('mobility-service-fee')).toHaveText('SGD 1,200.00')
    await expect(page.getByTestId('mobility-vendor-cost')).toHaveText('SGD 800.00')
    await expect(page.getByTestId('mobility-case-files-list')).toContainText(`invitation-${stamp}.png`)
    await expect(page.getByTestId('mobility-timeline')).toContainText('Opened')
    await expect(page.getByTestId('mobility-timeline')).toContainText('Helen Hradmin')
    // Still collecting information: it may be deleted; its first move starts the application.
    await expect(page.getByTestId('mobility-case-delete')).toBeVisible()
    await expect(page.getByTestId('mobility-move-application_in_progress')).toBeVisible()
    const caseId = Number(page.url().match(/(\d+)$/)![1])

    // The list's filters find it.
    await page.getByTestId('mobility-back').click()
    await expect(page).toHaveURL(/\/global-mobility$/)
    const table = page.getByTestId('mobility-case-table')
    await expect(table.getByTestId(`mobility-case-link-${caseId}`)).toHaveText('Yusuf Wong')
    await page.getByTestId('mobility-filter-expiring').click()
    await chooseOption(page, '30 days')
    await expect(table).not.toContainText('Emma Employee')
    await expect(table.getByTestId(`visa-expiry-${caseId}`)).toHaveAttribute('data-urgency', 'soon')
    await page.getByTestId('mobility-filter-expiring').locator('.ant-select-clear').click()
    await expect(table).toContainText('Emma Employee')
    await page.getByTestId('mobility-filter-visa-type').click()
    await openDropdown(page).locator('.ant-select-item-option').and(page.getByTitle('Work', { exact: true })).click()
    await page.keyboard.press('Escape')
    await expect(table).not.toContainText('Yusuf Wong')
    await expect(table).toContainText('Emma Employee')
    await page.getByTestId('mobility-filter-visa-type').locator('.ant-select-clear').click()
    await page.getByTestId('mobility-search').fill('Yusuf')
    await expect(table).not.toContainText('Emma Employee')
    await expect(table).toContainText('Yusuf Wong')
    await page.getByTestId('mobility-search').fill('nobody-by-this-name')
    await expect(table).toContainText('No visa cases.')
    await page.context().close()
  })

  test('the employee reads her case in /my-info without any fee and replies to HR', async ({ browser, request }) => {
    test.setTimeout(120_000)
    const hr = await apiAs(request, 'hr.admin@demo.test')
    const { kase, hrComment } = await demoCase(request, hr.headers)
    const page = await as(browser, 'employee@demo.test')
    await page.goto('/my-info?tab=mobility')
    const view = page.getByTestId(`mobility-case-${kase.id}`)
    await expect(view.getByTestId('mobility-case-title')).toHaveText('Work visa for Malaysia', { timeout: 30_000 })
    await expect(view.getByTestId('mobility-case-status')).toHaveText('Application in progress')
    await expect(view.getByTestId('mobility-timeline')).toContainText('Information collection → Application in progress')
    await expect(view.getByTestId(`mobility-comment-body-${hrComment.id}`)).toHaveText(hrComment.body)
    // The fees are HR's and the vendor's business: nowhere on her view, and no case buttons.
    for (const text of ['Service fee', 'Vendor cost', 'Fee currency', '1,500.00', '900.00', 'SGD']) await expect(view).not.toContainText(text)
    await expect(view.getByTestId('mobility-case-actions')).toHaveCount(0)

    const reply = `Passport scan re-uploaded in colour ${stamp}-${test.info().retry}`
    await view.getByTestId(`mobility-comment-reply-${hrComment.id}`).click()
    await view.getByTestId(`mobility-reply-${hrComment.id}-body`).fill(reply)
    await view.getByTestId(`mobility-reply-${hrComment.id}-send`).click()
    await expect(toast(page, 'Reply posted.')).toBeVisible()
    const replies = view.getByTestId(`mobility-replies-${hrComment.id}`)
    await expect(replies).toContainText(reply)
    await expect(replies).toContainText('Emma Employee')
    // Her own comment is hers to correct for a while.
    const body = replies.locator('[data-testid^="mobility-comment-body-"]').filter({ hasText: reply })
    await expect(body).toHaveCount(1)
    const replyId = Number((await body.getAttribute('data-testid'))!.match(/(\d+)$/)![1])
    await view.getByTestId(`mobility-comment-edit-button-${replyId}`).click()
    await view.getByTestId(`mobility-comment-edit-${replyId}-body`).fill(`${reply} (both pages)`)
    await view.getByTestId(`mobility-comment-edit-${replyId}-send`).click()
    await expect(toast(page, 'Comment updated.')).toBeVisible()
    await expect(view.getByTestId(`mobility-comment-body-${replyId}`)).toHaveText(`${reply} (both pages)`)
    await expect(view.getByTestId(`mobility-comment-edited-${replyId}`)).toHaveText('(edited)')
    // Someone else's comment is not hers to change.
    await expect(view.getByTestId(`mobility-comment-edit-button-${hrComment.id}`)).toHaveCount(0)
    await page.screenshot({ path: shot('mobility-my-info.png'), fullPage: true })
    await page.context().close()
  })

  test('hr.admin sees the reply under HR\'s comment, approves and completes a case; the timeline shows both moves', async ({ browser, request }) => {
    test.setTimeout(180_000)
    const hr = await apiAs(request, 'hr.admin@demo.test')
    const employee = await apiAs(request, 'employee@demo.test')
    const { emma, kase: demo, hrComment } = await demoCase(request, hr.headers)
    const reply = `Scan attached once more ${stamp}-${test.info().retry}`
    expect((await request.post('/api/mobility-comment', { headers: employee.headers, data: { case_id: demo.id, parent_id: hrComment.id, body: reply } })).status()).toBe(201)

    // The demo case, read only: the employee's reply sits under HR's comment.
    const page = await as(browser, 'hr.admin@demo.test')
    await page.goto(`/global-mobility/${demo.id}`)
    await expect(page.getByTestId('mobility-case-title')).toHaveText('Emma Employee', { timeout: 30_000 })
    await expect(page.getByTestId(`mobility-replies-${hrComment.id}`)).toContainText(reply)
    await expect(page.getByTestId('mobility-service-fee')).toHaveText('SGD 1,500.00')

    // A case of this test's own, in application_in_progress, with HR's question and Emma's answer.
    const created = await request.post('/api/mobility-case', {
      headers: hr.headers,
      data: { person_id: emma.id, leaving_country: 'SG', visiting_country: 'TH', visa_type: 'training', visa_expiry_date: iso(inDays(75)), notes: `Training in Bangkok ${stamp}` },
    })
    expect(created.status()).toBe(201)
    const fresh = await created.json()
    expect((await request.post(`/api/mobility-case/${fresh.id}/status`, { headers: hr.headers, data: { status: 'application_in_progress', notes: 'Filed with the embassy.' } })).status()).toBe(200)
    const question = await (await request.post('/api/mobility-comment', { headers: hr.headers, data: { case_id: fresh.id, body: `Which dates suit you? ${stamp}` } })).json()
    const answer = await request.post('/api/mobility-comment', { headers: employee.headers, data: { case_id: fresh.id, parent_id: question.id, body: `The second week of the month. ${stamp}` } })
    expect(answer.status()).toBe(201)

    await page.goto(`/global-mobility/${fresh.id}`)
    await expect(page.getByTestId('mobility-case-status')).toHaveText('Application in progress', { timeout: 30_000 })
    await expect(page.getByTestId(`mobility-replies-${question.id}`)).toContainText(`The second week of the month. ${stamp}`)
    // Past information collection: no delete.
    await expect(page.getByTestId('mobility-case-delete')).toHaveCount(0)

    await page.getByTestId('mobility-move-approved').click()
    await expect(modal(page)).toBeVisible()
    await page.getByTestId('mobility-move-notes').fill('Visa granted for two years.')
    await page.getByTestId('mobility-move-ok').click()
    await expect(toast(page, 'The visa case is now: Approved.')).toBeVisible()
    await expect(page.getByTestId('mobility-case-status')).toHaveText('Approved')
    const timeline = page.getByTestId('mobility-timeline')
    await expect(timeline).toContainText('Application in progress → Approved')
    await expect(timeline).toContainText('Visa granted for two years.')

    await page.getByTestId('mobility-move-completed').click()
    await page.getByTestId('mobility-move-ok').click()
    await expect(toast(page, 'The visa case is now: Completed.')).toBeVisible()
    await expect(page.getByTestId('mobility-case-status')).toHaveText('Completed')
    await expect(timeline).toContainText('Approved → Completed')
    await expect(timeline.locator('.ant-timeline-item')).toHaveCount(4)
    // Closed: no moves, no edit, no new comments.
    await expect(page.getByTestId('mobility-case-actions')).toHaveCount(0)
    await expect(page.getByTestId('mobility-new-comment')).toHaveCount(0)
    await expect(page.getByTestId('mobility-conversation-closed')).toBeVisible()
    await timeline.screenshot({ path: shot('mobility-timeline.png') })
    await page.screenshot({ path: shot('mobility-case.png'), fullPage: true })

    // The dashboard lists the demo case among the visas expiring soon (not the completed one).
    await page.goto('/')
    const card = page.getByTestId('visa-expiry-card')
    await expect(card.getByTestId(`visa-expiry-item-${demo.id}`)).toBeVisible({ timeout: 30_000 })
    await expect(card.getByTestId(`visa-expiry-item-${fresh.id}`)).toHaveCount(0)
    await page.context().close()
  })

  test('set expat opens a visa case for the host country; stop expat names a run-off paycycle', async ({ browser, request }) => {
    test.setTimeout(180_000)
    // A later try (a retry, a repeat) sets its expat period after the one an earlier try recorded.
    const later = 100 * (test.info().retry + test.info().repeatEachIndex)
    const hr = await apiAs(request, 'hr.admin@demo.test')
    let person = await personNamed(request, hr.headers, 'Gustavo Silva')
    const cycles = (await (await request.get(`/api/people/${person.id}/run-off-paycycles`, { headers: hr.headers })).json()).data as { name: string; payroll_name: string }[]
    expect(cycles.length).toBeGreaterThan(0)
    if (person.is_expat) {
      // Left so by a try that failed after setting expat: stopped again, so this try starts as the first did.
      const stop = await request.post(`/api/people/${person.id}/stop-expat`, { headers: hr.headers, data: { expat_end_date: iso(inDays(later > 0 ? later - 5 : 90)), run_off_paycycle: cycles[0].name } })
      expect(stop.status()).toBe(201)
      person = await personNamed(request, hr.headers, 'Gustavo Silva')
    }
    expect(person.is_expat).toBe(false)
    const casesOf = async () => (await (await request.get(`/api/mobility-case?filter[person_id]=${person.id}&sort=id&external[per_page]=50`, { headers: hr.headers })).json()).items
    const before = (await casesOf()).length

    const page = await as(browser, 'hr.admin@demo.test')
    await page.goto(`/people/staff/${person.id}/manage-country`)
    await page.getByRole('button', { name: 'Set expat' }).click({ timeout: 30_000 })
    await pickCountry(page, '#set-expat_host_country', 'TH', 'Thailand')
    await pickDate(page, 'set-expat_expat_start_date', shown(inDays(1 + later)))
    await page.getByTestId('open-visa-case').check()
    // Ticked, the visa type is required (the API says so under it; nothing is saved).
    await modal(page).getByRole('button', { name: 'Submit' }).click()
    await expect(fieldError(page, 'set-expat_visa_type')).toHaveText('Visa type is required.')
    await pick(page, 'set-expat_visa_type', 'Work')
    await pickDate(page, 'set-expat_visa_expiry_date', shown(inDays(200 + later)))
    await page.screenshot({ path: shot('mobility-set-expat.png'), fullPage: true })
    await modal(page).getByRole('button', { name: 'Submit' }).click()
    await expect(toast(page, 'Expat set; the visa case for the host country is open.')).toBeVisible()
    // Exactly one case more, for the host country.
    const opened = await casesOf()
    expect(opened).toHaveLength(before + 1)
    expect(opened.at(-1)).toEqual(expect.objectContaining({ leaving_country: 'SG', visiting_country: 'TH', visa_type: 'work', visa_expiry_date: iso(inDays(200 + later)), arrive_date: iso(inDays(1 + later)), status: 'information_collection' }))

    // Stopping: the run-off paycycle is one of the payroll's, by name.
    await page.getByRole('button', { name: 'Stop expat' }).click()
    await pickDate(page, 'stop-expat_expat_end_date', shown(inDays(90 + later)))
    await modal(page).getByRole('button', { name: 'Submit' }).click()
    await expect(fieldError(page, 'stop-expat_run_off_paycycle')).toHaveText("Choose the run-off paycycle of the person's payroll.")
    await page.locator('.ant-select', { has: page.locator('#stop-expat_run_off_paycycle') }).click()
    const options = openDropdown(page).locator('.ant-select-item-option')
    await expect(options.first()).toHaveText(`${cycles[0].name} (${cycles[0].payroll_name})`)
    const last = cycles[cycles.length - 1]
    await page.locator('#stop-expat_run_off_paycycle').pressSequentially(last.name)
    await chooseOption(page, `${last.name} (${last.payroll_name})`)
    await page.screenshot({ path: shot('mobility-stop-expat.png'), fullPage: true })
    await modal(page).getByRole('button', { name: 'Submit' }).click()
    await expect(toast(page, 'Saved.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Set expat' })).toBeVisible()
    await expect(page.getByTestId('section-expat_record')).toContainText(last.name)
    await page.context().close()
  })
})
