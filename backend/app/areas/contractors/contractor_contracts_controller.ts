import type { HttpContext } from '@adonisjs/core/http'
import { getResource } from '@hr/shared'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { requestLang } from '#services/i18n'
import { transitionContract } from '#areas/contractors/contract_workflow'

/**
 * POST /api/contractor-contract/:id/status {status, notice_date?}: the only way a contract's status
 * changes (domain §4). Which rows and who: the catalogue's own rules (tenant scope in the
 * repository, `update` through the shared can()); the workflow rules live in contract_workflow.
 */
export default class ContractorContractsController {
  async transition(ctx: HttpContext) {
    const def = getResource('contractor_contract')
    const lang = requestLang(ctx)
    const repo = new ResourceRepository(def, ctx.tenancy, lang)
    const current = await repo.find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, 'update', def, current)
    return transitionContract(repo, lang, current, ctx.request.only(['status', 'notice_date']))
  }
}
