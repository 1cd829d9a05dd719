import { useInvalidate, useOne, type HttpError } from '@refinedev/core'
import type { PersonRow } from '../../providers/http-calls'

export type { PersonRow }

/**
 * One person (GET /api/people/{id}) through the data provider; the page header and every tab share
 * the cached answer. Errors show where the person would (no toast, no retry): a 403 is an answer.
 */
export function usePerson(id: number | null | undefined) {
  const { result, query } = useOne<PersonRow, HttpError>({
    resource: 'people', id: id ?? 0, errorNotification: false,
    queryOptions: { enabled: !!id, retry: false },
  })
  return { data: id ? result : undefined, error: query.error, isLoading: query.isLoading }
}

/** Reloads a person after a change (their tabs and header read the same cached answer). */
export function useInvalidatePerson() {
  const invalidate = useInvalidate()
  return (id: number) => invalidate({ resource: 'people', id, invalidates: ['detail'] })
}
