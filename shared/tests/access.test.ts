import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { can, computePermissionMatrix, permissionMatrix, rowFilter, selfEditViolations } from '../src/access.js'
import { ACCESS_PRIVILEGES, accessFlag } from '../src/index.js'
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

  it('permissionMatrix, kept per subject, always answers what the subject computes to now (property)', () => {
    const ids = fc.option(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 3 }), { nil: undefined })
    const flags = fc.record(Object.fromEntries(ACCESS_PRIVILEGES.map((p) => [accessFlag(p), fc.boolean()])), { requiredKeys: [] })
    const subject = fc.record({
      id: fc.integer({ min: 1, max: 5 }),
      role: fc.constantFrom('staff', 'vendor', 'superadmin', 'contractor', 'intern'),
      access_vendor_portal: fc.boolean(), is_manager: fc.boolean(), is_employee: fc.boolean(), is_intern: fc.boolean(),
      customer_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }), vendor_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      person_id: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
      managed_person_ids: ids, report_person_ids: ids, readable_report_ids: ids, shared_expense_report_ids: ids, managed_vendor_ids: ids,
    }).chain((base) => flags.map((f) => ({ ...base, ...f }) as RoleSubject))
    // Subjects seen again, and one changed in place after its matrix was kept (a request adopting a tenant).
    fc.assert(fc.property(fc.array(subject, { minLength: 1, maxLength: 8 }), fc.constantFrom(...ACCESS_PRIVILEGES), (subjects, privilege) => {
      for (const s of [...subjects, ...subjects]) expect(permissionMatrix(s, catalogue)).toEqual(computePermissionMatrix(s, catalogue))
      const changed = subjects[0]
      changed[accessFlag(privilege)] = !changed[accessFlag(privilege)]
      changed.managed_person_ids = [...(changed.managed_person_ids ?? []), 42]
      expect(permissionMatrix(changed, catalogue)).toEqual(computePermissionMatrix(changed, catalogue))
    }), { numRuns: 150 })
  }, 120_000) // a CPU-bound property run: CI's loaded cores stretch it past vitest's 5 s default

  it('a kept matrix is shared, so it cannot be changed', () => {
    const m = permissionMatrix(hrAdmin, catalogue)
    expect(permissionMatrix({ ...hrAdmin }, catalogue)).toBe(m)
    expect(() => { (m.people as Record<string, boolean>).delete = true }).toThrow(TypeError)
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

describe('selfEditViolations()', () => {
  const own = { id: 3, person_id: 30, customer_id: 1 }
  const me: RoleSubject = { ...employee, person_id: 30 }

  it('refuses the row\'s identity, tenant, timestamps and photo on every resource a person edits as their own', () => {
    for (const name of ['people', 'bank_account', 'passport', 'emergency_contact', 'timesheet', 'data_value']) {
      const record = name === 'people' ? { id: 30, user_id: 7, customer_id: 1 } : own
      for (const field of ['customer_id', 'user_id', 'id', 'created_at', 'deleted_at', 'photo']) {
        expect(selfEditViolations(me, getResource(name), record, { [field]: 1 }), `${name}.${field}`)
          .toEqual([{ field, rule: 'self_editable', message: 'messages.self_edit_forbidden' }])
      }
    }
  })

  it('lets the person send the fields they may change, and holders of the privilege anything', () => {
    expect(selfEditViolations(me, getResource('passport'), own, { number: 'X1', person_id: 30 })).toEqual([])
    expect(selfEditViolations(me, getResource('people'), { id: 30, user_id: 7 }, { phone: '+65 9000 0000' })).toEqual([])
    expect(selfEditViolations(me, getResource('people'), { id: 30, user_id: 7 }, { job_title: 'CEO' })).toHaveLength(1)
    expect(selfEditViolations(hrAdmin, getResource('passport'), own, { customer_id: 2 })).toEqual([])
  })
})

describe('vendor-owned rows (partners)', () => {
  const primaryAdmin: RoleSubject = { id: 20, role: 'vendor', access_vendor_portal: true, vendor_id: 1, managed_vendor_ids: [1, 2] }
  const partnerAdmin: RoleSubject = { id: 21, role: 'vendor', access_vendor_portal: true, vendor_id: 2, managed_vendor_ids: [2] }
  const customerAdmin: RoleSubject = { id: 22, role: 'staff', is_employee: true, access_admin: true }
  const primaryRow = { id: 5, owner_type: 'vendor', vendor_id: 1, customer_id: null }
  const partnerRow = { id: 6, owner_type: 'vendor', vendor_id: 2, customer_id: null }

  it('only the owning vendor (or the vendor managing it) writes a vendor\'s services, entities and prices', () => {
    for (const name of ['vendor_service', 'business_entity', 'agreement', 'company_doc', 'company_bank_account', 'pricebook']) {
      for (const action of ['update', 'delete'] as const) {
        expect(can(partnerAdmin, action, name, primaryRow), `${name} ${action} partner→primary`).toBe(false)
        expect(can(customerAdmin, action, name, primaryRow), `${name} ${action} customer→primary`).toBe(false)
        expect(can(primaryAdmin, action, name, primaryRow), `${name} ${action} primary→own`).toBe(true)
        expect(can(partnerAdmin, action, name, partnerRow), `${name} ${action} partner→own`).toBe(true)
        expect(can(primaryAdmin, action, name, partnerRow), `${name} ${action} primary→managed partner`).toBe(true)
      }
    }
  })
})
