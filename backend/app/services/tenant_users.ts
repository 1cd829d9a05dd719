import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Users a record may be shared with (a payroll or expense report): the company's own accounts and those of the vendor serving it. */
export async function tenantUsers(trx: TransactionClientContract, customerId: number, ids: number[]) {
  const customer = await trx.from('customers').where('id', customerId).first()
  return (await trx.from('users').whereIn('id', ids).whereNull('deleted_at')
    .where((w) => w.where('customer_id', customerId).orWhere((v) => v.where('role', 'vendor').where('vendor_id', customer?.vendor_id ?? -1)))
    .select('id')).map((r) => Number(r.id))
}
