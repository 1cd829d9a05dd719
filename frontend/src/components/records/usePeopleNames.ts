import { useApiGet } from '../../providers/api-hooks'
import type { ListEnvelope } from '../../providers/http-calls'

type Named = { id: number; name: string }
export type PersonBrief = Named & { country: string | null; region?: string | null; reporting_manager_id: number | null }

/** The people behind some rows, as far as the user may read them (the page falls back to ids). */
export function usePeopleOf(ids: number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b)
  const { data } = useApiGet<ListEnvelope<PersonBrief>>('/people', {
    query: { 'filter[id]': unique.join(','), 'external[per_page]': 1000 },
    enabled: unique.length > 0,
    staleTime: 60_000,
  })
  return new Map((data?.items ?? []).map((r) => [r.id, r]))
}

export function usePeopleNames(ids: number[]) {
  const people = usePeopleOf(ids)
  return new Map([...people].map(([id, p]) => [id, p.name]))
}
