import { describe, expect, it } from 'vitest'
import { onboardingChecklist, stepFromSearch } from '../src/pages/home/onboarding/onboarding-steps'

const complete = { name: 'Nina', personal_email: 'n@mail.test', phone: '+65 8123 4567', birth_date: '1990-01-01', nationality: 'HK', permanent_address: '1 Main St' }

describe('onboarding checklist', () => {
  it('is complete when the personal fields, a passport, an emergency contact and a bank account are there', () => {
    const items = onboardingChecklist({ person: complete, bankAccounts: 1, passports: 1, emergencyContacts: 2 })
    expect(items.every((i) => i.done)).toBe(true)
    expect(items.map((i) => i.key)).toEqual(['personal', 'passport', 'emergency_contact', 'bank'])
  })

  it('names the personal fields still empty (blank text counts as empty) and what else is missing', () => {
    const items = onboardingChecklist({ person: { ...complete, phone: '  ', birth_date: null }, bankAccounts: 0, passports: 1, emergencyContacts: 0 })
    const byKey = Object.fromEntries(items.map((i) => [i.key, i]))
    expect(byKey.personal).toMatchObject({ done: false, missing: ['phone', 'birth_date'], step: 'personal' })
    expect(byKey.passport.done).toBe(true)
    expect(byKey.emergency_contact.done).toBe(false)
    expect(byKey.bank).toMatchObject({ done: false, step: 'bank' })
  })

  it('reads the step from ?step=, falling back to the first', () => {
    expect(stepFromSearch('?step=bank')).toBe('bank')
    expect(stepFromSearch('?step=review')).toBe('review')
    expect(stepFromSearch('?step=system')).toBe('personal')
    expect(stepFromSearch('')).toBe('personal')
  })
})
