import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mergeLocaleFragments, type LocaleTree } from '@hr/shared'
import { approverLevels, countByPayroll, currencyChoices, fieldMessages, nextApproverLevel, payrollLabelText } from '../src/pages/organisation/payroll-setup/model'
import { organisationRoutes } from '../src/pages/organisation/routes'

const approver = (id: number, payroll_id: number, person_id: number, level: number) => ({ id, payroll_id, person_id, level })

describe('payroll setup', () => {
  it('writes the payroll label as iso_code · frequency · type · label, skipping blanks', () => {
    const freq = (v: string) => ({ monthly: 'Monthly', weekly: 'Weekly' })[v] ?? v
    expect(payrollLabelText({ iso_code: 'SG', frequency: 'monthly', label_type: 'regular', label: 'SG monthly payroll' }, freq))
      .toBe('SG · Monthly · regular · SG monthly payroll')
    expect(payrollLabelText({ iso_code: null, frequency: 'weekly', label_type: ' ', label: null }, freq)).toBe('Weekly')
    expect(payrollLabelText({ iso_code: 'HK', frequency: 'monthly', label_type: null, label: 'HK staff' })).toBe('HK · monthly · HK staff')
    expect(payrollLabelText({ iso_code: null, frequency: '', label_type: null, label: null })).toBe('')
  })

  it('counts members per payroll and groups approvers by level, level 1 first', () => {
    expect([...countByPayroll([{ payroll_id: 1 }, { payroll_id: 2 }, { payroll_id: 1 }])]).toEqual([[1, 2], [2, 1]])
    const rows = [approver(1, 1, 10, 2), approver(2, 1, 11, 1), approver(3, 2, 12, 1), approver(4, 1, 13, 1)]
    expect(approverLevels(rows, 1).map((l) => [l.level, l.approvers.map((a) => a.person_id)])).toEqual([[1, [11, 13]], [2, [10]]])
    expect(approverLevels(rows, 3)).toEqual([])
    expect(approverLevels(rows).map((l) => l.level)).toEqual([1, 2])
  })

  it('offers the next approver level after the highest, from 1 up to 9', () => {
    expect(nextApproverLevel([])).toBe(1)
    expect(nextApproverLevel([{ level: 1 }, { level: 2 }])).toBe(3)
    expect(nextApproverLevel([{ level: 9 }])).toBe(9)
  })

  it('offers the payroll currencies, the company\'s own and the current value, each once', () => {
    expect(currencyChoices(['USD', 'SGD'], 'MYR', null)).toEqual(['USD', 'SGD', 'MYR'])
    expect(currencyChoices(['USD', 'SGD'], 'sgd', 'usd')).toEqual(['USD', 'SGD'])
    expect(currencyChoices(['USD'], null, 'THB')).toEqual(['USD', 'THB'])
  })

  it('flattens the API\'s field errors (a duplicate member names the payroll field)', () => {
    expect(fieldMessages({ message: 'Validation failed', errors: { payroll_id: 'This person is already in this payroll.' } })).toEqual(['This person is already in this payroll.'])
    expect(fieldMessages({ errors: { person_id: ['A', 'B'], level: 'C' } })).toEqual(['A', 'B', 'C'])
    expect(fieldMessages({ message: 'Forbidden' })).toEqual([])
    expect(fieldMessages(null)).toEqual([])
  })

  it('is a real screen at /admin-setting/payroll behind the admin settings guard', () => {
    const route = organisationRoutes.find((r) => r.path === '/admin-setting/payroll')
    expect(route?.guard).toEqual({ resource: 'business_entity', action: 'list' })
  })

  it('has an English string for every payroll_setup key the screen uses, in its own fragment', () => {
    const dir = new URL('../../locales/en/', import.meta.url)
    const read = (f: string) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as LocaleTree
    expect(readdirSync(dir).filter((f) => f.endsWith('.json') && 'payroll_setup' in read(f))).toEqual(['payroll_setup.json'])
    const en = mergeLocaleFragments(readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => [f, read(f)] as [string, LocaleTree]))
    const src = new URL('../src/pages/organisation/payroll-setup/', import.meta.url)
    const text = readdirSync(src).map((f) => readFileSync(new URL(f, src), 'utf8')).join('\n')
    const used = [...text.matchAll(/'((?:payroll_setup|payroll|payroll_member|payroll_approver|common|validation|organisation)\.[a-z_.]+[a-z_])'/g)].map((m) => m[1])
    expect(used.length).toBeGreaterThan(30)
    const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as LocaleTree | undefined)?.[part], en)
    expect(used.filter((k) => typeof lookup(k) !== 'string')).toEqual([])
  })
})
