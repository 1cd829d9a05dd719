import { useApiGet } from '../../providers/api-hooks'
import type { ListEnvelope } from '../../providers/http-calls'

type Named = { id: number; name: string }

/** Leave type names by id: the data cloud's and the company's own (one id space; everyone reads both). */
export function useLeaveTypeNames() {
  const query = { 'external[per_page]': 1000 }
  const cloud = useApiGet<ListEnvelope<Named>>('/leave-type', { query, staleTime: 5 * 60_000 })
  // A user who may not read the company's own types reads the data cloud's alone.
  const own = useApiGet<ListEnvelope<Named>>('/company-leave-type', { query, staleTime: 5 * 60_000 })
  return new Map([...(cloud.data?.items ?? []), ...(own.data?.items ?? [])].map((r) => [r.id, r.name]))
}
