import { describe, expect, it } from 'vitest'
import { buildSideMenu, selectedMenuPath } from '../src/components/side-menu'
import { isPlaceholderPage } from '../src/routing/placeholder-pages'

const none = { contractor_only: false, employee: false, manager: false, access_admin: false }
const visible = (roles: Partial<typeof none>) =>
  buildSideMenu({ ...none, ...roles }).filter((e) => !e.hidden).map((e) => e.path)

describe('side menu per role (shell §2.3)', () => {
  it('contractor-only users see only the docs entry', () => {
    expect(visible({ contractor_only: true })).toEqual(['/contractor/docs'])
  })
  it('employees get the dashboard and the Personal portal', () => {
    expect(visible({ employee: true })).toEqual(['/', '/my-info', '/my-time-off', '/my-expense', '/my-pay', '/my-docs'])
  })
  it('managers get the Manager portal, with /people/contractor routed but not shown', () => {
    const all = buildSideMenu({ ...none, manager: true })
    expect(visible({ manager: true })).toEqual([
      '/', '/business-intelligence', '/people/staff', '/payroll/reports', '/time-off', '/expenses', '/global-mobility',
    ])
    expect(all.find((e) => e.path === '/people/contractor')?.hidden).toBe(true)
    expect(all.some((e) => e.group === 'personal_portal')).toBe(false)
  })
  it('manager and staff get both portals', () => {
    const paths = visible({ manager: true, employee: true, access_admin: true })
    expect(paths).toContain('/my-info')
    expect(paths).toContain('/people/staff')
  })
  it('access_admin alone unlocks business intelligence', () => {
    expect(visible({ employee: true, access_admin: true })).toContain('/business-intelligence')
    expect(visible({ employee: true })).not.toContain('/business-intelligence')
  })
})

describe('highlight rule', () => {
  const entries = buildSideMenu({ ...none, manager: true, employee: true })
  it('matches `/` exactly and others by path segment', () => {
    expect(selectedMenuPath('/', entries)).toBe('/')
    expect(selectedMenuPath('/people/staff/3/personal', entries)).toBe('/people/staff')
    expect(selectedMenuPath('/my-info', entries)).toBe('/my-info')
    expect(selectedMenuPath('/time-offx', entries)).toBeUndefined()
  })
  it('lights payroll reports for payroll and payslip paths, global mobility for its fragment', () => {
    expect(selectedMenuPath('/payroll/payslip', entries)).toBe('/payroll/reports')
    expect(selectedMenuPath('/payroll/pay-cycle/4', entries)).toBe('/payroll/reports')
    expect(selectedMenuPath('/people/staff/4/payroll', entries)).toBe('/people/staff')
    expect(selectedMenuPath('/reports/payslip-list', entries)).toBe('/payroll/reports')
    expect(selectedMenuPath('/people/staff/4/global-mobility', entries)).toBe('/people/staff')
    expect(selectedMenuPath('/x/global-mobility/y', entries)).toBe('/global-mobility')
  })
  it('lights the hidden contractor entry for its own paths', () => {
    expect(selectedMenuPath('/people/contractor/9', entries)).toBe('/people/contractor')
  })
})

describe('menu entries of pages still being built (issue 20 §10)', () => {
  it('marks the placeholder pages and no built one', () => {
    const entries = buildSideMenu({ contractor_only: false, employee: true, manager: true, access_admin: true })
    const soon = entries.filter((e) => isPlaceholderPage(e.path)).map((e) => e.path)
    expect(soon).toContain('/business-intelligence')
    for (const built of ['/', '/my-info', '/my-time-off', '/my-expense', '/my-pay', '/my-docs', '/people/staff', '/payroll/reports', '/time-off', '/expenses', '/global-mobility']) {
      expect(soon).not.toContain(built)
    }
    expect(isPlaceholderPage('/contractor/docs')).toBe(true)
  })
})
