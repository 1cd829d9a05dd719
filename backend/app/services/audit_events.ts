import { getResource, catalogue, can } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import type { HookContext, ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import { scopeQuery, scopeRows } from '#services/tenancy'
import type { UploadRow } from '#services/file_access'
import { mayReadUpload } from '#services/file_readers'

/**
 * POST /api/logs: what a client may record itself. Changes are logged by the server as they happen
 * (services/audit.ts); a client only reports that a person looked at, downloaded or printed
 * something — and only something that person may read. Anything else would be a forged entry.
 */
export const CLIENT_LOG_ACTIONS = ['view', 'download', 'print'] as const
const ENTITIES = new Set(['file', ...catalogue.map((d) => d.name)])

const refused = (field: string, message: string) => ApiError.unprocessable(message, [{ field, rule: 'allowed', message }])

async function mayRead(ctx: HookContext, entity: string, id: number): Promise<boolean> {
  if (entity === 'file') {
    const row = await ctx.client.from('uploads').where('id', id).first()
    return !!row && (await mayReadUpload(row as UploadRow, ctx.tenancy))
  }
  const def = getResource(entity)
  const query = scopeRows(def, 'show', scopeQuery(def, ctx.client.from(def.table), ctx.tenancy), ctx.tenancy)
  const row = await query.where(`${def.table}.id`, id).select(`${def.table}.*`).first()
  return !!row && can(ctx.tenancy.user.roleSubject(), 'show', def, row)
}

export const clientLogHooks: ResourceHooks = {
  async beforeCreate(ctx, data) {
    if (!CLIENT_LOG_ACTIONS.includes(data.action as (typeof CLIENT_LOG_ACTIONS)[number])) throw refused('action', 'log_action_not_allowed')
    const entity = String(data.entity_name ?? '')
    if (!ENTITIES.has(entity)) throw refused('entity_name', 'log_entity_unknown')
    const id = Number(data.entity_id)
    if (!Number.isInteger(id) || id <= 0 || !(await mayRead(ctx, entity, id))) throw ApiError.notFound('record_not_found')
    // Where it was seen (a person's tab, a company page) is held to the same rule as what was seen.
    if (data.location_entity_name == null && data.location_entity_id == null) return
    const location = String(data.location_entity_name ?? '')
    if (!ENTITIES.has(location)) throw refused('location_entity_name', 'log_entity_unknown')
    const locationId = Number(data.location_entity_id)
    if (!Number.isInteger(locationId) || locationId <= 0 || !(await mayRead(ctx, location, locationId))) throw ApiError.notFound('record_not_found')
  },
}

registerHooks('logs', clientLogHooks)
