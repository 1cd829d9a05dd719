import { useQuery } from '@tanstack/react-query'
import { apiGet, type PersonRow } from '../../providers/http-calls'

export const personQueryKey = (id: number) => ['person', id]

/** One person (GET /api/people/{id}); the page header and every tab share the cached answer. */
export function usePerson(id: number | null | undefined) {
  return useQuery({
    queryKey: personQueryKey(id ?? 0),
    queryFn: () => apiGet<PersonRow>(`/people/${id}`),
    enabled: !!id,
    retry: false,
  })
}
