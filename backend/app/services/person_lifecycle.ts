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

/** Domain §4: a status change must follow the person type's lifecycle (shared personLifecycle); otherwise 422 on `status`. */
export function assertTransition(lang: string, person: Record<string, unknown>, next: unknown) {
  if (next === undefined || next === null) return
  const from = String(person.status)
  const to = String(next)
  if (canTransition(String(person.type), from, to)) return
  const params = { from: translate(lang, `enums.status.${from}`), to: translate(lang, `enums.status.${to}`) }
  throw ApiError.unprocessable('validation_failed', [
    { field: 'status', rule: 'transition', message: translate(lang, 'messages.person_status_transition', params) },
  ])
}

/** Domain §5: the home country changes only for non-expat staff. */
export function assertCountryChangeable(lang: string, person: Record<string, unknown>, field = 'country') {
  if (person.type === 'staff' && !person.is_expat) return
  throw ApiError.unprocessable('validation_failed', [
    { field, rule: 'changeCountry', message: translate(lang, 'validation.change_country_non_expat') },
  ])
}

/** An arbitrary constant naming the advisory lock under which a company's reporting lines change. */
const REPORTING_LINES_LOCK = 42_0001

/**
 * A person's reporting-manager chain has no cycle: nobody reports to themselves, nor to anyone who
 * (through their managers) reports to them. The chain is walked upward from the new manager; on
 * PostgreSQL the company's reporting-line changes are serialized by a transaction advisory lock
 * held to the write's commit, so two parallel edits (A under B, B under A) cannot both pass a check
 * made before the other's write. 422 naming reporting_manager_id.
 */
export async function assertNoReportingCycle(ctx: HookContext, person: Record<string, unknown>, managerId: unknown) {
  if (managerId === undefined || managerId === null) return
  const client = ctx.client
  // Outside a transaction (no dialect on the bare service) a lock would end with its own statement.
  if ('dialect' in client && client.dialect.name === 'postgres') {
    await client.rawQuery('SELECT pg_advisory_xact_lock(?, ?)', [REPORTING_LINES_LOCK, Number(person.customer_id) || 0])
  }
  const seen = new Set<number>()
  let next: number | null = Number(managerId)
  while (next !== null && !seen.has(next)) {
    if (next === Number(person.id)) {
      throw ApiError.unprocessable('validation_failed', [
        { field: 'reporting_manager_id', rule: 'reportingCycle', message: translate(ctx.lang, 'messages.reporting_manager_cycle') },
      ])
    }
    seen.add(next)
    const row: { reporting_manager_id: unknown } | null = await client.from('people').where('id', next).select('reporting_manager_id').first()
    next = row?.reporting_manager_id === null || row?.reporting_manager_id === undefined ? null : Number(row.reporting_manager_id)
  }
}

export const peopleHooks: ResourceHooks = {
  async beforeUpdate(ctx, current, data) {
    if (data.reporting_manager_id !== undefined) await assertNoReportingCycle(ctx, current, data.reporting_manager_id)
    assertTransition(ctx.lang, { ...current, type: data.type ?? current.type }, data.status)
    // An expat's home country moves only through stop expat first (the workflow also requires staff).
    if (data.country !== undefined && data.country !== current.country && current.is_expat) assertCountryChangeable(ctx.lang, current)
  },
  async beforeDelete(ctx, current) {
    await assertDeletable(ctx.client, current)
  },
}

registerHooks('people', peopleHooks)
