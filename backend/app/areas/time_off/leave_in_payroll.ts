import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { LEAVE_TAKEN, type LeaveSession } from '@hr/shared'
import type { UnpaidLeave } from '@hr/shared/payroll'
import { recordEvent } from '#services/audit'
import type { Client } from '#services/db_client'
import type { PayrollSeam } from '#services/seams'

/**
 * Leave and payroll (domain §4 "Leave": approved → processed, taken into a payroll → paid): a
 * cycle's approval takes in the approved leave of its people starting in its period, its payment
 * pays it, and moving it back before approval gives the leave back. A leave's status belongs to one
 * cycle; its unpaid days are deducted by every cycle they fall in (unpaidLeaveOverlapping). Time off
 * offers this to payroll as its seam (leaveInPayroll, registered by area.ts).
 */
type Row = Record<string, any>
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))
const members = (trx: Client, payrollId: number) => trx.from('payroll_members').where('payroll_id', payrollId).select('person_id')

/** Leave whose status follows a cycle: taken into it, or approved and starting in its period, not yet in another cycle. */
function leaveOfCycle(trx: Client, cycle: Row) {
  return trx.from('leaves').whereIn('leaves.person_id', members(trx, Number(cycle.payroll_id))).whereIn('leaves.status', LEAVE_TAKEN as unknown as string[])
    .where((w) => w.where('leaves.paycycle_id', Number(cycle.id))
      .orWhere((n) => n.whereNull('leaves.paycycle_id').whereBetween('leaves.start_date', [day(cycle.period_start), day(cycle.period_end)])))
}

/**
 * The taken unpaid leave of a cycle's people that overlaps its period, whatever cycle took it in:
 * its status follows the cycle that took it in, its money follows its days (each cycle deducts the
 * days that fall in its own period; the engine clips them).
 */
function unpaidLeaveOverlapping(trx: Client, cycle: Row) {
  return trx.from('leaves').join('leave_types', 'leave_types.id', 'leaves.leave_type_id').where('leave_types.is_paid', false)
    .whereIn('leaves.person_id', members(trx, Number(cycle.payroll_id))).whereIn('leaves.status', LEAVE_TAKEN as unknown as string[])
    .where('leaves.start_date', '<=', day(cycle.period_end)).where('leaves.end_date', '>=', day(cycle.period_start))
    .select('leaves.person_id', 'leaves.start_date', 'leaves.end_date', 'leaves.session')
}

/** The register's unpaid days: every taken unpaid leave overlapping the period, with its dates, per person (the engine counts its days). */
async function unpaidLeaveOf(client: Client, cycle: Row) {
  const unpaidOf = new Map<number, UnpaidLeave[]>()
  for (const u of await unpaidLeaveOverlapping(client, cycle)) {
    const list = unpaidOf.get(Number(u.person_id)) ?? []
    list.push({ start_date: day(u.start_date), end_date: day(u.end_date), session: String(u.session ?? 'full_day') as LeaveSession })
    unpaidOf.set(Number(u.person_id), list)
  }
  return unpaidOf
}

async function move(trx: TransactionClientContract, cycle: Row, userId: number, action: string, update: (ids: number[]) => Promise<unknown>, ids: number[]) {
  if (!ids.length) return
  await update(ids)
  await recordEvent(trx, { customerId: Number(cycle.customer_id), userId, entityName: 'paycycle', entityId: Number(cycle.id), action, actionInfo: JSON.stringify({ leave_ids: ids }) })
}

/** The payroll is approved: approved leave of the period is processed, in this cycle. */
async function takeLeaveIn(trx: TransactionClientContract, cycle: Row, userId: number) {
  // An off-cycle run deducts no unpaid days: the leave of its period follows the regular cycle that does.
  if (cycle.kind === 'off_cycle') return
  const ids = (await leaveOfCycle(trx, cycle).where('leaves.status', 'approved').select('leaves.id')).map((r) => Number(r.id))
  await move(trx, cycle, userId, 'leave_processed', (list) => trx.from('leaves').whereIn('id', list).where('status', 'approved')
    .update({ status: 'processed', paycycle_id: Number(cycle.id), updated_at: new Date().toISOString() }), ids)
}

/** The cycle's payment is done: its processed leave is paid. */
async function payLeave(trx: TransactionClientContract, cycle: Row, userId: number) {
  const ids = (await trx.from('leaves').where({ paycycle_id: Number(cycle.id), status: 'processed' }).select('id')).map((r) => Number(r.id))
  await move(trx, cycle, userId, 'leave_paid', (list) => trx.from('leaves').whereIn('id', list).update({ status: 'paid', updated_at: new Date().toISOString() }), ids)
}

/** The cycle went back before approval: the leave it had taken in is approved leave again, free for the next approval. */
async function giveLeaveBack(trx: TransactionClientContract, cycle: Row, userId: number) {
  const ids = (await trx.from('leaves').where('paycycle_id', Number(cycle.id)).whereIn('status', ['processed', 'paid']).select('id')).map((r) => Number(r.id))
  await move(trx, cycle, userId, 'leave_returned', (list) => trx.from('leaves').whereIn('id', list)
    .update({ status: 'approved', paycycle_id: null, updated_at: new Date().toISOString() }), ids)
}

export const leaveInPayroll: PayrollSeam = { name: 'leave', onApproved: takeLeaveIn, onPaid: payLeave, onWithdrawn: giveLeaveBack, unpaidLeave: unpaidLeaveOf }
