import { describe, expect, it } from 'vitest'
import { canManageVendorPortal, nameMatches } from '../src/vendor-portal.js'
import { can } from '../src/access.js'
import type { RoleSubject } from '../src/roles.js'

const vendorAdmin: RoleSubject = { id: 2, role: 'vendor', vendor_id: 1, access_vendor_portal: true }
const vendorUser: RoleSubject = { id: 3, role: 'vendor', vendor_id: 1, access_vendor_portal: false }
const superadmin: RoleSubject = { id: 1, role: 'superadmin' }
const hrAdmin: RoleSubject = { id: 4, role: 'staff', is_manager: true, is_employee: true, access_admin: true }

describe('vendor portal rules', () => {
  it('Users and Settings belong to vendor admins and superadmins only (shell §2.3, §6)', () => {
    expect(canManageVendorPortal(vendorAdmin)).toBe(true)
    expect(canManageVendorPortal(superadmin)).toBe(true)
    expect(canManageVendorPortal(vendorUser)).toBe(false)
    expect(canManageVendorPortal(hrAdmin)).toBe(false)
    expect(canManageVendorPortal(null)).toBe(false)
  })

  it('a retyped name matches exactly, blanks around it aside (domain §5)', () => {
    expect(nameMatches(' Globex Asia ', 'Globex Asia')).toBe(true)
    expect(nameMatches('globex asia', 'Globex Asia')).toBe(false)
    expect(nameMatches('Globex', 'Globex Asia')).toBe(false)
    expect(nameMatches(undefined, 'Globex Asia')).toBe(false)
    expect(nameMatches('  ', '')).toBe(false)
  })

  it('customers: only the owning vendor changes them; a partner they are shared with does not', () => {
    const partnerAdmin: RoleSubject = { id: 9, role: 'vendor', vendor_id: 5, access_vendor_portal: true }
    const acmeCustomer = { id: 11, vendor_id: 1 }
    expect(can(vendorAdmin, 'delete', 'customer', acmeCustomer)).toBe(true)
    expect(can(vendorUser, 'update', 'customer', acmeCustomer)).toBe(true)
    expect(can(vendorUser, 'delete', 'customer', acmeCustomer)).toBe(false)
    expect(can(partnerAdmin, 'show', 'customer', acmeCustomer)).toBe(true)
    expect(can(partnerAdmin, 'update', 'customer', acmeCustomer)).toBe(false)
    expect(can(partnerAdmin, 'delete', 'customer', acmeCustomer)).toBe(false)
    expect(can(superadmin, 'delete', 'customer', acmeCustomer)).toBe(true)
    // without a row the screens still offer the action; the API checks the row
    expect(can(partnerAdmin, 'delete', 'customer')).toBe(true)
  })
})
