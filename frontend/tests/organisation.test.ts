import { describe, expect, it } from 'vitest'
import { buildListQuery } from '../src/providers/data-provider'
import { can, type RoleSubject } from '@hr/shared'
import { ownerFilters } from '../src/pages/organisation/owner'
import { organisationRoutes } from '../src/pages/organisation/routes'
import { ADMIN_SETTING_TABS } from '@hr/shared'
import { PLACEHOLDER_ROUTES } from '../src/routing/shell-routes'

const hrAdmin: RoleSubject = { id: 1, role: 'staff', is_manager: true, is_employee: true, access_admin: true, customer_id: 1 }
const employee: RoleSubject = { id: 2, role: 'staff', is_employee: true, customer_id: 1 }
const vendorAdmin: RoleSubject = { id: 3, role: 'vendor', access_vendor_portal: true, vendor_id: 1 }
const vendorUser: RoleSubject = { id: 4, role: 'vendor', access_vendor_portal: false, vendor_id: 1 }

describe('organisation panels', () => {
  it('keep a panel to its owner: owner_type, and the vendor when one is given', () => {
    expect(buildListQuery({ filters: ownerFilters({ type: 'customer' }) })).toContain('filter[owner_type]=customer')
    const partner = buildListQuery({ filters: ownerFilters({ type: 'vendor', vendorId: 7 }) })
    expect(partner).toContain('filter[owner_type]=vendor')
    expect(partner).toContain('filter[vendor_id]=7')
  })

  it('offer writes per owner: customer admins their company\'s rows, vendor admins (not vendor users) a vendor\'s', () => {
    const customerRow = { id: 9, owner_type: 'customer' }
    const vendorRow = { id: 10, owner_type: 'vendor', vendor_id: 1 }
    expect(can(hrAdmin, 'update', 'business_entity', customerRow)).toBe(true)
    expect(can(hrAdmin, 'update', 'business_entity', vendorRow)).toBe(false)
    expect(can(vendorAdmin, 'update', 'agreement', vendorRow)).toBe(true)
    expect(can(vendorUser, 'update', 'agreement', vendorRow)).toBe(false)
    expect(can(vendorUser, 'update', 'agreement', customerRow)).toBe(true)
    expect(can(employee, 'list', 'company_doc')).toBe(false)
    expect(can(hrAdmin, 'create', 'vendor_service')).toBe(false)
    expect(can(hrAdmin, 'list', 'vendor_service')).toBe(true)
    expect(can(hrAdmin, 'update', 'customer_pricebook', { id: 1 })).toBe(false)
    // A partner vendor's admin reads a vendor's shared rows but never writes them; the managing vendor does.
    const partnerAdmin: RoleSubject = { id: 5, role: 'vendor', access_vendor_portal: true, vendor_id: 2, managed_vendor_ids: [2] }
    expect(can(partnerAdmin, 'update', 'business_entity', vendorRow)).toBe(false)
    expect(can(partnerAdmin, 'delete', 'vendor_service', vendorRow)).toBe(false)
    const managing: RoleSubject = { ...vendorAdmin, managed_vendor_ids: [1, 2] }
    expect(can(managing, 'update', 'business_entity', { ...vendorRow, vendor_id: 2 })).toBe(true)
  })

  it('route every admin-setting page of the shell table it owns, guarded by access_admin', () => {
    const paths = organisationRoutes.map((r) => r.path)
    for (const path of paths) expect(PLACEHOLDER_ROUTES).toContain(path)
    // Leave settings are the time-off area's (tests/time-off.test.ts).
    for (const tab of ADMIN_SETTING_TABS.filter((t) => t !== 'exchange-rate' && t !== 'company-data-type' && t !== 'leave-setting')) {
      expect(paths).toContain(`/admin-setting/${tab}`)
    }
    // The company's rates and data types are read by everyone in it (their screens offer changes to admins only).
    for (const route of organisationRoutes.filter((r) => !/exchange-rate|company-data-type/.test(r.path))) {
      const guard = route.guard as { resource: string; action: string }
      expect(can(employee, guard.action as 'list', guard.resource)).toBe(false)
      expect(can(hrAdmin, guard.action as 'list', guard.resource)).toBe(true)
    }
  })
})
