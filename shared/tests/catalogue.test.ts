import { describe, expect, it } from 'vitest'
import { catalogue, defineResource, getResource, pluralName, writableFields } from '../src/catalogue/index.js'
import { compareDecimals, crossFieldViolations, passwordProblems } from '../src/validation.js'
import { ADMIN_SETTING_TABS, VENDOR_SETTING_TABS, adminSettingTabs, dataCloudTabs, vendorSettingTabs } from '../src/navigation.js'

describe('catalogue', () => {
  it('has unique names and paths, and every resource declares a tenant column', () => {
    expect(new Set(catalogue.map((r) => r.name)).size).toBe(catalogue.length)
    expect(new Set(catalogue.map((r) => r.path)).size).toBe(catalogue.length)
    for (const r of catalogue) {
      expect(r.fields.some((f) => f.name === r.tenantColumn)).toBe(true)
      if (r.screens?.length !== 0) expect(r.routes?.list).toMatch(/^\//)
    }
  })

  it('derives path, table and tenant column from the name and scope; a declaration may override each', () => {
    const base = { titleField: 'name', fields: [{ name: 'name', type: 'string' as const }], access: { list: 'authenticated', show: 'authenticated', create: 'nobody', update: 'nobody', delete: 'nobody' } as const }
    const course = defineResource({ ...base, name: 'training_course', scope: 'customer' })
    expect([course.path, course.table, course.tenantColumn]).toEqual(['training-course', 'training_courses', 'customer_id'])
    expect(course.routes?.list).toBe('/training_course')
    const own = defineResource({ ...base, name: 'doc', scope: 'vendor', table: 'documents', path: 'docs' })
    expect([own.path, own.table, own.tenantColumn]).toEqual(['docs', 'documents', 'vendor_id'])
    expect(['company_policy', 'address', 'day', 'box', 'batch'].map(pluralName)).toEqual(['company_policies', 'addresses', 'days', 'boxes', 'batches'])
  })

  it('places a resource in the admin settings: routes under /admin-setting/<path> and a tab after the fixed ones', () => {
    const base = { titleField: 'name', fields: [{ name: 'name', type: 'string' as const }], access: { list: 'authenticated', show: 'authenticated', create: 'authenticated', update: 'authenticated', delete: 'nobody' } as const }
    const course = defineResource({ ...base, name: 'training_course', scope: 'customer', placement: 'admin-setting' })
    expect(course.routes).toEqual({
      list: '/admin-setting/training-course', create: '/admin-setting/training-course/create',
      show: '/admin-setting/training-course/:id', edit: '/admin-setting/training-course/:id/edit',
    })
    const tabs = adminSettingTabs([...catalogue, course])
    expect(tabs.slice(0, ADMIN_SETTING_TABS.length).map((t) => t.key)).toEqual([...ADMIN_SETTING_TABS])
    expect(tabs.at(-1)).toEqual({ key: 'training-course', labelKey: 'training_course.titles.list', resource: 'training_course' })
    // The catalogue's own menu resources still come from their placement.
    expect(catalogue.filter((d) => d.placement === 'menu').map((d) => d.name)).toEqual(['people'])
  })

  it('places reference data in the data cloud and vendor lists in the vendor settings, as tabs of those sections', () => {
    expect(dataCloudTabs(catalogue)).toEqual([
      { key: 'leave-type', labelKey: 'leave_type.titles.list', resource: 'leave_type' },
      { key: 'pay-items', labelKey: 'pay_item.titles.list', resource: 'pay_item' },
      { key: 'public-holiday', labelKey: 'public_holiday.titles.list', resource: 'public_holiday' },
    ])
    expect(getResource('leave_type').routes?.edit).toBe('/superadmin/data-cloud/leave-type/:id/edit')
    const settings = vendorSettingTabs(catalogue)
    expect(settings.map((t) => t.key)).toEqual([...VENDOR_SETTING_TABS])
    expect(settings.filter((t) => t.resource).map((t) => [t.key, t.labelKey])).toEqual([['pricebook', 'vendor_portal.settings.tabs.pricebook']])
    const base = { titleField: 'name', fields: [{ name: 'name', type: 'string' as const }], access: { list: 'authenticated', show: 'authenticated', create: 'superadmin', update: 'superadmin', delete: 'superadmin' } as const }
    const grade = defineResource({ ...base, name: 'job_grade', scope: 'platform', placement: 'data-cloud' })
    expect(grade.routes?.list).toBe('/superadmin/data-cloud/job-grade')
    expect(dataCloudTabs([...catalogue, grade]).at(-1)).toEqual({ key: 'job-grade', labelKey: 'job_grade.titles.list', resource: 'job_grade' })
    const rate = defineResource({ ...base, name: 'service_rate', scope: 'vendor', placement: 'vendor-setting' })
    expect(vendorSettingTabs([...catalogue, rate]).at(-1)).toEqual({ key: 'service-rate', labelKey: 'service_rate.titles.list', resource: 'service_rate' })
  })

  it('never lets a client write server-managed fields', () => {
    const people = getResource('people')
    const names = writableFields(people).map((f) => f.name)
    for (const f of ['id', 'customer_id', 'user_id', 'created_at', 'deleted_at']) expect(names).not.toContain(f)
  })

  it('rejects malformed declarations', () => {
    expect(() => defineResource({ name: 'x', path: 'x', table: 'x', scope: 'platform', tenantColumn: 'id', titleField: 'nope', fields: [],
      access: { list: 'admin', show: 'admin', create: 'admin', update: 'admin', delete: 'admin' } })).toThrow(/titleField/)
    expect(() => defineResource({ name: 'x', path: 'x', table: 'x', scope: 'platform', tenantColumn: 'id', titleField: 'k',
      fields: [{ name: 'k', type: 'enum' }],
      access: { list: 'admin', show: 'admin', create: 'admin', update: 'admin', delete: 'admin' } })).toThrow(/enum/)
  })

  it('cross-field rule: an intern cannot be an expat', () => {
    const people = getResource('people')
    expect(crossFieldViolations(people, { profile_type: 'intern', is_expat: true })).toHaveLength(1)
    expect(crossFieldViolations(people, { profile_type: 'staff_only', is_expat: true })).toHaveLength(0)
    expect(crossFieldViolations(people, { profile_type: 'intern', is_expat: false })).toHaveLength(0)
  })
})

describe('password rule (domain §5)', () => {
  it('needs 8 characters with upper, lower, digit and special', () => {
    expect(passwordProblems('Demo@12345')).toEqual([])
    expect(passwordProblems('short1!')).toContain('password_min_length')
    expect(passwordProblems('alllower1!')).toEqual(['password_uppercase'])
    expect(passwordProblems('NoDigits!!')).toEqual(['password_number'])
    expect(passwordProblems('NoSpecial123')).toEqual(['password_special'])
  })
})

describe('screens', () => {
  it('offers no create or edit screen where nobody may create or update', () => {
    const logs = getResource('logs')
    expect(logs.routes?.create).toBeUndefined()
    expect(logs.routes?.edit).toBeUndefined()
    expect(logs.routes?.list).toBe('/admin-setting/audit-log')
    expect(getResource('people').routes).toMatchObject({ list: '/people/staff', create: '/people/staff/create' })
  })
})

describe('pricebook rules', () => {
  const pb = getResource('pricebook')
  it('requires the amount its fee type and VAT model name', () => {
    const fields = (r: Record<string, unknown>) => crossFieldViolations(pb, r).map((v) => v.field)
    expect(fields({ fee_type: 'fix_fee', vat_model: 'none' })).toEqual(['fix_fee'])
    expect(fields({ fee_type: 'percentage', percentage_rate: '1.5', vat_model: 'full' })).toEqual(['vat_rate'])
    expect(fields({ fee_type: 'fix_fee', fix_fee: '100.00', vat_model: 'none', deposit_type: 'fixed' })).toEqual(['deposit_amount'])
  })

  it('compares amounts exactly: the maximum may not be below the minimum', () => {
    const max = (min: string, maxCharge: string) =>
      crossFieldViolations(pb, { fee_type: 'fix_fee', fix_fee: '1', vat_model: 'none', minimum_charge: min, max_charge: maxCharge }).length
    expect(max('100.10', '100.09')).toBe(1)
    expect(max('100.10', '100.1')).toBe(0)
    expect(max('9', '10')).toBe(0)
    expect(compareDecimals('0.30', '0.3')).toBe(0)
    expect(compareDecimals('-1.5', '1')).toBe(-1)
  })
})
