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
    : null
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
