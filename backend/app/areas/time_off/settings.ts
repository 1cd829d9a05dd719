import { formatDays, type DayType } from '@hr/shared'
import type { Client } from '#services/db_client'

/** A customer's leave settings (issue 13); a customer that never saved any has these defaults. */
export interface LeaveSettings {
  allow_negative: boolean
  day_count: DayType
  /** tenths of a day carried into the next year at most */
  carry_over_max: number
  /** MM-DD of the next year on which carried days expire */
  carry_over_expiry: string
}

export const DEFAULT_LEAVE_SETTINGS: LeaveSettings = { allow_negative: false, day_count: 'working', carry_over_max: 0, carry_over_expiry: '03-31' }

const truthy = (v: unknown) => v === true || v === 1 || v === '1'

export async function leaveSettingsOf(client: Client, customerId: number): Promise<LeaveSettings> {
  const row = await client.from('leave_settings').where('customer_id', customerId).first()
  if (!row) return { ...DEFAULT_LEAVE_SETTINGS }
  return {
    allow_negative: truthy(row.allow_negative),
    day_count: row.day_count === 'calendar' ? 'calendar' : 'working',
    carry_over_max: Number(row.carry_over_max),
    carry_over_expiry: String(row.carry_over_expiry),
  }
}

/** The settings as the API shows them (days as one-decimal text). */
export const settingsBody = (s: LeaveSettings) => ({ ...s, carry_over_max: formatDays(s.carry_over_max) })

/** A leave type's rules for a customer: its own calendar/negative flags, or the customer's setting. */
export interface LeaveTypeRules { id: number; name: string; dayType: DayType; allowNegative: boolean }

export async function leaveTypeRules(client: Client, leaveTypeId: number, settings: LeaveSettings): Promise<LeaveTypeRules | null> {
  const row = await client.from('leave_types').where('id', leaveTypeId).first()
  if (!row) return null
  return {
    id: Number(row.id),
    name: String(row.name),
    // A type counted in calendar days (e.g. maternity) stays so; otherwise the customer's choice decides.
    dayType: row.day_type === 'calendar' || settings.day_count === 'calendar' ? 'calendar' : 'working',
    allowNegative: truthy(row.allow_negative) || settings.allow_negative,
  }
}
