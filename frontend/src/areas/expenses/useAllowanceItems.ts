import { useQuery } from '@tanstack/react-query'
import { listAllowanceItems, type AllowanceItem } from './api'

/**
 * The company's expense items: the active ones are offered in forms (GET /api/allowance-item
 * ?filter[is_active]=true), every one is named in tables (an item retired since still has its name).
 */
export function useAllowanceItems() {
  const active = useQuery({ queryKey: ['expenses', 'allowance-items', 'active'], queryFn: () => listAllowanceItems(true), staleTime: 5 * 60_000 })
  const all = useQuery({ queryKey: ['expenses', 'allowance-items', 'all'], queryFn: () => listAllowanceItems(false), staleTime: 5 * 60_000 })
  const items: AllowanceItem[] = active.data?.items ?? []
  const byId = new Map([...(all.data?.items ?? []), ...items].map((i) => [i.id, i]))
  return { items, byId, loading: active.isFetching, options: items.map((i) => ({ value: i.id, label: i.name })) }
}
