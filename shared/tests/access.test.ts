import { describe, expect, it } from 'vitest'
import { can, permissionMatrix, rowFilter } from '../src/access.js'
import { getResource } from '../src/catalogue/index.js'
import { catalogue } from '../src/catalogue/index.js'
import type { RoleSubject } from '../src/roles.js'

const employee: RoleSubject = { id: 7, role: 'staff', is_employee: true }
const hrAdmin: RoleSubject = { id: 4, role: 'staff', is_manager: true, is_employee: true, access_view_people_list: true, access_onboarding: true, access_personal_info: true, access_offboarding: true }

describe('can()', () => {
  it('follows the per-action requirements of the catalogue', () => {
    expect(can(hrAdmin, 'list', 'people')).toBe(true)
    expect(can(hrAdmin, 'create', 'people')).toBe(true)
    expect(can(employee, 'list', 'people')).toBe(false)
    expect(can(employee, 'create', 'people')).toBe(false)
    expect(can(hrAdmin, 'list', 'vendor')).toBe(false)
    expect(can({ id: 1, role: 'superadmin' }, 'delete', 'vendor')).toBe(true)
    expect(can({ id: 2, role: 'vendor', access_vendor_portal: true }, 'delete', 'customer')).toBe(true)
    expect(can({ id: 3, role: 'vendor' }, 'delete', 'customer')).toBe(false)
  })

  it('record-level self: an employee may read their own person record only', () => {
    expect(can(employee, 'show', 'people', { id: 10, user_id: 7 })).toBe(true)
    expect(can(employee, 'show', 'people', { id: 11, user_id: 8 })).toBe(false)
    // without a record the screen may be offered; the API decides with the row
    expect(can(employee, 'show', 'people')).toBe(true)
  })

  it('nobody is allowed anything without a user', () => {
    expect(can(null, 'list', 'customer')).toBe(false)
  })

  it('permissionMatrix covers every resource and action', () => {
    const m = permissionMatrix(hrAdmin, catalogue)
    expect(Object.keys(m).sort()).toEqual(catalogue.map((r) => r.name).sort())
    for (const r of catalogue) expect(Object.keys(m[r.name]).sort()).toEqual(['create', 'delete', 'list', 'show', 'update'])
  })
})

describe('record-level rules', () => {
  const manager: RoleSubject = { id: 20, role: 'staff', is_manager: true, is_employee: true, person_id: 5 }
  const managerOnly: RoleSubject = { id: 21, role: 'staff', is_manager: true, person_id: 6, access_view_people_list: true, access_personal_info: true }

  it('a reporting manager reaches only their reports', () => {
    expect(rowFilter(manager, 'list', getResource('people'))).toEqual({ anyOf: [{ column: 'reporting_manager_id', value: 5 }], exclude: [] })
    expect(can(manager, 'show', 'people', { id: 1, reporting_manager_id: 5 })).toBe(true)
    expect(can(manager, 'show', 'people', { id: 2, reporting_manager_id: 9 })).toBe(false)
    expect(rowFilter(employee, 'list', getResource('people'))).toBe('deny')
  })

  it('a manager-only profile cannot view or edit its own HR data, even with the privileges', () => {
    expect(can(managerOnly, 'show', 'people', { id: 6, user_id: 21 })).toBe(false)
    expect(can(managerOnly, 'update', 'people', { id: 6, user_id: 21 })).toBe(false)
    expect(can(managerOnly, 'show', 'people', { id: 7, user_id: 30 })).toBe(true)
    expect(rowFilter(managerOnly, 'list', getResource('people'))).toEqual({ anyOf: null, exclude: [{ column: 'user_id', value: 21 }] })
  })

  it('privileged users are not filtered', () => {
    expect(rowFilter(hrAdmin, 'list', getResource('people'))).toBeNull()
  })
})
