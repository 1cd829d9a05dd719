import type db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ResourceDef } from '@hr/shared'
import type { Tenancy } from '#services/tenancy'
import { peopleHooks } from '#services/person_lifecycle'
import { agreementHooks } from '#services/agreement_workflow'
import { contractorContractHooks } from '#services/contract_workflow'
import { ssoDomainHooks } from '#services/sso'
import { publicHolidayHooks } from '#services/holiday_rules'
import { clientLogHooks } from '#services/audit_events'

export interface HookContext {
  /** the open transaction of the write */
  client: TransactionClientContract | typeof db
  tenancy: Tenancy
  lang: string
}

/**
 * Domain rules a field declaration cannot express (a workflow condition, a state machine), run by
 * the generic repository inside the write's transaction. Throwing an ApiError refuses the write.
 */
export interface ResourceHooks {
  beforeCreate?(ctx: HookContext, data: Record<string, unknown>): Promise<void>
  beforeUpdate?(ctx: HookContext, current: Record<string, unknown>, data: Record<string, unknown>): Promise<void>
  beforeDelete?(ctx: HookContext, current: Record<string, unknown>): Promise<void>
}

const HOOKS: Record<string, ResourceHooks> = {
  people: peopleHooks,
  agreement: agreementHooks,
  contractor_contract: contractorContractHooks,
  sso_domain: ssoDomainHooks,
  public_holiday: publicHolidayHooks,
  logs: clientLogHooks,
}

export const hooksOf = (def: ResourceDef): ResourceHooks => HOOKS[def.name] ?? {}
