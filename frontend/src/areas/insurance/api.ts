import { apiDelete, apiGet, apiPost, type ListEnvelope } from '../../providers/http-calls'
import type { FileDescriptor } from '../../components/upload/FilesInput'

/**
 * The insurance API (issue 16): plans, enrolments and dependents are catalogue resources served by
 * the generic API. Money travels as decimal text ("180.00"), dates as YYYY-MM-DD.
 */
export const INSURANCE_KEY = 'insurance'

export interface InsurancePlan {
  id: number
  name: string
  provider: string
  purchasing_type: 'company' | 'personal'
  currency: string | null
  premium: string | null
  pay_item_id: number | null
  policy_number: string | null
  files: FileDescriptor[] | null
  notes: string | null
  is_active: boolean
  /** the coverages: `<coverage>` (boolean), `<coverage>_limit` (decimal text), `<coverage>_note` */
  [coverage: string]: unknown
}

export interface InsuranceEnrolment {
  id: number
  person_id: number
  plan_id: number
  plan_start_date: string
  plan_end_date: string | null
  member_number: string | null
  files: FileDescriptor[] | null
  notes: string | null
  person_pay_item_id: number | null
  [k: string]: unknown
}

export interface InsuranceDependent {
  id: number
  enrolment_id: number
  person_id: number
  name: string
  relationship: string
  birth_date: string | null
  covered_from: string
  covered_to: string | null
  notes: string | null
  [k: string]: unknown
}

const all = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ 'external[page]': '1', 'external[per_page]': '1000', ...extra }).toString()

/** Every plan of the company (everyone in the company reads them), by name. */
export const listPlans = () => apiGet<ListEnvelope<InsurancePlan>>('/insurance-plan', all({ sort: 'name' }))

/** One person's enrolments, the latest start first. */
export const listEnrolmentsOf = (personId: number) =>
  apiGet<ListEnvelope<InsuranceEnrolment>>('/insurance-enrolment', all({ 'filter[person_id]': String(personId), sort: '-plan_start_date' }))

export const getEnrolment = (id: number) => apiGet<InsuranceEnrolment>(`/insurance-enrolment/${id}`)

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

export function enrolmentQueryString(q: EnrolmentQuery): string {
  const qs = new URLSearchParams({ 'external[page]': String(q.page), 'external[per_page]': String(q.perPage), sort: q.sort || '-plan_start_date' })
  if (q.search?.trim()) qs.set('query_string', q.search.trim())
  if (q.personId) qs.set('filter[person_id]', String(q.personId))
  if (q.planIds?.length) qs.set('filter[plan_id]', q.planIds.join(','))
  if (q.startFrom || q.startTo) qs.set('filter[plan_start_date]', `${q.startFrom ?? ''}..${q.startTo ?? ''}`)
  if (q.endFrom || q.endTo) qs.set('filter[plan_end_date]', `${q.endFrom ?? ''}..${q.endTo ?? ''}`)
  return qs.toString()
}

export const listEnrolments = (q: EnrolmentQuery) => apiGet<ListEnvelope<InsuranceEnrolment>>('/insurance-enrolment', enrolmentQueryString(q))

export const createEnrolment = (body: Record<string, unknown>) => apiPost<InsuranceEnrolment>('/insurance-enrolment', body)
export const updateEnrolment = (id: number, data: Record<string, unknown>) => apiPost<InsuranceEnrolment>(`/insurance-enrolment/${id}`, { update_data: data })
export const deleteEnrolment = (id: number) => apiDelete(`/insurance-enrolment/${id}`)

/** The dependents of some enrolments (or of one person), by name. */
export const listDependents = (by: { personId?: number; enrolmentIds?: number[] }) => {
  const filter: Record<string, string> = { sort: 'name' }
  if (by.personId) filter['filter[person_id]'] = String(by.personId)
  if (by.enrolmentIds) filter['filter[enrolment_id]'] = by.enrolmentIds.join(',')
  return apiGet<ListEnvelope<InsuranceDependent>>('/insurance-dependent', all(filter))
}

export const createDependent = (body: Record<string, unknown>) => apiPost<InsuranceDependent>('/insurance-dependent', body)
export const updateDependent = (id: number, data: Record<string, unknown>) => apiPost<InsuranceDependent>(`/insurance-dependent/${id}`, { update_data: data })
export const deleteDependent = (id: number) => apiDelete(`/insurance-dependent/${id}`)
