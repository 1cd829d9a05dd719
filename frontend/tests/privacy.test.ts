import { describe, expect, it } from 'vitest'
import { agreementTime, hasAgreedPrivacy, privacyGate, termsRequested } from '../src/components/privacy'

const staff = (agreed: string | null) => ({ agree_privacy_time: agreed, roles: { admin: false } })

describe('privacy agreement and onboarding gate (shell §4)', () => {
  it('admins count as agreed; others need agree_privacy_time', () => {
    expect(hasAgreedPrivacy({ agree_privacy_time: null, roles: { admin: true } })).toBe(true)
    expect(hasAgreedPrivacy(staff(null))).toBe(false)
    expect(hasAgreedPrivacy(staff(''))).toBe(false)
    expect(hasAgreedPrivacy(staff('2026-01-01T00:00:00Z'))).toBe(true)
  })
  it('terms=true is read case-insensitively', () => {
    expect(termsRequested('?terms=true')).toBe(true)
    expect(termsRequested('?Terms=TRUE&x=1')).toBe(true)
    expect(termsRequested('?terms=false')).toBe(false)
    expect(termsRequested('')).toBe(false)
  })
  it('gate: agreed users pass, others go to onboarding unless the terms dialog is asked for', () => {
    expect(privacyGate(staff('2026-01-01'), '')).toBe('show')
    expect(privacyGate(staff(null), '')).toBe('onboarding')
    expect(privacyGate(staff(null), '?terms=True')).toBe('terms')
  })
  it('formats the agreement time as YYYY/MM/DD HH:mm', () => {
    expect(agreementTime(new Date(2026, 10, 21, 9, 5))).toBe('2026/11/21 09:05')
  })
})
