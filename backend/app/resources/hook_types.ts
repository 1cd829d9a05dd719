import type db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Tenancy } from '#services/tenancy'

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
  /** after the row is written, in the same transaction (e.g. telling the approver of a new request) */
  afterCreate?(ctx: HookContext, created: Record<string, unknown>): Promise<void>
  /** after the row is rewritten (`before`: the row as locked for the write), in the same transaction */
  afterUpdate?(ctx: HookContext, before: Record<string, unknown>, updated: Record<string, unknown>): Promise<void>
  /** after the row is removed, in the same transaction */
  afterDelete?(ctx: HookContext, removed: Record<string, unknown>): Promise<void>
}
