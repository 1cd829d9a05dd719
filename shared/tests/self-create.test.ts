import { describe, expect, it } from 'vitest'
import { can, selfCreateValues, selfCreateViolations } from '../src/access.js'
import { getResource } from '../src/catalogue/index.js'
import type { RoleSubject } from '../src/roles.js'

/** Issue 42 item 8: a person files documents of their own, of a person's types, shared with them. */
const employee: RoleSubject = { id: 7, role: 'staff', is_employee: true, person_id: 70 }
const hrAdmin: RoleSubject = { id: 4, role: 'staff', is_manager: true, is_employee: true, person_id: 40, access_personal_info: true }
const doc = getResource('doc')
const own = (extra: Record<string, unknown> = {}) => ({ person_id: 70, doc_type: 'personal', access_control: 'everyone', ...extra })

describe('selfCreate (a person filing a row of their own)', () => {
  it('an employee may create a document of their own person only', () => {
    expect(can(employee, 'create', 'doc', own())).toBe(true)
    expect(can(employee, 'create', 'doc', own({ person_id: 71 }))).toBe(false)
    expect(can(employee, 'create', 'doc', own({ person_id: null }))).toBe(false)
  })

  it("a new row's access_control is judged by selfCreate (naming the field), a stored row's by selfRequires", () => {
    expect(can(employee, 'create', 'doc', own({ access_control: 'admin' }))).toBe(true)
    expect(selfCreateViolations(employee, doc, own({ access_control: 'admin' }))).toEqual([
      { field: 'access_control', rule: 'self_create', message: 'messages.doc_access_self_filed' },
    ])
    expect(can(employee, 'show', 'doc', own({ id: 5, access_control: 'admin' }))).toBe(false)
    expect(can(employee, 'show', 'doc', own({ id: 5 }))).toBe(true)
  })

  it('payslips, company documents and orders are HR\'s to file', () => {
    for (const docType of ['payslip', 'company', 'order']) {
      expect(selfCreateViolations(employee, doc, own({ doc_type: docType })).map((v) => v.field)).toEqual(['doc_type'])
      expect(selfCreateViolations(hrAdmin, doc, own({ doc_type: docType, access_control: 'admin' }))).toEqual([])
    }
    for (const docType of ['personal', 'work', 'others']) expect(selfCreateViolations(employee, doc, own({ doc_type: docType }))).toEqual([])
  })

  it('forms offer a person their own choices only, HR every value', () => {
    expect(selfCreateValues(employee, doc, 'doc_type', own())).toEqual(['personal', 'work', 'others'])
    expect(selfCreateValues(employee, doc, 'access_control', own())).toEqual(['everyone'])
    expect(selfCreateValues(hrAdmin, doc, 'doc_type', own())).toBeNull()
    expect(selfCreateValues(employee, doc, 'file_name', own())).toBeNull()
  })

  it('a person deletes what they filed (created_by), nothing else', () => {
    expect(can(employee, 'delete', 'doc', own({ id: 5, created_by: 7 }))).toBe(true)
    expect(can(employee, 'delete', 'doc', own({ id: 5, created_by: 4 }))).toBe(false)
    expect(can(employee, 'delete', 'doc', own({ id: 5, created_by: null, doc_type: 'payslip' }))).toBe(false)
    expect(can(hrAdmin, 'delete', 'doc', own({ id: 5, created_by: null, doc_type: 'payslip' }))).toBe(true)
    // Re-filed by HR since (a payslip, kept from the person): no longer the person's own filing.
    expect(can(employee, 'delete', 'doc', own({ id: 5, created_by: 7, doc_type: 'payslip' }))).toBe(false)
    expect(can(employee, 'delete', 'doc', own({ id: 5, created_by: 7, access_control: 'admin' }))).toBe(false)
  })
})
