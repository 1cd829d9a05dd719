import {
  CONTRACT_STOP_NOTICE_MIN_DAYS, CONTRACT_TERMS, contractDeletable, contractTermsEditable, contractTransitionRefusal, earliestNoticeDate,
  getResource, noticeDateAllowed, todayUtc,
} from '@hr/shared'
import { ApiError, type FieldError } from '#exceptions/api_error'
import { translate } from '#services/i18n'
import { minorDigits, toMinor } from '#services/money'
import type { ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import type { ResourceRepository } from '#resources/repository'

/**
 * Domain §4 "Contract" for contractor contracts: the rules the generic create, update and delete
 * must keep (the status transition itself is POST /api/contractor-contract/:id/status).
 *  - only contractors have contracts;
 *  - signing cannot be undone, so editing the terms of a signed contract sends it back to proposed
 *    (it needs a new signature), and stopped or expired contracts keep their terms;
 *  - a contract that was ever signed is a record to keep: only initiated or proposed ones are deleted.
 */

const blank = (v: unknown) => v === undefined || v === null || v === ''

/** A real calendar date as YYYY-MM-DD (2026-02-30 is not one). */
function isIsoDate(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
  const d = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
}

/** Whether an incoming term differs from the stored one (amounts compared in minor units, not as text). */
function termChanged(name: string, current: Record<string, unknown>, data: Record<string, unknown>) {
  if (!(name in data)) return false
  const next = data[name]
  const before = current[name]
  if (blank(next) || blank(before)) return blank(next) !== blank(before)
  if (name === 'rate') {
    const currency = data.currency ?? current.currency
    return toMinor(String(next), minorDigits(currency)) !== toMinor(String(before), minorDigits(current.currency))
  }
  if (name === 'currency') return String(next).toUpperCase() !== String(before).toUpperCase()
  return String(next).trim() !== String(before).trim()
}

export const contractorContractHooks: ResourceHooks = {
  async beforeCreate(ctx, record) {
    // Scoped to the row's customer: a person of another tenant is left to the reference check (not found).
    const person = await ctx.client.from('people').where('id', Number(record.person_id)).where('customer_id', Number(record.customer_id)).first()
    if (!person || person.type === 'contractor') return
    const message = translate(ctx.lang, 'messages.contract_person_not_contractor')
    throw ApiError.unprocessable('contract_person_not_contractor', [{ field: 'person_id', rule: 'contractor', message }])
  },
  async beforeUpdate(ctx, current, data) {
    const changed = CONTRACT_TERMS.filter((name) => termChanged(name, current, data))
    if (!changed.length) return
    if (!contractTermsEditable(String(current.status))) {
      const message = translate(ctx.lang, 'messages.contract_terms_locked')
      throw ApiError.unprocessable('contract_terms_locked', changed.map((field) => ({ field, rule: 'locked', message })))
    }
    if (current.status === 'signed') {
      data.status = 'proposed'
      data.signed_at = null
    }
  },
  async beforeDelete(_ctx, current) {
    if (!contractDeletable(String(current.status))) throw ApiError.unprocessable('contract_delete_signed')
  },
}

const STATUSES = getResource('contractor_contract').fields.find((f) => f.name === 'status')!.enum!

/**
 * Moves a contract to `to` (domain §4): the shared transition table decides; stopping needs a
 * notice date at least CONTRACT_STOP_NOTICE_MIN_DAYS after today; a restart clears the stop.
 */
export async function transitionContract(repo: ResourceRepository, lang: string, current: Record<string, unknown>, input: { status?: unknown; notice_date?: unknown }) {
  const to = input.status
  const fail = (key: string, field: string, rule: string, params: Record<string, unknown> = {}): never => {
    const error: FieldError = { field, rule, message: translate(lang, `messages.${key}`, params) }
    // Already translated, with its values: the handler passes a sentence through unchanged.
    throw ApiError.unprocessable(error.message, [error])
  }
  if (typeof to !== 'string' || !STATUSES.includes(to)) {
    throw ApiError.unprocessable('validation_failed', [{ field: 'status', rule: 'enum', message: translate(lang, 'validation.enum', { field: 'status' }) }])
  }
  const judge = (row: Record<string, unknown>) => {
    const refusal = contractTransitionRefusal(String(row.status), to)
    if (refusal) fail(refusal, 'status', 'transition')
  }
  judge(current)
  const now = new Date().toISOString()
  let data: Record<string, unknown> = { status: to, ...(to === 'signed' ? { signed_at: now } : {}) }
  if (to === 'stopped') {
    const notice = input.notice_date
    if (blank(notice)) fail('contract_notice_required', 'notice_date', 'required')
    if (!isIsoDate(notice)) fail('contract_notice_invalid', 'notice_date', 'isoDate')
    const today = todayUtc()
    if (!noticeDateAllowed(notice as string, today)) {
      fail('contract_notice_too_early', 'notice_date', 'noticeMin', { days: CONTRACT_STOP_NOTICE_MIN_DAYS, earliest: earliestNoticeDate(today) })
    }
    data = { status: 'stopped', notice_date: notice, stopped_at: now }
  }
  // Judged again on the contract as locked for the write (of concurrent moves one applies); a
  // restart (stopped → signed) clears the stop, and is one only if the locked row is stopped.
  return repo.update(current.id, {}, (locked) => {
    judge(locked)
    return String(locked.status) === 'stopped' && to === 'signed' ? { status: 'signed', notice_date: null, stopped_at: null } : data
  })
}

registerHooks('contractor_contract', contractorContractHooks)
