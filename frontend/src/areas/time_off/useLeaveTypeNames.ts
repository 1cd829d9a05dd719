import { useQuery } from '@tanstack/react-query'
import { apiGet, type ListEnvelope } from '../../providers/http-calls'

type Named = { id: number; name: string }

/** Leave type names by id: the data cloud's and the company's own (one id space; everyone reads both). */
export function useLeaveTypeNames() {
  const { data } = useQuery({
    queryKey: ['leave-type-names'],
    queryFn: async () => {
      const [cloud, own] = await Promise.all([
        apiGet<ListEnvelope<Named>>('/leave-type', 'external[per_page]=1000'),
        apiGet<ListEnvelope<Named>>('/company-leave-type', 'external[per_page]=1000').catch(() => ({ items: [] as Named[] })),
      ])
      return [...cloud.items, ...own.items]
    },
    staleTime: 5 * 60_000,
  })
  return new Map((data ?? []).map((r) => [r.id, r.name]))
}
