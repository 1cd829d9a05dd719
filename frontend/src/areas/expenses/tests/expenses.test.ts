import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { can, EXPENSE_PAYMENT_TYPES, EXPENSE_REPORT_ACTIONS, EXPENSE_REPORT_STATUSES, EXPENSE_STATUSES, type RoleSubject } from '@hr/shared'
import { asksRoute, badAmounts, blankPart, claimPayload, expenseActions, limitLines, splitBody, splitTotal, type SplitFormValues } from '../expense-logic'
import { fileNameOf } from '../../../components/download'
import { buildListQuery } from '../../../providers/query'
import { claimFilters, totalQuery } from '../types'
import { expenseRoutes } from '../routes'
import { PLACEHOLDER_ROUTES } from '../../../routing/shell-routes'

const employee: RoleSubject = { id: 2, role: 'staff', is_employee: true, customer_id: 1, person_id: 20 }
const manager: RoleSubject = { id: 3, role: 'staff', is_manager: true, customer_id: 1, person_id: 30, report_person_ids: [20] }
const hr: RoleSubject = { id: 4, role: 'staff', is_manager: true, is_employee: true, access_payroll: true, customer_id: 1, person_id: 40 }
const colleague: RoleSubject = { id: 5, role: 'staff', is_employee: true, customer_id: 1, person_id: 50 }

describe('expense screens', () => {
  it('offer the decision to the reporting manager and payroll users, never on one\'s own claim; edits only while submitted', () => {
    const claim = { person_id: 20, status: 'submitted' }
    expect(expenseActions(employee, claim)).toEqual(['edit', 'delete'])
    expect(expenseActions(manager, claim)).toEqual(['approve', 'reject'])
    expect(expenseActions(hr, claim)).toEqual(['approve', 'reject', 'edit', 'delete'])
    expect(expenseActions(colleague, claim)).toEqual([])
    expect(expenseActions(hr, { person_id: 40, status: 'submitted' })).toEqual(['edit', 'delete'])
    expect(expenseActions(employee, { person_id: 20, status: 'approved' })).toEqual([])
    expect(expenseActions(manager, { person_id: 20, status: 'approved' })).toEqual([])
  })

  it('keep a running total of the split parts exactly, skipping blank amounts', () => {
    expect(splitTotal([{ amount: '12.50' }, { amount: '7.5' }, { amount: '' }])).toBe('20.00')
    expect(splitTotal([{ amount: '0.1' }, { amount: '0.2' }])).toBe('0.30')
    expect(splitTotal([{ amount: '1.005' }, { amount: '2' }])).toBe('3.005')
    expect(splitTotal([])).toBe('0.00')
    expect(badAmounts([{ amount: '12.50' }, { amount: 'abc' }, { amount: '' }])).toEqual([1, 2])
  })

  it('show the decider each limit of the item with the sums it is compared with, and which one the claim passes over', () => {
    const limits = { currency: 'SGD', month: '2026-11', limit_per_claim: null, limit_per_month: '80.00', claim_amount: '40.00', month_total: '90.00', flags: ['per_month'], over_limit: true }
    expect(limitLines(limits)).toEqual([{ key: 'expenses_ui.limits.per_month', amounts: { limit: '80.00', total: '90.00' }, over: true }])
    expect(limitLines({ ...limits, limit_per_claim: '150.00', flags: [], over_limit: false })).toEqual([
      { key: 'expenses_ui.limits.per_claim', amounts: { limit: '150.00', amount: '40.00' }, over: false },
      { key: 'expenses_ui.limits.per_month', amounts: { limit: '80.00', total: '90.00' }, over: false },
    ])
    expect(limitLines({ ...limits, flags: ['no_rate'], over_limit: false, month_total: null })).toEqual([{ key: 'expenses_ui.limits.no_rate', amounts: {}, over: false }])
    const english = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../../locales/en/i42_follow.json', import.meta.url)), 'utf8'))
    for (const key of ['per_claim', 'per_month', 'no_rate', 'over', 'within']) expect(english.expenses_ui.limits[key]).toBeTypeOf('string')
  })

  it('ask for a route only on travel and transport items', () => {
    expect(asksRoute('travel')).toBe(true)
    expect(asksRoute('transportation')).toBe(true)
    expect(asksRoute('food')).toBe(false)
    expect(asksRoute(null)).toBe(false)
  })

  it('post a split with trimmed text and without blank optional fields', () => {
    const receipt = [{ file_name: 'r.pdf', file_type: 'pdf', file_url: 'docs/r.pdf' }]
    const values: SplitFormValues = {
      name: ' Trip ', currency: 'SGD', transaction_date: '2027-03-01', payment_type: 'cash', tax_included: false, paying_entity_id: null,
      origin: ' Singapore ', destination: 'KL', receipt, files: [], notes: ' ',
      parts: [{ ...blankPart(), allowance_item_id: 1, amount: ' 80.00 ' }, { ...blankPart(), allowance_item_id: 2, amount: '20', taxable_amount: '5', notes: 'taxi' }],
    }
    expect(splitBody(9, values, true)).toEqual({
      person_id: 9, name: 'Trip', currency: 'SGD', transaction_date: '2027-03-01', payment_type: 'cash', tax_included: false, receipt,
      origin: 'Singapore', destination: 'KL',
      parts: [{ allowance_item_id: 1, amount: '80.00' }, { allowance_item_id: 2, amount: '20', taxable_amount: '5', notes: 'taxi' }],
    })
    expect(splitBody(9, values, false)).not.toHaveProperty('origin')
  })

  it('send a claim with blank text as null and the route cleared for items without one', () => {
    const body = claimPayload({ name: ' Lunch ', amount: '12.50', origin: 'A', invoice_number: '' }, false)
    expect(body).toMatchObject({ name: 'Lunch', amount: '12.50', origin: null, destination: null, invoice_number: null, tax_included: false, paying_entity_id: null })
    // A new claim leaves an unnamed paying entity to the item's default.
    expect(claimPayload({ name: 'Lunch' }, false, true)).not.toHaveProperty('paying_entity_id')
  })

  it('ask the API for the claims by the list convention, every filter the screen sets and none it cleared', () => {
    const query = (f: Parameters<typeof claimFilters>[0]) => new URLSearchParams(buildListQuery({
      filters: claimFilters(f), sorters: [{ field: 'transaction_date', order: 'desc' }], pagination: { currentPage: 2, pageSize: 20 },
    }))
    const all = query({ personId: 20, status: 'submitted', allowanceItemId: 3, from: '2026-01-01', to: '2026-01-31' })
    expect(Object.fromEntries(all)).toEqual({
      'filter[person_id]': '20', 'filter[status]': 'submitted', 'filter[allowance_item_id]': '3', 'filter[transaction_date]': '2026-01-01..2026-01-31',
      'external[page]': '2', 'external[per_page]': '20', sort: '-transaction_date',
    })
    expect(query({ from: '2026-01-01' }).get('filter[transaction_date]')).toBe('2026-01-01..')
    expect([...query({ personId: null, status: null }).keys()].filter((k) => k.startsWith('filter['))).toEqual([])
    // The total beside the list is asked for the same claims.
    expect(totalQuery({ personId: 20, from: '2026-01-01' })).toEqual({ person_id: '20', from: '2026-01-01' })
  })

  it('name a download after the API\'s Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="May expenses.xlsx"', 'x.xlsx')).toBe('May expenses.xlsx')
    expect(fileNameOf("attachment; filename*=UTF-8''Mai%20d%C3%A9penses.pdf", 'x.pdf')).toBe('Mai dépenses.pdf')
    expect(fileNameOf(undefined, 'x.pdf')).toBe('x.pdf')
  })

  it('route its pages on the shell table; /expenses is for readers of claims, creating a report for payroll users', () => {
    for (const r of expenseRoutes) expect(PLACEHOLDER_ROUTES).toContain(r.path)
    expect(can(employee, 'list', 'expense')).toBe(true) // their own only (row rules)
    expect(can(employee, 'create', 'expense_report')).toBe(false)
    expect(can(hr, 'create', 'expense_report')).toBe(true)
    // The paying entity picker lists the company's entities: not offered to whom the API refuses that list.
    expect(can(employee, 'list', 'business_entity')).toBe(false)
  })

  it('have English text for every key the screens use', () => {
    // The screens' fragment, issue 42's (the limits beside the decision) and issue 43's (where a total's rates come from).
    const locales = ['expenses_screens', 'i42_follow', 'i43_grid'].map((f) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../../locales/en/${f}.json`, import.meta.url)), 'utf8')))
    const has = (key: string) => locales.some((locale) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), locale) !== undefined)
    const dir = fileURLToPath(new URL('../', import.meta.url))
    const used = new Set<string>()
    for (const f of readdirSync(dir).filter((n) => /\.tsx?$/.test(n))) {
      const text = readFileSync(dir + f, 'utf8')
      for (const m of text.matchAll(/'(expenses_ui\.[a-z_.]+[a-z_])'/g)) used.add(m[1])
      // label('amount') and the split form's item(path, 'amount', …) name field labels.
      for (const m of text.matchAll(/label\('([a-z_]+)'\)|item\('[a-z_]+', '([a-z_]+)'/g)) used.add(`expenses_ui.fields.${m[1] ?? m[2]}`)
    }
    const dynamic = [
      ...EXPENSE_STATUSES.map((s) => `expenses_ui.status.${s}`), ...EXPENSE_REPORT_STATUSES.map((s) => `expenses_ui.report_status.${s}`),
      ...EXPENSE_PAYMENT_TYPES.map((p) => `expenses_ui.payment_type.${p}`),
      ...EXPENSE_REPORT_ACTIONS.flatMap((a) => [`expenses_ui.report_actions.${a}`, `expenses_ui.report_actions_done.${a}`]),
      ...EXPENSE_REPORT_ACTIONS.filter((a) => a !== 'share').map((a) => `expenses_ui.report_actions_confirm.${a}`),
    ]
    expect([...used, ...dynamic].filter((k) => !has(k))).toEqual([])
  })
})
