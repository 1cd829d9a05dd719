import { can, crossFieldViolations, getResource, INSURANCE_COVERAGES, type InsuranceCoverage, type RoleSubject } from '@hr/shared'
import type { InsuranceDependent, InsuranceEnrolment, InsurancePlan } from './model'

/** One item a plan covers: which, up to which limit (decimal text, in the plan's currency), with its note. */
export interface CoverageLine { coverage: InsuranceCoverage; limit: string | null; note: string | null }

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
const amount = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v))

/** The items a plan covers, in the catalogue's order; a limit or note of an item it does not cover is left out. */
export function coverageSummary(plan: Record<string, unknown> | null | undefined): CoverageLine[] {
  if (!plan) return []
  return INSURANCE_COVERAGES.filter((c) => plan[c] === true || plan[c] === 1 || plan[c] === 'true')
    .map((c) => ({ coverage: c, limit: amount(plan[`${c}_limit`]), note: text(plan[`${c}_note`]) }))
}

/**
 * The plans an enrolment may name: the active ones (the API refuses an inactive plan), plus the
 * plan it names already when editing, so the form still shows it.
 */
export function planChoices(plans: readonly InsurancePlan[], currentPlanId?: number | null) {
  return plans.filter((p) => p.is_active || p.id === currentPlanId)
    .map((p) => ({ value: p.id, label: `${p.name} · ${p.provider}`, inactive: !p.is_active }))
}

/** Where an enrolment stands on `today` (YYYY-MM-DD): not started yet, running, or over. */
export type EnrolmentState = 'upcoming' | 'active' | 'ended'
export function enrolmentState(e: Pick<InsuranceEnrolment, 'plan_start_date' | 'plan_end_date'>, today: string): EnrolmentState {
  if (e.plan_start_date && today < e.plan_start_date.slice(0, 10)) return 'upcoming'
  if (e.plan_end_date && today > e.plan_end_date.slice(0, 10)) return 'ended'
  return 'active'
}
export const ENROLMENT_STATE_COLOURS: Record<EnrolmentState, string> = { upcoming: 'blue', active: 'green', ended: 'default' }

/** What the user may do with a person's insurance: read it (self, data managers, info privilege), keep it (info privilege). */
export function insuranceRights(user: RoleSubject | null | undefined, personId: number) {
  const owned = { person_id: personId }
  const def = getResource('insurance_enrolment')
  return {
    read: can(user, 'list', def, owned),
    manage: can(user, 'create', def, owned),
    // Dependents take the enrolment's person, so its rules (the same as the enrolment's) apply.
    manageDependents: can(user, 'create', getResource('insurance_dependent'), owned),
  }
}

/** The company-wide list: who may read it (the info privilege; others see only their own or their managed staff's rows) and keep it. */
export function insuranceCompanyRights(user: RoleSubject | null | undefined) {
  const def = getResource('insurance_enrolment')
  return { read: can(user, 'list', def), manage: can(user, 'create', def) }
}

/** The insurance screens' URLs: the company list (the catalogue's routes), an enrolment, a person's tab. */
export const ENROLMENTS_URL = '/global-mobility/insurance'
export const enrolmentUrl = (id: number) => `${ENROLMENTS_URL}/${id}`
export const personInsuranceUrl = (personId: number) => `/people/staff/${personId}/insurance`

export const ENROLMENT_FIELDS = ['plan_id', 'plan_start_date', 'plan_end_date', 'member_number', 'files', 'notes'] as const
export const DEPENDENT_FIELDS = ['name', 'relationship', 'birth_date', 'covered_from', 'covered_to', 'notes'] as const

/** A form's values as the API body: text trimmed, blank as null; files as a list. */
function payload(fields: readonly string[], values: Record<string, unknown>) {
  const out: Record<string, unknown> = {}
  for (const key of fields) {
    const v = values[key]
    out[key] = typeof v === 'string' ? (v.trim() || null) : v ?? null
  }
  if ('files' in out) out.files = Array.isArray(out.files) ? out.files : []
  return out
}

/** POST /api/insurance-enrolment (with the person) or its update_data (the person never changes). */
export function enrolmentPayload(values: Record<string, unknown>, personId?: number | null) {
  const body = payload(ENROLMENT_FIELDS, values)
  return personId ? { ...body, person_id: personId } : body
}

/** POST /api/insurance-dependent (with its enrolment; the server takes the person from it) or its update_data. */
export function dependentPayload(values: Record<string, unknown>, enrolmentId?: number | null) {
  const body = payload(DEPENDENT_FIELDS, values)
  return enrolmentId ? { ...body, enrolment_id: enrolmentId } : body
}

/** A new dependent is covered for the whole plan unless HR narrows it. */
export const dependentDefaults = (e: Pick<InsuranceEnrolment, 'plan_start_date' | 'plan_end_date'>) =>
  ({ covered_from: e.plan_start_date?.slice(0, 10) ?? null, covered_to: e.plan_end_date?.slice(0, 10) ?? null })

/** The catalogue's cross-field rules (end on or after start), checked before a round trip; `message` is a locale key. */
export const enrolmentViolations = (values: Record<string, unknown>) => crossFieldViolations(getResource('insurance_enrolment'), values)
export const dependentViolations = (values: Record<string, unknown>) => crossFieldViolations(getResource('insurance_dependent'), values)

/**
 * The API's field errors (Refine HttpError `errors`: field → message or messages) split into those
 * a form shows under its inputs and the rest (shown as a message), so none is lost.
 */
export function splitFieldErrors(error: unknown, known: readonly string[]) {
  const errors = (error as { errors?: Record<string, string | string[]> } | null)?.errors
  const fields: { name: string; errors: string[] }[] = []
  const other: string[] = []
  if (errors && typeof errors === 'object') {
    for (const [field, msg] of Object.entries(errors)) {
      const name = field.replace(/^update_data\./, '')
      const list = Array.isArray(msg) ? msg : [msg]
      if (known.includes(name)) fields.push({ name, errors: list })
      else other.push(...list)
    }
  }
  return { fields, other }
}

/** Dependents grouped by their enrolment, each group by name. */
export function dependentsByEnrolment(rows: readonly InsuranceDependent[]) {
  const out = new Map<number, InsuranceDependent[]>()
  for (const r of rows) out.set(r.enrolment_id, [...(out.get(r.enrolment_id) ?? []), r])
  for (const list of out.values()) list.sort((a, b) => a.name.localeCompare(b.name))
  return out
}

/** The premium a company plan's enrolment puts on the person's pay items, or null (personal plan, none set, not put on). */
export function premiumOnPayItems(e: Pick<InsuranceEnrolment, 'person_pay_item_id'>, plan: Pick<InsurancePlan, 'purchasing_type' | 'premium' | 'currency'> | null | undefined) {
  if (!e.person_pay_item_id || !plan || plan.premium == null || plan.premium === '') return null
  return { amount: String(plan.premium), currency: plan.currency ?? null }
}
