/**
 * The employee's own onboarding (/onboarding/personal): the steps they go through once they have
 * agreed to the terms, and what "complete" means for each — pure rules, unit-tested.
 */
export const ONBOARDING_STEPS = ['personal', 'bank', 'docs', 'review'] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

/** Personal data HR needs before the first payroll (the rest of the personal tab is optional). */
export const REQUIRED_PERSONAL_FIELDS = ['name', 'personal_email', 'phone', 'birth_date', 'nationality', 'permanent_address'] as const

export interface OnboardingFacts {
  person: Record<string, unknown>
  bankAccounts: number
  passports: number
  emergencyContacts: number
}

export interface ChecklistItem {
  key: 'personal' | 'passport' | 'emergency_contact' | 'bank'
  done: boolean
  /** The step where the item is filled in. */
  step: OnboardingStep
  /** Personal fields still empty (personal only). */
  missing?: string[]
}

const filled = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== ''

export function onboardingChecklist(f: OnboardingFacts): ChecklistItem[] {
  const missing = REQUIRED_PERSONAL_FIELDS.filter((k) => !filled(f.person[k]))
  return [
    { key: 'personal', done: missing.length === 0, step: 'personal', missing },
    { key: 'passport', done: f.passports > 0, step: 'personal' },
    { key: 'emergency_contact', done: f.emergencyContacts > 0, step: 'personal' },
    { key: 'bank', done: f.bankAccounts > 0, step: 'bank' },
  ]
}

/** The step the URL asks for (`?step=`), or the first one. */
export function stepFromSearch(search: string): OnboardingStep {
  const asked = new URLSearchParams(search).get('step')
  return (ONBOARDING_STEPS as readonly string[]).includes(asked ?? '') ? (asked as OnboardingStep) : 'personal'
}
