import type { ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import { ApiError } from '#exceptions/api_error'
import { translate } from '#services/i18n'

/**
 * Domain §4 "Agreement": proposed → signed → expired, and signing cannot be undone. The moves are
 * the shared agreementWorkflow's (POST /api/agreement/:id/status through the kernel); these rules keep
 * the generic update and delete from undoing a signature: once signed, the terms and the row stay as signed.
 */
/** Columns the transition writes; notes stay editable after signing (they are not terms). */
const UNLOCKED = new Set(['status', 'signed_at', 'notes'])

export const agreementHooks: ResourceHooks = {
  async beforeUpdate(ctx, current, data) {
    if (current.status === 'proposed') return
    const locked = Object.keys(data).filter((k) => !UNLOCKED.has(k))
    if (locked.length) {
      const message = translate(ctx.lang, 'messages.agreement_terms_locked')
      throw ApiError.unprocessable('agreement_terms_locked', locked.map((field) => ({ field, rule: 'locked', message })))
    }
  },
  async beforeDelete(_ctx, current) {
    if (current.status !== 'proposed') throw ApiError.unprocessable('agreement_delete_signed')
  },
}

registerHooks('agreement', agreementHooks)
