import { writableFields, type FieldDef, type ResourceDef } from '@hr/shared'
import type { FactoryOptions } from '#resources/row_factory'

/** A plausible value of a field's type, unique per `n` where it must be (e-mails, domains). */
export function sample(f: FieldDef, n: number): unknown {
  switch (f.type) {
    case 'email': return `matrix.${n}.${Date.now()}@leak.test`
    case 'enum': return f.enum![0]
    case 'boolean': return false
    case 'date': return '2020-01-01'
    case 'country': return 'SG'
    case 'integer': return 1
    default: return f.pattern === 'domain' ? `matrix${n}.leak.test` : `Matrix ${n}`
  }
}

/**
 * A create body with every required field but references, synchronously (the bad-input suite's base
 * body); rows and bodies with their references are the row factory's (app/resources/row_factory.ts).
 */
export function createPayload(def: ResourceDef, n: number) {
  return Object.fromEntries(writableFields(def).filter((f) => f.required && f.type !== 'reference').map((f) => [f.name, sample(f, n)]))
}

/**
 * Factory options for rows a workflow checks beyond their fields: leave of a type counted in
 * calendar days that may go negative, expenses of an item without a receipt requirement, dependents
 * covered within their plan, so suites about access and bad input are not refused for a balance, a
 * weekend, a missing receipt or a cover date.
 */
export const WORKFLOW_ROWS: Record<string, FactoryOptions> = {
  leave: { references: { leave_type: { allow_negative: true, day_type: 'calendar' } } },
  leave_entitlement: { values: { year: 2031 }, references: { leave_type: { allow_negative: true } } },
  expense: { references: { allowance_item: { receipt_required: false, is_active: true } } },
  // Covered after its enrolment's start (factory dates are in 2031; the enrolment has no end).
  insurance_dependent: { values: { covered_from: '2032-01-01' } },
  // A fresh comment (the demo's are past their edit window) on a fresh, open case.
  mobility_comment: {},
}
