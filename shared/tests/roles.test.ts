import { describe, expect, it } from 'vitest'
import { accountRole, deriveRoles, hasAccess, personAccountRole, staffSubRole, type RoleSubject } from '../src/roles.js'

const staff = (over: Partial<RoleSubject> = {}): RoleSubject => ({ id: 1, role: 'staff', ...over })

describe('role derivation (domain §6)', () => {
  it('derives staff sub-roles', () => {
    expect(staffSubRole(staff({ is_employee: true }))).toBe('staff_only')
    expect(staffSubRole(staff({ is_manager: true }))).toBe('manager_only')
    expect(staffSubRole(staff({ is_manager: true, is_employee: true }))).toBe('manager_and_staff')
    expect(staffSubRole(staff({ is_employee: true, is_intern: true }))).toBe('intern')
    expect(staffSubRole({ id: 1, role: 'contractor' })).toBeNull()
  })

  it('names an account\'s role in plain words (vendor admin or user, the staff sub-role), never the raw column', () => {
    expect(accountRole({ id: 1, role: 'superadmin' })).toBe('superadmin')
    expect(accountRole({ id: 1, role: 'vendor', access_vendor_portal: true })).toBe('vendor_admin')
    expect(accountRole({ id: 1, role: 'vendor' })).toBe('vendor_user')
    expect(accountRole(staff({ is_manager: true, is_employee: true }))).toBe('manager_and_staff')
    expect(accountRole(staff({ is_manager: true }))).toBe('manager_only')
    expect(accountRole(staff({ is_employee: true, is_intern: true }))).toBe('intern')
    expect(accountRole(staff())).toBe('staff_only')
    expect(accountRole({ id: 1, role: 'contractor' })).toBe('contractor')
  })

  it('admin means superadmin or vendor; vendor admin needs access_vendor_portal', () => {
    const sa = deriveRoles({ id: 1, role: 'superadmin' })
    expect(sa).toMatchObject({ admin: true, superadmin: true, admin_only: true, manager: true, vendor_admin: false })
    const va = deriveRoles({ id: 2, role: 'vendor', access_vendor_portal: true })
    expect(va).toMatchObject({ admin: true, vendor_admin: true, vendor_user: false, vendor_only: true })
    const vu = deriveRoles({ id: 3, role: 'vendor' })
    expect(vu).toMatchObject({ admin: true, vendor_admin: false, vendor_user: true })
  })

  it('managers include admins and non-intern staff with is_manager', () => {
    expect(deriveRoles(staff({ is_manager: true })).manager).toBe(true)
    expect(deriveRoles(staff({ is_manager: true, is_intern: true, is_employee: true })).manager).toBe(false)
    expect(deriveRoles(staff({ is_employee: true })).manager).toBe(false)
  })

  it('employee-only and contractor-only', () => {
    expect(deriveRoles(staff({ is_employee: true })).employee_only).toBe(true)
    expect(deriveRoles(staff({ is_employee: true, is_manager: true })).employee_only).toBe(false)
    expect(deriveRoles({ id: 9, role: 'contractor' })).toMatchObject({ contractor_only: true, employee: false, manager: false })
  })
})

describe('access privileges', () => {
  it('admins pass, flags decide for staff, pure employees and contractors are denied', () => {
    expect(hasAccess({ id: 1, role: 'vendor' }, 'payroll')).toBe(true)
    expect(hasAccess(staff({ is_manager: true, access_payroll: true }), 'payroll')).toBe(true)
    expect(hasAccess(staff({ is_manager: true }), 'payroll')).toBe(false)
    expect(hasAccess(staff({ is_employee: true }), 'view_people_list')).toBe(false)
    expect(hasAccess({ id: 1, role: 'contractor', access_admin: true }, 'admin')).toBe(false)
  })

  it('access_admin is the admin privilege', () => {
    expect(deriveRoles(staff({ is_manager: true, is_employee: true, access_admin: true })).access_admin).toBe(true)
    expect(deriveRoles(staff({ is_manager: true })).access_admin).toBe(false)
  })
})

describe('personAccountRole', () => {
  it('maps profile types to role flags, contractors to the contractor role', () => {
    expect(personAccountRole({ type: 'staff', profile_type: 'manager_only' })).toEqual({ role: 'staff', is_manager: true, is_employee: false, is_intern: false })
    expect(personAccountRole({ type: 'staff', profile_type: 'manager_and_staff' })).toEqual({ role: 'staff', is_manager: true, is_employee: true, is_intern: false })
    expect(personAccountRole({ type: 'staff', profile_type: 'staff_only' })).toEqual({ role: 'staff', is_manager: false, is_employee: true, is_intern: false })
    expect(personAccountRole({ type: 'staff', profile_type: 'intern' })).toEqual({ role: 'staff', is_manager: false, is_employee: true, is_intern: true })
    expect(personAccountRole({ type: 'staff', profile_type: null })).toMatchObject({ is_employee: true, is_manager: false })
    expect(personAccountRole({ type: 'contractor', profile_type: 'staff_only' })).toEqual({ role: 'contractor', is_manager: false, is_employee: false, is_intern: false })
  })
})
