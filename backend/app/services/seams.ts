import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { EngineItem, UnpaidLeave } from '@hr/shared/payroll'
import type { Client } from '#services/db_client'

type Row = Record<string, any>
type Effect = (trx: TransactionClientContract, cycle: Row, userId: number) => Promise<unknown>

/**
 * What an area brings into a payroll run (processes.md: leave and expenses into payroll), offered
 * by that area (its area.ts) and consumed here, so payroll names none of them. Each effect runs in
 * the payroll move's own transaction, seams in the order of the areas (services/areas.ts).
 */
export interface PayrollSeam {
  name: string
  /** The cycle's final approval: the area's records of the period are taken into the cycle. */
  onApproved?: Effect
  /** The cycle's payment step is done: what it took in is paid. */
  onPaid?: Effect
  /** The cycle went back before approval: what it took in is given back. */
  onWithdrawn?: Effect
  /** The register's lines the area adds per person (engine items, e.g. expense claims). */
  registerLines?: (client: Client, cycle: Row) => Promise<Map<number, EngineItem[]>>
  /** The unpaid days per person the register deducts. */
  unpaidLeave?: (client: Client, cycle: Row) => Promise<Map<number, UnpaidLeave[]>>
}

const SEAMS: PayrollSeam[] = []

export function offerPayrollSeam(seam: PayrollSeam) {
  if (SEAMS.some((s) => s.name === seam.name)) throw new Error(`Payroll seam ${seam.name} is offered twice`)
  SEAMS.push(seam)
}

/** One moment of the cycle, every seam's effect for it, one after the other in the caller's transaction. */
export async function runPayrollSeams(moment: 'onApproved' | 'onPaid' | 'onWithdrawn', trx: TransactionClientContract, cycle: Row, userId: number) {
  for (const seam of SEAMS) await seam[moment]?.(trx, cycle, userId)
}

/** Every seam's lists per person, joined (seam order, then each seam's own order). */
async function perPerson<T>(read: (seam: PayrollSeam) => Promise<Map<number, T[]>> | undefined) {
  const all = new Map<number, T[]>()
  for (const seam of SEAMS) {
    for (const [person, list] of (await read(seam)) ?? []) all.set(person, [...(all.get(person) ?? []), ...list])
  }
  return all
}

export const seamRegisterLines = (client: Client, cycle: Row) => perPerson((s) => s.registerLines?.(client, cycle))
export const seamUnpaidLeave = (client: Client, cycle: Row) => perPerson((s) => s.unpaidLeave?.(client, cycle))
