import { useList, useOne, type HttpError } from '@refinedev/core'
import { MAX_PAGE_SIZE } from '@hr/shared'
import { useApiGet } from '../../providers/api-hooks'
import { caseListParams, type CaseFilters } from './mobility-logic'
import type { MobilityCase, MobilityComment, RunOffPaycycle, TimelineEntry } from './model'

/**
 * The mobility screens' reads through Refine and the one data provider: cases and comments are
 * catalogue resources (useList/useOne, refreshed by Refine's invalidation after each write), the
 * timeline and run-off paycycles the API's own endpoints (useApiGet). Errors show where the rows
 * would (no toast, no retry): a 403 is an answer.
 */
export function useCases(filters: CaseFilters, today: string, enabled = true) {
  const { result, query } = useList<MobilityCase, HttpError>({
    resource: 'mobility_case',
    ...caseListParams(filters, today),
    errorNotification: false,
    queryOptions: { enabled, retry: false },
  })
  return { rows: result.data, total: result.total ?? 0, error: query.error, isLoading: query.isLoading, isFetching: query.isFetching }
}

export function useCase(id: number, enabled: boolean) {
  const { result, query } = useOne<MobilityCase, HttpError>({
    resource: 'mobility_case', id, errorNotification: false, queryOptions: { enabled, retry: false },
  })
  return { data: enabled ? result : undefined, error: query.error, isLoading: query.isLoading }
}

/** A case's comments, oldest first (the resource's default sort), all of them. */
export function useCaseComments(caseId: number) {
  const { result, query } = useList<MobilityComment, HttpError>({
    resource: 'mobility_comment',
    filters: [{ field: 'case_id', operator: 'eq', value: caseId }],
    sorters: [{ field: 'id', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: MAX_PAGE_SIZE },
    errorNotification: false,
    queryOptions: { retry: false },
  })
  return { rows: result.data, error: query.error, isLoading: query.isLoading }
}

/** Every move of a case, oldest first. */
export const useCaseTimeline = (caseId: number) => useApiGet<{ data: TimelineEntry[] }>(`/mobility-case/${caseId}/timeline`)

/** The paycycles of the person's payroll a stopped expat runs off in (empty: not on a payroll). */
export function useRunOffPaycycles(personId: number, enabled: boolean) {
  const { data, isLoading } = useApiGet<{ data: RunOffPaycycle[] }>(`/people/${personId}/run-off-paycycles`, { enabled })
  return { cycles: data?.data ?? [], loading: enabled && isLoading }
}
