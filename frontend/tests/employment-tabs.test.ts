import { describe, expect, it } from 'vitest'
import { crossFieldViolations, getResource } from '@hr/shared'
import { PLACEHOLDER_ROUTES } from '../src/routing/shell-routes'
import { PERSON_TABS } from '../src/pages/people/tabs/registry'
import { mayChangeCountry, maySetExpat, offboardTargets } from '../src/pages/people/tabs/employment/lifecycle-logic'

describe('employment tabs (issue 5)', () => {
  it('registers its tabs under keys of the route table', () => {
    for (const key of ['employment', 'work', 'timesheet', 'manage-country']) {
      expect(PERSON_TABS[key], key).toBeDefined()
      expect(PLACEHOLDER_ROUTES).toContain(`/people/staff/:id/${key}`)
    }
  })

  it('offboarding offers only the statuses reachable from the current one (domain §4)', () => {
    expect(offboardTargets('staff', 'regular')).toEqual(['separated'])
    expect(offboardTargets('staff', 'separated')).toEqual(['offboarded'])
    expect(offboardTargets('staff', 'offboarded')).toEqual([])
    expect(offboardTargets('contractor', 'active')).toEqual(['inactive'])
    expect(offboardTargets('contractor', 'inactive')).toEqual(['offboarded'])
  })

  it('change country only for non-expat staff; interns and contractors are never set as expats', () => {
    expect(mayChangeCountry({ type: 'staff', is_expat: false })).toBe(true)
    expect(mayChangeCountry({ type: 'staff', is_expat: true })).toBe(false)
    expect(mayChangeCountry({ type: 'contractor', is_expat: false })).toBe(false)
    expect(maySetExpat({ type: 'staff', is_expat: false, profile_type: 'staff_only' })).toBe(true)
    expect(maySetExpat({ type: 'staff', is_expat: false, profile_type: 'intern' })).toBe(false)
  })

  it('the employment form checks the same date rules as the API before saving', () => {
    const v = crossFieldViolations(getResource('employment_info'), { job_start_date: '2026-03-01', probation_end_date: '2026-02-01' })
    expect(v).toEqual([{ field: 'probation_end_date', rule: 'afterOrEqual', message: 'validation.after_or_equal_job_start' }])
    const sheet = crossFieldViolations(getResource('timesheet'), { start_time: '18:00', end_time: '09:00' })
    expect(sheet.map((x) => x.field)).toEqual(['end_time'])
  })
})
