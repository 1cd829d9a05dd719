import { ApiError } from '#exceptions/api_error'
import { stateList } from '#services/countries'
import { translate } from '#services/i18n'
import type { HookContext, ResourceHooks } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'

/**
 * A holiday's region must be a state or region of its country (GET /api/states), so regional
 * holidays match the regions people and payroll are filed under; empty means nationwide.
 */
function checkRegion(ctx: HookContext, row: Record<string, unknown>) {
  const region = typeof row.region === 'string' ? row.region.trim() : ''
  if (!region || typeof row.country !== 'string') return
  if (stateList(row.country).some((s) => s.code === region)) return
  throw ApiError.unprocessable('validation_failed', [{
    field: 'region', rule: 'region', message: translate(ctx.lang, 'validation.region_unknown', { region, country: row.country }),
  }])
}

export const publicHolidayHooks: ResourceHooks = {
  async beforeCreate(ctx, data) {
    checkRegion(ctx, data)
  },
  async beforeUpdate(ctx, current, data) {
    if ('region' in data || 'country' in data) checkRegion(ctx, { ...current, ...data })
  },
}

registerHooks('public_holiday', publicHolidayHooks)
