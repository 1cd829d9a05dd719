import type { CrudFilter } from '@refinedev/core'
import { filterableFields, type ResourceDef } from '@hr/shared'
import { SEARCH_FIELD } from '../../providers/query'

export type FilterValues = Record<string, unknown>

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/**
 * The filter bar's values as Refine filters. A cleared control yields `undefined`, which
 * Refine's merge drops, so clearing a filter removes it from the query.
 */
export function searchFilters(def: ResourceDef, values: FilterValues): CrudFilter[] {
  const q = typeof values[SEARCH_FIELD] === 'string' ? (values[SEARCH_FIELD] as string).trim() : ''
  return [
    { field: SEARCH_FIELD, operator: 'contains', value: q || undefined },
    ...filterableFields(def).map((f): CrudFilter => {
      const v = values[f.name]
      return f.type === 'enum'
        ? { field: f.name, operator: 'in', value: empty(v) ? undefined : v }
        : { field: f.name, operator: 'eq', value: empty(v) ? undefined : v }
    }),
  ]
}
