import type { PersonStatus } from './enums.js'

/** Employment codes (domain §9): contract types of employees and the employment (hiring) types. */
export const CONTRACT_TYPES = ['permanent', 'fixed_term'] as const
export const HIRING_TYPES = ['intern', 'local_hire_foreigner', 'local_hire_local'] as const
export const EXPAT_ACTIONS = ['set', 'stop'] as const

/** Dynamic data items (domain §3 EDT/CDT). */
export const DATA_ITEM_KINDS = ['cdt', 'edt'] as const
export const DATA_ITEM_VALUE_TYPES = ['text', 'date', 'doc'] as const
export const DICTIONARY_KEYS = ['data', 'notes'] as const

/**
 * Where a person's status may go next (domain §4). Staff move onboarding → probation → regular,
 * then leave through resigned/terminated → separated → offboarded; contractors toggle active and
 * inactive. The legacy codes (resign, in_service) behave like their modern twins. 'deleted' is
 * only ever set by deletion.
 */
export const STATUS_TRANSITIONS: Record<'staff' | 'contractor', Partial<Record<PersonStatus, readonly PersonStatus[]>>> = {
  staff: {
    onboarding: ['probation', 'regular', 'separated'],
    probation: ['regular', 'resigned', 'terminated', 'separated'],
    regular: ['resigned', 'terminated', 'separated'],
    in_service: ['resigned', 'terminated', 'separated'],
    resign: ['resigned', 'regular', 'separated'],
    resigned: ['regular', 'separated'],
    terminated: ['separated'],
    separated: ['offboarded'],
    offboarded: [],
  },
  contractor: {
    onboarding: ['active', 'inactive'],
    active: ['inactive'],
    inactive: ['active', 'offboarded'],
    offboarded: [],
  },
}

/** Whether a person of `type` may move from `from` to `to` (staying put is always allowed). */
export function canTransition(type: string, from: string, to: string): boolean {
  if (from === to) return true
  const table = STATUS_TRANSITIONS[type === 'contractor' ? 'contractor' : 'staff']
  return (table[from as PersonStatus] ?? []).includes(to as PersonStatus)
}

/** Offboarding ends in these statuses: staff leave as separated (then offboarded), contractors as inactive. */
export const OFFBOARD_STATUSES = ['separated', 'offboarded', 'inactive'] as const
