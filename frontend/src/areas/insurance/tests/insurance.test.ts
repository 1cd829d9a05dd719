import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { catalogue, INSURANCE_COVERAGES, type RoleSubject } from '@hr/shared'
import { enrolmentListParams, type EnrolmentQuery } from '../data'
import type { CoverageColumns, InsuranceDependent, InsurancePlan } from '../model'
import { buildListQuery } from '../../../providers/query'
import {
  coverageSummary, dependentDefaults, dependentPayload, dependentsByEnrolment, dependentViolations, enrolmentPayload, enrolmentState,
  enrolmentUrl, enrolmentViolations, insuranceCompanyRights, insuranceRights, personInsuranceUrl, planChoices, premiumOnPayItems, splitFieldErrors,
} from '../insurance-logic'
import { PERSON_TABS } from '../../../pages/people/tabs/registry'
import { overrides } from '../../../screens/overrides'
import { BESPOKE_ROUTES } from '../../../routing/bespoke-routes'
import { matchRoutes } from 'react-router'

const hr: RoleSubject = { id: 4, role: 'staff', is_manager: true, is_employee: true, access_info: true, customer_id: 1, person_id: 40 }
const employee: RoleSubject = { id: 2, role: 'staff', is_employee: true, customer_id: 1, person_id: 20 }
const manager: RoleSubject = { id: 3, role: 'staff', is_manager: true, customer_id: 1, person_id: 30, report_person_ids: [20] }
const dataManager: RoleSubject = { id: 5, role: 'staff', is_manager: true, is_employee: true, customer_id: 1, person_id: 50, managed_person_ids: [20] }

/** The request the data provider sends for the company list's query. */
const enrolmentQueryString = (q: EnrolmentQuery) => new URLSearchParams(buildListQuery(enrolmentListParams(q))).toString()

const plan = (over: Partial<InsurancePlan> = {}): InsurancePlan => ({
  id: 1, created_at: '2026-01-01T00:00:00Z', updated_at: null, name: 'Group Health Plus', provider: 'AIA Singapore', purchasing_type: 'company', currency: 'SGD', premium: '180.00', pay_item_id: 6,
  policy_number: 'GHP-1', files: null, notes: null, is_active: true,
  ...(Object.fromEntries(INSURANCE_COVERAGES.flatMap((c) => [[c, false], [`${c}_limit`, null], [`${c}_note`, null]])) as CoverageColumns),
  ...over,
})

describe('insurance screens', () => {
  it('summarise what a plan covers in the catalogue order, without limits of items it does not cover', () => {
    const p = plan({
      dental: true, dental_limit: '500.00', dental_note: ' Check-ups ', in_patient: true, in_patient_limit: '250000.00', in_patient_note: null,
      vision: false, vision_limit: '300.00', vision_note: 'stale',
    })
    expect(coverageSummary(p)).toEqual([
      { coverage: 'in_patient', limit: '250000.00', note: null },
      { coverage: 'dental', limit: '500.00', note: 'Check-ups' },
    ])
    expect(coverageSummary(plan())).toEqual([])
    expect(coverageSummary(null)).toEqual([])
  })

  it('offer the active plans, and an inactive one only on the enrolment that names it', () => {
    const plans = [plan(), plan({ id: 2, name: 'Old Plan', provider: 'X', is_active: false })]
    expect(planChoices(plans).map((o) => o.value)).toEqual([1])
    expect(planChoices(plans, 2)).toEqual([
      { value: 1, label: 'Group Health Plus · AIA Singapore', inactive: false },
      { value: 2, label: 'Old Plan · X', inactive: true },
    ])
  })

  it('tell an upcoming, active and ended enrolment apart (an open end never ends)', () => {
    const e = { plan_start_date: '2026-01-01', plan_end_date: '2026-12-31' }
    expect(enrolmentState(e, '2025-12-31')).toBe('upcoming')
    expect(enrolmentState(e, '2026-01-01')).toBe('active')
    expect(enrolmentState(e, '2026-12-31')).toBe('active')
    expect(enrolmentState(e, '2027-01-01')).toBe('ended')
    expect(enrolmentState({ plan_start_date: '2026-01-01', plan_end_date: null }, '2040-01-01')).toBe('active')
  })

  it('let the info privilege keep insurance; the person and their data managers only read it', () => {
    expect(insuranceRights(hr, 20)).toEqual({ read: true, manage: true, manageDependents: true })
    expect(insuranceRights(employee, 20)).toEqual({ read: true, manage: false, manageDependents: false })
    expect(insuranceRights(dataManager, 20)).toEqual({ read: true, manage: false, manageDependents: false })
    expect(insuranceRights(employee, 21).read).toBe(false)
    // A reporting manager is not a reader of their report's insurance.
    expect(insuranceRights(manager, 20).read).toBe(false)
    expect(insuranceRights(null, 20)).toEqual({ read: false, manage: false, manageDependents: false })
    expect(insuranceCompanyRights(hr)).toEqual({ read: true, manage: true })
    expect(insuranceCompanyRights(employee)).toEqual({ read: true, manage: false }) // their own rows only (the API filters)
    expect(insuranceCompanyRights(manager).manage).toBe(false)
  })

  it('send an enrolment and a dependent with trimmed text, blanks as null, the owner only on create', () => {
    expect(enrolmentPayload({ plan_id: 1, plan_start_date: '2026-01-01', plan_end_date: null, member_number: ' M-1 ', notes: ' ', extra: 'x' }, 9)).toEqual({
      plan_id: 1, plan_start_date: '2026-01-01', plan_end_date: null, member_number: 'M-1', files: [], notes: null, person_id: 9,
    })
    expect(enrolmentPayload({ plan_id: 2 })).not.toHaveProperty('person_id')
    const files = [{ file_name: 'card.pdf', file_type: 'pdf', file_url: 'doc/card.pdf' }]
    expect(enrolmentPayload({ files }).files).toBe(files)
    expect(dependentPayload({ name: ' Ann ', relationship: 'spouse', covered_from: '2026-01-01', person_id: 3 }, 7)).toEqual({
      name: 'Ann', relationship: 'spouse', birth_date: null, covered_from: '2026-01-01', covered_to: null, notes: null, enrolment_id: 7,
    })
    expect(dependentPayload({ name: 'Ann' })).not.toHaveProperty('enrolment_id')
  })

  it('cover a new dependent for the plan period by default, and check end-after-start before sending', () => {
    expect(dependentDefaults({ plan_start_date: '2026-01-01', plan_end_date: '2026-12-31' })).toEqual({ covered_from: '2026-01-01', covered_to: '2026-12-31' })
    expect(dependentDefaults({ plan_start_date: '2026-01-01', plan_end_date: null })).toEqual({ covered_from: '2026-01-01', covered_to: null })
    expect(dependentViolations({ covered_from: '2026-05-01', covered_to: '2026-04-01' }).map((v) => v.field)).toEqual(['covered_to'])
    expect(enrolmentViolations({ plan_start_date: '2026-05-01', plan_end_date: '2026-04-01' }).map((v) => v.message)).toEqual(['messages.insurance_end_after_start'])
    expect(enrolmentViolations({ plan_start_date: '2026-05-01', plan_end_date: null })).toEqual([])
  })

  it('put every field error under its input and keep the others as a message', () => {
    const error = { statusCode: 422, message: 'Please check', errors: { 'update_data.covered_from': 'Outside the plan.', person_id: ['Gone.'], covered_to: ['A', 'B'] } }
    expect(splitFieldErrors(error, ['covered_from', 'covered_to'])).toEqual({
      fields: [{ name: 'covered_from', errors: ['Outside the plan.'] }, { name: 'covered_to', errors: ['A', 'B'] }],
      other: ['Gone.'],
    })
    expect(splitFieldErrors({ statusCode: 403, message: 'No' }, ['name'])).toEqual({ fields: [], other: [] })
  })

  it('group dependents by enrolment, by name', () => {
    const d = (id: number, enrolment_id: number, name: string) => ({ id, enrolment_id, name }) as InsuranceDependent
    const grouped = dependentsByEnrolment([d(1, 1, 'Zoe'), d(2, 2, 'Max'), d(3, 1, 'Ann')])
    expect(grouped.get(1)?.map((r) => r.name)).toEqual(['Ann', 'Zoe'])
    expect(grouped.get(2)?.map((r) => r.id)).toEqual([2])
  })

  it('mention the premium only when the enrolment put it on the pay items', () => {
    expect(premiumOnPayItems({ person_pay_item_id: 213 }, plan())).toEqual({ amount: '180.00', currency: 'SGD' })
    expect(premiumOnPayItems({ person_pay_item_id: null }, plan())).toBeNull()
    expect(premiumOnPayItems({ person_pay_item_id: 213 }, undefined)).toBeNull()
  })

  it('query the company list by the list convention', () => {
    const qs = new URLSearchParams(enrolmentQueryString({ page: 2, perPage: 20, search: ' GHP ', personId: 3, planIds: [1, 2], startFrom: '2026-01-01', endTo: '2026-12-31' }))
    expect(Object.fromEntries(qs)).toEqual({
      'external[page]': '2', 'external[per_page]': '20', sort: '-plan_start_date', query_string: 'GHP', 'filter[person_id]': '3',
      'filter[plan_id]': '1,2', 'filter[plan_start_date]': '2026-01-01..', 'filter[plan_end_date]': '..2026-12-31',
    })
    expect(enrolmentQueryString({ page: 1, perPage: 20, sort: 'plan_end_date' })).toBe('external%5Bpage%5D=1&external%5Bper_page%5D=20&sort=plan_end_date')
  })

  it('sit where the catalogue routes them: the person tab, the company list and an enrolment page', () => {
    expect(PERSON_TABS.insurance).toBeDefined()
    expect(overrides.insurance_enrolment?.list).toBeDefined()
    expect(overrides.insurance_enrolment?.show).toBeDefined()
    const routes = catalogue.find((d) => d.name === 'insurance_enrolment')!.routes!
    expect(routes.list).toBe('/global-mobility/insurance')
    expect(enrolmentUrl(5)).toBe(routes.show!.replace(':id', '5'))
    expect(personInsuranceUrl(3)).toBe('/people/staff/3/insurance')
    expect(catalogue.find((d) => d.name === 'insurance_plan')!.placement).toBe('admin-setting')
  })

  it('keep /global-mobility/insurance and its pages from the visa case page /global-mobility/:id (static segments rank first)', () => {
    const routes = [...catalogue.flatMap((d) => Object.values(d.routes ?? {})), ...BESPOKE_ROUTES.map((r) => r.path)].map((path) => ({ path }))
    const matched = (url: string) => matchRoutes(routes, url)?.[0].route.path
    expect(matched('/global-mobility/insurance')).toBe('/global-mobility/insurance')
    expect(matched('/global-mobility/insurance/create')).toBe('/global-mobility/insurance/create')
    expect(matched('/global-mobility/insurance/5')).toBe('/global-mobility/insurance/:id')
    expect(matched('/global-mobility/insurance/5/edit')).toBe('/global-mobility/insurance/:id/edit')
    expect(matched('/admin-setting/insurance-plan')).toBe('/admin-setting/insurance-plan')
  })

  it('have English text for every key the screens use', () => {
    const locale = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../../locales/en/insurance_screens.json', import.meta.url)), 'utf8'))
    const has = (key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), locale) !== undefined
    const dir = fileURLToPath(new URL('../', import.meta.url))
    const used = new Set<string>()
    for (const f of readdirSync(dir).filter((n) => /\.tsx?$/.test(n))) {
      for (const m of readFileSync(dir + f, 'utf8').matchAll(/'(insurance_ui\.[a-z_.]+[a-z_])'/g)) used.add(m[1])
    }
    const dynamic = ['upcoming', 'active', 'ended'].map((s) => `insurance_ui.state.${s}`)
    expect(used.size).toBeGreaterThan(20)
    expect([...used, ...dynamic].filter((k) => !has(k))).toEqual([])
  })
})
