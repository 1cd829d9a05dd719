import { useList } from '@refinedev/core'
import type { AllowanceItem } from './types'

const FIVE_MINUTES = 5 * 60_000

/**
 * The company's expense items: the active ones are offered in forms (filter[is_active]=true), every
 * one is named in tables (an item retired since still has its name). A short list, read whole
 * (paging off asks for the API's largest page) and kept a while.
 */
export function useAllowanceItems() {
  const list = (active: boolean) => ({
    resource: 'allowance_item',
    pagination: { mode: 'off' as const },
    sorters: [{ field: 'name', order: 'asc' as const }],
    filters: active ? [{ field: 'is_active', operator: 'eq' as const, value: true }] : [],
    queryOptions: { staleTime: FIVE_MINUTES },
  })
  const active = useList<AllowanceItem>(list(true))
  const all = useList<AllowanceItem>(list(false))
  const items = active.result.data ?? []
  const byId = new Map([...(all.result.data ?? []), ...items].map((i) => [i.id, i]))
  return { items, byId, loading: active.query.isFetching, options: items.map((i) => ({ value: i.id, label: i.name })) }
}
