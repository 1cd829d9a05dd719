import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { demoTenants, EMPTY_VALUES, judge, newTally } from '#tests/bad_input_helpers'

/**
 * The bespoke write endpoints that take resource-like bodies (the person workflows, the contract
 * and agreement transitions, bulk documents, the staff-info panel, the vendor portal): each key
 * of a plausible body, sent as null and as "". Never a 5xx; a 4xx says what is wrong; a 422
 * lists its errors. Fields that may not be emptied answer 422 `required` naming them.
 */
interface Case {
  name: string
  actor: string
  url: string
  body: Record<string, unknown>
  /** keys of body.update_data rather than of the body itself */
  nested?: boolean
  /** keys whose null must answer 422 `required` naming them */
  required?: string[]
}

async function first(table: string, where: (q: any) => void) {
  const q = db.from(table).orderBy('id')
  where(q)
  return q.first()
}

async function cases(): Promise<Case[]> {
  const { globex, acme } = await demoTenants()
  const staff = await first('people', (q) => q.where('customer_id', globex).where('type', 'staff').whereNull('deleted_at').whereNotNull('user_id'))
  const newcomer = await first('people', (q) => q.where('customer_id', globex).whereNull('user_id').whereNull('deleted_at'))
  const expat = await first('people', (q) => q.where('customer_id', globex).where('is_expat', true).whereNull('deleted_at'))
  const contract = await first('contractor_contracts', (q) => q.where('customer_id', globex))
  const agreement = await first('agreements', (q) => q.where('customer_id', globex))
  const doc = await first('documents', (q) => q.where('customer_id', globex))
  const partnership = await first('vendor_partnerships', (q) => q.where('from_vendor_id', acme))
  const vendorUser = await first('users', (q) => q.where('vendor_id', acme).where('email', DEMO_EMAILS.vendorUser))
  const superadmin = DEMO_EMAILS.superadmin
  const list: Case[] = [
    { name: 'set expat', actor: superadmin, url: `/api/people/${staff.id}/set-expat`, body: { host_country: 'MY', expat_start_date: '2030-01-01', effective_date: '2030-01-01', run_off_paycycle: false, notes: 'x' } },
    { name: 'stop expat', actor: superadmin, url: `/api/people/${(expat ?? staff).id}/stop-expat`, body: { expat_end_date: '2031-01-01', effective_date: '2031-01-01', run_off_paycycle: false, notes: 'x' } },
    { name: 'change country', actor: superadmin, url: `/api/people/${staff.id}/change-country`, body: { country: 'MY', effective_date: '2030-01-01', host_country: 'SG', notes: 'x' } },
    { name: 'offboard', actor: superadmin, url: `/api/people/${staff.id}/offboard`, body: { last_working_day: '2030-01-01', status: 'separated' } },
    { name: 'person account', actor: superadmin, url: `/api/people/${(newcomer ?? staff).id}/account`, body: { email: `bad.account.${Date.now()}@bad-input.test`, send_invite: false } },
    {
      name: 'staff info', actor: superadmin, url: `/api/user/${staff.user_id}`, nested: true, required: ['name', 'country', 'is_local', 'email'],
      body: { user_id: Number(staff.user_id), update_data: { name: 'Bad Input', country: 'SG', is_local: true, email: `bad.staff.${Date.now()}@bad-input.test` } },
    },
    { name: 'bulk documents', actor: superadmin, url: '/api/doc-multiple', body: { doc_list: [{ person_id: Number(doc.person_id), doc_type: 'personal', access_control: 'everyone', file_name: 'Bad.pdf', file_type: 'pdf', file_url: doc.file_url }] } },
    { name: 'vendor: new partner', actor: DEMO_EMAILS.vendorAdmin, url: '/api/vendor-portal/vendor', body: { name: 'Bad Input Partner', logo: null }, required: ['name'] },
    { name: 'vendor: new user', actor: DEMO_EMAILS.vendorAdmin, url: '/api/vendor-portal/user', body: { name: 'Bad Input', email: `bad.user.${Date.now()}@bad-input.test`, access_vendor_portal: true, customer_ids: [globex], lang: 'en' }, required: ['name', 'email'] },
    { name: 'vendor: settings', actor: DEMO_EMAILS.vendorAdmin, url: '/api/vendor-portal/setting', nested: true, required: ['name', 'if_marco_link', 'sso_enabled'], body: { update_data: { name: 'Acme Payroll Services', if_marco_link: false, sso_enabled: false, domain: null, countries: ['SG'], bi_report_id: 'r' } } },
  ]
  // Time off: the leave workflow, the leave settings and the leave year (superadmin acts for Globex by the tenant header).
  const leave = await first('leaves', (q) => q.where('customer_id', globex).where('status', 'submitted'))
  if (leave) list.push({ name: 'leave status', actor: superadmin, url: `/api/leave/${leave.id}/status`, body: { status: 'rejected', notes: 'x' }, required: ['status'] })
  list.push({ name: 'leave settings', actor: superadmin, url: '/api/leave-setting', body: { allow_negative: false, day_count: 'working', carry_over_max: '2', carry_over_expiry: '03-31' } })
  list.push({ name: 'leave year start', actor: superadmin, url: '/api/leave/year-start', body: { year: 2031 }, required: ['year'] })
  list.push({ name: 'leave carry-over', actor: superadmin, url: '/api/leave/carry-over', body: { year: 2031 }, required: ['year'] })
  // Payroll: a paycycle's stage and a year's paycycles.
  const cycle = await first('paycycles', (q) => q.where('customer_id', globex))
  if (cycle) list.push({ name: 'paycycle stage', actor: superadmin, url: `/api/paycycle/${cycle.id}/stage`, body: { to: 'change_data', notes: 'x' }, required: ['to'] })
  if (cycle) list.push({ name: 'payroll paycycles', actor: superadmin, url: `/api/payroll/${cycle.payroll_id}/paycycles`, body: { year: 2031 }, required: ['year'] })
  if (contract) list.push({ name: 'contract status', actor: superadmin, url: `/api/contractor-contract/${contract.id}/status`, body: { status: 'signed', notice_date: '2030-01-01' } })
  // The report workflows, asked by action (the payroll report's share takes the people it is shared with).
  const payrollReport = await first('payroll_reports', (q) => q.where('customer_id', globex))
  if (payrollReport) list.push({ name: 'payroll report action', actor: superadmin, url: `/api/payroll-report/${payrollReport.id}/action`, body: { action: 'share', notes: 'x', user_ids: [] }, required: ['action'] })
  const expenseReport = await first('expense_reports', (q) => q.where('customer_id', globex))
  if (expenseReport) list.push({ name: 'expense report action', actor: superadmin, url: `/api/expense-report/${expenseReport.id}/action`, body: { action: 'share', user_ids: [] }, required: ['action'] })
  if (agreement) list.push({ name: 'agreement status', actor: superadmin, url: `/api/agreement/${agreement.id}/status`, body: { status: 'signed' } })
  if (partnership) list.push({ name: 'vendor: partnership', actor: DEMO_EMAILS.vendorAdmin, url: `/api/vendor-portal/partnership/${partnership.id}`, nested: true, required: ['from_vendor_id', 'to_vendor_id'], body: { update_data: { from_vendor_id: acme, to_vendor_id: Number(partnership.to_vendor_id) } } })
  if (partnership) list.push({ name: 'vendor: partner', actor: DEMO_EMAILS.vendorAdmin, url: `/api/vendor-portal/vendor/${partnership.to_vendor_id}`, nested: true, required: ['name'], body: { update_data: { name: 'Bad Input Partner', logo: null } } })
  if (vendorUser) list.push({ name: 'vendor: user', actor: DEMO_EMAILS.vendorAdmin, url: `/api/vendor-portal/user/${vendorUser.id}`, nested: true, required: ['name', 'access_vendor_portal', 'is_active'], body: { update_data: { name: 'Bad Input', access_vendor_portal: true, is_active: true } } })
  return list
}

test.group('Bad input: null and "" on the bespoke write endpoints', (group) => {
  group.each.setup(() => isolatedTest())

  test('every key of every bespoke body, null and "", never answers 5xx', async ({ client, assert }) => {
    const { headers } = await demoTenants()
    const tally = newTally()
    for (const c of await cases()) {
      const actor = await demoUser(c.actor)
      const keys = Object.keys(c.nested ? (c.body.update_data as object) : c.body)
      for (const key of keys) {
        for (const value of EMPTY_VALUES) {
          const body = c.nested ? { ...c.body, update_data: { ...(c.body.update_data as object), [key]: value } } : { ...c.body, [key]: value }
          const what = `${c.name}: ${key}=${JSON.stringify(value)}`
          const res = await client.post(c.url).headers(headers).json(body).loginAs(actor)
          judge(tally, what, res)
          if (c.required?.includes(key)) {
            const field = c.nested ? `update_data.${key}` : key
            const named = res.status() === 422 && (res.body().errors ?? []).some((e: any) => e.field === field && e.rule === 'required')
            if (!named) tally.failures.push(`${what}: expected 422 required naming ${field}, got ${res.status()} ${res.text().slice(0, 200)}`)
          }
        }
      }
    }
    console.log(`  bad input (bespoke): ${tally.requests} requests, ${tally.errors} 5xx`)
    if (tally.failures.length) console.log(`    ${tally.failures.join('\n    ')}`)
    assert.deepEqual(tally.failures, [])
  })
})
