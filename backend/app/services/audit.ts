import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ResourceDef } from '@hr/shared'
import type { Tenancy } from '#services/tenancy'

export type AuditAction = 'create' | 'update' | 'delete'

/**
 * Writes the audit entry of a change in the same transaction as the change itself, so a change
 * never lands without its entry (and an entry never describes a change that rolled back).
 */
export async function recordChange(
  trx: TransactionClientContract,
  def: ResourceDef,
  tenancy: Tenancy,
  action: AuditAction,
  record: Record<string, unknown>,
  changes?: Record<string, unknown>,
) {
  if (def.audited === false) return
  const customerId = def.scope === 'customer'
    ? (def.tenantColumn === 'id' ? Number(record.id) : Number(record[def.tenantColumn]))
    // Company data of a customer is logged with that customer (a vendor's own has none).
    : def.scope === 'customer_or_vendor' && record.customer_id != null ? Number(record.customer_id) : null
  const now = new Date().toISOString()
  await trx.table('audit_logs').insert({
    customer_id: customerId,
    user_id: tenancy.user.id,
    entity_name: def.name,
    entity_id: Number(record.id),
    action,
    action_info: JSON.stringify(changes ? { changes } : { title: record[def.titleField] ?? null }),
    created_at: now,
    updated_at: now,
  })
}

/** One entry per created row, written in one statement: bulk imports stay fast and fully audited. */
export async function recordCreations(trx: TransactionClientContract, def: ResourceDef, tenancy: Tenancy, rows: Record<string, unknown>[]) {
  if (def.audited === false || rows.length === 0) return
  const now = new Date().toISOString()
  const entries = rows.map((record) => ({
    customer_id: def.scope === 'customer' ? Number(def.tenantColumn === 'id' ? record.id : record[def.tenantColumn]) : null,
    user_id: tenancy.user.id,
    entity_name: def.name,
    entity_id: Number(record.id),
    action: 'create',
    action_info: JSON.stringify({ source: 'import' }),
    created_at: now,
    updated_at: now,
  }))
  for (let i = 0; i < entries.length; i += 200) await trx.table('audit_logs').multiInsert(entries.slice(i, i + 200))
}

/** An audit entry of a bespoke action (an upload, a file read, a partnership, a language change). */
export interface AuditEvent {
  customerId: number | null
  /** null: the platform's own schedule (a recurring job) */
  userId: number | null
  entityName: string
  entityId: number | null
  action: string
  actionInfo?: string | null
  location?: { entityName?: string | null; entityId?: number | null }
}

export async function recordEvent(client: Pick<TransactionClientContract, 'table'>, event: AuditEvent) {
  const now = new Date().toISOString()
  await client.table('audit_logs').insert({
    customer_id: event.customerId, user_id: event.userId, entity_name: event.entityName, entity_id: event.entityId,
    location_entity_name: event.location?.entityName ?? null, location_entity_id: event.location?.entityId ?? null,
    action: event.action, action_info: event.actionInfo ?? null, created_at: now, updated_at: now,
  })
}
