import { canTransition } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { translate } from '#services/i18n'
import type { HookContext, ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'

/**
 * Tables whose rows for a person are HR history. A person with any of them can no longer be
 * deleted (only offboarded): deleting would erase records payroll and audits rely on.
 */
export const HR_HISTORY_TABLES = ['employment_records', 'country_records', 'expat_records', 'timesheets', 'documents', 'data_values', 'contractor_contracts'] as const

type Client = HookContext['client']

/**
 * The delete-workflow condition (domain §4, §8), the one place it is decided: a person may be
 * deleted only while they have no HR history, that is
 *  - staff: still onboarding (never started probation or regular employment), and
 *  - contractor: not active (never activated, or deactivated with nothing recorded), and
 *  - for both: no row in any HR_HISTORY_TABLES (employment, country or expat records,
 *    timesheets, documents, country-specific data values, contractor contracts — even a draft:
 *    the contract names the person, so it goes first).
 * Otherwise 422 "The condition for the delete staff workflow is not met." (or the contractor one).
 */
export async function assertDeletable(client: Client, person: Record<string, unknown>) {
  const contractor = person.type === 'contractor'
  const statusAllows = contractor ? person.status !== 'active' : person.status === 'onboarding'
  let history = false
  for (const table of HR_HISTORY_TABLES) {
    if (history || !statusAllows) break
    history = !!(await client.from(table).where('person_id', Number(person.id)).select('id').first())
  }
  if (!statusAllows || history) {
    throw ApiError.unprocessable(contractor ? 'delete_contractor_condition' : 'delete_staff_condition')
  }
}

/** Domain §4: a status change must follow the person type's transitions; otherwise 422 on `status`. */
export function assertTransition(lang: string, person: Record<string, unknown>, next: unknown) {
  if (next === undefined || next === null) return
  const from = String(person.status)
  const to = String(next)
  if (canTransition(String(person.type), from, to)) return
  const params = { from: translate(lang, `enums.status.${from}`), to: translate(lang, `enums.status.${to}`) }
  throw ApiError.unprocessable('validation_failed', [
    { field: 'status', rule: 'transition', message: translate(lang, 'validation.status_transition', params) },
  ])
}

/** Domain §5: the home country changes only for non-expat staff. */
export function assertCountryChangeable(lang: string, person: Record<string, unknown>, field = 'country') {
  if (person.type === 'staff' && !person.is_expat) return
  throw ApiError.unprocessable('validation_failed', [
    { field, rule: 'changeCountry', message: translate(lang, 'validation.change_country_non_expat') },
  ])
}

export const peopleHooks: ResourceHooks = {
  async beforeUpdate(ctx, current, data) {
    assertTransition(ctx.lang, { ...current, type: data.type ?? current.type }, data.status)
    // An expat's home country moves only through stop expat first (the workflow also requires staff).
    if (data.country !== undefined && data.country !== current.country && current.is_expat) assertCountryChangeable(ctx.lang, current)
  },
  async beforeDelete(ctx, current) {
    await assertDeletable(ctx.client, current)
  },
}

registerHooks('people', peopleHooks)
