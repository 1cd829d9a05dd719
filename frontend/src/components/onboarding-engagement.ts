/** What the summary bar knows of how a person is engaged (profile/me or the verified onboarding token). */
export interface EngagementFacts {
  person_type?: string | null
  profile_type?: string | null
  engagement_type?: string | null
  is_intern?: boolean | null
}

/**
 * The engagement in the words a person uses (shell §2.4 summary bar): employee, intern, independent
 * contractor, or an employee through an employer of record, as `shell.onboarding.engagement.*`.
 * The service the company bought (service_type: system, payroll, EOR, HRO) is the provider's
 * concern and means nothing to the person, so it is not what is shown. Null when nothing is known.
 */
export function engagementKey(p: EngagementFacts): string | null {
  const key = (name: string) => `shell.onboarding.engagement.${name}`
  if (p.person_type === 'contractor' || p.engagement_type === 'ic') return key('contractor')
  if (p.profile_type === 'intern' || p.is_intern) return key('intern')
  if (p.engagement_type === 'eor') return key('eor_employee')
  if (p.person_type === 'staff' || p.engagement_type === 'internal' || p.profile_type) return key('employee')
  return null
}
