import {
  CONTRACT_STOP_NOTICE_MIN_DAYS, CONTRACT_TERMS, contractDeletable, contractTermsEditable, earliestNoticeDate, noticeDateAllowed, todayUtc,
} from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { translate } from '#services/i18n'
import { minorDigits, toMinor } from '#services/money'
import type { ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import { defineEffects } from '#workflow/effects'

/**
 * Domain §4 "Contract" for contractor contracts: the rules the generic create, update and delete
 * must keep (the status transition itself is POST /api/contractor-contract/:id/status).
 *  - only contractors have contracts;
 *  - signing cannot be undone, so editing the terms of a signed contract sends it back to proposed
 *    (it needs a new signature), and stopped or expired contracts keep their terms;
 *  - a contract that was ever signed is a record to keep: only initiated or proposed ones are deleted.
 */

const blank = (v: unknown) => v === undefined || v === null || v === ''

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

/**
 * The contract workflow's effects (declared in shared contract-workflow.ts; run by the kernel for
 * POST /api/contractor-contract/:id/status): a stop needs a notice date at least
 * CONTRACT_STOP_NOTICE_MIN_DAYS after today; a restart clears the stop.
 */
defineEffects('contractor_contract', {
  stop: {
    prepare(ctx) {
      const notice = String(ctx.input.notice_date)
      const today = todayUtc()
      if (!noticeDateAllowed(notice, today)) {
        // The earliest date as the form's date input takes it (YYYY-MM-DD), so it can be typed as read.
        const message = translate(ctx.lang, 'messages.contract_notice_too_early', { days: CONTRACT_STOP_NOTICE_MIN_DAYS, earliest: earliestNoticeDate(today) })
        throw ApiError.unprocessable(message, [{ field: 'notice_date', rule: 'noticeMin', message }])
      }
      Object.assign(ctx.set, { notice_date: notice, stopped_at: new Date().toISOString() })
    },
  },
  restart: { prepare: (ctx) => void Object.assign(ctx.set, { notice_date: null, stopped_at: null }) },
})

registerHooks('contractor_contract', contractorContractHooks)
