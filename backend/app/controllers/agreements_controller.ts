import type { HttpContext } from '@adonisjs/core/http'
import { getResource } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { requestLang, translate } from '#services/i18n'
import { AGREEMENT_NEXT as NEXT } from '#services/agreement_workflow'

/**
 * Domain §4 "Agreement": proposed → signed → expired. Signing cannot be undone (signed → proposed
 * is refused) and expiry is final. Which rows and who may change them: the agreement's own
 * catalogue rules (tenant scope in the repository, `update` through the shared can()).
 */

function refusal(from: string, to: string) {
  if (from === 'expired') return 'agreement_expired_final'
  if (from === 'signed' && to === 'proposed') return 'agreement_signed_final'
  return 'agreement_transition_invalid'
}

export default class AgreementsController {
  async transition(ctx: HttpContext) {
    const def = getResource('agreement')
    const lang = requestLang(ctx)
    const repo = new ResourceRepository(def, ctx.tenancy, lang)
    const current = await repo.find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, 'update', def, current)
    const to = ctx.request.input('status')
    if (typeof to !== 'string' || !def.fields.find((f) => f.name === 'status')!.enum!.includes(to)) {
      throw ApiError.unprocessable('validation_failed', [
        { field: 'status', rule: 'enum', message: translate(lang, 'validation.enum', { field: 'status' }) },
      ])
    }
    const judge = (row: Record<string, unknown>) => {
      const from = String(row.status)
      if (NEXT[from]?.includes(to)) return
      const key = refusal(from, to)
      throw ApiError.unprocessable(key, [{ field: 'status', rule: 'transition', message: translate(lang, `messages.${key}`) }])
    }
    judge(current)
    // Judged again on the row as locked for the write: of concurrent moves one applies.
    return repo.update(current.id, { status: to, ...(to === 'signed' ? { signed_at: new Date().toISOString() } : {}) }, judge)
  }
}
