import { Decimal } from 'decimal.js'
import { inverseRate } from '@hr/shared/payroll'
import type { Client } from '#services/db_client'

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))

/**
 * The platform's rate from one currency to another on a date: the latest recorded on or before it,
 * direct, else the inverse of the opposite pair (10 places, the rate column's scale); for a date
 * before the table's first rate of the pair, its earliest one. The rate's own date is returned, to
 * be stored with what it converts.
 */
export async function platformRate(client: Client, from: string, to: string, on: string): Promise<{ rate: string; date: string } | null> {
  return (await rateOf(client, from, to, on, '<=')) ?? rateOf(client, from, to, on, '>')
}

async function rateOf(client: Client, from: string, to: string, on: string, side: '<=' | '>'): Promise<{ rate: string; date: string } | null> {
  if (from === to) return { rate: '1', date: on }
  const order = side === '<=' ? 'desc' : 'asc'
  const direct = await client.from('exchange_rates').where({ from_currency: from, to_currency: to }).where('date', side, on).orderBy('date', order).first()
  if (direct) return { rate: new Decimal(String(direct.rate)).toString(), date: day(direct.date) }
  const inverse = await client.from('exchange_rates').where({ from_currency: to, to_currency: from }).where('date', side, on).orderBy('date', order).first()
  if (!inverse || new Decimal(String(inverse.rate)).isZero()) return null
  return { rate: inverseRate(String(inverse.rate)), date: day(inverse.date) }
}
