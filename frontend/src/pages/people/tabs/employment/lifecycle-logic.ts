import { canTransition } from '@hr/shared'

/**
 * The statuses the offboard dialog offers (domain §4): staff leave as separated, then offboarded;
 * contractors as inactive, then offboarded — only those reachable from the current status.
 */
export function offboardTargets(type: string, status: string): string[] {
  const ends = type === 'contractor' ? ['inactive', 'offboarded'] : ['separated', 'offboarded']
  return ends.filter((s) => s !== status && canTransition(type, status, s))
}

/** Change country applies only to non-expat staff (domain §5); interns and contractors are never set as expats. */
export const mayChangeCountry = (person: { type: string; is_expat?: unknown }) => person.type === 'staff' && !person.is_expat
export const maySetExpat = (person: { type: string; is_expat?: unknown; profile_type?: unknown }) =>
  person.type === 'staff' && !person.is_expat && person.profile_type !== 'intern'
