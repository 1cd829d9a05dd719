import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { can, mergeLocaleFragments, type LocaleTree, type RoleSubject } from '@hr/shared'
import { currentStepIndex, cycleSteps, cycleUrl, stageMoveOptions, stageTagCode } from '../cycle-steps'
import { cellErrors, changedBody, columnTotals, invalidCells, registerColumns, registerForm } from '../register-model'
import { ACTION_ORDER } from '../report-actions'
import { movesFor } from '../../../components/workflow/moves'
import {
  clonePrefill, createBody, emptyReportForm, paycycleLabel, paycycleOptions, preselectedPaycycle, reportCloneUrl, reportCreateUrl, reportEditUrl, updateBody,
} from '../report-form'
import { costByCategory, grossNetByPerson } from '../bi-model'
import { isDecimal, sameDecimal, sumDecimals } from '../../../components/decimal'
import { fmtDate, fmtMoney, fmtPeriod } from '../../../components/formats'
import { payrollRoutes } from '../routes'
import { PERSON_TABS } from '../../../pages/people/tabs/registry'
import { PLACEHOLDER_ROUTES } from '../../../routing/shell-routes'
import { PAYCYCLE_STAGES, stageMoves } from '@hr/shared'
import type { Paycycle, RegisterItem, RegisterRow } from '../model'

const cycle = (over: Partial<Paycycle> = {}): Paycycle => ({
  id: 7, payroll_id: 1, name: 'Jan 2027', kind: 'regular', period_start: '2027-01-01', period_end: '2027-01-31', cut_off_date: '2027-01-15',
  change_data_due_date: '2027-01-16', calculation_due_date: '2027-01-18', approval_due_date: '2027-01-20', funding_due_date: '2027-01-22',
  payment_date: '2027-01-25', pay_day: '2027-01-28', stage: 'change_data', approval_level: 0, notes: null, created_at: '2026-12-01T00:00:00.000Z', updated_at: null, ...over,
})
const item = (key: string, amount: string, over: Partial<RegisterItem> = {}): RegisterItem => ({ key, name: key.toUpperCase(), category: 'salary', kind: 'earning', amount, reference_only: false, ...over })
const row = (person_id: number, items: RegisterItem[], over: Partial<RegisterRow> = {}): RegisterRow => ({
  person_id, person_name: `P${person_id}`, items, gross: '0.00', deductions: '0.00', net: '0.00', employer_contributions: '0.00', employer_cost: '0.00', ...over,
})

describe('paycycle steps', () => {
  it('map each stage to the four steps with their codes, due dates and progress', () => {
    const steps = cycleSteps(cycle())
    expect(steps.map((s) => [s.key, s.code, s.status])).toEqual([
      ['change_data', '1.1', 'process'], ['approval', '2.1', 'wait'], ['payment', '3.1', 'wait'], ['post_pay', '4.1', 'wait'],
    ])
    expect(steps[0].dues).toEqual([{ field: 'change_data_due_date', date: '2027-01-16' }, { field: 'calculation_due_date', date: '2027-01-18' }])
    expect(steps[1].dues).toEqual([{ field: 'approval_due_date', date: '2027-01-20' }])
    expect(steps[2].dues.map((d) => d.field)).toEqual(['funding_due_date', 'payment_date'])
    expect(steps[3].dues).toEqual([{ field: 'pay_day', date: '2027-01-28' }])

    const atLevel2 = cycleSteps(cycle({ stage: 'pending_approval', approval_level: 2 }))
    expect(atLevel2.map((s) => [s.code, s.status])).toEqual([['1.1', 'finish'], ['2.2', 'process'], ['3.1', 'wait'], ['4.1', 'wait']])
    expect(cycleSteps(cycle({ stage: 'calculation' })).map((s) => s.status)).toEqual(['process', 'wait', 'wait', 'wait'])
    expect(cycleSteps(cycle({ stage: 'not_started' })).map((s) => s.status)).toEqual(['wait', 'wait', 'wait', 'wait'])
    expect(cycleSteps(cycle({ stage: 'completed' })).map((s) => s.status)).toEqual(['finish', 'finish', 'finish', 'finish'])
    expect(cycleSteps(cycle({ stage: 'post_pay', change_data_due_date: null }))[0].dues[0]).toEqual({ field: 'change_data_due_date', date: null })
    expect([currentStepIndex('not_started'), currentStepIndex('payment'), currentStepIndex('completed')]).toEqual([0, 2, 4])
  })

  it('tag a stage with its cycle code, offer the moves of the shared machine and link each kind to its page', () => {
    expect(stageTagCode(cycle({ stage: 'pending_approval', approval_level: 3 }))).toBe('2.3')
    expect(stageTagCode(cycle({ stage: 'not_started' }))).toBeNull()
    // Forward one step first, then back, nearest first — the moves the shared machine allows by hand.
    for (const stage of PAYCYCLE_STAGES) {
      const options = stageMoveOptions(stage)
      expect(options.map((o) => o.to).sort()).toEqual([...stageMoves(stage)].sort())
      const back = options.filter((o) => o.direction === 'back').map((o) => PAYCYCLE_STAGES.indexOf(o.to))
      expect(back).toEqual([...back].sort((a, b) => b - a))
      const directions = options.map((o) => o.direction)
      expect(directions).toEqual([...directions].sort((a, b) => (a === 'forward' ? 0 : 1) - (b === 'forward' ? 0 : 1)))
    }
    expect(stageMoveOptions('payment')[0]).toEqual({ to: 'post_pay', direction: 'forward' })
    expect(stageMoveOptions('payment').map((o) => o.to)).toContain('change_data')
    expect(stageMoveOptions('not_started')).toEqual([{ to: 'change_data', direction: 'forward' }])
    expect(stageMoveOptions('completed')).toEqual([])
    expect(cycleUrl({ id: 4, kind: 'regular' })).toBe('/payroll/pay-cycle/4')
    expect(cycleUrl({ id: 5, kind: 'off_cycle' })).toBe('/payroll/off-pay-cycle/5')
  })
})

describe('pay register sheet', () => {
  const rows = [
    row(1, [item('tax', '-100.00', { kind: 'deduction', category: 'ee_tax' }), item('base', '1000.00'), item('fx', '1.45', { kind: 'info', category: 'calculation' })]),
    row(2, [item('base', '2000.50'), item('bonus', '300', { category: 'bonus' }), item('pension', '80.00', { kind: 'employer', category: 'er_contribution' })]),
  ]
  const columns = registerColumns(rows)

  it('build the columns from the rows\' items: earnings, deductions, employer costs, then calculation fields (read-only)', () => {
    expect(columns.map((c) => c.key)).toEqual(['base', 'bonus', 'tax', 'pension', 'fx'])
    expect(columns.filter((c) => !c.editable).map((c) => c.key)).toEqual(['fx'])
    expect(registerForm(rows, columns).rows).toEqual([
      { person_id: 1, amounts: ['1000.00', null, '-100.00', null, '1.45'] },
      { person_id: 2, amounts: ['2000.50', '300', null, '80.00', null] },
    ])
  })

  it('send only the changed cells (the same amount written differently is no change; read-only and absent cells never)', () => {
    const original = registerForm(rows, columns)
    const edited = structuredClone(original)
    edited.rows[0].amounts = ['1000', null, '-120.00', '5', '9.99']
    edited.rows[1].amounts = ['2000.50', ' 350.25 ', null, '80.00', null]
    expect(changedBody(original, edited, columns)).toEqual({ rows: [
      { person_id: 1, items: [{ key: 'tax', amount: '-120.00' }] },
      { person_id: 2, items: [{ key: 'bonus', amount: '350.25' }] },
    ] })
    expect(changedBody(original, original, columns)).toEqual({ rows: [] })
    expect(invalidCells({ rows: [{ person_id: 1, items: [{ key: 'tax', amount: '12,5' }, { key: 'base', amount: '3' }] }] })).toEqual(['1:tax'])
  })

  it('put the 422 messages under the cells they name, through the body that was sent', () => {
    const body = { rows: [{ person_id: 2, items: [{ key: 'bonus', amount: 'x' }] }, { person_id: 1, items: [{ key: 'base', amount: '1' }, { key: 'tax', amount: '-1e9' }] }] }
    expect(cellErrors(body, { 'rows.1.items.1.amount': 'Too large.', 'rows.0.items.0.amount': ['Not a number.', 'Required.'], rows: 'Bad sheet.' })).toEqual({
      cells: { '1:tax': 'Too large.', '2:bonus': 'Not a number. Required.' }, other: ['Bad sheet.'],
    })
    expect(cellErrors(body, [{ field: 'rows.0.items.0.amount', message: 'No.' }, { field: 'rows.5.items.0.amount', message: 'Stale.' }])).toEqual({ cells: { '2:bonus': 'No.' }, other: ['Stale.'] })
  })

  it('total an item column exactly (reference-only and calculation fields are not summed)', () => {
    const withRef = [...rows, row(3, [item('base', '0.10'), item('bonus', '0.20', { reference_only: true })])]
    expect(columnTotals(withRef, registerColumns(withRef))).toEqual({ base: '3000.60', bonus: '300.00', tax: '-100.00', pension: '80.00', fx: null })
  })
})

describe('decimal text', () => {
  it('adds and compares without floats', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.30')
    expect(sumDecimals(['-5.005', '5', null, 'abc'])).toBe('-0.005')
    expect(sumDecimals(['90071992547409.93', '0.07'])).toBe('90071992547410.00')
    expect(sumDecimals([])).toBe('0.00')
    expect(sameDecimal('10.5', '10.50')).toBe(true)
    expect(sameDecimal('-0', '0.00')).toBe(true)
    expect(sameDecimal('10.5', '10.05')).toBe(false)
    expect([isDecimal('12.'), isDecimal('-3'), isDecimal('1e3'), isDecimal(''), isDecimal('+1'), isDecimal(' 4.50 ')]).toEqual([false, true, false, false, false, true])
  })

  it('formats money and dates as the screens show them', () => {
    expect(fmtMoney('1234567.5', 'EUR')).toBe('EUR 1,234,567.50')
    expect(fmtMoney(null)).toBe('—')
    expect(fmtDate('2027-01-05')).toBe('05 Jan 2027')
    expect(fmtPeriod('2027-01-01', '2027-01-31')).toBe('01 Jan 2027 – 31 Jan 2027')
  })
})

describe('payroll report', () => {
  const report = { id: 1, status: 'generated', locked: false, created_by: 9, visibility: 'all' }
  // The report page's buttons: the workflow's offered moves (the kernel's declaration), in the page's order.
  const reportActions = (row: Record<string, unknown>, userId: number | null) => {
    const user = userId === null ? null : ({ id: userId, role: 'staff', is_employee: true, access_payroll: true } as RoleSubject)
    return movesFor('payroll_report', user, row).map((m) => m.action)
      .sort((a, b) => ACTION_ORDER.indexOf(a as never) - ACTION_ORDER.indexOf(b as never))
  }
  it('offer the creator\'s actions to the creator, approval while it is requested, nothing that edits a locked report', () => {
    expect(reportActions(report, 9)).toEqual(['request_approval', 'calculate', 'update_change_report', 'confirm_change_report', 'lock', 'share'])
    expect(reportActions(report, 10)).toEqual(['confirm_change_report'])
    expect(reportActions({ ...report, status: 'approval_requested' }, 10)).toEqual(['approve', 'reject', 'confirm_change_report'])
    expect(reportActions({ ...report, status: 'approved', locked: true }, 9)).toEqual(['unlock', 'share'])
    expect(reportActions({ ...report, status: 'rejected' }, 9)).toContain('request_approval')
    // Nobody signed in, or a report shared with specific people only: nothing.
    expect(reportActions(report, null)).toEqual([])
    expect(reportActions({ ...report, visibility: 'specific' }, 10)).toEqual([])
  })

  it('chart gross and net per person, and cost by category from exact sums', () => {
    const rows = [
      row(1, [item('base', '1000.10'), item('tax', '-100', { kind: 'deduction', category: 'ee_tax' }), item('er', '50.05', { kind: 'employer', category: 'er_contribution' })], { gross: '1000.10', net: '900.10' }),
      row(2, [item('base', '999.95'), item('ref', '5000', { reference_only: true }), item('fx', '2', { kind: 'info', category: 'calculation' })], { gross: '999.95', net: '999.95' }),
    ]
    expect(grossNetByPerson(rows)).toEqual([
      { person: 'P1', measure: 'gross', value: 1000.1 }, { person: 'P1', measure: 'net', value: 900.1 },
      { person: 'P2', measure: 'gross', value: 999.95 }, { person: 'P2', measure: 'net', value: 999.95 },
    ])
    expect(costByCategory(rows)).toEqual([
      { category: 'salary', amount: '2000.05', value: 2000.05 }, { category: 'er_contribution', amount: '50.05', value: 50.05 },
    ])
  })
})

describe('payroll report form', () => {
  const payrolls = [{ id: 1, name: 'Globex SG Monthly' }, { id: 2, name: 'Acme UK' }]

  it('label each paycycle with its payroll and period (an off-cycle run adds its name), newest first', () => {
    expect(paycycleLabel(cycle(), 'Globex SG Monthly')).toBe('Globex SG Monthly · 01 Jan 2027 – 31 Jan 2027')
    expect(paycycleLabel(cycle({ kind: 'off_cycle', name: 'Bonus run', period_start: '2027-03-15', period_end: '2027-03-15' }), 'Acme UK')).toBe('Acme UK · 15 Mar 2027 · Bonus run')
    expect(paycycleLabel(cycle({ payroll_id: 9 }), undefined)).toBe('#9 · 01 Jan 2027 – 31 Jan 2027')
    const options = paycycleOptions([
      cycle({ id: 1, payroll_id: 1 }),
      cycle({ id: 2, payroll_id: 1, period_start: '2027-02-01', period_end: '2027-02-28' }),
      cycle({ id: 3, payroll_id: 2 }),
    ], payrolls)
    expect(options.map((o) => o.value)).toEqual([2, 3, 1])
    expect(options[0]).toEqual({ value: 2, label: 'Globex SG Monthly · 01 Feb 2027 – 28 Feb 2027' })
  })

  it('preselect ?paycycle_id= only when it names a paycycle', () => {
    expect(preselectedPaycycle('12')).toBe(12)
    expect([preselectedPaycycle(null), preselectedPaycycle(''), preselectedPaycycle('0'), preselectedPaycycle('-3'), preselectedPaycycle('1.5'), preselectedPaycycle('x')]).toEqual([null, null, null, null, null, null])
    expect(emptyReportForm(12)).toEqual({ paycycle_id: 12, name: '', notes: '' })
    expect(emptyReportForm()).toEqual({ paycycle_id: null, name: '', notes: '' })
  })

  it('prefill a clone from the report: same paycycle, the name as a copy, the notes', () => {
    const copy = (name: string) => `${name} (copy)`
    expect(clonePrefill({ paycycle_id: 7, name: 'Jan payroll', notes: 'Check bonuses' }, copy)).toEqual({ paycycle_id: 7, name: 'Jan payroll (copy)', notes: 'Check bonuses' })
    expect(clonePrefill({ paycycle_id: 7, name: 'Jan payroll', notes: null }, copy).notes).toBe('')
  })

  it('send a new report\'s paycycle, name and notes, and an edit\'s name and notes (cleared notes as null)', () => {
    expect(createBody({ paycycle_id: 7, name: ' Jan payroll ', notes: ' Check ' })).toEqual({ paycycle_id: 7, name: 'Jan payroll', notes: 'Check' })
    expect(createBody({ paycycle_id: 7, name: 'Jan', notes: '  ' })).toEqual({ paycycle_id: 7, name: 'Jan' })
    expect(updateBody({ paycycle_id: 7, name: ' Renamed ', notes: '' })).toEqual({ name: 'Renamed', notes: null })
    expect(updateBody({ name: 'Renamed', notes: 'Kept' })).toEqual({ name: 'Renamed', notes: 'Kept' })
    expect([reportCreateUrl(), reportCreateUrl(7), reportCloneUrl(3), reportEditUrl(3)]).toEqual([
      '/payroll/reports/create', '/payroll/reports/create?paycycle_id=7', '/payroll/reports/clone/3', '/payroll/reports/edit/3',
    ])
  })
})

describe('payroll routes and text', () => {
  const hr: RoleSubject = { id: 4, role: 'staff', is_manager: true, is_employee: true, access_payroll: true, customer_id: 1, person_id: 40 }
  const employee: RoleSubject = { id: 2, role: 'staff', is_employee: true, customer_id: 1, person_id: 20 }

  it('route the shell table\'s payroll paths, the cycle pages and home for the payroll privilege, and the person tab', () => {
    for (const r of payrollRoutes) expect(PLACEHOLDER_ROUTES).toContain(r.path)
    expect(payrollRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['/payroll', '/payroll/payslip', '/payroll/reports', '/payroll/reports/:id', '/payroll/reports/create', '/payroll/reports/clone/:id?', '/payroll/reports/edit/:id?', '/payroll/pay-cycle/:id', '/payroll/off-pay-cycle/:id', '/my-pay']))
    for (const path of ['/payroll', '/payroll/pay-cycle/:id', '/payroll/off-pay-cycle/:id']) {
      const guard = payrollRoutes.find((r) => r.path === path)!.guard as { resource: string; action: 'list' | 'show' }
      expect(can(hr, guard.action, guard.resource)).toBe(true)
      expect(can(employee, guard.action, guard.resource)).toBe(false)
    }
    expect(payrollRoutes.find((r) => r.path === '/my-pay')!.guard).toBeUndefined()
    // Creating and cloning a report is the payroll privilege's; editing is the creator's, which the API decides.
    for (const path of ['/payroll/reports/create', '/payroll/reports/clone/:id?']) {
      const guard = payrollRoutes.find((r) => r.path === path)!.guard as { resource: string; action: 'create' }
      expect(can(hr, guard.action, guard.resource)).toBe(true)
      expect(can(employee, guard.action, guard.resource)).toBe(false)
    }
    expect(payrollRoutes.find((r) => r.path === '/payroll/reports/edit/:id?')).toBeDefined()
    expect(PERSON_TABS.payroll).toBeDefined()
  })

  it('has an English string for every payroll_ui key the screens use, in its own fragment', () => {
    const dir = new URL('../../../../../locales/en/', import.meta.url)
    const read = (f: string) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as LocaleTree
    // payroll_ui is this fragment's alone; the merge of every fragment is checked by shared/tests/strings.test.ts.
    expect(readdirSync(dir).filter((f) => f.endsWith('.json') && 'payroll_ui' in read(f))).toEqual(['payroll_screens.json'])
    const en = mergeLocaleFragments([['core.json', read('core.json')], ['payroll_screens.json', read('payroll_screens.json')]])
    // The area's screens and the share picker it lends the expense reports (components/).
    const used = [new URL('../', import.meta.url), new URL('../../../components/', import.meta.url)].flatMap((src) => readdirSync(src).filter((f) => /\.tsx?$/.test(f)).flatMap((f) => [...readFileSync(new URL(f, src), 'utf8').matchAll(/'(payroll_ui\.[a-z_.]+[a-z_])'/g)].map((m) => m[1])))
    expect(used.length).toBeGreaterThan(40)
    const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as LocaleTree | undefined)?.[part], en)
    expect(used.filter((k) => typeof lookup(k) !== 'string')).toEqual([])
    for (const group of ['actions', 'tabs', 'steps', 'nav']) expect(typeof lookup(`payroll_ui.${group}`)).toBe('object')
    expect(typeof lookup('messages.bi_view_locked_only')).toBe('string')
  })
})
