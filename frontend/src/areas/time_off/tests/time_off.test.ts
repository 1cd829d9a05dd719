import { describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import { can, type RoleSubject } from '@hr/shared'
import { leaveActions } from '../leave-actions'
import { onDay, monthDays, periodOptions, periodRange } from '../calendar-days'
import { timeOffRoutes } from '../routes'
import { PLACEHOLDER_ROUTES } from '../../../routing/shell-routes'
import { holidayIndex } from '../calendar-days'
import type { LeaveRow } from '../types'
import { ownContractUrl, tabOf } from '../../contractors/contract-logic'
import { buildListQuery } from '../../../providers/query'
import { requestFilters } from '../leave-filters'

const employee: RoleSubject = { id: 2, role: 'staff', is_employee: true, customer_id: 1, person_id: 20 }
const manager: RoleSubject = { id: 3, role: 'staff', is_manager: true, customer_id: 1, person_id: 30, report_person_ids: [20] }
const hr: RoleSubject = { id: 4, role: 'staff', is_manager: true, is_employee: true, access_time: true, access_admin: true, customer_id: 1, person_id: 40 }
const colleague: RoleSubject = { id: 5, role: 'staff', is_employee: true, customer_id: 1, person_id: 50 }
const row = (over: Partial<LeaveRow> = {}) => ({ id: 1, person_id: 20, leave_type_id: 1, start_date: '2027-06-07', end_date: '2027-06-08', session: 'full_day', total_days: '2.0', status: 'submitted', cancel_requested: false, ...over } as LeaveRow)

describe('time off screens', () => {
  it('offer each user the moves the API allows: the manager and HR decide, never the person; the person withdraws or asks to cancel', () => {
    expect(leaveActions(employee, row(), null)).toEqual(['edit', 'withdraw'])
    expect(leaveActions(manager, row(), null)).toEqual(['approve', 'reject'])
    expect(leaveActions(hr, row(), null)).toEqual(['approve', 'reject', 'edit'])
    expect(leaveActions(colleague, row(), null)).toEqual([])
    expect(leaveActions(employee, row({ status: 'approved' }), null)).toEqual(['request_cancel'])
    expect(leaveActions(employee, row({ status: 'approved', cancel_requested: true }), null)).toEqual([])
    expect(leaveActions(manager, row({ status: 'approved', cancel_requested: true }), null)).toEqual(['cancel'])
    expect(leaveActions(hr, row({ status: 'rejected' }), null)).toEqual([])
    // HR's own request: not theirs to decide.
    expect(leaveActions(hr, row({ person_id: 40 }), null)).toEqual(['edit', 'withdraw'])
  })

  it('read a manager\'s reports\' leave, not a colleague\'s', () => {
    expect(can(manager, 'show', 'leave', { person_id: 20 })).toBe(true)
    expect(can(manager, 'show', 'leave', { person_id: 50 })).toBe(false)
    expect(can(colleague, 'show', 'leave', { person_id: 20 })).toBe(false)
    expect(can(employee, 'create', 'leave', { person_id: 20 })).toBe(true)
  })

  it('filter by months 12 back and 12 forward, the last 10 years, and the next 7 or 30 days', () => {
    const today = dayjs('2026-11-25')
    const { months, years } = periodOptions(today)
    expect(months).toHaveLength(25)
    expect(months[0].format('YYYY-MM')).toBe('2025-11')
    expect(months[24].format('YYYY-MM')).toBe('2027-11')
    expect(years).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017])
    expect(periodRange({ kind: 'month', month: '2027-02' })).toEqual({ from: '2027-02-01', to: '2027-02-28' })
    expect(periodRange({ kind: 'year', year: 2026 })).toEqual({ from: '2026-01-01', to: '2026-12-31' })
    expect(periodRange({ kind: 'next', days: 7 }, today)).toEqual({ from: '2026-11-25', to: '2026-12-01' })
    expect(periodRange({ kind: 'next', days: 30 }, today)).toEqual({ from: '2026-11-25', to: '2026-12-24' })
  })

  it('place a request on every day it covers', () => {
    expect(monthDays(dayjs('2027-02-10'))).toHaveLength(28)
    const rows = [row(), row({ id: 2, start_date: '2027-06-09', end_date: '2027-06-09' })]
    expect(onDay(rows, '2027-06-08').map((r) => r.id)).toEqual([1])
    expect(onDay(rows, '2027-06-09').map((r) => r.id)).toEqual([2])
    expect(onDay(rows, '2027-06-10')).toEqual([])
  })

  it('route its pages on the shell table; the team view and the settings are guarded', () => {
    for (const r of timeOffRoutes) expect(PLACEHOLDER_ROUTES).toContain(r.path)
    const team = timeOffRoutes.find((r) => r.path === '/time-off')!.guard as { resource: string; action: 'list' }
    expect(can(employee, team.action, team.resource)).toBe(true) // their own requests only (row rules)
    const settings = timeOffRoutes.find((r) => r.path === '/admin-setting/leave-setting')!.guard as { resource: string; action: 'list' }
    expect(can(employee, settings.action, settings.resource)).toBe(false)
    expect(can(hr, settings.action, settings.resource)).toBe(true)
  })

  it('address a contractor\'s own contract and its time off like the HR view', () => {
    expect(ownContractUrl(7)).toBe('/contractor/contract/7')
    expect(ownContractUrl(7, 'timeoff')).toBe('/contractor/contract/7/timeoff')
    expect(tabOf('/contractor/contract/7/timeoff', ['index', 'billing', 'timeoff'])).toBe('timeoff')
    expect(tabOf('/contractor/contract/7', ['index', 'billing', 'timeoff'])).toBe('index')
    expect(tabOf('/contractor/contract/7/other', ['index', 'billing', 'timeoff'])).toBeNull()
  })
})

describe('the request list on /time-off', () => {
  it('asks the server for one page of the requests overlapping the period, filtered and sorted there', () => {
    const filters = requestFilters({ personIds: [20, 21], typeIds: [3], statuses: ['submitted'], ...periodRange({ kind: 'month', month: '2027-06' }) })
    const qs = buildListQuery({ filters, sorters: [{ field: 'start_date', order: 'asc' }], pagination: { currentPage: 2, pageSize: 20 } })
    expect(decodeURIComponent(qs)).toBe('filter[person_id]=20,21&filter[leave_type_id]=3&filter[status]=submitted'
      + '&filter[end_date]=2027-06-01..&filter[start_date]=..2027-06-30&external[page]=2&external[per_page]=20&sort=start_date')
    // Nothing chosen: every request the reader may list that overlaps the period.
    const all = buildListQuery({ filters: requestFilters({ personIds: [], typeIds: [], statuses: [], from: '2027-06-01', to: '2027-06-30' }), pagination: { currentPage: 1, pageSize: 20 } })
    expect(decodeURIComponent(all)).toBe('filter[end_date]=2027-06-01..&filter[start_date]=..2027-06-30&external[page]=1&external[per_page]=20')
  })
})

describe('public holidays of a person', () => {
  it('counts the national ones for everyone and a region\'s own only for its people', () => {
    const of = holidayIndex([
      { id: 1, name: 'National Day', date: '2027-08-09', country: 'SG', region: null },
      { id: 2, name: 'State day', date: '2027-06-10', country: 'MY', region: '01' },
    ])
    expect(of({ country: 'sg' }, '2027-08-09')?.name).toBe('National Day')
    expect(of({ country: 'MY', region: '01' }, '2027-06-10')?.name).toBe('State day')
    expect(of({ country: 'MY', region: '02' }, '2027-06-10')).toBeUndefined()
    expect(of({ country: 'MY' }, '2027-06-10')).toBeUndefined()
    expect(of({ country: null }, '2027-08-09')).toBeUndefined()
  })
})
