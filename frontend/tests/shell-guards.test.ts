import { describe, expect, it } from 'vitest'
import { layoutRedirect, type GuardSubject } from '../src/components/guards'

const roles = (r: Partial<GuardSubject['roles']> = {}): GuardSubject['roles'] =>
  ({ admin_only: false, vendor_only: false, contractor_only: false, manager: false, ...r })

describe('shell §4 layout guards (default and contractor layouts)', () => {
  it('sends admin-only users to /superadmin/data-cloud from anywhere', () => {
    expect(layoutRedirect({ roles: roles({ admin_only: true, manager: true }) }, '/')).toBe('/superadmin/data-cloud')
    expect(layoutRedirect({ roles: roles({ admin_only: true }) }, '/contractor/docs')).toBe('/superadmin/data-cloud')
  })

  it('sends a vendor-only user without active customers to the vendor portal, keeps one with customers', () => {
    expect(layoutRedirect({ roles: roles({ vendor_only: true, manager: true }), customer_list_active: [] }, '/')).toBe('/vendor/business-intelligence')
    expect(layoutRedirect({ roles: roles({ vendor_only: true, manager: true }) }, '/people/staff')).toBe('/vendor/business-intelligence')
    expect(layoutRedirect({ roles: roles({ vendor_only: true, manager: true }), customer_list_active: [3] }, '/')).toBeNull()
  })

  it('contractors: sign-up without contractor_type, docs with it, and only their own area', () => {
    const unsigned = { roles: roles({ contractor_only: true }), contractor_type: null }
    expect(layoutRedirect(unsigned, '/')).toBe('/contractor/signup')
    expect(layoutRedirect(unsigned, '/contractor/docs')).toBe('/contractor/signup')
    expect(layoutRedirect(unsigned, '/contractor/signup')).toBeNull()
    const signed = { roles: roles({ contractor_only: true }), contractor_type: 'individual' }
    expect(layoutRedirect(signed, '/')).toBe('/contractor/docs')
    expect(layoutRedirect(signed, '/my-info')).toBe('/contractor/docs')
    expect(layoutRedirect(signed, '/contractor/signup')).toBe('/contractor/docs')
    expect(layoutRedirect(signed, '/contractor/invoice')).toBeNull()
    expect(layoutRedirect(signed, '/contractor-setting/account')).toBeNull()
  })

  it('manager-only pages send non-managers to /, managers stay', () => {
    const employee = { roles: roles() }
    for (const path of ['/people/staff', '/payroll/reports', '/time-off', '/expenses', '/global-mobility/visa']) {
      expect(layoutRedirect(employee, path)).toBe('/')
      expect(layoutRedirect({ roles: roles({ manager: true }) }, path)).toBeNull()
    }
    expect(layoutRedirect(employee, '/my-info')).toBeNull()
    expect(layoutRedirect(employee, '/payroll-extra')).toBeNull()
  })
})
