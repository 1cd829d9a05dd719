import { describe, expect, it } from 'vitest'
import { canTransition, crossFieldViolations, getResource, STATUS_TRANSITIONS, STAFF_STATUSES, CONTRACTOR_STATUSES } from '../src/index.js'

describe('person status transitions (domain §4)', () => {
  it('staff move forward through onboarding, probation, regular, then leave via separated to offboarded', () => {
    expect(canTransition('staff', 'onboarding', 'probation')).toBe(true)
    expect(canTransition('staff', 'probation', 'regular')).toBe(true)
    expect(canTransition('staff', 'regular', 'separated')).toBe(true)
    expect(canTransition('staff', 'separated', 'offboarded')).toBe(true)
    expect(canTransition('staff', 'onboarding', 'offboarded')).toBe(false)
    expect(canTransition('staff', 'offboarded', 'regular')).toBe(false)
    expect(canTransition('staff', 'regular', 'active')).toBe(false)
    expect(canTransition('staff', 'regular', 'regular')).toBe(true)
  })

  it('contractors toggle active and inactive and never take staff statuses', () => {
    expect(canTransition('contractor', 'active', 'inactive')).toBe(true)
    expect(canTransition('contractor', 'inactive', 'active')).toBe(true)
    expect(canTransition('contractor', 'active', 'regular')).toBe(false)
    expect(canTransition('contractor', 'active', 'separated')).toBe(false)
  })

  it('every target is a status of its person type (or a legacy code)', () => {
    const staffTargets = Object.values(STATUS_TRANSITIONS.staff).flat()
    for (const s of staffTargets) expect([...STAFF_STATUSES, 'terminated']).toContain(s)
    const contractorTargets = Object.values(STATUS_TRANSITIONS.contractor).flat()
    for (const s of contractorTargets) expect([...CONTRACTOR_STATUSES, 'offboarded']).toContain(s)
  })
})

describe('employment info rules (domain §5), shared by the form and the API', () => {
  const def = getResource('employment_info')
  it('probation end and last working day not before the job start; contract end not before its start', () => {
    const v = crossFieldViolations(def, {
      job_start_date: '2026-03-01', probation_end_date: '2026-02-01', last_working_day: '2026-02-28',
      contract_start_date: '2026-03-01', contract_end_date: '2026-02-01',
    })
    expect(v.map((x) => [x.field, x.message])).toEqual([
      ['probation_end_date', 'validation.after_or_equal_job_start'],
      ['last_working_day', 'validation.after_or_equal_job_start'],
      ['contract_end_date', 'validation.contract_end_after_start'],
    ])
    expect(crossFieldViolations(def, { job_start_date: '2026-03-01', probation_end_date: '2026-03-01' })).toEqual([])
  })
})
