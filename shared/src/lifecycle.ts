import { PERSON_STATUSES, type PersonStatus } from './enums.js'
import { defineWorkflow, type MoveCondition } from './workflow/define.js'
import { machineRefusal } from './workflow/judge.js'

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

const ofType = (kind: 'staff' | 'contractor'): MoveCondition =>
  ({ column: 'type', is: 'contractor', ...(kind === 'staff' ? { not: true as const } : {}), refusal: 'person_status_transition' })

/**
 * The person lifecycle on the workflow kernel (issue 45): the moves of STATUS_TRANSITIONS, each for
 * its person type (a condition on `type`). It has no endpoint of its own: the status is a field of
 * the person's update and the offboarding, and those judge the change by this declaration.
 */
export const personLifecycle = defineWorkflow({
  resource: 'people',
  field: 'status',
  states: PERSON_STATUSES,
  ask: { by: 'state', key: 'status' },
  reach: 'update',
  refusals: { invalid: 'person_status_transition', final: 'person_status_transition', forbidden: 'forbidden' },
  moves: (['staff', 'contractor'] as const).flatMap((kind) => Object.entries(STATUS_TRANSITIONS[kind]).flatMap(([from, targets]) =>
    (targets ?? []).map((to) => ({ action: `${kind}_${from}_to_${to}`, from: [from as PersonStatus], to, who: 'authenticated' as const, when: [ofType(kind)] })))),
})

/** Whether a person of `type` may move from `from` to `to` (staying put is always allowed): the lifecycle's judgement. */
export function canTransition(type: string, from: string, to: string): boolean {
  return from === to || machineRefusal(personLifecycle, from, to, { type }) === null
}

/** Offboarding ends in these statuses: staff leave as separated (then offboarded), contractors as inactive. */
export const OFFBOARD_STATUSES = ['separated', 'offboarded', 'inactive'] as const
