import { describe, expect, it } from 'vitest'
import { activePortalTab, portalAllowed, portalFor, portalTabs } from '../src/components/portal'

const paths = (tabs: ReturnType<typeof portalTabs>) => tabs.map((t) => t.path)

describe('portal header tabs (shell §2.3)', () => {
  it('vendor admin: six tabs incl. Users and Settings', () => {
    expect(paths(portalTabs('vendor', { vendor_admin: true }))).toEqual([
      '/vendor', '/vendor/business-intelligence', '/vendor/partner', '/vendor/data-cloud', '/vendor/user', '/vendor/setting/vendor-info',
    ])
  })
  it('vendor user (and a superadmin in the vendor portal): four tabs, no Users or Settings', () => {
    expect(paths(portalTabs('vendor', { vendor_admin: false }))).toEqual([
      '/vendor', '/vendor/business-intelligence', '/vendor/partner', '/vendor/data-cloud',
    ])
  })
  it('superadmin: five tabs whatever the vendor role, the jobs panel last (issue 44)', () => {
    expect(paths(portalTabs('superadmin', { vendor_admin: false }))).toEqual([
      '/superadmin', '/superadmin/data-cloud', '/superadmin/manage-user', '/superadmin/platform-vendor', '/superadmin/jobs',
    ])
  })
})

describe('active tab rules', () => {
  const vendor = portalTabs('vendor', { vendor_admin: true })
  const admin = portalTabs('superadmin', { vendor_admin: false })
  it('customers (/vendor) and BI (/superadmin) match exactly', () => {
    expect(activePortalTab(vendor, '/vendor')).toBe('customers')
    expect(activePortalTab(vendor, '/vendor/')).toBe('customers')
    expect(activePortalTab(vendor, '/vendor/account/setting')).toBeNull()
    expect(activePortalTab(admin, '/superadmin')).toBe('business_intelligence')
    expect(activePortalTab(admin, '/superadmin/account/setting')).toBeNull()
  })
  it('partner is active for any path containing vendor/partner', () => {
    expect(activePortalTab(vendor, '/vendor/partner')).toBe('partner')
    expect(activePortalTab(vendor, '/vendor/partner/7/payroll-report/create')).toBe('partner')
  })
  it('other tabs light for the path and below it', () => {
    expect(activePortalTab(vendor, '/vendor/data-cloud/leave-type')).toBe('data_cloud')
    expect(activePortalTab(vendor, '/vendor/user/3')).toBe('users')
    expect(activePortalTab(vendor, '/vendor/setting/vendor-info')).toBe('settings')
    expect(activePortalTab(admin, '/superadmin/data-cloud/public-holiday')).toBe('data_cloud')
    expect(activePortalTab(admin, '/superadmin/platform-vendor')).toBe('platform_vendor')
    expect(activePortalTab(admin, '/superadmin/data-cloud-old')).toBeNull()
  })
})

describe('portal guards and switching (shell §4, §6)', () => {
  const employee = { admin_only: false, vendor: false }
  const vendor = { admin_only: false, vendor: true }
  const superadmin = { admin_only: true, vendor: false }
  it('superadmin layout: admin-only users only', () => {
    expect(portalAllowed('superadmin', superadmin)).toBe(true)
    expect(portalAllowed('superadmin', vendor)).toBe(false)
    expect(portalAllowed('superadmin', employee)).toBe(false)
  })
  it('vendor layout: vendors, and superadmins acting through the vendor switcher', () => {
    expect(portalAllowed('vendor', vendor)).toBe(true)
    expect(portalAllowed('vendor', superadmin)).toBe(true)
    expect(portalAllowed('vendor', employee)).toBe(false)
  })
  it('the user menu offers the vendor portal to vendors and the superadmin portal to superadmins', () => {
    expect(portalFor(vendor)).toBe('vendor')
    expect(portalFor(superadmin)).toBe('superadmin')
    expect(portalFor(employee)).toBeNull()
  })
})
