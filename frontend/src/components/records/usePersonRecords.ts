import { useInvalidate, useList, type BaseRecord, type CrudSort, type HttpError } from '@refinedev/core'
import type { AnyRow } from '@hr/shared'

/** Every row of one person in a person-owned resource fits one page of the list call. */
const ALL_OF_ONE_PERSON = 1000

/**
 * The rows of one person in a person-owned resource (documents, contracts, employment terms) through
 * the data provider: GET /api/<path>?filter[person_id]=<id>&external[page]=1&external[per_page]=1000.
 * Errors show where the rows would (no toast, no retry): a 403 is an answer.
 */
export function usePersonRecords<T extends BaseRecord = AnyRow>(
  resource: string, personId: number, opts: { sorters?: CrudSort[]; enabled?: boolean } = {},
) {
  const { result, query } = useList<T, HttpError>({
    resource,
    filters: [{ field: 'person_id', operator: 'eq', value: personId }],
    pagination: { currentPage: 1, pageSize: ALL_OF_ONE_PERSON },
    sorters: opts.sorters,
    errorNotification: false,
    queryOptions: { retry: false, enabled: opts.enabled ?? true },
  })
  return { rows: result.data, total: result.total, isFetching: query.isFetching, isLoading: query.isLoading, error: query.error }
}

/**
 * Reloads every record section of a person after a change that touches several (a lifecycle move,
 * a workflow step): every read of the data provider, the sections' lists among them.
 */
export function useInvalidatePersonRecords() {
  const invalidate = useInvalidate()
  return () => invalidate({ invalidates: ['all'] })
}

/** Reloads a resource's lists after a change (the person-records sections read them). */
export function useInvalidateList() {
  const invalidate = useInvalidate()
  return (resource: string) => invalidate({ resource, invalidates: ['list'] })
}
