import type { HttpContext } from '@adonisjs/core/http'
import { can, getResource, workflowOf } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { requestLang } from '#services/i18n'
import { runMove } from './run_move.js'

/**
 * POST /api/<resource path>/:id/<endpoint> for every declared workflow (routes from the
 * declarations: start/routes.ts): the row this user may reach (tenant scope in the repository,
 * the workflow's `reach` through the shared can()), then the kernel's one path.
 */
export async function moveRow(ctx: HttpContext, resource: string) {
  const def = getResource(resource)
  const wf = workflowOf(resource)
  if (!wf) throw ApiError.notFound('page_not_found')
  const lang = requestLang(ctx)
  const repo = new ResourceRepository(def, ctx.tenancy, lang)
  const current = await repo.find(ctx.params.id)
  // A workflow may word the refusal of a row the user cannot reach ("You don't have permission to view this report.").
  if (wf.refusals.unreachable && !can(ctx.tenancy.user.roleSubject(), wf.reach, def, current)) throw ApiError.forbidden(wf.refusals.unreachable)
  await ctx.bouncer.authorize(resourceAction, wf.reach, def, current)
  return runMove(repo, def, ctx.tenancy, lang, current, ctx.request.body())
}
