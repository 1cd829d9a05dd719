import { useList, useOne, type CrudFilter, type CrudSort, type HttpError, type Pagination } from '@refinedev/core'
import { MAX_PAGE_SIZE } from '@hr/shared'
import { SEARCH_FIELD } from '../../providers/data-provider'
import type { InsuranceDependent, InsuranceEnrolment, InsurancePlan } from './model'

/**
 * The insurance screens' reads through Refine and the one data provider (useList/useOne, refreshed
 * by Refine's invalidation after each write). Errors show where the rows would (no toast).
 */

/** Every row that matches, in one page (a person's enrolments, an enrolment's dependents, the plans). */
const ALL: Pagination = { currentPage: 1, pageSize: MAX_PAGE_SIZE }

/** The company-wide list's filters (the list convention: filter[field]=a,b and from..to ranges). */
export interface EnrolmentQuery {
  page: number
  perPage: number
  search?: string
  personId?: number | null
  planIds?: number[]
  /** plan start date range, YYYY-MM-DD (either end open) */
  startFrom?: string | null
  startTo?: string | null
  endFrom?: string | null
  endTo?: string | null
  /** `field` or `-field` */
  sort?: string
}

/** The company list's query as Refine's list parameters (the data provider writes the list convention). */
export function enrolmentListParams(q: EnrolmentQuery): { filters: CrudFilter[]; sorters: CrudSort[]; pagination: Pagination } {
  const filters: CrudFilter[] = []
  if (q.search?.trim()) filters.push({ field: SEARCH_FIELD, operator: 'contains', value: q.search.trim() })
  if (q.personId) filters.push({ field: 'person_id', operator: 'eq', value: q.personId })
  if (q.planIds?.length) filters.push({ field: 'plan_id', operator: 'in', value: q.planIds })
  const range = (from?: string | null, to?: string | null) => (from || to ? `${from ?? ''}..${to ?? ''}` : null)
  const start = range(q.startFrom, q.startTo)
  const end = range(q.endFrom, q.endTo)
  if (start) filters.push({ field: 'plan_start_date', operator: 'eq', value: start })
  if (end) filters.push({ field: 'plan_end_date', operator: 'eq', value: end })
  const sort = q.sort || '-plan_start_date'
  return {
    filters,
    sorters: [sort.startsWith('-') ? { field: sort.slice(1), order: 'desc' } : { field: sort, order: 'asc' }],
    pagination: { currentPage: q.page, pageSize: q.perPage },
  }
}

function useRows<T extends { id: number }>(resource: string, filters: CrudFilter[], sorters: CrudSort[], opts: { enabled?: boolean; staleTime?: number } = {}) {
  const { result, query } = useList<T, HttpError>({
    resource, filters, sorters, pagination: ALL, errorNotification: false,
    queryOptions: { enabled: opts.enabled ?? true, ...(opts.staleTime ? { staleTime: opts.staleTime } : {}) },
  })
  return { rows: result.data, error: query.error, isLoading: query.isLoading, refetch: () => query.refetch() }
}

/** The company's insurance plans (everyone in the company reads them), by name, with a lookup by id. */
export function usePlans() {
  const { rows, isLoading, error } = useRows<InsurancePlan>('insurance_plan', [], [{ field: 'name', order: 'asc' }], { staleTime: 60_000 })
  const byId = new Map<number, InsurancePlan>(rows.map((p) => [p.id, p]))
  return { plans: rows, byId, loading: isLoading, error }
}

/** One person's enrolments, the latest start first. */
export const usePersonEnrolments = (personId: number, enabled: boolean) =>
  useRows<InsuranceEnrolment>('insurance_enrolment', [{ field: 'person_id', operator: 'eq', value: personId }], [{ field: 'plan_start_date', order: 'desc' }], { enabled })

/** The dependents of some enrolments (or of one person), by name. */
export function useDependents(by: { personId?: number; enrolmentIds?: number[] }, enabled: boolean) {
  const filters: CrudFilter[] = []
  if (by.personId) filters.push({ field: 'person_id', operator: 'eq', value: by.personId })
  if (by.enrolmentIds) filters.push({ field: 'enrolment_id', operator: 'in', value: by.enrolmentIds })
  return useRows<InsuranceDependent>('insurance_dependent', filters, [{ field: 'name', order: 'asc' }], { enabled })
}

export function useEnrolment(id: number, enabled: boolean) {
  const { result, query } = useOne<InsuranceEnrolment, HttpError>({
    resource: 'insurance_enrolment', id, errorNotification: false, queryOptions: { enabled, retry: false },
  })
  return { data: enabled ? result : undefined, error: query.error, isLoading: query.isLoading }
}
