import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { MOBILITY_STATUSES, VISA_EXPIRY_SOON_DAYS, type RoleSubject } from '@hr/shared'
import {
  buildThread, caseActions, caseListParams, casePayload, countryName, daysLeft, expiringSoonFilters, expiryUrgency, mayComment,
  mayEditComment, mayReadFees, runOffOptions, seesOthersCases, timelineTitle, visaCaseExtras,
} from '../mobility-logic'
import { mobilityRoutes } from '../routes'
import { buildListQuery } from '../../../providers/query'
import { PLACEHOLDER_ROUTES } from '../../../routing/shell-routes'

const roles = (manager: boolean) => ({ roles: { manager } })
const employee: RoleSubject = { id: 6, role: 'staff', is_employee: true, customer_id: 1, person_id: 3 }
const manager: RoleSubject = { id: 5, role: 'staff', is_manager: true, customer_id: 1, person_id: 2, report_person_ids: [3] }
const hr: RoleSubject = { id: 4, role: 'staff', is_manager: true, is_employee: true, access_info: true, customer_id: 1, person_id: 1 }
const vendorUser: RoleSubject = { id: 3, role: 'vendor', access_vendor_portal: false, vendor_id: 1 }
const colleague: RoleSubject = { id: 7, role: 'staff', is_employee: true, customer_id: 1, person_id: 9 }

const q = (query: string) => Object.fromEntries(new URLSearchParams(query))
/** The request the data provider sends for the screens' list parameters. */
const listQuery = (...args: Parameters<typeof caseListParams>) => buildListQuery(caseListParams(...args))

describe('mobility list requests', () => {
  it('send the filters by the list convention, the expiry window as a date range', () => {
    expect(q(listQuery({ statuses: ['approved', 'rejected'], visitingCountries: ['MY'], visaTypes: ['work'], expiringWithin: 30 }, '2026-11-25'))).toEqual({
      'external[page]': '1', 'external[per_page]': '20', sort: '-id',
      'filter[status]': 'approved,rejected', 'filter[visiting_country]': 'MY', 'filter[visa_type]': 'work', 'filter[visa_expiry_date]': '2026-11-25..2026-12-25',
    })
    expect(q(listQuery({ personIds: [3, 8], page: 2, perPage: 10 }, '2026-11-25'))).toEqual({
      'external[page]': '2', 'external[per_page]': '10', sort: '-id', 'filter[person_id]': '3,8',
    })
    // Empty choices send no filter.
    expect(q(listQuery({ statuses: [], personIds: null, expiringWithin: null }, '2026-11-25'))).toEqual({ 'external[page]': '1', 'external[per_page]': '20', sort: '-id' })
  })

  it('ask the dashboard for the five open cases expiring first within the soon window', () => {
    expect(q(listQuery(expiringSoonFilters(), '2026-12-30'))).toEqual({
      'external[page]': '1', 'external[per_page]': '5', sort: 'visa_expiry_date',
      'filter[status]': 'information_collection,application_in_progress,approved', 'filter[visa_expiry_date]': `2026-12-30..2027-03-30`,
    })
    expect(VISA_EXPIRY_SOON_DAYS).toBe(90)
  })

  it('highlight a visa expired or expiring within 30 days', () => {
    expect(expiryUrgency('2026-11-24', '2026-11-25')).toBe('expired')
    expect(expiryUrgency('2026-11-25', '2026-11-25')).toBe('soon')
    expect(expiryUrgency('2026-12-25', '2026-11-25')).toBe('soon')
    expect(expiryUrgency('2026-12-26', '2026-11-25')).toBeNull()
    expect(expiryUrgency(null, '2026-11-25')).toBeNull()
    expect(expiryUrgency('not a date', '2026-11-25')).toBeNull()
    expect(daysLeft('2027-01-14', '2026-11-25')).toBe(50)
  })
})

describe('mobility conversation', () => {
  it('puts replies under their comment, both oldest first', () => {
    const c = (id: number, parent_id: number | null) => ({ id, parent_id })
    const thread = buildThread([c(5, 1), c(3, null), c(1, null), c(4, 3), c(2, 1)])
    expect(thread.map((e) => [e.comment.id, e.replies.map((r) => r.id)])).toEqual([[1, [2, 5]], [3, [4]]])
    expect(buildThread([])).toEqual([])
  })

  it('shows a reply whose comment is missing on its own, in order', () => {
    const thread = buildThread([{ id: 2, parent_id: null }, { id: 1, parent_id: 99 }])
    expect(thread.map((e) => e.comment.id)).toEqual([1, 2])
  })

  it('lets the person, HR and the vendor comment on an open case; managers only read; closed cases take none', () => {
    const open = { person_id: 3, status: 'application_in_progress' }
    expect(mayComment(employee, open)).toBe(true)
    expect(mayComment(hr, open)).toBe(true)
    expect(mayComment(vendorUser, open)).toBe(true)
    expect(mayComment(manager, open)).toBe(false)
    expect(mayComment(colleague, open)).toBe(false)
    expect(mayComment(employee, { ...open, status: 'completed' })).toBe(false)
  })

  it('lets an author edit their comment for 15 minutes only', () => {
    const now = new Date('2026-11-25T10:00:00Z')
    const mine = { created_by: 6, created_at: '2026-11-25T09:50:00Z' }
    expect(mayEditComment(employee, mine, now)).toBe(true)
    expect(mayEditComment(employee, { ...mine, created_at: '2026-11-25T09:44:00Z' }, now)).toBe(false)
    expect(mayEditComment(hr, mine, now)).toBe(false)
    expect(mayEditComment(null, mine, now)).toBe(false)
    // Stamped by the server a little ahead of this clock: just written.
    expect(mayEditComment(employee, { ...mine, created_at: '2026-11-25T10:00:02Z' }, now)).toBe(true)
    expect(mayEditComment(employee, { ...mine, created_at: 'garbage' }, now)).toBe(false)
  })

  it('titles the timeline: the opening, then each move', () => {
    const t = (key: string, o?: Record<string, unknown>) => (key.startsWith('enums.status.') ? `<${key.slice(13)}>` : key) + (o?.x ?? '')
    expect(timelineTitle({ from_status: null, to_status: 'information_collection' }, t)).toBe('mobility_ui.timeline.opened')
    expect(timelineTitle({ from_status: 'approved', to_status: 'completed' }, t)).toBe('<approved> → <completed>')
  })
})

describe('mobility case access', () => {
  const kase = (status: string) => ({ person_id: 3, status })

  it('offers HR the moves, edit while open and delete while collecting information', () => {
    expect(caseActions(hr, kase('information_collection'))).toEqual({ edit: true, delete: true, moves: ['application_in_progress', 'canceled'] })
    expect(caseActions(hr, kase('application_in_progress'))).toEqual({ edit: true, delete: false, moves: ['approved', 'rejected', 'canceled'] })
    expect(caseActions(hr, kase('completed'))).toEqual({ edit: false, delete: false, moves: [] })
    expect(caseActions(vendorUser, kase('approved')).moves).toEqual(['completed', 'canceled'])
  })

  it('offers the person and their manager nothing but reading', () => {
    for (const user of [employee, manager]) expect(caseActions(user, kase('information_collection'))).toEqual({ edit: false, delete: false, moves: [] })
  })

  it('shows the fees only to users with the info privilege', () => {
    expect(mayReadFees(hr, kase('approved'))).toBe(true)
    expect(mayReadFees(vendorUser, kase('approved'))).toBe(true)
    expect(mayReadFees(employee, kase('approved'))).toBe(false)
    expect(mayReadFees(manager, kase('approved'))).toBe(false)
  })

  it('gives the expiring-visas card to Manager portal users reading other people\'s cases, never to a plain employee', () => {
    expect(seesOthersCases({ ...employee, ...roles(false) })).toBe(false)
    expect(seesOthersCases({ ...manager, ...roles(true) })).toBe(true)
    expect(seesOthersCases({ ...hr, ...roles(true) })).toBe(true)
    expect(seesOthersCases({ ...vendorUser, ...roles(true) })).toBe(true)
    // A manager-only profile with no reports reads no case at all.
    expect(seesOthersCases({ ...manager, report_person_ids: [], ...roles(true) })).toBe(false)
    // Outside the Manager portal (the card's links would send them away): no card.
    expect(seesOthersCases({ ...colleague, managed_person_ids: [3], ...roles(false) })).toBe(false)
    expect(seesOthersCases({ id: 9, role: 'contractor', ...roles(false) })).toBe(false)
    expect(seesOthersCases(null)).toBe(false)
  })
})

describe('mobility forms', () => {
  it('send a new case without blanks, and never the fees for users who may not set them', () => {
    const values = { person_id: 3, leaving_country: 'SG', visiting_country: 'MY', visa_type: 'work', arrive_date: null, visa_expiry_date: '2027-01-14',
      currency: 'SGD', service_fee: ' 1500.00 ', vendor_cost: '', files: [], notes: '  ' }
    expect(casePayload(values, { create: true, withFees: true })).toEqual({
      person_id: 3, leaving_country: 'SG', visiting_country: 'MY', visa_type: 'work', visa_expiry_date: '2027-01-14', currency: 'SGD', service_fee: '1500.00',
    })
    expect(casePayload(values, { create: true, withFees: false })).not.toHaveProperty('currency')
    expect(casePayload(values, { create: true, withFees: false })).not.toHaveProperty('service_fee')
  })

  it('send an edit with cleared inputs as null, without the person', () => {
    const files = [{ file_name: 'a.pdf', file_type: 'pdf', file_url: 'doc/a.pdf' }]
    expect(casePayload({ person_id: 3, leaving_country: 'SG', arrive_date: null, notes: ' Filed ', files, vendor_cost: '' }, { create: false, withFees: true })).toEqual({
      leaving_country: 'SG', arrive_date: null, notes: 'Filed', files, vendor_cost: null,
    })
  })

  it('add the visa case to set expat only when asked', () => {
    expect(visaCaseExtras({ open_visa_case: false, visa_type: 'work' })).toEqual({})
    expect(visaCaseExtras({ host_country: 'MY' })).toEqual({})
    expect(visaCaseExtras({ open_visa_case: true, visa_type: 'work', visa_expiry_date: '2027-05-01' })).toEqual({ open_visa_case: true, visa_type: 'work', visa_expiry_date: '2027-05-01' })
    expect(visaCaseExtras({ open_visa_case: true, visa_expiry_date: null })).toEqual({ open_visa_case: true, visa_type: null })
  })

  it('offer run-off paycycles by name with their payroll', () => {
    expect(runOffOptions([{ name: 'SG 2026-11', payroll_name: 'Globex SG Monthly' }])).toEqual([{ value: 'SG 2026-11', label: 'SG 2026-11 (Globex SG Monthly)' }])
  })

  it('name countries in the UI language, else show the code', () => {
    expect(countryName('SG')).toBe('Singapore')
    expect(countryName('my')).toBe('Malaysia')
    expect(countryName(null)).toBe('')
  })
})

describe('mobility screens', () => {
  it('sit on paths of the shell route table', () => {
    for (const r of mobilityRoutes) expect(PLACEHOLDER_ROUTES).toContain(r.path)
  })

  it('have English text for every key the screens use', () => {
    const locale = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../../locales/en/mobility_screens.json', import.meta.url)), 'utf8'))
    const has = (key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), locale) !== undefined
    const plural = (key: string) => has(key) || (has(`${key}_one`) && has(`${key}_other`))
    const used = new Set<string>()
    const dirs = ['../', '../../../pages/people/tabs/', '../../../pages/home/', '../../../components/']
    for (const d of dirs) {
      const dir = fileURLToPath(new URL(d, import.meta.url))
      for (const f of readdirSync(dir).filter((n) => /\.tsx?$/.test(n))) {
        for (const m of readFileSync(dir + f, 'utf8').matchAll(/'(mobility_ui\.[a-z_.]+[a-z_])'/g)) used.add(m[1])
      }
    }
    const dynamic = MOBILITY_STATUSES.map((s) => `mobility_ui.moves.${s}`)
    expect(used.size).toBeGreaterThan(20)
    expect([...used, ...dynamic].filter((k) => !plural(k))).toEqual([])
  })
})
