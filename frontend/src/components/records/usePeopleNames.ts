import { useQuery } from '@tanstack/react-query'
import { apiGet, type ListEnvelope } from '../../providers/http-calls'

type Named = { id: number; name: string }
export type PersonBrief = Named & { country: string | null; region?: string | null; reporting_manager_id: number | null }

/** The people behind some rows, as far as the user may read them (the page falls back to ids). */
export function usePeopleOf(ids: number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b)
  const { data } = useQuery({
    queryKey: ['people-brief', unique.join(',')],
    queryFn: () => apiGet<ListEnvelope<PersonBrief>>('/people', `filter[id]=${unique.join(',')}&external[per_page]=1000`).catch(() => ({ items: [] as PersonBrief[] })),
    enabled: unique.length > 0,
    staleTime: 60_000,
  })
  return new Map((data?.items ?? []).map((r) => [r.id, r]))
}

export function usePeopleNames(ids: number[]) {
  const people = usePeopleOf(ids)
  return new Map([...people].map(([id, p]) => [id, p.name]))
}
