import { availableForRequest, formatDays, parseDays } from '@hr/shared'
import type { HookContext, ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import { lockPerson, yearLedger } from './balance_check.js'
import { writeEntries, writerOf } from './ledger.js'
import { leaveSettingsOf, leaveTypeRules } from './settings.js'
import { refuse } from '#exceptions/refuse'

/**
 * A person's entitlement to a leave type for a year (issue 13). The row is what HR sees and edits;
 * the balance reads the ledger, so every change of it is written there: creating it grants the
 * days, changing it adjusts by the difference, deleting it takes the days back. A change that
 * would leave the balance below zero is refused unless negative balances are allowed.
 */

const daysOf = (v: unknown) => {
  try { return parseDays(String(v)) } catch { return null }
}

function requireDays(ctx: HookContext, value: unknown) {
  const tenths = daysOf(value)
  if (tenths === null) return null
  if (tenths < 0) refuse(ctx.lang, 'leave_entitlement_negative', 'days', 'min')
  return tenths
}

async function adjust(ctx: HookContext, row: Record<string, unknown>, delta: number, kind: 'grant' | 'adjustment') {
  if (!delta && kind === 'adjustment') return
  const customerId = Number(row.customer_id)
  const year = Number(row.year)
  if (delta < 0) {
    // Serialised with the person's requests and approvals, which check the same balance.
    await lockPerson(ctx.client, Number(row.person_id))
    const type = await leaveTypeRules(ctx.client, Number(row.leave_type_id), await leaveSettingsOf(ctx.client, customerId))
    // What the year ends with: the ledger less pending days and the carried days that will expire unused.
    const ledger = await yearLedger(ctx.client, { customer_id: customerId, person_id: Number(row.person_id), leave_type_id: Number(row.leave_type_id) }, year)
    const available = availableForRequest(ledger, 0)
    if (!type?.allowNegative && available + delta < 0) refuse(ctx.lang, 'negative_leave_not_allowed', 'days', 'balance', { available: formatDays(available) })
  }
  await writeEntries(ctx.client, writerOf(ctx.tenancy), [{
    customer_id: customerId, person_id: Number(row.person_id), leave_type_id: Number(row.leave_type_id), year,
    kind, tenths: delta, effective_date: kind === 'grant' ? `${year}-01-01` : new Date().toISOString().slice(0, 10),
  }])
}

const validYear = (v: unknown) => Number.isInteger(Number(v)) && Number(v) >= 2000 && Number(v) <= 2100

export const entitlementHooks: ResourceHooks = {
  async beforeCreate(ctx, record) {
    if (record.year !== undefined && record.year !== null && !validYear(record.year)) refuse(ctx.lang, 'leave_year_invalid', 'year', 'range')
    const tenths = requireDays(ctx, record.days)
    if (tenths === null || !record.person_id || !record.leave_type_id || !validYear(record.year)) return
    await adjust(ctx, record, tenths, 'grant')
  },
  async beforeUpdate(ctx, current, data) {
    if (data.days === undefined || data.days === null) return
    const tenths = requireDays(ctx, data.days)
    if (tenths === null) return
    await adjust(ctx, current, tenths - parseDays(String(current.days)), 'adjustment')
  },
  async beforeDelete(ctx, current) {
    await adjust(ctx, current, -parseDays(String(current.days)), 'adjustment')
  },
}

registerHooks('leave_entitlement', entitlementHooks)
