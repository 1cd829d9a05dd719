import { expenseEditable, isoDay } from '@hr/shared'
import { convertMinor } from '@hr/shared/payroll'
import type { HookContext, ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import { fromMinor, minorDigits, toMinor } from '#services/money'
import { notifyUser, userOfPerson } from '#services/notifications'
import { refuse } from '#exceptions/refuse'
import { IMAGE_TYPES } from '#services/file_types'
import type { Client } from '#services/db_client'
import { platformRate } from './rates.js'

/**
 * The rules of a claim the generic create, update and delete keep (issue 15): a claim starts
 * submitted and is the person's to change only until it is decided; its allowance item must be
 * active and, where the item asks, carry a receipt; the item's paying entity is the default; a
 * claim over the item's limits (per claim, per calendar month) is flagged for the approver.
 */

type Row = Record<string, any>
const RECEIPT_TYPES = new Set(['pdf', ...IMAGE_TYPES])
const hasFiles = (v: unknown) => Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v !== '' && v !== '[]'
/** The calendar month of a date, as its first and last day (a real date: PostgreSQL refuses the 31st of February). */
function monthOf(date: string) {
  const [y, m] = date.split('-').map(Number)
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return [`${date.slice(0, 7)}-01`, `${date.slice(0, 7)}-${String(last).padStart(2, '0')}`]
}

/** An amount (minor units of `currency`) in the limit's currency, at the platform rate of the day; null without a rate. */
async function inLimitCurrency(client: Client, minor: number, currency: string, limitCurrency: string, date: string) {
  if (currency === limitCurrency) return minor
  const rate = await platformRate(client, currency, limitCurrency, date)
  return rate ? convertMinor(minor, minorDigits(currency), rate.rate, minorDigits(limitCurrency)) : null
}

/** Where a claim stands against its item's limits: in the limits' currency (minor units), null where not compared. */
export interface LimitStanding {
  /** 'per_claim', 'per_month', or 'no_rate' when a claim of the month cannot be converted */
  flags: string[]
  /** the claim in the limits' currency */
  claim: number | null
  /** the month's claims that count, this one included (exact: a month of large claims may pass 2^53 minor units) */
  month: bigint | null
}

/**
 * Which limits of its item the claim passes over, and the sums compared. The month counts the
 * person's claims on the item that are not rejected and are positive (a refund or correction
 * entered as a negative claim makes no room under a limit); a claim that is not positive passes
 * over nothing and is not counted in its month.
 */
export async function limitStanding(client: Client, item: Row, claim: { id?: number; person_id: number; amount: number; currency: string; transaction_date: string }): Promise<LimitStanding> {
  const standing: LimitStanding = { flags: [], claim: null, month: null }
  if (!item.currency || (item.limit_per_claim == null && item.limit_per_month == null)) return standing
  const limitCurrency = String(item.currency)
  const own = claim.amount > 0 ? await inLimitCurrency(client, claim.amount, claim.currency, limitCurrency, claim.transaction_date) : 0
  if (own === null) return { ...standing, flags: ['no_rate'] }
  standing.claim = claim.amount > 0 ? own : null
  if (claim.amount > 0 && item.limit_per_claim != null && own > Number(item.limit_per_claim)) standing.flags.push('per_claim')
  if (item.limit_per_month != null) {
    const [start, end] = monthOf(claim.transaction_date)
    const q = client.from('expenses').where({ person_id: claim.person_id, allowance_item_id: Number(item.id) })
      .whereNot('status', 'rejected').where('amount', '>', 0).whereBetween('transaction_date', [start, end]).select('id', 'amount', 'currency', 'transaction_date')
    if (claim.id) q.whereNot('id', claim.id)
    let month = BigInt(own)
    for (const other of await q) {
      const v = await inLimitCurrency(client, Number(other.amount), String(other.currency), limitCurrency, String(other.transaction_date).slice(0, 10))
      if (v === null) return { ...standing, flags: [...standing.flags, 'no_rate'] }
      month += BigInt(v)
    }
    standing.month = month
    if (claim.amount > 0 && month > BigInt(String(item.limit_per_month))) standing.flags.push('per_month')
  }
  return standing
}

/** Which limits of its item the claim passes over (limitStanding's flags). */
export async function limitFlags(client: Client, item: Row, claim: { id?: number; person_id: number; amount: number; currency: string; transaction_date: string }) {
  // A claim that is not positive passes over nothing, whatever the month holds.
  return claim.amount > 0 ? (await limitStanding(client, item, claim)).flags : []
}

/**
 * What the decider is shown beside the decision (GET /api/expense/:id/limits): the item's limits
 * and the claim and its month's counted total, judged now over the month as it stands, in the
 * limits' currency as decimal text; null for a claim whose item has no limits.
 */
export async function claimLimitView(client: Client, claimId: number) {
  // The stored row: amounts in minor units, as the limits are.
  const claim = await client.from('expenses').where('id', claimId).first()
  const item = claim && await client.from('allowance_items').where('id', Number(claim.allowance_item_id)).first()
  if (!item?.currency || (item.limit_per_claim == null && item.limit_per_month == null)) return null
  const currency = String(item.currency)
  const digits = minorDigits(currency)
  const money = (v: number | string | bigint | null | undefined) => (v === null || v === undefined ? null : fromMinor(v, digits))
  const standing = await limitStanding(client, item, {
    id: Number(claim.id), person_id: Number(claim.person_id), amount: Number(claim.amount), currency: String(claim.currency), transaction_date: isoDay(claim.transaction_date),
  })
  return {
    currency, month: isoDay(claim.transaction_date).slice(0, 7),
    limit_per_claim: money(item.limit_per_claim), limit_per_month: money(item.limit_per_month),
    claim_amount: money(standing.claim), month_total: money(standing.month),
    flags: standing.flags, over_limit: standing.flags.some((f) => f !== 'no_rate'),
  }
}

/**
 * The limit flags of a stored claim judged now, over the month's claims as they stand (its decision
 * stores them: claims saved in parallel, or since deleted, were not all there when it was saved).
 */
export async function claimLimits(client: Client, claim: Row) {
  const stored = await client.from('expenses').where('id', Number(claim.id)).first()
  const item = stored && await client.from('allowance_items').where('id', Number(stored.allowance_item_id)).first()
  if (!item) return {}
  const flags = await limitFlags(client, item, {
    id: Number(stored.id), person_id: Number(stored.person_id), amount: Number(stored.amount), currency: String(stored.currency), transaction_date: isoDay(stored.transaction_date),
  })
  return { over_limit: flags.some((f) => f !== 'no_rate'), limit_flags: flags.length ? flags.join(',') : null }
}

const postgres = (ctx: HookContext) => (ctx.client as { dialect?: { name: string } }).dialect?.name === 'postgres'

/**
 * Claims of one person are written one at a time (their person row locked for the write, on
 * PostgreSQL; SQLite writes one at a time anyway): a claim's month is then judged with every
 * claim saved before it, and claims sent in parallel are flagged as if sent in turn.
 */
async function lockClaimant(ctx: HookContext, personId: unknown) {
  if (!postgres(ctx) || !personId) return
  await ctx.client.from('people').where('id', Number(personId)).forUpdate().select('id').first()
}

/**
 * The flags of the person's still undecided claims on an item in a month, judged again after one
 * of them changed (added, edited, deleted): what an approver is shown follows the month as it stands.
 */
async function refreshMonth(ctx: HookContext, claim: Row) {
  if (!claim.person_id || !claim.allowance_item_id || !/^\d{4}-\d{2}-\d{2}/.test(isoDay(claim.transaction_date))) return
  const [start, end] = monthOf(isoDay(claim.transaction_date))
  const q = ctx.client.from('expenses').where({ person_id: Number(claim.person_id), allowance_item_id: Number(claim.allowance_item_id), status: 'submitted' })
    .whereBetween('transaction_date', [start, end]).select('id', 'over_limit', 'limit_flags')
  // A claim another write holds is skipped, not waited for (that write takes the claimant after
  // this one and judges the month itself; waiting here would deadlock with it).
  const open = await (postgres(ctx) ? q.forUpdate().skipLocked() : q)
  for (const row of open) {
    const limits = await claimLimits(ctx.client, row)
    if ('over_limit' in limits && (!!row.over_limit !== limits.over_limit || (row.limit_flags ?? null) !== limits.limit_flags)) {
      await ctx.client.from('expenses').where('id', Number(row.id)).update(limits)
    }
  }
}

/** A receipt is a PDF or an image, by the type the upload found in its bytes (not the name a client sends). */
async function checkReceiptTypes(ctx: HookContext, receipt: unknown) {
  const files = typeof receipt === 'string' ? JSON.parse(receipt || '[]') : receipt
  const keys = Array.isArray(files) ? files.map((f) => String(f?.file_url ?? '')).filter(Boolean) : []
  if (!keys.length) return
  const types = await ctx.client.from('uploads').whereIn('file_key', keys).select('file_type')
  if (types.some((u) => !RECEIPT_TYPES.has(String(u.file_type)))) refuse(ctx.lang, 'expense_receipt_type', 'receipt', 'type')
}

/** Checks a claim as it will be stored (the merged row on update) and sets its server-managed fields on `target`. */
async function checkClaim(ctx: HookContext, claim: Row, target: Row, creating: boolean) {
  const item = await ctx.client.from('allowance_items').where('id', Number(claim.allowance_item_id)).where('customer_id', Number(claim.customer_id)).first()
  // A missing or foreign item is the reference check's to report.
  if (!item) return
  if (creating && !item.is_active) refuse(ctx.lang, 'expense_item_inactive', 'allowance_item_id', 'active')
  if (item.receipt_required && !hasFiles(claim.receipt)) refuse(ctx.lang, 'expense_receipt_required', 'receipt', 'required', { item: item.name })
  await checkReceiptTypes(ctx, target.receipt === undefined ? [] : claim.receipt)
  // Not named: the item's default paying entity (sent empty means none).
  if (creating && claim.paying_entity_id === undefined && item.paying_entity_id) target.paying_entity_id = Number(item.paying_entity_id)
  const currency = String(claim.currency ?? '').toUpperCase()
  const amount = typeof claim.amount === 'string' ? toMinor(claim.amount, minorDigits(currency)) : null
  if (amount === null || !/^\d{4}-\d{2}-\d{2}$/.test(String(claim.transaction_date))) return
  const flags = await limitFlags(ctx.client, item, { id: claim.id ? Number(claim.id) : undefined, person_id: Number(claim.person_id), amount, currency, transaction_date: String(claim.transaction_date) })
  target.over_limit = flags.some((f) => f !== 'no_rate')
  target.limit_flags = flags.length ? flags.join(',') : null
}

export const expenseHooks: ResourceHooks = {
  async beforeCreate(ctx, record) {
    record.status = 'submitted'
    if (!record.allowance_item_id || !record.person_id) return
    await lockClaimant(ctx, record.person_id)
    await checkClaim(ctx, record, record, true)
  },
  async beforeUpdate(ctx, current, data) {
    if (!expenseEditable(current.status)) refuse(ctx.lang, 'expense_not_editable', 'status', 'locked')
    await lockClaimant(ctx, current.person_id)
    await checkClaim(ctx, { ...current, ...data }, data, false)
  },
  async beforeDelete(ctx, current) {
    if (!expenseEditable(current.status)) refuse(ctx.lang, 'expense_not_editable', 'status', 'locked')
    await lockClaimant(ctx, current.person_id)
  },
  async afterUpdate(ctx, before, updated) {
    await refreshMonth(ctx, updated)
    // Moved to another item or month: the claims it left are judged without it.
    if (Number(before.allowance_item_id) !== Number(updated.allowance_item_id) || isoDay(before.transaction_date).slice(0, 7) !== isoDay(updated.transaction_date).slice(0, 7)) {
      await refreshMonth(ctx, before)
    }
  },
  async afterDelete(ctx, removed) {
    await refreshMonth(ctx, removed)
  },
  async afterCreate(ctx, created) {
    await refreshMonth(ctx, created)
    const person = await ctx.client.from('people').where('id', Number(created.person_id)).select('name', 'reporting_manager_id').first()
    if (!person?.reporting_manager_id || Number(person.reporting_manager_id) === ctx.tenancy.user.personId) return
    await notifyUser(ctx.client, await userOfPerson(ctx.client, Number(person.reporting_manager_id)), {
      kind: 'expense_submitted', customerId: Number(created.customer_id), link: '/expenses',
      params: { person: person.name, name: created.name, amount: created.amount, currency: created.currency, date: isoDay(created.transaction_date) },
    })
  },
}

/** An item with limits names the currency they are in. */
const allowanceItemHooks: ResourceHooks = {
  async beforeCreate(ctx, record) { checkLimits(ctx, record) },
  async beforeUpdate(ctx, current, data) { checkLimits(ctx, { ...current, ...data }) },
}
function checkLimits(ctx: HookContext, item: Row) {
  const limited = (item.limit_per_claim ?? '') !== '' || (item.limit_per_month ?? '') !== ''
  if (limited && !item.currency) refuse(ctx.lang, 'allowance_limit_currency', 'currency', 'required')
}

registerHooks('expense', expenseHooks)
registerHooks('allowance_item', allowanceItemHooks)

