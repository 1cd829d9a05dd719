import { describe, expect, it } from 'vitest'
import { vendorRoutes } from '../src/pages/vendor/routes'
import { PLACEHOLDER_ROUTES } from '../src/routing/shell-routes'
import { overrides } from '../src/screens/overrides'
import { SETTING_TABS } from '../src/pages/vendor/settings/SettingsNav'
import { ROUTE_RULES, getResource, type RoleSubject } from '@hr/shared'

describe('vendor portal routes', () => {
  it('every bespoke vendor page sits on a path of the shell route table (§2.1)', () => {
    const table = new Set(PLACEHOLDER_ROUTES)
    const strays = vendorRoutes.map((r) => r.path).filter((p) => !table.has(p))
    expect(strays).toEqual([])
  })

  it('covers the partner tabs, the users pages, the account page and every setting but the catalogue pricebook', () => {
    const paths = vendorRoutes.map((r) => r.path)
    for (const tab of ['agreement', 'bank-account', 'business-entity', 'company-doc', 'pricebook', 'service', 'payroll-report']) {
      expect(paths).toContain(`/vendor/partner/:id/${tab}`)
    }
    expect(paths).toEqual(expect.arrayContaining(['/vendor/partner', '/vendor/user', '/vendor/user/:id', '/vendor/account/setting']))
    // A partner's payroll report, a new one and its edit form open in the partner's tab.
    expect(paths).toEqual(expect.arrayContaining(['create', 'edit/:report_id?', ':report_id?'].map((s) => `/vendor/partner/:id/payroll-report/${s}`)))
    // The rest are catalogue resources placed in the settings, on their own generic routes.
    const placed = SETTING_TABS.filter((s) => !paths.includes(`/vendor/setting/${s.key}`))
    expect(placed.map((s) => [s.key, s.resource])).toEqual([['pricebook', 'pricebook']])
    expect(getResource('pricebook').routes?.list).toBe('/vendor/setting/pricebook')
  })

  it('guards Users and Settings in the route with the shared vendor-admin rule, not in the pages', () => {
    const managed = vendorRoutes.filter((r) => /^\/vendor\/(user|setting)(\/|$)/.test(r.path))
    expect(managed.length).toBeGreaterThan(3)
    for (const r of managed) expect(r.guard).toEqual({ rule: 'manage_vendor_portal' })
    for (const r of vendorRoutes.filter((x) => !managed.includes(x))) expect(r.guard).toBeUndefined()
    const rule = ROUTE_RULES.manage_vendor_portal
    const vendor = (admin: boolean): RoleSubject => ({ id: 1, role: 'vendor', vendor_id: 1, access_vendor_portal: admin })
    expect(rule(vendor(true))).toBe(true)
    expect(rule(vendor(false))).toBe(false)
    expect(rule({ id: 2, role: 'superadmin' })).toBe(true)
    expect(rule({ id: 3, role: 'staff', customer_id: 1, access_admin: true })).toBe(false)
    expect(rule(null)).toBe(false)
  })

  it('replaces the generic customer list, create and edit screens', () => {
    expect(Object.keys(overrides.customer ?? {}).sort()).toEqual(['create', 'edit', 'list'])
  })
})
